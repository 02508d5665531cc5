/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/tests', '<rootDir>/src', '<rootDir>/sdk/src'],
  testMatch: ['**/*.test.ts'],
  // The packed tier (tests/packed, jest.packed.config.js) packs and installs the packages: .ci/run runs it apart.
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/tests/packed/'],
  transform: {
    // Transpile only: `npm run typecheck` (tsc) does the type checking once for the whole project.
    '^.+\\.(t|j|mj)sx?$': [
      'ts-jest',
      { tsconfig: { isolatedModules: true, allowJs: true, module: 'commonjs', target: 'es2022', esModuleInterop: true } },
    ],
  },
  // jose and other ESM-only packages must be transformed for Jest's CommonJS runtime.
  transformIgnorePatterns: ['/node_modules/(?!(jose|@apidevtools)/)'],
  testTimeout: 30000,
  globalSetup: '<rootDir>/tests/support/global-setup.ts',
  reporters: ['default', '<rootDir>/tests/support/totals-reporter.js'],
};
