// Entry point: builds every dev-7 document and writes corpus.json (deterministic)
// and lookalike-counts.json (how many unlabelled look-alikes of each type were rendered).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOOKALIKES } from './lib';
import { builders, HOMES_USED } from './docs';

const dir = typeof __dirname !== 'undefined' ? __dirname : process.cwd();
const perDoc: Record<string, number> = {};
const documents = builders.map((b) => {
  const before = Object.values(LOOKALIKES).reduce((a, x) => a + x, 0);
  const d = b();
  perDoc[d.id] = Object.values(LOOKALIKES).reduce((a, x) => a + x, 0) - before;
  return d;
});
const corpus = {
  about: 'dev-7: synthetic Indian PII corpus for the data anonymizer, written blind (without looking at the tool, its rules or the other corpora). Emphasis on ADDRESS PRECISION AND BOUNDARIES in STRUCTURED COLUMNS: 20 CSV tables and 10 JSON record sets with varied address headers (Addr, Address Line 1/2, Residential Address, Corr. Address, Permanent Addr., Ghar ka pata, पता, Shipping To, Cust Location, Deliver At ...), split columns (line 1 / line 2 / landmark / locality / city / district / state / PIN), S/o W/o D/o C/o prefixes, village/PO/tehsil/district forms, flat/wing/floor, multi-line cells, Devanagari and Hinglish addresses, PIN with a space, state and country at the end, and address cells followed by delivery windows, instructions, AWB ids or amounts. Unlabelled look-alikes next to them: bank branch, warehouse, registered office, shop and clinic addresses, courier hubs, store codes, order/AWB ids, amounts, product names with landmark names, companies named after roads, place-of-supply states, business city columns, placeholders (Same as above, N/A, Not provided) and dates. Every personal value was placed by generate.ts, which records the label where it put the value.',
  documents,
};
writeFileSync(join(dir, 'corpus.json'), JSON.stringify(corpus, null, 2) + '\n');
const sorted = Object.fromEntries(Object.entries(LOOKALIKES).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])));
writeFileSync(join(dir, 'lookalike-counts.json'), JSON.stringify({ by_type: sorted, by_document: perDoc }, null, 2) + '\n');
console.log(`wrote ${documents.length} documents, ${documents.reduce((a, d) => a + d.labels.length, 0)} labels, ${HOMES_USED.size} distinct home addresses`);
