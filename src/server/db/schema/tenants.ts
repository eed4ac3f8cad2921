import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { ResolvedTenant } from '../../../shared/tenant/resolve-tenant';

/** One row per tenant config (tenants/<id>/tenant.json), upserted at every start so policy changes take effect. */
export const tenants = pgTable('tenants', {
  id: text('id').primaryKey(),
  subdomain: text('subdomain').notNull().unique(),
  name: text('name').notNull(),
  config: jsonb('config').$type<ResolvedTenant>().notNull(),
  configHash: text('config_hash').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
