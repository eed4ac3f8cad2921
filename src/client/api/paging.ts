import { hasMorePages } from '../../shared/rules';

/**
 * The offset of the page after `page`, or undefined when there is none: a list stops on a short page (seed 000 §4)
 * and also when the total says everything is loaded, so an exact multiple of the page size does not cost one empty
 * request. Every paged list's getNextPageParam.
 */
export function nextPageOffset(
  page: { data: readonly unknown[]; offset: number; total: number },
  pageSize: number,
): number | undefined {
  if (!hasMorePages(page.data.length, pageSize)) return undefined;
  const next = page.offset + page.data.length;
  return next >= page.total ? undefined : next;
}
