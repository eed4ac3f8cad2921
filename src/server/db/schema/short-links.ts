import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Short links of a tenant: /url/{code} on the app goes to /api/url/{code}, which redirects to `target`. */
export const shortLinks = pgTable(
  'short_links',
  {
    tenantId: text('tenant_id').notNull(),
    code: text('code').notNull(),
    /** An absolute http(s) URL or a path of the tenant's own site ('/merchant-detail/…'). */
    target: text('target').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.code] })],
);
