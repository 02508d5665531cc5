// dev-8 documents: 30 hand-configured exports about PEOPLE'S NAMES and DATES OF BIRTH.
import { csvDoc, jsonDoc, reseed, pick, pickW, chance, ri, s, t, L, LA, NumL, Piece, Seg, Doc, flat, up } from './lib';
import {
  Person, Grp, person, N, NStyle, native, D, DF, date, fd, DOB, OD, age, serial, phone, email, aadhaar, pan, addr, la, laAny,
  WEEKDAYS,
} from './pools';

interface Ctx { i: number; p: Person; f: Person; sp: Person; nom: Person; kid: Person; x: Person; y: Person; dob: D; spdob: D; kdob: D; st: NStyle; df: DF }
type Gen = (c: Ctx) => Piece | Raw;
class Raw { constructor(public v: any) {} }
type Col = [string, Gen];
interface Cfg {
  id: string; about: string; n: number; cols: Col[];
  fmt: 'csv' | 'json'; delimiter?: string; eol?: '\n' | '\r\n'; quoteAll?: boolean; style?: 'pretty2' | 'pretty4' | 'tab' | 'compact' | 'lines';
  grp?: [Grp, number][]; styles?: [NStyle, number][]; dfs?: [DF, number][]; nativeP?: number;
}

function relative(p: Person, sex: 'M' | 'F', sameSurname = true): Person {
  const r = person(p.grp, sex);
  if (sameSurname && p.s && r.s && !['Devi', 'Kumari'].includes(p.s) && !['pb', 'ne', 'tr'].includes(p.grp) && r.full === `${r.g} ${r.s}`) { r.s = p.s; r.full = `${r.g} ${p.s}`; }
  return r;
}
function ctx(i: number, cfg: Cfg): Ctx {
  const p = person(cfg.grp ? pickW(cfg.grp) : undefined);
  const sp = relative(p, p.sex === 'M' ? 'F' : 'M', p.sex === 'M');
  return {
    i, p, f: relative(p, 'M'), sp, nom: chance(0.5) ? sp : person(), kid: relative(p, chance(0.5) ? 'M' : 'F'), x: person(), y: person(),
    dob: date(1950, 2004), spdob: date(1952, 2002), kdob: date(2010, 2021),
    st: cfg.styles ? pickW(cfg.styles) : 'title', df: cfg.dfs ? pickW(cfg.dfs) : 'dmy/',
  };
}
// ---- column generators
const nm = (st?: NStyle, o: { title?: boolean | string; hon?: boolean | string } = {}): Gen => (c) =>
  chance(0) ? [] : N(c.p, st ?? c.st, o);
const nmMaybeNative = (pN: number, st?: NStyle, o: { title?: boolean | string } = {}): Gen => (c) => (chance(pN) ? native() : N(c.p, st ?? c.st, o));
const who = (k: 'f' | 'sp' | 'nom' | 'kid' | 'x' | 'y', st?: NStyle, o: { title?: boolean | string; hon?: boolean | string } = {}): Gen => (c) => N(c[k], st ?? c.st, o);
const relOf: Gen = (c) => {
  if (c.p.sex === 'F' && chance(0.5)) return t`W/o ${N(c.sp, c.st)}`;
  return t`${c.p.sex === 'M' ? pick(['S/o', 'S/O', 's/o']) : pick(['D/o', 'D/O'])} ${N(c.f, c.st, { title: chance(0.2) ? 'Late' : false })}`;
};
const dob = (f?: DF): Gen => (c) => DOB(c.dob, f ?? c.df);
const spdob = (f?: DF): Gen => (c) => DOB(c.spdob, f ?? c.df);
const kdob = (f?: DF): Gen => (c) => DOB(c.kdob, f ?? c.df);
const od = (type: string, y0: number, y1: number, f?: DF): Gen => (c) => OD(type, date(y0, y1), f ?? c.df);
const ph: Gen = () => phone();
const em: Gen = (c) => email(c.p);
const ad: Gen = () => addr();
const pn: Gen = (c) => pan(c.p);
const aa: Gen = () => aadhaar();
const lac = (f: () => Seg): Gen => () => f();
const lit = (f: () => string): Gen => () => f();
const laL = (type: string, xs: string[]): Gen => () => LA(type, pick(xs));
const ageDob: Gen = (c) => pick([
  t`${age(c.dob)} (${DOB(c.dob, 'dmy/')})`, t`${age(c.dob)} yrs / DOB ${DOB(c.dob, 'dMonY')}`, t`${age(c.dob)}Y, ${DOB(c.dob, 'dmy-')}`,
]);
const idc = (pre: string, w = 4): Gen => (c) => `${pre}${String(1000 + c.i * 7 + ri(0, 6)).padStart(w, '0')}`;

// ---- free text: names / DOBs inside remarks, next to look-alikes
const FREE: ((c: Ctx) => Piece)[] = [
  (c) => t`spoke to ${N(c.x, 'title')} regarding ${la.plan()} renewal, call back on ${la.weekday()}`,
  (c) => t`as per ${N(c.f, pick<NStyle>(['title', 'upper', 'initials']), { title: true })}, patient stopped ${la.product()} since ${la.month()}`,
  (c) => t`mera naam ${N(c.p, 'title')} hai, DOB ${DOB(c.dob, pick<DF>(['dmy/', 'dmy-', 'd/m/yy']))} hai`,
  (c) => t`claim filed on behalf of Late ${N(c.f, 'title')} by ${N(c.p, 'given')}`,
  (c) => t`cc: ${N(c.x, 'initials')}, ${N(c.y, 'title')}; ${la.handle()}`,
  (c) => t`Documents verified at ${la.place()} branch. Regards, ${N(c.x, 'title')}`,
  (c) => t`${la.handle()} pls call ${N(c.p, 'given', { hon: true })} before ${la.weekday()}`,
  (c) => t`Referred by Dr. ${N(c.x, 'title')} (${la.dept()}), ${la.role()} informed`,
  (c) => t`sweets from ${la.biz()} for ${la.deity()}, collected by ${N(c.x, 'single')}`,
  (c) => t`DOB: ${DOB(c.dob, pick<DF>(['dmy/', 'dMonY', 'ymd']))} (age ${age(c.dob)})`,
  (c) => t`${N(c.sp, 'title')} ji bole ${la.month()} mein aayenge`,
  () => t`Meet at ${la.place()} gate near ${la.deity()}`,
  () => t`${la.role()} on leave, ${la.product()} pending`,
  () => t`paid at ${la.biz()} counter, ${la.plan()} applied`,
  (c) => t`Age ${age(c.dob)} yrs, born ${DOB(c.dob, 'dMonthY')}`,
  (c) => t`spouse ${N(c.sp, 'title')} DOB ${DOB(c.spdob, pick<DF>(['dmy/', 'dmy.', 'dMon-Y']))}, anniversary ${OD('anniversary', date(1995, 2022), 'dMonY')}`,
  (c) => t`nominee ${N(c.nom, 'upper')} (${c.nom === c.sp ? 'spouse' : 'friend'})`,
  (c) => t`left msg with ${N(c.x, 'single')} at ${la.biz()}`,
  (c) => t`-- ${N(c.x, 'initnodot')}, ${la.desig()}`,
  (c) => t`kid ${N(c.kid, 'given')} DOB ${DOB(c.kdob, 'dmy/')}, school admission ${OD('school_admission', date(2023, 2026), 'dmy/')} at ${la.place()}`,
  () => t`${la.user()} updated record on ${la.weekday()}`,
  (c) => t`guarantor: ${N(c.y, 'title', { title: true })}, EMI on ${OD('emi', date(2026, 2027), 'dmy/')}`,
  () => '',
];
const free = (p = 0.85, only?: number[]): Gen => (c) => {
  if (!chance(p)) return pick(['', '-', 'NA', 'ok']);
  return (only ? FREE[pick(only)] : pick(FREE))(c);
};

// ---- builder
function build(cfg: Cfg): Doc {
  reseed(cfg.id);
  const rows: Piece[][] = [];
  for (let i = 0; i < cfg.n; i++) {
    const c = ctx(i, cfg);
    rows.push(cfg.cols.map(([, g]) => g(c) as Piece));
  }
  if (cfg.fmt === 'csv') {
    return csvDoc({ id: cfg.id, about: cfg.about, headers: cfg.cols.map(([h]) => h), rows, delimiter: cfg.delimiter, eol: cfg.eol, quoteAll: cfg.quoteAll });
  }
  const objs = rows.map((r) => {
    const o: any = {};
    cfg.cols.forEach(([h], j) => {
      const v: any = r[j];
      if (v instanceof Raw) { o[h] = v.v; return; }
      if (v instanceof NumL || typeof v === 'number') { o[h] = v; return; }
      const f = flat(v);
      o[h] = f.every((x) => typeof x === 'string') ? f.join('') : s(f);
    });
    return o;
  });
  return jsonDoc({ id: cfg.id, about: cfg.about, rows: objs, style: cfg.style });
}

const ALLDF: [DF, number][] = [['dmy/', 3], ['dmy-', 2], ['dmy2-', 1], ['ymd', 2], ['dMonY', 2], ['dthMonthYY', 1], ['dMonthY', 1], ['dmy.', 1], ['MonDY', 1], ['d/m/yy', 1], ['dMon-Y', 1]];

const CFGS: Cfg[] = [
  { id: 'hr-roster-bengaluru', about: 'HR roster export: UPPER-case employee names, father\'s name, DOB beside DOJ (not a DOB), designations and departments.', n: 8, fmt: 'csv', delimiter: ',',
    styles: [['upper', 1]], dfs: [['dmy/', 1]],
    cols: [['Emp ID', idc('EMP')], ['EMPLOYEE NAME', nm()], ["Father's Name", who('f', 'upper')], ['D.O.B.', dob()], ['DOJ', od('joining', 2012, 2025)],
      ['Designation', lac(la.desig)], ['Dept', lac(la.dept)], ['Mobile', ph], ['PAN', pn], ['Reporting Manager', who('x', 'surfirst')], ['Remarks', free(0.6)]] },
  { id: 'hospital-opd-register', about: 'OPD register: Mr/Smt titles and Baby of outside the span, S/o W/o D/o guardians, consultant doctors named (Dr. outside), visit date beside DOB.', n: 10, fmt: 'csv', delimiter: ';',
    styles: [['title', 3], ['upper', 1]], dfs: [['dmy-', 2], ['dmy/', 1]],
    cols: [['OPD No', idc('OPD/26/', 5)], ['Patient Name', (c) => (c.i % 6 === 5 ? t`Baby of ${N(c.sp, 'title')}` : N(c.p, c.st, { title: true }))], ['Age/Sex', (c) => `${age(c.dob)}/${c.p.sex}`],
      ['DOB', (c) => (c.i % 6 === 5 ? DOB(c.kdob, 'dmy-') : DOB(c.dob, c.df))], ['Guardian', relOf], ['Visit Date', od('visit', 2026, 2026)], ['Consultant', (c) => t`Dr. ${N(c.x, pick<NStyle>(['title', 'initials']))}`],
      ['Dept', lac(la.dept)], ['Phone', ph], ['Remarks', free(0.7)]] },
  { id: 'school-admissions-2026', about: 'School admission JSON: student DOB in mixed formats, father/mother names, admission date (not DOB), house names after people.', n: 8, fmt: 'json', style: 'pretty2',
    dfs: ALLDF,
    cols: [['admission_no', idc('ADM-')], ['student_name', (c) => N(c.kid, pick<NStyle>(['title', 'upper']))], ['dob', kdob()], ['father_name', (c) => N(c.p.sex === 'M' ? c.p : c.sp, 'title', { title: chance(0.3) })],
      ['mother_name', (c) => N(c.p.sex === 'F' ? c.p : c.sp, 'title')], ['admission_date', od('admission', 2026, 2026, 'dmy/')], ['class', lit(() => pick(['Nursery', 'LKG', 'UKG', 'I', 'II', 'V']))],
      ['house', laL('institution_named_after_person', ['Tagore House', 'Raman House', 'Ashoka House', 'Shivaji House'])], ['address', ad], ['contact', ph]] },
  { id: 'loan-kyc-sheet', about: 'Loan KYC sheet (pipe): applicant and co-applicant, Date of Birth as per Aadhaar, nominee with nominee DOB, EMI date and branch on MG Road etc.', n: 8, fmt: 'csv', delimiter: '|',
    styles: [['upper', 2], ['title', 2], ['initials', 1]], dfs: [['dmy/', 2], ['dMon-Y', 1]],
    cols: [['Loan A/c', idc('LN', 6)], ['Applicant', nm()], ['Co-Applicant', who('sp')], ['Date of Birth as per Aadhaar', dob()], ['Aadhaar', aa], ['PAN', pn],
      ['EMI Date', od('emi', 2026, 2027)], ['Product', lac(la.plan)], ['Branch', lac(la.place)], ['Nominee', who('nom', 'upper')], ['Nominee DOB', (c) => DOB(c.nom === c.sp ? c.spdob : date(1960, 2005), c.df)],
      ['Relation', (c) => (c.nom === c.sp ? 'Spouse' : pick(['Brother', 'Friend', 'Sister']))], ['Notes', free(0.7)]] },
  { id: 'gym-members', about: 'Gym export, one object per line: lower-case member names, trainer names next to role words, plan names, batch weekdays, DOB in YYYY-MM-DD.', n: 8, fmt: 'json', style: 'lines',
    styles: [['lower', 2], ['title', 1]], dfs: [['ymd', 1]],
    cols: [['member', nm()], ['dob', dob()], ['plan', lac(la.plan)], ['trainer', who('x', 'single')], ['trainer_role', lac(la.role)], ['batch', lac(la.weekday)],
      ['joined_on', od('joining', 2024, 2026, 'ymd')], ['email', em], ['phone', ph], ['note', free(0.5)]] },
  { id: 'clinic-bookings-tab', about: 'Clinic bookings (tab): appointment date and time next to DOB, booked by a relative "on behalf of", doctor names with Dr.', n: 8, fmt: 'csv', delimiter: '\t',
    styles: [['title', 3], ['south', 1]], dfs: [['dMonY', 1]], grp: [['ta', 2], ['te', 2], ['ka', 1], ['ml', 1], ['hi', 1]],
    cols: [['Booking', idc('BK')], ['Patient', nm()], ['Birth Dt', dob()], ['Appt Date', od('appointment', 2026, 2026, 'dMonY')], ['Slot', lit(() => pick(['10:30', '11:00', '17:15', '18:45']))],
      ['Booked By', (c) => t`${N(c.sp, 'title')} (on behalf of patient)`], ['Doctor', (c) => t`Dr. ${N(c.x, 'south')}`], ['Speciality', lac(la.dept)], ['Mobile', ph], ['Note', free(0.6)]] },
  { id: 'society-maintenance', about: 'Housing society maintenance list: Shri/Smt owners, tenants, due date, festival contributions and shops named after people in remarks.', n: 10, fmt: 'csv', delimiter: ',', eol: '\r\n',
    styles: [['title', 2], ['initials', 1]],
    cols: [['Flat', (c) => `${pick(['A', 'B', 'C'])}-${ri(1, 12)}0${ri(1, 4)}`], ['Owner', nm(undefined, { title: true })], ['Tenant', (c) => (chance(0.5) ? N(c.x, 'title') : '')],
      ['Due Date', od('due', 2026, 2026, 'dmy/')], ['Amount', lit(() => `Rs ${ri(15, 60)}00`)], ['Contact', ph], ['Remarks', (c) => pick([
        t`${la.deity()} contribution Rs 501 given by ${N(c.sp, 'given', { hon: true })}`, t`parking sticker collected by ${N(c.kid, 'given')}`,
        t`cheque from ${la.biz()} account, ${la.handle()} pls verify`, t`${N(c.p, 'title')} wants plumber ${la.weekday()}`, free(1)(c) as Piece])]] },
  { id: 'matrimonial-profiles', about: 'Matrimonial profiles JSON (4-space): "14th March 88" style DOBs, time of birth, parents\' names, native place after people.', n: 7, fmt: 'json', style: 'pretty4',
    dfs: [['dthMonthYY', 2], ['dMonthY', 1]], grp: [['hi', 2], ['bn', 1], ['gu', 1], ['mu', 1], ['ch', 1], ['pa', 1], ['pb', 1]],
    cols: [['profile_id', idc('MAT')], ['name', nm('title')], ['date_of_birth', (c) => { c.dob = date(1988, 2000); return DOB(c.dob, c.df); }], ['time_of_birth', lit(() => `${ri(1, 12)}:${ri(10, 59)} ${pick(['AM', 'PM'])}`)],
      ['father', who('f', 'title', { title: 'Shri' })], ['mother', (c) => { let m = relative(c.p, 'F'); while (m.g === c.p.g) m = relative(c.p, 'F'); return N(m, 'title', { title: 'Smt.' }); }], ['native_place', lac(la.place)],
      ['occupation', lac(la.desig)], ['about', (c) => t`Family runs ${la.biz()}. Contact ${N(c.f, 'given', { hon: 'ji' })} after ${la.month()}.`], ['contact', ph]] },
  { id: 'event-rsvp', about: 'Birthday/anniversary event RSVP (semicolon): guest and +1 names, birthday person DOB, RSVP date and anniversary (not DOB).', n: 8, fmt: 'csv', delimiter: ';',
    styles: [['title', 2], ['single', 1], ['lower', 1]],
    cols: [['Guest', nm()], ['Plus One', (c) => (chance(0.6) ? N(c.sp, 'given') : '')], ['Invited By', who('x', 'given')], ['RSVP On', od('rsvp', 2026, 2026, 'dMonY')],
      ['Celebrant DOB', (c) => DOB(c.kdob, pick<DF>(['dmy/', 'dMonY']))], ['Anniversary', od('anniversary', 1998, 2020, 'dmy/')], ['Dietary', lit(() => pick(['Veg', 'Jain', 'Non-veg', 'Vegan']))], ['Message', free(0.6)]] },
  { id: 'call-centre-log', about: 'Call-centre log: agent usernames (not names), lower-case customer names, DOB used for verification, free-text notes "spoke to", "as per".', n: 10, fmt: 'csv', delimiter: ',',
    styles: [['lower', 2], ['upper', 1]], dfs: [['dmy2-', 1], ['dmy/', 1]],
    cols: [['call_id', idc('C', 7)], ['agent', lac(la.user)], ['customer_name', nm()], ['dob_verified', dob()], ['call_date', od('call', 2026, 2026, 'dmy/')], ['phone', ph],
      ['disposition', lit(() => pick(['Callback', 'Resolved', 'Escalated', 'RNR']))], ['notes', free(0.95)]] },
  { id: 'whatsapp-group-export', about: 'WhatsApp group export as JSON lines: sender names or numbers, chat lines with names, @handles (not names), birthdays with year.', n: 11, fmt: 'json', style: 'lines',
    cols: [['ts', (c) => `${ri(1, 28)}/11/26, ${ri(7, 22)}:${ri(10, 59)}`], ['sender', (c) => (chance(0.3) ? phone() : N(c.p, pick<NStyle>(['title', 'single', 'given'])))],
      ['message', (c) => pick([
        t`Happy birthday ${N(c.x, 'given')}! born ${DOB(date(1950, 2000), pick<DF>(['dmy/', 'dMonthY']))} and still young 🎂`, t`${la.handle()} ${la.deity()} ka chanda ${N(c.y, 'title')} ke paas jama karo`,
        t`mera naam ${N(c.p, 'title')} hai, naya member`, t`${N(c.x, 'given', { hon: 'ji' })} aaj ${la.place()} pe milenge`, t`order sweets from ${la.biz()} ${la.handle()}`,
        t`Thanks ${N(c.x, 'given')} and ${N(c.y, 'given')} 🙏`, t`Regards, ${N(c.p, 'title')}`, t`${la.month()} meeting postponed`, free(1)(c) as Piece])]] },
  { id: 'bank-nominee-register', about: 'Bank nominee register (semicolon, CRLF): SURNAME, Given forms, nominee and nominee DOB, account opening date not DOB.', n: 8, fmt: 'csv', delimiter: ';', eol: '\r\n',
    styles: [['SURfirst', 2], ['surfirst', 1]], dfs: [['dmy.', 1]],
    cols: [['Cust ID', idc('CIF', 8)], ['Account Holder', nm()], ['DOB', dob()], ['A/c Opened', od('account_open', 2005, 2025)], ['Nominee Name', who('nom', 'SURfirst')],
      ['Nominee DOB', (c) => DOB(c.nom === c.sp ? c.spdob : date(1955, 2010), c.df)], ['Relationship', (c) => (c.nom === c.sp ? 'SPOUSE' : 'OTHERS')], ['Branch', lac(la.place)], ['Mobile', ph], ['PAN', pn]] },
  { id: 'insurance-family-floater', about: 'Family floater policy JSON (tab-indented): nested members array with relation outside the name, DOBs per member, policy start/expiry dates.', n: 7, fmt: 'json', style: 'tab',
    dfs: [['ymd', 1], ['dmy/', 1]],
    cols: [['policy_no', idc('HF/', 7)], ['proposer', nm('title')], ['plan', lac(la.plan)], ['policy_start', od('policy_start', 2025, 2026, 'ymd')], ['expiry', od('expiry', 2026, 2027, 'ymd')],
      ['members', (c) => new Raw([
        { relation: 'Self', name: s(N(c.p, 'title')), dob: s(DOB(c.dob, c.df)) },
        { relation: 'Spouse', name: s(N(c.sp, 'title')), dob: s(DOB(c.spdob, c.df)) },
        ...(chance(0.6) ? [{ relation: c.kid.sex === 'M' ? 'Son' : 'Daughter', name: s(N(c.kid, 'title')), dob: s(DOB(c.kdob, c.df)) }] : []),
      ])], ['email', em], ['mobile', ph]] },
  { id: 'hostel-register-hindi', about: 'Hostel register with Devanagari headers (नाम, पिता का नाम, जन्म तिथि), some names in Devanagari, admission date not DOB.', n: 8, fmt: 'csv', delimiter: ',',
    grp: [['hi', 4], ['mr', 1], ['tr', 1]], dfs: [['dmy/', 2], ['dmy-', 1]],
    cols: [['क्रमांक', (c) => String(c.i + 1)], ['नाम', nmMaybeNative(0.4)], ['पिता का नाम', (c) => (chance(0.3) ? native() : N(c.f, 'title'))], ['जन्म तिथि', dob()], ['प्रवेश तिथि', od('admission', 2025, 2026, 'dmy/')],
      ['मोबाइल', ph], ['कमरा', lit(() => `${ri(1, 3)}0${ri(1, 9)}`)], ['टिप्पणी', (c) => pick([t`${la.deity()} ki chhutti`, t`warden ${N(c.x, 'title')} ko bataya`, t`${N(c.f, 'given', { hon: 'ji' })} milne aaye ${la.weekday()} ko`, ''])]] },
  { id: 'pension-beneficiaries', about: 'Pension beneficiary list (pipe): Late husbands, W/o relations, Janm Tithi header, approximate 01/01 DOBs, village names.', n: 10, fmt: 'csv', delimiter: '|',
    grp: [['hi', 3], ['tr', 2], ['mr', 1], ['bn', 1]], styles: [['upper', 2], ['title', 1]],
    cols: [['Sr', (c) => String(c.i + 1)], ['Beneficiary', (c) => { return N(person(c.p.grp, 'F'), c.st, { title: chance(0.4) ? 'Smt.' : false }); }],
      ['Husband/Father', (c) => t`${pick(['W/o Late', 'W/o Late', 'D/o'])} ${N(c.f, c.st)}`], ['Janm Tithi', (c) => { c.dob = date(1940, 1966); if (chance(0.4)) { c.dob.d = 1; c.dob.m = 1; } return DOB(c.dob, 'dmy/'); }],
      ['Aadhaar', aa], ['Village', laL('village_named_after_deity', ['Rampur', 'Sitapur', 'Kishanpur', 'Lakshmipur', 'Devgarh', 'Ramnagar'])], ['Last Paid', od('payment', 2026, 2026, 'dmy/')], ['Remark', free(0.4, [3, 12, 13, 20])]] },
  { id: 'vaccination-camp', about: 'Vaccination camp register (tab): Excel-serial DOBs, "Baby of" infants, next-dose dates also as serials (not DOB), ASHA worker names.', n: 10, fmt: 'csv', delimiter: '\t',
    grp: [['hi', 3], ['mu', 1], ['tr', 1], ['bn', 1]],
    cols: [['Reg', idc('VC')], ['Child', (c) => (chance(0.4) ? t`Baby of ${N(c.sp.sex === 'F' ? c.sp : c.p, 'title')}` : N(c.kid, 'title'))], ['DOB (serial)', (c) => { c.kdob = date(2024, 2026); return DOB(c.kdob, 'serial'); }],
      ['Mother', (c) => N(c.p.sex === 'F' ? c.p : c.sp, 'title')], ['Vaccine', lit(() => pick(['BCG', 'OPV-1', 'Pentavalent-2', 'MR-1', 'DPT Booster']))], ['Next Dose', od('next_dose', 2026, 2027, 'serial')],
      ['ASHA', who('x', 'title')], ['Phone', ph]] },
  { id: 'alumni-directory', about: 'Alumni directory JSON compact: SURNAME, Given names, batch, birth dates, employers named after founders (Tata, Birla, Bajaj).', n: 8, fmt: 'json', style: 'compact',
    styles: [['SURfirst', 1], ['surfirst', 1]], dfs: [['dMonY', 1], ['MonDY', 1]],
    cols: [['roll', idc('R', 5)], ['name', nm()], ['batch', lit(() => String(ri(1990, 2018)))], ['birth_date', dob()], ['employer', lac(la.biz)], ['city', lit(() => pick(['Pune', 'Kolkata', 'Mumbai', 'Bengaluru']))],
      ['email', em], ['contact', ph], ['update', free(0.5)]] },
  { id: 'coaching-enrolment', about: 'Coaching institute enrolment: student and parent names, DOB (dd/mm/yyyy) header, fee due dates and batch months.', n: 8, fmt: 'csv', delimiter: ',', quoteAll: true,
    styles: [['title', 2], ['lower', 1]],
    cols: [['Enrol No', idc('ENR')], ['Student', (c) => N(c.kid, c.st)], ['DOB (dd/mm/yyyy)', (c) => { c.kdob = date(2006, 2012); return DOB(c.kdob, 'dmy/'); }], ['Parent', nm(undefined, { title: true })],
      ['Fee Due', od('fee_due', 2026, 2026, 'dmy/')], ['Batch', (c) => t`${la.month()} ${pick(['JEE', 'NEET', 'Foundation'])}`], ['Parent Mobile', ph], ['Counsellor Note', free(0.7)]] },
  { id: 'blood-donation-camp', about: 'Blood donation camp (semicolon): age-with-DOB cells, last donation date (not DOB), camp venue named after a person.', n: 10, fmt: 'csv', delimiter: ';',
    styles: [['title', 2], ['initials', 1], ['upper', 1]],
    cols: [['Donor No', idc('BD')], ['Donor Name', nm()], ['Age (DOB)', ageDob], ['Blood Group', lit(() => pick(['B+', 'O+', 'A+', 'AB-', 'O-']))], ['Last Donated', od('last_donation', 2024, 2026, 'dmy/')],
      ['Venue', lac(la.place)], ['Mobile', ph], ['Verified By', (c) => t`${N(c.x, 'initnodot')} (${la.role()})`]] },
  { id: 'diagnostic-lab-reports', about: 'Diagnostic lab JSON: patient with DOB and age, referring doctor, sample and report dates (not DOB), test names that look like products.', n: 8, fmt: 'json', style: 'pretty2',
    styles: [['upper', 1], ['title', 1]], dfs: ALLDF,
    cols: [['lab_no', idc('LAB')], ['patient', nm(undefined, { title: true })], ['dob', dob()], ['age', (c) => `${age(c.dob)} Y`], ['ref_by', (c) => t`Dr. ${N(c.x, pick<NStyle>(['initials', 'title']))}`],
      ['sample_date', od('sample', 2026, 2026)], ['report_date', od('report', 2026, 2026)], ['test', lit(() => pick(['Thyrocare Aarogyam', 'Lipid Profile', 'HbA1c', 'CBC']))], ['phone', ph], ['remarks', free(0.5)]] },
  { id: 'temple-donation-receipts', about: 'Temple donation receipts: "Shri X ji" donors, puja in memory of Late relatives, child birthday puja with Janm Tithi, deity and festival names.', n: 8, fmt: 'csv', delimiter: ',',
    grp: [['hi', 3], ['gu', 2], ['mr', 1], ['ta', 1], ['te', 1]],
    cols: [['Receipt', idc('TR')], ['Donor', nm('title', { title: true, hon: 'ji' })], ['Occasion', (c) => pick([t`${la.deity()}`, t`in memory of Late ${N(c.f, 'title')}`, t`birthday puja for ${N(c.kid, 'given')}`])],
      ['Janm Tithi', (c) => DOB(c.kdob, pick<DF>(['dmy/', 'dMonthY']))], ['Temple', laL('temple_named_after_deity', ['Hanuman Mandir', 'Birla Mandir', 'Sai Baba Mandir', 'Balaji Temple', 'Shri Ram Mandir', 'Kali Bari', 'Murugan Kovil'])], ['Amount', lit(() => `${ri(1, 21)}01`)], ['Mobile', ph], ['Receipt Date', od('receipt', 2026, 2026, 'dmy/')]] },
  { id: 'payroll-excel-dump', about: 'Payroll dump (pipe): Excel serial numbers for DOB and for DOJ (only DOB labelled), designations, bank branch named after a place.', n: 8, fmt: 'csv', delimiter: '|',
    styles: [['title', 2], ['upper', 1]],
    cols: [['EmpCode', idc('P')], ['Name', nm()], ['BirthDate', dob('serial')], ['DOJ', od('joining', 2010, 2025, 'serial')], ['Designation', lac(la.desig)], ['Dept', lac(la.dept)],
      ['PAN', pn], ['UAN Nominee', who('nom')], ['Remarks', free(0.4)]] },
  { id: 'football-academy-u14', about: 'Under-14 sports registration, one object per line: player DOB, parent and coach names, academy named after a company.', n: 8, fmt: 'json', style: 'lines',
    grp: [['ne', 3], ['bn', 1], ['ml', 1], ['pb', 1], ['tr', 1]],
    cols: [['reg', idc('FA')], ['player', (c) => N(c.kid, pick<NStyle>(['title', 'upper']))], ['dob', (c) => { c.kdob = date(2012, 2014); return DOB(c.kdob, 'ymd'); }], ['parent', nm('title')],
      ['coach', (c) => t`Coach ${N(c.x, 'title')}`], ['academy', laL('institution_named_after_person', ['Tata Football Academy', 'Birla Sports Centre', 'Bhaichung Football School', 'Jamshedpur FC Academy'])], ['trial_date', od('trial', 2026, 2026, 'ymd')], ['phone', ph]] },
  { id: 'crm-leads-export', about: 'CRM leads (tab): lower-case names, "DOB: 14-03-88" inside notes, lead source brands, follow-up weekday.', n: 8, fmt: 'csv', delimiter: '\t',
    styles: [['lower', 2], ['title', 1]],
    cols: [['lead_id', idc('LD')], ['lead_name', nm()], ['email', em], ['phone', ph], ['source', lit(() => pick(['Facebook', 'JustDial', 'Walk-in', 'Referral']))],
      ['notes', (c) => pick([t`DOB: ${DOB(c.dob, 'dmy2-')} interested in ${la.plan()}`, t`referred by ${N(c.x, 'lower')}, DOB ${DOB(c.dob, 'dmy/')}`, t`follow up ${la.weekday()}; ${la.product()} owner`, free(1)(c) as Piece])],
      ['owner', lac(la.user)]] },
  { id: 'wedding-rsvp', about: 'Wedding RSVP JSON (4-space): families, bride/groom side, +guests, "Baraat" timings, hotel named after a person.', n: 8, fmt: 'json', style: 'pretty4',
    grp: [['pb', 2], ['hi', 2], ['pa', 1], ['ch', 1], ['mu', 1]],
    cols: [['guest', nm('title', { title: true })], ['side', lit(() => pick(['Bride', 'Groom']))], ['with', (c) => (chance(0.6) ? t`${N(c.sp, 'given')} and ${N(c.kid, 'given')}` : '')], ['rsvp_date', od('rsvp', 2026, 2026, 'dMonY')],
      ['stay', laL('institution_named_after_person', ['Hotel Ashoka', 'Taj Mahal Palace', 'Hotel Shivaji', 'Raj Vilas', 'Hotel Meera Residency'])], ['note', (c) => pick([t`${N(c.x, 'title')} will coordinate pickup from ${la.place()}`, t`${la.handle()} seat near ${N(c.y, 'given')}`, ''])], ['phone', ph]] },
  { id: 'sim-activation-kyc', about: 'SIM activation KYC (semicolon): Name as per Aadhaar, Father/Husband Name, DOB as per Aadhaar, POI numbers, activation date not DOB.', n: 10, fmt: 'csv', delimiter: ';',
    styles: [['upper', 3], ['title', 1]], dfs: [['dmy/', 2], ['dmy-', 1]],
    cols: [['CAF No', idc('CAF', 8)], ['Name as per Aadhaar', nm()], ['Father/Husband Name', (c) => N(c.p.sex === 'F' && chance(0.5) ? c.sp : c.f, c.st)], ['DOB as per Aadhaar', dob()], ['Aadhaar No', aa],
      ['Address', ad], ['Activation Dt', od('activation', 2026, 2026, 'dmy/')], ['Alt No', ph], ['POS Agent', lac(la.user)]] },
  { id: 'society-visitor-log', about: 'Gate visitor log: visitor names (often single), resident names with Mr/Mrs, delivery brands, in-time; no DOBs except a few in notes.', n: 10, fmt: 'csv', delimiter: ',',
    styles: [['single', 2], ['title', 1]],
    cols: [['Entry', idc('G')], ['Visitor', nm()], ['Visiting', (c) => t`${N(c.x, 'title', { title: true })}, ${pick(['A', 'B'])}-${ri(1, 9)}0${ri(1, 4)}`], ['Purpose', (c) => pick([LA('courier_or_brand', pick(['Swiggy delivery', 'Zomato', 'Urban Company', 'Amazon', 'Blinkit'])), 'Guest', 'Maid', t`electrician from ${la.biz()}`])],
      ['In', lit(() => `${ri(7, 21)}:${ri(10, 59)}`)], ['Guard', lac(la.role)], ['Mobile', ph], ['Note', free(0.4)]] },
  { id: 'ngo-tribal-survey', about: 'NGO household survey (tab): Santhal/Munda/Oraon/Gond names, single names, head of household, DOB or approximate year, survey date not DOB.', n: 10, fmt: 'csv', delimiter: '\t',
    grp: [['tr', 5], ['hi', 1]], styles: [['title', 3], ['upper', 1]],
    cols: [['HH', idc('HH')], ['Respondent', nm()], ['Head of Household', who('f')], ['DOB/Year', (c) => (chance(0.7) ? DOB(c.dob, pick<DF>(['dmy/', 'dmy-'])) : `approx ${c.dob.y}`)],
      ['Survey Date', od('survey', 2026, 2026, 'dmy/')], ['Village', lit(() => pick(['Jhumri', 'Bero', 'Mandar', 'Sonahatu']))], ['Enumerator', who('y', 'title')], ['Mobile', (c) => (chance(0.5) ? phone() : 'no phone')]] },
  { id: 'parish-register', about: 'Parish register JSON: baptism names, godparents, father/mother, DOB next to baptism date, church and saint names.', n: 8, fmt: 'json', style: 'pretty2',
    grp: [['ch', 5], ['ml', 1]], dfs: [['dMonthY', 1], ['dmy/', 1]],
    cols: [['entry', idc('BAP')], ['child', (c) => N(c.kid, 'title')], ['date_of_birth', kdob()], ['baptism_date', (c) => OD('baptism', { y: c.kdob.m > 9 ? c.kdob.y + 1 : c.kdob.y, m: ((c.kdob.m + 2) % 12) + 1, d: ri(1, 28) }, 'dMonthY')], ['father', (c) => N(c.p.sex === 'M' ? c.p : c.sp, 'title')],
      ['mother', (c) => N(c.p.sex === 'F' ? c.p : c.sp, 'title')], ['godparent', (c) => N(person(pick<Grp>(['ch', 'ch', 'ml'])), 'title')], ['church', laL('church_or_saint', ["St. Mary's Church", "St. Thomas Church", 'Sacred Heart Church', 'St. Joseph Cathedral', "St. Francis Xavier's Church"])],
      ['officiant', (c) => t`Fr. ${N(person('ch', 'M'), 'title')}`]] },
  { id: 'college-exam-form-ne', about: 'College exam form (pipe, CRLF): North-East names (Mizo, Naga, Khasi, Manipuri surname-first), DOB YYYY-MM-DD and DD/MM/YYYY, exam date not DOB.', n: 10, fmt: 'csv', delimiter: '|', eol: '\r\n',
    grp: [['ne', 5], ['bn', 1]], styles: [['upper', 1], ['title', 2]], dfs: [['ymd', 1], ['dmy/', 1]],
    cols: [['Roll', idc('NEHU', 5)], ['Candidate', nm()], ['Date_of_Birth', dob()], ["Father's/Guardian's Name", who('f', 'upper')], ['Exam Date', od('exam', 2026, 2026, 'dmy/')], ['Paper', lit(() => pick(['ENG-101', 'HIS-203', 'BOT-110']))],
      ['Email', em], ['Phone', ph]] },
];

export const builders: (() => Doc)[] = CFGS.map((cfg) => () => build(cfg));
void [fd, serial, L, LA, NumL, up, WEEKDAYS, laAny, ri];
