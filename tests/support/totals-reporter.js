/**
 * Prints jest's totals as the plain line "N passed, M failed, K skipped" that CI reads, after jest's own summary. A
 * suite that fails to run (a missing file, a syntax error) has no failed test of its own: it counts as one failure,
 * or CI would read a broken suite as green. With TOTALS_FILE and TOTALS_ROOT (the project's folder) set, the line is
 * also appended to TOTALS_FILE.
 */
class TotalsReporter {
  constructor(globalConfig) {
    this.rootDir = globalConfig.rootDir;
  }

  onRunComplete(_contexts, results) {
    const skipped = results.numPendingTests + results.numTodoTests;
    const failed = results.numFailedTests + results.numRuntimeErrorTestSuites;
    const line = `${results.numPassedTests} passed, ${failed} failed, ${skipped} skipped\n`;
    // .ci/run runs the suite on two Node versions and sums the runs' totals from this file. Only the project's own
    // runs count: a jest that a test starts in a copy of the project (new-tool.referee.test.ts) inherits the variable too.
    const { TOTALS_FILE, TOTALS_ROOT } = process.env;
    if (TOTALS_FILE && TOTALS_ROOT && require('node:path').resolve(this.rootDir) === require('node:path').resolve(TOTALS_ROOT)) {
      require('node:fs').appendFileSync(TOTALS_FILE, line);
    }
    // Jest prints its summary after the reporters' onRunComplete; writing on exit keeps this line last.
    process.once('exit', () => process.stdout.write(line));
  }
}
module.exports = TotalsReporter;
