/**
 * Prints jest's totals as the plain line "N passed, M failed, K skipped" that CI reads, after jest's own summary. A
 * suite that fails to run (a missing file, a syntax error) has no failed test of its own: it counts as one failure,
 * or CI would read a broken suite as green.
 */
class TotalsReporter {
  onRunComplete(_contexts, results) {
    const skipped = results.numPendingTests + results.numTodoTests;
    const failed = results.numFailedTests + results.numRuntimeErrorTestSuites;
    const line = `${results.numPassedTests} passed, ${failed} failed, ${skipped} skipped\n`;
    // Jest prints its summary after the reporters' onRunComplete; writing on exit keeps this line last.
    process.once('exit', () => process.stdout.write(line));
  }
}
module.exports = TotalsReporter;
