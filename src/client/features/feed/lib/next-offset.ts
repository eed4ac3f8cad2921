import { hasMorePages } from '../../../../shared/rules';
import type { Page } from '../../../lib/api';

/**
 * react-query's getNextPageParam for offset paging: undefined on a short page (seed 000 §4) or once `total` is
 * reached, so a list whose size is a multiple of the page size does not ask for an empty page.
 */
export function nextOffset(pageSize: number) {
  return (last: Page<unknown>): number | undefined => {
    if (!hasMorePages(last.data.length, pageSize)) return undefined;
    const next = last.offset + last.data.length;
    return next < last.total ? next : undefined;
  };
}
