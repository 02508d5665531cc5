/**
 * Prints jest's totals as the plain line "N passed, M failed, K skipped" that CI reads, after jest's own summary. A
 * suite that fails to run (a missing file, a syntax error) has no failed test of its own: it counts as one failure,
 * or CI would read a broken suite as green. With TOTALS_FILE set the line is also appended there.
 */
class TotalsReporter {
  onRunComplete(_contexts, results) {
    const skipped = results.numPendingTests + results.numTodoTests;
    const failed = results.numFailedTests + results.numRuntimeErrorTestSuites;
    const line = `${results.numPassedTests} passed, ${failed} failed, ${skipped} skipped\n`;
    // .ci/run runs the suite on two Node versions and sums the runs' totals from this file.
    if (process.env.TOTALS_FILE) require('node:fs').appendFileSync(process.env.TOTALS_FILE, line);
    // Jest prints its summary after the reporters' onRunComplete; writing on exit keeps this line last.
    process.once('exit', () => process.stdout.write(line));
  }
}
module.exports = TotalsReporter;
