/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/tests', '<rootDir>/src', '<rootDir>/sdk/src'],
  testMatch: ['**/*.test.ts'],
  // The fast tiers (unit, contract, HTTP, all in this process) only. Apart, run by .ci/run and on demand: the system
  // tier (*.system.test.ts: the product as child processes, real clocks, the lint and tsc runs, the largest answers;
  // jest.system.config.js), the referee tier (*.referee.test.ts: compilers, the real curl, Chromium, Redis, the
  // cluster, round trips; jest.referee.config.js) and the packed tier (tests/packed: the packages packed and
  // installed; jest.packed.config.js).
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/tests/packed/', 'referee\\.test\\.ts$', '\\.system\\.test\\.ts$'],
  transform: {
    // The generated modules (codegen's validators, spec and types, 2 MB) without source maps: an inline map carries the
    // whole source again, base64 (first match wins). Small: a types-only module loaded in 10 ms against 71 (28 Nov).
    '/src/generated/.+\\.ts$': [
      '@swc/jest',
      { jsc: { target: 'es2022', parser: { syntax: 'typescript' } }, module: { type: 'commonjs' }, sourceMaps: false },
    ],
    // Transpile only, with swc: `npm run typecheck` (tsc) does the type checking once for the whole project. On a cold
    // cache (every CI run) the fast tier's transforms cost 8 s of CPU with swc against 30 s with ts-jest (28 Nov).
    '^.+\\.(t|j|mj)sx?$': [
      '@swc/jest',
      { jsc: { target: 'es2022', parser: { syntax: 'typescript' } }, module: { type: 'commonjs' }, sourceMaps: 'inline' },
    ],
  },
  // jose and other ESM-only packages must be transformed for Jest's CommonJS runtime.
  transformIgnorePatterns: ['/node_modules/(?!(jose|@apidevtools)/)'],
  // A few stateless packages loaded once per worker by Node rather than per file in jest's sandbox: the fast tier's
  // jest took 158 s of CPU and 82 s of wall time without, 131 s and 68 s with (29 Nov, an otherwise idle machine, the
  // mean of two runs with). tests/support/shared-runtime.js says which packages and why.
  runtime: '<rootDir>/tests/support/shared-runtime.js',
  testTimeout: 60000,
  // Every core: the fast tiers hold no timing that needs an idle machine (2 workers on 2 cores: jest 130 s against
  // 204 s with jest's default of cores - 1).
  maxWorkers: '100%',
  // A worker keeps memory from the files it ran (one grew to 12 GB and was killed by the kernel mid-run, its tests
  // timing out first): one above this is replaced by a fresh one before its next file.
  workerIdleMemoryLimit: '2GB',
  // That limit reads the heap only; this stops a worker whose threads or native memory run away (memory-guard.ts).
  setupFilesAfterEnv: ['<rootDir>/tests/support/memory-guard.ts'],

  globalSetup: '<rootDir>/tests/support/global-setup.ts',
  // Fails the run when it left anything in the temporary folder (tests/support/run-temp.ts).
  globalTeardown: '<rootDir>/tests/support/global-teardown.ts',
  reporters: ['default', '<rootDir>/tests/support/totals-reporter.js'],
};
