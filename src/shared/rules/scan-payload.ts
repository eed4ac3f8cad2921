import { RULE_MESSAGES } from './messages';

/**
 * Scanned receipt codes (section 5). Formats are named as `@zxing/library`'s `BarcodeFormat` enum keys, so the
 * client passes `BarcodeFormat[result.getBarcodeFormat()]`.
 */
export const ACCEPTED_SCAN_FORMATS = ['QR_CODE', 'PDF_417'] as const;
export type ScanFormat = (typeof ACCEPTED_SCAN_FORMATS)[number];

export type ScanPayload =
  /** A receipt QR in JSON: `{ "x": reference id, "y": order number }`. Either may be missing, not both. */
  | { kind: 'receipt'; referenceId: string | null; orderNumber: string | null }
  /** A redeem link: a URL with a `redeemID` query parameter. */
  | { kind: 'redeem'; redeemId: string; url: string }
  /** A PDF417 receipt barcode whose text is the receipt number itself (decided here: the spec shows no shape). */
  | { kind: 'receiptNumber'; receiptNumber: string };

export type ScanResult =
  | { ok: true; format: ScanFormat; payload: ScanPayload }
  /** `error` is the user-visible message ('Failed to read'); `reason` says why, for logs and tests. */
  | { ok: false; error: string; reason: string };

function fail(reason: string): ScanResult {
  return { ok: false, error: RULE_MESSAGES.failedToRead, reason };
}

function idText(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'string' && value.trim() !== '') return value.trim();
  return null;
}

function parseJsonReceipt(text: string): ScanPayload | null {
  if (!text.startsWith('{')) return null;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  const record = data as Record<string, unknown>;
  const referenceId = idText(record.x);
  const orderNumber = idText(record.y);
  return referenceId || orderNumber ? { kind: 'receipt', referenceId, orderNumber } : null;
}

function parseRedeemUrl(text: string): ScanPayload | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const redeemId = url.searchParams.get('redeemID')?.trim();
  return redeemId ? { kind: 'redeem', redeemId, url: url.href } : null;
}

/**
 * Parses a scanned code: only PDF417 or QR; a QR is JSON (x = reference id, y = order number) or a URL with a
 * redeemID parameter; anything else is 'Failed to read'. A PDF417 may carry the same JSON or URL, otherwise its
 * text is taken as a receipt number.
 */
export function parseScanPayload(text: string | null | undefined, format: string): ScanResult {
  if (!(ACCEPTED_SCAN_FORMATS as readonly string[]).includes(format)) {
    return fail(`format ${format} is not accepted; scan a ${ACCEPTED_SCAN_FORMATS.join(' or ')} code`);
  }
  const accepted = format as ScanFormat;
  const trimmed = (text ?? '').trim();
  if (trimmed === '') return fail('the code is empty');
  const payload = parseJsonReceipt(trimmed) ?? parseRedeemUrl(trimmed);
  if (payload) return { ok: true, format: accepted, payload };
  if (accepted === 'PDF_417')
    return { ok: true, format: accepted, payload: { kind: 'receiptNumber', receiptNumber: trimmed } };
  return fail('a QR code must be JSON with x (reference id) and y (order number), or a URL with a redeemID parameter');
}
