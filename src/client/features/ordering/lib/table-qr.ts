/**
 * A table QR read by the scanner (seed 002 §2 'The scanner dialog reads a table QR'): an address whose query names
 * the table (table or extId). Without one the seed warns 'Please scan table QR code with a table number'.
 */
export function tableNumberOfQr(text: string): string | null {
  let params: URLSearchParams;
  try {
    params = new URL(text.trim()).searchParams;
  } catch {
    // Not an address: a bare query string is accepted too (some printed codes carry only '?table=12').
    params = new URLSearchParams(text.trim().replace(/^[^?]*\?/, ''));
  }
  const table = (params.get('table') ?? params.get('extId'))?.trim();
  return table ? table : null;
}
