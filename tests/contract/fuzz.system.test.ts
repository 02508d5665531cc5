import { describeSchemaFuzz } from '../support/fuzz';

// Each operation's request schema, fuzzed over HTTP: many bodies per property (the fast tier's fuzz.test.ts, a few).
describeSchemaFuzz(Number(process.env.FUZZ_RUNS ?? 60));
