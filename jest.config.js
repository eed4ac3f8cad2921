// Two projects: browser code runs in jsdom, everything else in node. Tests live beside the code they test
// (`*.test.ts(x)`); end-to-end tests are Playwright's, under tests/e2e, and are not run by jest.
const transform = {
  '^.+\\.(t|j)sx?$': [
    '@swc/jest',
    {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
        target: 'es2022',
      },
      module: { type: 'commonjs' },
    },
  ],
};
// arctic, its @oslojs helpers and jose ship only ES modules: compiled to CommonJS like the app's code.
const transformIgnorePatterns = [
  '/node_modules/(?!(react-intl|@formatjs|intl-messageformat|cookie|arctic|@oslojs|jose)/)',
];

const os = require('node:os');

/** @type {import('jest').Config} */
module.exports = {
  // jest's default, one worker fewer than the cores, runs everything in band on a 2-core machine: one file at a time,
  // a core idle while a server test waits on its PGlite thread or a socket, and a handle a failed test leaves open
  // keeps the run from ever ending. Three workers take the server suite there from 9.5 to 3.9 minutes.
  maxWorkers: Math.max(3, os.availableParallelism()),
  // A worker grows with each server file's PGlite (seen at 3 GB): one above 1.5 GB after a file is replaced, so the
  // workers of `npm test` and of CI's PostgreSQL suite running beside it stay well inside the machine's memory.
  workerIdleMemoryLimit: '1.5GB',
  // Server suites open a database per file (on PostgreSQL: CREATE and DROP DATABASE, slow on a busy CI machine),
  // and some start a process or a fresh PGlite: 5 s is too short for those. On CI the PostgreSQL suite runs beside
  // `npm test` (load 8–15 on 2 cores), where a fresh PGlite's migrations took 65 s and a child process loading the
  // server 79 s: every test and hook gets 3 minutes, and no file asks for less (a hang still fails, with its name).
  // (Global only: jest ignores testTimeout inside a project.)
  testTimeout: 180_000,
  // A folder for the run's demo-seeded database, copied by each server test file (seeded-test-database.ts).
  globalSetup: '<rootDir>/tests/setup/test-snapshots-setup.js',
  globalTeardown: '<rootDir>/tests/setup/test-snapshots-teardown.js',
  projects: [
    {
      displayName: 'client',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/src/client/**/*.test.{ts,tsx}'],
      setupFiles: ['<rootDir>/tests/setup/jsdom-globals.js'],
      setupFilesAfterEnv: ['<rootDir>/tests/setup/jest-dom.js'],
      moduleNameMapper: { '\\.(css|svg|png)$': '<rootDir>/tests/setup/file-stub.js' },
      transform,
      transformIgnorePatterns,
    },
    {
      displayName: 'node',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/src/{shared,server,pipeline}/**/*.test.ts', '<rootDir>/scripts/**/*.test.ts'],
      transform,
      transformIgnorePatterns,
    },
  ],
};
