/** Receipt scan and claim (seed 000 §2 /next/qr, seed 001 §4). */

/** Pause between two camera reads. */
export const SCANNER_DELAY_MS = 500;
/** After a receipt is claimed, the order page opens after this delay. */
export const RECEIPT_NAVIGATION_DELAY_MS = 1000;
