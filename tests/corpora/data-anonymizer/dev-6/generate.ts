// Entry point: builds every dev-6 document and writes corpus.json (deterministic)
// and lookalike-counts.json (how many unlabelled look-alikes of each type were rendered).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOOKALIKES } from './lib';
import { builders } from './docs';

const dir = typeof __dirname !== 'undefined' ? __dirname : process.cwd();
const perDoc: Record<string, number> = {};
const documents = builders.map((b) => {
  const before = Object.values(LOOKALIKES).reduce((a, x) => a + x, 0);
  const d = b();
  perDoc[d.id] = Object.values(LOOKALIKES).reduce((a, x) => a + x, 0) - before;
  return d;
});
const corpus = {
  about: 'dev-6: synthetic Indian PII corpus for the data anonymizer, written blind (without looking at the tool, its rules or the other corpora). Emphasis on ADDRESS PRECISION: home addresses in single cells, split columns, free text with context words right before and after, village/PO/PS addresses, Hinglish and Devanagari, next to many unlabelled look-alikes (shop, office, bank-branch, warehouse, hospital, school addresses, registered offices, pickup hubs, landmarks, routes, city/state names in non-address columns, zone codes, service PINs, street names in news-like remarks, venues). Every personal value was placed by generate.ts, which records the label where it put the value.',
  documents,
};
writeFileSync(join(dir, 'corpus.json'), JSON.stringify(corpus, null, 2) + '\n');
const sorted = Object.fromEntries(Object.entries(LOOKALIKES).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])));
writeFileSync(join(dir, 'lookalike-counts.json'), JSON.stringify({ by_type: sorted, by_document: perDoc }, null, 2) + '\n');
console.log(`wrote ${documents.length} documents, ${documents.reduce((a, d) => a + d.labels.length, 0)} labels`);
