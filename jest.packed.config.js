/**
 * The packed tier (`npm run test:packed`, run by .ci/run after `npm test`): the packages packed, installed into an
 * empty folder and used from there. Slower than the rest (it builds the three packages and installs them), so apart.
 * @type {import('jest').Config}
 */
const base = require('./jest.config.js');

module.exports = {
  ...base,
  roots: ['<rootDir>/tests/packed'],
  testTimeout: 120000,
  globalTeardown: '<rootDir>/tests/support/global-teardown-report.ts',
  testPathIgnorePatterns: ['/node_modules/'],
  // The packages are built by the test itself: only the run's own temporary folder, which the teardown checks.
  globalSetup: '<rootDir>/tests/support/run-temp.ts',
};
