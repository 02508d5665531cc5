import { readFileSync } from 'node:fs';
import { anonymizeData } from '../../src/tools/data-anonymizer';
import { findInText } from '../../src/tools/data-anonymizer/in-text';
import { scoreAnonymizer, scoreJoins, type CorpusDocument, type CorpusScore } from './anonymizer-score';

/** The clock the corpora's dates of birth are read against (their generators fixed none; any day of 2026 reads alike). */
export const CORPUS_NOW = new Date('2026-11-27T00:00:00Z');

/** Scores the data-anonymizer (mask mode, defaults) on corpus files of tests/corpora/data-anonymizer, pooled. */
export function scoreCorpusFile(...paths: string[]): CorpusScore {
  const documents = paths.flatMap((path) => (JSON.parse(readFileSync(path, 'utf8')) as { documents: CorpusDocument[] }).documents);
  return scoreAnonymizer(
    documents,
    (text) => anonymizeData({ text, columns: [], keep: [], mode: 'mask' }, CORPUS_NOW),
    (leaf, at) => findInText(leaf).find((span) => span.start <= at && at < span.end)?.kind,
  );
}

/** Join-safe hashing on a corpus file: repeated identities, and those hashed to one token everywhere (salted). */
export function scoreCorpusJoins(path: string, kinds?: (kind: string) => boolean): ReturnType<typeof scoreJoins> {
  const { documents } = JSON.parse(readFileSync(path, 'utf8')) as { documents: CorpusDocument[] };
  return scoreJoins(documents, (text) => anonymizeData({ text, columns: [], keep: [], mode: 'hash', salt: 'corpus' }, CORPUS_NOW), kinds);
}
