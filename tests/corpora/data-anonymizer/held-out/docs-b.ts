// Document recipes, part B.
import { BANKS, COMPANIES, LANDMARKS_HINGLISH, STATES, WORK_DOMAINS } from './data';
import { Cell, JV, Num, P, T, TB, writeCsv, writeJson } from './lib';
import type { Recipe } from './docs-a';
import {
  amount, appVersion, callName, companyPan, dob, fatherName, fmtAddr, fmtAddrHi, fmtCard, fmtDate,
  fmtMobile, gstin, helpline, hsn, inr, ip, landline, maskAadhaar, maskCard, mobile, nm, notAadhaar12,
  notLuhn, pad, panShapedSku, person, phoneShaped, recent, relName, rename, roleEmail, sku, ts, userAgent,
  utr, villageAddr, Person,
} from './world';
import {
  aadhaarC, acctC, addrC, cardC, dobC, emailC, given, headerPicker, ipC, nameC, panC, phoneC, range, title, titleHi,
  titledName, upiC,
} from './kit';

export const B: Recipe[] = [];
const def = (id: string, about: string, make: Recipe['make']): void => {
  B.push({ id, about, make });
};

// ------------------------------------------------------------------ 26
def('food-orders-1', 'food delivery orders with rider instructions', (r, id, about) => {
  const restaurants = ['Biryani Blues', 'Udupi Upahar', 'Punjabi Tadka Dhaba', 'Momo Point', 'Chaayos Cafe', 'Kerala Kitchen', 'Pizza Corner'];
  const city = r.pick(['bengaluru', 'pune', 'gurugram', 'hyderabad', 'kolkata']);
  const riders = range(5).map(() => person(r, { g: 'm', regions: ['hindi_belt', 'kannada', 'bengali', 'telugu', 'muslim'] }));
  const rows: JV[] = range(20).map(() => {
    const p = person(r, { city });
    const rider = r.pick(riders);
    const guard = person(r, { g: 'm', regions: ['hindi_belt', 'odia', 'assamese', 'sikkim_gorkha'] });
    const ins: (() => JV)[] = [
      () => r.pick(['Don\'t ring the bell, baby sleeping', 'Leave at door', 'extra chutney please', 'No cutlery', 'Call on reaching gate', '']),
      () => T().s('Gate pe guard ko bol dena, ').p('name', callName(guard)).s(' bhaiya ko call karein ').p('phone', fmtMobile(p.mobile2, r)),
      () => T().p('address', `Tower ${r.pick(['A', 'B', 'C', '4', '7'])}, flat ${r.int(1, 19)}0${r.int(1, 6)}`).s(' – lift on left side'),
      () => T().s('Wrong location pin on map, actual address: ').p('address', fmtAddr(p.addr, r, { pin: false })),
      () => T().s('My name is ').p('name', nm(p, r, 'first')).s(', pls call ').p('phone', fmtMobile(p.mobile, r)).s(' not the other number'),
      () => T().p('address', r.pick(LANDMARKS_HINGLISH) + ', blue gate wala ghar'),
    ];
    return {
      orderId: r.chance(0.5) ? Number(phoneShaped(r)) : `ORD-${r.digits(9)}`,
      restaurant: r.pick(restaurants),
      placedAt: ts(r, 4),
      customer: { firstName: P('name', callName(p)), phone: r.chance(0.3) ? new Num(Number('91' + p.mobile), 'phone') : phoneC(p, r, r.pick([1, 3])) },
      deliveryAddress: {
        flat: P('address', p.addr.house),
        building: p.addr.building ? P('address', p.addr.building) : null,
        area: P('address', p.addr.street ? `${p.addr.street}, ${p.addr.locality}` : p.addr.locality),
        city: P('address', p.addr.city),
        pin: r.chance(0.5) ? new Num(Number(p.addr.pin), 'address') : P('address', p.addr.pin),
      },
      instructions: r.pick(ins)(),
      rider: { name: nameC(rider, r, r.pick(['first', 'firstLast'])), phone: phoneC(rider, r, 0) },
      amount: Number(amount(r, 120, 1800)),
      couponCode: r.chance(0.3) ? r.pick(['WELCOME50', 'TRYNEW', 'PARTY200']) : null,
    };
  });
  return writeJson(id, about, rows, 2);
});

// ------------------------------------------------------------------ 27
def('property-leads-1', 'real-estate sales leads', (r, id, about) => {
  const h = headerPicker(r);
  const H = [h(['Lead#', 'Lead ID']), h(['Name', 'Prospect']), h(['Contact', 'Contact No.', 'Contcat No', 'Cntct']), h(['E-mail', 'Email', 'Emial', 'Mail ID']), h(['Budget']),
    h(['Config']), h(['Current Address', 'Present Address']), h(['Source']), h(['Follow Up Notes', 'FollowUp'])];
  const rows: Cell[][] = range(22).map(() => {
    const p = person(r, { y0: 1965, y1: 1995 });
    const rel = rename(person(r, { regions: [p.region.key], g: 'm' }), r, undefined, r.chance(0.5) ? p.last : undefined);
    return [
      `LD-${r.digits(6)}`,
      titledName(p, r, 0.3),
      r.chance(0.1) ? P('phone', landline(r, p.addr.std)) : phoneC(p, r),
      r.chance(0.75) ? emailC(p, r.chance(0.3)) : '',
      r.pick(['60-80L', '1-1.2 Cr', '45L', '2 Cr+', '90L-1Cr']),
      r.pick(['2BHK', '3BHK', '1RK', 'Villa', 'Plot']),
      r.chance(0.8) ? addrC(p, r) : '',
      r.pick(['99acres', 'MagicBricks', 'Walk-in', 'Referral', 'Facebook Ad', 'Hoarding']),
      r.pick([
        () => 'Call after Diwali',
        () => T().s('Met at site with wife ').p('name', given(p.g === 'm' ? p.spouseFirst : p.first)).s(', liked east-facing unit'),
        () => T().s('Brother-in-law ').p('name', nm(rel, r, 'full')).s(' (').p('phone', fmtMobile(rel.mobile, r)).s(') will decide'),
        () => 'Wants loan assistance, salaried',
        () => 'Not interested - budget mismatch',
        () => T().s('Site visit Sunday 11am, pickup from ').p('address', fmtAddr(p.addr, r, { pin: false, state: false })),
        () => 'Sent brochure + floor plan on WhatsApp',
      ])(),
    ];
  });
  return writeCsv(id, about, H, rows, { delim: ',' });
});

// ------------------------------------------------------------------ 28
def('aadhaar-update-requests-1', 'enrolment centre demographic update requests', (r, id, about) => {
  const H = ['Req No', 'Resident Name', 'Aadhaar No', 'Update Type', 'Old Value', 'New Value', 'DOB', 'Mobile', 'Operator', 'Status'];
  const ops = range(3).map(() => person(r));
  const rows: Cell[][] = range(20).map(() => {
    const p = person(r);
    const typ = r.pick(['Address', 'Mobile', 'Name', 'DOB', 'Address', 'Email']);
    let oldV: Cell = '';
    let newV: Cell = '';
    if (typ === 'Address') { oldV = addrC(p, r); newV = P('address', fmtAddr(person(r).addr, r)); }
    else if (typ === 'Mobile') { oldV = phoneC(p, r, 0, true); newV = phoneC(p, r, 0); }
    else if (typ === 'Name') { oldV = P('name', nm(p, r, 'initials')); newV = nameC(p, r, 'full'); }
    else if (typ === 'DOB') { oldV = P('date_of_birth', `01/01/${p.dob.y}`); newV = dobC(p, r, 'dmy/'); }
    else { oldV = '-'; newV = emailC(p); }
    return [
      `URN${r.digits(4)}/${r.digits(5)}/${r.digits(5)}`,
      nameC(p, r, r.pick(['full', 'upper'])),
      aadhaarC(p, r),
      typ,
      oldV,
      newV,
      typ === 'DOB' ? '' : dobC(p, r, r.pick(['dmy/', 'dmy-'])),
      typ === 'Mobile' ? '' : phoneC(p, r, 0),
      T().p('name', nm(r.pick(ops), r, 'full')).s(` (OP${r.digits(3)})`),
      r.pick(['Accepted', 'Rejected - POA unclear', 'Pending QC', 'Accepted']),
    ];
  });
  return writeCsv(id, about, H, rows, { delim: '|', trailing: true });
});

// ------------------------------------------------------------------ 29
def('whatsapp-society-group-1', 'WhatsApp group chat export (society group)', (r, id, about) => {
  const H = ['Date', 'Time', 'Sender', 'Message'];
  const city = r.pick(['pune', 'noida', 'bengaluru', 'thane', 'ghaziabad']);
  const members = range(10).map(() => person(r, { city }));
  const saved = members.map(() => r.chance(0.7));
  const flats = members.map(() => `${r.pick(['A', 'B', 'C'])}-${r.int(1, 14)}0${r.int(1, 4)}`);
  const rows: Cell[][] = range(40).map(() => {
    const i = r.int(0, members.length - 1);
    const m = members[i] as Person;
    const o = members[(i + r.int(1, members.length - 1)) % members.length] as Person;
    let sender: Cell;
    if (saved[i]) {
      const t = T().p('name', nm(m, r, r.pick(['full', 'first', 'firstLast'])));
      if (r.chance(0.3)) t.s(' ').p('address', flats[i] ?? 'A-101');
      sender = t;
    } else {
      sender = P('phone', fmtMobile(m.mobile, r, 1));
    }
    const msg: (() => TB | string)[] = [
      () => r.pick(['Good morning all 🙏', 'Water supply band hai kal 10-2', 'Lift B is not working again!!', '<Media omitted>',
        'This message was deleted', 'Meeting at clubhouse 7pm Sunday', 'Who parked white Swift in my slot??', '👍', 'Noted',
        'Maintenance last date 10th', 'Diwali decoration contribution ₹500 per flat']),
      () => T().s('Mera new number ').p('phone', fmtMobile(m.mobile2, r)).s(', please save'),
      () => T().p('name', callName(o)).s(' ji, please share UPI id for the puja collection'),
      () => T().s('pay kar do ').p('upi', m.upi).s(' pe, ').s(r.pick(['500', '1100', '251'])).s(' each'),
      () => T().s('Parcel aaya hai ').p('address', flats[members.indexOf(o)] ?? 'C-202').s(' ke liye, security pe rakha hai'),
      () => T().s('Happy birthday ').p('name', callName(o)).s('! 🎂🎉'),
      () => T().s('Plumber ').p('name', nm(person(r, { g: 'm', regions: ['hindi_belt', 'marathi', 'bengali'] }), r, 'first')).s(' ka number ').p('phone', fmtMobile(mobile(r), r)).s(' - reasonable hai'),
      () => T().s('@').p('name', callName(o)).s(' your car lights are on'),
      () => T().s('Thanks ').p('name', callName(o)).s(' bhai for arranging the tanker'),
    ];
    const t = recent(r);
    return [
      `${pad(t.d)}/${pad(t.m)}/${String(t.y).slice(2)}`,
      `${r.int(1, 12)}:${pad(r.int(0, 59))} ${r.pick(['am', 'pm'])}`,
      sender,
      r.pick(msg)(),
    ];
  });
  return writeCsv(id, about, H, rows, { delim: ',' });
});

// ------------------------------------------------------------------ 30
def('call-centre-notes-1', 'bank call centre ticket notes', (r, id, about) => {
  const H = ['Ticket No', 'Opened', 'Agent', 'Caller', 'Call Notes', 'Disposition', 'Callback No'];
  const agents = range(5).map(() => person(r));
  const rows: Cell[][] = range(25).map(() => {
    const p = person(r);
    const a = r.pick(agents);
    const notes: (() => TB)[] = [
      () => T().s('Caller ').p('name', nm(p, r, 'full')).s(' (DOB ').p('date_of_birth', fmtDate(p.dob, r, 'dmy/'))
        .s(') reported failed NEFT of Rs 25,000 from a/c ').p('bank_account', p.acct).s('. UTR ').s(utr(r)).s(' shared. Escalated to ops.'),
      () => T().s('Verified via DOB and last txn. Customer stays at ').p('address', fmtAddr(p.addr, r))
        .s(', wants cheque book couriered there.'),
      () => T().s('Customer wants statement for FY 23-24 emailed to ').p('email', p.email).s('. Sent.'),
      () => T().s('Cust not able to login net banking. Reset done. Told not to share OTP. Helpline ').s(helpline(r)).s(' given.'),
      () => T().s('Card blocked on request – card no ').p('card', fmtCard(p.card, r)).s(', lost at railway station. Replacement to registered address.'),
      () => T().s(p.g === 'f' ? 'Caller said she is wife of account holder ' : 'Caller said he is husband of account holder ').p('name', relName(p, 'spouse', r)).s('; no info shared as per policy.'),
      () => T().s('Bhai sahab ka kehna hai ki khata ').p('bank_account', p.acct).s(' mein paisa nahi aaya, 3 din ho gaye. Complaint no ').s(`C${r.digits(9)}`).s('.'),
      () => T().s('Nominee update: ').p('name', nm(person(r, { regions: [p.region.key], g: 'm' }), r, 'full')).s(', relation son, DOB ')
        .p('date_of_birth', fmtDate(dob(r, 1995, 2012), r, 'dmy-')).s('.'),
      () => T().s('General enquiry about FD rates. No action.'),
      () => T().s('UPI id ').p('upi', p.upi).s(' not linked; advised to re-register in app v').s(appVersion(r).replace(/^v/, '')),
    ];
    return [
      `SR${r.digits(10)}`,
      ts(r, 1),
      nameC(a, r, r.pick(['first', 'firstInitial', 'full'])),
      r.chance(0.8) ? nameC(p, r, r.pick(['full', 'upper'])) : 'Unknown',
      r.pick(notes)(),
      r.pick(['Resolved - FCR', 'Escalated L2', 'Callback scheduled', 'Closed - info given']),
      r.chance(0.7) ? phoneC(p, r, r.pick([0, 1, 5])) : '',
    ];
  });
  return writeCsv(id, about, H, rows, { delim: ',', eol: '\r\n' });
});

// ------------------------------------------------------------------ 31
def('nach-bounce-report-1', 'loan EMI NACH bounce and collections report', (r, id, about) => {
  const H = ['Loan No', 'Borrower', 'Co-Borrower', 'Mobile', 'NACH A/c', 'IFSC', 'EMI Amt', 'Due Date', 'Bounce Reason',
    'Collector', 'Collector Remarks'];
  const collectors = range(4).map(() => person(r, { g: 'm', regions: ['hindi_belt', 'marathi', 'tamil', 'telugu'] }));
  const rows: Cell[][] = range(25).map(() => {
    const p = person(r, { y0: 1965, y1: 1998 });
    const co = rename(person(r, { regions: [p.region.key], g: p.g === 'm' ? 'f' : 'm' }), r, undefined, p.last);
    const n = person(r, { regions: [p.region.key] });
    const newHome = person(r, { regions: [p.region.key] }).addr;
    return [
      `LN${r.pick(['PL', 'TW', 'HL', 'CD'])}${r.digits(9)}`,
      nameC(p, r, r.pick(['upper', 'full'])),
      r.chance(0.6) ? nameC(co, r, 'full') : '',
      phoneC(p, r, r.pick([0, 0, 6])),
      acctC(p),
      p.ifsc,
      String(r.int(12, 300) * 100),
      fmtDate(recent(r), r, 'dmy-'),
      r.pick(['Insufficient funds', 'A/c closed', 'Payment stopped by drawer', 'Mandate not received', 'Insufficient funds']),
      P('name', callName(r.pick(collectors))),
      r.pick([
        () => T().s('Customer bola salary late aayi, ').s(r.pick(['15', '20', '25'])).s(' tak dega'),
        () => T().s('Ghar pe mila nahi, padosi ').p('name', nm(n, r, 'first')).s(' ne bataya shift ho gaye ').p('address', fmtAddr(newHome, r, { pin: false })),
        () => T().s('Wife ').p('name', given(p.g === 'm' ? p.spouseFirst : p.first)).s(' se baat hui, PTP ').s(fmtDate(recent(r), r, 'd/m/yy')),
        () => T().s('PTP ').s(fmtDate(recent(r), r, 'dmy/')),
        () => T().s('Phone switched off. Alternate no ').p('phone', fmtMobile(p.mobile2, r)).s(' bhi band.'),
        () => T().s('Paid cash Rs ').s(String(r.int(10, 60) * 100)).s(', receipt no ').s(r.digits(6)),
        () => T().s('Skip case. Last seen near ').p('address', p.addr.locality).s('.'),
      ])(),
    ];
  });
  return writeCsv(id, about, H, rows, { delim: '\t', trailing: true });
});

// ------------------------------------------------------------------ 32
def('alumni-directory-1', 'college alumni directory', (r, id, about) => {
  const rows: JV[] = range(16).map(() => {
    const p = person(r, { y0: 1970, y1: 1999 });
    const batch = p.dob.y + 21;
    const comp = r.pick(COMPANIES);
    const dom = r.pick(WORK_DOMAINS);
    const friend = person(r);
    return {
      name: nameC(p, r, 'full'),
      batch,
      degree: r.pick(['B.Tech (ECE)', 'B.Tech (Mech)', 'MBA', 'M.Sc Physics', 'B.Arch', 'BBA', 'MCA']),
      currentCompany: comp,
      designation: r.pick(['Director', 'Senior Manager', 'Founder', 'Consultant', 'Principal Engineer', 'VP Sales']),
      workEmail: P('email', r.chance(0.5) ? `${callName(p).toLowerCase().replace(/[^a-z]/g, '')}.${(p.last || p.suffix || 'x').toLowerCase().replace(/[^a-z]/g, '')}@${dom}` : p.workEmail),
      personalEmail: r.chance(0.7) ? emailC(p) : null,
      city: P('address', p.addr.city),
      phone: r.chance(0.6) ? phoneC(p, r, r.pick([1, 4])) : null,
      bio: r.pick([
        () => T().s('Roommate of ').p('name', nm(friend, r, 'full')).s(' in hostel 4. Now running a startup in ').p('address', p.addr.city).s('.'),
        () => T().s('Happy to mentor juniors in product management. Reach out on email.'),
        () => T().s('Married to batchmate ').p('name', nm(friend, r, 'full')).s(' (').s(String(batch)).s(').'),
        () => T().s('Organised the 20-year reunion. Contact ').p('name', callName(p)).s(' for alumni meet updates.'),
        () => 'Working in renewable energy. Based out of Europe for 5 years.',
      ])(),
    };
  });
  return writeJson(id, about, rows, 2);
});

// ------------------------------------------------------------------ 33
def('temple-donations-hi-1', 'temple trust donation receipts (Hindi)', (r, id, about) => {
  const H = ['रसीद सं.', 'दिनांक', 'दानदाता का नाम', 'पता', 'मोबाइल', 'राशि', 'भुगतान माध्यम', 'विवरण'];
  const rows: Cell[][] = range(20).map((i) => {
    const rural = r.chance(0.4);
    const p = person(r, { hindi: true, village: rural, city: r.pick(['lucknow', 'jaipur', 'bhopal', 'patna', 'varanasi', 'indore']) });
    const son = person(r, { hindi: true, g: 'm' });
    const mode = r.pick(['नकद', 'UPI', 'चेक', 'UPI']);
    return [
      String(1201 + i),
      fmtDate(recent(r), r, 'dmy/'),
      T().s(titleHi(p, r)).p('name', nm(p, r, 'hi')),
      P('address', fmtAddrHi(p.addr, r)),
      r.chance(0.8) ? phoneC(p, r, 0) : '',
      `₹${r.pick([101, 251, 501, 1100, 2100, 5100, 11000])}`,
      mode === 'UPI' ? T().s('UPI ').p('upi', p.upi) : mode,
      r.pick([
        () => T().s('स्वर्गीय पिता श्री ').p('name', `${p.hiFather} ${p.hiLast === 'देवी' ? 'शर्मा' : p.hiLast}`).s(' की स्मृति में'),
        () => 'भंडारा हेतु',
        () => 'गौशाला हेतु दान',
        () => T().s('पुत्र ').p('name', nm(son, r, 'hiFirst')).s(' के जन्मदिन पर'),
        () => 'मंदिर जीर्णोद्धार',
        () => T().s('श्री ').p('name', nm(son, r, 'hi')).s(' द्वारा, मो. ').p('phone', fmtMobile(son.mobile, r, 0)),
        () => 'अन्नक्षेत्र सहयोग',
      ])(),
    ];
  });
  return writeCsv(id, about, H, rows, { delim: ';' });
});

// ------------------------------------------------------------------ 34
def('lab-reports-1', 'diagnostic lab report index', (r, id, about) => {
  const h = headerPicker(r, ['as', 'upper']);
  const H = [h(['Sample ID']), h(['Patient', 'Patient Name']), h(['DOB', 'D.O.B.']), h(['Sex']), h(['Test']), h(['Result']),
    h(['Unit']), h(['Ref Range']), h(['Ref. By']), h(['Collection Centre', 'Coll. Centre']), h(['Reported On']), h(['Mobile'])];
  const tests: [string, string, string, () => string][] = [
    ['HbA1c', '%', '4.0-5.6', () => (r.int(48, 110) / 10).toFixed(1)],
    ['TSH', 'µIU/mL', '0.4-4.0', () => (r.int(3, 90) / 10).toFixed(2)],
    ['Vitamin D (25-OH)', 'ng/mL', '30-100', () => String(r.int(6, 60))],
    ['Haemoglobin', 'g/dL', '12-16', () => (r.int(80, 160) / 10).toFixed(1)],
    ['Serum Creatinine', 'mg/dL', '0.6-1.3', () => (r.int(5, 30) / 10).toFixed(2)],
    ['Platelet Count', 'lakh/cumm', '1.5-4.5', () => (r.int(40, 400) / 100).toFixed(2)],
  ];
  const centres = ['Thyrocare-type CC Andheri', 'Main Lab Sector 18', 'Home Collection', 'CC Salt Lake', 'Walk-in Jayanagar'];
  const docs = range(5).map(() => person(r, { y0: 1960, y1: 1990 }));
  const rows: Cell[][] = range(25).map(() => {
    const p = person(r);
    const t = r.pick(tests);
    return [
      `${r.letters(2)}${r.digits(8)}`,
      titledName(p, r, 0.25, r.pick(['full', 'upper'])),
      dobC(p, r, r.pick(['dmy/', 'd-Mon-y'])),
      p.g === 'm' ? 'Male' : 'Female',
      t[0],
      t[3](),
      t[1],
      t[2],
      r.chance(0.7) ? T().s('Dr. ').p('name', nm(r.pick(docs), r, r.pick(['full', 'initials']))) : 'SELF',
      r.pick(centres),
      ts(r, 3),
      phoneC(p, r, r.pick([0, 4])),
    ];
  });
  return writeCsv(id, about, H, rows, { delim: ',' });
});

// ------------------------------------------------------------------ 35
def('saas-signups-1', 'SaaS product sign-up events', (r, id, about) => {
  const rows: JV[] = range(30).map((i) => {
    const p = person(r, { y0: 1975, y1: 2002 });
    const work = r.chance(0.5);
    return {
      id: 10400 + i * 13,
      created_at: ts(r, 4),
      email: emailC(p, work),
      full_name: r.chance(0.8) ? nameC(p, r, r.pick(['full', 'lower', 'firstLast'])) : null,
      signup_ip: ipC(r, 0.45),
      user_agent: userAgent(r),
      plan: r.pick(['free', 'starter', 'pro', 'team']),
      referral_code: r.chance(0.4) ? r.letters(8, 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789') : null,
      country: 'IN',
      company: work ? r.pick(COMPANIES) : null,
      utm_source: r.pick(['google', 'linkedin', 'newsletter', 'direct', 'producthunt']),
    };
  });
  return writeJson(id, about, rows, 0);
});

// ------------------------------------------------------------------ 36
def('bus-bookings-1', 'intercity bus ticket bookings', (r, id, about) => {
  const H = ['PNR', 'Travel Date', 'Route', 'Passenger', 'Age', 'Gender', 'Seat', 'Boarding Point', 'Mobile', 'Email', 'Fare', 'Operator'];
  const routes: [string, string[]][] = [
    ['Bengaluru - Hyderabad', ['Majestic', 'Silk Board', 'Hebbal Flyover']],
    ['Pune - Goa', ['Swargate', 'Wakad Bridge', 'Chandni Chowk']],
    ['Delhi - Jaipur', ['Kashmere Gate ISBT', 'Dhaula Kuan', 'Iffco Chowk']],
    ['Chennai - Madurai', ['Koyambedu', 'Guindy', 'Tambaram']],
    ['Lucknow - Varanasi', ['Alambagh Bus Stand', 'Charbagh', 'Polytechnic']],
  ];
  const rows: Cell[][] = range(25).map(() => {
    const p = person(r);
    const [route, stops] = r.pick(routes);
    return [
      `${r.letters(2)}${r.digits(8)}`,
      fmtDate(recent(r), r, 'd-Mon-y'),
      route,
      nameC(p, r, r.pick(['full', 'upper', 'first'])),
      String(2024 - p.dob.y),
      p.g === 'm' ? 'M' : 'F',
      `${r.pick(['L', 'U', 'S'])}${r.int(1, 30)}`,
      r.pick(stops),
      phoneC(p, r),
      r.chance(0.7) ? emailC(p) : '',
      inr(r, 400, 2600),
      r.pick(['Orange Tours', 'SRS Travels', 'VRL Logistics', 'KSRTC Airavat', 'Zingbus']),
    ];
  });
  return writeCsv(id, about, H, rows, { delim: '|' });
});

// ------------------------------------------------------------------ 37
def('kisan-subsidy-1', 'agri input subsidy disbursal list (Roman Hindi headers)', (r, id, about) => {
  const H = ['S.No', 'Kisan ka Naam', 'Pita ka Naam', 'Gaon', 'Tehsil', 'Zila', 'Aadhar No.', 'Khata Sankhya', 'IFSC',
    'Mobile', 'Fasal', 'Rakba (acre)', 'Subsidy Rs'];
  const rows: Cell[][] = range(30).map((i) => {
    const p = person(r, { village: true, g: r.chance(0.8) ? 'm' : 'f', regions: ['hindi_belt', 'punjabi', 'marathi', 'telugu', 'kannada'] });
    const v = p.addr.village;
    return [
      String(i + 1),
      nameC(p, r, r.pick(['upper', 'full'])),
      P('name', fatherName(p, r)),
      P('address', v ? v.v : p.addr.locality),
      P('address', v ? v.block : p.addr.city),
      P('address', v ? v.district : p.addr.city),
      r.chance(0.2) ? maskAadhaar(p.aadhaar, r) : aadhaarC(p, r),
      acctC(p),
      p.ifsc,
      r.chance(0.8) ? phoneC(p, r, 0) : '',
      r.pick(['Gehun', 'Dhaan', 'Sarson', 'Kapas', 'Soyabean', 'Ganna', 'Chana']),
      String(r.int(1, 20) / 2),
      String(r.int(4, 40) * 250),
    ];
  });
  return writeCsv(id, about, H, rows, { delim: ',', trailing: true });
});

// ------------------------------------------------------------------ 38
def('rental-agreements-1', 'rental agreement register (nested JSON)', (r, id, about) => {
  const rows: JV[] = range(12).map((i) => {
    const city = r.pick(['bengaluru', 'pune', 'hyderabad', 'gurugram', 'chennai', 'kolkata']);
    const ll = person(r, { y0: 1950, y1: 1980 });
    const tn = person(r, { y0: 1985, y1: 2001 });
    const prop = person(r, { city }).addr;
    const w = [person(r), person(r)];
    return {
      agreementNo: `RA/${pad(i + 1, 3)}/2024`,
      startDate: fmtDate(recent(r), r, 'ymd'),
      monthlyRent: r.int(8, 60) * 1000,
      deposit: r.int(2, 10) * 10000,
      landlord: {
        name: titledName(ll, r, 0.4),
        pan: panC(ll),
        mobile: phoneC(ll, r),
        permanentAddress: addrC(ll, r, { pin: true }),
        bank: { accountNo: acctC(ll), ifsc: ll.ifsc },
      },
      tenant: {
        name: nameC(tn, r, 'full'),
        aadhaar: aadhaarC(tn, r),
        mobile: phoneC(tn, r),
        email: emailC(tn, r.chance(0.4)),
        dob: dobC(tn, r, 'dmy/'),
        permanentAddress: addrC(tn, r, { pin: true, state: true, sep: r.chance(0.5) ? '\n' : ', ' }),
      },
      property: { address: P('address', fmtAddr(prop, r, { pin: true })), type: r.pick(['1BHK', '2BHK', '3BHK', 'Independent floor']) },
      witnesses: w.map((x) => nameC(x, r, 'full')),
      clauses: 'Lock-in 11 months; 5% escalation on renewal; society maintenance borne by tenant.',
    };
  });
  return writeJson(id, about, rows, 2);
});

// ------------------------------------------------------------------ 39
def('exam-registrations-1', 'recruitment exam registrations', (r, id, about) => {
  const H = ['Roll No.', 'Application No', "Candiate's Name", "Father's Name", "Mother's Name", 'DOB (DD/MM/YYYY)', 'Category', 'Exam Centre', 'Mobile No', 'Email Id'];
  const centres = ['ION Digital Zone, Kolkata', 'TCS iON Noida Sec 62', 'Govt Polytechnic, Lucknow', 'St. Joseph College, Tiruchirappalli', 'iON Digital Zone Pune'];
  const rows: Cell[][] = range(30).map(() => {
    const p = person(r, { y0: 1994, y1: 2004 });
    return [
      phoneShaped(r),
      notAadhaar12(r, String(r.int(2024, 2025))),
      nameC(p, r, 'upper'),
      P('name', fatherName(p, r).toUpperCase()),
      P('name', relName(p, 'mother', r).toUpperCase()),
      dobC(p, r, r.pick(['dmy/', 'dmy-'])),
      r.pick(['GEN', 'OBC-NCL', 'SC', 'ST', 'EWS']),
      r.pick(centres),
      phoneC(p, r, 0),
      emailC(p),
    ];
  });
  return writeCsv(id, about, H, rows, { delim: ',' });
});

// ------------------------------------------------------------------ 40
def('pg-refunds-1', 'payment gateway refund report', (r, id, about) => {
  const H = ['refund_id', 'payment_id', 'created', 'amount', 'status', 'method', 'card', 'vpa', 'customer_email', 'customer_contact', 'bank_rrn', 'notes'];
  const rows: Cell[][] = range(25).map(() => {
    const p = person(r);
    const m = r.pick(['card', 'upi', 'netbanking', 'upi']);
    return [
      `rfnd_${r.letters(14, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789')}`,
      `pay_${r.letters(14, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789')}`,
      String(1704067200 + r.int(0, 31536000)),
      String(r.int(100, 500000)),
      r.pick(['processed', 'processed', 'pending', 'failed']),
      m,
      m === 'card' ? maskCard(p.card, r) : '',
      m === 'upi' ? upiC(p) : '',
      emailC(p),
      P('phone', '+91' + p.mobile),
      utr(r),
      r.pick([
        () => '',
        () => 'partial refund - item 2 OOS',
        () => T().s('refund on behalf of ').p('name', nm(person(r), r, 'full')),
        () => 'duplicate payment',
        () => T().s('cust said refund to ').p('upi', person(r).upi).s(' instead; not possible, sent to source'),
      ])(),
    ];
  });
  return writeCsv(id, about, H, rows, { delim: ',' });
});

// ------------------------------------------------------------------ 41
def('expense-claims-1', 'employee expense reimbursement claims', (r, id, about) => {
  const emps = range(12).map(() => person(r, { y0: 1975, y1: 2000 }));
  const mgrs = range(3).map(() => person(r, { y0: 1965, y1: 1985 }));
  const rows: JV[] = emps.map((e, i) => {
    const mgr = r.pick(mgrs);
    const col = range(3).map(() => person(r));
    return {
      claimId: `EXP-${2024}-${pad(300 + i, 4)}`,
      employee: { empCode: `E${r.digits(5)}`, name: nameC(e, r, 'full'), email: emailC(e, true), managerName: nameC(mgr, r, 'full') },
      claims: range(r.int(1, 4)).map(() => {
        const cat = r.pick(['Travel', 'Meals', 'Hotel', 'Mobile', 'Local conveyance']);
        const note: JV = r.pick([
          () => T().s('Cab to client site, shared with ').p('name', callName(r.pick(col))),
          () => T().s('Team lunch – ').p('name', callName(col[0] as Person)).s(', ').p('name', callName(col[1] as Person)).s(' and ').p('name', nm(col[2] as Person, r, 'full')),
          () => 'Hotel at Pune, 2 nights',
          () => T().s('Mobile bill for ').p('phone', fmtMobile(e.mobile, r, 0)),
          () => 'Airport drop, late night',
          () => null,
        ])();
        return { date: fmtDate(recent(r), r, 'ymd'), category: cat, amount: r.int(80, 12000), note };
      }),
      payoutAccount: { accountNo: acctC(e), ifsc: e.ifsc },
      approvedBy: r.chance(0.7) ? P('name', nm(mgr, r, 'initials')) : null,
      status: r.pick(['APPROVED', 'PENDING', 'PAID']),
    };
  });
  return writeJson(id, about, rows, 2);
});

// ------------------------------------------------------------------ 42
def('blood-donors-1', 'blood bank donor registry', (r, id, about) => {
  const H = ['Donor ID', 'Name', 'Blood Grp', 'DOB', 'Gender', 'Moblie', 'Area', 'City', 'Last Donated', 'Eligible?'];
  const rows: Cell[][] = range(25).map(() => {
    const p = person(r, { y0: 1965, y1: 2005 });
    return [
      `BD${r.digits(5)}`,
      nameC(p, r, r.pick(['full', 'upper', 'lower'])),
      r.pick(['A+', 'B+', 'O+', 'AB+', 'O-', 'B-', 'A-', 'AB-']),
      dobC(p, r, r.pick(['dmy/', 'ymd', 'd Mon y'])),
      p.g === 'm' ? 'M' : 'F',
      phoneC(p, r),
      P('address', p.addr.locality),
      P('address', p.addr.city),
      fmtDate(recent(r), r, 'dmy/'),
      r.pick(['Yes', 'No (<90 days)', 'Yes']),
    ];
  });
  return writeCsv(id, about, H, rows, { delim: '\t' });
});

// ------------------------------------------------------------------ 43
def('tenant-verification-1', 'police tenant verification export with vague headers', (r, id, about) => {
  const H = ['Field1', 'Field2', 'Field3', 'Field4', 'Field5', 'Field6', 'Field7', 'Field8'];
  const rows: Cell[][] = range(15).map(() => {
    const t = person(r, { y0: 1975, y1: 2003 });
    const ll = person(r, { y0: 1950, y1: 1980 });
    return [
      nameC(t, r, r.pick(['full', 'upper'])),
      dobC(t, r, r.pick(['dmy/', 'dmy-', 'ymd'])),
      addrC(t, r, { pin: true }),
      phoneC(t, r),
      T().s(r.chance(0.5) ? title(ll, r) : '').p('name', nm(ll, r, 'full')),
      addrC(ll, r),
      aadhaarC(t, r),
      r.pick(['Verified', 'Pending', 'Verified', 'Returned - photo missing']) + ' ' + fmtDate(recent(r), r, 'dmy/'),
    ];
  });
  return writeCsv(id, about, H, rows, { delim: ';' });
});

// ------------------------------------------------------------------ 44
def('party-ledger-1', 'trader party ledger with vague headers', (r, id, about) => {
  const H = ['Party', 'Details', 'Info', 'Remarks', 'Col E', 'Amt'];
  const rows: Cell[][] = range(20).map(() => {
    const biz = r.chance(0.3);
    const p = person(r);
    const comp = r.pick(COMPANIES);
    return [
      biz ? comp : nameC(p, r, r.pick(['full', 'upper', 'lastFirst'])),
      biz ? r.pick(['Wholesale, Bhiwandi', 'Distributor - Indore', 'C&F agent Guwahati']) : addrC(p, r),
      biz ? helpline(r) : r.pick([() => phoneC(p, r), () => upiC(p), () => P('phone', landline(r, p.addr.std))])(),
      r.pick([
        () => T().s('khata no ').p('bank_account', p.acct).s(' ').s(p.ifsc),
        () => T().s('a/c ').p('bank_account', p.acct).s(' mein NEFT karna'),
        () => 'Balance carried forward',
        () => 'Old dues cleared',
        () => T().s('GST no ').p('gstin', gstin(r, p.addr.state, biz ? companyPan(r, comp) : p.pan)),
        () => T().s('Reference: ').p('name', nm(person(r), r, 'full')),
        () => biz ? 'Payment terms 30 days' : T().s('beta ').p('name', callName(person(r, { regions: [p.region.key], g: 'm' }))).s(' payment dega'),
      ])(),
      r.pick(['Dr', 'Cr']),
      String(r.int(500, 250000)),
    ];
  });
  return writeCsv(id, about, H, rows, { delim: ',' });
});

// ------------------------------------------------------------------ 45
def('hotel-guest-register-1', 'hotel guest register (Form C style, BOM)', (r, id, about) => {
  const H = ['Guest Name', 'Nationality', 'Address', 'Contact', 'Email', 'Check-In', 'Check-Out', 'Room', 'ID Type', 'ID Number', 'Pax', 'Purpose'];
  const rows: Cell[][] = range(25).map(() => {
    const p = person(r);
    const idt = r.pick(['Aadhaar', 'Aadhaar', 'PAN Card', 'Aadhaar (masked)']);
    const ci = recent(r);
    return [
      titledName(p, r, 0.4),
      'Indian',
      addrC(p, r, { state: r.chance(0.5), sep: r.chance(0.35) ? ',\n' : ', ' }),
      phoneC(p, r),
      r.chance(0.6) ? emailC(p) : '',
      fmtDate(ci, r, 'dmy/'),
      fmtDate({ ...ci, d: Math.min(28, ci.d + r.int(1, 3)) }, r, 'dmy/'),
      String(r.int(1, 6) * 100 + r.int(1, 20)),
      idt,
      idt === 'Aadhaar' ? aadhaarC(p, r) : idt === 'PAN Card' ? panC(p) : maskAadhaar(p.aadhaar, r),
      String(r.int(1, 4)),
      r.pick(['Business', 'Leisure', 'Wedding', 'Medical', 'Exam']),
    ];
  });
  return writeCsv(id, about, H, rows, { delim: ',', bom: true, eol: '\r\n', trailing: true });
});

// ------------------------------------------------------------------ 46
def('broadband-subscribers-1', 'broadband ISP subscriber list', (r, id, about) => {
  const city = r.pick(['hyderabad', 'chennai', 'ahmedabad', 'kochi', 'jaipur']);
  const rows: JV[] = range(20).map(() => {
    const p = person(r, { city });
    return {
      customer_id: `BB${r.digits(8)}`,
      subscriber_name: nameC(p, r, r.pick(['full', 'upper'])),
      installation_address: addrC(p, r, { pin: true }),
      static_ip: r.chance(0.4) ? ipC(r, 0.3) : null,
      plan: r.pick(['100 Mbps Unlimited', '300 Mbps + OTT', '40 Mbps Basic', '1 Gbps']),
      contact_no: r.chance(0.4) ? new Num(Number(p.mobile), 'phone') : phoneC(p, r),
      alt_contact: r.chance(0.3) ? P('phone', landline(r, p.addr.std)) : null,
      email: emailC(p),
      billing_cycle: r.pick(['1st', '15th']),
      router_model: r.pick(['TP-Link Archer C6', 'Syrotech GPON', 'Nokia G-2425G-A', 'DIGISOL DG-GR6010']),
      last_payment: { amount: r.int(400, 1500), utr: utr(r), vpa: r.chance(0.6) ? upiC(p) : null },
    };
  });
  return writeJson(id, about, rows, 2);
});

// ------------------------------------------------------------------ 47
def('crm-contacts-1', 'B2B CRM contacts export', (r, id, about) => {
  const h = headerPicker(r, ['as', 'title']);
  const H = [h(['Contact Owner']), h(['First Name']), h(['Last Name']), h(['Mobile']), h(['Work Email']), h(['Company', 'Account Name']),
    h(['Job Title']), h(['City']), h(['Lead Source']), h(['Created Time'])];
  const owners = range(4).map(() => person(r));
  const rows: Cell[][] = range(30).map(() => {
    const p = person(r);
    const comp = r.pick(COMPANIES);
    const dom = r.pick(WORK_DOMAINS);
    const fn = callName(p);
    const ln = p.last || p.suffix;
    return [
      nameC(r.pick(owners), r, 'full'),
      P('name', fn),
      ln ? P('name', ln) : '',
      r.chance(0.8) ? phoneC(p, r, r.pick([1, 2, 4, 6])) : '',
      P('email', `${fn.toLowerCase().replace(/[^a-z]/g, '')}${r.chance(0.5) ? '.' : ''}${(ln || 'x').toLowerCase().replace(/[^a-z]/g, '')}@${dom}`),
      comp,
      r.pick(['Procurement Head', 'CFO', 'IT Manager', 'Purchase Executive', 'Owner', 'Admin Manager']),
      P('address', p.addr.city),
      r.pick(['Trade Show', 'Website', 'Cold Call', 'Partner', 'Webinar']),
      ts(r, 3),
    ];
  });
  return writeCsv(id, about, H, rows, { delim: ',', bom: true, eol: '\r\n' });
});

// ------------------------------------------------------------------ 48
def('kirana-udhaar-1', 'kirana shop credit (udhaar) book', (r, id, about) => {
  const H = ['Grahak', 'Pata', 'Mobile', 'Udhaar (Rs)', 'Aakhri Bhugtan', 'Note'];
  const city = r.pick(['kanpur', 'patna', 'indore', 'nagpur', 'agra']);
  const rows: Cell[][] = range(20).map(() => {
    const p = person(r, { city, regions: ['hindi_belt', 'hindi_belt', 'muslim', 'marwari_jain', 'bengali'] });
    const kid = person(r, { regions: [p.region.key], g: 'm' });
    return [
      r.pick([() => nameC(p, r, 'full'), () => T().p('name', p.last || callName(p)).s(' ji'), () => T().p('name', callName(p)).s(p.g === 'f' ? ' bhabhi' : ' bhaiya'), () => nameC(p, r, 'lower')])(),
      r.pick([() => P('address', `${p.addr.house}, ${p.addr.locality}`), () => P('address', p.addr.locality + ', ' + r.pick(LANDMARKS_HINGLISH)), () => P('address', p.addr.locality)])(),
      phoneC(p, r, r.pick([0, 6, 7])),
      String(r.int(50, 6000)),
      fmtDate(recent(r), r, 'd/m/yy'),
      r.pick([
        () => T().p('name', p.last || callName(p)).s(' ji ka beta ').p('name', callName(kid)).s(' saman le gaya'),
        () => T().s('PhonePe pe bheja ').p('upi', p.upi),
        () => 'har mahine 1 tareekh ko dete hain',
        () => 'doodh + bread roz ka',
        () => T().s('naya number ').p('phone', fmtMobile(p.mobile2, r, 0)),
        () => '',
      ])(),
    ];
  });
  return writeCsv(id, about, H, rows, { delim: '|' });
});

// ------------------------------------------------------------------ 49
def('app-feedback-1', 'mobile app in-app feedback submissions', (r, id, about) => {
  const rows: JV[] = range(25).map(() => {
    const p = person(r);
    const fb: (() => JV)[] = [
      () => 'App crashes when I open the statements tab. Please fix asap.',
      () => 'Very slow after last update',
      () => T().s('Not getting OTP on ').p('phone', fmtMobile(p.mobile, r)).s(', tried 5 times'),
      () => T().s('Please contact me at ').p('email', p.email).s(', my KYC is stuck for 2 weeks'),
      () => T().s('Mera naam galat dikh raha hai, sahi naam ').p('name', nm(p, r, 'full')).s(' hai'),
      () => 'dark mode please 🙏',
      () => T().s('UPI payment to ').p('upi', person(r).upi).s(' failed but money debited'),
      () => T().s('login from unknown IP ').p('ip', ip(r, 0.2)).s(' – was that me?? Not in ').s(r.pick(STATES)),
      () => 'Good app but too many notifications',
    ];
    return {
      ticket: `FB-${r.digits(6)}`,
      submitted_at: ts(r, 4),
      app_version: appVersion(r),
      device: r.pick(['Redmi Note 12', 'Samsung Galaxy M14', 'iPhone 13', 'OnePlus Nord CE3', 'vivo Y16', 'realme narzo 60']),
      os: r.pick(['Android 13', 'Android 14', 'iOS 17.4', 'Android 12']),
      rating: r.int(1, 5),
      feedback_text: r.pick(fb)(),
      client_ip: ipC(r, 0.3),
      user_id: r.int(100000, 999999),
    };
  });
  return writeJson(id, about, rows, 2);
});

// ------------------------------------------------------------------ 50
def('scholarship-applications-1', 'state scholarship applications (snake_case JSON)', (r, id, about) => {
  const inst = ['Govt. Degree College', 'Institute of Technology', 'Women\'s Polytechnic', 'District ITI', 'University Teaching Dept.'];
  const rows: JV[] = range(15).map(() => {
    const p = person(r, { y0: 2002, y1: 2007, village: r.chance(0.6) });
    const v = p.addr.village;
    return {
      application_id: `SCH${r.int(2024, 2025)}${r.digits(7)}`,
      applicant: {
        name: nameC(p, r, r.pick(['upper', 'full'])),
        dob: dobC(p, r, r.pick(['dmy/', 'ymd'])),
        gender: p.g === 'm' ? 'M' : 'F',
        aadhaar: r.chance(0.4) ? new Num(Number(p.aadhaar), 'aadhaar') : aadhaarC(p, r),
        mobile: phoneC(p, r, 0),
        email: r.chance(0.6) ? emailC(p) : null,
      },
      parents: { father_name: P('name', fatherName(p, r)), mother_name: P('name', relName(p, 'mother', r)), annual_income: r.int(40, 250) * 1000 },
      bank: { account_no: acctC(p), ifsc: p.ifsc, account_holder: nameC(p, r, 'upper') },
      address: {
        house: p.addr.house ? P('address', p.addr.house) : null,
        village_or_locality: P('address', p.addr.locality),
        district: P('address', v ? v.district : p.addr.city),
        state: p.addr.state,
        pin: P('address', p.addr.pin),
      },
      institute: r.pick(inst),
      course: r.pick(['B.Sc', 'B.A.', 'Diploma (Civil)', 'B.Tech', 'ITI Electrician']),
      statement: r.pick([
        () => T().s('My father ').p('name', fatherName(p, r)).s(' is a small farmer in ').p('address', p.addr.locality).s('. I want to become a teacher.'),
        () => T().s('I am the first graduate in my family.'),
        () => T().s('Mere pitaji ').p('name', fatherName(p, r)).s(' mazdoori karte hain, isliye scholarship ki zarurat hai.'),
        () => 'Need support for hostel fees.',
      ])(),
    };
  });
  return writeJson(id, about, rows, 2);
});

// ------------------------------------------------------------------ 51
def('visitor-log-1', 'corporate office visitor log', (r, id, about) => {
  const h = headerPicker(r, ['as', 'upper', 'title']);
  const H = [h(['Visitor Name', 'Visiter Name', 'Name of Visitor']), h(['Company', 'Coming From']), h(['Whom to Meet', 'To Meet', 'Host']),
    h(['Phone', 'Ph. No', 'Contact']), h(['In Time']), h(['Out Time']), h(['Purpose']), h(['Badge No', 'Pass #'])];
  const staff = range(8).map(() => person(r));
  const rows: Cell[][] = range(30).map(() => {
    const v = person(r);
    const s = r.pick(staff);
    return [
      nameC(v, r, r.pick(['full', 'upper', 'lower', 'firstLast'])),
      r.chance(0.7) ? r.pick(COMPANIES) : 'Self',
      r.pick([() => nameC(s, r, 'full'), () => T().p('name', callName(s)).s(' (HR)'), () => T().s(title(s, r)).p('name', s.last || callName(s)), () => 'Reception' as Cell])(),
      phoneC(v, r, r.pick([0, 6, 1])),
      `${pad(r.int(9, 12))}:${pad(r.int(0, 59))}`,
      r.chance(0.8) ? `${pad(r.int(13, 19))}:${pad(r.int(0, 59))}` : '',
      r.pick(['Interview', 'Vendor meeting', 'Delivery', 'Audit', 'AMC service', 'Personal']),
      `V-${r.int(1, 60)}`,
    ];
  });
  return writeCsv(id, about, H, rows, { delim: ',' });
});

// ------------------------------------------------------------------ 52
def('health-camp-register-1', 'village health camp register (Hinglish/Hindi)', (r, id, about) => {
  const H = ['Labharthi', 'Umar', 'Ling', 'Mobile', 'Pata', 'ASHA Worker', 'Vaccine / Test', 'Dose', 'Tareekh', 'Batch No.'];
  const v = r.pick(VILLAGES_HI);
  const ashas = range(3).map(() => person(r, { hindi: true, g: 'f' }));
  const rows: Cell[][] = range(25).map(() => {
    const p = person(r, { hindi: true, village: true });
    p.addr = villageAddr(r, v);
    const dev = r.chance(0.5);
    return [
      P('name', dev ? nm(p, r, 'hi') : nm(p, r, r.pick(['full', 'upper']))),
      String(2024 - p.dob.y),
      p.g === 'm' ? 'पुरुष' : 'महिला',
      r.chance(0.7) ? phoneC(p, r, 0) : '',
      dev ? P('address', fmtAddrHi(p.addr, r)) : addrC(p, r, { state: false }),
      P('name', nm(r.pick(ashas), r, dev ? 'hi' : 'full')),
      r.pick(['Covishield', 'TT', 'BP check', 'Sugar test', 'Hb test', 'Td']),
      r.pick(['1st', '2nd', 'Booster', '-']),
      fmtDate(recent(r), r, 'dmy/'),
      `${r.letters(2)}${r.digits(6)}`,
    ];
  });
  return writeCsv(id, about, H, rows, { delim: '\t' });
});
import { VILLAGES } from './data';
const VILLAGES_HI = VILLAGES.filter((x) => x.hv);

// ------------------------------------------------------------------ 53
def('loan-applications-1', 'personal loan applications (deeply nested JSON)', (r, id, about) => {
  const rows: JV[] = range(12).map(() => {
    const p = person(r, { y0: 1975, y1: 2000 });
    const refs = range(2).map(() => person(r));
    const b = BANKS[p.bankIdx];
    return {
      appId: `PLA${r.digits(10)}`,
      applicant: {
        personal: {
          firstName: P('name', callName(p)),
          middleName: p.middle ? P('name', p.middle) : null,
          lastName: p.last || p.suffix ? P('name', p.last || p.suffix) : null,
          dob: dobC(p, r, 'ymd'),
          pan: panC(p),
          maritalStatus: r.pick(['Married', 'Single']),
        },
        contact: { mobile: phoneC(p, r, r.pick([0, 3])), email: emailC(p) },
        residence: { address: addrC(p, r, { pin: true }), since: `${r.int(1, 15)} years`, type: r.pick(['Owned', 'Rented', 'Parental']) },
      },
      employment: {
        employer: r.pick(COMPANIES),
        monthlyIncome: r.int(25, 250) * 1000,
        officeCity: r.pick(['Pune', 'Bengaluru', 'Gurugram', 'Chennai', 'Hyderabad']),
        salaryAccount: { bank: b ? b.name : 'SBI', accountNumber: acctC(p) },
      },
      references: refs.map((x) => ({ name: nameC(x, r, 'full'), mobile: phoneC(x, r, 0), relation: r.pick(['Friend', 'Colleague', 'Cousin', 'Neighbour']) })),
      device: { ip: ipC(r, 0.4), appVersion: appVersion(r), os: r.pick(['android', 'ios']) },
      bureau: { score: r.int(580, 860), pulledAt: ts(r, 0) },
    };
  });
  return writeJson(id, about, rows, 2);
});

// ------------------------------------------------------------------ 54
def('recruitment-pipeline-1', 'recruitment pipeline tracker', (r, id, about) => {
  const H = ['Candidate', 'Email', 'Phone', 'Current CTC', 'Expected CTC', 'Notice', 'Location', 'Recruiter', 'Stage', 'Interview Notes'];
  const recruiters = range(3).map(() => person(r, { g: 'f' }));
  const panel = range(6).map(() => person(r));
  const rows: Cell[][] = range(25).map(() => {
    const p = person(r, { y0: 1985, y1: 2002 });
    return [
      nameC(p, r),
      emailC(p),
      phoneC(p, r),
      `${r.int(3, 40)} LPA`,
      `${r.int(5, 55)} LPA`,
      r.pick(['Immediate', '30 days', '60 days', '90 days']),
      P('address', p.addr.city),
      P('name', callName(r.pick(recruiters))),
      r.pick(['Screening', 'L1', 'L2', 'HR', 'Offer', 'Rejected', 'On hold']),
      r.pick([
        () => T().s('Panel: ').p('name', nm(r.pick(panel), r, 'full')).s(', ').p('name', nm(r.pick(panel), r, 'initials')).s('. Strong in SQL, weak in system design.'),
        () => 'Good communication; salary expectation high',
        () => T().p('name', callName(r.pick(panel))).s(' to take L2 on Friday'),
        () => 'No show',
        () => T().s('Referred by ').p('name', nm(r.pick(panel), r, 'full')).s(' (employee referral)'),
        () => '',
      ])(),
    ];
  });
  return writeCsv(id, about, H, rows, { delim: '|' });
});

// ------------------------------------------------------------------ 55
def('warehouse-dispatch-1', 'warehouse dispatch register (mostly business data)', (r, id, about) => {
  const H = ['Dispatch No', 'Date', 'From Warehouse', 'Warehouse Address', 'To Distributor', 'Distributor City', 'Distributor GSTIN', 'Vehicle Type', 'Driver', 'Driver Mobile', 'Invoice Value', 'E-way Bill'];
  const whs: [string, string][] = [
    ['Bhiwandi WH-2', 'Gala No. 14-18, Building B4, Rajlaxmi Logistics Park, Vadape, Bhiwandi 421302'],
    ['Hoskote DC', 'Survey No. 112, NH-75, Kolathur Village, Hoskote 562114'],
    ['Farukhnagar FC', 'Plot 7, Sector 3, IMT, Farukhnagar, Haryana 122506'],
    ['Dankuni Hub', 'Mouza Chakundi, Delhi Road, Dankuni 712311'],
  ];
  const drivers = range(6).map(() => person(r, { g: 'm', regions: ['hindi_belt', 'punjabi', 'marathi', 'tamil'] }));
  const rows: Cell[][] = range(22).map(() => {
    const [wh, whAddr] = r.pick(whs);
    const comp = r.pick(COMPANIES);
    const st = r.pick(STATES);
    const d = r.pick(drivers);
    return [
      `DSP${r.digits(7)}`,
      fmtDate(recent(r), r, 'dmy/'),
      wh,
      whAddr,
      comp,
      r.pick(['Nagpur', 'Indore', 'Raipur', 'Vijayawada', 'Siliguri', 'Hubballi', 'Ludhiana']),
      P('gstin', gstin(r, st, companyPan(r, comp))),
      r.pick(['32 ft MXL', '17 ft', 'Tata Ace', '20 ft container']),
      r.chance(0.7) ? nameC(d, r, r.pick(['full', 'first'])) : '',
      r.chance(0.7) ? phoneC(d, r, 0) : '',
      inr(r, 20000, 900000),
      notAadhaar12(r, '3'),
    ];
  });
  return writeCsv(id, about, H, rows, { delim: ',' });
});

// ------------------------------------------------------------------ 56
def('product-catalogue-1', 'product catalogue (no personal data at all)', (r, id, about) => {
  const names = ['Stainless Steel Kadai 28cm', 'Cotton Bedsheet Double', 'Masala Chai 500g', 'LED Torch Rechargeable',
    'Kids Raincoat', 'Copper Water Bottle 1L', 'Jute Shopping Bag', 'Ceiling Fan 1200mm', 'Notebook A4 (pack of 6)',
    'Mustard Oil 1L', 'Handloom Dupatta', 'Wireless Mouse', 'Mosquito Net King', 'Steel Almirah 4 door'];
  const seller = r.pick(COMPANIES);
  const rows: JV[] = range(18).map(() => ({
    productCode: r.chance(0.5) ? panShapedSku(r) : sku(r),
    title: r.pick(names),
    hsn: hsn(r),
    gstRate: r.pick([5, 12, 18]),
    mrp: r.int(99, 24999),
    sellingPrice: r.int(89, 19999),
    stock: r.int(0, 500),
    seller,
    sellerSupport: { email: roleEmail(r), phone: helpline(r) },
    barcode: notLuhn(r, 13, '890'),
    warranty: r.pick(['1 year', '6 months', 'None', '2 years']),
    launched: fmtDate(recent(r), r, 'ymd'),
    modelNo: `${r.letters(3)}-${r.digits(4)}${r.letters(1)}`,
  }));
  return writeJson(id, about, rows, 2);
});

// ------------------------------------------------------------------ 57
def('card-dispatch-register-1', 'debit / credit card courier dispatch register', (r, id, about) => {
  const h = headerPicker(r, ['upper', 'as', 'snake']);
  const H = [h(['Dispatch Ref']), h(['Card Number', 'Card No']), h(['Embossed Name', 'Name on Card']), h(['Card Type']),
    h(['Mailing Address', 'Comm. Address']), h(['PIN Code']), h(['RMN', 'Regd Mobile']), h(['Courier']), h(['AWB']), h(['Dispatch Date']), h(['Delivery Status'])];
  const rows: Cell[][] = range(32).map(() => {
    const p = person(r);
    return [
      `DR${r.digits(9)}`,
      cardC(p, r),
      P('name', nm(p, r, r.pick(['upper', 'upper', 'initials'])).toUpperCase()),
      r.pick(['RuPay Platinum Debit', 'Visa Classic Debit', 'Mastercard World Credit', 'Visa Signature Credit', 'RuPay Select Credit']),
      addrC(p, r, { pin: false, upper: true }),
      P('address', p.addr.pin),
      phoneC(p, r, 0),
      r.pick(['Blue Dart', 'India Post Speed Post', 'DTDC', 'Professional Couriers']),
      r.chance(0.5) ? `EM${r.digits(9)}IN` : notLuhn(r, 11, String(r.int(1, 9))),
      fmtDate(recent(r), r, 'dmy/'),
      r.pick(['Delivered', 'In transit', 'RTO - addressee moved', 'Delivered', 'Held at post office']),
    ];
  });
  return writeCsv(id, about, H, rows, { delim: ',' });
});

// ------------------------------------------------------------------ 58
def('old-age-pension-hi-1', 'old-age pension beneficiaries with Hindi remarks', (r, id, about) => {
  const H = ['क्रमांक', 'पेंशनर का नाम', 'पति/पिता', 'जन्म तिथि', 'पता', 'बैंक', 'खाता संख्या', 'मोबाइल', 'मासिक पेंशन', 'टिप्पणी'];
  const rows: Cell[][] = range(22).map((i) => {
    const p = person(r, { hindi: true, village: r.chance(0.6), y0: 1934, y1: 1963, city: r.pick(['lucknow', 'patna', 'bhopal', 'jaipur', 'varanasi', 'ranchi']) });
    const son = person(r, { hindi: true, g: 'm', y0: 1960, y1: 1990 });
    const moved = person(r, { hindi: true, village: true }).addr;
    return [
      String(i + 1),
      T().s(r.chance(0.4) ? titleHi(p, r) : '').p('name', nm(p, r, 'hi')),
      P('name', fatherName(p, r, true)),
      dobC(p, r, r.pick(['hi', 'hi', 'dmy/', 'dmy-'])),
      P('address', fmtAddrHi(p.addr, r)),
      BANKS[p.bankIdx]?.name ?? 'State Bank of India',
      acctC(p),
      r.chance(0.6) ? phoneC(p, r, 0) : '',
      `₹${r.pick([1000, 1200, 1500, 2500])}`,
      r.pick([
        () => T().s('पेंशनर का जन्म ').p('date_of_birth', fmtDate(p.dob, r, 'hi')).s(' को हुआ, आयु सत्यापित'),
        () => T().s('पुत्र ').p('name', nm(son, r, 'hi')).s(' (मो. ').p('phone', fmtMobile(son.mobile, r, 0)).s(') द्वारा जीवन प्रमाण पत्र जमा'),
        () => T().s('नया पता: ').p('address', fmtAddrHi(moved, r)),
        () => 'कोई आपत्ति नहीं',
        () => T().s('खाता संख्या ').p('bank_account', p.acct).s(' में आधार सीडिंग लंबित'),
        () => 'भौतिक सत्यापन शेष',
        () => T().s('pension khata ').p('bank_account', p.acct).s(' band hai, naya khata khulwana hai'),
        () => T().s('जन्म तिथि आधार अनुसार ').p('date_of_birth', fmtDate(p.dob, r, 'dmy/')).s(', पुराने रिकॉर्ड में ').p('date_of_birth', `01/01/${p.dob.y}`),
      ])(),
    ];
  });
  return writeCsv(id, about, H, rows, { delim: ',', eol: '\r\n' });
});

