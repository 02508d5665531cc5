/**
 * The system tier (`npm run test:system`, run by .ci/run after `npm test`): the tests that run the product as
 * processes or wait on real clocks (`*.system.test.ts`): the CLI and MCP over stdio as child processes, the server
 * started, drained and stopped, the pool's time limits and recycling, slow and unread clients, the lint run on probes,
 * the SDK's type claims compiled by tsc; and each tool's largest answers (`answer-size.system.test.ts`: the worst inputs
 * the schema accepts, seconds of CPU each). Apart from `npm test`, which they would triple; no outside toolchain.
 * @type {import('jest').Config}
 */
const base = require('./jest.config.js');

module.exports = {
  ...base,
  testMatch: ['**/*.system.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/tests/packed/'],
};
