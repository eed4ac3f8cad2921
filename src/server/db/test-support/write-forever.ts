/**
 * Child process of the durability test: opens the PGlite directory given as argv[2] and writes pairs of rows
 * (a merchant and its outlet) in one transaction each, forever, printing "committed <i>" after each commit and
 * "ready" once writing started. The tests kill it with SIGKILL mid-write and check that every committed pair is there.
 */
import { openDatabase } from '../client';
import { merchants, outlets, tenants } from '../schema';
import { FIXTURE_TENANTS } from '../../test-support/fixture-tenants';

async function main() {
  const handle = await openDatabase({ dataDir: process.argv[2] });
  const tenant = FIXTURE_TENANTS[0];
  await handle.db
    .insert(tenants)
    .values({ id: tenant.id, subdomain: tenant.subdomain, name: tenant.name, config: tenant, configHash: 'x' })
    .onConflictDoNothing();
  for (let i = 0; ; i += 1) {
    await handle.db.transaction(async (tx) => {
      await tx.insert(merchants).values({
        id: `k${i}`,
        tenantId: tenant.id,
        name: `k${i}`,
        color: '#000000',
        loyaltyUnit: { name: 'P', type: 'point', isDecimal: false, pointToCurrencyValue: '0.01' },
      });
      await tx
        .insert(outlets)
        .values({ id: `k${i}-o`, tenantId: tenant.id, merchantId: `k${i}`, name: 'o', latitude: 0, longitude: 0 });
    });
    process.stdout.write(`committed ${i}\n${i === 20 ? 'ready\n' : ''}`);
  }
}
void main();
