// Entry point: builds every dev-4 document and writes corpus.json (deterministic)
// and lookalike-counts.json (how many unlabelled look-alikes of each type were rendered).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Doc, LOOKALIKES } from './lib';
import * as C from './docs_csv';
import * as J from './docs_json';

const dir = typeof __dirname !== 'undefined' ? __dirname : process.cwd();
const builders: (() => Doc)[] = [
  C.drivingSchool, C.matrimonial, C.bloodDonors, C.vetClinic, C.library, C.coaching, C.electricity, C.waterTanker,
  C.caterer, C.tailor, C.movers, C.pestControl, C.acRepair, C.solarLeads, C.optician, C.dental, C.tutors, C.pilgrimage,
  C.hallBookings, C.shopRent, C.lpg, C.vehicleInsurance, C.lostFound, C.ngoVolunteers, C.scholarships, C.dairy,
  C.caClients, C.broadband, C.hindiHeaders, C.vagueHeaders,
  J.propertyVisits, J.pharmacy, J.photoStudio, J.creche, J.oldAgeHome, J.rti, J.legalCases, J.warranty, J.musicClass,
  J.franchise, J.cabTrips, J.whatsappOrders,
];
const perDoc: Record<string, number> = {};
const documents = builders.map((b) => {
  const before = Object.values(LOOKALIKES).reduce((a, x) => a + x, 0);
  const d = b();
  perDoc[d.id] = Object.values(LOOKALIKES).reduce((a, x) => a + x, 0) - before;
  return d;
});
const corpus = {
  about: 'dev-4: synthetic Indian PII corpus for the data anonymizer, written blind (without looking at the tool, its rules or the other corpora). Emphasis on PRECISION for addresses and names: real personal names and home addresses sit next to many unlabelled look-alikes (business, office, hospital, school, warehouse and bank-branch addresses, registered offices, landmarks in directions, venues, brands and firms built on name words, shops named after people, products, street names, temples, festivals, stations, ragas, book titles, Hinglish and Hindi name-words). Every personal value was placed by generate.ts, which records the label where it put the value.',
  documents,
};
writeFileSync(join(dir, 'corpus.json'), JSON.stringify(corpus, null, 2) + '\n');
const sorted = Object.fromEntries(Object.entries(LOOKALIKES).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])));
writeFileSync(join(dir, 'lookalike-counts.json'), JSON.stringify({ by_type: sorted, by_document: perDoc }, null, 2) + '\n');
console.log(`wrote ${documents.length} documents, ${documents.reduce((a, d) => a + d.labels.length, 0)} labels`);
console.log('look-alikes:', Object.values(LOOKALIKES).reduce((a, x) => a + x, 0), sorted);
