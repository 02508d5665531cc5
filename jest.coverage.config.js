/**
 * `npm run coverage`: the fast and system tiers (jest.config.js, jest.system.config.js) and the corpora's scoring,
 * with jest's built-in coverage (V8's), over the hand-written code in src/ (src/generated/ is the contract as data and
 * types, covered the moment it loads). It prints the line coverage and fails under the threshold below, set just under
 * the figure measured. Apart from `npm test`, which it would slow; .ci/run runs it on Node 24.
 * Code that runs only in the worker pool's threads or in a child process (the server, the CLI) is not seen by V8's
 * coverage in the jest worker, so it counts as uncovered here even where a test drives it.
 * @type {import('jest').Config}
 */
const base = require('./jest.config.js');

module.exports = {
  ...base,
  // The referee tier's toolchains stay out; the scoring of the labelled corpora (corpus/corpora.referee.test.ts) runs
  // the guessing tools' rules in this process, and is what exercises many of them.
  testPathIgnorePatterns: [
    '/node_modules/',
    '<rootDir>/tests/packed/',
    '^(?!.*/(?:corpus|corpora)\\.referee\\.test\\.ts$).*referee\\.test\\.ts$',
  ],

  collectCoverage: true,
  coverageProvider: 'v8',
  collectCoverageFrom: ['src/**/*.ts', '!src/**/*.test.ts', '!src/generated/**'],
  coverageReporters: ['text-summary'],
  // Measured: 91.62% of src/'s lines (26,146 of 28,537) on 2026-11-27, 91.85% (27,302 of 29,723) on 2026-11-28 (Node
  // 24), 92.50% (30,663 of 33,147) later that day with the corpora's scoring moved to the referee tier and run here
  // too (90.72% without it), over the goal of 90%; the gate is the first figure rounded down. Raise it as the figure rises. .ci/run runs this
  // config as its Node 24 pass of the fast and system tiers.
  coverageThreshold: { global: { lines: 91 } },
};
