import { isApiError } from './api-error';

/**
 * A query `retry` that tries once more after a failure, except for answers a retry cannot change (e.g. 404 for a
 * missing record, 403 for a refused guest).
 */
export const retryOnceUnless =
  (...finalStatuses: number[]) =>
  (failures: number, error: Error): boolean =>
    failures < 1 && !(isApiError(error) && finalStatuses.includes(error.status));
