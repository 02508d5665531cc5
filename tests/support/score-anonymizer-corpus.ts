import { readFileSync } from 'node:fs';
import { anonymizeData } from '../../src/tools/data-anonymizer';
import { findInText } from '../../src/tools/data-anonymizer/in-text';
import { scoreAnonymizer, scoreJoins, type CorpusDocument, type CorpusScore } from './anonymizer-score';

/** The clock the corpora's dates of birth are read against (their generators fixed none; any day of 2026 reads alike). */
export const CORPUS_NOW = new Date('2026-11-27T00:00:00Z');

/** The tool's answer for a text in a mode, once per test file: the corpora are scored alone, pooled and for joins. */
const answers = new Map<string, ReturnType<typeof anonymizeData>>();
function answerOf(text: string, mode: 'mask' | 'hash'): ReturnType<typeof anonymizeData> {
  const key = `${mode}\u0000${text}`;
  let answer = answers.get(key);
  if (!answer) {
    answer = anonymizeData({ text, columns: [], keep: [], mode, ...(mode === 'hash' ? { salt: 'corpus' } : {}) }, CORPUS_NOW);
    answers.set(key, answer);
  }
  return answer;
}

/** Scores the data-anonymizer (mask mode, defaults) on corpus files of tests/corpora/data-anonymizer, pooled. */
export function scoreCorpusFile(...paths: string[]): CorpusScore {
  const documents = paths.flatMap((path) => (JSON.parse(readFileSync(path, 'utf8')) as { documents: CorpusDocument[] }).documents);
  return scoreAnonymizer(
    documents,
    (text) => answerOf(text, 'mask'),
    (leaf, at) => findInText(leaf).find((span) => span.start <= at && at < span.end)?.kind,
  );
}

/** Join-safe hashing on a corpus file: repeated identities, and those hashed to one token everywhere (salted). */
export function scoreCorpusJoins(path: string, kinds?: (kind: string) => boolean): ReturnType<typeof scoreJoins> {
  const { documents } = JSON.parse(readFileSync(path, 'utf8')) as { documents: CorpusDocument[] };
  return scoreJoins(documents, (text) => answerOf(text, 'hash'), kinds);
}
