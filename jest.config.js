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

/** @type {import('jest').Config} */
module.exports = {
  // Server suites open a database per file (on PostgreSQL: CREATE and DROP DATABASE, slow on a busy CI machine):
  // 5 s is too short for those hooks, so every test and hook gets 30 s unless it asks for more. (Global only: jest
  // ignores testTimeout inside a project.)
  testTimeout: 30_000,
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
