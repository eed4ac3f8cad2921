/**
 * The Menu / Order / Catalogue button's target (seed 000 section 2): `/order/merchant/<id>` carrying the current
 * query string as it is, so a table's `dine_in_outlet` (and any campaign parameters) reach the order page.
 */
export function orderPagePath(merchantId: string, currentSearch: string): string {
  const params = new URLSearchParams(currentSearch);
  const query = params.toString();
  return `/order/merchant/${encodeURIComponent(merchantId)}${query ? `?${query}` : ''}`;
}
