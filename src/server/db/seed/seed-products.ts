/**
 * The tenant's own merchant's catalogue (seed 002 §3): menu categories and products with their modifiers, bundles,
 * tags, stock, end and operating times, age limits, nutri-grades and sugar, from demo-catalogues.ts; and one product
 * bookmarked by the demo member (so the auth user's bookmarkedProducts is not always empty). Runs inside the demo
 * seed's transaction.
 */
import type { BundledItem, Modifier } from '../../../shared/api/ordering-catalogue';
import type { ResolvedTenant } from '../../../shared/tenant/resolve-tenant';
import type { Tx } from '../client';
import { menuCategories, productBookmarks, products } from '../schema';
import type { DemoCatalogue, DemoProduct } from './demo-catalogue-types';
import { catalogueOf, demoIds, demoProductId, demoProductIds } from './demo-catalogues';
import { demoImage } from './demo-images';

export { demoProductIds };

const DAY_MS = 86_400_000;

function modifiersOf(tenantId: string, catalogue: DemoCatalogue, keys: readonly string[]): Modifier[] {
  const ids = demoIds(tenantId);
  return keys.map((key) => {
    const modifier = catalogue.modifiers.find((m) => m.key === key);
    if (!modifier) throw new Error(`demo catalogue: no modifier '${key}'`);
    return {
      id: ids.modifier(key),
      name: modifier.name,
      min_quantity: modifier.min,
      max_quantity: modifier.max,
      is_optional: modifier.min === 0,
      modifier_value_list: modifier.values.map((value, vi) => ({
        id: ids.modifierValue(key, vi),
        name: value.name,
        price: { dine_in: value.price, takeout: value.price },
        is_default: value.isDefault ?? false,
        isActive: value.isActive ?? true,
        image: null,
        max_quantity: value.maxQuantity ?? 1,
        is_track_quantity: false,
        remaining_quantity: null,
        has_end_time: false,
        end_time: null,
      })),
    };
  });
}

function bundleOf(tenant: ResolvedTenant, catalogue: DemoCatalogue, product: DemoProduct): BundledItem[] {
  const byName = new Map(catalogue.categories.flatMap((c) => c.products.map((p) => [p.name.en_US, p] as const)));
  return (product.bundle ?? []).map((item, ii) => ({
    id: `${demoProductId(tenant, product.name.en_US)}-b${ii + 1}`,
    name: item.name,
    min_quantity: item.min,
    max_quantity: item.max,
    has_default_product: Boolean(item.defaultProduct),
    default_product_id: item.defaultProduct ? demoProductId(tenant, item.defaultProduct) : null,
    product_list: item.products.map(({ name, price }) => {
      const picked = byName.get(name);
      if (!picked) throw new Error(`demo catalogue: bundle names unknown product '${name}'`);
      return {
        product_id: demoProductId(tenant, name),
        sourceId: null,
        product_display_name: picked.name,
        image: demoImage(picked.drawing, catalogue.paper, catalogue.ink),
        quantity: 1,
        price,
        is_dine_in: true,
        is_takeout: true,
        is_delivery: !picked.notForDelivery,
        modifier_list: modifiersOf(tenant.id, catalogue, picked.modifiers ?? []),
      };
    }),
  }));
}

export async function seedProducts(tx: Tx, tenant: ResolvedTenant, now: Date): Promise<void> {
  const catalogue = catalogueOf(tenant);
  const ids = demoIds(tenant.id);
  await tx
    .insert(menuCategories)
    .values(
      catalogue.categories.map((c, ci) => ({
        id: ids.category(ci),
        tenantId: tenant.id,
        merchantId: tenant.id,
        sourceId: `MC${ci + 1}`,
        name: c.name,
        image: demoImage(c.products[0].drawing, catalogue.paper, catalogue.ink),
        sortOrder: ci + 1,
        isRecommended: c.isRecommended ?? false,
      })),
    )
    .onConflictDoNothing();
  await tx
    .insert(products)
    .values(
      catalogue.categories.flatMap((c, ci) =>
        c.products.map((p, pi) => ({
          id: ids.product(ci, pi),
          tenantId: tenant.id,
          merchantId: tenant.id,
          categoryId: ids.category(ci),
          sourceId: `P${ci + 1}${pi + 1}`,
          type: p.bundle ? 1 : 0,
          name: p.name,
          description: { en_US: p.description },
          image: demoImage(p.drawing, catalogue.paper, catalogue.ink),
          priceDineIn: p.price,
          priceTakeout: p.price,
          priceDelivery: p.deliveryPrice ?? p.price,
          isDelivery: !p.notForDelivery,
          isTrackQuantity: p.stock !== undefined,
          remainingQuantity: p.stock ?? null,
          sortOrder: pi + 1,
          modifiers: modifiersOf(tenant.id, catalogue, p.modifiers ?? []),
          bundledItems: bundleOf(tenant, catalogue, p),
          endTime: p.endsInDays ? new Date(now.getTime() + p.endsInDays * DAY_MS) : null,
          operationTimes: p.operationTimes ?? [],
          tagIds: (p.tags ?? []).map(ids.tag),
          ageRestriction: p.ageRestriction ?? false,
          nutriGradeSymbol: p.nutriGrade ?? null,
          isShowNutriGradeSymbol: p.nutriGrade !== undefined,
          isShowHealthierChoice: p.nutriGrade === 'A',
          sugarLevelPercentage: p.sugarPercent === undefined ? null : String(p.sugarPercent),
          trendingOrder: p.trendingOrder ?? null,
          isExcludeFromDiscount: p.isExcludeFromDiscount ?? false,
        })),
      ),
    )
    .onConflictDoNothing();
  await tx
    .insert(productBookmarks)
    .values({
      tenantId: tenant.id,
      userId: `${tenant.id}-demo-member`,
      productId: demoProductIds(tenant)[0],
      createdAt: new Date(Date.UTC(2026, 0, 2)),
    })
    .onConflictDoNothing();
}
