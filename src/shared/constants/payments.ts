/**
 * Payment constants (seed 002 §4, §9; issue 12): timings of the payment screens and the sandbox's test cards. One
 * home: the server's hosted sandbox page, the client screens, the docs and the end-to-end tests read them here.
 */

/** The order page re-checks a payment that is still pending this long after returning from a provider. */
export const PAYMENT_RECHECK_MS = 3_000;
/** fiuu's pay button clicks itself this long after its session arrives. */
export const FIUU_AUTO_CLICK_MS = 2_000;
/** The payment screens' loader hides after this long. */
export const PAYMENT_LOADING_MS = 3_000;
/** PayNow settles Singapore dollars only: other tenants may list it, and never offer it. */
export const PAYNOW_CURRENCY = 'SGD';
/** A PayNow QR stays payable this long after it is made. */
export const PAYNOW_QR_VALID_MINUTES = 15;

/**
 * What each test card of the sandbox's hosted page does (issue 12): paid at once; declined (the page asks for another
 * card, the attempt stays open); a 3-D-Secure-style challenge the payer completes or fails; processing (paid a few
 * seconds later, by webhook).
 */
export const SANDBOX_TEST_CARDS = {
  success: '4242424242424242',
  decline: '4000000000000002',
  challenge: '4000000000003220',
  processing: '4000000000000077',
} as const;
export type SandboxCardOutcome = keyof typeof SANDBOX_TEST_CARDS;

/** The test card a number stands for (spaces and dashes ignored); null for any other number. */
export function sandboxCardOutcome(cardNumber: string): SandboxCardOutcome | null {
  const digits = cardNumber.replace(/[\s-]/g, '');
  const entry = Object.entries(SANDBOX_TEST_CARDS).find(([, number]) => number === digits);
  return entry ? (entry[0] as SandboxCardOutcome) : null;
}
