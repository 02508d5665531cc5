// Writes corpus.json: the held-out labelled test corpus for the PII anonymizer.
// Deterministic: every document draws from its own PRNG seeded from a fixed seed and the document id.
// Run: npx tsx generate.ts
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { A } from './docs-a';
import { B } from './docs-b';
import { Doc, hash32, KINDS, Rng } from './lib';
import { USED } from './world';

const SEED = 0x48_4f_32_34; // fixed
const recipes = [...A, ...B];
if (new Set(recipes.map((x) => x.id)).size !== recipes.length) throw new Error('duplicate document id');

const documents: Doc[] = recipes.map((rc) => rc.make(new Rng((SEED ^ hash32(rc.id)) >>> 0), rc.id, rc.about));

const corpus = {
  about:
    'Held-out labelled test corpus for the data-anonymizer tool, written blind to its detection rules by a separate author. ' +
    'Do not read while tuning the tool: only scores may be looked at. See README.md for the format and the definitions of each kind.',
  documents: documents.map((d) => ({
    id: d.id,
    about: d.about,
    format: d.format,
    ...(d.delimiter !== undefined ? { delimiter: d.delimiter } : {}),
    text: d.text,
    labels: d.labels.map((l) => ({ row: l.row, pointer: l.pointer, start: l.start, end: l.end, kind: l.kind, value: l.value })),
  })),
};

writeFileSync(join(__dirname, 'corpus.json'), JSON.stringify(corpus, null, 1) + '\n', 'utf8');

const perKind: Record<string, number> = Object.fromEntries(KINDS.map((k) => [k, 0]));
for (const d of documents) for (const l of d.labels) perKind[l.kind] = (perKind[l.kind] ?? 0) + 1;
const total = Object.values(perKind).reduce((a, b) => a + b, 0);
console.log(`documents: ${documents.length} (csv ${documents.filter((d) => d.format === 'csv').length}, json ${documents.filter((d) => d.format === 'json').length})`);
console.log(`labels: ${total}`, perKind);
console.log(`distinct given names shown: ${USED.given.size}, distinct surnames shown: ${USED.surname.size}`);
