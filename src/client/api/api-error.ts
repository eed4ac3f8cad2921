/**
 * An API failure as the server reports it (`{ statusCode, code, message, field }`), or a network failure (status 0).
 * Cart and order refusals also carry seed 002 §8's `orderSystemCode` (and, for 402, the unavailable products), so
 * screens can map them to the seed's friendly messages.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
    readonly orderSystemCode?: number,
    readonly unavailableProducts?: readonly string[],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
