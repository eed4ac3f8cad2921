// jest's global setup: a folder for this run's seeded databases (src/server/test-support/seeded-test-database.ts),
// named to every test worker through the environment they inherit. Removed by test-snapshots-teardown.js.
const { mkdtempSync } = require('node:fs');
const os = require('node:os');
const path = require('node:path');

module.exports = function createSnapshotFolder() {
  process.env.LIVERY_TEST_SNAPSHOTS = mkdtempSync(path.join(os.tmpdir(), 'livery-test-snapshots-'));
};
