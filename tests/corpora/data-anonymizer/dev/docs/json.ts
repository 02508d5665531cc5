/** JSON documents: API payloads, webhooks, logs, nested records. */

import { COMPANIES, PRODUCTS, STATES, USER_AGENTS } from '../lib/biz';
import { Cell, JsonIn, NumCell, buildJson, cat, pii, piiNum } from '../lib/cell';
import { Headers } from '../lib/headers';
import { Person } from '../lib/pii';
import { DocFn, N, ageIn2025, domainOf, relative, times } from './common';

type Obj = { [key: string]: JsonIn };

/** A mobile as a JSON number (10 digits or with 91), or as a string. */
function phoneLeaf(p: Person, r: { chance(p: number): boolean; pick<T>(x: readonly T[]): T }, fmt: (m: string) => string): Cell | NumCell {
  if (r.chance(0.35)) return piiNum('phone', Number(r.chance(0.6) ? p.mobile : `91${p.mobile}`));
  return pii('phone', fmt(p.mobile));
}

export const supportChats: DocFn = ({ g, b, t, r }) => {
  const K = Headers.json(r);
  const k = {
    ticket: K.h('ticket id', 'case id'), channel: K.h('channel', 'source'), created: K.h('created at', 'opened at'), customer: K.h('customer', 'requester'),
    name: K.h('name', 'display name'), phone: K.h('phone', 'mobile'), email: K.h('email', 'email address'), order: K.h('order id', 'order ref'),
    messages: K.h('messages', 'transcript'), role: K.h('role', 'sender type'), text: K.h('text', 'body'), ts: K.h('ts', 'sent at'), tags: K.h('tags', 'labels'), csat: K.h('csat', 'rating'),
  };
  const agents = times(4, () => g.person({ minYear: 1992, maxYear: 2003 }));
  const rows: Obj[] = times(r.int(12, 18), () => {
    const p = g.person();
    const ag = r.pick(agents);
    const orderId = b.orderId10();
    const msgs: Obj[] = [];
    if (r.chance(0.5)) msgs.push({ [k.role]: 'bot', [k.text]: t.botMsg(), [k.ts]: g.timestamp('iso') });
    const n = r.int(3, 7);
    for (let i = 0; i < n; i++) {
      const role = i % 2 === 0 ? 'customer' : 'agent';
      const text = role === 'customer' ? t.customerMsg(p, orderId) : t.agentMsg(p, r.chance(0.5) ? ag.given : ag.full);
      msgs.push({ [k.role]: role, [k.text]: text, [k.ts]: g.timestamp('iso') });
    }
    return {
      [k.ticket]: b.ticket(), [k.channel]: r.pick(['chat', 'whatsapp', 'email', 'app']), [k.created]: g.timestamp('iso'),
      [k.customer]: { [k.name]: N(g.nameForm(p)), [k.phone]: phoneLeaf(p, r, (m) => g.fmtMobile(m)), [k.email]: r.chance(0.7) ? t.E(p) : null },
      [k.order]: orderId, [k.messages]: msgs, [k.tags]: r.shuffle(['refund', 'delivery', 'payment', 'kyc', 'escalated']).slice(0, r.int(1, 3)), [k.csat]: r.chance(0.6) ? r.int(1, 5) : null,
    };
  });
  return buildJson({ id: 'support-chat-transcripts', about: 'Support chat transcripts with customer, agent and bot turns', indent: 2, rows });
};

export const appTelemetry: DocFn = ({ g, b, t, r }) => {
  const K = Headers.json(r);
  const k = {
    event: K.h('event', 'event name'), ts: K.h('ts', 'client ts'), ver: K.h('app version', 'build'), device: K.h('device', 'ctx'), model: K.h('model', 'device model'),
    os: K.h('os', 'os version'), ip: K.h('ip', 'client ip'), localIp: K.h('local ip', 'lan ip'), ua: K.h('user agent', 'ua'), user: K.h('user', 'actor'),
    uid: K.h('id', 'uid'), payload: K.h('payload', 'props'), vpa: K.h('vpa', 'payee vpa'), amount: K.h('amount', 'amt'), screen: K.h('screen', 'page'), sess: K.h('session', 'sid'),
  };
  const rows: Obj[] = times(r.int(24, 36), () => {
    const ev = r.pick(['app_open', 'login_success', 'payment_init', 'payment_success', 'screen_view', 'otp_sent']);
    const payload: Obj = { [k.screen]: r.pick(['Home', 'PayContacts', 'ScanQR', 'Profile', 'Offers']) };
    if (ev.startsWith('payment')) {
      payload[k.vpa] = t.U(g.person());
      payload[k.amount] = b.amount(1, 20000);
    }
    const device: Obj = {
      [k.model]: r.pick(['SM-A546E', 'RMX3393', 'iPhone14,7', 'CPH2487', 'M2101K6G', 'Pixel 7a']), [k.os]: r.pick(['Android 13', 'Android 14', 'iOS 17.4', 'Android 12']),
      [k.ip]: pii('ip', g.ip()), [k.ua]: r.pick(USER_AGENTS),
    };
    if (r.chance(0.3)) device[k.localIp] = pii('ip', `192.168.${r.int(0, 3)}.${r.int(2, 254)}`);
    return {
      [k.event]: ev, [k.ts]: Date.UTC(2025, r.int(0, 11), r.int(1, 28), r.int(0, 23), r.int(0, 59)), [k.ver]: b.appVersion(), [k.device]: device,
      [k.user]: { [k.uid]: `u_${r.letters(10, '0123456789abcdef')}` }, [k.payload]: payload, [k.sess]: b.sessionId(),
    };
  });
  return buildJson({ id: 'app-telemetry', about: 'Mobile payments app telemetry events', indent: 0, rows });
};

export const ecommerceNested: DocFn = ({ g, b, t, r }) => {
  const K = Headers.json(r);
  const k = {
    id: K.h('order id', 'id'), placed: K.h('placed at', 'created'), customer: K.h('customer', 'buyer'), fullName: K.h('full name', 'name'), contact: K.h('contact'),
    mobile: K.h('mobile', 'phone'), email: K.h('email'), ship: K.h('shipping address', 'ship to'), line1: K.h('line1', 'address line1'), line2: K.h('line2', 'address line2'),
    landmark: K.h('landmark'), city: K.h('city'), pincode: K.h('pincode', 'postal code'), state: K.h('state'), items: K.h('items', 'line items'), sku: K.h('sku'),
    title: K.h('title', 'product name'), qty: K.h('qty', 'quantity'), price: K.h('price', 'unit price'), payment: K.h('payment'), method: K.h('method'),
    card: K.h('card number', 'card'), vpa: K.h('vpa', 'upi id'), gift: K.h('gift message', 'note'),
  };
  const rows: Obj[] = times(r.int(14, 22), () => {
    const p = g.person();
    const a = g.address(p.city);
    const method = r.pick(['card', 'upi', 'cod']);
    const payment: Obj = { [k.method]: method };
    if (method === 'card') payment[k.card] = r.chance(0.4) ? pii('card', g.fmtCard(g.card())) : g.maskedCard();
    if (method === 'upi') payment[k.vpa] = t.U(p);
    const friend = g.person();
    return {
      [k.id]: r.chance(0.5) ? b.orderId10() : `OD${r.digits(18)}`, [k.placed]: g.timestamp('iso'),
      [k.customer]: { [k.fullName]: N(g.nameForm(p)), [k.contact]: { [k.mobile]: phoneLeaf(p, r, (m) => g.fmtMobile(m)), [k.email]: t.E(p) } },
      [k.ship]: {
        [k.line1]: pii('address', a.line1), [k.line2]: pii('address', a.line2), [k.landmark]: r.chance(0.4) ? pii('address', r.pick(['Near Hanuman Mandir', 'Opp. Big Bazaar', 'Behind Post Office'])) : '',
        [k.city]: pii('address', a.city), [k.pincode]: r.chance(0.5) ? piiNum('address', Number(a.pin)) : pii('address', a.pin), [k.state]: a.state,
      },
      [k.items]: times(r.int(1, 3), () => {
        const [title, price] = r.pick(PRODUCTS);
        return { [k.sku]: b.sku(), [k.title]: title, [k.qty]: r.int(1, 3), [k.price]: price };
      }),
      [k.payment]: payment,
      [k.gift]: r.chance(0.3) ? cat('Happy birthday ', N(friend.given), '! Love, ', N(p.given)) : null,
    };
  });
  return buildJson({ id: 'ecommerce-orders-api', about: 'Nested order objects from a storefront API', indent: 2, rows });
};

export const crmContacts: DocFn = ({ g, t, r }) => {
  const k = { first: 'firstName', last: 'lastName', dob: r.pick(['dob', 'birthDate', 'dateOfBirth']), phones: 'phones', type: 'type', number: 'number', emails: 'emails', address: 'address',
    street: 'street', locality: 'locality', city: 'city', zip: r.pick(['zip', 'postalCode', 'pin']), stateKey: 'state', tags: 'tags', owner: 'ownerName', notes: 'notes', createdAt: 'createdAt' };
  const ds = r.pick(['mm/dd/yyyy', 'yyyy-mm-dd', 'Month d, yyyy']);
  const rows: Obj[] = times(r.int(14, 22), () => {
    const p = g.person();
    const a = g.address(p.city);
    const phones: Obj[] = [{ [k.type]: 'mobile', [k.number]: t.P(p) }];
    if (r.chance(0.4)) phones.push({ [k.type]: r.pick(['home', 'work']), [k.number]: pii('phone', g.landline(p.city.city)) });
    const emails: JsonIn[] = [t.E(p)];
    if (r.chance(0.3)) emails.push(t.E(p, domainOf(r.pick(COMPANIES), r)));
    const surnameShown = p.full === p.given ? '' : p.surname;
    return {
      [k.first]: N(p.given), [k.last]: surnameShown ? N(surnameShown) : '', [k.dob]: r.chance(0.8) ? t.D(p, ds) : null, [k.phones]: phones, [k.emails]: emails,
      [k.address]: { [k.street]: pii('address', a.line1), [k.locality]: pii('address', a.locality), [k.city]: pii('address', a.city), [k.zip]: pii('address', a.pin), [k.stateKey]: a.state },
      [k.tags]: r.shuffle(['vip', 'newsletter', 'wholesale', 'diwali-2024', 'inactive']).slice(0, r.int(0, 2)), [k.owner]: N(g.person().full),
      [k.notes]: t.crmNote(p), [k.createdAt]: g.timestamp('iso'),
    };
  });
  return buildJson({ id: 'crm-contacts-export', about: 'Contacts exported from a US-made CRM (camelCase, US-style dates)', indent: 2, rows });
};

export const loginAuditJson: DocFn = ({ g, b, r }) => {
  const K = Headers.json(r);
  const k = { ts: K.h('timestamp', '@timestamp'), email: K.h('user email', 'login id'), ip: K.h('ip address', 'remote ip'), real: K.h('x real ip', 'origin ip'),
    ua: K.h('user agent'), ok: K.h('success', 'authenticated'), mfa: K.h('mfa', 'mfa method'), msg: K.h('message', 'log') };
  const users = times(8, () => g.person());
  const rows: Obj[] = times(r.int(24, 36), () => {
    const p = r.pick(users);
    const ip = g.ip();
    const ok = r.chance(0.8);
    const email = g.email(p);
    return {
      [k.ts]: g.timestamp('iso'), [k.email]: pii('email', email), [k.ip]: pii('ip', ip), [k.real]: r.chance(0.5) ? pii('ip', ip) : null, [k.ua]: r.pick(USER_AGENTS), [k.ok]: ok,
      [k.mfa]: r.pick(['totp', 'sms', 'none']),
      [k.msg]: ok ? cat('login ok for ', pii('email', email), ' from ', pii('ip', ip)) : cat('invalid password attempt ', String(r.int(1, 5)), ' from ', pii('ip', ip), ' session ', b.sessionId()),
    };
  });
  return buildJson({ id: 'login-audit-json', about: 'Structured auth log lines (JSON)', indent: 0, rows });
};

export const kycApi: DocFn = ({ g, t, r }) => {
  const rows: Obj[] = times(r.int(14, 22), () => {
    const p = g.person({ maxYear: 2003 });
    const pan = g.pan(p.surname);
    const biz = r.chance(0.5);
    return {
      request_id: `req_${r.letters(16, '0123456789abcdef')}`, status: r.pick(['SUCCESS', 'SUCCESS', 'SUCCESS', 'INVALID_PAN']),
      result: {
        pan_number: pii('pan', pan), name_on_pan: N(p.full.toUpperCase()), dob: t.D(p, r.pick(['dd/mm/yyyy', 'yyyy-mm-dd'])), aadhaar_seeding: r.pick(['Y', 'N']),
        masked_aadhaar: g.maskedAadhaar(), category: 'Individual', gstins: biz ? times(r.int(1, 3), () => pii('gstin', g.gstinForPan(pan))) : [],
      },
      billed: true, latency_ms: r.int(80, 1900),
    };
  });
  return buildJson({ id: 'kyc-api-responses', about: 'PAN verification API responses, GSTINs linked to the PAN', indent: 2, rows });
};


export const hospitalPatients: DocFn = ({ g, t, r }) => {
  const K = Headers.json(r);
  const k = { mrn: K.h('mrn', 'uhid'), patient: K.h('patient'), name: K.h('name', 'patient name'), dob: K.h('dob', 'birth date'), sex: K.h('gender', 'sex'), age: K.h('age'),
    contact: K.h('contact'), phone: K.h('phone', 'mobile'), address: K.h('address', 'residence'), visits: K.h('visits', 'encounters'), date: K.h('date', 'visit date'),
    doctor: K.h('doctor', 'consultant'), dept: K.h('department', 'dept'), notes: K.h('notes', 'clinical notes'), ins: K.h('insurance'), policy: K.h('policy no'), tpa: K.h('tpa') };
  const doctors = times(5, () => g.person({ maxYear: 1984 }));
  const rows: Obj[] = times(r.int(12, 18), () => {
    const p = g.person({ minYear: 1938, maxYear: 2022 });
    return {
      [k.mrn]: `MRN${r.digits(8)}`,
      [k.patient]: { [k.name]: N(g.nameForm(p)), [k.dob]: t.D(p, r.pick(['yyyy-mm-dd', 'iso-ts'])), [k.sex]: p.female ? 'F' : 'M', [k.age]: ageIn2025(p),
        [k.contact]: { [k.phone]: t.P(p), [k.address]: pii('address', g.address(p.city).full) } },
      [k.visits]: times(r.int(1, 3), () => ({ [k.date]: g.fmtDate(g.eventDate(2024, 2025), 'yyyy-mm-dd'), [k.doctor]: cat('Dr. ', N(r.pick(doctors).full)),
        [k.dept]: r.pick(['OPD', 'Cardiology', 'Ortho', 'ENT', 'Neuro']), [k.notes]: t.medNote(p) })),
      [k.ins]: r.chance(0.5) ? { [k.policy]: `OG-25-${r.digits(4)}-${r.digits(4)}-${r.digits(8)}`, [k.tpa]: r.pick(['Medi Assist', 'Paramount TPA', 'Health India TPA']) } : null,
    };
  });
  return buildJson({ id: 'hospital-patient-records', about: 'Hospital information system patient records with visits', indent: 4, rows });
};

export const payoutWebhooks: DocFn = ({ g, b, t, r }) => {
  const rows: Obj[] = times(r.int(18, 28), () => {
    const p = g.person();
    const acct = g.bank();
    const mode = r.pick(['IMPS', 'NEFT', 'UPI']);
    return {
      event: r.pick(['payout.processed', 'payout.failed', 'payout.reversed', 'payout.processed']),
      payload: {
        payout: {
          id: `pout_${r.letters(14, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789')}`, amount: r.int(100, 5000000), currency: 'INR', mode,
          utr: mode === 'UPI' ? b.rrn() : b.utr(acct.ifsc.slice(0, 4)), narration: r.pick(['Cashback', 'Seller settlement', 'Refund', 'Salary advance']),
          fund_account: (mode === 'UPI'
            ? { account_type: 'vpa', vpa: { address: t.U(p), name: N(p.full) } }
            : { account_type: 'bank_account', bank_account: { name: N(g.nameForm(p, 'upper')), ifsc: acct.ifsc, bank_name: acct.bank, account_number: pii('bank_account', acct.account) } }) as Obj,
          created_at: r.int(1704047400, 1767205800),
        },
      },
    };
  });
  return buildJson({ id: 'payout-webhooks', about: 'Payout webhook bodies from a payment gateway', indent: 0, rows });
};

export const employeeDirectory: DocFn = ({ g, t, r }) => {
  const K = Headers.json(r);
  const k = { code: K.h('emp code', 'employee id'), name: K.h('name'), first: K.h('first'), last: K.h('last'), work: K.h('work email'), personal: K.h('personal email'),
    mobile: K.h('mobile'), dob: K.h('dob', 'date of birth'), ec: K.h('emergency contact'), relation: K.h('relation'), phone: K.h('phone'), office: K.h('office', 'work location'),
    manager: K.h('manager', 'reports to'), pan: K.h('pan'), joined: K.h('joined on', 'doj') };
  const company = r.pick(COMPANIES);
  const dom = domainOf(company, r);
  const rows: Obj[] = times(r.int(16, 26), (i) => {
    const p = g.person({ minYear: 1965, maxYear: 2003 });
    const ec = relative(g, p, r.chance(0.5));
    const single = p.full === p.given;
    return {
      [k.code]: `E${String(i + 311).padStart(5, '0')}`, [k.name]: { [k.first]: N(p.given), [k.last]: single ? '' : N(p.surname) },
      [k.work]: t.E(p, dom), [k.personal]: r.chance(0.6) ? t.E(p) : null, [k.mobile]: phoneLeaf(p, r, (m) => g.fmtMobile(m)), [k.dob]: t.D(p, 'yyyy-mm-dd'),
      [k.ec]: { [k.name]: N(ec.full), [k.relation]: r.pick(['Spouse', 'Father', 'Mother', 'Brother', 'Sister']), [k.phone]: t.P(ec) },
      [k.office]: r.pick(['Bengaluru - Embassy Tech Village', 'Pune - Hinjewadi Phase 2', 'Gurugram - Cyber City', 'Chennai - OMR', 'Remote']),
      [k.manager]: N(g.person().full), [k.pan]: t.PAN(p), [k.joined]: g.fmtDate(g.eventDate(2012, 2025), 'yyyy-mm-dd'),
    };
  });
  return buildJson({ id: 'employee-directory', about: 'HRMS employee directory export (office is a company site)', indent: 2, rows });
};

export const foodDelivery: DocFn = ({ g, b, t, r }) => {
  const rows: Obj[] = times(r.int(18, 28), () => {
    const p = g.person();
    const a = g.address(p.city, { urban: true });
    const rider = g.person({ female: r.chance(0.1), minYear: 1990, maxYear: 2005 });
    return {
      orderId: b.orderId10(), customerName: N(g.nameForm(p, r.pick(['full', 'given-initial', 'lower']))), phone: phoneLeaf(p, r, (m) => g.fmtMobile(m, '+91 5 5')),
      deliveryAddress: pii('address', a.full), instructions: r.chance(0.6) ? t.deliveryNote(p, a) : '',
      rider: { name: N(r.chance(0.6) ? rider.given : rider.full), phone: t.P(rider) },
      restaurant: { name: r.pick(['Meghana Foods', 'Paradise Biryani', 'Haldiram', 'Sagar Ratna', 'Behrouz Biryani', 'A2B Adyar Ananda Bhavan']), area: r.pick(['Koramangala', 'Secunderabad', 'Connaught Place', 'Adyar', 'FC Road']) },
      total: b.amount(120, 2400), placedAt: g.timestamp('iso'),
    };
  });
  return buildJson({ id: 'food-delivery-orders', about: 'Food delivery orders with rider details (restaurant area is a business location)', indent: 2, rows });
};

export const insuranceClaims: DocFn = ({ g, b, t, r }) => {
  const rows: Obj[] = times(r.int(12, 20), () => {
    const p = g.person({ minYear: 1955, maxYear: 1998 });
    const patientIsSelf = r.chance(0.5);
    const pat = patientIsSelf ? p : relative(g, p, r.chance(0.5));
    const acct = g.bank();
    return {
      claim_no: `CLM${r.digits(10)}`, policy_no: b.policyNo(),
      insured: { name: N(g.nameForm(p)), dob: t.D(p, 'dd-mm-yyyy'), mobile: t.P(p), email: t.E(p) },
      patient: { name: patientIsSelf ? 'Self' : N(pat.full), relation: patientIsSelf ? 'Self' : r.pick(['Spouse', 'Son', 'Daughter', 'Father', 'Mother']),
        dob: patientIsSelf ? null : t.D(pat, 'dd-mm-yyyy') },
      hospital: { name: r.pick(['Fortis Hospital', 'Manipal Hospital', 'KIMS', 'Ruby Hall Clinic', 'AIIMS (private ward)']), city: r.pick(['Mulund', 'Old Airport Road', 'Secunderabad', 'Pune Station']) },
      bank: { account_holder: N(g.nameForm(p, 'upper')), account_no: pii('bank_account', acct.account), ifsc: acct.ifsc },
      claimed: b.amount(8000, 600000, false), remarks: r.chance(0.6) ? t.medNote(pat) : cat(r.pick(['Documents pending: discharge summary', 'Approved', 'Query raised: indoor case papers'])),
    };
  });
  return buildJson({ id: 'insurance-claims', about: 'Health insurance reimbursement claims (hospital city is the hospital branch)', indent: 2, rows });
};

export const hindiSurvey: DocFn = ({ g, t, r }) => {
  const rows: Obj[] = times(r.int(14, 22), (i) => {
    const d = g.devPerson();
    const p = g.person({ groupId: 'hindi-belt' });
    const dev = g.devAddress();
    return {
      'क्रमांक': i + 1, 'नाम': r.chance(0.3) ? cat(d.female ? 'श्रीमती ' : 'श्री ', N(d.full)) : N(d.full), 'फ़ोन': r.chance(0.4) ? piiNum('phone', Number(p.mobile)) : t.P(p),
      'ज़िला': pii('address', dev.city), 'उत्तर': r.chance(0.5) ? t.hindiNote() : cat(r.pick(['योजना का लाभ मिला', 'राशन समय पर नहीं मिलता', 'सड़क की हालत ख़राब है', 'बिजली दिन में 6 घंटे आती है'])),
      'दिनांक': g.fmtDate(g.eventDate(2025, 2025), 'dd/mm/yyyy'), 'राज्य': r.pick(['उत्तर प्रदेश', 'बिहार', 'मध्य प्रदेश', 'राजस्थान']),
    };
  });
  return buildJson({ id: 'hindi-survey', about: 'Village survey responses with Devanagari keys', indent: 2, rows });
};

export const eventCheckin: DocFn = ({ g, r }) => {
  const rows: Obj[] = times(r.int(18, 30), (i) => {
    const p = g.person({ minYear: 1970, maxYear: 2006 });
    return {
      badge: `B${String(i + 1).padStart(4, '0')}`,
      attendee: { name: N(g.nameForm(p, r.pick(['full', 'upper', 'lower']))), phone: piiNum('phone', Number(r.chance(0.5) ? `91${p.mobile}` : p.mobile)), email: pii('email', g.email(p)) },
      checkedInAt: g.timestamp('iso'), gate: r.pick(['A', 'B', 'VIP']), ticketType: r.pick(['Early Bird', 'Regular', 'Student']),
    };
  });
  return buildJson({ id: 'event-checkin', about: 'Event check-in records, phone numbers stored as JSON numbers', indent: 0, rows });
};

export const loanCollections: DocFn = ({ g, b, t, r }) => {
  const agents = times(4, () => g.person());
  const rows: Obj[] = times(r.int(12, 20), () => {
    const p = g.person({ minYear: 1960, maxYear: 2000 });
    return {
      loan_id: `PL${r.digits(9)}`, borrower: { name: N(g.nameForm(p)), mobile: t.P(p), address: pii('address', g.address(p.city).full) },
      overdue_amount: b.amount(2000, 150000), dpd: r.int(1, 180), bucket: r.pick(['X', '30+', '60+', '90+']),
      visits: times(r.int(1, 3), () => ({ date: g.fmtDate(g.eventDate(2025, 2025), 'yyyy-mm-dd'), agent: N(r.pick(agents).full), note: t.collectionNote(p) })),
    };
  });
  return buildJson({ id: 'loan-collections', about: 'Personal loan collections with field visit notes', indent: 2, rows });
};

export const miscVague: DocFn = ({ g, b, t, r }) => {
  const rows: Obj[] = times(r.int(12, 20), () => {
    const p = g.person();
    const a = g.address(p.city);
    return {
      party: N(g.nameForm(p)), contact: r.chance(0.5) ? t.P(p) : t.E(p), info: pii('address', a.full), details: r.pick([t.customerMsg(p, b.orderId10()), t.crmNote(p), cat('ok')]),
      ref: r.pick([b.invoice12(), b.orderId10(), b.ticket()]), data: { x: t.D(p, g.dobStyle()), y: b.amount(1, 99999), z: r.pick(STATES) },
      field_a: r.pick([t.U(p), t.PAN(p), t.AA(), pii('card', g.fmtCard(g.card())), '']),
    };
  });
  return buildJson({ id: 'misc-vague-keys', about: 'Loosely structured JSON with vague keys (party, contact, info, data.x)', indent: 2, rows });
};

export const bankStatement: DocFn = ({ g, b, t, r }) => {
  const company = r.pick(COMPANIES);
  let balance = b.amount(20000, 300000, false);
  const rows: Obj[] = times(r.int(22, 34), () => {
    const p = g.person();
    const acct = g.bank();
    const rrn = b.rrn();
    const nameUp = p.full.toUpperCase();
    const kind = r.pick(['upi-dr', 'upi-hdfc', 'neft', 'imps', 'atm', 'pos', 'ach', 'salary', 'upi-dr']);
    let narration: Cell;
    let debit = 0;
    let credit = 0;
    switch (kind) {
      case 'upi-dr':
        narration = cat(`UPI/${r.pick(['DR', 'CR'])}/${rrn}/`, N(nameUp.slice(0, 20).trim()), `/${acct.ifsc.slice(0, 4)}/`, t.U(p), `/${r.pick(['Payment from Ph', 'UPI', 'rent', 'NA', 'dinner'])}`);
        debit = b.amount(50, 15000, false);
        break;
      case 'upi-hdfc':
        narration = cat('UPI-', N(nameUp), '-', pii('upi', g.upi(p).toUpperCase()), `-${acct.ifsc}-${rrn}-${r.pick(['PAYMENT', 'UPI', 'SENT USING PAYTM U'])}`);
        credit = b.amount(50, 15000, false);
        break;
      case 'neft':
        narration = cat(`NEFT CR-${acct.ifsc}-`, N(nameUp), `-${b.utr(acct.ifsc.slice(0, 4))}`);
        credit = b.amount(1000, 90000, false);
        break;
      case 'imps':
        narration = cat(`IMPS/P2A/${rrn}/`, N(p.given.toUpperCase()), `/${acct.bank.split(' ')[0]?.toUpperCase() ?? 'BANK'}/XXXXXXX${r.digits(4)}/`, r.pick(['rent', 'loan', 'NA']));
        debit = b.amount(500, 50000, false);
        break;
      case 'atm':
        narration = cat(`ATM WDL ${r.pick(['SBI', 'HDFC', 'ICICI'])} ATM ${r.pick(['ANDHERI', 'KORAMANGALA', 'SECTOR 18 NOIDA'])} ${r.digits(6)}`);
        debit = r.int(1, 20) * 500;
        break;
      case 'pos':
        narration = cat(`POS ${r.digits(4)}XXXXXX${r.digits(4)} ${r.pick(['DMART', 'RELIANCE SMART', 'BIGBASKET', 'IRCTC', 'SWIGGY'])}`);
        debit = b.amount(100, 8000, false);
        break;
      case 'ach':
        narration = cat(`ACH D- ${r.pick(['BAJAJ FINANCE LTD', 'HDFC LIFE INSURANCE', 'ICICI PRU MF'])}-${r.digits(10)}`);
        debit = b.amount(1000, 25000, false);
        break;
      default:
        narration = cat(`SALARY CREDIT ${company.toUpperCase()} ${r.pick(['MAR', 'APR', 'MAY'])}25`);
        credit = b.amount(40000, 200000, false);
    }
    balance = balance - debit + credit;
    return {
      txnDate: g.fmtDate(g.eventDate(2025, 2025), 'dd/mm/yyyy'), narration, chqRef: kind.startsWith('upi') ? rrn : `0000${r.digits(12)}`,
      withdrawal: debit || null, deposit: credit || null, closingBalance: Number(balance.toFixed(2)),
    };
  });
  return buildJson({ id: 'bank-statement-json', about: 'Savings account statement lines converted to JSON; counterparties appear inside narrations', indent: 2, rows });
};

export const paymentAttempts: DocFn = ({ g, r }) => {
  const K = Headers.json(r);
  const k = { id: K.h('attempt id', 'txn id'), amount: K.h('amount paise', 'amount'), instrument: K.h('instrument', 'payment method'), type: K.h('type'),
    number: K.h('card number', 'pan'), expiry: K.h('expiry', 'exp'), holder: K.h('name on card', 'card holder'), network: K.h('network', 'scheme'),
    error: K.h('error description', 'error'), merchant: K.h('merchant', 'mid'), at: K.h('created at', 'ts') };
  const rows: Obj[] = times(r.int(26, 36), () => {
    const p = g.person();
    const card = g.card();
    const shown = g.fmtCard(card);
    const ok = r.chance(0.5);
    const net = card.startsWith('4') ? 'VISA' : /^(5[1-5]|2[2-7])/.test(card) ? 'MASTERCARD' : /^3[47]/.test(card) ? 'AMEX' : /^(60|65|81|82|508)/.test(card) ? 'RUPAY' : 'OTHER';
    return {
      [k.id]: `pay_${r.letters(14, 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789')}`, [k.amount]: r.int(100, 9000000),
      [k.instrument]: { [k.type]: r.pick(['credit_card', 'debit_card']), [k.number]: pii('card', shown), [k.expiry]: `${String(r.int(1, 12)).padStart(2, '0')}/${r.int(26, 31)}`,
        [k.holder]: N(g.nameForm(p, 'upper')), [k.network]: net },
      [k.error]: ok ? null : r.pick([
        cat('Card ', pii('card', shown), ' declined by issuer (05)'),
        cat('3DS authentication failed for ', N(g.nameForm(p, 'upper'))),
        cat('Insufficient funds'), cat('Issuer bank down, retry after some time'),
        cat('Card ending ', card.slice(-4), ' is not enabled for online transactions'),
      ]),
      [k.merchant]: r.pick(COMPANIES), [k.at]: g.timestamp('iso'),
    };
  });
  return buildJson({ id: 'payment-attempts', about: 'Card payment attempt log of a careless integration that stored full card numbers', indent: 2, rows });
};
