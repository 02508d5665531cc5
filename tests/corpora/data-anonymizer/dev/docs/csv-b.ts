/** CSV documents, part two: Hindi sheets, logs, payments, rentals, gig work, charity, chats, directories. */

import { COMPANIES, USER_AGENTS } from '../lib/biz';
import { Cell, buildCsv, cat, pii } from '../lib/cell';
import { Headers } from '../lib/headers';
import { Person } from '../lib/pii';
import { Ctx, DocFn, N, ageIn2025, csvLook, domainOf, relative, table, times, titled } from './common';

export const hindiCustomers: DocFn = ({ g, b, t, r }) => {
  const cols = {
    name: 'ग्राहक का नाम', mobile: 'मोबाइल नंबर', addr: 'पता', dob: 'जन्म तिथि', email: 'ईमेल', amt: 'राशि (₹)', note: 'टिप्पणी',
  };
  const rows = times(r.int(15, 24), () => {
    const d = g.devPerson();
    const p = g.person({ groupId: 'hindi-belt', female: d.female, minYear: 1955, maxYear: 2000 });
    const a = g.devAddress();
    return {
      name: r.chance(0.35) ? cat(d.female ? 'श्रीमती ' : 'श्री ', N(d.full)) : N(d.full), mobile: t.P(p), addr: pii('address', a.full),
      dob: t.D(p, r.pick(['dd/mm/yyyy', 'dd-mm-yyyy', 'dd.mm.yyyy'])), email: r.chance(0.5) ? t.E(p) : '—',
      amt: b.inr(b.amount(500, 25000, false), 'grouped'), note: r.chance(0.5) ? t.hindiNote() : '',
    };
  });
  return buildCsv({ id: 'hindi-customer-list', about: 'Customer list of a Hindi-speaking dealer, Devanagari headers and names', delimiter: ',', ...csvLook(r), ...table(cols, rows) });
};

export const loginAudit: DocFn = ({ g, b, t, r }) => {
  const H = Headers.csv(r);
  const cols = {
    ts: H.h('ts', 'timestamp', 'event_time'),
    user: H.h('user_email', 'login', 'principal', 'username'),
    ip: H.h('src_ip', 'client_ip', 'remote_addr', 'IP Address'),
    ua: H.h('user_agent', 'UA', 'client'),
    result: H.h('result', 'outcome', 'status'),
    sid: H.h('session_id', 'sid', 'trace'),
    ver: H.h('app_version', 'build'),
    region: H.h('geo', 'region_code'),
  };
  const users = times(9, () => g.person());
  const rows = times(r.int(30, 40), () => {
    const p = r.pick(users);
    const ip = g.ip();
    return {
      ts: g.timestamp('iso'), user: t.E(p, r.chance(0.4) ? 'kaveriinfotech.com' : undefined), ip: pii('ip', ip), ua: r.pick(USER_AGENTS),
      result: r.pick(['SUCCESS', 'SUCCESS', 'SUCCESS', 'FAILED_PASSWORD', 'MFA_CHALLENGE', 'LOCKED']), sid: b.sessionId(), ver: b.appVersion(),
      region: r.pick(['IN-MH', 'IN-KA', 'IN-DL', 'IN-TN', 'IN-WB', 'IN-TG']),
    };
  });
  return buildCsv({ id: 'login-audit-csv', about: 'Login audit log of a web application', delimiter: ',', ...csvLook(r), quoteAll: false, ...table(cols, rows) });
};

export const upiCollections: DocFn = ({ g, b, t, r }) => {
  const H = Headers.csv(r);
  const cols = {
    txn: H.h('Txn ID', 'Transaction ID', 'TXN_REF'),
    utr: H.h('UTR', 'RRN', 'Bank Ref No'),
    name: H.h('Payer Name', 'Customer Name', 'Remitter'),
    vpa: H.h('Payer VPA', 'Customer VPA', 'UPI ID', 'From VPA'),
    amount: H.h('Amount', 'Txn Amt'),
    status: H.h('Status', 'Txn Status'),
    date: H.h('Txn Date', 'Date & Time'),
    mref: H.h('Merchant Ref', 'Order Ref', 'Bill No'),
  };
  const rows = times(r.int(26, 38), () => {
    const p = g.person();
    return {
      txn: b.upiTxn(), utr: b.rrn(), name: N(g.nameForm(p, r.pick(['upper', 'full']))), vpa: t.U(p), amount: b.amount(10, 25000).toFixed(2),
      status: r.pick(['SUCCESS', 'SUCCESS', 'SUCCESS', 'FAILED', 'PENDING', 'REFUNDED']), date: g.timestamp('in'), mref: b.orderId10(),
    };
  });
  return buildCsv({ id: 'upi-collections', about: 'UPI collection report from a payment aggregator dashboard', delimiter: ',', ...csvLook(r), ...table(cols, rows) });
};

export const cardChargebacks: DocFn = ({ g, b, t, r }) => {
  const H = Headers.csv(r);
  const cols = {
    caseId: H.h('Case ID', 'Dispute #'),
    holder: H.h('Cardholder', 'Card Holder Name', 'Name on Card'),
    card: H.h('Card Number', 'PAN (Card)', 'Card #'),
    amount: H.h('Txn Amount', 'Disputed Amt'),
    merchant: H.h('Merchant', 'MID Name'),
    reason: H.h('Reason Code', 'RC'),
    email: H.h('Contact Email', 'Email'),
    date: H.h('Txn Date', 'Transaction Date'),
    arn: H.h('ARN', 'Acquirer Ref'),
  };
  const rows = times(r.int(22, 32), () => {
    const p = g.person();
    return {
      caseId: `CB${r.digits(8)}`, holder: N(g.nameForm(p, 'upper')), card: pii('card', g.fmtCard(g.card())), amount: b.inr(b.amount(300, 90000), 'plain'),
      merchant: r.pick(COMPANIES), reason: r.pick(['10.4', '13.1', '4837', '4853', '13.3']), email: t.E(p),
      date: g.fmtDate(g.eventDate(2024, 2025), 'yyyy-mm-dd'), arn: r.digits(23),
    };
  });
  return buildCsv({ id: 'card-chargebacks', about: 'Chargeback case list from an acquiring bank portal', delimiter: ',', ...csvLook(r), ...table(cols, rows) });
};

export const vagueHeaders: DocFn = ({ g, b, t, r }) => {
  const scheme = r.pick(['field', 'col', 'vague']);
  const names = scheme === 'field' ? times(9, (i) => `Field${i + 1}`) : scheme === 'col' ? times(9, (i) => `Col ${'ABCDEFGHI'[i]}`)
    : ['Party', 'Contact', 'Details', 'Info', 'Value', 'When', 'Status', 'Other', 'Notes'];
  const [a, bb, c, d, e, f, gg, h, i] = names as [string, string, string, string, string, string, string, string, string];
  const cols = { name: a, phone: bb, email: c, city: d, amt: e, when: f, status: gg, dob: h, misc: i };
  const rows = times(r.int(15, 25), () => {
    const p = g.person();
    return {
      name: N(g.nameForm(p)), phone: t.P(p), email: t.E(p), city: pii('address', p.city.city), amt: b.amount(100, 90000).toFixed(2),
      when: g.fmtDate(g.eventDate(), 'dd/mm/yyyy'), status: r.pick(['open', 'closed', 'hold', 'done']), dob: t.D(p, 'dd/mm/yyyy'),
      misc: r.weighted<() => Cell | string>([[2, () => t.U(p)], [2, () => t.PAN(p)], [1, () => pii('bank_account', g.bank().account)], [2, () => cat('ref ', b.invoice12())], [2, () => '']])(),
    };
  });
  return buildCsv({ id: 'vague-headers', about: 'Export from an old tool with meaningless column names', delimiter: ',', ...csvLook(r), ...table(cols, rows) });
};

export const pharmacyRx: DocFn = ({ g, b, t, r }) => {
  const H = Headers.csv(r);
  const cols = {
    rx: H.h('Rx No', 'Bill No', 'Prescription #'),
    patient: H.h('Patient', 'Patient Name', 'Customer'),
    age: H.h('Age', 'Yrs'),
    doctor: H.h('Prescribed By', 'Doctor', 'Dr.'),
    med: H.h('Medicine', 'Item', 'Drug'),
    qty: H.h('Qty', 'Strips'),
    phone: H.h('Phone', 'Mob'),
    addr: H.h('Address', 'Delivery Address'),
    amt: H.h('Bill Amt', 'MRP Total'),
  };
  const docs = times(4, () => g.person({ maxYear: 1985 }));
  const rows = times(r.int(15, 26), () => {
    const p = g.person({ minYear: 1940, maxYear: 2015 });
    const a = g.address(p.city);
    const dr = r.pick(docs);
    return {
      rx: `RX${r.digits(6)}`, patient: N(g.nameForm(p)), age: ageIn2025(p), doctor: cat(r.pick(['Dr. ', 'Dr ', 'DR ']), N(g.nameForm(dr, r.pick(['initial-surname', 'full'])))),
      med: r.pick(['Dolo 650', 'Pan 40', 'Azithral 500', 'Telma 40', 'Glycomet GP1', 'Shelcal 500', 'Montair LC', 'Augmentin 625 Duo']),
      qty: r.int(1, 6), phone: t.P(p), addr: r.chance(0.6) ? pii('address', `${a.line1}, ${a.locality}`) : 'Counter sale', amt: b.amount(40, 3500).toFixed(2),
    };
  });
  return buildCsv({ id: 'pharmacy-sales', about: 'Chemist shop prescription sales log (tab separated)', delimiter: '\t', ...csvLook(r), quoteAll: false, ...table(cols, rows) });
};

export const rentalAgreements: DocFn = ({ g, b, t, r }) => {
  const H = Headers.csv(r);
  const cols = {
    no: H.h('Agreement No', 'Doc No'),
    tenant: H.h('Tenant', 'Licensee', 'Tenant Name'),
    tpan: H.h('Tenant PAN', 'Licensee PAN'),
    taadhaar: H.h('Tenant Aadhaar', 'Licensee UID'),
    landlord: H.h('Landlord', 'Licensor', 'Owner Name'),
    lpan: H.h('Landlord PAN', 'Licensor PAN'),
    prop: H.h('Property Address', 'Premises', 'Flat Address'),
    rent: H.h('Rent', 'Monthly Rent (₹)', 'License Fee'),
    deposit: H.h('Deposit', 'Security Deposit'),
    start: H.h('Start', 'Commencement Date'),
    tenure: H.h('Tenure', 'Months'),
  };
  const rows = times(r.int(12, 22), () => {
    const tn = g.person({ minYear: 1975, maxYear: 2002 });
    const ll = g.person({ minYear: 1950, maxYear: 1985 });
    return {
      no: `LL/${r.int(2023, 2025)}/${r.digits(5)}`, tenant: N(g.nameForm(tn)), tpan: t.PAN(tn), taadhaar: t.AA(), landlord: r.chance(0.4) ? titled(g, ll, ll.full) : N(ll.full),
      lpan: t.PAN(ll), prop: pii('address', g.address(tn.city).full), rent: b.inr(r.int(8, 95) * 1000, 'rs'), deposit: b.inr(r.int(30, 400) * 1000, 'rs'),
      start: g.fmtDate(g.eventDate(2023, 2025), 'dd/mm/yyyy'), tenure: r.pick([11, 11, 11, 22, 33]),
    };
  });
  return buildCsv({ id: 'rental-agreements', about: 'Leave and licence agreements register of a property broker', delimiter: ',', ...csvLook(r), ...table(cols, rows) });
};

export const sipRegister: DocFn = ({ g, b, t, r }) => {
  const H = Headers.csv(r);
  const cols = {
    investor: H.h('Investor', 'Investor Name', 'First Holder'),
    pan: H.h('PAN', 'First Holder PAN'),
    dob: H.h('DOB', 'Investor DOB'),
    mobile: H.h('Mobile', 'Regd Mobile'),
    acct: H.h('Bank A/c', 'Bank Account No'),
    ifsc: H.h('IFSC'),
    amt: H.h('SIP Amt', 'Instalment'),
    scheme: H.h('Scheme', 'Fund'),
    nominee: H.h('Nominee', 'Nominee 1'),
    day: H.h('SIP Date', 'Debit Day'),
  };
  const ds = r.pick(['dd-Mon-yyyy', 'DD-MON-YY', 'dd/mm/yyyy']);
  const rows = times(r.int(16, 28), () => {
    const p = g.person({ minYear: 1955, maxYear: 2004 });
    const acct = g.bank();
    const nom = relative(g, p, r.chance(0.5));
    return {
      investor: N(g.nameForm(p)), pan: t.PAN(p), dob: t.D(p, ds), mobile: t.P(p), acct: pii('bank_account', acct.account), ifsc: acct.ifsc,
      amt: r.pick([500, 1000, 2000, 2500, 5000, 10000]), scheme: r.pick(['Parag Parikh Flexi Cap - Direct Growth', 'HDFC Mid-Cap Opportunities', 'SBI Bluechip Fund', 'Axis ELSS Tax Saver', 'Nippon India Small Cap']),
      nominee: N(nom.full), day: r.pick([1, 5, 7, 10, 15, 20, 28]),
    };
  });
  return buildCsv({ id: 'mutual-fund-sip-register', about: 'Mutual fund distributor SIP register (semicolon separated)', delimiter: ';', ...csvLook(r), ...table(cols, rows) });
};

export const driverOnboarding: DocFn = ({ g, t, r }) => {
  const H = Headers.csv(r);
  const cols = {
    id: H.h('Driver ID', 'Partner ID'),
    name: H.h('Driver Name', 'Partner Name', 'Rider'),
    mobile: H.h('Mobile', 'Phone'),
    aadhaar: H.h('Aadhaar', 'Aadhaar No.'),
    acct: H.h('Bank A/c', 'Payout Account'),
    ifsc: H.h('IFSC'),
    upi: H.h('UPI', 'UPI ID (for payouts)'),
    city: H.h('City', 'Base City', 'Operating City'),
    vehicle: H.h('Vehicle Type', 'Vehicle'),
    status: H.h('Status', 'Onboarding Status'),
    on: H.h('Onboarded On', 'Activation Date'),
  };
  const rows = times(r.int(20, 32), (i) => {
    const p = g.person({ minYear: 1975, maxYear: 2004, female: r.chance(0.1) });
    const acct = g.bank();
    return {
      id: `DRV${50300 + i}`, name: N(g.nameForm(p)), mobile: pii('phone', g.fmtMobile(p.mobile, 'plain')), aadhaar: r.chance(0.85) ? t.AA() : g.maskedAadhaar(),
      acct: pii('bank_account', acct.account), ifsc: acct.ifsc, upi: r.chance(0.7) ? t.U(p) : '', city: pii('address', p.city.city),
      vehicle: r.pick(['Bike', 'Auto', 'Sedan', 'Hatchback', 'EV Scooter']), status: r.pick(['Active', 'Docs pending', 'Blocked', 'Active']),
      on: g.fmtDate(g.eventDate(2024, 2025), 'yyyy-mm-dd'),
    };
  });
  return buildCsv({ id: 'driver-onboarding', about: 'Ride-hailing driver onboarding tracker', delimiter: ',', ...csvLook(r), ...table(cols, rows) });
};

export const vendorOnboarding: DocFn = ({ g, t, r }) => {
  const H = Headers.csv(r);
  const cols = {
    code: H.h('Vendor Code', 'Supplier ID'),
    name: H.h('Vendor Name', 'Supplier', 'Firm Name'),
    gstin: H.h('GSTIN', 'GST No'),
    pan: H.h('PAN', 'Firm PAN'),
    contact: H.h('Contact Person', 'SPOC'),
    phone: H.h('Phone', 'SPOC Mobile'),
    email: H.h('Email', 'SPOC Email'),
    acctEmail: H.h('Accounts Email', 'Billing Email'),
    category: H.h('Category', 'Vendor Type'),
    city: H.h('City', 'Vendor Location'),
    helpline: H.h('Helpline', 'Customer Care'),
  };
  const rows = times(r.int(15, 25), (i) => {
    const company = COMPANIES[(i * 7) % COMPANIES.length] as string;
    const gst = g.gstin(company);
    const p = g.person({ maxYear: 1998 });
    const dom = domainOf(company, r);
    return {
      code: `V${String(2000 + i).padStart(6, '0')}`, name: company, gstin: pii('gstin', gst), pan: pii('pan', gst.slice(2, 12)),
      contact: r.chance(0.3) ? titled(g, p, p.full) : N(p.full), phone: t.P(p), email: t.E(p, dom), acctEmail: r.pick(['accounts@', 'billing@', 'finance@', 'info@']) + dom,
      category: r.pick(['Raw material', 'Logistics', 'IT services', 'Packaging', 'Housekeeping']), city: r.pick(['Bhiwandi', 'Manesar', 'Sriperumbudur', 'Hosur', 'Sanand', 'Chakan']),
      helpline: r.chance(0.4) ? g.helpline() : '',
    };
  });
  return buildCsv({ id: 'vendor-onboarding', about: 'Vendor master of a manufacturer (business contacts; vendor city is a business location)', delimiter: ',', ...csvLook(r), ...table(cols, rows) });
};

export const callDispositions: DocFn = ({ g, t, r }) => {
  const H = Headers.csv(r);
  const cols = {
    call: H.h('Call ID', 'UCID'),
    agent: H.h('Agent', 'Agent Name', 'Caller'),
    phone: H.h('Customer Phone', 'Dialled No', 'CLI'),
    dispo: H.h('Disposition', 'Dispo'),
    cb: H.h('Callback At', 'Next Call'),
    dur: H.h('Duration (s)', 'Talk Time'),
    notes: H.h('Notes', 'Agent Remarks'),
  };
  const agents = times(5, () => g.person({ minYear: 1990, maxYear: 2003 }));
  const rows = times(r.int(26, 38), () => {
    const p = g.person();
    const ag = r.pick(agents);
    return {
      call: `${r.digits(14)}`, agent: N(r.chance(0.5) ? ag.given : g.nameForm(ag, 'full')), phone: pii('phone', g.fmtMobile(p.mobile, r.pick(['plain', '0plain', '91 plain']))),
      dispo: r.pick(['Interested', 'Call Back', 'Not Reachable', 'Wrong Number', 'Sale Done', 'DNC']), cb: r.chance(0.4) ? g.timestamp('sql') : '',
      dur: r.int(0, 900), notes: t.crmNote(p),
    };
  });
  return buildCsv({ id: 'call-center-dispositions', about: 'Outbound call centre disposition report', delimiter: ',', ...csvLook(r), ...table(cols, rows) });
};

export const bloodDonation: DocFn = ({ g, t, r }) => {
  const H = Headers.csv(r);
  const cols = {
    name: H.h('Donor Name', 'Name of Donor'),
    bg: H.h('Blood Group', 'BG'),
    dob: H.h('Dt of Brith', 'Janm Tithi', 'D.O.B'),
    mobile: H.h('Mobile', 'Contact No'),
    addr: H.h('Address', 'Residence'),
    last: H.h('Last Donation', 'Previous Donation Date'),
    units: H.h('Units', 'Bags'),
  };
  const ds = r.pick(['dd/mm/yyyy', 'd/m/yyyy', 'dd-mm-yyyy']);
  const rows = times(r.int(18, 30), () => {
    const p = g.person({ minYear: 1960, maxYear: 2006 });
    return {
      name: N(g.nameForm(p)), bg: r.pick(['A+', 'B+', 'O+', 'AB+', 'O-', 'B-', 'A-']), dob: t.D(p, ds), mobile: t.P(p),
      addr: pii('address', r.chance(0.5) ? g.address(p.city).full : `${g.address(p.city).locality}, ${p.city.city}`),
      last: r.chance(0.6) ? g.fmtDate(g.eventDate(2022, 2025), ds) : 'First time', units: 1,
    };
  });
  return buildCsv({ id: 'blood-donation-camp', about: 'Blood donation camp donor list of a local club', delimiter: ',', ...csvLook(r), ...table(cols, rows) });
};

export const weddingRsvp: DocFn = ({ g, t, r }) => {
  const H = Headers.csv(r);
  const cols = {
    guest: H.h('Guest', 'Guest Name', 'Mehmaan'),
    side: H.h('Side', 'Family'),
    phone: H.h('Phone', 'Number'),
    city: H.h('City', 'Coming From'),
    count: H.h('Count', 'Pax', 'No. of people'),
    notes: H.h('Notes', 'Stay / Travel'),
  };
  const rows = times(r.int(20, 34), () => {
    const p = g.person();
    const guest: Cell = r.weighted<() => Cell>([
      [4, () => N(p.full)], [2, () => cat(N(p.surname), ' family')], [2, () => (p.female ? cat(r.pick(['Mrs. ', 'Smt. ']), N(p.full), ' & family') : cat(r.pick(['Mr. & Mrs. ', 'Mr & Mrs ']), N(p.full)))],
      [1, () => cat(N(p.given), r.pick([' Mama', ' Chachi', ' Bua', ' Mausi', ' Fufaji']))], [1, () => cat('Dr. ', N(p.full), ' + 1')],
    ])();
    return {
      guest, side: r.pick(['Bride', 'Groom', 'Ladkiwale', 'Ladkewale']), phone: r.chance(0.85) ? t.P(p) : '', city: pii('address', p.city.city), count: r.int(1, 6),
      notes: r.pick(['Needs room', 'Arriving by Rajdhani', 'Pickup from airport', '', '', 'Veg only', cat('Will come with ', N(g.person().full))]),
    };
  });
  return buildCsv({ id: 'wedding-rsvp', about: 'Wedding guest list and RSVP tracker', delimiter: ',', ...csvLook(r), ...table(cols, rows) });
};

export const coachingResults: DocFn = ({ g, t, r }) => {
  const H = Headers.csv(r);
  const cols = {
    roll: H.h('Roll No', 'Roll #'),
    name: H.h('Candidate Name', 'Student'),
    dob: H.h('DOB', 'Date of Birth'),
    phy: H.h('Physics'), chem: H.h('Chemistry'), maths: H.h('Maths'),
    total: H.h('Total', 'Marks (out of 300)'),
    rank: H.h('Rank', 'AIR (mock)'),
    centre: H.h('Centre', 'Study Centre'),
    parent: H.h('Parent Phone', "Father's Mobile"),
  };
  const rows = times(r.int(20, 35), (i) => {
    const p = g.person({ minYear: 2006, maxYear: 2009 });
    const father = relative(g, p, false);
    const [a, b2, c] = [r.int(10, 100), r.int(10, 100), r.int(10, 100)];
    return {
      roll: `25${r.digits(6)}`, name: N(g.nameForm(p, r.pick(['upper', 'full']))), dob: t.D(p, 'dd/mm/yyyy'), phy: a, chem: b2, maths: c, total: a + b2 + c, rank: i + 1,
      centre: r.pick(['Kota - Talwandi', 'Delhi - Kalu Sarai', 'Hyderabad - Ameerpet', 'Patna - Boring Road', 'Pune - Deccan']), parent: t.P(father),
    };
  });
  return buildCsv({ id: 'coaching-mock-results', about: 'Coaching institute mock test results (tab separated; centre is the institute branch)', delimiter: '\t', ...csvLook(r), quoteAll: false, ...table(cols, rows) });
};

export const tdsRegister: DocFn = ({ g, b, t, r }) => {
  const H = Headers.csv(r);
  const cols = {
    name: H.h('Deductee Name', 'Name of Deductee', 'Payee'),
    pan: H.h('PAN of Deductee', 'PAN'),
    section: H.h('Section', 'Sec'),
    paid: H.h('Amount Paid', 'Gross Amount'),
    tds: H.h('TDS', 'Tax Deducted'),
    email: H.h('Email', 'Deductee Email'),
    date: H.h('Payment Date', 'Date of Credit'),
    challan: H.h('Challan No', 'BSR / Challan'),
  };
  const rows = times(r.int(18, 30), () => {
    const p = g.person({ maxYear: 2001 });
    const paid = b.amount(15000, 400000, false);
    return {
      name: N(g.nameForm(p, r.pick(['upper', 'full']))), pan: t.PAN(p), section: r.pick(['194J', '194C', '194H', '194I']), paid: paid.toFixed(2),
      tds: (paid * 0.1).toFixed(2), email: r.chance(0.6) ? t.E(p) : '', date: g.fmtDate(g.eventDate(2024, 2025), 'dd-mm-yyyy'), challan: `0510308/${r.digits(5)}`,
    };
  });
  return buildCsv({ id: 'tds-register', about: 'TDS deduction register for freelancers and contractors', delimiter: ',', ...csvLook(r), ...table(cols, rows) });
};

export const ngoDonations: DocFn = ({ g, b, t, r }) => {
  const H = Headers.csv(r);
  const cols = {
    receipt: H.h('Receipt No', '80G Receipt #'),
    donor: H.h('Donor', 'Donor Name'),
    pan: H.h('PAN (80G)', 'Donor PAN'),
    amt: H.h('Amount', 'Donation (₹)'),
    mode: H.h('Mode', 'Payment Mode'),
    addr: H.h('Address', 'Postal Address'),
    email: H.h('Email', 'E mail'),
    date: H.h('Date', 'Donation Date'),
    purpose: H.h('Purpose', 'Towards'),
  };
  const rows = times(r.int(18, 28), () => {
    const p = g.person({ maxYear: 2000 });
    return {
      receipt: `NGO/80G/${r.digits(5)}`, donor: r.chance(0.3) ? titled(g, p, p.full) : N(g.nameForm(p)), pan: r.chance(0.85) ? t.PAN(p) : '',
      amt: b.inr(r.pick([501, 1001, 2100, 5000, 11000, 25000, 51000]), 'grouped'), mode: r.pick(['UPI', 'Cheque', 'NEFT', 'Cash']),
      addr: pii('address', g.address(p.city).full), email: r.chance(0.7) ? t.E(p) : '', date: g.fmtDate(g.eventDate(2024, 2025), 'dd/mm/yyyy'),
      purpose: r.pick(['Mid-day meal', 'Girl child education', 'Flood relief', 'Gau seva', 'General corpus']),
    };
  });
  return buildCsv({ id: 'ngo-donations', about: 'NGO donation register used for 80G receipts (semicolon separated)', delimiter: ';', ...csvLook(r), ...table(cols, rows) });
};

export const whatsappExport: DocFn = ({ g, b, t, r }) => {
  const H = Headers.csv(r);
  const cols = { date: H.h('Date'), time: H.h('Time'), sender: H.h('Sender', 'From', 'Author'), msg: H.h('Message', 'Text', 'Body') };
  const members: Person[] = times(6, () => g.person());
  const rows = times(r.int(26, 38), () => {
    const p = r.pick(members);
    const other = r.pick(members);
    const sender: Cell = r.chance(0.3) ? pii('phone', g.fmtMobile(p.mobile, '+91 5 5')) : N(r.chance(0.5) ? p.full : p.given);
    const msg = r.weighted<() => Cell>([
      [3, () => cat(r.pick(['Good morning all 🙏', 'Water supply band rahega kal 10 se 2', 'Lift is not working again', 'Who parked in B-wing visitor slot?', 'Diwali puja at 7pm in clubhouse', 'ok', 'Noted 👍']))],
      [2, () => cat('Maintenance paid to ', t.U(p), ' ref ', b.rrn())],
      [2, () => cat('@', N(other.given), ' please share plumber number')],
      [1, () => cat(r.pick(['Plumber ', 'Electrician ', 'Carpenter ']), N(g.person({ female: false }).given), ' bhaiya: ', pii('phone', g.fmtMobile(g.mobile())))],
      [1, () => cat('Welcome ', N(g.person().full), ' to the group! New owner of ', pii('address', `${r.pick(['A', 'B', 'C'])}-${r.int(1, 14)}0${r.int(1, 4)}`))],
      [1, () => cat('Courier for ', N(other.full), ' kept at security')],
      [1, () => cat('Happy birthday ', N(other.given), '! 🎂')],
      [1, () => t.customerMsg(p, b.orderId10())],
    ])();
    return { date: g.fmtDate(g.eventDate(2025, 2025), 'dd/mm/yyyy'), time: `${r.int(6, 23)}:${String(r.int(0, 59)).padStart(2, '0')}`, sender, msg };
  });
  return buildCsv({ id: 'whatsapp-society-group', about: 'Housing society WhatsApp group chat converted to CSV', delimiter: ',', ...csvLook(r), quoteAll: true, ...table(cols, rows) });
};

export const rationList: DocFn = ({ g, t, r }) => {
  const cols = { sr: 'क्रम सं.', name: 'नाम', father: 'पिता/पति का नाम', age: 'आयु', village: 'गाँव', mobile: 'मोबाइल', aadhaar: 'आधार संख्या', card: 'कार्ड प्रकार' };
  const rows = times(r.int(16, 28), (i) => {
    const d = g.devPerson();
    const f = g.devPerson(false);
    const p = g.person({ groupId: 'hindi-belt' });
    const shareSurname = r.chance(0.6) && !['देवी', 'कुमारी'].includes(d.surname);
    const rel = N(shareSurname ? `${f.given} ${d.surname}` : f.full);
    return {
      sr: i + 1, name: N(d.full), father: rel, age: r.int(19, 88), village: pii('address', g.devAddress().full), mobile: r.chance(0.8) ? t.P(p) : '',
      aadhaar: r.chance(0.9) ? t.AA() : '', card: r.pick(['APL', 'BPL', 'AAY', 'PHH']),
    };
  });
  return buildCsv({ id: 'panchayat-ration-list', about: 'Gram panchayat ration card beneficiary list in Hindi', delimiter: ',', ...csvLook(r), ...table(cols, rows) });
};

export const hotelGuests: DocFn = ({ g, t, r }) => {
  const H = Headers.csv(r);
  const cols = {
    name: H.h('Guest Name', 'Name of Guest'),
    nat: H.h('Nationality'),
    idType: H.h('ID Type', 'ID Proof'),
    idNo: H.h('ID Number', 'ID No.'),
    addr: H.h('Adress', 'Permanant Address'),
    mobile: H.h('Mobil No', 'Contact'),
    checkin: H.h('Check-in', 'Arrival'),
    room: H.h('Room', 'Room No'),
    purpose: H.h('Purpose of Visit', 'Purpose'),
  };
  const rows = times(r.int(16, 28), () => {
    const p = g.person({ maxYear: 2005 });
    const idType = r.pick(['Aadhaar', 'Aadhaar', 'PAN', 'Driving Licence', 'Aadhaar (masked)']);
    const idNo: Cell | string = idType === 'Aadhaar' ? t.AA() : idType === 'PAN' ? t.PAN(p) : idType === 'Aadhaar (masked)' ? g.maskedAadhaar() : 'Seen';
    return {
      name: r.chance(0.4) ? titled(g, p, p.full) : N(g.nameForm(p)), nat: 'Indian', idType, idNo, addr: pii('address', g.address(p.city).full),
      mobile: t.P(p), checkin: g.timestamp('in'), room: r.int(101, 420), purpose: r.pick(['Business', 'Tourism', 'Wedding', 'Medical', 'Exam']),
    };
  });
  return buildCsv({ id: 'hotel-guest-register', about: 'Hotel guest register (Form C style for domestic guests; semicolon separated)', delimiter: ';', ...csvLook(r), ...table(cols, rows) });
};

export const alumniDirectory: DocFn = ({ g, t, r }) => {
  const H = Headers.csv(r);
  const cols = {
    name: H.h('Name', 'Alumnus', 'Full name'),
    batch: H.h('Batch', 'Passing Year'),
    branch: H.h('Branch', 'Stream'),
    email: H.h('Email', 'Personal Email'),
    mobile: H.h('Mobile', 'Phone'),
    city: H.h('Current City', 'Lives In'),
    company: H.h('Company', 'Current Employer'),
  };
  const rows = times(r.int(20, 32), () => {
    const p = g.person({ minYear: 1970, maxYear: 2001 });
    return {
      name: N(g.nameForm(p, r.pick(['full', 'full', 'with-middle', 'south-initial', 'lower']))), batch: r.int(1992, 2023), branch: r.pick(['Mech', 'CSE', 'ECE', 'Civil', 'EEE', 'Chem']),
      email: t.E(p), mobile: r.chance(0.7) ? t.P(p) : '', city: pii('address', p.city.city), company: r.pick([...COMPANIES.slice(0, 12), 'Google', 'Startup (own)', 'Govt. of India']),
    };
  });
  return buildCsv({ id: 'alumni-directory', about: 'Engineering college alumni directory (branch is the academic stream)', delimiter: ',', ...csvLook(r), ...table(cols, rows) });
};

export const tuitionBatch: DocFn = ({ g, b, t, r }) => {
  const H = Headers.csv(r);
  const cols = {
    student: H.h('Student', 'Bachche ka naam', 'Name'),
    cls: H.h('Class', 'Std'),
    dob: H.h('DOB', 'Janm Tithi', 'Date of birth'),
    parent: H.h('Parent', 'Guardian', 'Mummy/Papa'),
    phone: H.h('Parent Phone', 'Phone No', 'Contact'),
    fees: H.h('Fees', 'Monthly Fees'),
    paid: H.h('Paid Via', 'Payment'),
    board: H.h('Board', 'Syllabus'),
  };
  const rows = times(r.int(12, 22), () => {
    const kid = g.person({ minYear: 2009, maxYear: 2018 });
    const parent = relative(g, kid, r.chance(0.6));
    return {
      student: N(r.chance(0.5) ? kid.given : kid.full), cls: r.pick(['5th', '6th', '7th', '8th', '9th', '10th (CBSE)', '12th Sci']), dob: t.D(kid, 'd/m/yyyy'),
      parent: N(r.chance(0.5) ? parent.full : `${parent.given} ${kid.surname}`), phone: t.P(parent), fees: b.inr(r.pick([800, 1200, 1500, 2500, 3000]), 'plain'),
      paid: r.chance(0.5) ? t.U(parent) : r.pick(['Cash', 'Cash', 'GPay to sir']), board: r.pick(['CBSE', 'ICSE', 'State Board', 'IB']),
    };
  });
  return buildCsv({ id: 'tuition-batch', about: 'Home tuition teacher batch list (CRLF)', delimiter: ',', ...csvLook(r), crlf: true, ...table(cols, rows) });
};

export const electricityConsumers: DocFn = ({ g, b, t, r }: Ctx) => {
  const H = Headers.csv(r);
  const cols = {
    consumer: H.h('Consumer No', 'CA Number', 'Service No'),
    name: H.h('Consumer Name', 'Name'),
    addr: H.h('Supply Address', 'Premises Address'),
    phone: H.h('Registered Mobile', 'Phone'),
    landline: H.h('Landline', 'Alt Phone'),
    units: H.h('Units (kWh)', 'Consumption'),
    bill: H.h('Bill Amt', 'Net Payable'),
    due: H.h('Due Date', 'Pay By'),
    sub: H.h('Sub Division', 'Section Office'),
  };
  const rows = times(r.int(18, 30), () => {
    const p = g.person({ maxYear: 1995 });
    return {
      consumer: `1700${r.digits(8)}`, name: N(g.nameForm(p, r.pick(['upper', 'upper-surname-first', 'full']))), addr: pii('address', g.address(p.city).full.toUpperCase()),
      phone: r.chance(0.8) ? t.P(p) : '', landline: r.chance(0.35) ? pii('phone', g.landline(p.city.city)) : '', units: r.int(40, 900), bill: b.amount(200, 9000).toFixed(2),
      due: g.fmtDate(g.eventDate(2025, 2025), 'dd-mm-yyyy'), sub: r.pick(['Bhandup Urban', 'Rastapeth', 'Kothrud Sub-Dn', 'Wakad Section']),
    };
  });
  return buildCsv({ id: 'electricity-consumers', about: 'Electricity distribution consumer billing extract (sub division is the utility office)', delimiter: ',', ...csvLook(r), ...table(cols, rows) });
};
