import { AppError, conflict } from '../lib/app-error';

// SQLSTATE codes (https://www.postgresql.org/docs/current/errcodes-appendix.html) that parallel requests cause.
const UNIQUE_VIOLATION = '23505';
const RETRYABLE = new Set([
  '40001', // serialization_failure
  '40P01', // deadlock_detected
  '55P03', // lock_not_available
]);

interface DatabaseErrorFields {
  code: string;
  constraint?: string;
}

/** The same answer whether the sign-up check or the unique index noticed the member first. */
export const alreadyRegistered = (kind: 'phone' | 'email') =>
  conflict(`This ${kind} is already registered: log in instead`, kind);

/** Unique indexes whose violation is a rule the client should hear in its own words. */
const UNIQUE_RULES: Readonly<Record<string, () => AppError>> = {
  users_tenant_phone_uq: () => alreadyRegistered('phone'),
  users_tenant_email_uq: () => alreadyRegistered('email'),
};

/** The PostgreSQL error (node-postgres or PGlite) under drizzle's DrizzleQueryError, which keeps it as `cause`. */
function databaseErrorIn(error: unknown): DatabaseErrorFields | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return current as DatabaseErrorFields;
    current = cause;
  }
  return null;
}

/**
 * What a database error caused by a parallel request means to the client, or null for any other error (a real
 * failure, answered 500). A unique violation is the rule of its index (a 409 naming it), a serialisation failure or
 * deadlock a 409 to retry: a race between two requests is never a server error.
 */
export function appErrorOfDatabaseError(error: unknown): AppError | null {
  const found = databaseErrorIn(error);
  if (!found) return null;
  if (found.code === UNIQUE_VIOLATION) {
    const rule = found.constraint ? UNIQUE_RULES[found.constraint] : undefined;
    return rule ? rule() : conflict('Another request saved the same thing at the same moment: reload and try again');
  }
  if (RETRYABLE.has(found.code)) {
    return new AppError(
      409,
      'CONCURRENT_UPDATE',
      'Another request changed the same data at the same moment: try again',
      undefined,
      { 'retry-after': '1' },
    );
  }
  return null;
}
