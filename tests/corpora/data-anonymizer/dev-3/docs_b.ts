// CSV documents, part B.
import { Doc, csvDoc, reseed, t, join, pick, chance, ri, pickN, digits, pad, up, low, L, Seg, Piece } from './lib';
import {
  Person, person, anyStyle, devaTitle, hindiPerson, wordPerson, placePerson, kinOf, staff, N, NA, TN, title, hon, dr, nameStr, NS,
  phoneOf, phone, landline, emailOf, roleMail, upiOf, dobOf, otherDate, fmtDate, ymd, aadhaar, notAadhaar12,
  pan, panStr, card, acct, ifsc, ip, addr, A, AL, addrLine, vaddr, vaddrLine, devaAddr, devaVillage,
  BUSINESSES, HOSPITALS, COLLEGES, BRANDS, SOFTWARE, FESTIVALS, JOBS, HELPLINES, MONTHS, CITIES,
  amount, orderId, tm, stamp, some, LANDMARKS, PETS, Comm, WORK_DOMAINS,
} from './pools';

const first = (p: Person) => N(p, 'first');
const anyOf = <X>(...fs: (() => X)[]): X => pick(fs)();
const REL_HI: Record<string, string> = { wife: 'पत्नी', husband: 'पति', son: 'बेटा', daughter: 'बेटी' };

// ------------------------------------------------------------------ 20
export function hindiSurvey(): Doc {
  const id = 'hindi-headers-survey';
  reseed(id);
  const rows = some(20, (_, i) => {
    const p = hindiPerson();
    const f = kinOf(p, 'm');
    const d = kinOf(p, 'f');
    const s = kinOf(p, 'm');
    const asha = hindiPerson('f');
    const c = anyOf<Piece>(
      () => t`${N(p, 'devaFirst')} जी के घर में शौचालय नहीं है।`,
      () => t`परिवार में ${ri(3, 8)} सदस्य, बेटी ${N(d, 'devaFirst')} कक्षा ${ri(5, 10)} में पढ़ती है।`,
      () => 'उज्ज्वला योजना का लाभ मिला है।',
      () => t`आशा कार्यकर्ता ${N(asha, 'deva')} द्वारा सर्वे किया गया।`,
      () => t`मोबाइल नंबर बेटे ${N(s, 'devaFirst')} का है।`,
      () => 'पूजा के लिए बाहर गए थे, दोबारा आना है।',
      () => 'लक्ष्मी पूजा के बाद भुगतान करेंगे।',
      () => t`पड़ोसी ${N(hindiPerson(), 'deva')} ने जानकारी दी।`,
      () => t`${N(p, 'devaFirst')} का राशन कार्ड ${N(f, 'deva')} के नाम पर है।`,
      () => 'कोई टिप्पणी नहीं',
      () => t`Survey by ${N(asha, 'fl')}, ASHA. ${N(p, 'first')} ji not at home, info from ${REL_HI.daughter} ${N(d, 'devaFirst')}.`,
    );
    const nm: Piece = chance(0.3) ? [devaTitle(p) + ' ', N(p, 'deva')] : N(p, chance(0.85) ? 'deva' : 'full');
    return [String(i + 1), nm, chance(0.2) ? [devaTitle(f) + ' ', N(f, 'deva')] : N(f, 'deva'), String(ri(19, 80)), phoneOf(p, pick([0, 6, 1])), L('address', chance(0.5) ? devaAddr() : devaVillage()), c];
  });
  return csvDoc({
    id, about: 'Household survey with Devanagari headers and values; ASHA (health worker) and पूजा/लक्ष्मी पूजा are not names.',
    headers: ['क्रम', 'नाम', 'पिता/पति का नाम', 'उम्र', 'मोबाइल', 'पता', 'टिप्पणी'], rows,
  });
}

// ------------------------------------------------------------------ 21
export function misspeltLeads(): Doc {
  const id = 'misspelt-headers-leads';
  reseed(id);
  const rows = some(25, () => {
    const p = person();
    const w = kinOf(p, p.g === 'm' ? 'f' : 'm');
    const ref = anyOf<Piece>(() => N(person()), () => 'Google Ads', () => 'Walk-in', () => t`${first(person())} (existing cust)`, () => '99acres', () => t`${title(person())} ${N(person(), 'last')}`);
    const rem = anyOf<Piece>(
      () => `Interested in 2BHK, budget ${amount()}`,
      () => t`spoke w/ ${p.g === 'm' ? 'wife' : 'husband'} ${first(w)}, call back after ${pick(FESTIVALS)}`,
      () => t`wants site visit Sunday, will come with brother-in-law ${N(person(p.c, 'm'))}`,
      () => 'Not interested', () => 'DND', () => 'Ringing, no answer x3',
      () => t`${first(p)} ko home loan ka pre-approval chahiye, ${pick(['SBI', 'HDFC', 'LIC HFL'])} se baat karwa do`,
      () => t`Current address ${A(addr())}; looking to shift closer to office`,
    );
    return [chance(0.25) ? N(p, 'lower') : NA(p), phoneOf(p), chance(0.7) ? emailOf(p) : '', A(addr()), ref, rem];
  });
  return csvDoc({
    id, about: 'Real-estate leads sheet typed by hand; header names misspelt.',
    headers: ['Custmer Nmae', 'Contcat No', 'E-mial', 'Adress', 'Refered By', 'Remraks'], rows,
  });
}

// ------------------------------------------------------------------ 22
export function vagueHeaders(): Doc {
  const id = 'vague-headers-export';
  reseed(id);
  const rows = some(20, () => {
    const p = person();
    const k = kinOf(p);
    const rem = anyOf<Piece>(
      () => t`pending from ${first(p)}'s side`, () => 'ok', () => t`${first(k)} will submit docs`, () => '',
      () => t`handover to ${N(staff())}`, () => `hold till ${pick(MONTHS)}`, () => t`${N(p, 'upper')} - VIP`,
    );
    return [String(ri(100, 999)), NA(p), phoneOf(p), amount(), rem, dobOf(p)];
  });
  return csvDoc({
    id, about: 'Export with meaningless column names (col_1..col_6); col_6 holds dates of birth.',
    headers: ['col_1', 'col_2', 'col_3', 'col_4', 'col_5', 'col_6'], rows, delimiter: ';',
  });
}

// ------------------------------------------------------------------ 23
export function bankCaps(): Doc {
  const id = 'bank-branch-caps-register';
  reseed(id);
  const rows = some(20, () => {
    const p = person();
    const j = chance(0.5) ? kinOf(p, p.g === 'm' ? 'f' : 'm') : null;
    const n = kinOf(p);
    const rel = n.g === 'm' ? pick(['SON', 'FATHER', 'BROTHER', p.g === 'f' ? 'HUSBAND' : 'SON']) : pick(['DAUGHTER', 'MOTHER', 'SISTER', p.g === 'm' ? 'WIFE' : 'DAUGHTER']);
    return [
      N(p, 'upper'), j ? N(j, 'upper') : '', t`${N(n, 'upper')} (${rel})`, acct(), digits(11), phoneOf(p, pick([0, 7])), up(A(addr())),
    ];
  });
  return csvDoc({
    id, about: 'Branch account register in ALL CAPS; CIF is an internal customer number (not labelled).',
    headers: ['ACCOUNT HOLDER NAME', 'JOINT HOLDER', 'NOMINEE', 'A/C NO', 'CIF', 'MOBILE', 'ADDRESS'], rows,
  });
}

// ------------------------------------------------------------------ 24
export function alumni(): Doc {
  const id = 'alumni-directory';
  reseed(id);
  const rows = some(25, () => {
    const p = person(pick(['goan', 'parsi', 'kchristian', 'bengali', 'kashmiri', 'sikh', 'marathi', 'gujarati', 'malayali', 'assamese', 'khasi', 'sikkim', 'hindi', 'muslim'] as Comm[]));
    const sps = person(p.c, p.g === 'm' ? 'f' : 'm');
    const yr = ri(1985, 2015);
    const note = anyOf<Piece>(
      () => t`Now at ${pick(['Infosys', 'Tata Motors', 'Godrej', 'Titan', 'Mahindra', 'Deloitte'])}. Married to ${N(sps)} (batch of ${yr + 1}).`,
      () => t`Coordinator for the ${yr} reunion along with ${first(person())}.`,
      () => t`Lost touch; last heard via ${N(person(), 'fl')}.`,
      () => `Runs ${pick(BUSINESSES)}.`,
      () => `Was ${pick(['Tagore', 'Raman', 'Teresa', 'Ashoka'])} House captain.`,
      () => '', () => 'Lives abroad',
      () => t`Son ${first(kinOf(p, 'm'))} also studied here (${yr + 25}).`,
    );
    const c = pick(CITIES).c;
    return [N(p, 'comma'), String(yr), L('address', c), emailOf(p), chance(0.6) ? phoneOf(p, 1) : '', note];
  });
  return csvDoc({
    id, about: "Alumni directory, names written 'Last, First' (quoted because of the comma); current city labelled as part of the address.",
    headers: ['Name (Last, First)', 'Batch', 'Current City', 'Email', 'Phone', 'Note'], rows,
  });
}

// ------------------------------------------------------------------ 25
export function teamRegistrations(): Doc {
  const id = 'event-team-registrations';
  reseed(id);
  const teams = ['Code Warriors', 'Bit Bandits', 'Asha Kiran', 'Byte Club', 'Joy Riders', 'Sunny Side Up', 'Tandoori Nights', 'Null Pointers', 'Team Rocket', 'Bihu Beats', 'Kaveri Tigers', 'Ganga Jamuna'];
  const rows = some(20, () => {
    const mem = some(ri(3, 5), () => (chance(0.2) ? wordPerson() : person()));
    const cap = pick(mem);
    const sep = pick(['; ', ', ', ' / ', '\n']);
    return [
      pick(teams), join(mem.map((m) => N(m, chance(0.3) ? anyStyle(m) : pick(['full', 'fl', 'firstLastInit'] as NS[]))), sep),
      N(cap, 'fl'), phoneOf(cap), pick(COLLEGES),
    ];
  });
  return csvDoc({
    id, about: "Hackathon/sports team sign-ups; many names per cell, team names ('Asha Kiran', 'Ganga Jamuna') are not people.",
    headers: ['Team', 'Team Members', 'Captain', 'Captain Mobile', 'College'], rows,
  });
}

// ------------------------------------------------------------------ 26
export function dischargeIndex(): Doc {
  const id = 'discharge-summary-index';
  reseed(id);
  const rows = some(20, () => {
    const p = person();
    const d = staff();
    const s = kinOf(p, 'm');
    const h = kinOf(p, p.g === 'm' ? 'f' : 'm');
    const age = ri(22, 88);
    const summ = anyOf<Piece>(
      () => t`${age}-yr-old ${p.g === 'm' ? 'male' : 'female'} admitted with chest pain. CAG done by ${dr(d, 'last')}; PTCA to LAD. Discharged stable to care of son ${N(s)}.`,
      () => p.g === 'f' ? t`${first(p)} underwent LSCS, baby girl 2.9 kg. Husband ${first(h)} informed. Baby DOB ${dobOf(person(), 2024, 2024)}.` : t`${first(p)} treated for dengue with thrombocytopenia. Platelets 1.4 lakh at discharge.`,
      () => t`Admitted under ${dr(d)} for lap. cholecystectomy. Uneventful. Follow up in OPD with ${dr(staff(), 'initLast')}.`,
      () => t`LAMA. Relatives (${first(h)}, ${first(s)}) took patient against advice despite counselling.`,
      () => t`Brought by 108 ambulance. Attendant: ${N(person())}, neighbour, ${phone()}. Family informed later.`,
      () => t`Expired on ${otherDate()} at 03:40. Body handed over to ${N(s)} (son) with death summary.`,
    );
    return [`IP/${ri(23, 24)}/${digits(5)}`, NA(p), otherDate(), otherDate(), pick(HOSPITALS), dr(d), chance(0.5) ? dr(staff()) : 'Self', summ];
  });
  return csvDoc({
    id, about: 'Hospital discharge index; hospitals named after people (Sir Ganga Ram, Kamala Nehru ...) are not names.',
    headers: ['IP No', 'Patient Name', 'Admitted', 'Discharged', 'Hospital', 'Treating Doctor', 'Referred By', 'Summary'], rows,
  });
}

// ------------------------------------------------------------------ 27
export function societyRegister(): Doc {
  const id = 'society-maintenance-register';
  reseed(id);
  const rows = some(25, () => {
    const o = person();
    const tn = chance(0.4) ? person() : null;
    const flat = `${pick(['A', 'B', 'C', 'D'])}-${ri(1, 14)}0${ri(1, 4)}`;
    const owner: Piece = anyOf<Piece>(() => NA(o), () => t`Mr & Mrs ${N(o, 'last')}`, () => TN(o), () => N(o, 'comma'));
    const rem = anyOf<Piece>(
      () => tn ? t`Tenant ${first(tn)}'s police verification pending` : 'Owner occupied',
      () => t`Owner abroad, POA holder ${N(person())} (${phone()})`,
      () => t`Paid via ${upiOf(o)}`,
      () => t`Seepage complaint from ${AL(`${pick(['A', 'B', 'C'])}-${ri(1, 14)}0${ri(1, 4)}`)} above`,
      () => t`Dog registered (name: ${pick(PETS)})`,
      () => t`Maid ${first(person(undefined, 'f'))} and driver ${first(person(undefined, 'm'))} ID cards issued`,
      () => '', () => `${pick(['Diwali', 'Christmas', 'Ganesh Chaturthi'])} decoration contribution pending`,
      () => t`Cheque bounced; ${first(o)} to pay by NEFT`,
    );
    return [AL(flat), owner, tn ? NA(tn) : '', phoneOf(tn ?? o), amount(), rem];
  });
  return csvDoc({
    id, about: 'Housing-society maintenance register; flat numbers are part of residents\' addresses; pet names are not people.',
    headers: ['Flat', 'Owner', 'Tenant/Occupant', 'Phone', 'Dues', 'Remarks'], rows,
  });
}

// ------------------------------------------------------------------ 28
export function loanCollection(): Doc {
  const id = 'loan-collection-notes';
  reseed(id);
  const rows = some(25, () => {
    const b = chance(0.6) ? hindiPerson() : person();
    const cb = kinOf(b, b.g === 'm' ? 'f' : 'm');
    const col = staff('m');
    const n = anyOf<Piece>(
      () => t`${first(b)} ne PTP diya ${otherDate()} ka. ${cb.g === 'f' ? 'Wife' : 'Husband'} ${first(cb)} ne bhi confirm kiya.`,
      () => t`Customer not at home. Mother said ${b.g === 'm' ? 'he' : 'she'} works at ${pick(BUSINESSES)}, will come late.`,
      () => t`Visited ${A(addr())}; house locked. Neighbour ${N(person())} said family went to village for ${pick(FESTIVALS)}.`,
      () => t`${first(b)} ne ${amount()} cash diya, receipt ${digits(7)}. Baaki 2 EMI pending.`,
      () => t`Abusive on call. Co-borrower ${N(cb)} more cooperative, contact ${phoneOf(cb)}.`,
      () => t`Skip case. New number traced via ${first(person())} (relative): ${phone()}.`,
      () => t`${first(b)} bola ki job chali gayi ${pick(BRANDS)} se. Restructuring request forward kiya.`,
      () => t`Settlement offer ${amount()} approved by ${N(staff(), 'initLast')}.`,
      () => b.dFull ? t`${N(b, 'deva')} ने कहा अगले महीने पूरी किस्त देंगे।` : t`${N(b)} says full EMI next month.`,
    );
    return [`LN${ri(10, 99)}${pick(['DEL', 'MUM', 'PAT', 'LKO', 'BLR'])}${digits(6)}`, NA(b), NA(cb), N(col, pick(['fl', 'first', 'upper'] as NS[])), n];
  });
  return csvDoc({
    id, about: 'Loan collection visit notes, pipe-delimited, CRLF; Hinglish.',
    headers: ['Loan A/c', 'Borrower', 'Co-borrower', 'Collector', 'Visit Notes'], rows, delimiter: '|', eol: '\r\n',
  });
}

// ------------------------------------------------------------------ 29
export function templeDonations(): Doc {
  const id = 'temple-donation-register';
  reseed(id);
  const priest = person(pick(['hindi', 'kannada', 'tamil', 'marathi'] as Comm[]), 'm');
  const rows = some(20, () => {
    const d = person(pick(['hindi', 'marathi', 'gujarati', 'kannada', 'tamil', 'telugu', 'bengali', 'punjabi', 'odia'] as Comm[]));
    const f = kinOf(d, 'm');
    const rem = anyOf<Piece>(
      () => t`Puja performed by Pt. ${N(priest)}`,
      () => t`On behalf of late father ${N(f)}`,
      () => t`Naamkaran of grandson ${first(kinOf(d, 'm'))}`,
      () => t`Prasad to be couriered to ${A(addr())}`,
      () => t`Receipt in name of ${N(d)} for 80G, PAN ${pan(d)}`,
      () => 'Anonymous donor', () => '',
      () => t`Paid by ${upiOf(d)}`,
      () => t`Pt ${first(priest)} ji ko dakshina alag se di`,
    );
    return [String(ri(1000, 9999)), chance(0.3) ? TN(d) : NA(d), pick(['Kashyap', 'Bharadwaj', 'Vashishtha', 'Gautam', 'Atri', 'Vatsa', 'Shandilya', '']),
      amount(), pick(['Ganesh Chaturthi Abhishekam', 'Lakshmi Puja', 'Annadanam', 'Satyanarayan Katha', 'Rudrabhishek', 'Navratri Kalash', 'Hanuman Chalisa Path']), rem];
  });
  return csvDoc({
    id, about: 'Temple donation register; gotra names and puja names (Lakshmi Puja, Ganesh Chaturthi) are not people; Pt. is a title.',
    headers: ['Receipt', 'Devotee', 'Gotra', 'Amount', 'Seva', 'Remarks'], rows,
  });
}

// ------------------------------------------------------------------ 30
export function gymMembers(): Doc {
  const id = 'gym-members';
  reseed(id);
  const trainers = [wordPerson(), staff('m'), staff('f')];
  const rows = some(20, () => {
    const m = person();
    const tr = pick(trainers);
    const notes = anyOf<Piece>(
      () => t`Knee injury, avoid squats. Physio ${dr(staff(), 'last')} clearance letter submitted.`,
      () => t`Referred by ${first(person())}; couple plan with ${m.g === 'm' ? 'wife' : 'husband'} ${first(kinOf(m, m.g === 'm' ? 'f' : 'm'))}`,
      () => `weight loss 8 kg by ${pick(['Diwali', 'Christmas', 'Eid', 'wedding'])}`,
      () => t`Prefers morning slot with Coach ${first(tr)}`,
      () => 'Protein: Muscleblaze; no supplements advised', () => '',
      () => t`Emergency contact: ${N(kinOf(m))} ${phone()}`,
      () => t`${first(m)} wants to switch trainer from ${first(pick(trainers))}`,
    );
    return [NA(m), t`Coach ${first(tr)}`, pick(['Monthly', 'Quarterly', 'Annual', 'Couple Annual', 'Student']), phoneOf(m), notes];
  });
  return csvDoc({
    id, about: "Gym member list; trainers written 'Coach X' (title outside), some trainers have word-like names.",
    headers: ['Member', 'Trainer', 'Plan', 'Phone', 'Goal/Notes'], rows,
  });
}

// ------------------------------------------------------------------ 31
export function courierLog(): Doc {
  const id = 'courier-rider-log';
  reseed(id);
  const hubs = ['Andheri Hub', 'Whitefield DC', 'Gurgaon Sec 18', 'Salt Lake Hub', 'Kukatpally DC', 'Rohini Hub', 'Vaishali Hub'];
  const rows = some(20, () => {
    const r = person(undefined, 'm');
    const c = person();
    const h = kinOf(c, c.g === 'f' ? 'm' : 'f');
    const n = anyOf<Piece>(
      () => t`Customer ${first(c)} refused COD, said ${c.g === 'f' ? 'she' : 'he'} never ordered. ${c.g === 'f' ? 'Husband' : 'Wife'} ${first(h)} had ordered it.`,
      () => t`Bike puncture near flyover, swapped parcels with ${first(person(undefined, 'm'))}.`,
      () => t`Guard at ${AL(pick(['Sunshine Residency', 'Green Park Towers', 'Royal Enclave', 'Palm Grove', 'Silver Oak Apartments']))} not allowing entry, called customer ${N(c)} on ${phoneOf(c)}.`,
      () => 'Rain, 6 deliveries rescheduled.',
      () => t`Customer gave wrong address; correct one is ${A(addr())}.`,
      () => t`${first(c)} madam ne OTP dene se mana kiya, RTO mark kiya.`,
      () => t`Team lead ${N(staff())} approved fuel advance ${amount()}.`,
      () => t`Dog chased me at ${AL(`House No. ${ri(1, 400)}`)}, customer ${first(c)} said it is friendly.`,
    );
    return [N(r, pick(['fl', 'first', 'full'] as NS[])), pick(hubs), pick(['Morning', 'Evening', 'Night']), n];
  });
  return csvDoc({
    id, about: 'Last-mile rider incident log, tab-separated; hub names are business locations (not labelled).',
    headers: ['Rider', 'Hub', 'Shift', 'Incident Notes'], rows, delimiter: '\t',
  });
}

// ------------------------------------------------------------------ 32
export function labRegister(): Doc {
  const id = 'lab-report-register';
  reseed(id);
  const phleb = some(4, () => staff());
  const rows = some(20, () => {
    const p = person();
    const d = staff();
    const ph = pick(phleb);
    const test = pick(['CBC', 'Lipid Profile', 'HbA1c', 'TSH', 'Widal', 'Dengue NS1', 'LFT', 'KFT', 'Vitamin D', 'Urine R/M']);
    const res = anyOf<Piece>(
      () => 'Normal', () => 'Within range', () => 'Repeat sample',
      () => t`Critical value informed to ${dr(d)} at ${tm()} by ${first(ph)}`,
      () => t`Hemolysed; re-collection booked, patient's son ${first(kinOf(p, 'm'))} informed`,
    );
    const coll: Piece = chance(0.4) ? t`${first(ph)} (home collection at ${A(addr())})` : N(ph, pick(['first', 'fl'] as NS[]));
    return [`S${digits(7)}`, NA(p), String(ri(2, 90)), chance(0.8) ? dr(d) : 'SELF', test, res, coll];
  });
  return csvDoc({
    id, about: 'Diagnostic lab sample register, semicolon CSV.',
    headers: ['Sample ID', 'Patient', 'Age', 'Ref. Doctor', 'Test', 'Result', 'Collected By'], rows, delimiter: ';',
  });
}

// ------------------------------------------------------------------ 33
export function rationCards(): Doc {
  const id = 'ration-card-beneficiaries';
  reseed(id);
  const rows = some(25, () => {
    const comm = pick(['odia', 'bengali', 'assamese', 'hindi', 'hindi', 'manipuri', 'santhal'] as any[]) as Comm | 'santhal';
    const head = comm === 'santhal' ? person('hindi') : person(comm as Comm);
    if (comm === 'santhal') { head.last = pick(['Murmu', 'Hembram', 'Soren', 'Tudu', 'Kisku', 'Marandi', 'Besra']); head.first = pick(head.g === 'm' ? ['Sombari', 'Budhan', 'Lakhan', 'Mangal', 'Sido'] : ['Phulmani', 'Sonamuni', 'Budhni', 'Salge', 'Malati']); head.full = `${head.first} ${head.last}`; head.dFull = undefined; head.dFirst = undefined; }
    const mems = some(ri(2, 5), () => kinOf(head));
    const rels = { m: ['son', 'father', 'grandson', 'brother'], f: ['wife', 'daughter', 'mother', 'daughter-in-law'] };
    const members = join(mems.map((m) => pick([() => t`${N(m)} (${pick(rels[m.g])})`, () => N(m, 'first'), () => t`${N(m, 'fl')}`])()), pick([', ', '; ', '\n']));
    const va = vaddr();
    return [`${pick(['OD', 'WB', 'AS', 'BR', 'JH', 'MN'])}/${ri(2015, 2023)}/${digits(7)}`, NA(head), members, L('address', chance(0.8) ? vaddrLine(va) : `Ward No. ${ri(1, 30)}, ${va.v}`), chance(0.8) ? phoneOf(head) : ''];
  });
  return csvDoc({
    id, about: 'PDS ration-card beneficiary list; several family members per cell; Odia, Bengali, Assamese, Santhali, Manipuri names.',
    headers: ['Card No', 'Head of Family', 'Members', 'Village/Ward', 'Mobile'], rows,
  });
}

// ------------------------------------------------------------------ 34
export function sportsRoster(): Doc {
  const id = 'sports-roster-northeast';
  reseed(id);
  const rows = some(20, () => {
    const p = person(pick(['mizo', 'khasi', 'manipuri', 'naga', 'sikkim', 'assamese', 'arunachal'] as Comm[]));
    const g = p.c === 'mizo' ? person('mizo', 'm') : kinOf(p, pick(['m', 'f']));
    const o = person(p.c);
    const rem = anyOf<Piece>(
      () => t`${first(p)} has great pace on the left wing; needs work on defending.`,
      () => `Missed camp due to ${pick(['Bihu', 'Losar', 'Christmas', 'Chapchar Kut', 'Hornbill Festival', 'Yaoshang'])}.`,
      () => t`Parent ${first(g)} requests hostel change.`,
      () => t`Selected for state trials along with ${N(o)}.`,
      () => t`Injury: hamstring. Physio ${N(staff())} says 3 weeks.`,
      () => t`Captain. ${first(p)} and ${first(o)} to lead warm-ups.`,
      () => '',
    );
    return [String(ri(1, 30)), NA(p), pick(['GK', 'CB', 'LB', 'RB', 'CM', 'LW', 'RW', 'ST']), N(g, pick(['full', 'fl'] as NS[])), phoneOf(g), rem];
  });
  return csvDoc({
    id, about: 'Football academy roster with North-East Indian names (Mizo single names, Manipuri surname-first, Khasi, Naga, Sikkimese, Apatani).',
    headers: ['Jersey', 'Player', 'Position', 'Guardian', 'Guardian Phone', 'Coach Remarks'], rows,
  });
}

// ------------------------------------------------------------------ 35
export function exitInterviews(): Doc {
  const id = 'hr-exit-interviews';
  reseed(id);
  const rows = some(15, () => {
    const e = person();
    const m = staff();
    const a = staff();
    const b = staff();
    const iv = staff();
    const he = e.g === 'm' ? 'He' : 'She';
    const parts = pickN<() => Piece>([
      () => t`${first(e)} cited lack of growth as the main reason for leaving.`,
      () => t`Felt that ${first(m)} favoured older team members during appraisals.`,
      () => t`Praised peers ${first(a)} and ${N(b)} for their support during the migration to ${pick(['SAP', 'Salesforce', 'Zoho Books', 'Oracle', 'Jira'])}.`,
      () => t`${he} has an offer from ${pick(['Infosys', 'Wipro', 'Flipkart', 'Swiggy', 'Deloitte', 'Tata Consultancy Services'])} with a 30% hike.`,
      () => `${he} would consider rejoining after two years.`,
      () => t`Personal email for F&F communication: ${emailOf(e)}.`,
      () => t`Relocating to be closer to ${e.g === 'm' ? 'his' : 'her'} parents; new address ${A(addr())}.`,
      () => t`Suggested that the ${pick(['Diwali', 'annual', 'Holi'])} offsite be planned better. Also asked that ${first(m)}'s team get a dedicated HRBP.`,
      () => t`${he} mentioned that ${N(staff())} from Finance was very helpful with the reimbursement issue.`,
      () => t`Mentored interns ${first(staff())}, ${first(staff())} and ${first(staff())}; handover to ${N(a)}.`,
    ], ri(3, 5)).map((f) => f());
    return [NA(e), N(m), otherDate(2024, 2024, 3), N(iv, 'fl'), join(parts, ' ')];
  });
  return csvDoc({
    id, about: 'HR exit-interview summaries in long English prose.',
    headers: ['Employee', 'Manager', 'Last Working Day', 'Interviewer', 'Summary'], rows,
  });
}

// ------------------------------------------------------------------ 36
export function insuranceClaims(): Doc {
  const id = 'insurance-claim-notes';
  reseed(id);
  const rows = some(20, () => {
    const ph = person();
    const ins = chance(0.5) ? ph : kinOf(ph);
    const n = anyOf<Piece>(
      () => t`Hospitalisation at ${pick(HOSPITALS)}. Pre-auth approved by ${dr(staff())} (TPA). Insured member ${first(ins)} is a dependant of the policy holder.`,
      () => t`Motor claim: vehicle was driven by ${N(kinOf(ph, 'm'))} (brother) at the time. Third party ${N(person())} filed FIR.`,
      () => t`NEFT of ${amount()} to a/c ${acct()} (${ifsc()}) of ${N(ph)}.`,
      () => t`Claimant ${first(ph)} says bills were submitted to agent ${N(staff())} on ${otherDate()}; agent denies.`,
      () => t`Death claim. Nominee ${N(kinOf(ph))}, DOB ${dobOf(kinOf(ph), 1960, 2000)}. Original policy bond lost; indemnity taken.`,
      () => t`Investigator visited ${A(addr())}; neighbours confirmed ${first(ins)} was admitted.`,
      () => t`${first(ph)} ne bola ki cashless mana kar diya gaya, reimbursement file kiya.`,
    );
    return [`CLM${digits(9)}`, NA(ph), NA(ins), n, N(staff(), pick(['fl', 'initLast', 'full'] as NS[]))];
  });
  return csvDoc({
    id, about: 'Health/motor insurance claim notes, semicolon CSV.',
    headers: ['Claim No', 'Policy Holder', 'Insured Member', 'Notes', 'Surveyor'], rows, delimiter: ';',
  });
}

// ------------------------------------------------------------------ 37
export function hotelGuests(): Doc {
  const id = 'hotel-guest-register';
  reseed(id);
  const rows = some(20, () => {
    const g = person();
    const co: Person[] = [];
    for (let i = ri(0, 3), guard = 0; co.length < i && guard < 20; guard++) { const k = kinOf(g); if (k.first !== g.first && !co.some((x) => x.first === k.first)) co.push(k); }
    const rem = anyOf<Piece>(
      () => '', () => 'Late checkout requested', () => t`Booked via ${pick(['MakeMyTrip', 'Goibibo', 'Booking.com', 'walk-in'])}`,
      () => t`Company booking - ${pick(['Tata Steel', 'Infosys', 'Asian Paints'])}; bill to ${roleMail()}`,
      () => t`Anniversary - cake for ${first(g)} & ${first(person(g.c, g.g === 'm' ? 'f' : 'm'))}`,
      () => t`Advance taken on card ${card()}`,
      () => t`${first(g)}${hon(g)} requested airport drop at 5 am`,
      () => t`Guest ${first(g)} complained about AC; ${first(staff())} from maintenance attended.`,
      () => t`Driver ${first(person(undefined, 'm'))} accommodated in dorm`,
    );
    const idp: Piece = pick([() => t`Aadhaar ${aadhaar()}`, () => t`PAN ${pan(g)}`, () => t`DL (seen)`])();
    return [String(ri(101, 512)), NA(g), co.length ? join(co.map((c) => N(c, pick(['full', 'first'] as NS[]))), ', ') : '', 'Indian', idp, phoneOf(g), `${otherDate(2024, 2024, 0)} ${tm()}`, rem];
  });
  return csvDoc({
    id, about: 'Hotel guest register (Form C style) with co-guests per cell.',
    headers: ['Room', 'Guest Name', 'Co-guests', 'Nationality', 'ID', 'Mobile', 'Check-in', 'Remarks'], rows, delimiter: ',', eol: '\r\n',
  });
}
