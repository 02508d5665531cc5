import { checkRunTempFolder } from './run-temp';

/** Fails the run when it left anything in the temporary folder (tests/support/run-temp.ts). */
export default function globalTeardown(): void {
  checkRunTempFolder();
}
