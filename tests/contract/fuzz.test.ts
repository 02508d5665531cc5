import { describeSchemaFuzz } from '../support/fuzz';

// Each operation's request schema, fuzzed over HTTP: a few bodies per property here, many in fuzz.system.test.ts.
describeSchemaFuzz(Number(process.env.FUZZ_RUNS ?? 5));
