import { entityColumns, cascadingRef, createdAtColumn } from './columns';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { LedgerKind } from '../../../shared/api/wallet';
import type { WalletAsset } from '../../../shared/api/money';
import { merchants } from './merchants';
import { users } from './users';

/**
 * The append-only ledger of every balance (issue 10): one row per movement of a member's points or store credit at
 * a merchant. `memberships.loyalty_balance` / `store_value_balance` are caches of the sum of these rows, written only
 * by src/server/wallet/ledger.ts in the transaction that appends the row (a trigger refuses UPDATE here). A redeem
 * that is cancelled stays as it is; its `redeem_void` entry names it in `voids_entry_id` (unique: voided once).
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    ...entityColumns(),
    merchantId: cascadingRef('merchant_id', () => merchants.id),
    userId: cascadingRef('user_id', () => users.id),
    asset: text('asset').$type<WalletAsset>().notNull(),
    kind: text('kind').$type<LedgerKind>().notNull(),
    /** Signed: credits positive, debits negative; never 0. */
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    /** What the entry belongs to: receipt, order, redemption code, register sale, gift request… */
    reference: text('reference'),
    /** The other member of a gift. */
    counterpartUserId: text('counterpart_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** redeem_void: the redeem entry it cancels. */
    voidsEntryId: text('voids_entry_id'),
    /** Total of the sale or receipt the entry came from, when there is one. */
    posAmount: numeric('pos_amount', { precision: 14, scale: 2 }),
    idempotencyKey: text('idempotency_key'),
    /** Who made the movement: member:<id>, register:<id>, system, seed, dev. */
    actor: text('actor').notNull(),
    createdAt: createdAtColumn(),
    /** Points earned but usable only from this time; equal to created_at when usable at once. */
    availableAt: timestamp('available_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('ledger_member_idx').on(t.tenantId, t.userId, t.merchantId, t.asset, t.createdAt),
    uniqueIndex('ledger_voids_entry_uq').on(t.voidsEntryId),
    check('ledger_amount_not_zero', sql`${t.amount} <> 0`),
    check('ledger_asset_known', sql`${t.asset} in ('points', 'credit')`),
  ],
);

/**
 * Idempotency keys of money routes (src/server/wallet/idempotency.ts): one row per tenant, owner (member:<id> or
 * register:<id>) and key, holding the fingerprint of the request and the answer of the first success, so a replay
 * answers it again, across restarts and processes, and the same key with another request is refused.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    tenantId: text('tenant_id').notNull(),
    owner: text('owner').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code').notNull(),
    response: jsonb('response').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.owner, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);
