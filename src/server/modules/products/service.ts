import type { ServerContext } from '../../context';
import { notFound } from '../../lib/app-error';
import * as repo from './repository';

/**
 * Flips the caller's bookmark of a product of this tenant and answers with the new state and the whole list; both
 * in one transaction, so the list matches the state it reports.
 */
export function toggleBookmark(
  ctx: Pick<ServerContext, 'db' | 'clock'>,
  scope: { tenantId: string; userId: string },
  productId: string,
) {
  return ctx.db.transaction(async (tx) => {
    if (!(await repo.findProduct(tx, scope.tenantId, productId))) throw notFound(`Product '${productId}'`);
    const isBookmarked = await repo.toggleBookmark(tx, scope, productId, ctx.clock());
    return { productId, isBookmarked, bookmarkedProducts: await repo.bookmarkedProductIds(tx, scope) };
  });
}
