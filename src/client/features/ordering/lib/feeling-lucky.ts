import type { Menu, MenuProduct } from '../../../../shared/api/ordering-catalogue';

/**
 * Feeling Lucky (seed 002 §2): offered only where the merchant has it (a flag in its data, never merchant ids in
 * code) and only when the menu's first category is the recommended one; it draws from that category's products.
 * Null when it is not offered.
 */
export function luckyProducts(menu: Pick<Menu, 'isFeelingLuckyEnabled' | 'category_list'>): MenuProduct[] | null {
  const first = menu.category_list[0];
  if (!menu.isFeelingLuckyEnabled || !first?.isRecommended || first.product_list.length === 0) return null;
  return first.product_list;
}
