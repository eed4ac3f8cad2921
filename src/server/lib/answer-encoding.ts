/**
 * Compressed copies of a stored answer (lib/public-answer.ts), made once per encoding instead of by @fastify/compress
 * at every request. Only where the choice is plain — brotli or gzip is the client's best encoding, the answer is over
 * the plugin's threshold — is the stored copy sent; anything else (deflate or zstd preferred, x-no-compression, a
 * small answer) is left to the plugin, which then decides exactly as for any other answer.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { IncomingHttpHeaders } from 'node:http';

export type StoredEncoding = 'br' | 'gzip';

/** @fastify/compress's own settings (app.ts and the plugin's defaults): the same output as the plugin makes. */
const THRESHOLD_BYTES = 1024;
const COMPRESS: Record<StoredEncoding, (body: Buffer) => Buffer> = {
  br: (body) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }),
  gzip: (body) => gzipSync(body),
};
/** The plugin's order of preference when the client weighs encodings alike. */
const SERVER_ORDER = ['br', 'gzip', 'deflate', 'zstd'];

/** The client's weight for each encoding it names (`q` defaults to 1). */
function weights(header: string): Map<string, number> {
  const found = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...parameters] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = parameters.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((value) => value !== undefined);
    found.set(name, q === undefined ? 1 : Number(q));
  }
  return found;
}

/** Whether the plugin sends `body` as it is to a client that sent `headers`: it takes no encoding, or `body` is small. */
export function sentAsIs(headers: IncomingHttpHeaders, body: Buffer): boolean {
  return !headers['accept-encoding'] || headers['x-no-compression'] !== undefined || body.length < THRESHOLD_BYTES;
}

/** br or gzip when that is plainly what the client wants most of `body`, else null (the plugin decides). */
export function storedEncodingFor(headers: IncomingHttpHeaders, body: Buffer): StoredEncoding | null {
  const header = headers['accept-encoding'];
  if (!header || sentAsIs(headers, body)) return null;
  const weighed = weights(header);
  const weightOf = (name: string) => weighed.get(name) ?? weighed.get('*') ?? 0;
  const best = SERVER_ORDER.reduce((top, name) => (weightOf(name) > weightOf(top) ? name : top));
  return (best === 'br' || best === 'gzip') && weightOf(best) > 0 ? best : null;
}

/** `body` compressed with `encoding`, made at the first request that wants it and kept in `copies`. */
export function compressedCopy(
  copies: Partial<Record<StoredEncoding, Buffer>>,
  encoding: StoredEncoding,
  body: Buffer,
): Buffer {
  return (copies[encoding] ??= COMPRESS[encoding](body));
}
