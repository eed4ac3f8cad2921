/** An error the client should see as is: a status, a stable code, a message and optionally the offending field. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly field?: string,
    /** Extra response headers, e.g. Retry-After on a 429. */
    readonly headers?: Readonly<Record<string, string>>,
    /** Facts of the rule that refused, added to the error body (e.g. an order-system code). */
    readonly details?: Readonly<Record<string, unknown>>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, field?: string, code = 'BAD_REQUEST') =>
  new AppError(400, code, message, field);
export const unauthorized = (message = 'Sign in first: send Authorization: Bearer <token>') =>
  new AppError(401, 'UNAUTHORIZED', message);
export const forbidden = (message: string, code = 'FORBIDDEN') => new AppError(403, code, message);
export const notFound = (what: string) => new AppError(404, 'NOT_FOUND', `${what} not found`);
export const conflict = (message: string, field?: string) => new AppError(409, 'CONFLICT', message, field);
/** 429; with retryAfterSeconds the answer carries Retry-After so clients know when to come back. */
export const tooMany = (message: string, retryAfterSeconds?: number) =>
  new AppError(
    429,
    'TOO_MANY_REQUESTS',
    message,
    undefined,
    retryAfterSeconds === undefined ? undefined : { 'retry-after': String(retryAfterSeconds) },
  );
