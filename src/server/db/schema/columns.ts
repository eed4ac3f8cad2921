import { text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

// Column builders the tables share. Each call returns a fresh builder: drizzle binds a builder to the one table it is
// placed in, so one instance must never be spread into two tables.

/** The text id and the tenant every tenant-scoped entity starts with. */
export const entityColumns = () => ({
  id: text('id').primaryKey(),
  tenantId: text('tenant_id').notNull(),
});

/** A required reference whose row goes when the row it names goes (a member's rows with the member …). */
export const cascadingRef = (name: string, target: () => AnyPgColumn) =>
  text(name).notNull().references(target, { onDelete: 'cascade' });

/** When the row was written; the application passes the time (its clock is injectable in tests). */
export const createdAtColumn = () => timestamp('created_at', { withTimezone: true }).notNull();
