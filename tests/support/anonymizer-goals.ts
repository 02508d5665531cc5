import type { CorpusScore } from './anonymizer-score';
import { percent, recordScore } from './scoreboard';

/** Issue 35's goals: recall of identifiers 99 %, of names, addresses and dates of birth 97 %; precision 97 %. */
export const RECALL_GOALS: Record<string, number> = {
  aadhaar: 0.99,
  pan: 0.99,
  gstin: 0.99,
  phone: 0.99,
  email: 0.99,
  card: 0.99,
  bank_account: 0.99,
  upi: 0.99,
  ip: 0.99,
  name: 0.97,
  address: 0.97,
  date_of_birth: 0.97,
};
export const PRECISION_GOAL = 0.97;

/** Each kind's figures as the scoreboard shows them, recorded under the corpus's name. */
export function recordAnonymizerScore(corpus: string, score: CorpusScore): void {
  const measure = `token precision, recall and F2 per kind, as Presidio's evaluator (${corpus})`;
  for (const kind of score.kinds.filter(({ tokens }) => tokens > 0)) {
    recordScore({
      tool: 'data-anonymizer',
      measure,
      row: kind.kind,
      figures: {
        precision: percent(kind.precision),
        recall: percent(kind.recall),
        F2: percent(kind.f2),
        'values caught whole': `${kind.caughtWhole}/${kind.entities}`,
      },
    });
  }
  const { overall } = score;
  recordScore({
    tool: 'data-anonymizer',
    measure,
    row: 'all kinds',
    figures: {
      precision: percent(overall.precision),
      recall: percent(overall.recall),
      F2: percent(overall.f2),
      'values caught whole': `${overall.caughtWhole}/${overall.entities}`,
    },
  });
}

/** The kinds below their recall goal, and the overall precision if below its goal: what a test expects to be empty. */
export function shortfalls(score: CorpusScore): string[] {
  const short = score.kinds
    .filter(({ kind, tokens, recall }) => tokens > 0 && recall < (RECALL_GOALS[kind] ?? 1))
    .map(({ kind, recall }) => `${kind} recall ${percent(recall)} < ${percent(RECALL_GOALS[kind] ?? 1)}`);
  if (score.overall.precision < PRECISION_GOAL) short.push(`precision ${percent(score.overall.precision)} < ${percent(PRECISION_GOAL)}`);
  return short;
}
