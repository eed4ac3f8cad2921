import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../lib/app-error';

/** Deeper than any body, query or path the API takes; a deeper one is an attack on recursive code, not a request. */
export const MAX_NESTING = 32;

const NUL = /\u0000/;
// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const ALLOWED_TEXT = 'text must be Unicode without NUL (U+0000) characters or unpaired UTF-16 surrogates';

/** What is wrong with one string, or undefined when it can go to the database as it is. */
export function textProblem(text: string): string | undefined {
  if (NUL.test(text)) return 'contains a NUL character';
  if (LONE_SURROGATE.test(text)) return 'contains an unpaired UTF-16 surrogate';
  return undefined;
}

/** A key as it can be shown in a message: the bad characters escaped so that the answer itself stays clean. */
const printable = (key: string) =>
  key.replace(/[\u0000\uD800-\uDFFF]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/**
 * The first text (value or key, at any depth) that PostgreSQL would refuse or silently corrupt, or number that is not
 * finite, as a field path (`firstname`, `items.2.note`) and what is wrong; or the path where nesting passes
 * MAX_NESTING. Iterative, so a deeply nested body cannot overflow the stack.
 */
export function findBadInput(root: unknown): { field: string; problem: string } | undefined {
  const stack: Array<{ value: unknown; path: string[] }> = [{ value: root, path: [] }];
  while (stack.length > 0) {
    const { value, path } = stack.pop()!;
    if (typeof value === 'string') {
      const problem = textProblem(value);
      if (problem) return { field: path.join('.'), problem: `${problem}; ${ALLOWED_TEXT}` };
      continue;
    }
    if (typeof value === 'number' && !Number.isFinite(value)) {
      return { field: path.join('.'), problem: 'is not a finite number' };
    }
    if (value === null || typeof value !== 'object') continue;
    if (path.length >= MAX_NESTING) {
      return { field: path.slice(0, 3).join('.'), problem: `nests deeper than ${MAX_NESTING} levels` };
    }
    const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
    for (const [key, child] of entries.reverse()) {
      const keyProblem = textProblem(key);
      if (keyProblem) return { field: [...path, printable(key)].join('.'), problem: `is a name that ${keyProblem}` };
      stack.push({ value: child, path: [...path, key] });
    }
  }
  return undefined;
}

const PARTS = [
  ['params', 'path'],
  ['query', 'query'],
  ['body', 'body'],
] as const;

/** 400 for the first bad text in the path parameters, the query or the body, in that order. */
function checkRequest(request: FastifyRequest): void {
  for (const [part, context] of PARTS) {
    const bad = findBadInput(request[part]);
    if (!bad) continue;
    const field = bad.field || context;
    throw badRequest(`${context} ${bad.field || ''} ${bad.problem}`.replace(/\s+/g, ' '), field, 'VALIDATION_ERROR');
  }
}

// PostgreSQL's answers to text it cannot store: 22021 invalid byte sequence (NUL in text), 22P05 untranslatable
// character (\u0000 in jsonb).
const REFUSED_TEXT_CODES = new Set(['22021', '22P05']);

/**
 * True when the database refused text a client sent (drizzle wraps the driver's error as `cause`). The guard below
 * stops such text at the door with the field's name; this is the net for text that arrives any other way.
 */
export function isTextRefusedByDatabase(error: unknown): boolean {
  let current = error as { code?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; current && depth < 4; depth += 1) {
    if (typeof current.code === 'string' && REFUSED_TEXT_CODES.has(current.code)) return true;
    current = current.cause as typeof current;
  }
  return false;
}

/** The largest over-limit body read to its end so that the client gets its 413; a bigger one is cut off. */
const MAX_DRAINED_BYTES = 8 * 1024 * 1024;

/**
 * A 413 that the client can read. Fastify answers before reading the body and marks the connection for closing; the
 * unread bytes still on their way then hit a closed socket and the client sees a reset instead of the answer. So the
 * body is read and thrown away (up to MAX_DRAINED_BYTES) and the connection stays open for the next request.
 */
export function answerBodyTooLarge(request: FastifyRequest, reply: FastifyReply, limit: number) {
  if (!(Number(request.headers['content-length']) > MAX_DRAINED_BYTES)) {
    reply.removeHeader('connection');
    let drained = 0;
    request.raw.on('data', (chunk: Buffer) => {
      drained += chunk.length;
      if (drained > MAX_DRAINED_BYTES) request.raw.destroy();
    });
    request.raw.resume();
  }
  return reply.status(413).send({
    statusCode: 413,
    code: 'BODY_TOO_LARGE',
    message: `body is larger than ${limit} bytes, the most this API takes`,
    field: 'body',
  });
}

const BOM = '\uFEFF';

/**
 * Malformed input is the client's error, never the server's: text with NUL or a lone surrogate (which PostgreSQL
 * refuses or stores as U+FFFD) is a 400 naming the field, before any schema or handler sees it; a JSON body that
 * starts with a byte-order mark is a 400 (RFC 8259 §8.1: senders must not add one) instead of being silently
 * accepted.
 */
export const inputGuardPlugin = fp(
  async (app: FastifyInstance) => {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = body.toString();
      if (text.startsWith(BOM)) {
        const message = 'body starts with a byte-order mark (U+FEFF); send UTF-8 JSON without one';
        done(new AppError(400, 'VALIDATION_ERROR', message, 'body'), undefined);
        return;
      }
      parseJson(request, text, done);
    });
    app.addHook('preValidation', async (request) => checkRequest(request));
    // Again once the schema has coerced the query and path: ajv turns "1e400" into Infinity and lets it through.
    app.addHook('preHandler', async (request) => checkRequest(request));
  },
  { name: 'livery-input-guard', dependencies: ['livery-errors'] },
);
