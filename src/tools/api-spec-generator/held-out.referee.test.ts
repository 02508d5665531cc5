import { join } from 'node:path';
import { scoreCorpus } from '../../../tests/support/spec-fidelity';
import { recordFidelity } from '../../../tests/support/spec-scoreboard';

// The held-out corpus (tests/corpora/api-spec-generator/held-out): 29 descriptions and 890 stated items written by a
// helper who never read this tool's rules, frozen before tuning and never read while tuning. Only its figures are
// reported. Issue 35's goal is 95 %; the tool is not there yet on this corpus (see docs/scoreboard.md), so this
// test guards what it reached and fails if it loses ground.
const corpus = join(__dirname, '../../../tests/corpora/api-spec-generator/held-out/corpus.json');

test('the held-out corpus keeps the fidelity reached (the goal is 95 %)', async () => {
  const score = await scoreCorpus(corpus);
  recordFidelity('held-out corpus, never tuned on', score);
  expect(score.items).toBe(890);
  expect(score.held / score.items).toBeGreaterThanOrEqual(0.855);
});
