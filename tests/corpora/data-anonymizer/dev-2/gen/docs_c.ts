// CSV documents, part C.
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
  GST,
  AAD,
  upper,
  lower,
  amount,
  fmtDate,
  randDate,
  fmtMobile,
  placeholder,
  fmtCard,
  inr,
  notAadhaar12,
  gstin,
  pan,
  cardNumber,
  account,
  timestamp,
  hsn,
  GST_STATE,
  tollFree,
  fmtAadhaar,
  MON,
} from './core';
import { CsvSpec } from './build';
import { makePerson, relativeName, fullAddr, line1, shortAddr, COMPANIES, BUSINESSES, CITIES, makeAddr, cityByName, LANDMARKS } from './people';
import { nameC, anyName, dobC, phC, aadC, addrC, shortAddrC, honor, firstName, rel } from './helpers';
import { rowsOf } from './docs_a';

// ------------------------------------------------------------------ C25
export function c25(): CsvSpec {
  const colleges = ['COEP Technological University', 'PSG College of Technology', 'Jadavpur University', 'NIT Rourkela', 'Christ University', 'St. Xavier’s College', 'IIIT Hyderabad', 'Nimbus Fintech Pvt Ltd', 'Freelancer'];
  const rows = rowsOf(25, (i) => {
    const p = makePerson({ y0: 1996, y1: 2006 });
    return [
      `HX24-${String(i * 7 + 101).padStart(4, '0')}`,
      anyName(p),
      R.pick(colleges),
      EM(p.email),
      phC(p, R.pick(['p91s', 'plain', 'p91', '91'] as const)),
      R.pick(['S', 'M', 'L', 'XL', 'XXL']),
      A(p.addr.city),
      R.pick(['Veg', 'Non-Veg', 'Jain', 'Vegan']),
    ];
  });
  return {
    id: 'c25-hackathon-registrations',
    about: 'Hackathon registrations: participant name, e-mail, WhatsApp number, city (address of the participant); college/organisation is not personal.',
    delimiter: ',',
    header: ['Reg No', 'Particpant', 'College/Org', 'E-Mail', 'WhatsApp No', 'T-Shirt', 'City', 'Food Pref'],
    rows,
  };
}

// ------------------------------------------------------------------ C26
export function c26(): CsvSpec {
  const meds = ['Tab Metformin 500 x30', 'Tab Telma 40 x15', 'Syp Ascoril LS', 'Cap Omez 20 x10', 'Tab Dolo 650 x15', 'Inj Insulin Glargine', 'Tab Thyronorm 50 x100', 'Tab Azithral 500 x3'];
  const rows = rowsOf(20, (i) => {
    const p = makePerson({ y0: 1940, y1: 2010 });
    const d = makePerson({ y0: 1960, y1: 1990 });
    const store = R.pick(['Ganesh Medicals', 'Apollo Pharmacy', 'Shree Balaji Chemists', 'MedPlus', 'Arogya Medical Stores']);
    const pickup = R.chance(0.25);
    return [
      `RX${R.digits(7)}`,
      R.chance(0.3) ? T`${N(p.full)} (${rel(p)} of ${N(relativeName(p, 'M'))})` : anyName(p),
      T`${R.pick(['Dr. ', 'Dr ', 'DR. '])}${N(R.chance(0.5) ? d.full : `${(d.first[0] as string).toUpperCase()}. ${d.last}`)}${R.pick(['', ' MBBS', ', MD (Med)'])}`,
      R.pick(meds) + '; ' + R.pick(meds),
      `${store}, ${R.pick(['Kothrud', 'Velachery', 'Indiranagar', 'Gomti Nagar', 'Salt Lake'])}`,
      pickup ? 'Store pickup' : addrC(p.addr, { state: false }),
      phC(p),
      amount(80, 4200),
    ];
  });
  return {
    id: 'c26-pharmacy-orders',
    about: 'Pharmacy home-delivery orders: prescribing doctor ("Dr." and degrees outside the span, initials form), patient, delivery address; store name and branch area are a business place, NOT personal.',
    delimiter: ',',
    header: ['Rx#', 'Patient', 'Prescribed By', 'Medicines', 'Store', 'Deliever To', 'Contact', 'Bill Amt'],
    rows,
  };
}

// ------------------------------------------------------------------ C27
export function c27(): CsvSpec {
  const agents = rowsOf(5, () => makePerson({ comm: R.pick(['hindi', 'marathi', 'kannada', 'tamil', 'bengali'] as const), y0: 1988, y1: 2000 }));
  const rows = rowsOf(25, () => {
    const ag = R.pick(agents);
    const p = makePerson({ comm: R.pick(['hindi', 'marathi', 'gujarati', 'rajasthani', 'muslim'] as const) });
    const sp = relativeName(p, p.gender === 'M' ? 'F' : 'M');
    const rm: Cell = R.pick<() => Cell>([
      () => T`customer ${honor(p)} ghar pe nahi ${p.gender === 'M' ? 'the' : 'thi'}, unke ${p.gender === 'M' ? 'wife' : 'pati'} ${N(sp)} se baat hui, next visit 12 tareekh`,
      () => T`dob verify kiya - ${dobC(p, 'dmy/')}, aadhaar copy li`,
      () => T`PTP diya 5000 ka, bola salary ${ACC(p.acct.no)} wale account me aati hai ${p.acct.bank.short} me`,
      () => T`address badal gaya, naya pata: ${addrC(p.addr, { state: false })}`,
      () => T`cust not reachable on ${phC(p)}, neighbour ${N(firstName(makePerson()))} ne bola gaon gaye hai`,
      () => T`ghar locked tha. ${A(p.addr.landmark ?? R.pick(LANDMARKS))} wali gali me poocha, koi nahi jaanta`,
      () => T`paid 2000 cash, receipt no ${R.digits(6)} diya`,
      () => T`${lower(N(firstName(p)))} ka janm din ${DOB(fmtDate(p.dob, R.pick(['dmy-', 'd Mon y'] as const)))} hai, system me galat hai - update karna`,
      () => T`cust bola UPI se bhejunga ${UPI(p.upi)} se, abhi tak nahi aaya`,
      () => T`KYC update: janm tithi ${dobC(p, R.pick(['dmy/', 'dmy.'] as const))} confirm ki, PAN ${PANC(p.pan)} ki copy li`,
    ])();
    return [nameC(ag, R.pick(['full', 'first'] as const)), fmtDate(randDate(2024, 2024), 'dmy.'), anyName(p), `CL/${R.pick(['PUN', 'IND', 'JPR', 'AMD'])}/${R.digits(6)}`, rm];
  });
  return {
    id: 'c27-field-visit-log-semicolon-bom',
    about: 'Collections field-visit log (semicolon, CRLF, BOM): agents\' Hinglish remarks naming customers and spouses ("Sharmaji", "Sunita ji"), DOB checks, salary account, new address; case IDs and receipt numbers not personal.',
    delimiter: ';',
    crlf: true,
    bom: true,
    header: ['Agent', 'Visit Dt', 'Customer', 'Case ID', 'Remarks'],
    rows,
  };
}

// ------------------------------------------------------------------ C28
export function c28(): CsvSpec {
  const rows = rowsOf(20, (i) => {
    const p = makePerson({ y0: 2001, y1: 2008 });
    const branchCity = R.pick(CITIES);
    return [
      `NSP/${2024}/${R.digits(8)}`,
      anyName(p),
      dobC(p, R.pick(['dmy/', 'dmy-', 'iso', 'dmy.'] as const)),
      R.pick(['GEN', 'OBC', 'SC', 'ST', 'EWS']),
      inr(R.int(60, 800) * 1000),
      ACC(p.acct.no),
      p.acct.ifsc,
      `${p.acct.bank.short}, ${R.pick(branchCity.locs)[0]} Branch, ${branchCity.city}`,
      R.pick(['Govt. Polytechnic', 'Fergusson College', 'Presidency College', 'Loyola College', 'Ravenshaw University', 'Cotton University']),
      addrC(p.addr, { state: R.chance(0.5) }),
    ];
  });
  return {
    id: 'c28-scholarship-applications',
    about: 'Scholarship applications: student DOB, the student\'s bank account, IFSC and bank branch (a branch is a business place, NOT personal), home address.',
    delimiter: ',',
    header: ['Application ID', "Student's Name", 'Date Of Brith', 'Category', 'Family Income (p.a.)', "Student's Bank Account", 'Bank IFSC', 'Bank Branch', 'Institute', 'Home Address'],
    rows,
  };
}

// ------------------------------------------------------------------ C29
export function c29(): CsvSpec {
  const publicPlaces = ['Pune Airport T1', 'Chennai Central Railway Station', 'Phoenix Marketcity Kurla', 'Kempegowda Intl Airport', 'Howrah Station Gate 2', 'Infosys Gate 4, Hinjewadi', 'Orion Mall, Rajajinagar', 'Hyderabad Airport Departures'];
  const rows = rowsOf(20, (i) => {
    const p = makePerson();
    const d = makePerson({ gender: 'M', comm: R.pick(['hindi', 'marathi', 'kannada', 'tamil', 'sikh', 'muslim'] as const) });
    const homeFirst = R.chance(0.5);
    const home = R.chance(0.5) ? addrC(p.addr, { state: false, pin: R.chance(0.5) }) : A(`${line1(p.addr)}, ${p.addr.locality}`);
    const pub = R.pick(publicPlaces);
    return [
      `CRN${R.digits(10)}`,
      nameC(p, R.pick(['full', 'first'] as const)),
      nameC(d, R.pick(['full', 'upper'] as const)),
      homeFirst ? home : pub,
      homeFirst ? pub : home,
      amount(90, 1400),
      phC(p, R.pick(['p91s', 'plain'] as const)),
      phC(d, 'plain'),
      `${R.pick(['MH12', 'KA03', 'TN09', 'DL1C', 'WB02', 'TS08'])} ${R.letters(2)} ${R.digits(4)}`,
    ];
  });
  return {
    id: 'c29-cab-rides',
    about: 'Cab ride log: pickup/drop are a rider\'s home address (labelled) or a public place like an airport, mall or office gate (NOT personal); drivers are people; vehicle numbers are not in scope.',
    delimiter: ',',
    header: ['ride_id', 'rider', 'driver', 'pickup', 'drop', 'fare', 'rider_phone', 'driver_phone', 'vehicle'],
    rows,
  };
}

// ------------------------------------------------------------------ C30
export function c30(): CsvSpec {
  const rows = rowsOf(20, () => {
    const p = makePerson({ comm: R.pick(['tamil', 'telugu', 'kannada', 'malayali', 'gujarati'] as const) });
    const rm: Cell = R.pick<() => Cell>([
      () => T`cash`,
      () => T`paid via UPI ${UPI(p.upi)}`,
      () => T`cheque bounce, ${honor(p)} will pay next week`,
      () => T`transferred to his ${p.acct.bank.short} a/c ${ACC(account().no)} by mistake, to reverse`,
      () => T`auction winner this month`,
      () => T`collect from ${N(relativeName(p, p.gender === 'M' ? 'F' : 'M'))} at ${shortAddrC(p.addr)}`,
      () => T``,
    ])();
    return [anyName(p), ACC(p.acct.no), inr(R.int(2, 50) * 500), rm, fmtDate(randDate(2024, 2024), 'dmy/')];
  });
  return {
    id: 'c30-chit-collection-sheet',
    about: 'Chit-fund collection sheet with vague headers: "Khata No." holds the member\'s bank account number; remarks in free text; a header contains "~" (pointer escape ~0).',
    delimiter: ',',
    header: ['Party', 'Khata No.', 'Amt (approx ~)', 'Remark', 'Dt'],
    rows,
  };
}

// ------------------------------------------------------------------ C31
export function c31(): CsvSpec {
  const rows = rowsOf(20, () => {
    const p = makePerson({ y0: 1934, y1: 1964 });
    const retire = { y: p.dob.y + R.pick([58, 60, 60, 62]), m: p.dob.m, d: p.dob.d };
    const fam = relativeName(p, p.gender === 'M' ? 'F' : 'M');
    const branchCity = cityByName(p.addr.city);
    return [
      notAadhaar12('123456789'),
      nameC(p, R.pick(['title', 'full', 'upper'] as const)),
      dobC(p, 'dmy/'),
      fmtDate(retire, 'dmy/'),
      ACC(p.acct.no),
      `${p.acct.bank.short} ${R.pick(branchCity.locs)[0]}`,
      R.chance(0.7) ? N(fam) : placeholder(),
      R.chance(0.8) ? phC(p, 'plain') : PH(fmtMobile(makePerson().mobile)),
    ];
  });
  return {
    id: 'c31-pensioners-tsv',
    about: 'Pensioner list (tab-separated): DOB and date of retirement (same day and month, different year; only DOB labelled), PPO numbers of 12 digits failing Verhoeff (not Aadhaar), bank account, branch (not personal), family pensioner name.',
    delimiter: '\t',
    header: ['PPO No.', 'Pensioner', 'Date of Birth', 'Date of Retirement', 'Bank A/c', 'Branch', 'Family Pensioner', 'Mobile'],
    rows,
  };
}

// ------------------------------------------------------------------ C32
export function c32(): CsvSpec {
  const sellers = ['Maharashtra', 'Karnataka', 'Gujarat'].map((st) => gstin(st, pan('C')));
  const rows = rowsOf(30, (i) => {
    const p = makePerson({ y0: 1965, y1: 1995 });
    const st = R.pick(Object.keys(GST_STATE));
    const buyer = R.pick(BUSINESSES);
    const bg = gstin(st, R.chance(0.3) ? p.pan : pan(R.pick(['F', 'C', 'H'])));
    const taxable = R.int(2000, 400000);
    return [
      `INV/24-25/${String(i * 3 + 101).padStart(5, '0')}`,
      fmtDate(randDate(2024, 2024), 'dmy-'),
      buyer,
      GST(bg),
      GST(R.pick(sellers)),
      st,
      hsn(),
      inr(taxable) + '.00',
      inr(Math.round(taxable * 0.18)) + '.00',
      R.pick([() => T`${N(p.full)} ${phC(p)}`, () => T`${nameC(p, 'title')} / ${phC(p)}`, () => T`${EM(p.email)}`, () => T`${R.pick(['accounts', 'purchase'])}@${buyer.toLowerCase().replace(/[^a-z]/g, '')}.in`])(),
    ];
  });
  return {
    id: 'c32-b2b-invoice-register',
    about: 'B2B sales register: buyer and seller GSTINs (all labelled gstin, check character valid), place of supply is a state (not personal), HSN codes, amounts; buyer contact free text names a person with phone or a role mailbox.',
    delimiter: ',',
    header: ['Invoice No', 'Invoice Date', 'Buyer', 'Buyer GSTIN', 'Seller GSTIN', 'Place of Supply', 'HSN', 'Taxable Value', 'IGST', 'Buyer Contact'],
    rows,
  };
}

// ------------------------------------------------------------------ C33
export function c33(): CsvSpec {
  const centres = ['Govt. Boys HSS, Sigra, Varanasi', 'Kendriya Vidyalaya No. 2, Kanpur', 'DAV Public School, Bhubaneswar', 'ION Digital Zone, Kolkata', 'St. Anne\'s High School, Secunderabad'];
  const rows = rowsOf(25, () => {
    const p = makePerson({ y0: 1998, y1: 2007 });
    const idType = R.pick(['Aadhaar', 'PAN', 'Voter ID', 'Driving Licence', 'Aadhaar'] as const);
    const idNo: Cell =
      idType === 'Aadhaar'
        ? aadC(p)
        : idType === 'PAN'
          ? PANC(p.pan)
          : idType === 'Voter ID'
            ? T`${R.letters(3)}${R.digits(7)}`
            : T`${R.pick(['MH12', 'UP32', 'OD02', 'WB06'])} ${R.int(2015, 2023)}${R.digits(7)}`;
    return [
      String(R.int(6, 9)) + R.digits(9),
      upper(N(p.full)),
      upper(N(relativeName(p, 'M'))),
      upper(N(relativeName(p, 'F'))),
      dobC(p, R.pick(['dmy/', 'dmy-', 'd-Mon-y'] as const)),
      R.pick(centres),
      R.pick(['GEN', 'OBC-NCL', 'SC', 'ST', 'GEN-EWS']),
      idType,
      idNo,
    ];
  });
  return {
    id: 'c33-exam-admit-cards',
    about: 'Exam admit-card list in capitals: roll numbers are 10 digits starting 6-9 (NOT phones), parents\' names, DOB; exam centre is not personal; ID numbers labelled when Aadhaar or PAN (voter ID and driving licence are out of scope).',
    delimiter: ',',
    quoteAll: true,
    header: ['Roll No', 'Candidate Name', "Father's Name", "Mother's Name", 'DOB', 'Exam Centre', 'Category', 'ID Proof', 'ID Number'],
    rows,
  };
}

// ------------------------------------------------------------------ C34
export function c34(): CsvSpec {
  const hrs = rowsOf(3, () => makePerson({ y0: 1980, y1: 1995 }));
  const rows = rowsOf(20, (i) => {
    const p = makePerson({ y0: 1975, y1: 2001 });
    const h = R.pick(hrs);
    const newAcc = account();
    const rm: Cell = R.pick<() => Cell>([
      () => T`Bank change request.\nOld: ${ACC(p.acct.no)} (${p.acct.ifsc})\nNew: ${ACC(newAcc.no)} (${newAcc.ifsc})\nCancelled cheque verified by ${N(firstName(h))}.`,
      () => T`DOB correction: records had ${DOB(fmtDate({ ...p.dob, y: p.dob.y + 1 }, 'dmy/'))}, as per 10th certificate it is ${dobC(p, 'dmy/')}.`,
      () => T`Address updated to ${addrC(p.addr, { state: true })}\n(proof: rent agreement)`,
      () => T`Emergency contact changed to ${N(relativeName(p, R.pick(['M', 'F'] as const)))} - ${PH(fmtMobile(makePerson().mobile))}`,
      () => T`Resigned. FnF to be paid to salary a/c ${ACC(p.acct.no)}. Exit interview by ${N(h.full)}.`,
      () => T`Marriage leave approved. Spouse name for insurance: ${N(relativeName(p, p.gender === 'M' ? 'F' : 'M'))}, born ${DOB(fmtDate(makePerson({ y0: 1980, y1: 2000 }).dob, 'dth Month y'))}.`,
      () => T`Performance: meets expectations. Increment as per band.`,
    ])();
    return [`EMP${String(7000 + i * 3)}`, rm, nameC(h, R.pick(['full', 'initial'] as const)), fmtDate(randDate(2024, 2024), 'iso')];
  });
  return {
    id: 'c34-hr-remarks-multiline',
    about: 'HR change log where remarks are multi-line quoted cells: bank change (old and new accounts), DOB corrections (both the wrong and the right DOB are the person\'s DOB claims), address updates, emergency contacts.',
    delimiter: ',',
    header: ['emp_id', 'remarks', 'updated_by', 'updated_on'],
    rows,
  };
}

// ------------------------------------------------------------------ C35
export function c35(): CsvSpec {
  const rows = rowsOf(25, () => {
    const p = makePerson({ y0: 1960, y1: 2002 });
    const c = cardNumber(R.pick(['visa', 'mc', 'rupay', 'amex', 'diners', 'rupay19', 'visa13', 'maestro'] as const));
    return [
      `CC${R.digits(9)}`,
      upper(N(p.full.length > 21 ? `${(p.first[0] as string).toUpperCase()} ${p.last}` : p.full)),
      CARD(fmtCard(c)),
      `${String(R.int(1, 12)).padStart(2, '0')}/${R.int(27, 31)}`,
      R.pick(['Platinum', 'Millennia', 'Rewards', 'Coral', 'Select', 'RuPay Classic']),
      addrC(p.addr, { state: true }),
      dobC(p, R.pick(['dmy/', 'iso', 'd Mon y'] as const)),
      phC(p),
    ];
  });
  return {
    id: 'c35-card-issuance',
    about: 'Credit-card issuance batch: embossed name, full card number of several networks and lengths (13-19 digits), expiry (not personal), delivery address, DOB, mobile.',
    delimiter: ',',
    header: ['App Ref', 'Name on Card', 'Card Number', 'Expiry', 'Variant', 'Delivery Address', 'DOB', 'Mobile'],
    rows,
  };
}

export { EM, CARD, AAD, lower, placeholder, inr, fullAddr, shortAddr, makeAddr, COMPANIES, timestamp, tollFree, fmtAadhaar, MON, anyName, firstName };
