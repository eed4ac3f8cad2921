// jest's global teardown: drops the PostgreSQL template databases this run seeded (their names are in files of the
// snapshot folder: src/server/test-support/seeded-test-database.ts) and removes the folder.
const { readdirSync, readFileSync, rmSync } = require('node:fs');
const path = require('node:path');
const pg = require('pg');

module.exports = async function removeSnapshots() {
  const folder = process.env.LIVERY_TEST_SNAPSHOTS;
  if (!folder) return;
  const templates = new Set(
    readdirSync(folder)
      .filter((file) => file.startsWith('postgres-template'))
      .map((file) => readFileSync(path.join(folder, file), 'utf8'))
      .filter((name) => /^livery_template_[0-9a-f]+$/.test(name)),
  );
  if (templates.size > 0 && process.env.TEST_DATABASE_URL) {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      for (const template of templates) await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    } finally {
      await admin.end();
    }
  }
  rmSync(folder, { recursive: true, force: true });
};
