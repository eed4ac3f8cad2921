/**
 * Ordering demo data of the tenant's own merchant (issue 11): its branches with real-looking hours and order,
 * pick-up and delivery settings in their IANA zone, taxes and service charge; the search screen's tags; price rules
 * and tiers; dine-in tables with QR tokens; a promotional popup; the merchant's Feeling Lucky flag. The catalogue
 * itself is seed-products.ts. Runs inside the demo seed's transaction, after the merchants and products.
 */
import { and, eq, notInArray } from 'drizzle-orm';
import type { ResolvedTenant } from '../../../shared/tenant/resolve-tenant';
import type { Tx } from '../client';
import {
  DEFAULT_DELIVERY_SETTINGS,
  DEFAULT_ORDER_SETTINGS,
  merchants,
  outlets,
  popupMessages,
  priceRules,
  productTags,
  tableTokens,
} from '../schema';
import type { DemoCatalogue } from './demo-catalogue-types';
import { catalogueOf, demoIds, demoProductId } from './demo-catalogues';
import { DEMO_CENTER } from './demo-content';
import { demoImage } from './demo-images';

function outletSettings(profile: DemoCatalogue['outlets']) {
  const pickup = { mode: 'weekly' as const, times: profile.pickupTimes ?? profile.operationTimes, paddingDay: 0 };
  return {
    timeZone: profile.timeZone,
    paddingTime: 30,
    operationTimes: profile.operationTimes,
    orderSettings: { ...DEFAULT_ORDER_SETTINGS, ...profile.orderSettings },
    pickupSettings: { ...pickup, paddingDay: profile.paddingDay ?? 0 },
    deliverySettings: profile.delivery
      ? {
          ...pickup,
          deliveryDistance: profile.delivery.distanceKm,
          deliveryFee: profile.delivery.fee,
          minOrderAmount: profile.delivery.minOrderAmount,
          deliveryFeeRanges: profile.delivery.ranges ?? [],
        }
      : { ...DEFAULT_DELIVERY_SETTINGS, ...pickup },
    taxes: profile.taxes,
    serviceChargeRate: profile.serviceChargeRate,
    cartTexture: profile.cartTexture ?? null,
    isOrder: true,
    isMenu: true,
  };
}

/** The branches: the demo seed's first outlets renamed and configured, more added where the brand has more. */
async function seedBranches(tx: Tx, tenant: ResolvedTenant, catalogue: DemoCatalogue): Promise<string[]> {
  const ids = demoIds(tenant.id);
  const settings = outletSettings(catalogue.outlets);
  const branchIds: string[] = [];
  for (const [bi, branch] of catalogue.outlets.branches.entries()) {
    const id = ids.outlet(bi);
    branchIds.push(id);
    const named = { name: `${tenant.shortName} ${branch}`, externalId: `OUT-${bi + 1}`, ...settings };
    await tx
      .insert(outlets)
      .values({
        id,
        tenantId: tenant.id,
        merchantId: tenant.id,
        // Branches spread east and north of the centre, about 1.5 km apart.
        latitude: DEMO_CENTER.latitude + 0.012 * bi,
        longitude: DEMO_CENTER.longitude + 0.015 * bi,
        contact: { phone1: `+97677002${String(100 + bi)}`, street1: branch },
        ...named,
      })
      .onConflictDoUpdate({ target: outlets.id, set: named });
  }
  // An outlet of the random demo layout beyond the brand's branches stays on the map but takes no orders.
  await tx
    .update(outlets)
    .set({ isOrder: false })
    .where(and(eq(outlets.merchantId, tenant.id), notInArray(outlets.id, branchIds)));
  return branchIds;
}

export async function seedOrdering(tx: Tx, tenant: ResolvedTenant, now: Date): Promise<void> {
  const catalogue = catalogueOf(tenant);
  const ids = demoIds(tenant.id);
  const branchIds = await seedBranches(tx, tenant, catalogue);
  await tx.update(merchants).set({ isFeelingLuckyEnabled: catalogue.feelingLucky }).where(eq(merchants.id, tenant.id));
  await tx.insert(productTags).values(
    catalogue.tags.map((tag, i) => ({
      id: ids.tag(tag.key),
      tenantId: tenant.id,
      merchantId: tenant.id,
      name: tag.name,
      sortOrder: i + 1,
    })),
  );
  const categoryId = (name: string) => {
    const ci = catalogue.categories.findIndex((c) => c.name.en_US === name);
    if (ci < 0) throw new Error(`demo price rule names unknown category '${name}'`);
    return ids.category(ci);
  };
  await tx.insert(priceRules).values(
    catalogue.priceRules.map((rule, i) => ({
      id: `${tenant.id}-rule-${i + 1}`,
      tenantId: tenant.id,
      merchantId: tenant.id,
      kind: rule.kind,
      name: rule.name,
      weekdays: rule.weekdays ?? [],
      startTime: rule.startTime ?? null,
      endTime: rule.endTime ?? null,
      minQuantity: rule.minQuantity ?? 1,
      productIds: (rule.products ?? []).map((name) => demoProductId(tenant, name)),
      categoryIds: (rule.categories ?? []).map(categoryId),
      effectType: rule.effect.type,
      effectValue: rule.effect.value,
      sortOrder: i + 1,
    })),
  );
  const tables = catalogue.outlets.tables ?? 0;
  if (tables > 0)
    await tx.insert(tableTokens).values(
      Array.from({ length: tables }, (_, i) => ({
        token: ids.tableToken(0, i + 1),
        tenantId: tenant.id,
        merchantId: tenant.id,
        outletId: branchIds[0],
        tableNumber: String(i + 1),
        createdAt: now,
      })),
    );
  if (catalogue.popup)
    await tx.insert(popupMessages).values({
      id: `${tenant.id}-popup-1`,
      tenantId: tenant.id,
      merchantId: tenant.id,
      pages: ['order'],
      image: demoImage(catalogue.popup.drawing, catalogue.paper, catalogue.ink),
      link: null,
      showTimes: catalogue.popup.showTimes,
    });
}
