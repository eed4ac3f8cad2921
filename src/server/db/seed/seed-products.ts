import { layoutProfile, type Goods } from '../../../shared/tenant/layout-profiles';
import type { ResolvedTenant } from '../../../shared/tenant/resolve-tenant';
import type { Tx } from '../client';
import { menuCategories, productBookmarks, products, type LocalisedText } from '../schema';

type Item = [name: string, zh: string, description: string, price: string];
type Catalogue = { category: LocalisedText; items: Item[] }[];

/** A small menu for food tenants and a small range for retail ones (seed 002: catalogue vs branch selection). */
const CATALOGUES: Record<Goods, Catalogue> = {
  'food-and-drink': [
    {
      category: { en_US: 'Coffee', zh_CN: '咖啡', mn_MN: 'Кофе' },
      items: [
        ['Flat white', '澳白', 'Double ristretto with silky steamed milk.', '6.50'],
        ['Iced latte', '冰拿铁', 'Espresso over ice and cold milk.', '7.00'],
        ['Filter coffee', '滴滤咖啡', 'Single-origin beans, brewed to order.', '5.00'],
      ],
    },
    {
      category: { en_US: 'Bakery', zh_CN: '烘焙', mn_MN: 'Нарийн боов' },
      items: [
        ['Butter croissant', '黄油可颂', 'Baked every morning in our kitchen.', '4.20'],
        ['Banana bread', '香蕉面包', 'Toasted, with whipped butter.', '4.80'],
        ['Khuushuur', '蒙古馅饼', 'Crisp fried pastry filled with minced beef.', '5.50'],
      ],
    },
  ],
  merchandise: [
    {
      category: { en_US: 'Outerwear', zh_CN: '外套', mn_MN: 'Гадуур хувцас' },
      items: [
        ['Down parka', '羽绒派克大衣', 'Rated to minus 30 °C, with a fur-lined hood.', '289.00'],
        ['Fleece jacket', '抓绒夹克', 'Light mid-layer for cold mornings.', '79.00'],
      ],
    },
    {
      category: { en_US: 'Accessories', zh_CN: '配饰', mn_MN: 'Дагалдах хэрэгсэл' },
      items: [
        ['Cashmere scarf', '羊绒围巾', 'Mongolian cashmere, 180 cm.', '95.00'],
        ['Wool beanie', '羊毛帽', 'Merino wool, one size.', '29.00'],
        ['Trail gloves', '登山手套', 'Windproof with touch-screen tips.', '39.00'],
      ],
    },
  ],
};

const catalogueOf = (tenant: ResolvedTenant): Catalogue => CATALOGUES[layoutProfile(tenant).goods];

/** Product ids of a tenant's demo catalogue, in menu order (tests and docs use them). */
export function demoProductIds(tenant: ResolvedTenant): string[] {
  return catalogueOf(tenant).flatMap((c, ci) => c.items.map((_, pi) => `${tenant.id}-p${ci + 1}${pi + 1}`));
}

/**
 * A few products of the tenant's own merchant in two menu categories, and one of them bookmarked by the demo member
 * (so the auth user's bookmarkedProducts is not always empty). Runs inside the demo seed's transaction.
 */
export async function seedProducts(tx: Tx, tenant: ResolvedTenant): Promise<void> {
  const catalogue = catalogueOf(tenant);
  await tx
    .insert(menuCategories)
    .values(
      catalogue.map((c, ci) => ({
        id: `${tenant.id}-mc${ci + 1}`,
        tenantId: tenant.id,
        merchantId: tenant.id,
        sourceId: `MC${ci + 1}`,
        name: c.category,
        sortOrder: ci + 1,
      })),
    )
    .onConflictDoNothing();
  await tx
    .insert(products)
    .values(
      catalogue.flatMap((c, ci) =>
        c.items.map(([name, zh, description, price], pi) => ({
          id: `${tenant.id}-p${ci + 1}${pi + 1}`,
          tenantId: tenant.id,
          merchantId: tenant.id,
          categoryId: `${tenant.id}-mc${ci + 1}`,
          sourceId: `P${ci + 1}${pi + 1}`,
          name: { en_US: name, zh_CN: zh },
          description: { en_US: description },
          priceDineIn: price,
          priceTakeout: price,
          priceDelivery: (Number(price) + 1).toFixed(2),
          sortOrder: pi + 1,
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
