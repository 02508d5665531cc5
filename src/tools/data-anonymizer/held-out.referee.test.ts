import { join } from 'node:path';
import { PRECISION_GOAL, recordAnonymizerScore, shortfalls } from '../../../tests/support/anonymizer-goals';
import { scoreCorpusFile, scoreCorpusJoins } from '../../../tests/support/score-anonymizer-corpus';
import { recordScore } from '../../../tests/support/scoreboard';

// The held-out corpus (tests/corpora/data-anonymizer/held-out): labelled exports written by a helper who never read
// this tool's rules, frozen before tuning and never read while tuning. Only its figures are reported, never the
// values missed: a rule written from them would make it one more tuning set.
const FREE_FORM = new Set(['name', 'address', 'date_of_birth']);
const path = join(__dirname, '../../../tests/corpora/data-anonymizer/held-out/corpus.json');

describe('data-anonymizer on the held-out corpus (written blind, never tuned on)', () => {
  const score = scoreCorpusFile(path);
  recordAnonymizerScore('held-out corpus, never tuned on', score);

  test('every kind meets its recall goal, and precision its goal', () => {
    expect(shortfalls(score)).toEqual([]);
  });

  // Names' and addresses' precision met the goal too from 28 Nov (addresses 96.7 % before the round tuned on dev-9,
  // 97.1 % after it; names 97.3 %): held there.
  test('names and addresses meet the precision goal each', () => {
    const short = score.kinds
      .filter(({ kind }) => kind === 'name' || kind === 'address')
      .filter(({ precision }) => precision < PRECISION_GOAL)
      .map(({ kind, precision }) => `${kind} ${(100 * precision).toFixed(1)} %`);
    expect(short).toEqual([]);
  });

  test('every identifier written more than once hashes to one token everywhere', () => {
    const identifiers = scoreCorpusJoins(path, (kind) => !FREE_FORM.has(kind));
    const freeForm = scoreCorpusJoins(path, (kind) => FREE_FORM.has(kind));
    const measure = 'join-safe hashing: repeated values with one token at every occurrence (held-out corpus)';
    recordScore({
      tool: 'data-anonymizer',
      measure,
      row: 'identifiers',
      figures: { joined: `${identifiers.joined}/${identifiers.repeated}` },
    });
    recordScore({
      tool: 'data-anonymizer',
      measure,
      row: 'names, addresses, dates of birth',
      figures: { joined: `${freeForm.joined}/${freeForm.repeated}` },
    });
    expect(identifiers.joined).toBe(identifiers.repeated);
  });
});
