import { checkRunTempFolder } from './run-temp';

/** The referee and packed tiers: removes the run's temporary folder and names what was left in it, without failing. */
export default function globalTeardown(): void {
  checkRunTempFolder({ fail: false });
}
