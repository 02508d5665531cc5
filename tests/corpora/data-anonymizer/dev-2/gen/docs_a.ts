// CSV documents, part A: money and identity heavy sheets.
import {
  R,
  Part,
  Cell,
  T,
  N,
  A,
  DOB,
  PH,
  EM,
  ACC,
  UPI,
  PANC,
  CARD,
  AAD,
  upper,
  lower,
  account,
  BANKS,
  amount,
  utr,
  upiRef,
  timestamp,
  fmtDate,
  randDate,
  fmtMobile,
  maskedCard,
  tollFree,
  placeholder,
  fmtAadhaar,
  anyDobStyle,
  DateStyle,
  fmtCard,
  hhmm,
  inr,
  landline,
  devDigits,
} from './core';
import { CsvSpec } from './build';
import { makePerson, relativeName, fullAddr, line1, line2, shortAddr, HOSPITALS, hiPerson, hiRelative, hiAddr, COMPANIES, COMPANY_DOMAINS, Person, makeAddr, CITIES, BUSINESSES } from './people';
import { nameC, anyName, dobC, phC, accC, aadC, addrC, shortAddrC, honor, firstName, rel } from './helpers';

export const rowsOf = <X>(n: number, f: (i: number) => X): X[] => {
  const out: X[] = [];
  for (let i = 0; i < n; i++) out.push(f(i));
  return out;
};
const bankByCode = (code: string) => BANKS.find((b) => b.code === code)!;
const BRANCH_PLACES = ['Kothrud', 'Salt Lake', 'Gomti Nagar', 'Jayanagar', 'Adyar', 'Navrangpura', 'Ameerpet', 'Andheri East', 'Civil Lines', 'Fort'];

// ------------------------------------------------------------------ C01
export function c01(): CsvSpec {
  const rows = rowsOf(30, (i) => {
    const p = makePerson();
    const ok = R.chance(0.8);
    const remarks: Part = R.wpick<() => Part>([
      [5, () => ''],
      [2, () => 'penny drop verified'],
      [2, () => T`name as per bank: ${upper(N(p.full))}`],
      [
        1,
        () => {
          const old = account();
          return T`old a/c ${ACC(old.no)} closed, paid to new a/c`;
        },
      ],
      [1, () => 'IFSC corrected by ops team'],
      [1, () => T`beneficiary is ${N(relativeName(p, 'F'))} (wife), consent on file`],
      [1, () => 'on hold - KYC pending'],
      [1, () => `re-initiated, earlier UTR ${utr()} returned`],
    ])();
    return [String(i + 1), anyName(p), accC(p, R.chance(0.1)), p.acct.ifsc, p.acct.bank.short, R.chance(0.45) ? UPI(p.upi) : R.pick(['', '-', 'NA']), amount(800, 45000), ok ? utr() : '', ok ? 'SUCCESS' : R.pick(['FAILED', 'PENDING', 'ON HOLD']), remarks];
  });
  return {
    id: 'c01-gig-partner-payouts',
    about: 'Weekly payout sheet for delivery partners: name, bank account, IFSC, UTR and ops remarks (some remarks name a person or an old account).',
    delimiter: ',',
    header: ['S.No', 'Partner Name', 'Bank A/c No.', 'IFSC', 'Bank', 'UPI (if any)', 'Payout (₹)', 'UTR', 'Status', 'Remarks'],
    rows,
  };
}

// ------------------------------------------------------------------ C02
export function c02(): CsvSpec {
  const rows = rowsOf(22, (i) => {
    const p = makePerson({ y0: 1970, y1: 2001 });
    if (i % 4 === 1) p.acct = account(bankByCode('KKBK')); // 10 digits starting 6-9: looks like a mobile
    if (i % 4 === 3) p.acct = account(bankByCode('IDIB'));
    const emp = R.pick([
      () => T`E${1000 + i * 7} - ${N(p.full)}`,
      () => T`${N(p.full)} (E${1000 + i * 7})`,
      () => T`${upper(N(p.full))}`,
      () => T`E${1000 + i * 7}/${N(nameC(p, 'initial').text)}`,
    ])();
    return [emp, ACC(p.acct.no), p.acct.ifsc, amount(18000, 165000), `SAL/MAR24/${String(i + 1).padStart(4, '0')}`, R.pick(['NEFT', 'IMPS', 'RTGS', 'NEFT'])];
  });
  return {
    id: 'c02-salary-disbursal-vague',
    about: 'Salary disbursal file with vague headers (Emp / Acct / Code / Net / Ref); several account numbers are 10 digits starting 6-9 like mobiles.',
    delimiter: ';',
    crlf: true,
    header: ['Emp', 'Acct', 'Code', 'Net', 'Ref', 'Mode'],
    rows,
  };
}

// ------------------------------------------------------------------ C03
export function c03(): CsvSpec {
  const rows = rowsOf(26, (i) => {
    const p = makePerson();
    const q = makePerson({ comm: p.comm, gender: 'F' });
    const order = String(R.int(6, 9)) + R.digits(9);
    const amt = amount(199, 8999);
    const msg: Cell = R.pick<() => Cell>([
      () => T`Hi, please refund Rs ${amt} to my a/c no. ${ACC(p.acct.no)} IFSC ${p.acct.ifsc}. Account holder ${N(p.full)}.`,
      () => T`Refund to account ending ${p.acct.no.slice(-4)} please, it has been 10 days since order ${order}`,
      () => T`pls send refund on my upi ${UPI(p.upi)} order no ${order}`,
      () => T`mera khata number ${ACC(p.acct.no)} hai, ${p.acct.bank.short} ki ${R.pick(BRANCH_PLACES)} branch. paisa isme daal do`,
      () => T`I already shared bank details - A/C: ${ACC(p.acct.no)}, ${p.acct.bank.name}, IFSC: ${p.acct.ifsc}. Still no refund!! Call me on ${phC(p)}`,
      () => T`Refund to original payment method (card ${maskedCard()}) is fine. Order ${order}.`,
      () => T`Account Holder Name: ${upper(N(p.full))}\nAccount No: ${ACC(p.acct.no)}\nIFSC: ${p.acct.ifsc}\nBank: ${p.acct.bank.name}`,
      () => T`refund to my wife's account instead: ${N(q.full)}, acct ${ACC(q.acct.no)} (${q.acct.bank.short})`,
      () => T`amount debited twice, UTR ${utr()}. Kindly reverse to a/c no.${ACC(p.acct.no)}`,
      () => T`please refund to the same UPI, txn ref ${upiRef()}`,
      () => T`Sir my savings account number is ${ACC(p.acct.no.replace(/(\d{4})(?=\d)/g, '$1 '))}, please credit Rs.${amt} asap`,
    ])();
    const cust = R.pick([() => anyName(p), () => EM(p.email), () => lower(N(firstName(p)))])();
    return [`RF-${24000 + i * 13}`, cust, R.pick(['email', 'whatsapp', 'app', 'twitter', 'call']), msg, amt, timestamp()];
  });
  return {
    id: 'c03-refund-requests-freetext',
    about: 'Refund request tickets; the message column is written by customers and carries account numbers, UPI IDs and names in free text ("a/c no.", "khata number", "account ending 1234" is NOT labelled).',
    delimiter: ',',
    header: ['ticket', 'customer', 'channel', 'msg', 'amt', 'created'],
    rows,
  };
}

// ------------------------------------------------------------------ C04
export function c04(): CsvSpec {
  const rows = rowsOf(25, () => {
    const p = makePerson({ y0: 1950, y1: 2004 });
    const fatherOrSpouse = p.gender === 'F' && R.chance(0.5) ? relativeName(p, 'M') : relativeName(p, 'M');
    const a = p.addr;
    return [
      N(p.full.toUpperCase()),
      N(fatherOrSpouse),
      dobC(p, 'dmy/'),
      p.gender === 'M' ? 'Male' : 'Female',
      PANC(p.pan),
      aadC(p),
      phC(p, R.pick(['plain', 'p91s', 'p91'] as const)),
      EM(p.email),
      A(fullAddr(a, { pin: false, state: R.chance(0.5) })),
      A(a.pin),
      R.pick(['Salaried', 'Self Employed', 'Business', 'Homemaker', 'Student', 'Retired']),
      R.pick(['< 1 Lakh', '1-5 Lakh', '5-10 Lakh', '10-25 Lakh', '> 25 Lakh']),
    ];
  });
  return {
    id: 'c04-kyc-onboarding-tsv',
    about: 'Tab-separated KYC onboarding export: name, father/spouse name, DOB, PAN, Aadhaar, mobile, e-mail, address and a separate PIN column.',
    delimiter: '\t',
    header: ['Full Name (as per PAN)', "Father's/Spouse Name", 'DOB (dd/mm/yyyy)', 'Gender', 'PAN', 'Aadhaar No', 'Mobile', 'E-mail ID', 'Correspondence Address', 'PIN', 'Occupation', 'Annual Income'],
    rows,
  };
}

// ------------------------------------------------------------------ C05
export function c05(): CsvSpec {
  const docs = rowsOf(5, () => makePerson({ y0: 1960, y1: 1990 }));
  const unitLoc = R.pick(['Baner', 'Salt Lake', 'Jayanagar', 'Gomti Nagar', 'Adyar']);
  const rows = rowsOf(22, (i) => {
    const p = makePerson({ y0: 1938, y1: 2015 });
    const att = makePerson({ comm: p.comm });
    const doc = R.pick(docs);
    const refDoc = makePerson();
    const age = 2024 - p.dob.y;
    const adm = randDate(2024, 2024);
    adm.d = Math.min(adm.d, 20);
    const dis = { ...adm, d: adm.d + R.int(1, 6) };
    const first = firstName(p);
    const note: Cell = R.pick<() => Cell>([
      () => T`Pt ${N(first)} brought by ${rel(att)} ${N(att.full)} with c/o fever x 3 days. Referred by Dr. ${N(refDoc.full)}.`,
      () => T`${age}/${p.gender} k/c/o DM2, HTN. Admitted under Dr ${N(doc.last)}. Attendant ${N(firstName(att))} informed re: surgery consent.`,
      () => T`Known asthmatic. DOB re-confirmed as ${dobC(p, 'd Mon y')} for insurance pre-auth; ${rel(att)} ${N(att.full)} is nominee.`,
      () => T`Post-op day 2, vitals stable, plan discharge tomorrow.`,
      () => T`Transferred from ${R.pick(HOSPITALS)}. Relative ${N(att.full)} staying at ${shortAddrC(att.addr)}.`,
      () => T`pt c/o giddiness. ECG NAD. ${rel(att)} ${lower(N(firstName(att)))} says pt skipped meds. review with Dr. ${N(doc.full)} sos`,
      () => T`MLC case. Police informed. Pt ${upper(N(p.full))} s/o ${N(relativeName(p, 'M'))}, r/o ${A(fullAddr(p.addr, { state: false }))}.`,
      () => T`Discharged against medical advice, ${rel(att)} signed LAMA form.`,
    ])();
    return [
      `IP/24/${String(1200 + i * 17).padStart(5, '0')}`,
      anyName(p),
      dobC(p, R.pick(['dmy/', 'dmy-', 'd-Mon-y'] as const)),
      `${age}/${p.gender}`,
      fmtDate(adm, 'dmy/'),
      fmtDate(dis, 'dmy/'),
      `${R.pick(['GW', 'ICU', 'PVT', 'SEMI'])}-${R.int(1, 40)}`,
      T`Dr. ${N(doc.full)}`,
      note,
      PH(fmtMobile(att.mobile)),
      A(p.addr.city),
      `${R.pick(HOSPITALS)}, ${unitLoc}`,
    ];
  });
  return {
    id: 'c05-hospital-admissions',
    about: 'Hospital admission register: patient, DOB, admission/discharge dates (not DOB), consultant (doctors are people), clinical notes naming attendants, patient city (address), hospital unit (not personal).',
    delimiter: ',',
    header: ['IP No', 'Patient', 'D.O.B.', 'Age/Sex', 'Adm. Date', 'Disch. Date', 'Ward/Bed', 'Consultant', 'Clinical Notes', 'Attendant Ph', 'Patient City', 'Hospital Unit'],
    rows,
  };
}

// ------------------------------------------------------------------ C06
export function c06(): CsvSpec {
  const rows = rowsOf(22, (i) => {
    const latin = R.chance(0.2);
    const dob = randDate(2008, 2019);
    const st: DateStyle = R.pick(['dmy-', 'dmy/', 'hi', 'hi-dev', 'dmy.'] as const);
    const adm = fmtDate(randDate(2023, 2024), R.pick(['dmy-', 'dmy/'] as const));
    const mob = R.pick(['9', '8', '7', '6']) + R.digits(9);
    if (latin) {
      const p = makePerson({ comm: R.pick(['hindi', 'rajasthani', 'bengali'] as const) });
      return [
        String(i + 1),
        N(p.full),
        DOB(fmtDate(dob, st === 'hi' || st === 'hi-dev' ? 'dmy-' : st)),
        N(relativeName(p, 'M')),
        N(relativeName(p, 'F')),
        adm,
        `कक्षा ${R.int(1, 10)}`,
        A(fullAddr(p.addr, { state: false })),
        PH(fmtMobile(mob)),
      ];
    }
    const c = hiPerson();
    const a = hiAddr();
    return [
      devDigits(String(i + 1)),
      N(c.full),
      DOB(fmtDate(dob, st)),
      N(hiRelative(c.last, 'M')),
      N(hiRelative(c.last, 'F')),
      adm,
      `कक्षा ${R.pick(['प्रथम', 'द्वितीय', 'तृतीय', '5', '6', '7', '8', '9'])}`,
      A(a.full),
      PH(fmtMobile(mob, R.pick(['plain', '55', 'p91s'] as const))),
    ];
  });
  return {
    id: 'c06-school-admissions-hindi',
    about: 'School admission register with Hindi headers; Devanagari names and addresses, DOB in Hindi month names and Devanagari digits, admission date (not DOB).',
    delimiter: ',',
    header: ['क्रम', 'छात्र का नाम', 'जन्म तिथि', 'पिता का नाम', 'माता का नाम', 'प्रवेश तिथि', 'कक्षा', 'पता', 'मोबाइल'],
    rows,
  };
}

// ------------------------------------------------------------------ C07
export function c07(): CsvSpec {
  const co = R.pick(COMPANY_DOMAINS);
  const mgrs = rowsOf(4, () => makePerson({ y0: 1970, y1: 1985 }));
  const rows = rowsOf(25, (i) => {
    const p = makePerson({ y0: 1968, y1: 2002 });
    const m = R.pick(mgrs);
    return [
      `TS${String(300 + i * 11).padStart(5, '0')}`,
      anyName(p),
      fmtDate(randDate(2012, 2024), 'mdy/'),
      dobC(p, 'mdy/'),
      R.pick(['Engineering', 'Finance', 'HR', 'Sales', 'Support', 'Ops']),
      PANC(p.pan),
      ACC(p.acct.no),
      p.acct.ifsc,
      R.chance(0.85) ? EM(p.email) : placeholder(),
      EM(p.workEmail(co)),
      R.pick(['Pune - Hinjewadi Phase 2', 'Bengaluru (Outer Ring Road)', 'Hyderabad HITEC City', 'Noida Sec 62', 'Remote']),
      R.chance(0.9) ? A(p.addr.city) : 'NA',
      nameC(m, R.pick(['full', 'initial'] as const)),
    ];
  });
  return {
    id: 'c07-hr-employee-master-pipe',
    about: 'Pipe-delimited HR master: joining date and birth date both MM/DD/YYYY (only birth is DOB), PAN, salary account, personal and work e-mail, work location (office, not personal) vs home town (personal), reporting manager.',
    delimiter: '|',
    header: ['EmpCode', 'EmpName', 'DOJ', 'BirthDate (MM/DD/YYYY)', 'Dept', 'PAN No', 'Salary A/C', 'IFSC', 'Personal Mail', 'Official Mail', 'Work Location', 'Home Town', 'Reporting Mgr'],
    rows,
  };
}

// ------------------------------------------------------------------ C08
export function c08(): CsvSpec {
  const agents = rowsOf(6, () => makePerson({ y0: 1990, y1: 2002 }));
  const rows = rowsOf(32, (i) => {
    const p = makePerson();
    const ag = R.pick(agents);
    const tech = makePerson({ gender: 'M' });
    const other = makeAddr();
    const note: Cell = R.pick<() => Cell>([
      () => T`Cust ${N(p.full)} called reg. card block. Verified DOB ${dobC(p)} & last 4 of card. Card ${CARD(fmtCard(p.card))} blocked, replacement to be sent to ${addrC(p.addr)}.`,
      () => T`caller ${lower(N(firstName(p)))} wants to update mobile from ${phC(p)} to ${PH(fmtMobile(R.pick(['9', '8', '7']) + R.digits(9)))}. asked to visit branch with ID proof.`,
      () => T`Spoke with ${p.gender === 'M' ? 'Mr.' : 'Mrs.'} ${N(p.last.length > 1 ? p.last : p.full)}. Says technician ${N(firstName(tech))} never came to ${shortAddrC(p.addr)}. Rescheduled tmrw 11am.`,
      () => T`3rd call from same no. ${N(p.full)} angry abt refund, asked to pay to a/c ${ACC(p.acct.no)} ${p.acct.bank.short} instead of UPI ${UPI(p.upi)}.`,
      () => T`No response, left voicemail.`,
      () => T`Customer's son ${N(relativeName(p, 'M'))} called on behalf of ${N(p.full)} (DOB ${dobC(p, 'dmy/')}) - told him we need account holder's consent.`,
      () => T`KYC: PAN ${PANC(p.pan)} matched, Aadhaar ending ${p.aadhaar.slice(-4)} ok. Name on PAN ${upper(N(p.full))}.`,
      () => T`Caller from ${A(p.addr.city)} asked abt timings of our ${R.pick(CITIES).city} branch. Shared helpline ${tollFree()}.`,
      () => T`email bounced to ${EM(p.email)}, cust gave alternate ${EM(p.workEmail(R.pick(COMPANY_DOMAINS)))}`,
      () => T`${honor(p)} bol rahe the ki unka address ${addrC(p.addr)} hai, wahan delivery nahi hui.`,
      () => T`Cx DOB mismatch: system shows ${DOB(fmtDate(p.dob, 'dmy/'))}, cx says ${DOB(fmtDate({ ...p.dob, d: p.dob.d === 1 ? 2 : p.dob.d - 1 }, 'dmy/'))}. Raised correction req.`,
      () => T`Dropped call. Tried callback on ${PH(fmtMobile(p.mobile))} and landline ${PH(landline(p.addr.std))}, no answer.`,
      () => T`Address change req: old - ${A(shortAddr(other))}; new - ${addrC(p.addr, { state: true })}. Docs pending.`,
    ])();
    return [`CL${240000 + i * 37}`, nameC(ag, R.pick(['full', 'first'] as const)), timestamp(), String(R.int(35, 1400)), R.pick(['Resolved', 'Callback', 'Escalated', 'Info Given', 'No Answer']), note];
  });
  return {
    id: 'c08-call-centre-notes',
    about: 'Call-centre log; agents (people) and notes typed by agents naming customers, relatives and technicians, with DOB checks, phones, accounts, addresses. Toll-free helplines and branch cities are NOT personal.',
    delimiter: ',',
    header: ['CallID', 'Agent', 'StartTime', 'Dur(s)', 'Disposition', 'Notes'],
    rows,
  };
}

// ------------------------------------------------------------------ C09
export function c09(): CsvSpec {
  const group = rowsOf(6, () => makePerson({ comm: R.pick(['hindi', 'marathi', 'gujarati', 'punjabi_hindu', 'bengali'] as const) }));
  const rows = rowsOf(36, () => {
    const s = R.pick(group);
    const o = R.pick(group.filter((x) => x !== s));
    const stranger = makePerson();
    const sender: Cell = R.pick<() => Cell>([
      () => N(s.full),
      () => T`${N(firstName(s))} ${R.pick(['Office', 'Gym', 'Plumber', 'Society', 'Cousin', 'Tuition'])}`,
      () => T`${N(firstName(s))} ${s.gender === 'M' ? 'Bhaiya' : 'Didi'}`,
      () => PH(fmtMobile(s.mobile, R.pick(['p91s', 'p91'] as const))),
    ])();
    const msg: Cell = R.pick<() => Cell>([
      () => T`${N(firstName(o))} ka number bhejo na`,
      () => T`${N(firstName(o))} ka number ${PH(fmtMobile(o.mobile))} hai`,
      () => T`address note karo: ${addrC(s.addr)}`,
      () => T`paise bhej diye ${UPI(s.upi)} pe, check karo`,
      () => T`mere account me daal do ${ACC(s.acct.no)} ${s.acct.ifsc}`,
      () => T`uski DOB ${DOB(fmtDate(o.dob, 'dmy/'))} hai, form me likh dena`,
      () => T`janm din ${DOB(fmtDate(s.dob, R.pick(['dmy/', 'd Mon y', 'dmy-'] as const)))} hai mera, yaad rakhna 😄`,
      () => T`kal ${N(firstName(stranger))} ki shaadi hai ${A(stranger.addr.city)} me`,
      () => R.pick([T`ok`, T`haan thik hai`, T`👍`, T`kal baat karte hai`, T`<Media omitted>`, T`This message was deleted`]),
      () => T`I am from ${A(s.addr.city)}, abhi ${A(`${s.addr.locality}, ${s.addr.city}`)} me rehta hu`,
      () => T`gpay kar do ${PH(fmtMobile(s.mobile, 'plain'))} pe`,
      () => T`@${N(firstName(o))} pls share the society maintenance receipt`,
      () => T`happy birthday ${lower(N(firstName(o)))}!! 🎂🎉`,
      () => T`${N(o.full)} ke papa ka hospital me admit hai, ${R.pick(HOSPITALS)} me. Room 304`,
      () => T`bhai PhonePe kar de ${UPI(o.upi)} pe, 500 bas`,
    ])();
    const d = randDate(2024, 2024);
    return [`${d.d}/${d.m}/24`, `${R.int(1, 12)}:${String(R.int(0, 59)).padStart(2, '0')} ${R.pick(['am', 'pm'])}`, sender, msg];
  });
  return {
    id: 'c09-whatsapp-group-export',
    about: 'WhatsApp group chat exported to CSV; sender is a saved contact name (with nicknames like "Office", "Bhaiya" outside the span) or a raw number; Hinglish messages with names, numbers, UPI IDs, addresses and birthdays.',
    delimiter: ',',
    header: ['Date', 'Time', 'Sender', 'Message'],
    rows,
  };
}

// ------------------------------------------------------------------ C10
export function c10(): CsvSpec {
  const rows = rowsOf(30, () => {
    const p = makePerson();
    const a = p.addr;
    const helper = makePerson({ gender: R.pick(['M', 'F'] as const) });
    const instr: Cell = R.pick<() => Cell>([
      () => T`call ${honor(helper)} before coming`,
      () => T`leave with watchman ${N(R.pick(['Ram Bahadur', 'Sher Bahadur', 'Krishna Thapa', 'Bir Bahadur Gurung']))} if no one home`,
      () => T`alt no ${PH(fmtMobile(R.pick(['9', '8', '7']) + R.digits(9)))}`,
      () => T``,
      () => T`don't ring bell, baby sleeping. call ${PH(fmtMobile(p.mobile, 'plain'))}`,
      () => T`give to my neighbour ${N(helper.full)} in flat ${R.int(1, 9)}0${R.int(1, 4)}`,
      () => T`COD - keep change ready pls`,
      () => T`Gate 2 se aana, ${N(firstName(helper))} aunty ko de dena`,
      () => T`office address instead: ${R.pick(COMPANIES)}, ${R.pick(['Hinjewadi Phase 1', 'Cyber City', 'Salt Lake Sector V', 'Whitefield EPIP'])}`,
    ])();
    return [
      String(R.int(6, 9)) + R.digits(9),
      anyName(p),
      phC(p),
      A(`${line1(a)}, ${a.street}, ${a.locality}`),
      a.landmark ? A(a.landmark) : R.pick(['', '-', 'NA']),
      A(a.city),
      A(a.pin),
      instr,
      R.pick(['Bhiwandi FC', 'Hoskote WH', 'Farukhnagar Hub', 'Sankrail DC', 'Medchal FC', 'Chakan WH']),
      R.pick([() => `SKU-${R.letters(3)}-${R.digits(4)}`, () => `PRD${R.digits(7)}`])(),
      R.pick(['6109', '8517', '3304', '9403', '6403', '85171300']),
      amount(149, 12999),
    ];
  });
  return {
    id: 'c10-delivery-orders-pipe',
    about: 'Pipe-delimited delivery manifest; order numbers are 10 digits starting 6-9 (NOT phones); split address columns (line, landmark, city, pin) are address; instructions name helpers/neighbours; warehouses and office addresses are NOT personal.',
    delimiter: '|',
    header: ['order_no', 'cust_name', 'ph', 'delivery address', 'landmark', 'city', 'pin', 'instructions', 'warehouse', 'sku', 'hsn', 'amount'],
    rows,
  };
}

// ------------------------------------------------------------------ C11
export function c11(): CsvSpec {
  const rows = rowsOf(20, (i) => {
    const p = makePerson({ y0: 1965, y1: 2000 });
    const co = R.chance(0.6) ? makePerson({ comm: p.comm, gender: p.gender === 'M' ? 'F' : 'M', y0: 1965, y1: 2000 }) : null;
    const st = R.pick(['dmy/', 'd-Mon-y', 'iso', 'dmy.'] as const);
    return [
      `HL${2024}${String(i + 310).padStart(5, '0')}`,
      anyName(p),
      dobC(p, st),
      co ? nameC(co, R.pick(['full', 'title'] as const)) : placeholder(),
      co ? dobC(co, st) : placeholder(),
      PANC(p.pan),
      R.pick(COMPANIES),
      inr(R.int(35, 400) * 1000),
      ACC(p.acct.no),
      p.acct.ifsc,
      addrC(p.addr, { state: true }),
      inr(R.int(10, 90) * 100000),
      fmtDate(randDate(2024, 2024), 'dmy/'),
    ];
  });
  return {
    id: 'c11-home-loan-applications',
    about: 'Home-loan applications with applicant and co-applicant DOBs, PAN, salary account, residence address (state included inside the address string); application date and employer are not personal.',
    delimiter: ',',
    quoteAll: true,
    header: ['App#', 'Applicant', 'Applicant DOB', 'Co-Applicant', 'Co-App DOB', 'PAN', 'Employer', 'Monthly Income', 'Salary Acct No', 'IFSC', 'Residence Address', 'Loan Amt', 'Applied On'],
    rows,
  };
}

// ------------------------------------------------------------------ C12
export function c12(): CsvSpec {
  const agents = rowsOf(4, () => makePerson());
  const rows = rowsOf(20, (i) => {
    const p = makePerson({ y0: 1960, y1: 1995 });
    const sp = makePerson({ comm: p.comm, gender: p.gender === 'M' ? 'F' : 'M', y0: p.dob.y - 6, y1: Math.min(p.dob.y + 6, 1999) });
    sp.full = relativeName(p, sp.gender);
    const kid = randDate(2005, 2022);
    const kidG = R.pick(['M', 'F'] as const);
    const kidName = firstName(makePerson({ comm: p.comm, gender: kidG }));
    const members: Cell = R.pick<() => Cell>([
      () => T`Self - ${N(p.full)} (${dobC(p, 'dmy/')}); Spouse - ${N(sp.full)} (${dobC(sp, 'dmy/')}); ${kidG === 'M' ? 'Son' : 'Daughter'} - ${N(kidName)} (DOB ${DOB(fmtDate(kid, 'iso'))})`,
      () => T`${N(p.full)} [self, DOB ${dobC(p, 'd Mon y')}], ${N(sp.full)} [spouse, DOB ${dobC(sp, 'd Mon y')}]`,
      () => T`self only`,
      () => T`Self (${dobC(p, 'dmy-')}), Mother ${N(relativeName(p, 'F'))} born ${DOB(fmtDate(randDate(1940, 1960), 'dmy-'))}`,
    ])();
    const ag = R.pick(agents);
    return [
      `${R.int(2, 9)}${R.digits(3)}/${R.digits(8)}/00/000`,
      nameC(p, R.pick(['title', 'full'] as const)),
      members,
      N(sp.full),
      p.gender === 'M' ? 'Wife' : 'Husband',
      dobC(sp, R.pick(['dmy/', 'iso'] as const)),
      inr(R.int(8, 60) * 1000),
      fmtDate(randDate(2024, 2024), 'dmy/'),
      nameC(ag, 'full'),
      `AG${R.digits(6)}`,
    ];
  });
  return {
    id: 'c12-health-policy-members',
    about: 'Health insurance proposals; members column lists family members with their DOBs inline; nominee and nominee DOB; risk start date is not a DOB; agent name is a person.',
    delimiter: ',',
    header: ['Policy No.', 'Proposer', 'Members Covered', 'Nominee', 'Relation', 'Nominee DOB', 'Premium', 'Risk Start', 'Agent', 'Agent Code'],
    rows,
  };
}

export { Person, BUSINESSES, hhmm, AAD, fmtAadhaar, anyDobStyle, hiRelative, line2 };
