/** Prints jest's totals as the plain line "N passed, M failed, K skipped" that CI reads, after jest's own summary. */
class TotalsReporter {
  onRunComplete(_contexts, results) {
    const skipped = results.numPendingTests + results.numTodoTests;
    const line = `${results.numPassedTests} passed, ${results.numFailedTests} failed, ${skipped} skipped\n`;
    // Jest prints its summary after the reporters' onRunComplete; writing on exit keeps this line last.
    process.once('exit', () => process.stdout.write(line));
  }
}
module.exports = TotalsReporter;
