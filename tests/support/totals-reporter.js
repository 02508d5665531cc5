/** Prints jest's totals as the plain line "N passed, M failed" that CI reads, after jest's own summary. */
class TotalsReporter {
  onRunComplete(_contexts, results) {
    const line = `${results.numPassedTests} passed, ${results.numFailedTests} failed\n`;
    // Jest prints its summary after the reporters' onRunComplete; writing on exit keeps this line last.
    process.once('exit', () => process.stdout.write(line));
  }
}
module.exports = TotalsReporter;
