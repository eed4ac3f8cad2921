import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { Db } from '../db/client';
import * as schema from '../db/schema';
import { ledgerMismatches } from './check';

// Migration 0007 on a database that already had balances (every deployed one): they become opening entries, so the
// books agree from the first moment, and every loyalty unit gains its pointToCurrencyValue.
const MIGRATIONS = path.join(__dirname, '../db/migrations');

/** A copy of the migrations folder that stops before the wallet migration. */
function migrationsBefore0007(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'livery-migrations-'));
  cpSync(MIGRATIONS, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((e) => e.idx < 7);
  writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

it('turns existing balances into opening entries and gives every loyalty unit a point value', async () => {
  const client = new PGlite();
  const db = drizzle(client, { schema }) as unknown as Db;
  const before = migrationsBefore0007();
  try {
    await migrate(db as never, { migrationsFolder: before });
    await client.exec(`
      insert into tenants (id, subdomain, name, config, config_hash) values ('t', 't', 'T', '{}', 'x');
      insert into merchants (id, tenant_id, name, color, loyalty_unit)
        values ('t', 't', 'T', '#000000', '{"name":"Points","type":"point","isDecimal":false}');
      insert into users (id, tenant_id, role, referral_code, consent)
        values ('u1', 't', 'registered', 'R1', '{}'), ('u2', 't', 'registered', 'R2', '{}');
      insert into memberships (tenant_id, user_id, merchant_id, loyalty_balance, store_value_balance, joined_at)
        values ('t', 'u1', 't', 1250, 12.5, now()), ('t', 'u2', 't', 0, 0, now());
    `);
    expect(await ledgerMismatches(db).catch(() => 'no ledger yet')).toBe('no ledger yet');
    await migrate(db as never, { migrationsFolder: MIGRATIONS });
    expect(await ledgerMismatches(db)).toEqual([]);
    const entries = await db.select().from(schema.ledgerEntries);
    expect(entries.map((e) => [e.userId, e.asset, e.kind, e.amount]).sort()).toEqual([
      ['u1', 'credit', 'opening_balance', '12.50'],
      ['u1', 'points', 'opening_balance', '1250.00'],
    ]);
    const [merchant] = await db.select().from(schema.merchants);
    expect(merchant.loyaltyUnit.pointToCurrencyValue).toBe('0.01');
  } finally {
    await client.close();
    rmSync(before, { recursive: true, force: true });
  }
});
