/** CSV documents, part one: banking, logistics, KYC, insurance, health, schools, HR, sales, shops. */

import { COMPANIES, EMPLOYERS, PRODUCTS, STATES } from '../lib/biz';
import { buildCsv, cat, pii } from '../lib/cell';
import { Headers } from '../lib/headers';
import { Ctx, DocFn, N, ageIn2025, csvLook, domainOf, relative, table, times, titled } from './common';

export const bankPayout: DocFn = ({ g, b, t, r }) => {
  const H = Headers.csv(r);
  const cols = {
    sr: H.h('Sr No', 'S.No.', 'Sl#', 'Sr.', 'Txn Sr'),
    name: H.h('Beneficiary Name', 'Benef. Name', 'BENE_NAME', 'Payee Name', 'Benificiary Nm', 'Account Holder'),
    acct: H.h('Benef. A/c', 'Beneficiary Account No', 'Acct #', 'Credit A/c No.', 'BENE_ACCT', 'A/c Number'),
    ifsc: H.h('IFSC', 'IFSC Code', 'Bene IFSC', 'IFS Code'),
    amount: H.h('Amount', 'Amt (INR)', 'Txn Amount', 'Payable'),
    narr: H.h('Narration', 'Remarks', 'Purpose', 'Payment Details'),
    mobile: H.h('Mobile', 'Bene Mobile', 'Mob No.', 'Contact No'),
    email: H.h('Email', 'Bene Email ID', 'E-mail', 'Mail ID'),
    ref: H.h('Debit Ref', 'Batch', 'Client Code', 'Corp Ref'),
  };
  const upper = r.chance(0.6);
  const phStyle = r.pick(['plain', '+91plain', undefined]);
  const batch = `SGT${r.digits(6)}`;
  const month = r.pick(['MAR24', 'APR24', 'SEP24', 'JAN25', 'FEB25']);
  const rows = times(r.int(22, 36), (i) => {
    const p = g.person({ maxYear: 2002 });
    const acct = g.bank();
    return {
      sr: i + 1,
      name: N(upper ? p.full.toUpperCase() : g.nameForm(p)),
      acct: pii('bank_account', acct.account),
      ifsc: acct.ifsc,
      amount: b.amount(4000, 95000).toFixed(2),
      narr: r.chance(0.25) ? cat(`SAL ${month} `, N(p.given.toUpperCase())) : r.pick([`SALARY ${month}`, `VENDOR PMT ${b.invoiceNo()}`, 'REIMB TRAVEL', 'INCENTIVE Q4', 'ARREARS', `BONUS FY24-25`]),
      mobile: r.chance(0.85) ? pii('phone', g.fmtMobile(p.mobile, phStyle)) : '',
      email: r.chance(0.7) ? t.E(p) : '',
      ref: batch,
    };
  });
  return buildCsv({ id: 'bank-payout-neft', about: 'NEFT/IMPS bulk payout upload sheet from a corporate net-banking portal', delimiter: ',', ...csvLook(r), ...table(cols, rows) });
};

export const courierManifest: DocFn = ({ g, b, t, r }) => {
  const H = Headers.csv(r);
  const cols = {
    awb: H.h('AWB No', 'AWB', 'Waybill', 'Tracking #'),
    ref: H.h('Order Ref', 'Client Order ID', 'Ref No'),
    name: H.h('Consignee', 'Consignee Name', 'Cnee Nm', 'Receiver'),
    addr: H.h('Consignee Address', 'Addr Line 1', 'Delivery Address', 'Cnee Add'),
    pin: H.h('Pincode', 'Dest PIN', 'PIN', 'Pin Code'),
    city: H.h('City', 'Dest City', 'Destination'),
    state: H.h('State', 'Dest State'),
    phone: H.h('Contact', 'Cnee Mobile', 'Ph#', 'Phone'),
    alt: H.h('Alt Contact', 'Alternate No', 'Phone 2'),
    cod: H.h('COD Amt', 'Collectable', 'COD Value'),
    wt: H.h('Wt (kg)', 'Weight', 'Dead Wt'),
    hub: H.h('Pickup Hub', 'Origin Hub', 'Pickup Location'),
    opin: H.h('Origin PIN', 'Pickup Pincode', 'Warehouse PIN'),
    remarks: H.h('Remarks', 'Special Instructions', 'Notes'),
  };
  const hub = b.warehouse();
  const opin = r.pick(['421302', '560067', '110037', '500088', '411019', '600056']);
  const rows = times(r.int(20, 32), () => {
    const p = g.person();
    const a = g.address(p.city);
    return {
      awb: b.awb(), ref: b.orderId10(), name: N(g.nameForm(p)),
      addr: pii('address', `${a.line1}, ${a.line2}`), pin: pii('address', a.pin), city: pii('address', a.city), state: a.state,
      phone: t.P(p), alt: r.chance(0.3) ? pii('phone', r.chance(0.5) ? g.landline(p.city.city) : g.fmtMobile(g.mobile())) : '',
      cod: r.chance(0.5) ? b.amount(199, 6999).toFixed(0) : '0', wt: (r.int(2, 120) / 10).toFixed(1), hub, opin,
      remarks: r.chance(0.55) ? t.deliveryNote(p, a) : '',
    };
  });
  return buildCsv({ id: 'courier-manifest', about: 'Courier pickup manifest exported from a shipping aggregator (tab separated)', delimiter: '\t', ...csvLook(r), quoteAll: false, ...table(cols, rows) });
};

export const kycSheet: DocFn = ({ g, t, r }) => {
  const H = Headers.csv(r);
  const cols = {
    sno: H.h('S.No', '#', 'Sr'),
    name: H.h('Name as per PAN', 'Customer Name', 'Applicant Name', 'NAME (AS PER ID)'),
    pan: H.h('PAN', 'PAN No.', 'Pan Card', 'PAN Number'),
    aadhaar: H.h('Aadhaar No.', 'Aadhar Number', 'UID', 'Aadhaar'),
    dob: H.h('D.O.B', 'DOB', 'Date of Birth (DD/MM/YYYY)', 'Birth Date'),
    father: H.h("Father's Name", 'Father Name', 'F/H Name', 'Fathers Nm'),
    addr: H.h('Address', 'Permanent Address', 'Addr', 'Residential Addr.'),
    mobile: H.h('Mobile (10 digit)', 'Moblie No', 'Mob', 'Registerd Mobile'),
    email: H.h('Email ID', 'Email', 'E-Mail Address'),
    status: H.h('KYC Status', 'Status', 'Verification'),
    on: H.h('Verified On', 'Checked Date', 'Updated'),
  };
  const ds = r.pick(['dd/mm/yyyy', 'dd-mm-yyyy', 'dd-Mon-yyyy', 'yyyy-mm-dd']);
  const rows = times(r.int(18, 30), (i) => {
    const p = g.person();
    const father = relative(g, p, false);
    return {
      sno: i + 1, name: N(g.nameForm(p, r.pick(['full', 'upper', 'with-middle']))), pan: t.PAN(p),
      aadhaar: r.chance(0.15) ? g.maskedAadhaar() : t.AA(), dob: t.D(p, ds), father: N(r.chance(0.5) ? father.full.toUpperCase() : father.full),
      addr: pii('address', g.address(p.city).full), mobile: pii('phone', g.fmtMobile(p.mobile, 'plain')), email: r.chance(0.8) ? t.E(p) : 'NA',
      status: r.pick(['Verified', 'Verified', 'Pending', 'Rejected - name mismatch', 'Re-KYC due']),
      on: g.fmtDate(g.eventDate(), 'dd/mm/yyyy'),
    };
  });
  return buildCsv({ id: 'kyc-sheet', about: 'Manual KYC tracking sheet of a small NBFC branch', delimiter: ',', ...csvLook(r), ...table(cols, rows) });
};

export const insuranceRegister: DocFn = ({ g, b, t, r }) => {
  const H = Headers.csv(r);
  const cols = {
    policy: H.h('Policy No', 'Policy Number', 'Pol. No.'),
    proposer: H.h('Proposer', 'Proposer Name', 'Policy Holder', 'Insured'),
    dob: H.h('DOB (DD/MM/YYYY)', 'Date of Birth', 'Proposer DOB'),
    nominee: H.h('Nominee', 'Nominee Name'),
    rel: H.h('Relation', 'Nominee Relation', 'Relationship'),
    sa: H.h('Sum Assured', 'SA', 'Cover Amt'),
    prem: H.h('Premium', 'Annual Premium', 'Prem (Rs)'),
    phone: H.h('Phone', 'Contact No.', 'Mobile Number'),
    addr: H.h('Address', 'Correspondence Address', 'Comm. Address'),
    agent: H.h('Agent Code', 'Agency Code', 'Advisor ID'),
    issued: H.h('Issue Date', 'Risk Commencement', 'Start Date'),
  };
  const rows = times(r.int(16, 28), () => {
    const p = g.person({ maxYear: 1998 });
    const nomFemale = r.chance(0.6);
    const nom = relative(g, p, nomFemale);
    return {
      policy: b.policyNo(), proposer: r.chance(0.5) ? titled(g, p, p.full) : N(g.nameForm(p)), dob: t.D(p, 'dd/mm/yyyy'),
      nominee: N(nom.full), rel: nomFemale ? r.pick(['Wife', 'Mother', 'Daughter', 'Spouse']) : r.pick(['Husband', 'Father', 'Son', 'Spouse']),
      sa: b.inr(r.int(5, 100) * 100000, 'grouped'), prem: b.inr(b.amount(4000, 60000), 'grouped'), phone: t.P(p),
      addr: pii('address', g.address(p.city).full), agent: `AG${r.digits(7)}`, issued: g.fmtDate(g.eventDate(2019, 2025), 'dd/mm/yyyy'),
    };
  });
  return buildCsv({ id: 'insurance-register', about: 'Life insurance agent policy register (semicolon separated, CRLF)', delimiter: ';', ...csvLook(r), crlf: true, ...table(cols, rows) });
};

export const hospitalAppointments: DocFn = ({ g, t, r }) => {
  const H = Headers.csv(r);
  const cols = {
    appt: H.h('Appt ID', 'Appointment No', 'Token'),
    patient: H.h('Patient Name', 'Pt. Name', 'Patient', 'Name of Patient'),
    age: H.h('Age', 'Age (yrs)'),
    sex: H.h('Gender', 'Sex', 'M/F'),
    dob: H.h('DOB', 'D.O.B.', 'Birth Dt'),
    phone: H.h('Ph#', 'Contact', 'Mobile', 'Ph. No'),
    doctor: H.h('Doctor', 'Consultant', 'Dr Name', 'Treating Doctor'),
    dept: H.h('Department', 'Dept', 'Speciality'),
    slot: H.h('Slot', 'Appt Time', 'Time Slot'),
    branch: H.h('Branch', 'Centre', 'Hospital Unit'),
    notes: H.h('Notes', 'Clinical Notes', 'Remarks', 'Chief Complaint'),
  };
  const ds = r.pick(['dd/mm/yyyy', 'dd-Mon-yyyy', 'd/m/yyyy']);
  const doctors = times(5, () => g.person({ maxYear: 1985 }));
  const rows = times(r.int(20, 34), (i) => {
    const p = g.person({ minYear: 1940, maxYear: 2020 });
    const doc = r.pick(doctors);
    return {
      appt: `OPD-${2500 + i}`, patient: N(g.nameForm(p)), age: ageIn2025(p), sex: p.female ? 'F' : 'M', dob: t.D(p, ds), phone: t.P(p),
      doctor: cat(r.pick(['Dr. ', 'Dr ', 'DR. ']), N(g.nameForm(doc, r.pick(['full', 'initial-surname'])))),
      dept: r.pick(['General Medicine', 'Orthopaedics', 'Paediatrics', 'ENT', 'Cardiology', 'Dermatology', 'Gynaecology']),
      slot: `${r.int(9, 17)}:${r.pick(['00', '15', '30', '45'])}`,
      branch: r.pick(['Andheri East', 'Whitefield', 'Salt Lake', 'Banjara Hills', 'Sector 44 Gurugram']),
      notes: r.chance(0.7) ? t.medNote(p) : '',
    };
  });
  return buildCsv({ id: 'hospital-appointments', about: 'Hospital OPD appointment list (semicolon separated, CRLF line ends)', delimiter: ';', ...csvLook(r), crlf: true, ...table(cols, rows) });
};

export const schoolAdmissions: DocFn = ({ g, t, r }) => {
  const H = Headers.csv(r);
  const cols = {
    app: H.h('Application No', 'Form No.', 'Appl #'),
    student: H.h('Student Name', "Child's Name", 'Name of Student', 'Student Nm'),
    dob: H.h('Date of Birth', 'DOB (as per birth certificate)', 'D.O.B'),
    father: H.h('Father Name', "Father's Name", 'Father / Guardian'),
    mother: H.h('Mother Name', "Mother's Name"),
    mobile: H.h('Parent Mobile', 'Contact No', 'Mobile (Father)', 'WhatsApp No'),
    addr: H.h('Residential Address', 'Resedential Addr', 'Home Address'),
    prev: H.h('Previous School', 'Last School Attended'),
    cls: H.h('Class Applied', 'Admission Sought For', 'Grade'),
    aadhaar: H.h('Aadhaar (Student)', 'Student Aadhaar No', 'UID of Child'),
    email: H.h('Father/Guardian Email', 'Parent Email', 'Email'),
  };
  const ds = r.pick(['dd/mm/yyyy', 'd Month yyyy', 'dd-mm-yyyy']);
  const rows = times(r.int(15, 26), (i) => {
    const child = g.person({ minYear: 2010, maxYear: 2020 });
    const father = relative(g, child, false);
    const mother = relative(g, child, true);
    return {
      app: `ADM/2025/${String(i + 101).padStart(4, '0')}`, student: N(g.nameForm(child, r.pick(['full', 'upper']))), dob: t.D(child, ds),
      father: r.chance(0.3) ? titled(g, father, father.full) : N(father.full), mother: N(mother.full), mobile: t.P(father),
      addr: pii('address', g.address(child.city).full),
      prev: r.pick(["St. Xavier's High School", 'Kendriya Vidyalaya No. 2', 'Delhi Public School', 'Little Angels Play School', 'Govt. Primary School', 'N/A']),
      cls: ['Nursery', 'LKG', 'UKG', 'I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI Science', 'XI Commerce'][Math.min(14, Math.max(0, ageIn2025(child) - 3))] as string,
      aadhaar: r.chance(0.8) ? t.AA() : 'Applied', email: r.chance(0.75) ? t.E(father) : '',
    };
  });
  return buildCsv({ id: 'school-admissions', about: 'School admission enquiry and application list', delimiter: ',', ...csvLook(r), ...table(cols, rows) });
};

export const hrPayroll: DocFn = ({ g, b, t, r }) => {
  const H = Headers.csv(r);
  const cols = {
    emp: H.h('Emp ID', 'Employee Code', 'EmpNo'),
    name: H.h('Emp Name', 'Employee Name', 'Name', 'Staff Name'),
    desig: H.h('Designation', 'Desig.', 'Role'),
    dept: H.h('Dept', 'Department'),
    doj: H.h('DOJ', 'Date of Joining', 'Joined On'),
    dob: H.h('DOB', 'Date of Birth', 'Birthday'),
    pan: H.h('PAN', 'PAN No', 'Income Tax PAN'),
    acct: H.h('Bank A/c No', 'Salary Account', 'Acct No.', 'A/C #'),
    ifsc: H.h('IFSC', 'Bank IFSC'),
    branch: H.h('Bank Branch', 'Branch'),
    net: H.h('Net Pay', 'Net Salary', 'Take Home'),
    remarks: H.h('Remarks', 'HR Comments', 'Note'),
  };
  const ds = r.pick(['dd-Mon-yyyy', 'yyyy-mm-dd', 'dd/mm/yyyy', 'mm/dd/yyyy']);
  const rows = times(r.int(24, 38), (i) => {
    const p = g.person({ minYear: 1962, maxYear: 2003 });
    const acct = g.bank();
    return {
      emp: `EMP${String(1040 + i * 3).padStart(5, '0')}`, name: N(g.nameForm(p, r.pick(['full', 'full', 'with-middle', 'upper']))),
      desig: r.pick(['Software Engineer', 'Sr. Accountant', 'Sales Executive', 'Store Manager', 'HR Generalist', 'Delivery Associate', 'Team Lead']),
      dept: r.pick(['Engineering', 'Finance', 'Sales', 'Operations', 'HR']), doj: g.fmtDate(g.eventDate(2015, 2025), ds), dob: t.D(p, ds),
      pan: t.PAN(p), acct: pii('bank_account', acct.account), ifsc: acct.ifsc,
      branch: r.pick(['Andheri East', 'Koramangala', 'Connaught Place', 'T. Nagar', 'Park Street', 'FC Road Pune']),
      net: b.amount(18000, 240000).toFixed(2), remarks: r.chance(0.35) ? t.hrRemark(p) : '',
    };
  });
  return buildCsv({ id: 'hr-payroll', about: 'Monthly payroll register of a mid-size company', delimiter: ',', ...csvLook(r), ...table(cols, rows) });
};

export const crmLeads: DocFn = ({ g, b, t, r }) => {
  const H = Headers.csv(r);
  const cols = {
    id: H.h('Lead ID', 'LeadNo', 'ID'),
    name: H.h('Lead Name', 'Prospect', 'Contact Name', 'Cust Nm'),
    company: H.h('Company', 'Organisation', 'Account'),
    phone: H.h('Phone', 'Mobile', 'Contact #'),
    email: H.h('Email', 'Work Email', 'Email Address'),
    city: H.h('City', 'Location', 'Lead City'),
    source: H.h('Source', 'Lead Source', 'Channel'),
    stage: H.h('Stage', 'Status', 'Pipeline Stage'),
    owner: H.h('Owner', 'Assigned To', 'Sales Rep'),
    notes: H.h('Notes', 'Call Notes', 'Remarks', 'Last Activity'),
  };
  const reps = times(4, () => g.person());
  const rows = times(r.int(22, 34), (i) => {
    const p = g.person({ maxYear: 1999 });
    const company = r.pick([...COMPANIES, 'Self']);
    const rep = r.pick(reps);
    return {
      id: `L-${24000 + i * 7}`, name: N(g.nameForm(p)), company, phone: t.P(p),
      email: company !== 'Self' && r.chance(0.5) ? t.E(p, domainOf(company, r)) : t.E(p), city: pii('address', p.city.city),
      source: r.pick(['IndiaMART', 'Website', 'Walk-in', 'Referral', 'JustDial', 'Facebook Ad', 'Trade Fair']),
      stage: r.pick(['New', 'Contacted', 'Qualified', 'Proposal Sent', 'Won', 'Lost']), owner: N(r.chance(0.5) ? rep.given : rep.full),
      notes: t.crmNote(p),
    };
  });
  return buildCsv({ id: 'crm-leads', about: 'CRM lead export of a B2B sales team', delimiter: ',', ...csvLook(r), ...table(cols, rows) });
};

export const ecommerceOrders: DocFn = ({ g, b, r }: Ctx) => {
  const H = Headers.csv(r);
  const cols = {
    order: H.h('Order ID', 'Order No', 'OrderId', 'Sub Order No'),
    date: H.h('Order Date', 'Placed On', 'Created At'),
    cust: H.h('Customer', 'Buyer Name', 'Customer Name', 'Bill To'),
    ship: H.h('Ship To', 'Shipping Address', 'Delivery Addr'),
    pin: H.h('PIN', 'Ship Pincode', 'Zip'),
    mobile: H.h('Mobile', 'Buyer Phone', 'Customer Contact'),
    sku: H.h('SKU', 'Seller SKU', 'Item Code'),
    product: H.h('Product', 'Item Name', 'Product Title'),
    qty: H.h('Qty', 'Quantity', 'Units'),
    amount: H.h('Amount', 'Order Value (₹)', 'Total'),
    mode: H.h('Payment Mode', 'Pay Method', 'Payment'),
    card: H.h('Card', 'Card No', 'Instrument'),
    wh: H.h('Warehouse', 'Fulfilment Centre', 'FC'),
  };
  const rows = times(r.int(25, 40), () => {
    const p = g.person();
    const a = g.address(p.city, { urban: true });
    const [prod, price] = r.pick(PRODUCTS);
    const qty = r.int(1, 4);
    const mode = r.pick(['COD', 'UPI', 'Card', 'Card', 'NetBanking', 'Wallet']);
    return {
      order: b.orderId10(), date: g.timestamp('sql'), cust: N(g.nameForm(p)), ship: pii('address', `${a.line1}, ${a.line2}, ${a.city}`), pin: pii('address', a.pin),
      mobile: pii('phone', g.fmtMobile(p.mobile)), sku: b.sku(), product: prod, qty, amount: b.inr(price * qty, r.pick(['rupee', 'plain'])), mode,
      card: mode === 'Card' ? (r.chance(0.35) ? pii('card', g.fmtCard(g.card())) : g.maskedCard()) : '', wh: b.warehouse(),
    };
  });
  return buildCsv({ id: 'ecommerce-orders', about: 'Marketplace seller order report', delimiter: ',', ...csvLook(r), quoteAll: true, ...table(cols, rows) });
};

export const societyMaintenance: DocFn = ({ g, b, t, r }) => {
  const H = Headers.csv(r);
  const cols = {
    flat: H.h('Flat No', 'Unit', 'Flat', 'Wing-Flat'),
    owner: H.h('Owner Name', 'Member Name', 'Owner'),
    tenant: H.h('Tenant Name', 'Occupant', 'Tenant'),
    mobile: H.h('Mobile', 'Contact', 'Mob No'),
    due: H.h('Maintenance (₹)', 'Amount Due', 'Bill Amt'),
    paid: H.h('Paid On', 'Payment Date', 'Recd Dt'),
    mode: H.h('Mode', 'Payment Mode'),
    upi: H.h('UPI ID', 'VPA', 'Paid From'),
    remarks: H.h('Remarks', 'Comments'),
  };
  const building = r.pick(['Sai Heights', 'Gokul Dham', 'Lake View Towers', 'Silver Oak CHS']);
  const rows = times(r.int(20, 32), () => {
    const owner = g.person({ maxYear: 1995 });
    const tenant = r.chance(0.35) ? g.person() : null;
    const payer = tenant ?? owner;
    const mode = r.pick(['UPI', 'UPI', 'NEFT', 'Cheque', 'Cash', '-']);
    return {
      flat: pii('address', `${r.pick(['A', 'B', 'C', 'D'])}-${r.int(1, 22)}0${r.int(1, 4)}`), owner: N(g.nameForm(owner)),
      tenant: tenant ? N(tenant.full) : '', mobile: pii('phone', g.fmtMobile(payer.mobile)), due: b.inr(r.pick([2500, 3200, 4150, 5600]), 'plain'),
      paid: mode === '-' ? '' : g.fmtDate(g.eventDate(2025, 2025), 'dd/mm/yyyy'), mode, upi: mode === 'UPI' ? t.U(payer) : '',
      remarks: r.chance(0.4) ? t.societyRemark(payer) : (r.chance(0.2) ? `${building} corpus fund` : ''),
    };
  });
  return buildCsv({ id: 'society-maintenance', about: 'Housing society maintenance collection register', delimiter: ',', ...csvLook(r), ...table(cols, rows) });
};

export const gymMembers: DocFn = ({ g, t, r }) => {
  const H = Headers.csv(r);
  const cols = {
    id: H.h('Member ID', 'Mem#', 'Card No'),
    name: H.h('Member Name', 'Name', 'Full Name'),
    sex: H.h('Gender', 'M/F'),
    dob: H.h('DOB', 'Birthdate', 'Date Of Birth'),
    mob: H.h('Mob', 'Mobile No.', 'Phone'),
    ec: H.h('Emergency Contact', 'In case of emergency', 'ICE Contact'),
    plan: H.h('Plan', 'Package', 'Membership'),
    start: H.h('Start Date', 'From'),
    end: H.h('End Date', 'Valid Till', 'To'),
    trainer: H.h('Trainer', 'PT Trainer', 'Coach'),
  };
  const ds = r.pick(['dd/mm/yyyy', 'dd.mm.yy', 'd Mon yyyy']);
  const trainers = times(4, () => g.person({ minYear: 1988, maxYear: 2000 }));
  const rows = times(r.int(18, 30), (i) => {
    const p = g.person({ minYear: 1965, maxYear: 2007 });
    const ice = g.person();
    const tr = r.pick(trainers);
    return {
      id: `FIT${3100 + i}`, name: N(g.nameForm(p)), sex: p.female ? 'Female' : 'Male', dob: t.D(p, ds), mob: t.P(p),
      ec: cat(N(r.chance(0.5) ? ice.full : ice.given), r.pick([' - ', ' ', ' / ', ': ']), t.P(ice), r.pick([' (wife)', ' (father)', ' (brother)', '', ' (mother)'])),
      plan: r.pick(['Monthly', 'Quarterly', 'Half-yearly', 'Annual + PT', 'Couple Annual']),
      ...(() => {
        const s = g.eventDate(2024, 2025);
        const months = r.pick([1, 3, 6, 12]);
        const e = { y: s.y + Math.floor((s.m - 1 + months) / 12), m: ((s.m - 1 + months) % 12) + 1, d: Math.min(s.d, 28) };
        return { start: g.fmtDate(s, 'dd/mm/yyyy'), end: g.fmtDate(e, 'dd/mm/yyyy') };
      })(),
      trainer: r.chance(0.7) ? N(r.chance(0.6) ? tr.given : tr.full) : 'None',
    };
  });
  return buildCsv({ id: 'gym-members', about: 'Gym membership list exported from a desktop billing tool (pipe separated)', delimiter: '|', ...csvLook(r), ...table(cols, rows) });
};

export const loanApplications: DocFn = ({ g, b, t, r }) => {
  const H = Headers.csv(r);
  const cols = {
    app: H.h('App No', 'Application ID', 'LAN'),
    applicant: H.h('Applicant', 'Applicant Name', 'Borrower'),
    co: H.h('Co-Applicant', 'Co Borrower', 'Co-App Name'),
    pan: H.h('PAN', 'PAN of Applicant'),
    aadhaar: H.h('Aadhaar', 'Aadhar No', 'UIDAI No'),
    dob: H.h('DOB', 'Date of Birth', 'Applicant DOB'),
    income: H.h('Monthly Income', 'Net Monthly Salary', 'Income (pm)'),
    loan: H.h('Loan Amt', 'Amount Requested', 'Loan Amount'),
    employer: H.h('Employer', 'Company Name', 'Occupation / Employer'),
    addr: H.h('Res. Address', 'Current Address', 'Residence'),
    mobile: H.h('Mobile', 'Mobile No', 'Contact'),
    acct: H.h('Salary A/c', 'Bank Account', 'Repayment A/c No'),
    ifsc: H.h('IFSC', 'IFSC Code'),
    branch: H.h('Sourcing Branch', 'Branch'),
  };
  const ds = r.pick(['dd/mm/yyyy', 'dd-Mon-yyyy', 'yyyymmdd']);
  const rows = times(r.int(16, 28), () => {
    const p = g.person({ minYear: 1965, maxYear: 2002 });
    const co = r.chance(0.5) ? relative(g, p, !p.female) : null;
    const acct = g.bank();
    return {
      app: `HL${r.int(24, 25)}${r.digits(7)}`, applicant: N(g.nameForm(p)), co: co ? N(co.full) : '', pan: t.PAN(p), aadhaar: t.AA(), dob: t.D(p, ds),
      income: b.amount(18000, 350000, false), loan: b.inr(r.int(2, 90) * 50000, 'grouped'), employer: r.pick(EMPLOYERS),
      addr: pii('address', g.address(p.city).full), mobile: t.P(p), acct: pii('bank_account', acct.account), ifsc: acct.ifsc,
      branch: r.pick(['Andheri East', 'Nungambakkam', 'Vashi', 'Hazratganj', 'MG Road Bengaluru']),
    };
  });
  return buildCsv({ id: 'loan-applications', about: 'Home loan application pipeline from a DSA', delimiter: ',', ...csvLook(r), ...table(cols, rows) });
};

export const udhaarKhata: DocFn = ({ g, t, r }) => {
  const H = Headers.csv(r);
  const cols = {
    name: H.h('=Naam', '=Grahak ka Naam', '=naam'),
    mobile: H.h('=Mobile', '=Mob. No', '=Phone no'),
    pata: H.h('=Pata', '=Pata/Ghar', '=Address/Pata'),
    amt: H.h('=Udhaar (₹)', '=Baaki', '=Udhar Rashi'),
    date: H.h('=Tarikh', '=Date', '=Din'),
    note: H.h('=Tippani', '=Note', '=Kya liya'),
  };
  const rows = times(r.int(15, 26), () => {
    const p = g.person({ groupId: r.pick(['hindi-belt', 'hindi-belt', 'punjabi-delhi', 'marathi', 'muslim', 'gujarati-rajasthani']) });
    const a = g.address(p.city);
    const nameCell = r.weighted([
      [4, () => N(p.full)], [2, () => N(p.given)], [2, () => cat(N(p.surname), r.pick([' ji', ' Ji', 'ji', '-ji']))],
      [1, () => cat(N(p.given), r.pick([' bhaiya', ' didi', ' aunty', ' uncle']))], [1, () => N(p.full.toLowerCase())],
    ])();
    return {
      name: nameCell, mobile: r.chance(0.8) ? pii('phone', g.fmtMobile(p.mobile, r.pick(['plain', '5 5', '0plain']))) : '',
      pata: r.chance(0.7) ? pii('address', r.pick([`${a.line1}, ${a.locality}`, a.locality, `Gali no. ${r.int(1, 12)}, ${a.locality}`, `${a.line1}`])) : '',
      amt: r.int(2, 80) * 25, date: g.fmtDate(g.eventDate(2025, 2025), r.pick(['d/m/yyyy', 'dd/mm/yyyy'])), note: r.chance(0.75) ? t.udhaarNote(p) : '',
    };
  });
  return buildCsv({ id: 'kirana-udhaar-khata', about: 'Kirana shop credit (udhaar) book typed into a spreadsheet, Roman Hindi headers', delimiter: ',', ...csvLook(r), ...table(cols, rows) });
};

export const eventRegistrations: DocFn = ({ g, t, r }) => {
  const H = Headers.csv(r);
  const cols = {
    reg: H.h('Reg #', 'Registration ID', 'Ticket No'),
    name: H.h('Full Name', 'Attendee Name', 'Your Name'),
    email: H.h('Emial', 'Email Adress', 'E-mail ID'),
    phone: H.h('Phone', 'Phone Number (WhatsApp)', 'Mobile'),
    org: H.h('Organisation', 'Company / College', 'Org'),
    tee: H.h('T-shirt Size', 'Tee'),
    city: H.h('City', 'Which city are you from?', 'Home City'),
    diet: H.h('Dietary Preference', 'Food'),
    src: H.h('How did you hear about us?', 'Referral Source'),
  };
  const rows = times(r.int(24, 38), (i) => {
    const p = g.person({ minYear: 1975, maxYear: 2006 });
    return {
      reg: `DEVFEST-${String(i + 1).padStart(4, '0')}`, name: N(g.nameForm(p, r.pick(['full', 'full', 'lower', 'upper', 'given-initial']))), email: t.E(p),
      phone: t.P(p), org: r.pick([...COMPANIES.slice(0, 10), 'IIT Madras', 'VIT Vellore', 'Student', 'Freelancer', 'NIT Trichy']),
      tee: r.pick(['S', 'M', 'L', 'XL', 'XXL']), city: pii('address', r.chance(0.2) ? p.city.city.toLowerCase() : p.city.city),
      diet: r.pick(['Veg', 'Non-veg', 'Jain', 'Vegan']), src: r.pick(['LinkedIn', 'Twitter', 'A friend', 'College club', 'Meetup']),
    };
  });
  return buildCsv({ id: 'event-registrations', about: 'Tech meetup registrations exported from a form tool', delimiter: ',', ...csvLook(r), ...table(cols, rows) });
};

export const surveyResponses: DocFn = ({ g, t, r }) => {
  const H = Headers.csv(r);
  const cols = {
    id: H.h('Response ID', 'Resp#'),
    ts: H.h('Timestamp', 'Submitted At'),
    rating: H.h('Rating (1-5)', 'How satisfied are you?', 'Score'),
    comment: H.h('What can we improve?', 'Comments', 'Any other feedback'),
    email: H.h('Email (optional)', 'Email address (if you want a reply)'),
    age: H.h('Age Group', 'Age'),
  };
  const rows = times(r.int(24, 36), (i) => {
    const p = g.person();
    return {
      id: `R${9000 + i}`, ts: g.timestamp('in'), rating: r.int(1, 5), comment: t.surveyComment(p), email: r.chance(0.4) ? t.E(p) : '',
      age: r.pick(['18-24', '25-34', '35-44', '45-54', '55+']),
    };
  });
  return buildCsv({ id: 'survey-responses', about: 'Customer satisfaction survey responses with free-text comments', delimiter: ',', ...csvLook(r), ...table(cols, rows) });
};

export const gstRegister: DocFn = ({ g, b, t, r }) => {
  const H = Headers.csv(r);
  const cols = {
    inv: H.h('Invoice No', 'Inv #', 'Bill No'),
    date: H.h('Invoice Date', 'Inv Dt'),
    supplier: H.h('Supplier GSTIN', 'Our GSTIN', 'GSTIN (Self)'),
    buyer: H.h('Buyer Name', 'Party', 'Customer'),
    gstin: H.h('Buyer GSTIN', 'GSTIN/UIN of Recipient', 'Party GSTIN'),
    hsn: H.h('HSN', 'HSN/SAC'),
    taxable: H.h('Taxable Value', 'Taxable Amt'),
    cgst: H.h('CGST'),
    sgst: H.h('SGST'),
    igst: H.h('IGST'),
    pos: H.h('Place of Supply', 'POS', 'State'),
    contact: H.h('Contact Person', 'Party Contact'),
    mobile: H.h('Contact Mobile', 'Mobile'),
  };
  const own = g.gstin('Shree Ganesh Traders', 'C');
  const rows = times(r.int(25, 38), () => {
    const company = r.pick(COMPANIES);
    const person = g.person({ maxYear: 1998 });
    const taxable = b.amount(1200, 480000, false);
    const inter = r.chance(0.4);
    const half = ((taxable * 0.09)).toFixed(2);
    return {
      inv: b.invoiceNo(), date: g.fmtDate(g.eventDate(2024, 2025), 'dd-mm-yyyy'), supplier: pii('gstin', own), buyer: company,
      gstin: r.chance(0.9) ? pii('gstin', g.gstin(company)) : 'URP', hsn: b.hsn(), taxable: taxable.toFixed(2), cgst: inter ? '0.00' : half,
      sgst: inter ? '0.00' : half, igst: inter ? (taxable * 0.18).toFixed(2) : '0.00', pos: r.pick(STATES),
      contact: r.chance(0.85) ? N(g.nameForm(person)) : '', mobile: r.chance(0.8) ? t.P(person) : '',
    };
  });
  return buildCsv({ id: 'gst-invoice-register', about: 'Sales register for GSTR-1 preparation', delimiter: ',', ...csvLook(r), ...table(cols, rows) });
};
