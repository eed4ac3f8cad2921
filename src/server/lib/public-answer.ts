/**
 * Anonymous answers of hot public reads kept as bytes (issue 14). What an anonymous visitor is answered on these
 * routes depends only on the tenant's public data and the URL, so the answer is serialised once — by the route's own
 * response serializer, so the bytes are those Fastify would have sent — and kept in the public read cache, which the
 * writes that change that data clear (plugins/read-caches.ts). Each later request sends the stored string: no view
 * building, no serialisation, little garbage; a client that takes brotli or gzip gets a compressed copy made once
 * (lib/answer-encoding.ts). A weak ETag lets a client that holds the answer get a 304.
 */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { compressedCopy, storedEncodingFor, type StoredEncoding } from './answer-encoding';

interface SerializedAnswer {
  body: string;
  etag: string;
  /** Compressed copies, made when first asked for. */
  copies: Partial<Record<StoredEncoding, Buffer>>;
}

const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/** Weak: the same JSON may go out gzipped or not, byte-different on the wire. */
const etagOf = (body: string) => `W/"${createHash('sha1').update(body).digest('base64url')}"`;

/** Whether If-None-Match names `etag` (a list of validators, or `*`). */
function holds(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed === etag;
  });
}

/**
 * The answer to `request` (anonymous, on a GET route): the tenant's stored answer for its URL, or `answer()`
 * serialised and stored first. An error thrown by `answer` is answered as usual and nothing is stored. Returns the
 * body for the handler to return (Fastify sends a string with a JSON type, or a Buffer, as it is; @fastify/compress
 * leaves an answer with a Content-Encoding alone), or the reply of a 304 sent.
 */
export async function publicAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: () => Promise<unknown>,
): Promise<string | Buffer | FastifyReply> {
  const { body, etag, copies } = await request.server.ctx.publicReads.read(
    request.tenant.id,
    `answer|${request.url}`,
    async (): Promise<SerializedAnswer> => {
      const serialized = reply.serialize(await answer()) as string;
      return { body: serialized, etag: etagOf(serialized), copies: {} };
    },
  );
  reply.header('etag', etag);
  if (holds(request, etag)) return reply.code(304).send();
  reply.type(JSON_CONTENT_TYPE);
  const encoding = storedEncodingFor(request, body);
  if (!encoding) return body;
  reply.header('content-encoding', encoding).header('vary', 'accept-encoding');
  return compressedCopy(copies, encoding, body);
}
