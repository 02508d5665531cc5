// CSV documents, part B.
import {
  R,
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
  IP,
  GST,
  upper,
  lower,
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
  fmtCard,
  inr,
  notAadhaar12,
  MON,
  gstin,
  pan,
  appVersion,
  userAgent,
  isoTs,
  hhmm,
  devDigits,
  MONTH_HI,
  notLuhn,
} from './core';
import { CsvSpec } from './build';
import {
  makePerson,
  relativeName,
  fullAddr,
  line1,
  shortAddr,
  hiPerson,
  hiRelative,
  hiAddr,
  HI_CITIES,
  COMPANIES,
  BUSINESSES,
  MERCHANT_VPAS,
  ruralAddrRoman,
  CITIES,
  HOSPITALS,
  makeAddr,
} from './people';
import { nameC, anyName, dobC, phC, aadC, addrC, shortAddrC, honor, firstName, rel } from './helpers';
import { rowsOf } from './docs_a';

const MERCHANTS = ['Ganesh Medicals', 'Lakshmi Textiles', 'Om Sai Mobiles', 'Croma Store', 'Hotel Sea Breeze Goa', 'IRCTC', 'Big Bazaar', 'Shree Krishna Sweets', 'Mahalaxmi Jewellers', 'Amazon Pay India', 'Swiggy', 'Zomato'];

// ------------------------------------------------------------------ C13
export function c13(): CsvSpec {
  const rows = rowsOf(30, (i) => {
    const p = makePerson();
    const a = p.addr;
    return [
      String(100450 + i * 3),
      N(p.first),
      p.last.length === 1 ? N(relativeName(p, 'M').replace(/^[A-Z]\. /, '')) : N(p.last),
      EM(p.email),
      phC(p, R.pick(['p91s', 'plain', 'p91d', '55'] as const)),
      A(line1(a)),
      R.chance(0.8) ? A(a.landmark ? `${a.street}, ${a.landmark}, ${a.locality}` : `${a.street}, ${a.locality}`) : '',
      A(a.city),
      a.state,
      A(a.pin),
      'India',
      isoTs(R.pick([2022, 2023, 2024])),
      IP(p.ip),
      R.pick(['TRUE', 'FALSE']),
    ];
  });
  return {
    id: 'c13-shop-customers-bom-crlf',
    about: 'E-commerce customer export with a UTF-8 BOM and CRLF line ends: split billing address columns (City and Zip are address, State and Country are not), last-login IP.',
    delimiter: ',',
    crlf: true,
    bom: true,
    header: ['CustomerID', 'FirstName', 'LastName', 'Email', 'Phone', 'Billing Address 1', 'Billing Address 2', 'City', 'State', 'Zip', 'Country', 'Registered On', 'Last Login IP', 'Newsletter'],
    rows,
  };
}

// ------------------------------------------------------------------ C14
export function c14(): CsvSpec {
  const rows = rowsOf(22, (i) => {
    const c = hiPerson();
    const a = hiAddr();
    const dob = randDate(1945, 1998);
    const acc = R.pick(['3', '2']) + R.digits(10);
    const mob = R.pick(['9', '8', '7', '6']) + R.digits(9);
    const latin = makePerson({ comm: 'hindi' });
    const text: Cell = R.pick<() => Cell>([
      () => T`मेरा नाम ${N(c.full)} है। मेरी जन्म तिथि ${DOB(fmtDate(dob, R.pick(['hi', 'dmy/', 'hi-dev'] as const)))} है। मेरा खाता संख्या ${ACC(acc)} है, किसान सम्मान निधि का पैसा नहीं आया।`,
      () => T`बिजली का बिल गलत आया है, उपभोक्ता संख्या ${notAadhaar12()} है। कृपया जांच करें।`,
      () => T`मेरे पति ${N(hiRelative(c.last, 'M'))} का मोबाइल ${PH(fmtMobile(R.pick(['9', '8', '7']) + R.digits(9)))} बंद है, कृपया मुझसे संपर्क करें।`,
      () => T`राशन नहीं मिल रहा, डीलर ${N(hiPerson('M').full)} मना कर रहा है। कार्ड संख्या ${R.digits(3)}${R.int(100000, 999999)}।`,
      () => T`पेंशन खाते ${ACC(acc)} में तीन महीने से पैसा नहीं आया। मेरी जन्म तिथि ${DOB(fmtDate(dob, 'hi'))} है।`,
      () => T`गांधी चौक के पास सड़क टूटी है, नगर निगम कार्यालय में कई बार बताया।`,
      () => T`Sir mera naam ${N(latin.full)} hai, main ${A(latin.addr.city)} se hu, mera gas connection abhi tak nahi laga. Booking no ${R.digits(8)}.`,
      () => T`मेरा घर ${A(a.full)} पर है, नाली का पानी घर में आ रहा है।`,
      () => T`${N(c.first)} जी के नाम से आवेदन किया था, जन्मतिथि ${DOB(devDigits(fmtDate(dob, 'dmy-')))}, अभी तक प्रमाण पत्र नहीं मिला।`,
    ])();
    return [
      `${2024}/${String(i + 51).padStart(4, '0')}`,
      N(c.full),
      PH(fmtMobile(mob, R.pick(['plain', '55', 'p91s'] as const))),
      R.chance(0.5) ? A(a.full) : A(`${a.local}, ${a.city}`),
      text,
      fmtDate(randDate(2024, 2024), 'dmy/'),
      R.pick(['लंबित', 'निस्तारित', 'प्रक्रिया में']),
    ];
  });
  return {
    id: 'c14-shikayat-register-hindi',
    about: 'Public grievance register in Hindi: Devanagari names and addresses; complaint text in Hindi/Hinglish with DOB (Hindi months, Devanagari digits), account numbers, a dealer named as a person; consumer/booking numbers are not personal.',
    delimiter: ',',
    header: ['शिकायत सं.', 'नाम', 'मोबाइल नं.', 'पता', 'शिकायत का विवरण', 'दिनांक', 'स्थिति'],
    rows,
  };
}

// ------------------------------------------------------------------ C15
export function c15(): CsvSpec {
  const trainers = rowsOf(4, () => makePerson({ y0: 1988, y1: 2000 }));
  const rows = rowsOf(20, () => {
    const p = makePerson({ y0: 1975, y1: 2006 });
    const e = makePerson({ comm: p.comm });
    const t = R.pick(trainers);
    const emer: Cell = R.pick<() => Cell>([
      () => T`${N(firstName(e))} (${rel(e)}) ${PH(fmtMobile(e.mobile))}`,
      () => T`${PH(fmtMobile(e.mobile))} - ${R.pick(['papa', 'mummy', 'wife', 'husband', 'bro'])}`,
      () => T`${N(e.full)}, ${PH(fmtMobile(e.mobile, '55'))}`,
      () => T`${placeholder()}`,
    ])();
    return [
      anyName(p),
      dobC(p, R.pick(['d-Mon-yy', 'dmy/', 'd/m/yy'] as const)),
      phC(p, R.pick(['plain', '55'] as const)),
      T`${R.pick(['Coach ', '', ''])}${N(R.chance(0.6) ? firstName(t) : t.full)}`,
      R.pick(['Monthly', 'Quarterly', 'Annual', 'PT-12 sessions']),
      fmtDate(randDate(2024, 2024), 'd-Mon-yy'),
      emer,
      A(p.addr.locality),
    ];
  });
  return {
    id: 'c15-gym-members',
    about: 'Gym membership list with lower-case headers; d-o-b in 2-digit-year forms next to a start date (not DOB); trainer names ("Coach" outside the span); emergency contact free text; member locality (address).',
    delimiter: ',',
    header: ['member', 'd-o-b', 'mob', 'trainer', 'plan', 'start dt', 'emergancy contact', 'locality'],
    rows,
  };
}

// ------------------------------------------------------------------ C16
export function c16(): CsvSpec {
  const rows = rowsOf(25, (i) => {
    const p = makePerson({ y0: 1960, y1: 1995 });
    const city = R.pick(CITIES);
    const kind = R.pick(['biz', 'prop', 'freelance', 'biz'] as const);
    const biz = R.pick(BUSINESSES);
    const panNo = kind === 'biz' ? pan(R.pick(['F', 'C', 'F']), biz) : p.pan;
    const g = gstin(city.state, panNo);
    const domain = biz.toLowerCase().replace(/[^a-z]/g, '').slice(0, 16) + R.pick(['.in', '.com', '.co.in']);
    const vname: Cell =
      kind === 'biz' ? T`${biz}` : kind === 'prop' ? T`${biz} (Prop: ${N(p.full)})` : T`${N(p.full)} (Freelance ${R.pick(['Consultant', 'Photographer', 'Translator', 'CA'])})`;
    return [
      `V-${String(500 + i * 9)}`,
      vname,
      GST(g),
      PANC(panNo),
      kind === 'freelance' ? N(p.full) : nameC(p, R.pick(['full', 'title', 'first'] as const)),
      phC(p),
      R.chance(0.5) || kind === 'freelance' ? EM(p.email) : `${R.pick(['accounts', 'billing', 'sales', 'info'])}@${domain}`,
      city.city,
      city.state,
      R.chance(0.5) ? tollFree() : `+91 ${city.std.slice(1)} ${R.int(2, 6)}${R.digits(10 - city.std.length)}`,
      R.pick(['Yes', 'No', '']),
    ];
  });
  return {
    id: 'c16-vendor-master-gst',
    about: 'Vendor master: GSTIN (labelled; the PAN embedded in it is not labelled separately), PAN, contact person and phone/e-mail; role mailboxes, office city, state and company helplines/board lines are NOT personal; business names are not persons but "Prop: <name>" is.',
    delimiter: ',',
    header: ['Vendor Code', 'Vendor Name', 'GSTIN/UIN', 'PAN', 'Contact Person', 'Contact No.', 'Contact Email', 'Office City', 'State', 'Helpline', 'MSME?'],
    rows,
  };
}

// ------------------------------------------------------------------ C17
export function c17(): CsvSpec {
  const rows = rowsOf(30, (i) => {
    const p = makePerson();
    const merch = R.pick(MERCHANTS);
    const mCity = R.pick(CITIES).city;
    const reason: Cell = R.pick<() => Cell>([
      () => T`cardholder ${N(firstName(p))} says card was with ${p.gender === 'M' ? 'him' : 'her'} at home in ${shortAddrC(p.addr)} when txn happened at ${merch}, ${mCity}`,
      () => T`duplicate charge; merchant refund pending`,
      () => T`customer ${N(p.full)} disputes amount, says only ordered for Rs ${amount(100, 900, false)}`,
      () => T`card cloned? 2 ATM wdl in ${mCity} within 5 min; ${honor(p)} was at ${A(fullAddr(p.addr, { state: false, pin: false }))} per geo`,
      () => T`goods not received from ${merch}. Spoke to ${N(relativeName(p, 'F'))} (cardholder's wife).`,
      () => T`friendly fraud suspected - son ${N(firstName(makePerson({ comm: p.comm, gender: 'M' })))} used card for gaming`,
      () => T`Cx also reported add-on card ${CARD(fmtCard(makePerson().card))} as lost`,
    ])();
    return [
      `DSP${R.digits(7)}`,
      CARD(fmtCard(p.card)),
      R.chance(0.5) ? upper(N(p.full)) : anyName(p),
      fmtDate(randDate(2024, 2024), 'dmy/'),
      merch,
      amount(150, 95000),
      maskedCard(),
      reason,
      phC(p),
    ];
  });
  return {
    id: 'c17-card-disputes',
    about: 'Card dispute cases: full card numbers (Visa, Mastercard, RuPay, Amex, Diners, Maestro; spaced, dashed, plain) labelled; masked card numbers and "Masked PAN" column NOT labelled; merchant names and merchant cities not personal.',
    delimiter: ',',
    header: ['Case Ref', 'Card No', 'Card Holder', 'Txn Dt', 'Merchant', 'Amt', 'Masked PAN (as on slip)', 'Dispute Reason', 'Contact'],
    rows,
  };
}

// ------------------------------------------------------------------ C18
export function c18(): CsvSpec {
  const rows = rowsOf(30, () => {
    const p = makePerson();
    const refundFlow = R.chance(0.2);
    return [
      `pay_${R.letters(4)}${R.digits(6)}${R.letters(4)}`.replace(/[A-Z]/g, (c) => (R.chance(0.5) ? c.toLowerCase() : c)),
      UPI(p.upi),
      refundFlow ? 'refunds@nimbusfin' : R.pick(MERCHANT_VPAS),
      amount(10, 25000),
      R.pick(['SUCCESS', 'SUCCESS', 'FAILURE', 'PENDING']),
      IP(p.ip),
      userAgent(),
      appVersion(),
      timestamp(),
      upiRef(),
    ];
  });
  return {
    id: 'c18-upi-gateway-log',
    about: 'UPI gateway log: payer VPAs (persons, incl. mobile-number VPAs) labelled; payee merchant VPAs (incl. ones containing digits) not; device IPs labelled; app versions (some with 4 dotted parts), user agents and RRNs (12 digits, fail Verhoeff) not.',
    delimiter: ',',
    header: ['txn_id', 'payer_vpa', 'payee_vpa', 'amount', 'status', 'device_ip', 'ua', 'app_ver', 'ts', 'rrn'],
    rows,
  };
}

// ------------------------------------------------------------------ C19
export function c19(): CsvSpec {
  const rows = rowsOf(25, (i) => {
    const p = makePerson({ comm: R.pick(['hindi', 'hindi', 'rajasthani', 'marathi', 'odia', 'assamese', 'tamil'] as const), y0: 1940, y1: 2004 });
    const r = ruralAddrRoman();
    const husband = p.gender === 'F' && R.chance(0.6);
    return [
      String(i + 1),
      R.chance(0.3) ? lower(N(p.full)) : N(p.full),
      T`${R.pick(husband ? ['w/o ', 'W/O ', ''] : p.gender === 'F' ? ['d/o ', 'D/O ', ''] : ['s/o ', 'S/O ', ''])}${N(relativeName(p, 'M'))}`,
      dobC(p, R.pick(['dmy/', 'dmy-', 'd/m/yy', 'dmy.'] as const)),
      A(r.village),
      A(r.post),
      A(r.tehsil),
      A(r.district),
      r.state,
      A(r.pin),
      R.chance(0.85) ? phC(p, 'plain') : R.pick(['nahi hai', '-', '0']),
      R.chance(0.9) ? aadC(p) : R.pick(['apply kiya', 'NA']),
    ];
  });
  return {
    id: 'c19-gaon-survey-roman-hindi',
    about: 'Rural household survey with Roman-Hindi headers (naam, pita/pati ka naam, janm tithi, gaon/mohalla, dakghar, tehsil, zila, rajya); village, post office, tehsil, district and PIN are address parts, the state (rajya) is not; "s/o", "w/o" outside name spans.',
    delimiter: ';',
    header: ['kr. sn.', 'naam', 'pita/pati ka naam', 'janm tithi', 'gaon/mohalla', 'dakghar', 'tehsil', 'zila', 'rajya', 'pin', 'mobile no', 'aadhar no'],
    rows,
  };
}

// ------------------------------------------------------------------ C20
export function c20(): CsvSpec {
  const rows = rowsOf(15, () => {
    const p = makePerson({ y0: 1975, y1: 2003 });
    const o = makePerson({ y0: 1950, y1: 1980 });
    const rented = makeAddr(o.addr.city);
    const co = R.pick(COMPANIES);
    return [
      anyName(p),
      dobC(p, R.pick(['dmy/', 'd Mon y', 'dmy-'] as const)),
      addrC(p.addr, { state: true }),
      addrC(rented, { state: false }),
      nameC(o, R.pick(['title', 'full', 'upper'] as const)),
      phC(o),
      aadC(p),
      R.pick(['IT professional', 'Student', 'Sales executive', 'Nurse', 'Driver', 'Teacher']),
      `${co}, ${R.pick(['Tower B, Magarpatta City, Hadapsar', 'Plot 14, MIDC Andheri East', 'RMZ Ecospace, Bellandur', 'DLF Cyber City Phase 2', 'Salt Lake Sector V, Kolkata 700091'])}`,
    ];
  });
  return {
    id: 'c20-tenant-police-verification',
    about: 'Tenant police-verification sheet: tenant DOB under the vague header "Dt.", permanent and rented addresses (with state inside the string), owner name/mobile, Aadhaar; the employer office address is a business place, NOT personal.',
    delimiter: ',',
    header: ['Tenant Name', 'Dt.', 'Permanent Address', 'Rented Premises', 'Owner Name', 'Owner Mobile', 'Tenant Aadhaar', 'Occupation', 'Employer & Office Address'],
    rows,
  };
}

// ------------------------------------------------------------------ C21
export function c21(): CsvSpec {
  const rows = rowsOf(20, () => {
    const p = makePerson({ y0: 1975, y1: 2000 });
    const bd: Cell = R.pick<() => Cell>([
      () => DOB(`${p.dob.d} ${MON[p.dob.m - 1]!.toUpperCase()}`),
      () => DOB(`${String(p.dob.d).padStart(2, '0')}/${String(p.dob.m).padStart(2, '0')}`),
      () => dobC(p, 'd-Mon-y'),
      () => dobC(p, 'dmy/'),
    ])();
    return [
      upper(N(p.full)),
      String(R.int(1995, 2020)),
      bd,
      EM(R.chance(0.5) ? p.email : p.workEmail(R.pick(['tatvamsoft.in', 'nimbusfin.com', 'induscloud.io']))),
      A(p.addr.city),
      R.pick(COMPANIES),
      phC(p, R.pick(['p91s', 'plain', 'p91d'] as const)),
    ];
  });
  return {
    id: 'c21-alumni-directory-caps',
    about: 'Alumni directory with ALL-CAPS names and headers; BIRTHDAY is sometimes only day and month (still labelled date_of_birth); batch year and company are not personal; current city is address.',
    delimiter: ',',
    header: ['NAME', 'BATCH', 'BIRTHDAY', 'EMAIL', 'CURRENT CITY', 'COMPANY', 'PHONE (+91)'],
    rows,
  };
}

// ------------------------------------------------------------------ C22
export function c22(): CsvSpec {
  let bal = R.int(20000, 90000);
  const rows = rowsOf(32, () => {
    const q = makePerson();
    const d = randDate(2024, 2024);
    let wd = '';
    let dep = '';
    const amt = R.int(50, 25000);
    const credit = R.chance(0.45);
    const narr: Cell = R.pick<() => Cell>([
      () => T`UPI/${upiRef()}/${upper(N(firstName(q)))}/${UPI(q.upi)}/${q.acct.bank.short}/${R.pick(['Payment from Ph', 'UPI', 'rent', 'dinner split'])}`,
      () => T`NEFT CR-${q.acct.ifsc}-${upper(N(q.full))}-${utr()}`,
      () => T`IMPS/P2A/${upiRef()}/${ACC(q.acct.no)}/${upper(N(q.full))}`,
      () => T`ATM WDL ${R.letters(1)}${R.digits(7)} ${R.pick(CITIES).city.toUpperCase()}`,
      () => T`POS ${maskedCard()} ${R.pick(MERCHANTS).toUpperCase()}`,
      () => T`ACH D- ${R.pick(COMPANIES).toUpperCase()}-${R.digits(9)}`,
      () => T`SALARY ${R.pick(COMPANIES).toUpperCase()} ${R.pick(MON).toUpperCase()}24`,
      () => T`UPI/${upiRef()}/${R.pick(MERCHANT_VPAS)}/Pay to merchant`,
      () => T`TO TRANSFER-INB ${upper(N(q.full))} A/C ${ACC(q.acct.no)}`,
      () => T`BY CASH DEP ${R.pick(['KOTHRUD', 'SALT LAKE', 'ADYAR', 'GOMTI NAGAR'])} BR`,
      () => T`NEFT DR-${q.acct.ifsc}-${upper(N(q.full))}-ACC ${ACC(q.acct.no)}-SCHOOL FEES`,
    ])();
    if (credit) {
      dep = inr(amt) + '.00';
      bal += amt;
    } else {
      wd = inr(amt) + '.00';
      bal -= amt;
    }
    const dt = fmtDate(d, 'd-Mon-yy');
    return [dt, dt, narr, R.chance(0.5) ? notLuhn(String(R.int(1, 9)), 16) : '', wd, dep, inr(Math.abs(bal)) + '.00'];
  });
  return {
    id: 'c22-bank-statement-narrations',
    about: 'Bank statement (CRLF): narrations in bank style carry counterparties\' names (ALL CAPS), VPAs and account numbers; UPI/IMPS reference numbers, masked cards, ATM ids, merchant names and company payers are not personal.',
    delimiter: ',',
    crlf: true,
    header: ['Txn Date', 'Value Dt', 'Narration', 'Chq/Ref No', 'Withdrawal', 'Deposit', 'Closing Bal'],
    rows,
  };
}

// ------------------------------------------------------------------ C23
export function c23(): CsvSpec {
  const docs = rowsOf(5, () => makePerson({ y0: 1960, y1: 1988 }));
  const rows = rowsOf(20, (i) => {
    const p = makePerson({ y0: 1945, y1: 2020 });
    const d = R.pick(docs);
    const fam = makePerson({ comm: p.comm });
    const notes: Cell = R.pick<() => Cell>([
      () => T`follow-up, thyroid profile`,
      () => T`referred by Dr. ${N(makePerson().full)} (GP)`,
      () => T`accompanied by ${rel(fam)} ${N(fam.full)}`,
      () => T`wants same doctor as ${p.gender === 'M' ? 'wife' : 'husband'} ${N(relativeName(p, p.gender === 'M' ? 'F' : 'M'))}`,
      () => T`teleconsult; pt in ${A(p.addr.city)}, will share reports on WhatsApp ${phC(p, 'plain')}`,
      () => T`new pt, DOB as per Aadhaar ${dobC(p, 'dmy/')}`,
      () => T`pt born on ${dobC(p, 'd Month y')}, premature delivery hx, review growth chart`,
      () => T`fasting sample at home - ${addrC(p.addr, { state: false })}`,
      () => T``,
    ])();
    return [
      `APT-${R.digits(6)}`,
      nameC(p, R.pick(['full', 'title', 'full', 'lower'] as const)),
      String(2024 - p.dob.y),
      dobC(p, R.pick(['Month d, y', 'dth Month y', 'd Month y', 'Mon d y'] as const)),
      T`Dr. ${N(d.full)}`,
      R.pick(['Arogya Clinic, Aundh', 'Lifeline Diagnostics - Velachery', 'Apex Heart Institute OPD 3', 'Sushrusha Hospital Annexe']),
      `${fmtDate(randDate(2024, 2024), 'd Mon y')} ${hhmm()}`,
      notes,
      phC(p),
    ];
  });
  return {
    id: 'c23-doctor-appointments',
    about: 'Clinic appointments: DOB written out in English (Month d, y / 21st March 1984 ...), slot dates (not DOB), doctors (people) and family members in notes; clinic names/locations are not personal.',
    delimiter: ',',
    header: ['Appt ID', 'Patient Name', 'Age', 'Date of Birth', 'Doctor', 'Clinic', 'Slot', 'Reason / Notes', 'Patient Ph.'],
    rows,
  };
}

// ------------------------------------------------------------------ C24
export function c24(): CsvSpec {
  const rows = rowsOf(20, () => {
    const head = makePerson({ comm: R.pick(['hindi', 'odia', 'bengali', 'marathi', 'telugu'] as const), y0: 1950, y1: 1985 });
    const ben = R.chance(0.5) ? head : makePerson({ comm: head.comm, gender: 'F', y0: 1955, y1: 1990 });
    if (ben !== head) ben.full = relativeName(head, 'F');
    const r = ruralAddrRoman();
    const members = rowsOf(R.int(1, 3), () => {
      const k = firstName(makePerson({ comm: head.comm }));
      return T`${N(k)}-${DOB(fmtDate(randDate(1990, 2020), R.pick(['dmy/', 'dmy-'] as const)))}`;
    });
    const memCell = members.reduce((acc, m, idx) => (idx === 0 ? m : T`${acc}, ${m}`), T``);
    return [
      N(ben.full),
      N(head.full),
      memCell,
      A(r.village),
      A(r.tehsil),
      A(r.district),
      ACC(ben.acct.no),
      ben.acct.ifsc,
      `XXXX XXXX ${R.digits(4)}`,
      R.pick(['Y', 'N', 'Y']),
    ];
  });
  return {
    id: 'c24-dbt-beneficiaries-pipe',
    about: 'Direct-benefit-transfer beneficiary list: family members as "Name-DOB" pairs in one cell, village/block/district as address parts, bank account; masked Aadhaar (XXXX XXXX 1234) NOT labelled.',
    delimiter: '|',
    header: ['Beneficiary', 'Head of Family', 'Family Members (Name-DOB)', 'Village', 'Block', 'District', 'Bank A/C', 'IFSC', 'Aadhaar (masked)', 'Aadhaar Seeded?'],
    rows,
  };
}

export { Cell, lower, shortAddr, HOSPITALS, MONTH_HI, PH, EM };
