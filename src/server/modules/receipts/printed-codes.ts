/**
 * What a printed receipt carries that lets its holder, and only its holder, claim it. Receipt numbers are counters
 * (A-001, A-002 …) anyone can guess, so a claim needs the reference id or the id of the QR's redeem link, and both
 * carry random characters: 8 readable characters (32⁸ ≈ 10¹²) in a reference id, a random UUID in a redeem id.
 */
import { newReadableCode } from '../../lib/ids';

/** Draws `length` characters of READABLE_ALPHABET: crypto for real receipts, the seeded PRNG for demo ones. */
export type CodeSource = (length: number) => string;

/** Reference ids start with the tenant's initials, so a receipt of one app is never typed into another. */
export function referencePrefix(tenantId: string): string {
  return tenantId
    .split('-')
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

/** `BL-7K3Q-X9M2`: the tenant's initials, then 8 random readable characters in two groups, easy to type. */
export function newReferenceId(tenantId: string, draw: CodeSource = newReadableCode): string {
  return `${referencePrefix(tenantId)}-${draw(4)}-${draw(4)}`;
}

/** The JSON a receipt's QR code carries (seed 001: x = reference id, y = order number). */
export const receiptQrJson = (receipt: { referenceId: string; orderNumber: string }): string =>
  JSON.stringify({ x: receipt.referenceId, y: receipt.orderNumber });
