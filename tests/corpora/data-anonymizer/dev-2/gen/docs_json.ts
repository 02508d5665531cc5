// JSON documents.
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
  IP,
  AAD,
  NumL,
  upper,
  lower,
  amount,
  utr,
  fmtDate,
  randDate,
  fmtMobile,
  fmtCard,
  gstin,
  pan,
  isoTs,
  timestamp,
  appVersion,
  userAgent,
  sku,
  hsn,
  maskedCard,
  notAadhaar12,
  tollFree,
  MON,
  Ymd,
  landline,
  anyDobStyle,
} from './core';
import { JsonSpec } from './build';
import { makePerson, relativeName, fullAddr, line1, line2, shortAddr, COMPANIES, BUSINESSES, HOSPITALS, CITIES, makeAddr, ruralAddrRoman, Person, hiPerson, hiAddr, MERCHANT_VPAS } from './people';
import { nameC, anyName, dobC, phC, aadC, addrC, shortAddrC, honor, firstName, rel } from './helpers';
import { rowsOf } from './docs_a';

function acctLeaf(no: string): Cell | NumL {
  if (!no.startsWith('0') && no.length <= 15 && R.chance(0.4)) return new NumL('bank_account', Number(no));
  return ACC(no);
}
function phoneLeaf(p: Person): Cell | NumL {
  return R.wpick<() => Cell | NumL>([
    [3, () => phC(p)],
    [1, () => new NumL('phone', Number(p.mobile))],
    [1, () => new NumL('phone', Number('91' + p.mobile))],
  ])();
}
const hex = (n: number) => rowsOf(n, () => R.int(0, 15).toString(16)).join('');
const uuid = () => `${hex(8)}-${hex(4)}-4${hex(3)}-${R.pick(['8', '9', 'a', 'b'])}${hex(3)}-${hex(12)}`;

// ------------------------------------------------------------------ J01
export function j01(): JsonSpec {
  const rows = rowsOf(20, (i) => {
    const p = makePerson();
    const a = p.addr;
    return {
      id: `CUST-${String(88100 + i * 7)}`,
      fullName: anyName(p),
      contact: {
        mobile: phoneLeaf(p),
        email: EM(p.email),
        altPhone: R.chance(0.3) ? PH(landline(a.std)) : null,
        whatsappOptIn: R.chance(0.5),
      },
      address: {
        line1: A(line1(a)),
        line2: A(line2(a)),
        city: A(a.city),
        state: a.state,
        pincode: R.chance(0.5) ? new NumL('address', Number(a.pin)) : A(a.pin),
        country: 'IN',
      },
      kyc: {
        pan: PANC(p.pan),
        aadhaar: R.chance(0.4) ? new NumL('aadhaar', Number(p.aadhaar)) : aadC(p),
        status: R.pick(['VERIFIED', 'PENDING', 'REJECTED']),
      },
      dob: dobC(p, R.pick(['iso', 'iso', 'isoT', 'dmy/'] as const)),
      createdAt: isoTs(R.pick([2022, 2023])),
      updatedAt: isoTs(2024),
      loyalty: { tier: R.pick(['SILVER', 'GOLD', 'PLATINUM']), points: R.int(0, 9000) },
      savedCard: { last4: R.digits(4), network: R.pick(['VISA', 'MASTERCARD', 'RUPAY']), expiry: `${String(R.int(1, 12)).padStart(2, '0')}/${R.int(26, 30)}` },
    };
  });
  return { id: 'j01-crm-contacts-camel', about: 'CRM contact export (camelCase, nested contact/address/kyc): phones and Aadhaar sometimes as JSON numbers, pincode as a number, DOB in ISO and ISO-timestamp forms; createdAt/updatedAt are not DOBs; saved-card last4 not labelled.', rows, indent: 2 };
}

// ------------------------------------------------------------------ J02
export function j02(): JsonSpec {
  const rows = rowsOf(20, (i) => {
    const p = makePerson();
    const hasVpa = R.chance(0.5);
    return {
      payout_id: `pout_${R.letters(3).toLowerCase()}${R.digits(8)}`,
      beneficiary: {
        name: nameC(p, R.pick(['full', 'upper'] as const)),
        bank: {
          account_number: acctLeaf(p.acct.no),
          ifsc: p.acct.ifsc,
          bank_name: p.acct.bank.name,
          account_type: R.pick(['savings', 'current', 'savings']),
        },
        vpa: hasVpa ? UPI(p.upi) : null,
        contact: { phone: phoneLeaf(p), email: R.chance(0.5) ? EM(p.email) : null },
      },
      amount: Number(amount(500, 60000)),
      currency: 'INR',
      mode: hasVpa ? 'UPI' : R.pick(['IMPS', 'NEFT']),
      utr: R.chance(0.8) ? utr() : null,
      status: R.pick(['processed', 'processed', 'reversed', 'queued']),
      created_at: 1709251200 + i * 3607,
      narration: R.pick(['Payout for week 12', 'Cashback', 'Referral bonus', 'Refund for order ' + R.int(6, 9) + R.digits(9)]),
    };
  });
  return { id: 'j02-payout-api-snake', about: 'Payout API response (snake_case): beneficiary.bank.account_number as string or JSON number, IFSC, VPA, phone as number with or without 91; UTRs, epoch timestamps and order numbers in narration are not personal.', rows, indent: 4 };
}

// ------------------------------------------------------------------ J03
export function j03(): JsonSpec {
  const agents = rowsOf(4, () => makePerson({ y0: 1992, y1: 2002 }));
  const rows = rowsOf(14, () => {
    const p = makePerson();
    const ag = R.pick(agents);
    const order = String(R.int(6, 9)) + R.digits(9);
    const msgs: { role: string; text: Cell }[] = [
      { role: 'bot', text: T`Hi! I am Disha, your virtual assistant. May I know your name?` },
      { role: 'customer', text: R.pick([() => T`hi im ${lower(N(firstName(p)))}`, () => T`${N(p.full)}`, () => T`This is ${nameC(p, 'title')} here`, () => T`naam ${N(p.full)} hai`])() },
      { role: 'bot', text: T`Thanks! Please share your registered mobile number.` },
      { role: 'customer', text: T`${phC(p)}` },
      { role: 'agent', text: T`Hello ${N(firstName(p))}, this is ${N(firstName(ag))} from the support team. I can see order ${order}. How can I help?` },
    ];
    const extra = R.shuffle([
      () => ({ role: 'customer', text: T`please deliver it to ${addrC(p.addr, { state: false })} instead` }),
      () => ({ role: 'customer', text: T`my DOB is ${dobC(p)} if you need to verify` }),
      () => ({ role: 'customer', text: T`refund karo mere account me - ${ACC(p.acct.no)}, IFSC ${p.acct.ifsc}` }),
      () => ({ role: 'customer', text: T`or just send to ${UPI(p.upi)}` }),
      () => ({ role: 'agent', text: T`Sure ${honor(p)}, I have raised ticket TKT-${R.digits(7)}. You can also call ${tollFree()}.` }),
      () => ({ role: 'customer', text: T`my brother ${N(relativeName(p, 'M'))} will collect it, his no is ${PH(fmtMobile(makePerson().mobile))}` }),
      () => ({ role: 'customer', text: T`email me at ${EM(p.email)}` }),
      () => ({ role: 'customer', text: T`it was charged twice on my card ${CARD(fmtCard(p.card))}, pls check` }),
    ]).slice(0, R.int(2, 5)).map((f) => f());
    if (R.chance(0.6)) extra.push({ role: 'agent', text: T`Thank you for contacting us. Have a nice day!` });
    return {
      session_id: uuid(),
      channel: R.pick(['web', 'app', 'whatsapp']),
      customer_ip: IP(p.ip),
      started_at: isoTs(),
      messages: [...msgs, ...extra],
      csat: R.pick([1, 2, 3, 4, 5, null]),
    };
  });
  return { id: 'j03-support-chat-transcripts', about: 'Support chat transcripts: nested message arrays with roles (bot/customer/agent, not personal); the bot persona "Disha" is not a person; customers and agents are; names lower-case and with titles; customer IP.', rows, indent: 2 };
}

// ------------------------------------------------------------------ J04
export function j04(): JsonSpec {
  const doctors = rowsOf(5, () => makePerson({ y0: 1962, y1: 1988 }));
  const rows = rowsOf(15, (i) => {
    const p = makePerson({ y0: 1940, y1: 2018 });
    const ec = makePerson({ comm: p.comm });
    const visits = rowsOf(R.int(1, 3), () => {
      const d = R.pick(doctors);
      return {
        date: fmtDate(randDate(2023, 2024), 'iso'),
        doctor: T`Dr. ${N(d.full)}`,
        department: R.pick(['Cardiology', 'Ortho', 'General Medicine', 'ENT', 'Paediatrics', 'Dermatology']),
        notes: R.pick<() => Cell>([
          () => T`BP 140/90. Advised low salt diet. Review after 2 weeks.`,
          () => T`Pt accompanied by ${rel(ec)} ${N(ec.full)}. Hx of fall at home (${shortAddrC(p.addr)}).`,
          () => T`Referred to Dr. ${N(R.pick(doctors).last)} for 2nd opinion.`,
          () => T`pt ${lower(N(firstName(p)))} c/o knee pain since ${MON[R.int(0, 11)] as string}. X-ray advised.`,
          () => T`DOB on file ${dobC(p, 'dmy/')} verified with Aadhaar. Vaccination card updated.`,
        ])(),
      };
    });
    return {
      mrn: `MRN${String(500200 + i * 31)}`,
      patient: {
        name: p.full.includes(' ') && p.last.length > 1 && p.full.endsWith(p.last) ? { first: N(p.full.slice(0, -p.last.length).trim()), last: N(p.last) } : { first: N(p.full), last: null },
        dob: dobC(p, R.pick(['iso', 'dmy/', 'd Mon y'] as const)),
        sex: p.gender,
        contact: { phone: phoneLeaf(p), email: R.chance(0.4) ? EM(p.email) : null },
        address: { street: A(`${line1(p.addr)}, ${p.addr.street}`), area: A(p.addr.locality), city: A(p.addr.city), state: p.addr.state, zip: A(p.addr.pin) },
      },
      visits,
      emergency_contact: { name: N(ec.full), relation: rel(ec), phone: phC(ec) },
      insurance: { provider: R.pick(['Star Health', 'Niva Bupa', 'HDFC Ergo', 'CGHS', null]), policy_no: `${R.digits(4)}/${R.digits(6)}/${R.int(10, 99)}` },
      facility: `${R.pick(HOSPITALS)}, ${R.pick(CITIES).city}`,
    };
  });
  return { id: 'j04-patient-records-nested', about: 'Nested patient records (HIPAA-style): split name object, DOB, address parts (zip/area/city labelled, state not), visits with doctors (people) and notes; facility/hospital city and visit dates are not personal.', rows, indent: 2 };
}

// ------------------------------------------------------------------ J05
export function j05(): JsonSpec {
  const rows = rowsOf(20, () => {
    const p = makePerson();
    const gift = R.chance(0.3) ? makePerson() : null;
    const r = gift ?? p;
    const method = R.pick(['CARD', 'UPI', 'COD', 'NETBANKING', 'CARD'] as const);
    const sellerBiz = R.pick(BUSINESSES);
    const a = r.addr;
    return {
      orderId: String(R.int(6, 9)) + R.digits(9),
      placedAt: isoTs(),
      customer: { name: anyName(p), phone: phC(p), email: EM(p.email) },
      shipping: {
        recipient: N(r.full),
        addressLine: A(`${line1(a)}, ${a.street}`),
        landmark: a.landmark ? A(a.landmark) : null,
        city: A(a.city),
        state: a.state,
        pin: A(a.pin),
      },
      billing: gift ? { sameAsShipping: false, city: A(p.addr.city), pin: A(p.addr.pin) } : { sameAsShipping: true },
      payment: {
        method,
        cardNumber: method === 'CARD' ? CARD(p.card.no) : null,
        cardNetwork: method === 'CARD' ? p.card.net.toUpperCase() : null,
        upiId: method === 'UPI' ? UPI(p.upi) : null,
        amountPaise: R.int(9900, 2500000),
        gatewayRef: `pay_${R.letters(14)}`,
      },
      items: rowsOf(R.int(1, 3), () => ({ sku: sku(), title: R.pick(['Cotton Saree (Lakshmi Textiles)', 'Ganesh Medicals BP Monitor', 'Prestige Pressure Cooker 5L', 'Redmi 13C 5G', 'Krishna Sweets Kaju Katli 500g', 'Men Kurta Set']), hsn: hsn(), qty: R.int(1, 3) })),
      seller: { name: sellerBiz, gstin: GST(gstin(R.pick(CITIES).state, pan(R.pick(['F', 'C', 'P'])))) },
      giftMessage: gift ? T`Happy birthday ${N(firstName(gift))}! Love, ${N(firstName(p))}` : null,
    };
  });
  return { id: 'j05-orders-nested-payment', about: 'Orders with nested shipping/billing/payment: full card numbers (plain), UPI IDs, gift messages naming people, recipient addresses split into parts; seller business and its GSTIN (labelled gstin), SKUs and HSN not personal.', rows, indent: 2 };
}

// ------------------------------------------------------------------ J06
export function j06(): JsonSpec {
  const rows = rowsOf(15, (i) => {
    const p = makePerson({ y0: 1966, y1: 2002 });
    const basic = R.int(20, 120) * 1000;
    return {
      emp: { id: `NF${String(2100 + i * 5)}`, name: anyName(p), designation: R.pick(['Analyst', 'Sr. Engineer', 'Manager', 'Associate', 'Lead']) },
      personal: { dob: dobC(p, R.pick(['dmy/', 'iso', 'd-Mon-y', 'dmy-'] as const)), pan: PANC(p.pan), gender: p.gender },
      salary_account: { acctNo: acctLeaf(p.acct.no), ifsc: p.acct.ifsc, bank: p.acct.bank.short },
      earnings: { basic, hra: Math.round(basic * 0.4), special: R.int(2000, 30000) },
      deductions: { pf: Math.round(basic * 0.12), pt: 200, tds: R.int(0, 20000) },
      pay_date: '2024-03-31',
      joined: fmtDate(randDate(2015, 2023), 'iso'),
    };
  });
  return { id: 'j06-payroll-snake', about: 'Payroll JSON: nested personal.dob next to joined and pay_date (not DOBs), PAN, salary_account.acctNo as string or number; earnings are numbers, not personal.', rows, indent: '\t' };
}

// ------------------------------------------------------------------ J07
export function j07(): JsonSpec {
  const users = rowsOf(10, () => makePerson());
  const rows = rowsOf(26, () => {
    const p = R.pick(users);
    const ev = R.pick(['login', 'otp_verified', 'profile_update', 'logout', 'password_reset', 'profile_update'] as const);
    let meta: Record<string, unknown> = { requestId: uuid(), latencyMs: R.int(20, 900) };
    if (ev === 'profile_update') {
      meta = {
        ...meta,
        changed: R.pick([
          () => ({ field: 'dob', from: DOB(fmtDate({ ...p.dob, d: p.dob.d > 1 ? p.dob.d - 1 : 2 }, 'iso')), to: dobC(p, 'iso') }),
          () => ({ field: 'address', to: addrC(p.addr) }),
          () => ({ field: 'mobile', from: PH(fmtMobile(makePerson().mobile, 'p91')), to: PH(fmtMobile(p.mobile, 'p91')) }),
          () => ({ field: 'nickname', to: N(firstName(p)) }),
        ])(),
      };
    }
    return {
      ts: isoTs(),
      event: ev,
      user: { id: `u_${hex(10)}`, email: EM(p.email), ip: IP(R.chance(0.7) ? p.ip : R.chance(0.5) ? `${R.pick([49, 106, 157])}.${R.int(0, 255)}.${R.int(0, 255)}.${R.int(1, 254)}` : p.ip) },
      device: { ua: userAgent(), appVersion: appVersion(), os: R.pick(['android', 'ios', 'web']) },
      meta,
    };
  });
  return { id: 'j07-auth-event-log', about: 'Auth event log: user e-mail and IP (v4 and v6, compressed), profile updates carrying old/new DOB, address or mobile; request IDs, latencies, app versions (some look like dotted quads) and user agents are not personal.', rows, indent: 0 };
}

// ------------------------------------------------------------------ J08
export function j08(): JsonSpec {
  const rows = rowsOf(16, () => {
    const roman = R.chance(0.4);
    if (roman) {
      const h = hiPerson();
      const a = hiAddr();
      const dob: Ymd = randDate(1960, 2004);
      return {
        submittedAt: timestamp(),
        form: 'sampark',
        fields: {
          naam: N(h.full),
          mobile: PH(fmtMobile(R.pick(['9', '8', '7']) + R.digits(9))),
          sandesh: R.pick<() => Cell>([
            () => T`मेरा नाम ${N(h.full)} है, मैं ${A(a.city)} से हूँ। मेरी जन्म तिथि ${DOB(fmtDate(dob, 'hi'))} है, कृपया मेरा प्रमाण पत्र ठीक करें।`,
            () => T`कृपया डिलीवरी ${A(a.full)} पर करें।`,
            () => T`आपकी सेवा बहुत अच्छी है, धन्यवाद।`,
          ])(),
          shahar: A(a.city),
        },
        ip: IP(R.chance(0.7) ? `${R.pick([49, 117, 223])}.${R.int(0, 255)}.${R.int(0, 255)}.${R.int(1, 254)}` : `2409:40${R.pick(['e1', '4c'])}:${hex(4)}:${hex(4)}::${hex(3)}`),
      };
    }
    const p = makePerson();
    return {
      submittedAt: timestamp(),
      form: 'contact-us',
      fields: {
        name: anyName(p),
        phone: phC(p),
        email: R.chance(0.8) ? EM(p.email) : '',
        message: R.pick<() => Cell>([
          () => T`I am from ${A(p.addr.city)} and want a dealership. Please call back after 6pm.`,
          () => T`My father ${N(relativeName(p, 'M'))} (born ${DOB(fmtDate(randDate(1940, 1965), 'd Month y'))}) needs a senior citizen plan. We live in ${shortAddrC(p.addr)}.`,
          () => T`hello, my name is ${lower(N(p.full))}, i lives in ${A(`${p.addr.locality}, ${p.addr.city}`)}, your delivery boy ${N(firstName(makePerson({ gender: 'M' })))} was rude`,
          () => T`Please update my DOB to ${dobC(p)} - it is wrong in your records.`,
          () => T`Kindly contact our office at ${R.pick(COMPANIES)}, ${R.pick(['Baner Road, Pune', 'Koramangala, Bengaluru', 'Sector 62, Noida'])}. Ask for accounts@ team.`,
          () => T`Great service!`,
        ])(),
        city: A(p.addr.city),
      },
      ip: IP(p.ip),
    };
  });
  return { id: 'j08-web-form-submissions', about: 'Website contact-form submissions, some with Roman-Hindi keys (naam, sandesh, shahar) and Devanagari messages; messages mention cities of residence (address), relatives with birth dates; a company office address is NOT personal.', rows, indent: 2 };
}

// ------------------------------------------------------------------ J09
export function j09(): JsonSpec {
  const rows = rowsOf(15, () => {
    const ins = makePerson({ y0: 1955, y1: 1995 });
    const self = R.chance(0.5);
    const cl = self ? ins : makePerson({ comm: ins.comm, y0: 1950, y1: 2015 });
    if (!self) cl.full = relativeName(ins, cl.gender);
    const adm = randDate(2024, 2024);
    adm.d = Math.min(adm.d, 20);
    return {
      claimNo: `CLM${R.digits(10)}`,
      policyNo: `P/${R.digits(6)}/01/2024/${R.digits(6)}`,
      insured: { name: N(ins.full), dob: dobC(ins, 'dmy/'), memberId: `M${R.digits(8)}` },
      patient: self ? { sameAsInsured: true } : { name: N(cl.full), dob: dobC(cl, R.pick(['dmy/', 'iso'] as const)), relation: rel(cl) },
      hospital: { name: R.pick(HOSPITALS), city: R.pick(CITIES).city, rohiniId: `8900${R.digits(9)}` },
      admission: { admittedOn: fmtDate(adm, 'dmy/'), dischargedOn: fmtDate({ ...adm, d: adm.d + R.int(1, 7) }, 'dmy/'), diagnosis: R.pick(['Dengue fever', 'Appendicitis', 'Cataract', 'Fracture radius']) },
      reimbursement: { bank: { accountHolder: upper(N(ins.full)), accountNumber: acctLeaf(ins.acct.no), ifsc: ins.acct.ifsc } },
      claimedAmount: R.int(8000, 400000),
      remarks: R.pick<() => Cell>([
        () => T`Original bills couriered by ${N(firstName(ins))} from ${shortAddrC(ins.addr)}.`,
        () => T`Cancelled cheque in name of ${upper(N(ins.full))} received.`,
        () => T`TPA query raised.`,
      ])(),
    };
  });
  return { id: 'j09-health-claims', about: 'Health claims: insured and patient DOB, reimbursement bank object (account holder, accountNumber as string/number); hospital name/city, ROHINI id, admission dates and amounts not personal.', rows, indent: 2 };
}

// ------------------------------------------------------------------ J10
export function j10(): JsonSpec {
  const rows = rowsOf(12, (i) => {
    const head = makePerson({ comm: R.pick(['hindi', 'bengali', 'odia', 'assamese', 'tamil', 'telugu', 'marathi'] as const), y0: 1950, y1: 1985, gender: 'M' });
    const r = ruralAddrRoman();
    const members = rowsOf(R.int(2, 4), (k) => {
      const isWife = k === 0;
      const m = makePerson({ comm: head.comm, gender: isWife ? 'F' : R.pick(['M', 'F'] as const), y0: isWife ? 1955 : 1990, y1: isWife ? 1988 : 2018 });
      const nm = isWife ? relativeName(head, 'F') : R.chance(0.5) ? firstName(m) : relativeName(head, m.gender);
      return {
        name: N(nm),
        relation: isWife ? 'wife' : m.gender === 'M' ? 'son' : 'daughter',
        dob: DOB(fmtDate(m.dob, anyDobStyle())),
        aadhaar: R.chance(0.6) ? aadC(m) : null,
      };
    });
    return {
      household_id: `HH-${r.district.slice(0, 3).toUpperCase()}-${String(i + 1).padStart(4, '0')}`,
      head: { naam: N(head.full), janm_tithi: dobC(head, R.pick(['dmy/', 'dmy-'] as const)), aadhaar: aadC(head), mobile: R.chance(0.8) ? phC(head, 'plain') : null },
      members,
      address: { village: A(r.village), post_office: A(r.post), district: A(r.district), state: r.state, pin: new NumL('address', Number(r.pin)) },
      ration_card: `RC${R.digits(10)}`,
      surveyed_on: fmtDate(randDate(2024, 2024), 'dmy/'),
    };
  });
  return { id: 'j10-household-survey', about: 'Household survey: head with Roman-Hindi keys (naam, janm_tithi), members array with names, relation, DOB in mixed formats and Aadhaar; village/post office/district/PIN are address, state is not; ration card number and survey date are not personal.', rows, indent: 2 };
}

// ------------------------------------------------------------------ J11
export function j11(): JsonSpec {
  const rows = rowsOf(15, (i) => {
    const p = makePerson({ y0: 1965, y1: 1998 });
    const biz = R.pick(BUSINESSES);
    const city = R.pick(CITIES);
    return {
      sellerId: `SLR${String(40000 + i * 17)}`,
      displayName: biz,
      owner: { name: nameC(p, R.pick(['full', 'title'] as const)), pan: PANC(p.pan), mobile: phC(p) },
      gstin: GST(gstin(city.state, p.pan)),
      payout: { account: ACC(p.acct.no), ifsc: p.acct.ifsc, upi: R.chance(0.5) ? UPI(p.upi) : null },
      pickupWarehouse: { name: `${city.city} FC-${R.int(1, 4)}`, city: city.city, state: city.state },
      rating: Math.round(R.next() * 20 + 30) / 10,
      supportEmail: `${R.pick(['support', 'care', 'help'])}@${biz.toLowerCase().replace(/[^a-z]/g, '').slice(0, 14)}.in`,
    };
  });
  return { id: 'j11-marketplace-sellers', about: 'Individual marketplace sellers: owner (a person, title outside span), PAN, GSTIN built on the owner\'s PAN, payout account/UPI of the individual owner; store display names, pickup warehouse city and support mailboxes are not personal.', rows, indent: 2 };
}

// ------------------------------------------------------------------ J12
export function j12(): JsonSpec {
  const rows = rowsOf(15, () => {
    const p = makePerson({ y0: 1962, y1: 2000 });
    return {
      umrn: `${p.acct.bank.code}${R.digits(16)}`,
      customer: { name: upper(N(p.full)), dob: dobC(p, R.pick(['ymd', 'y/m/d', 'iso'] as const)), mobile: phoneLeaf(p) },
      debtor_account: { number: acctLeaf(p.acct.no), ifsc: p.acct.ifsc, type: R.pick(['SB', 'CA', 'SB']) },
      max_amount: R.int(5, 60) * 1000,
      frequency: R.pick(['MNTH', 'ADHO', 'QURT']),
      start_date: fmtDate(randDate(2023, 2024), 'ymd'),
      last_presentation: { date: fmtDate(randDate(2024, 2024), 'ymd'), status: R.pick(['BOUNCED', 'SUCCESS']), reason: R.pick(['Insufficient funds', 'Account closed', 'Mandate cancelled', null]) },
      loan_ref: `LN${R.digits(12)}`,
    };
  });
  return { id: 'j12-nach-mandates', about: 'NACH mandate records: DOB compact (19840312, 1984/03/12) next to start and presentation dates in the same compact form (not DOB); debtor account number; UMRN and loan reference are not personal.', rows, indent: 2 };
}

// ------------------------------------------------------------------ J13
export function j13(): JsonSpec {
  const rows = rowsOf(12, (i) => {
    const s = makePerson({ y0: 2008, y1: 2018 });
    const father = makePerson({ comm: s.comm, gender: 'M', y0: 1972, y1: 1988 });
    const mother = makePerson({ comm: s.comm, gender: 'F', y0: 1975, y1: 1990 });
    father.full = relativeName(s, 'M');
    mother.full = relativeName(s, 'F');
    const mail = (full: string) => full.toLowerCase().replace(/[^a-z ]/g, '').trim().split(/ +/).join(R.pick(['.', '', '_'])) + R.pick(['', String(R.int(1, 99))]) + '@' + R.pick(['gmail.com', 'yahoo.co.in', 'rediffmail.com']);
    const split = i % 4 === 1;
    const a = s.addr;
    return {
      admissionNo: `ADM/${2020 + (i % 5)}/${String(i * 13 + 7).padStart(4, '0')}`,
      student: {
        firstName: N(firstName(s)),
        lastName: s.last.length > 1 && s.full.endsWith(s.last) ? N(s.last) : null,
        dob: split ? { day: new NumL('date_of_birth', s.dob.d), month: new NumL('date_of_birth', s.dob.m), year: new NumL('date_of_birth', s.dob.y) } : dobC(s, R.pick(['dmy/', 'iso', 'd Mon y'] as const)),
        grade: Math.max(1, Math.min(12, 2024 - s.dob.y - 5)),
      },
      guardians: [
        { name: N(father.full), relation: 'Father', phone: phC(father), email: R.chance(0.6) ? EM(mail(father.full)) : null, occupation: R.pick(['Business', 'Govt. Service', 'Engineer', 'Farmer']) },
        { name: N(mother.full), relation: 'Mother', phone: R.chance(0.7) ? phC(mother) : null, email: null, occupation: R.pick(['Homemaker', 'Teacher', 'Doctor', 'Nurse']) },
      ],
      address: { house: A(line1(a)), street: A(a.street), area: A(a.locality), city: A(a.city), pin: A(a.pin) },
      joinedOn: fmtDate(randDate(2019, 2024), 'iso'),
      transport: { route: `R-${R.int(1, 30)}`, stop: R.pick(['Main Gate', 'Temple Circle', 'Bus Depot', 'Clock Tower']) },
    };
  });
  return { id: 'j13-student-guardians', about: 'Student records with guardians array; a few DOBs are split into numeric day/month/year leaves (each labelled date_of_birth); bus stop names and joining dates are not personal.', rows, indent: 2 };
}

// ------------------------------------------------------------------ J14
export function j14(): JsonSpec {
  const rows = rowsOf(16, () => {
    const p = makePerson();
    const body: Cell = R.pick<() => Cell>([
      () => T`Dear ${N(firstName(p))}, ${R.digits(6)} is your OTP for login. Do not share it with anyone.`,
      () => T`Dear Customer, Rs ${amount(100, 9000)} credited to A/c XX${R.digits(4)} on ${fmtDate(randDate(2024, 2024), 'd-Mon-yy')}. Avl bal Rs ${amount(1000, 90000)}.`,
      () => T`Hi ${N(firstName(p))}, your order ${R.int(6, 9)}${R.digits(9)} will be delivered today to ${addrC(p.addr, { state: false, pin: false })}.`,
      () => T`Dear ${upper(N(p.full))}, EMI of Rs ${amount(2000, 30000)} debited from a/c ${ACC(p.acct.no)}. Call ${tollFree()} for queries.`,
      () => T`Happy Birthday ${N(firstName(p))}! Enjoy 20% off this week. T&C apply.`,
      () => T`${N(p.full)} has added you as a nominee. Nominee DOB recorded: ${DOB(fmtDate(randDate(1950, 2010), 'dmy/'))}.`,
    ])();
    return {
      to: R.chance(0.5) ? new NumL('phone', Number('91' + p.mobile)) : phC(p, R.pick(['p91', 'plain'] as const)),
      sender: R.pick(['VM-NIMBUS', 'AD-KAVERI', 'JD-ARKAHL', 'VK-GANGAM']),
      template_id: `1107${R.digits(15)}`,
      body,
      sentAt: isoTs(),
      dlr: R.pick(['DELIVRD', 'UNDELIV', 'EXPIRED']),
    };
  });
  return { id: 'j14-sms-outbox', about: 'SMS outbox: recipient numbers (some JSON numbers with 91), bodies naming the customer, delivery addresses and a full account number; OTPs, masked accounts (XX1234), DLT template ids and sender ids are not personal.', rows, indent: 2 };
}

export { PANC, AAD, CARD, notAadhaar12, maskedCard, fullAddr, shortAddr, makeAddr, MERCHANT_VPAS };
