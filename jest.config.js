/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/tests'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.(t|j|mj)sx?$': ['@swc/jest', { jsc: { target: 'es2022' }, module: { type: 'commonjs' } }],
  },
  // jose, faker and other ESM-only packages must be transformed for Jest's CommonJS runtime.
  transformIgnorePatterns: ['/node_modules/(?!(jose|@faker-js|@apidevtools|uuid)/)'],
  testTimeout: 30000,
  reporters: ['default', '<rootDir>/tests/support/totals-reporter.js'],
};
