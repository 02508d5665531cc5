/** Prints jest's totals as the plain line "N passed, M failed" that CI reads. */
class TotalsReporter {
  onRunComplete(_contexts, results) {
    process.stdout.write(`\n${results.numPassedTests} passed, ${results.numFailedTests} failed\n`);
  }
}
module.exports = TotalsReporter;
