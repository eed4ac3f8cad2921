import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { ResolvedTenant } from '../../shared/tenant/resolve-tenant';
import type { Db } from '../db/client';
import { merchants, tenants } from '../db/schema';
import { DEFAULT_POINT_TO_CURRENCY_VALUE } from '../../shared/rules/wallet-constants';

const hashConfig = (config: ResolvedTenant) => createHash('sha256').update(JSON.stringify(config)).digest('hex');

/**
 * Upserts every tenant and its own merchant row (id = tenant id) from the configs, in one transaction, so a changed
 * tenant.json (name, colour, login or guest policy…) takes effect at the next start. Rows of merchants the seed or
 * staff added are left alone.
 */
export async function syncTenants(db: Db, configs: readonly ResolvedTenant[]): Promise<void> {
  await db.transaction(async (tx) => {
    for (const config of configs) {
      const configHash = hashConfig(config);
      await tx
        .insert(tenants)
        .values({ id: config.id, subdomain: config.subdomain, name: config.name, config, configHash })
        .onConflictDoUpdate({
          target: tenants.id,
          set: { subdomain: config.subdomain, name: config.name, config, configHash, updatedAt: sql`now()` },
          setWhere: sql`${tenants.configHash} <> ${configHash}`,
        });
      await tx
        .insert(merchants)
        .values({
          id: config.id,
          tenantId: config.id,
          name: config.name,
          description: config.description,
          color: config.brand.color,
          subdomain: config.subdomain,
          logo: '/icons/icon-192.png',
          loyaltyUnit: {
            name: 'Points',
            type: 'point',
            isDecimal: false,
            pointToCurrencyValue: DEFAULT_POINT_TO_CURRENCY_VALUE,
          },
        })
        .onConflictDoUpdate({
          target: merchants.id,
          set: {
            name: config.name,
            description: config.description,
            color: config.brand.color,
            subdomain: config.subdomain,
          },
        });
    }
  });
}
