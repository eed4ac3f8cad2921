/** Which demo catalogue a tenant's own merchant sells, and the ids its rows get. */
import { layoutProfile, type Goods } from '../../../shared/tenant/layout-profiles';
import type { ResolvedTenant } from '../../../shared/tenant/resolve-tenant';
import { CAFE_MENU, CURRY_MENU } from './catalogue-food';
import { GROCERY_RANGE, OUTFITTER_RANGE } from './catalogue-retail';
import type { DemoCatalogue } from './demo-catalogue-types';
import type { CategorySlug } from './demo-content';

/** Every tenant sells what its layout sells… */
const BY_GOODS: Record<Goods, DemoCatalogue> = { 'food-and-drink': CAFE_MENU, merchandise: OUTFITTER_RANGE };
/** …except the demo tenants whose brand is another trade (a curry house, a grocer). */
const BY_TENANT: Record<string, DemoCatalogue> = { 'saffron-kitchen': CURRY_MENU, 'sunny-mart': GROCERY_RANGE };

export const catalogueOf = (tenant: ResolvedTenant): DemoCatalogue =>
  BY_TENANT[tenant.id] ?? BY_GOODS[layoutProfile(tenant).goods];

/** The directory category of the tenant's own merchant: what its catalogue sells (a grocer is not listed as fashion). */
const DIRECTORY_CATEGORY = new Map<DemoCatalogue, CategorySlug>([
  [CAFE_MENU, 'coffee'],
  [CURRY_MENU, 'restaurant'],
  [GROCERY_RANGE, 'grocery'],
  [OUTFITTER_RANGE, 'fashion'],
]);

export const ownCategoryOf = (tenant: ResolvedTenant): CategorySlug => DIRECTORY_CATEGORY.get(catalogueOf(tenant))!;

export const demoIds = (tenantId: string) => ({
  category: (ci: number) => `${tenantId}-mc${ci + 1}`,
  product: (ci: number, pi: number) => `${tenantId}-p${ci + 1}${pi + 1}`,
  modifier: (key: string) => `${tenantId}-mod-${key}`,
  modifierValue: (key: string, vi: number) => `${tenantId}-mod-${key}-v${vi + 1}`,
  tag: (key: string) => `${tenantId}-tag-${key}`,
  outlet: (bi: number) => `${tenantId}-o${bi + 1}`,
  tableToken: (bi: number, table: number) => `${tenantId}-o${bi + 1}-table-${table}`,
});

/** Product ids of a tenant's demo catalogue, in menu order (tests and docs use them). */
export function demoProductIds(tenant: ResolvedTenant): string[] {
  const ids = demoIds(tenant.id);
  return catalogueOf(tenant).categories.flatMap((c, ci) => c.products.map((_, pi) => ids.product(ci, pi)));
}

/** The id of a demo product by its English name (bundles, price rules and tests name products). */
export function demoProductId(tenant: ResolvedTenant, englishName: string): string {
  const ids = demoIds(tenant.id);
  for (const [ci, category] of catalogueOf(tenant).categories.entries()) {
    const pi = category.products.findIndex((p) => p.name.en_US === englishName);
    if (pi >= 0) return ids.product(ci, pi);
  }
  throw new Error(`no demo product '${englishName}' in ${tenant.id}'s catalogue`);
}
