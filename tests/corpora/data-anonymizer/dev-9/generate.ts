// dev-9 entry point: builds every document and writes corpus.json (deterministic)
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
  about: 'dev-9: synthetic Indian PII corpus for the data anonymizer, written blind (without looking at the tool, its rules or the other corpora). Emphasis on ADDRESS PRECISION: people\'s home addresses (labelled) side by side with many unlabelled look-alikes that are nobody\'s home: shop, clinic, hospital, bank-branch, school, coaching, office, warehouse, restaurant and hotel addresses, temples/gurudwaras/mosques/churches and banquet halls as venues, event venues, landmarks alone, routes, zones, city and district names alone, hub codes, store-locator lines, registered-office lines, school houses and shop names built on place words, in their own columns and in free text (English, Hinglish, Hindi). Every personal value was placed by generate.ts, which records the label where it put the value.',
  documents,
};
writeFileSync(join(dir, 'corpus.json'), JSON.stringify(corpus, null, 2) + '\n');
const sorted = Object.fromEntries(Object.entries(LOOKALIKES).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])));
writeFileSync(join(dir, 'lookalike-counts.json'), JSON.stringify({ by_type: sorted, by_document: perDoc }, null, 2) + '\n');
console.log(`wrote ${documents.length} documents, ${documents.reduce((a, d) => a + d.labels.length, 0)} labels`);
