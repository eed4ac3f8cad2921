/** Navigation state the cart sets after placing: the order page opens the payment sheet when something is due. */
export const OPEN_PAYMENT_SHEET = { openPaymentSheet: true } as const;

export const asksForSheet = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as { openPaymentSheet?: unknown }).openPaymentSheet === true;
