/**
 * The attempt this tab went to pay (seed 002 §4 'a stored session result'): remembered before the payer leaves for a
 * provider, so the order page they come back to knows to watch that attempt and say how it ended. Kept in the tab's
 * sessionStorage — another tab or a later visit shows the order as the server has it, without outcome messages.
 */
const KEY = 'livery:payment:return';

export interface PaymentReturn {
  orderId: string;
  paymentId: string;
  /** Adyen's Drop-in sessionResult for this attempt: the re-check hands it to the server, which asks Adyen. */
  sessionResult?: string;
}

function tabStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage denied (a framed page with third-party storage blocked): the outcome messages are skipped.
    return null;
  }
}

export function rememberPaymentReturn(entry: PaymentReturn): void {
  tabStorage()?.setItem(KEY, JSON.stringify(entry));
}

function storedReturn(orderId: string): PaymentReturn | null {
  try {
    const entry = JSON.parse(tabStorage()?.getItem(KEY) ?? 'null') as PaymentReturn | null;
    return entry?.orderId === orderId && typeof entry.paymentId === 'string' ? entry : null;
  } catch {
    return null;
  }
}

/** The attempt of `orderId` this tab left to pay, if any. */
export function paymentReturnOf(orderId: string): string | null {
  return storedReturn(orderId)?.paymentId ?? null;
}

/** The stored session result of this attempt (seed 002 §4), if the Drop-in gave one in this tab. */
export function sessionResultOf(orderId: string, paymentId: string): string | undefined {
  const entry = storedReturn(orderId);
  return entry?.paymentId === paymentId && typeof entry.sessionResult === 'string' ? entry.sessionResult : undefined;
}

export function forgetPaymentReturn(): void {
  tabStorage()?.removeItem(KEY);
}
