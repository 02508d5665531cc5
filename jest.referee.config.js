/**
 * The referee tier (`npm run test:referee`, run by .ci/run after `npm test`): the tests that hold the tools to outside
 * references and toolchains (compilers, the real curl, Python's croniter and stdnum, Chromium, Redis, the cluster)
 * and the slow round trips. A missing toolchain skips its tests, except under CI=true, where it fails and is named.
 * @type {import('jest').Config}
 */
// Compilers and browsers are heavy: jest's default number of workers (cores - 1) leaves them a core.
const { maxWorkers: _everyCore, ...base } = require('./jest.config.js');

module.exports = {
  ...base,
  testMatch: ['**/*referee.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/tests/packed/'],
  testTimeout: 120000,
  globalTeardown: '<rootDir>/tests/support/global-teardown-report.ts',
};
