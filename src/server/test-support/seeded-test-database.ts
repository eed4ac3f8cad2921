import { closeSync, existsSync, openSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { openDatabase, type Db } from '../db/client';
import { seedDemo } from '../db/seed/seed-all';
import { syncTenants } from '../tenancy/sync-tenants';
import { FIXTURE_TENANTS } from './fixture-tenants';
import { createDatabase } from './postgres-databases';

/**
 * Where a test file's demo-seeded database is copied from: a PGlite dump (a tar file `startFrom` opens), or a
 * PostgreSQL template database (CREATE DATABASE … TEMPLATE).
 */
export type SeededSource = { kind: 'pglite'; file: string } | { kind: 'postgres'; template: string };

/** The folder jest's global setup (tests/setup/test-snapshots-setup.js) names for this run's seeded databases. */
const SNAPSHOTS_ENV = 'LIVERY_TEST_SNAPSHOTS';
/** In it, the name of the PostgreSQL template database (the global teardown drops it). */
export const POSTGRES_TEMPLATE_FILE = 'postgres-template';
const PGLITE_DUMP_FILE = 'pglite.tar';

/**
 * Most server test files start from the same database: migrated, the fixture tenants synced and the demo data seeded.
 * Building it costs 2–5 s (initdb, every migration, the seed) in each of ~90 files, on PGlite and again on PostgreSQL
 * in CI, so it is built once per jest run and copied for each file. The first file to ask builds it, under a lock
 * file the other jest workers wait on. Outside a jest run with that global setup there is nothing to copy from:
 * undefined, and the caller builds its database itself.
 */
export async function seededDatabaseSource(): Promise<SeededSource | undefined> {
  const folder = process.env[SNAPSHOTS_ENV];
  if (!folder) return undefined;
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const file = path.join(folder, PGLITE_DUMP_FILE);
    await buildOnce(file, dumpSeededPglite);
    return { kind: 'pglite', file };
  }
  const nameFile = path.join(folder, POSTGRES_TEMPLATE_FILE);
  await buildOnce(nameFile, (into) => createSeededTemplate(url, into));
  return { kind: 'postgres', template: readFileSync(nameFile, 'utf8') };
}

async function seedFixtureTenants(db: Db): Promise<void> {
  // What buildApp and the test helper do on a new database: the tenants' rows, then the demo data.
  await syncTenants(db, FIXTURE_TENANTS);
  await seedDemo(db, FIXTURE_TENANTS);
}

async function dumpSeededPglite(into: string): Promise<void> {
  const handle = await openDatabase({});
  try {
    await seedFixtureTenants(handle.db);
    await handle.dumpTo!(into);
  } finally {
    await handle.close();
  }
}

/** A new database seeded and left without connections (a template must have none), its name written to `into`. */
async function createSeededTemplate(url: string, into: string): Promise<void> {
  const template = await createDatabase(url, 'livery_template');
  // Named before it is seeded, so the global teardown drops it even when seeding fails half way.
  writeFileSync(`${into}.partial-${template.name}`, template.name);
  const handle = await openDatabase({ databaseUrl: template.url });
  try {
    await seedFixtureTenants(handle.db);
  } finally {
    await handle.close();
  }
  writeFileSync(into, template.name);
}

/**
 * Runs `build` once across the run's jest workers: the first to take the lock file builds into a file of its own and
 * renames it to `result` when complete; the others wait for `result`. A build that fails frees the lock, so the next
 * file tries again (and fails with the same error where it is the code's fault).
 */
async function buildOnce(result: string, build: (into: string) => Promise<void>): Promise<void> {
  const lock = `${result}.lock`;
  const deadline = Date.now() + 180_000;
  while (!existsSync(result)) {
    if (takeLock(lock)) {
      try {
        const partial = `${result}.${process.pid}`;
        await build(partial);
        renameSync(partial, result);
      } finally {
        rmSync(lock, { force: true });
      }
      return;
    }
    if (Date.now() > deadline) throw new Error(`another jest worker has been building ${result} for 3 minutes`);
    await sleep(100);
  }
}

function takeLock(lock: string): boolean {
  try {
    closeSync(openSync(lock, 'wx'));
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}
