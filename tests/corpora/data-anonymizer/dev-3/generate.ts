// Generates corpus.json for the dev-3 data-anonymizer corpus.
// Deterministic: every document reseeds a mulberry32 PRNG from a fixed master
// seed and its own id, so two runs produce byte-identical output.
//   run: npx tsx generate.ts   (from this directory)
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Doc } from './lib';
import * as A from './docs_a';
import * as B from './docs_b';
import * as J from './docs_json';

const builders: (() => Doc)[] = [
  A.crmCustomers, A.supportChats, A.callCentreNotes, A.fieldVisits, A.opdNotes, A.nursingHandover, A.payrollRemarks,
  A.schoolRemarks, A.whatsappExport, A.complaintRegister, A.deliveryInstructions, A.kycNotes, A.tenantVerification,
  A.meetingMinutes, A.feedbackForms, A.gstVendors, A.cardDisputes, A.loginAudit, A.upiTxns,
  B.hindiSurvey, B.misspeltLeads, B.vagueHeaders, B.bankCaps, B.alumni, B.teamRegistrations, B.dischargeIndex,
  B.societyRegister, B.loanCollection, B.templeDonations, B.gymMembers, B.courierLog, B.labRegister, B.rationCards,
  B.sportsRoster, B.exitInterviews, B.insuranceClaims, B.hotelGuests,
  J.crmNested, J.helpdeskTickets, J.hrRecords, J.patientVisits, J.ecomOrders, J.appEvents, J.whatsappJson, J.kycApi,
  J.upiJson, J.schoolJson, J.societyComplaintsJson, J.hindiSurveyJson, J.gstInvoices, J.staffRota, J.chatbotLogs,
];

const documents = builders.map((b) => b());
const ids = new Set<string>();
for (const d of documents) { if (ids.has(d.id)) throw new Error('duplicate id ' + d.id); ids.add(d.id); }

const corpus = {
  about:
    'dev-3: synthetic Indian PII corpus for the data anonymizer, written blind (without looking at the tool, its rules or the other corpora). ' +
    'Emphasis on personal names in many hands: free-text notes, chats, Hinglish, Devanagari, initials, surname-first, ALL CAPS, names that are also words or places. ' +
    'Every personal value was placed by generate.ts, which records the label where it put the value; everything else (businesses, brands, festivals, places, codes) is an unlabelled look-alike.',
  documents,
};
const dir = typeof __dirname !== 'undefined' ? __dirname : process.cwd();
writeFileSync(join(dir, 'corpus.json'), JSON.stringify(corpus, null, 2) + '\n');
console.log(`wrote ${documents.length} documents, ${documents.reduce((n, d) => n + d.labels.length, 0)} labels`);
