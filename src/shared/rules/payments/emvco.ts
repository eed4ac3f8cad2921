/**
 * EMVCo merchant-presented QR payloads (EMV QRCPS): a string of TLV fields, each a 2-digit tag, a 2-digit length and
 * the value, ending with tag 63 whose value is the CRC-16/CCITT-FALSE of everything before it, "6304" included.
 */
import { crc16Hex } from './crc16';

/** One field; `value` is text or nested fields (templates such as tags 26 and 62). */
export interface EmvField {
  tag: string;
  value: string | readonly EmvField[];
}

function encodeFields(fields: readonly EmvField[]): string {
  return fields
    .map(({ tag, value }) => {
      const text = typeof value === 'string' ? value : encodeFields(value);
      if (!/^\d{2}$/.test(tag)) throw new RangeError(`EMVCo tag must be two digits, got "${tag}"`);
      if (text.length < 1 || text.length > 99)
        throw new RangeError(`EMVCo tag ${tag} must hold 1 to 99 characters, got ${text.length}`);
      return `${tag}${String(text.length).padStart(2, '0')}${text}`;
    })
    .join('');
}

/** The payload of `fields` with its CRC field (tag 63) appended. */
export function encodeEmvPayload(fields: readonly EmvField[]): string {
  const body = `${encodeFields(fields)}6304`;
  return `${body}${crc16Hex(body)}`;
}

/** The fields of a payload, flat (templates left as text: parse them again with parseEmvFields). */
export function parseEmvFields(payload: string): Map<string, string> {
  const fields = new Map<string, string>();
  let at = 0;
  while (at < payload.length) {
    const tag = payload.slice(at, at + 2);
    const length = Number(payload.slice(at + 2, at + 4));
    if (!/^\d{2}$/.test(tag) || !/^\d{2}$/.test(payload.slice(at + 2, at + 4)) || at + 4 + length > payload.length)
      throw new RangeError(`not an EMVCo field at character ${at}`);
    fields.set(tag, payload.slice(at + 4, at + 4 + length));
    at += 4 + length;
  }
  return fields;
}

/** Whether the payload ends with tag 63 holding the right CRC (upper-case hex). */
export function hasValidCrc(payload: string): boolean {
  const at = payload.length - 8;
  if (at < 0 || payload.slice(at, at + 4) !== '6304') return false;
  return payload.slice(at + 4) === crc16Hex(payload.slice(0, at + 4));
}
