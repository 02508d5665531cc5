// Document recipes, part A. Each recipe builds one document and knows where it put every personal value.
import { BANKS, COMPANIES, LANDMARKS, LANDMARKS_HINGLISH, STATE_CODES, STATES, WORK_DOMAINS } from './data';
import { Cell, Doc, JV, Num, P, Rng, T, TB, writeCsv, writeJson } from './lib';
import {
  amount, appVersion, companyPan, dob, fatherName, fmtAddr, fmtCard, fmtDate,
  fmtMobile, gstin, helpline, hsn, inr, landline, maskAadhaar, maskCard, mobile, nm, notAadhaar12, notLuhn,
  pad, person, phoneShaped, rename, callName, recent, relName, sku, ts, upiTxnId, userAgent, utr,
} from './world';
import {
  aadhaarC, acctC, addrC, cardC, dobC, emailC, given, headerPicker, ipC, nameC, panC, phoneC, range, title, titledName,
  upiC,
} from './kit';

export interface Recipe {
  id: string;
  about: string;
  make: (r: Rng, id: string, about: string) => Doc;
}

export const A: Recipe[] = [];
const def = (id: string, about: string, make: Recipe['make']): void => {
  A.push({ id, about, make });
};

// ------------------------------------------------------------------ 1
def('courier-manifest-1', 'courier last-mile run sheet', (r, id, about) => {
  const h = headerPicker(r);
  const H = [h(['AWB No', 'AWB#', 'Waybill No.']), h(['Consignee', 'Consignee Name', 'Receiver']),
    h(['Consignee Address', 'Delivery Address', 'Addr', 'Consignee Adress', 'Delivery Adress']), h(['Pincode', 'PIN', 'Dest. PIN', 'Pincod']),
    h(['Mob. No.', 'Contact', 'Phone No']), h(['COD Amt (₹)', 'COD Value', 'COD']), h(['Wt(kg)', 'Weight (kg)']),
    h(['Origin Hub', 'Hub', 'Origin DC']), h(['Status', 'Shipment Status']), h(['Delivery Instructions', 'Instructions', 'Remarks'])];
  const hubs = ['Bhiwandi DC', 'Hoskote Hub', 'Bilaspur (HR) Gateway', 'Dankuni Hub', 'Padappai Hub', 'Shamshabad DC', 'Changodar Hub', 'Lucknow Chinhat Hub'];
  const rows: Cell[][] = range(30).map(() => {
    const p = person(r);
    const other = person(r, { regions: [p.region.key] });
    const ins: (() => TB | string)[] = [
      () => r.pick(['Call before delivery', 'Leave at security cabin', 'Deliver between 10am-1pm', 'Do not deliver on Sunday',
        'Fragile - handle with care', 'Office closed Sat/Sun', '', '', 'Gate no. 2 se aana', 'Lift kharab hai, seedhi se aana',
        'COD - exact change rakhein', 'Reattempt requested', 'Customer refused OTP sharing', 'Deliver to reception only']),
      () => T().s('If not home, hand over to neighbour ').p('name', nm(other, r, r.pick(['full', 'first', 'upper']))).s(' at ').p('address', `Flat ${r.int(1, 14)}0${r.int(1, 8)}`),
      () => T().s('Alt no. ').p('phone', fmtMobile(p.mobile2, r)),
      () => T().s('Call ').p('phone', fmtMobile(p.mobile2, r)).s(' on arrival, ask for ').p('name', given(p.spouseFirst)),
      () => T().s('ghar pe koi nahi hoga, ').p('name', given(p.spouseFirst)).s(' ko de dena'),
      () => T().s('Landmark: ').p('address', r.pick(LANDMARKS)),
      () => T().s('Wrong pincode on label, correct PIN is ').p('address', p.addr.pin),
      () => `Customer asked to reschedule to ${fmtDate(recent(r), r, 'dmy/')}`,
      () => T().p('address', r.pick(LANDMARKS_HINGLISH)).s(', ').p('name', nm(other, r, 'first')).s(' ji ka ghar'),
    ];
    return [
      r.chance(0.5) ? notAadhaar12(r) : notLuhn(r, 14, String(r.int(1, 9))),
      r.chance(0.2) ? T().s(title(p, r)).p('name', nm(p, r)) : nameC(p, r),
      addrC(p, r, { pin: false }),
      P('address', p.addr.pin),
      phoneC(p, r),
      r.chance(0.4) ? '0' : amount(r, 199, 8999),
      (r.int(2, 250) / 10).toFixed(1),
      r.pick(hubs),
      r.pick(['Out for delivery', 'Delivered', 'RTO initiated', 'Undelivered - customer not available', 'In transit', 'Delivered']),
      r.pick(ins)(),
    ];
  });
  return writeCsv(id, about, H, rows, { delim: ',', trailing: true });
});

// ------------------------------------------------------------------ 2
def('bank-kyc-review-1', 'bank periodic re-KYC review export', (r, id, about) => {
  const H = ['CIF ID', 'Customer Name', 'Father / Spouse Name', 'D.O.B (DD-MM-YYYY)', 'PAN', 'Aadhaar (Masked/Full)',
    'SB A/c No', 'IFSC', 'Home Branch', 'Registered Mobile', 'E-mail', 'KYC Remarks'];
  const branches = ['Fort, Mumbai', 'Connaught Place', 'MG Road Bengaluru', 'Park Street', 'Anna Salai', 'Hazratganj',
    'Navrangpura', 'Sector 17 Chandigarh', 'Fraser Road Patna', 'Banjara Hills'];
  const rows: Cell[][] = range(20).map(() => {
    const p = person(r);
    const j = person(r, { regions: [p.region.key] });
    const rem: (() => TB | string)[] = [
      () => T().s('PAN name mismatch: PAN shows "').p('name', nm(p, r, 'upper')).s('"; customer to submit affidavit'),
      () => T().s('Address proof: electricity bill; address ').p('address', fmtAddr(p.addr, r)),
      () => `Re-KYC done via V-CIP on ${fmtDate(recent(r), r, 'dmy-')}`,
      () => T().s('DOB as per Aadhaar ').p('date_of_birth', fmtDate(p.dob, r, 'dmy/')).s(' differs from CBS record ').p('date_of_birth', fmtDate({ ...p.dob, d: p.dob.d === 1 ? 2 : p.dob.d - 1 }, r, 'dmy/')),
      () => 'Customer visited branch. Docs verified OVD.',
      () => T().s('Joint holder ').p('name', nm(j, r)).s(' to be added; PAN ').p('pan', j.pan),
      () => 'No discrepancy.',
      () => T().s('Mobile updated from ').p('phone', fmtMobile(p.mobile2, r)).s(' per request dated ').s(fmtDate(recent(r), r, 'dmy-')),
      () => 'CKYC number generated; risk category Low',
      () => 'Dormant a/c reactivated after re-KYC',
    ];
    return [
      `CIF${r.digits(9)}`,
      r.chance(0.25) ? T().s(title(p, r)).p('name', nm(p, r, 'upper')) : nameC(p, r, r.pick(['full', 'upper'])),
      P('name', fatherName(p, r)),
      dobC(p, r, 'dmy-'),
      panC(p),
      r.chance(0.45) ? maskAadhaar(p.aadhaar, r) : aadhaarC(p, r),
      acctC(p),
      p.ifsc,
      r.pick(branches),
      phoneC(p, r, r.pick([0, 1, 3, 4])),
      r.chance(0.85) ? emailC(p) : '',
      r.pick(rem)(),
    ];
  });
  return writeCsv(id, about, H, rows, { delim: ';', eol: '\r\n', quoteAll: true, trailing: true });
});

// ------------------------------------------------------------------ 3
def('opd-register-1', 'hospital OPD registration register', (r, id, about) => {
  const H = ['UHID', 'Patient Name', 'Age/Sex', 'DOB', 'Contact No', 'Address', 'Consultant', 'Dept', 'Visit Dt',
    'Complaint / Notes', 'Attendant'];
  const depts = ['General Medicine', 'Ortho', 'ENT', 'Gynae', 'Paediatrics', 'Cardiology', 'Derma', 'Ophthalmology'];
  const doctors = range(6).map(() => person(r, { y0: 1960, y1: 1990 }));
  const rows: Cell[][] = range(25).map(() => {
    const kid = r.chance(0.2);
    const p = person(r, kid ? { y0: 2012, y1: 2022 } : {});
    const att = person(r, { regions: [p.region.key] });
    const doc = r.pick(doctors);
    const age = 2024 - p.dob.y;
    const notes: (() => TB | string)[] = [
      () => r.pick(['fever x 3 days, body ache', 'BP 150/96, advised ECG + lipid profile', 'pet dard since morning, vomiting 2 times',
        'follow-up after 2 weeks', 'c/o knee pain, X-ray advised', 'sugar fasting 182', 'cough with expectoration',
        'routine ANC visit, 24 wks', 'rash on both arms since 1 week', 'Review with reports', 'Dressing done']),
      () => T().s('referred by Dr. ').p('name', nm(person(r), r, r.pick(['full', 'initials']))).s(' from PHC'),
      () => T().s('old records under name ').p('name', nm(p, r, 'upper')).s(', DOB ').p('date_of_birth', fmtDate(p.dob, r, 'd Mon y')),
      () => T().s('pt shifted to ').p('address', p.addr.locality + ', ' + p.addr.city).s(', update address'),
    ];
    return [
      `UH${r.digits(2)}-${r.digits(6)}`,
      T().s(kid ? 'Baby ' : r.chance(0.3) ? title(p, r) : '').p('name', nm(p, r, r.pick(['full', 'upper', 'full']))),
      `${age}/${p.g === 'm' ? 'M' : 'F'}`,
      r.chance(0.85) ? dobC(p, r, r.pick(['dmy/', 'dmy-', 'd Mon y'])) : '',
      r.chance(0.15) ? P('phone', landline(r, p.addr.std)) : phoneC(p, r),
      addrC(p, r),
      T().s('Dr. ').p('name', nm(doc, r, r.pick(['full', 'initials']))),
      r.pick(depts),
      fmtDate(recent(r), r, 'dmy/'),
      r.pick(notes)(),
      r.chance(0.7) ? T().p('name', nm(att, r, r.pick(['full', 'first']))).s(att.g === 'm' ? r.pick([' (Husband)', ' (Son)', ' - father', ' (brother)', '']) : r.pick([' (Mother)', ' (wife)', ' - daughter', ' (Sister)', ''])) : 'Self',
    ];
  });
  return writeCsv(id, about, H, rows, { delim: '\t', trailing: false });
});

// ------------------------------------------------------------------ 4
def('school-admissions-1', 'school admission applications (nested JSON)', (r, id, about) => {
  const schools = ['Kendriya Vidyalaya No. 2', 'St. Xavier’s High School', 'Delhi Public School', 'Govt. Model School',
    'Little Flower Convent', 'Bal Bharati Public School', 'Sunbeam Academy'];
  const rows: JV[] = range(16).map(() => {
    const kid = person(r, { y0: 2011, y1: 2019 });
    const fa = person(r, { regions: [kid.region.key], g: 'm', y0: 1975, y1: 1990 });
    fa.suffix = kid.suffix ? 'Singh' : '';
    fa.order = kid.order;
    rename(fa, r, kid.fatherFirst, kid.last);
    const mo = person(r, { regions: [kid.region.key], g: 'f', y0: 1978, y1: 1992 });
    const guardians: JV[] = [
      { relation: 'Father', name: nameC(fa, r, 'full'), mobile: phoneC(fa, r, r.pick([0, 1, 6])), email: r.chance(0.7) ? emailC(fa) : null,
        occupation: r.pick(['Business', 'Govt. Service', 'Private Job', 'Farmer', 'Doctor', 'Self-employed', 'Driver']) },
    ];
    if (r.chance(0.75)) {
      guardians.push({ relation: 'Mother', name: nameC(mo, r, 'full'), mobile: r.chance(0.8) ? phoneC(mo, r, 0) : null,
        email: r.chance(0.5) ? emailC(mo) : null, occupation: r.pick(['Homemaker', 'Teacher', 'Nurse', 'Private Job', 'Homemaker']) });
    }
    const remarks: (() => JV)[] = [
      () => null,
      () => 'Sibling already studying in Class 6',
      () => T().s('Sibling ').p('name', nm(person(r, { regions: [kid.region.key] }), r, 'first')).s(' in Class ').s(String(r.int(3, 10))).s(' B'),
      () => 'Transfer certificate pending',
      () => T().s('Pick-up authorised: ').p('name', nm(person(r), r)).s(' (driver), ').p('phone', fmtMobile(mobile(r), r)),
      () => 'Needs school bus from stop no. 14',
    ];
    return {
      admissionNo: `ADM/${r.int(2024, 2025)}/${pad(r.int(1, 999), 4)}`,
      applyingForClass: r.pick(['Nursery', 'LKG', 'UKG', 'I', 'II', 'V', 'VI', 'IX', 'XI-Science']),
      student: {
        fullName: nameC(kid, r, r.pick(['full', 'upper'])),
        dateOfBirth: dobC(kid, r, r.pick(['ymd', 'dmy/', 'd Mon y'])),
        gender: kid.g === 'm' ? 'Male' : 'Female',
        aadhaarNo: r.chance(0.3) ? new Num(Number(kid.aadhaar), 'aadhaar') : aadhaarC(kid, r),
        bloodGroup: r.pick(['A+', 'B+', 'O+', 'AB+', 'O-', 'unknown']),
      },
      guardians,
      address: {
        line1: P('address', [kid.addr.house, kid.addr.building].filter((x) => x).join(', ') || kid.addr.locality),
        line2: P('address', [kid.addr.street, kid.addr.locality].filter((x) => x).join(', ')),
        city: P('address', kid.addr.city),
        state: kid.addr.state,
        pincode: new Num(Number(kid.addr.pin), 'address'),
      },
      previousSchool: r.chance(0.6) ? r.pick(schools) : null,
      feeReceipt: { receiptNo: `R${r.digits(7)}`, amount: r.int(5, 60) * 1000, mode: r.pick(['UPI', 'Cash', 'Cheque', 'NEFT']), ref: utr(r) },
      remarks: r.pick(remarks)(),
    };
  });
  return writeJson(id, about, rows, 2);
});

// ------------------------------------------------------------------ 5
def('payroll-register-1', 'monthly payroll register (BOM, CRLF)', (r, id, about) => {
  const h = headerPicker(r, ['as', 'upper', 'title']);
  const H = [h(['Emp Code', 'Employee ID']), h(['Employee Name', 'Name of Employee']), h(['Designation']), h(['Dept', 'Department']),
    h(['DOJ', 'Date of Joining']), h(['DOB', 'Date of Birth']), h(['PAN No', 'PAN Number']), h(['Bank Name']),
    h(['A/c Number', 'Salary A/C']), h(['IFSC Code']), h(['Gross']), h(['PF Deduction', 'EPF']), h(['TDS']), h(['Net Pay']),
    h(['Personal Email', 'Email (Personal)']), h(['Work Location', 'Location'])];
  const locs = ['Pune - Hinjewadi Office', 'Bengaluru HQ', 'Gurugram Cyber City', 'Chennai DLF IT Park', 'Remote', 'Kolkata Sector V'];
  const rows: Cell[][] = range(25).map((i) => {
    const p = person(r, { y0: 1970, y1: 2001 });
    const gross = r.int(22, 260) * 1000;
    const banks = ['SBI', 'HDFC Bank', 'ICICI Bank', 'Axis Bank', 'Kotak', 'PNB', 'Bank of Baroda', 'Canara Bank'];
    return [
      `EMP${pad(1040 + i * 7, 5)}`,
      nameC(p, r, r.pick(['full', 'upper', 'full', 'lastFirst'])),
      r.pick(['Sr. Engineer', 'Associate', 'Team Lead', 'Accountant', 'HR Executive', 'Driver', 'Office Assistant', 'Manager - Sales']),
      r.pick(['Engineering', 'Finance', 'HR', 'Admin', 'Sales', 'Operations']),
      fmtDate(dob(r, 2008, 2024), r, 'dmy-'),
      dobC(p, r, 'dmy-'),
      panC(p),
      BANKS[p.bankIdx]?.short ?? r.pick(banks),
      acctC(p),
      p.ifsc,
      String(gross),
      String(Math.min(1800, Math.round(gross * 0.12))),
      String(r.int(0, 30) * 100),
      String(gross - r.int(2, 8) * 1000),
      emailC(p),
      r.pick(locs),
    ];
  });
  return writeCsv(id, about, H, rows, { delim: ',', eol: '\r\n', bom: true, trailing: true });
});

// ------------------------------------------------------------------ 6
def('shop-orders-1', 'e-commerce order export (snake_case JSON)', (r, id, about) => {
  const products = ['Cotton Kurta Set', 'Steel Tiffin 3-tier', 'Bluetooth Earbuds', 'Basmati Rice 5kg', 'Pressure Cooker 5L',
    'School Bag', 'LED Bulb 9W (pack of 4)', 'Ayurvedic Hair Oil', 'Yoga Mat', 'Phone Cover', 'Saree - Banarasi silk'];
  const sellerName = r.pick(COMPANIES);
  const seller = gstin(r, 'Karnataka', companyPan(r, sellerName));
  const rows: JV[] = range(20).map(() => {
    const p = person(r);
    const friend = person(r);
    const pay = r.pick(['upi', 'card', 'cod', 'upi']);
    const gm: (() => JV)[] = [
      () => null,
      () => T().s('Happy birthday ').p('name', nm(friend, r, 'first')).s('! Love, ').p('name', nm(p, r, 'first')),
      () => T().s('For ').p('name', nm(friend, r, 'full')).s(' – congratulations on the new job'),
      () => 'Please gift wrap',
      () => T().s('Shaadi mubarak ').p('name', given(friend.first)).s(' & ').p('name', given(friend.spouseFirst)).s(' 🎉'),
    ];
    return {
      order_id: r.chance(0.4) ? phoneShaped(r) : `OD${r.digits(15)}`,
      placed_at: ts(r, 0),
      customer: {
        name: nameC(p, r),
        phone: r.chance(0.35) ? new Num(Number(p.mobile), 'phone') : phoneC(p, r),
        email: emailC(p),
      },
      shipping_address: {
        line1: P('address', [p.addr.house, p.addr.building].filter((x) => x).join(', ') || p.addr.locality),
        line2: p.addr.street ? P('address', p.addr.street + ', ' + p.addr.locality) : P('address', p.addr.locality),
        landmark: p.addr.landmark ? P('address', p.addr.landmark) : null,
        city: P('address', p.addr.city),
        state: p.addr.state,
        pincode: P('address', p.addr.pin),
      },
      items: range(r.int(1, 3)).map(() => ({ sku: sku(r), title: r.pick(products), qty: r.int(1, 4), price: r.int(99, 4999), hsn: hsn(r) })),
      payment: pay === 'upi' ? { method: 'UPI', upi_id: upiC(p), txn_ref: upiTxnId(r) }
        : pay === 'card' ? { method: 'CARD', card_last4: p.card.slice(-4), network: r.pick(['VISA', 'MASTERCARD', 'RUPAY']), txn_ref: upiTxnId(r) }
          : { method: 'COD' },
      seller: { name: sellerName, gstin: P('gstin', seller) },
      gift_message: r.pick(gm)(),
    };
  });
  return writeJson(id, about, rows, 1);
});

// ------------------------------------------------------------------ 7
def('upi-p2p-log-1', 'UPI app transaction history export', (r, id, about) => {
  const H = ['Txn ID', 'UTR', 'Date Time', 'Payer Name', 'Payer VPA', 'Payee VPA', 'Amount (INR)', 'Status', 'Remarks'];
  const me = person(r);
  const merchants = ['bescom.billdesk@hdfcbank', 'jiomobility@hdfcbank', 'irctc.payu@hdfcbank', 'zomato-order@paytm',
    'swiggy.rzp@axisbank', 'bigbasket@ybl', 'licpremium@sbi', 'airtelpayments@airtel'];
  const rows: Cell[][] = range(35).map(() => {
    const other = person(r);
    const incoming = r.chance(0.4);
    const merchant = !incoming && r.chance(0.2);
    const rem: (() => TB | string)[] = [
      () => r.pick(['rent march', 'fees', 'groceries', 'Splitwise settle', '', '', 'dinner', 'petrol', 'EMI', 'maid salary', 'UPI']),
      () => T().s('for ').p('name', nm(other, r, 'first')).s("'s bday gift"),
      () => T().p('name', other.last || other.first).s(' ji ko doodh ka hisaab'),
      () => T().s('Sent to ').p('name', nm(other, r, 'full')),
      () => T().s('loan wapas - ').p('name', nm(other, r, 'first')),
    ];
    return [
      upiTxnId(r),
      utr(r),
      ts(r, 2),
      incoming ? nameC(other, r, r.pick(['upper', 'full'])) : nameC(me, r, 'upper'),
      incoming ? P('upi', other.upi) : P('upi', me.upi),
      merchant ? r.pick(merchants) : incoming ? P('upi', me.upi) : P('upi', other.upi),
      amount(r, 10, 25000),
      r.pick(['SUCCESS', 'SUCCESS', 'SUCCESS', 'FAILED', 'PENDING']),
      merchant ? r.pick(['Bill payment', 'Order', 'Recharge', 'Premium']) : r.pick(rem)(),
    ];
  });
  return writeCsv(id, about, H, rows, { delim: '|', trailing: true });
});

// ------------------------------------------------------------------ 8
def('support-chat-1', 'customer support chat transcripts', (r, id, about) => {
  const agents = range(5).map(() => person(r));
  const rows: JV[] = range(12).map(() => {
    const c = person(r);
    const a = r.pick(agents);
    const cf = callName(c);
    const af = callName(a);
    const orderNo = r.chance(0.5) ? phoneShaped(r) : `#${r.digits(8)}`;
    const d0 = recent(r);
    let t0 = Date.UTC(d0.y, d0.m - 1, d0.d, r.int(2, 16), r.int(0, 59), r.int(0, 59));
    const msgs: [string, TB | string][] = [];
    msgs.push(['bot', `Welcome! For urgent help call ${helpline(r)}. Please type your query.`]);
    msgs.push(['customer', r.pick([
      () => T().s('Hi, I am ').p('name', nm(c, r, 'full')).s(', my order ').s(orderNo).s(' not delivered yet'),
      () => T().s('hello this is ').p('name', cf.toLowerCase()).s(' order ').s(orderNo).s(' kab aayega??'),
      () => T().s('Namaste, ').p('name', nm(c, r, 'upper')).s(' here. Refund not received for ').s(orderNo),
      () => T().s('order ').s(orderNo).s(' damaged piece mila hai'),
    ])()]);
    msgs.push(['agent', T().s('Hi ').p('name', cf).s(', I am ').p('name', af).s(' and I will help you today. Could you confirm your registered mobile number?')]);
    msgs.push(['customer', r.pick([
      () => T().p('phone', fmtMobile(c.mobile, r)),
      () => T().s('its ').p('phone', fmtMobile(c.mobile, r)).s(' and email ').p('email', c.email),
      () => T().s('registered no ').p('phone', fmtMobile(c.mobile, r)).s(' hai but ab ').p('phone', fmtMobile(c.mobile2, r)).s(' use karta hoon'),
    ])()]);
    msgs.push(['agent', r.pick([
      'Thanks. I can see the shipment is delayed at the hub. It will be delivered in 2 working days.',
      'Thank you for confirming. A refund of Rs. 1,299 has been initiated and will reflect in 5-7 working days.',
      'Thanks! Please do not share card details or OTP on chat.',
    ])]);
    msgs.push(['customer', r.pick([
      () => T().s('please refund to my UPI ').p('upi', c.upi),
      () => T().s('Change delivery address to ').p('address', fmtAddr(c.addr, r)),
      () => T().s('my card was ').p('card', fmtCard(c.card, r)).s(' please check'),
      () => T().s('ok. also send invoice to ').p('email', c.workEmail),
      () => 'ok thanks',
      () => T().s('bhaiya please jaldi karo, ').p('name', given(c.spouseFirst)).s(' ka birthday hai kal'),
    ])()]);
    msgs.push(['agent', r.pick(['Noted. Is there anything else I can help you with?', 'Done. You will get an SMS confirmation shortly.', 'I have raised ticket TKT-' + r.digits(7) + ' for this.'])]);
    if (r.chance(0.5)) msgs.push(['customer', r.pick(['no thats all', 'thanks 👍', 'ok', 'Thank you so much'])]);
    return {
      chat_id: `CH-${r.digits(10)}`,
      channel: r.pick(['web', 'whatsapp', 'app']),
      started_at: new Date(t0).toISOString(),
      customer_ref: `CUST${r.digits(7)}`,
      messages: msgs.map(([from, text], i) => {
        t0 += r.int(8, 240) * 1000;
        return { seq: i + 1, from, at: new Date(t0).toISOString(), text };
      }),
      csat: r.chance(0.6) ? r.int(1, 5) : null,
    };
  });
  return writeJson(id, about, rows, 2);
});

// ------------------------------------------------------------------ 9
def('login-audit-1', 'web app login audit log', (r, id, about) => {
  const H = ['event_id', 'timestamp', 'user', 'src_ip', 'user_agent', 'app_ver', 'result', 'mfa'];
  const users = range(14).map(() => person(r));
  const dom = r.pick(WORK_DOMAINS);
  const rows: Cell[][] = range(40).map(() => {
    const svc = r.chance(0.12);
    const u = r.pick(users);
    return [
      `evt_${r.letters(12, 'abcdef0123456789')}`,
      ts(r, 4),
      svc ? `svc-${r.pick(['backup', 'etl', 'monitor'])}@${dom}` : P('email', r.chance(0.5) ? u.workEmail : u.email),
      ipC(r, 0.35),
      userAgent(r),
      appVersion(r),
      r.pick(['SUCCESS', 'SUCCESS', 'SUCCESS', 'FAILED_PASSWORD', 'LOCKED', 'FAILED_OTP']),
      r.pick(['totp', 'sms', 'none', 'push']),
    ];
  });
  return writeCsv(id, about, H, rows, { delim: ',' });
});

// ------------------------------------------------------------------ 10
def('society-members-1', 'housing society member register', (r, id, about) => {
  const H = ['Flat', 'Owner', 'Co-owner', 'Tenant (if any)', 'Mobile', 'Alt. Mobile', 'Email', 'Maintenance Due (₹)',
    'Parking', 'Remarks'];
  const city = r.pick(['pune', 'mumbai', 'bengaluru', 'hyderabad', 'thane']);
  const rows: Cell[][] = range(24).map(() => {
    const o = person(r, { city });
    const co = rename(person(r, { regions: [o.region.key], g: o.g === 'm' ? 'f' : 'm' }), r, undefined, o.last);
    const ten = r.chance(0.35) ? person(r) : null;
    const contact = ten ?? o;
    const rem: (() => TB | string)[] = [
      () => '',
      () => r.pick(['Paid till Mar', 'Cheque bounced - follow up', 'Leakage complaint pending', 'Pet registered', 'AGM attended']),
      () => T().s('Owner stays at ').p('address', fmtAddr(person(r).addr, r)),
      () => T().s('NOC issued for sale to ').p('name', nm(person(r), r)),
      () => `Tenant agreement valid till ${fmtDate(recent(r), r, 'd Mon y')}`,
      () => T().s('Driver ').p('name', nm(person(r), r, 'first')).s(' has access card #').s(r.digits(4)),
    ];
    return [
      P('address', `${r.pick(['A', 'B', 'C', 'D'])}-${r.int(1, 14)}0${r.int(1, 4)}`),
      nameC(o, r),
      r.chance(0.6) ? nameC(co, r, 'full') : '',
      ten ? nameC(ten, r) : '-',
      phoneC(contact, r),
      r.chance(0.4) ? phoneC(contact, r, undefined, true) : '',
      r.chance(0.8) ? emailC(contact) : '',
      String(r.int(0, 40) * 250),
      r.chance(0.7) ? `P${r.int(1, 2)}-${pad(r.int(1, 120), 3)}` : 'None',
      r.pick(rem)(),
    ];
  });
  return writeCsv(id, about, H, rows, { delim: ';', trailing: true });
});

// ------------------------------------------------------------------ 11
def('mfi-jlg-roster-1', 'microfinance joint-liability group roster', (r, id, about) => {
  const H = ['Centre Code', 'JLG', 'Member Name', 'Husband/Father Name', 'Village', 'Block', 'Aadhaar No', 'SB A/c (DBT)',
    'Disb. Amt', 'EMI', 'Mobile', 'Field Officer', 'CGT Date'];
  const fos = range(4).map(() => person(r, { regions: ['hindi_belt', 'bengali', 'odia'] }));
  const rows: Cell[][] = range(30).map((i) => {
    const p = person(r, { g: 'f', village: true, regions: ['hindi_belt', 'bengali', 'odia', 'jharkhand_adivasi', 'muslim'] });
    const v = p.addr.village;
    const husband = relName(p, 'spouse', r);
    return [
      `CN-${r.int(100, 140)}`,
      `JLG-${pad(Math.floor(i / 5) + 1)}`,
      nameC(p, r, r.pick(['full', 'upper'])),
      r.chance(0.5) ? P('name', husband) : P('name', fatherName(p, r)),
      P('address', v ? v.v : p.addr.locality),
      P('address', v ? v.block : p.addr.city),
      r.chance(0.3) ? maskAadhaar(p.aadhaar, r) : aadhaarC(p, r),
      acctC(p),
      String(r.int(15, 60) * 1000),
      String(r.int(6, 30) * 100),
      r.chance(0.9) ? phoneC(p, r, 0) : 'NA',
      T().p('name', nm(r.pick(fos), r, 'firstLast')),
      fmtDate(recent(r), r, 'dmy.'),
    ];
  });
  return writeCsv(id, about, H, rows, { delim: ',' });
});

// ------------------------------------------------------------------ 12
def('sim-activations-1', 'telecom SIM activation (CAF) export', (r, id, about) => {
  const H = ['CAF No', 'Subscriber Name', 'MSISDN', 'Alt Contact', 'DOB', 'POA Address', 'Aadhaar', 'POS Code',
    'Act. Date', 'Plan', 'Remarks'];
  const rows: Cell[][] = range(20).map(() => {
    const p = person(r);
    return [
      `CAF${r.digits(10)}`,
      nameC(p, r, 'upper'),
      P('phone', '91' + p.mobile),
      r.chance(0.6) ? phoneC(p, r, undefined, true) : '',
      dobC(p, r, r.pick(['dmy/', 'ymd', 'd-Mon-y'])),
      addrC(p, r, { upper: true }),
      r.chance(0.5) ? maskAadhaar(p.aadhaar, r) : aadhaarC(p, r),
      `POS${r.letters(2)}${r.digits(5)}`,
      fmtDate(recent(r), r, 'dmy/'),
      r.pick(['Prepaid 299', 'Prepaid 719', 'Postpaid 399', 'Data 19', 'Prepaid 155']),
      r.pick([
        () => 'eKYC done',
        () => `Port-in, UPC ${r.letters(2)}${r.digits(6)}`,
        () => 'Biometric mismatch x2, then OK',
        () => T().s('SIM handed to ').p('name', nm(person(r, { regions: [p.region.key] }), r, 'full')).s(' (relative)'),
        () => 'Outstation customer, local ref taken',
      ])(),
    ];
  });
  return writeCsv(id, about, H, rows, { delim: '\t', trailing: true });
});

// ------------------------------------------------------------------ 13
def('scheme-beneficiaries-hi-1', 'government scheme beneficiary list (Hindi headers)', (r, id, about) => {
  const H = ['क्र.सं.', 'लाभार्थी का नाम', 'पिता/पति का नाम', 'ग्राम', 'ब्लॉक', 'जिला', 'राज्य', 'आधार संख्या',
    'बैंक खाता संख्या', 'IFSC कोड', 'मोबाइल नं.', 'किस्त राशि (₹)', 'भुगतान तिथि', 'स्थिति'];
  const rows: Cell[][] = range(30).map((i) => {
    const p = person(r, { hindi: true, village: true });
    const v = p.addr.village;
    const dev = r.chance(0.75) && !!v?.hv;
    return [
      String(i + 1),
      P('name', dev ? nm(p, r, 'hi') : nm(p, r, r.pick(['upper', 'full']))),
      P('name', fatherName(p, r, dev)),
      P('address', v ? (dev && v.hv ? v.hv : v.v) : p.addr.locality),
      P('address', v ? (dev && v.hb ? v.hb : v.block) : p.addr.city),
      P('address', v ? (dev && v.hd ? v.hd : v.district) : p.addr.city),
      p.addr.state,
      r.chance(0.3) ? maskAadhaar(p.aadhaar, r) : aadhaarC(p, r),
      acctC(p),
      p.ifsc,
      r.chance(0.85) ? phoneC(p, r, 0) : '',
      r.pick(['2000', '2000', '6000', '1500']),
      fmtDate(recent(r), r, 'dmy/'),
      r.pick(['भुगतान सफल', 'भुगतान सफल', 'लंबित', 'आधार सीडिंग बाकी', 'Success']),
    ];
  });
  return writeCsv(id, about, H, rows, { delim: ',', trailing: true });
});

// ------------------------------------------------------------------ 14
def('travel-bookings-1', 'flight booking records (nested JSON)', (r, id, about) => {
  const sectors = ['BLR-DEL', 'BOM-CCU', 'MAA-HYD', 'DEL-GOI', 'PNQ-BLR', 'GAU-DEL', 'COK-DXB', 'LKO-BOM', 'IXC-BLR'];
  const rows: JV[] = range(14).map(() => {
    const lead = person(r, { y0: 1960, y1: 2000 });
    const n = r.int(1, 3);
    const pax = [lead, ...range(n - 1).map(() => person(r, { regions: [lead.region.key] }))];
    const corp = r.chance(0.35);
    const compName = r.pick(COMPANIES);
    const compState = r.pick(STATES);
    const payCard = r.chance(0.55);
    return {
      bookingRef: r.letters(6, 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'),
      tripType: r.pick(['ONEWAY', 'ROUNDTRIP']),
      sector: r.pick(sectors),
      travelDate: fmtDate(recent(r), r, 'ymd'),
      passengers: pax.map((p) => ({
        title: p.g === 'm' ? 'MR' : r.pick(['MRS', 'MS']),
        firstName: P('name', p.first.toUpperCase()),
        lastName: p.last || p.suffix ? P('name', (p.last || p.suffix).toUpperCase()) : null,
        dob: r.chance(0.6) ? dobC(p, r, 'ymd') : null,
        gender: p.g === 'm' ? 'M' : 'F',
      })),
      contact: { email: emailC(lead, corp), mobile: phoneC(lead, r, r.pick([1, 3, 4])) },
      payment: payCard
        ? { mode: 'CARD', cardNumber: cardC(lead, r), nameOnCard: P('name', nm(lead, r, 'upper')), amount: r.int(3500, 48000) }
        : { mode: 'UPI', vpa: upiC(lead), amount: r.int(3500, 48000) },
      gstDetails: corp ? { gstin: P('gstin', gstin(r, compState, companyPan(r, compName))), companyName: compName } : null,
      bookedFromIp: ipC(r, 0.4),
    };
  });
  return writeJson(id, about, rows, 4);
});

// ------------------------------------------------------------------ 15
def('matrimony-profiles-1', 'matrimonial site profile export', (r, id, about) => {
  const rows: JV[] = range(14).map(() => {
    const p = person(r, { y0: 1988, y1: 2000 });
    const sib = rename(person(r, { regions: [p.region.key] }), r, undefined, p.last);
    const about_me: (() => TB)[] = [
      () => T().s('Hi, I am ').p('name', nm(p, r, 'first')).s(', working as a software engineer in ').p('address', p.addr.city)
        .s('. My father ').p('name', fatherName(p, r)).s(' is a retired bank officer. Looking for a simple, family-oriented partner.'),
      () => T().s('Main ').p('address', p.addr.city).s(p.g === 'f' ? ' mein rehti hoon.' : ' mein rehta hoon.').s(` Family mein mummy papa aur ${sib.g === 'm' ? 'chhota bhai' : 'choti behen'} `)
        .p('name', given(sib.first)).s(' hai. Hobbies: cooking, travel, old songs.'),
      () => T().s(`Profile created by ${sib.g === 'm' ? 'brother' : 'sister'} `).p('name', nm(sib, r, 'full')).s('. Contact after 7 pm on ').p('phone', fmtMobile(sib.mobile, r)).s('.'),
      () => T().s('Simple living, high thinking. Vegetarian. Prefer alliance from same community, settled in India.'),
      () => T().s('I am ').p('name', nm(p, r, 'full')).s(', born ').p('date_of_birth', fmtDate(p.dob, r, 'dth Month y'))
        .s(', MBA, currently in ').p('address', `${p.addr.locality}, ${p.addr.city}`).s('. Love trekking & reading.'),
    ];
    return {
      profile_id: `${r.pick(['SH', 'JS', 'BM'])}${r.digits(7)}`,
      name: nameC(p, r, 'full'),
      gender: p.g === 'm' ? 'Male' : 'Female',
      dob: dobC(p, r, r.pick(['d Mon y', 'dmy/', 'Month d, y'])),
      height: r.pick([`4' ${r.int(10, 11)}"`, `5' ${r.int(0, 11)}"`, `5' ${r.int(0, 11)}"`, `6' ${r.int(0, 2)}"`]),
      mother_tongue: TONGUE[p.region.key] ?? 'Hindi',
      education: r.pick(['B.Tech', 'MBA', 'MBBS', 'B.Com', 'M.Sc', 'CA', 'BDS', 'M.Tech', 'B.Ed']),
      profession: r.pick(['Software Professional', 'Doctor', 'Teacher', 'Banker', 'Business', 'Civil Engineer', 'Govt. Employee']),
      annual_income: r.pick(['5-7 LPA', '10-15 LPA', '3-5 LPA', '20-30 LPA', 'Not specified']),
      current_city: P('address', p.addr.city),
      about_me: r.pick(about_me)(),
      family: {
        father_name: P('name', fatherName(p, r)),
        father_occupation: r.pick(['Retired', 'Business', 'Farmer', 'Govt. Service', 'Late']),
        mother_name: P('name', relName(p, 'mother', r)),
        siblings: r.pick(['1 brother (married)', '1 sister', 'None', '2 sisters (both married)']),
      },
      contact: { mobile: phoneC(p, r), email: emailC(p), visible_to_premium_only: true },
    };
  });
  return writeJson(id, about, rows, 2);
});

const TONGUE: Record<string, string> = {
  hindi_belt: 'Hindi', punjabi: 'Punjabi', gujarati: 'Gujarati', marathi: 'Marathi', konkan_christian: 'Konkani',
  tamil: 'Tamil', malayali: 'Malayalam', kannada: 'Kannada', telugu: 'Telugu', bengali: 'Bengali', odia: 'Odia',
  assamese: 'Assamese', khasi_garo: 'Khasi', mizo_naga: 'Mizo', meitei: 'Manipuri', sikkim_gorkha: 'Nepali',
  muslim: 'Urdu', kashmiri: 'Kashmiri', marwari_jain: 'Marwari', parsi: 'Gujarati', sindhi: 'Sindhi', jharkhand_adivasi: 'Santali',
};

// ------------------------------------------------------------------ 16
def('insurance-policies-1', 'life insurance policy register', (r, id, about) => {
  const h = headerPicker(r, ['as', 'upper', 'snake']);
  const H = [h(['Policy No']), h(['Plan']), h(['Proposer Name']), h(['Life Assured']), h(['DOB (LA)', 'LA Date of Birth']),
    h(['Nominee']), h(['Nominee Relation', 'Relationship']), h(['Sum Assured']), h(['Annual Premium']), h(['Mode']),
    h(['Mobile']), h(['PAN']), h(['Agent Code']), h(['Servicing Branch']), h(['Next Due'])];
  const rows: Cell[][] = range(25).map(() => {
    const pr = person(r, { y0: 1960, y1: 1995 });
    const self = r.chance(0.6);
    const la = self ? pr : rename(person(r, { regions: [pr.region.key], y0: 1995, y1: 2020 }), r, undefined, pr.last);
    const nom = rename(person(r, { regions: [pr.region.key] }), r, undefined, pr.last);
    return [
      notLuhn(r, 9, String(r.int(1, 9))),
      r.pick(['Jeevan Anand', 'Term Plus 1 Cr', 'Child Plan', 'Endowment 20 yr', 'Money Back 25']),
      nameC(pr, r, r.pick(['full', 'upper'])),
      nameC(la, r, r.pick(['full', 'upper'])),
      dobC(la, r, r.pick(['dmy/', 'dmy-'])),
      nameC(nom, r, r.pick(['full', 'upper'])),
      r.pick(['Spouse', 'Son', 'Daughter', 'Father', 'Mother', 'Brother']),
      String(r.int(2, 100) * 50000),
      String(r.int(30, 900) * 100),
      r.pick(['Yly', 'Hly', 'Qly', 'Mly (NACH)']),
      phoneC(pr, r, r.pick([0, 6, 1])),
      r.chance(0.8) ? panC(pr) : '',
      `AG${r.digits(6)}`,
      r.pick(['Branch 12C Pune', 'Divisional Office Kanpur', 'Satellite Office Thane', 'Branch 3 Madurai']),
      fmtDate(recent(r), r, 'dmy/'),
    ];
  });
  return writeCsv(id, about, H, rows, { delim: ',', trailing: true });
});

// ------------------------------------------------------------------ 17
def('donation-receipts-1', 'NGO 80G donation receipts', (r, id, about) => {
  const H = ['Receipt No.', 'Date', 'Donor', 'Donor PAN', 'Amount', 'Payment Mode', 'Reference', 'Donor Address', 'Email', 'Purpose'];
  const rows: Cell[][] = range(25).map((i) => {
    const p = person(r, { y0: 1945, y1: 1995 });
    const mode = r.pick(['UPI', 'Cheque', 'Card', 'NEFT', 'UPI']);
    const ref: Cell = mode === 'UPI' ? upiC(p) : mode === 'Cheque' ? `Chq ${r.digits(6)} / ${r.pick(['SBI', 'HDFC', 'Canara'])}`
      : mode === 'Card' ? maskCard(p.card, r) : `UTR ${utr(r)}`;
    return [
      `80G/24-25/${pad(i + 101, 4)}`,
      fmtDate(recent(r), r, 'dmy/'),
      titledName(p, r, 0.5),
      r.chance(0.9) ? panC(p) : 'Not given',
      inr(r, 500, 200000),
      mode,
      ref,
      r.chance(0.8) ? addrC(p, r) : '',
      r.chance(0.7) ? emailC(p) : '',
      r.pick([
        () => 'General corpus',
        () => 'Girl child education',
        () => T().s('In memory of late ').p('name', relName(p, r.chance(0.5) ? 'mother' : 'spouse', r)),
        () => 'Annadanam',
        () => T().s('On behalf of ').p('name', nm(person(r, { regions: [p.region.key] }), r)).s(' (grandson)'),
      ])(),
    ];
  });
  return writeCsv(id, about, H, rows, { delim: ';', trailing: true });
});

// ------------------------------------------------------------------ 18
def('gst-b2b-invoices-1', 'GST outward supplies (B2B) invoice register', (r, id, about) => {
  const H = ['Invoice No', 'Invoice Date', 'Supplier GSTIN', 'Recipient GSTIN', 'Recipient Name', 'Place Of Supply', 'HSN',
    'Taxable Value', 'Rate', 'IGST', 'CGST', 'SGST', 'Invoice Value', 'Reverse Charge'];
  const supState = 'Maharashtra';
  const supplier = gstin(r, supState, companyPan(r, 'Sahyadri Agro Foods'));
  const rows: Cell[][] = range(35).map((i) => {
    const prop = r.chance(0.35);
    const st = r.chance(0.5) ? supState : r.pick(STATES);
    const p = person(r);
    const comp = r.pick(COMPANIES);
    const recipPan = prop ? p.pan : companyPan(r, comp);
    const taxable = r.int(5000, 900000);
    const rate = r.pick([5, 12, 18, 28]);
    const inter = st !== supState;
    const tax = Math.round((taxable * rate) / 100);
    return [
      `SAF/24-25/${pad(i + 1, 4)}`,
      fmtDate(recent(r), r, 'dmy-'),
      P('gstin', supplier),
      P('gstin', gstin(r, st, recipPan)),
      prop ? T().p('name', nm(p, r, 'upper')).s(r.pick([' (Prop.)', '', ' - Proprietor'])) : comp,
      `${STATE_CODES[st] ?? '27'}-${st}`,
      hsn(r),
      taxable.toFixed(2),
      String(rate),
      inter ? tax.toFixed(2) : '0.00',
      inter ? '0.00' : (tax / 2).toFixed(2),
      inter ? '0.00' : (tax / 2).toFixed(2),
      (taxable + tax).toFixed(2),
      r.chance(0.1) ? 'Y' : 'N',
    ];
  });
  return writeCsv(id, about, H, rows, { delim: ',' });
});
// ------------------------------------------------------------------ 19
def('contractor-payees-1', 'freelancer / contractor payee master', (r, id, about) => {
  const banks = ['State Bank of India', 'HDFC Bank', 'ICICI Bank', 'Axis Bank', 'Kotak Mahindra Bank', 'Federal Bank', 'Canara Bank'];
  const rows: JV[] = range(20).map((i) => {
    const p = person(r, { y0: 1975, y1: 2000 });
    const hasGst = r.chance(0.55);
    return {
      payeeId: `PAYEE-${pad(i + 1, 3)}`,
      fullName: nameC(p, r, 'full'),
      pan: panC(p),
      gstin: hasGst ? P('gstin', gstin(r, p.addr.state, p.pan)) : null,
      mobile: r.chance(0.3) ? new Num(Number(p.mobile), 'phone') : phoneC(p, r),
      email: emailC(p),
      bankDetails: {
        accountNumber: r.chance(0.3) && !p.acct.startsWith('0') && p.acct.length <= 15 ? new Num(Number(p.acct), 'bank_account') : acctC(p),
        ifsc: p.ifsc,
        bankName: BANKS[p.bankIdx]?.name ?? r.pick(banks),
        branch: r.pick(['Koramangala', 'Andheri East', 'Salt Lake', 'Civil Lines', 'Gachibowli', 'Aundh']),
      },
      upiId: r.chance(0.6) ? upiC(p) : null,
      address: addrC(p, r, { state: true, pin: true }),
      tdsSection: r.pick(['194J', '194C', '194H']),
      tdsRate: r.pick([1, 2, 10]),
      services: r.pick(['Content writing', 'Graphic design', 'Electrical contract', 'Translation (Hindi-Tamil)', 'Photography', 'Tax consulting']),
    };
  });
  return writeJson(id, about, rows, '\t');
});

// ------------------------------------------------------------------ 20
def('card-chargebacks-1', 'card chargeback / dispute cases', (r, id, about) => {
  const H = ['Case Ref', 'Card No.', 'Card Holder', 'Txn Date', 'Merchant', 'MCC', 'Amount', 'Reason Code', 'ARN',
    'Contact Email', 'Contact Phone', 'Notes'];
  const merchants = ['QuickMart Online', 'FlyHigh Travels', 'GadgetHub Store', 'Spice Route Restaurant', 'EduSmart Classes', 'MetroFuel Station'];
  const rows: Cell[][] = range(30).map(() => {
    const p = person(r);
    return [
      `CB${r.digits(8)}`,
      cardC(p, r),
      nameC(p, r, r.pick(['upper', 'full'])),
      fmtDate(recent(r), r, 'ymd'),
      r.pick(merchants),
      r.pick(['5411', '4511', '5732', '5812', '8299', '5541']),
      amount(r, 150, 95000),
      r.pick(['10.4', '13.1', '13.3', '12.6.1', '4837', '4853']),
      notLuhn(r, 23, '7'),
      r.chance(0.8) ? emailC(p) : '',
      r.chance(0.8) ? phoneC(p, r) : '',
      r.pick([
        () => 'Customer claims goods not received',
        () => 'Duplicate debit',
        () => T().s('Cardholder ').p('name', nm(p, r, 'first')).s(' says card was with her, txn not done by her'),
        () => T().s('Spoke to ').p('name', nm(person(r), r, 'full')).s(' (merchant ops); refund promised'),
        () => 'Representment docs received',
        () => T().s('Addon card holder ').p('name', nm(person(r, { regions: [p.region.key] }), r)).s(' made the txn'),
      ])(),
    ];
  });
  return writeCsv(id, about, H, rows, { delim: '|' });
});

// ------------------------------------------------------------------ 21
def('pharmacy-delivery-1', 'pharmacy home-delivery bills', (r, id, about) => {
  const H = ['Bill No', 'Bill Date', 'Patient', 'Prescribed By', 'Items', 'Deliver To', 'Landmark', 'Phone', 'Payment', 'Rider'];
  const meds = ['Telma 40', 'Glycomet 500', 'Dolo 650', 'Pan 40', 'Shelcal 500', 'Thyronorm 50mcg', 'Ecosprin 75', 'Azithral 500', 'Montek LC', 'Rosuvas 10'];
  const riders = range(3).map(() => person(r));
  const city = r.pick(['lucknow', 'jaipur', 'indore', 'ahmedabad', 'kochi', 'kolkata']);
  const rows: Cell[][] = range(20).map((i) => {
    const p = person(r, { city, y0: 1940, y1: 1990 });
    const doc = person(r);
    const pay = r.pick(['upi', 'cod', 'card', 'upi']);
    return [
      `PH${pad(5000 + i, 6)}`,
      fmtDate(recent(r), r, 'dmy/'),
      titledName(p, r, 0.35),
      T().s('Dr. ').p('name', nm(doc, r, r.pick(['full', 'initials']))),
      r.sample(meds, r.int(1, 3)).map((m) => `${m} x ${r.pick([10, 15, 30, 60])}`).join(', '),
      addrC(p, r, { landmark: false }),
      p.addr.landmark ? P('address', p.addr.landmark) : '',
      phoneC(p, r),
      pay === 'upi' ? T().s('UPI - ').p('upi', p.upi) : pay === 'card' ? `Card ${maskCard(p.card, r)}` : 'COD',
      nameC(r.pick(riders), r, 'first'),
    ];
  });
  return writeCsv(id, about, H, rows, { delim: ',', quoteAll: true, eol: '\r\n' });
});

// ------------------------------------------------------------------ 22
def('coaching-leads-1', 'coaching institute enquiry register (Roman Hindi headers)', (r, id, about) => {
  const H = ['Naam', 'Pita ka Naam', 'Janm Tithi', 'Mobile No.', 'WhatsApp', 'Shahar', 'Course', 'Enquiry Date', 'Baatcheet'];
  const rows: Cell[][] = range(25).map(() => {
    const p = person(r, { y0: 2003, y1: 2009, regions: ['hindi_belt', 'hindi_belt', 'punjabi', 'bengali', 'marathi', 'muslim'] });
    const bro = rename(person(r, { regions: [p.region.key] }), r, undefined, p.last);
    return [
      nameC(p, r, r.pick(['full', 'lower', 'upper'])),
      P('name', fatherName(p, r)),
      dobC(p, r, r.pick(['dmy/', 'd/m/yy', 'dmy-'])),
      phoneC(p, r, r.pick([0, 6, 5])),
      r.chance(0.5) ? 'same' : phoneC(p, r, 0, true),
      P('address', p.addr.city),
      r.pick(['NEET Foundation', 'JEE Main 2 yr', 'SSC CGL', 'Bank PO', 'Spoken English', 'CUET']),
      fmtDate(recent(r), r, 'dmy/'),
      r.pick([
        () => 'Papa se baat karke batayenge',
        () => T().p('name', nm(p, r, 'first')).s(' ne bola fees zyada hai, discount chahiye'),
        () => T().s('Bhai ').p('name', nm(bro, r, 'first')).s(' bhi join karega next batch'),
        () => 'call back kal 5 baje',
        () => T().s('address bheja: ').p('address', fmtAddr(p.addr, r, { state: false })),
        () => 'demo class attend kiya, interested',
        () => T().s('mummy ka number ').p('phone', fmtMobile(mobile(r), r)).s(', unse baat karo'),
        () => 'not reachable x3',
      ])(),
    ];
  });
  return writeCsv(id, about, H, rows, { delim: '\t' });
});

// ------------------------------------------------------------------ 23
def('electricity-consumers-1', 'electricity distribution consumer billing extract', (r, id, about) => {
  const H = ['Consumer No', 'Name of Consumer', 'Supply Address', 'Meter Sr No', 'Category', 'Sanc. Load (kW)', 'Units',
    'Bill Amt', 'Due Dt', 'Mob', 'Email ID'];
  const city = r.pick(['jaipur', 'bhopal', 'nagpur', 'lucknow', 'bengaluru', 'hyderabad']);
  const rows: Cell[][] = range(25).map(() => {
    const p = person(r, { city });
    return [
      notAadhaar12(r, String(r.int(1, 9))),
      nameC(p, r, r.pick(['upper', 'upper', 'full', 'lastFirst'])),
      addrC(p, r, { upper: r.chance(0.5) }),
      `${r.letters(2)}${r.digits(8)}`,
      r.pick(['LT-1 Domestic', 'LT-2 Commercial', 'LT-1 BPL']),
      (r.int(1, 10) + r.pick([0, 0.5])).toString(),
      String(r.int(40, 900)),
      amount(r, 150, 9000),
      fmtDate(recent(r), r, 'dmy.'),
      r.chance(0.85) ? phoneC(p, r, 0) : '',
      r.chance(0.5) ? emailC(p) : '',
    ];
  });
  return writeCsv(id, about, H, rows, { delim: ';' });
});

// ------------------------------------------------------------------ 24
def('gym-members-1', 'gym membership records', (r, id, about) => {
  const trainers = range(4).map(() => person(r, { y0: 1985, y1: 2000 }));
  const rows: JV[] = range(18).map((i) => {
    const p = person(r, { y0: 1970, y1: 2006 });
    const ec = person(r, { regions: [p.region.key] });
    const card = r.chance(0.4);
    return {
      memberId: `FIT${pad(200 + i * 3, 5)}`,
      name: nameC(p, r, r.pick(['full', 'firstLast'])),
      dob: r.chance(0.25) ? new Num(Number(fmtDate(p.dob, r, 'ymdcompact')), 'date_of_birth') : dobC(p, r, r.pick(['ymd', 'dmy/', 'Mon d y'])),
      phone: r.chance(0.4) ? new Num(Number(p.mobile), 'phone') : phoneC(p, r),
      emergencyContact: { name: nameC(ec, r, 'full'), relation: ec.g === 'm' ? r.pick(['Spouse', 'Father', 'Brother', 'Friend']) : r.pick(['Spouse', 'Mother', 'Sister', 'Friend']), phone: phoneC(ec, r, 0) },
      plan: r.pick(['Monthly', 'Quarterly', 'Annual + PT', 'Half-yearly']),
      startDate: fmtDate(recent(r), r, 'ymd'),
      payment: card ? { method: 'card', cardNumber: cardC(p, r) } : { method: 'upi', upiId: upiC(p) },
      trainer: P('name', nm(r.pick(trainers), r, 'first')),
      notes: r.pick([
        () => null,
        () => 'Knee injury - avoid squats',
        () => T().s('Referred by ').p('name', nm(person(r), r, 'full')),
        () => 'Prefers morning 6-7 slot',
        () => T().s('Diet plan shared on WhatsApp ').p('phone', fmtMobile(p.mobile, r, 1)),
      ])(),
    };
  });
  return writeJson(id, about, rows, 2);
});

// ------------------------------------------------------------------ 25
def('cab-trips-1', 'ride-hailing trip export', (r, id, about) => {
  const H = ['trip_id', 'requested_at', 'rider_name', 'rider_phone', 'pickup_address', 'drop_zone', 'driver_name',
    'driver_phone', 'fare_inr', 'payment', 'rider_ip'];
  const city = r.pick(['bengaluru', 'hyderabad', 'pune', 'chennai', 'delhi']);
  const drivers = range(8).map(() => person(r, { regions: ['hindi_belt', 'kannada', 'telugu', 'tamil', 'marathi', 'muslim'], g: 'm' }));
  const rows: Cell[][] = range(30).map(() => {
    const p = person(r, { city });
    const d = r.pick(drivers);
    const pay = r.pick(['cash', 'upi', 'card', 'wallet']);
    return [
      `TRP${r.letters(3)}${r.digits(7)}`,
      ts(r, 0),
      nameC(p, r, r.pick(['first', 'full', 'firstInitial'])),
      phoneC(p, r, r.pick([1, 3])),
      addrC(p, r, { pin: r.chance(0.3), state: false }),
      `${city.slice(0, 3).toUpperCase()}-Z${r.int(1, 30)}`,
      nameC(d, r, r.pick(['full', 'firstLast'])),
      phoneC(d, r, 1),
      amount(r, 60, 900),
      pay === 'upi' ? T().s('UPI:').p('upi', p.upi) : pay === 'card' ? `CARD ${maskCard(p.card, r)}` : pay.toUpperCase(),
      ipC(r, 0.5),
    ];
  });
  return writeCsv(id, about, H, rows, { delim: ',', trailing: true });
});

