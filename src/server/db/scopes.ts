import { and, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * The where-clauses every tenant-scoped query starts from: a member never reads another tenant's rows, nor another
 * member's. Further conditions join the same `and`, so a query reads as one line of what it is about.
 */
export const ofTenant = (table: { tenantId: AnyPgColumn }, tenantId: string, ...more: (SQL | undefined)[]) =>
  and(eq(table.tenantId, tenantId), ...more);

/** The rows of one member of one tenant (their follows, bookmarks, copies, notifications …). */
export const ownedBy = (
  table: { tenantId: AnyPgColumn; userId: AnyPgColumn },
  scope: { tenantId: string; userId: string },
  ...more: (SQL | undefined)[]
) => and(eq(table.tenantId, scope.tenantId), eq(table.userId, scope.userId), ...more);
