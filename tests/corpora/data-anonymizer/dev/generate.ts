/**
 * Writes corpus.json: a labelled test corpus for the data anonymizer, written blind to its detection rules.
 * Deterministic: every document draws from its own mulberry32 stream seeded from a fixed base seed and the
 * name of its maker, so `npx tsx generate.ts` gives byte-identical output on every run.
 */

import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Biz } from './lib/biz';
import { OutDoc } from './lib/cell';
import { Gen } from './lib/pii';
import { Rng } from './lib/rng';
import { Texts } from './lib/text';
import { DocFn } from './docs/common';
import * as A from './docs/csv-a';
import * as B from './docs/csv-b';
import * as J from './docs/json';

const BASE_SEED = 0x5eed2025;

const MAKERS: [string, DocFn][] = [
  ['bankPayout', A.bankPayout], ['supportChats', J.supportChats], ['courierManifest', A.courierManifest], ['kycSheet', A.kycSheet],
  ['appTelemetry', J.appTelemetry], ['insuranceRegister', A.insuranceRegister], ['hospitalAppointments', A.hospitalAppointments],
  ['ecommerceNested', J.ecommerceNested], ['schoolAdmissions', A.schoolAdmissions], ['hrPayroll', A.hrPayroll], ['crmContacts', J.crmContacts],
  ['crmLeads', A.crmLeads], ['ecommerceOrders', A.ecommerceOrders], ['loginAuditJson', J.loginAuditJson], ['societyMaintenance', A.societyMaintenance],
  ['gymMembers', A.gymMembers], ['kycApi', J.kycApi], ['loanApplications', A.loanApplications], ['udhaarKhata', A.udhaarKhata],
  ['hospitalPatients', J.hospitalPatients], ['eventRegistrations', A.eventRegistrations], ['surveyResponses', A.surveyResponses],
  ['payoutWebhooks', J.payoutWebhooks], ['gstRegister', A.gstRegister], ['hindiCustomers', B.hindiCustomers], ['employeeDirectory', J.employeeDirectory],
  ['loginAudit', B.loginAudit], ['upiCollections', B.upiCollections], ['foodDelivery', J.foodDelivery], ['cardChargebacks', B.cardChargebacks],
  ['vagueHeaders', B.vagueHeaders], ['insuranceClaims', J.insuranceClaims], ['pharmacyRx', B.pharmacyRx], ['rentalAgreements', B.rentalAgreements],
  ['hindiSurvey', J.hindiSurvey], ['sipRegister', B.sipRegister], ['driverOnboarding', B.driverOnboarding], ['eventCheckin', J.eventCheckin],
  ['vendorOnboarding', B.vendorOnboarding], ['callDispositions', B.callDispositions], ['loanCollections', J.loanCollections],
  ['bloodDonation', B.bloodDonation], ['weddingRsvp', B.weddingRsvp], ['miscVague', J.miscVague], ['coachingResults', B.coachingResults],
  ['tdsRegister', B.tdsRegister], ['bankStatement', J.bankStatement], ['ngoDonations', B.ngoDonations], ['whatsappExport', B.whatsappExport],
  ['rationList', B.rationList], ['hotelGuests', B.hotelGuests], ['alumniDirectory', B.alumniDirectory], ['tuitionBatch', B.tuitionBatch],
  ['electricityConsumers', B.electricityConsumers], ['paymentAttempts', J.paymentAttempts],
];

/** FNV-1a, to turn a maker's name into a seed offset. */
function fnv1a(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

function makeDoc(name: string, fn: DocFn): OutDoc {
  const r = new Rng((BASE_SEED ^ fnv1a(name)) >>> 0);
  const g = new Gen(r);
  const b = new Biz(r);
  return fn({ g, b, t: new Texts(g, b), r });
}

/** Pretty enough to diff: one label per line. */
function render(about: string, docs: OutDoc[]): string {
  const s = JSON.stringify;
  const docText = docs.map((d) => {
    const head = [`      "id": ${s(d.id)}`, `      "about": ${s(d.about)}`, `      "format": ${s(d.format)}`];
    if (d.delimiter !== undefined) head.push(`      "delimiter": ${s(d.delimiter)}`);
    head.push(`      "text": ${s(d.text)}`);
    const labels = d.labels.map((l) => `        ${s({ row: l.row, pointer: l.pointer, start: l.start, end: l.end, kind: l.kind, value: l.value })}`);
    return `    {\n${head.join(',\n')},\n      "labels": [\n${labels.join(',\n')}\n      ]\n    }`;
  });
  return `{\n  "about": ${s(about)},\n  "documents": [\n${docText.join(',\n')}\n  ]\n}\n`;
}

const ABOUT = 'Development corpus for the data anonymizer, written blind to its detection rules: synthetic exports from many Indian ' +
  'businesses and tools (CSV and JSON) with every personal value labelled by row, RFC 6901 pointer and UTF-16 span. ' +
  'All people, numbers and addresses are made up by a seeded generator (generate.ts); see README.md for the definitions.';

const ids = new Set<string>();
const docs = MAKERS.map(([name, fn]) => {
  const d = makeDoc(name, fn);
  if (ids.has(d.id)) throw new Error(`duplicate document id ${d.id}`);
  ids.add(d.id);
  return d;
});
writeFileSync(join(__dirname, 'corpus.json'), render(ABOUT, docs));
const total = docs.reduce((n, d) => n + d.labels.length, 0);
console.log(`wrote corpus.json: ${docs.length} documents, ${total} labels`);
