// JSON documents (arrays of nested objects).
import { Doc, jsonDoc, reseed, t, s, join, pick, chance, ri, pickN, digits, pad, L, NumL, Piece, S } from './lib';
import {
  Person, person, devaTitle, hindiPerson, wordPerson, placePerson, kinOf, staff, N, NA, TN, title, hon, dr, nameStr, NS,
  phoneOf, phone, mob, emailOf, roleMail, upiOf, merchantVpa, dobOf, otherDate, fmtDate, ymd, aadhaar, aadhaarDigits, notAadhaar12,
  pan, panStr, gstinStr, card, acct, acctDigits, ifsc, ip, serverIp, appVersion, addr, A, AL, addrLine, vaddr, vaddrLine,
  devaAddr, devaVillage, BUSINESSES, HOSPITALS, COLLEGES, BRANDS, SOFTWARE, FESTIVALS, JOBS, HELPLINES, MONTHS, CITIES,
  amount, orderId, tm, stamp, some, WORK_DOMAINS, BANK_NAMES, HOUSES, Comm, LANDMARKS,
} from './pools';

const first = (p: Person) => N(p, 'first');
const anyOf = <X>(...fs: (() => X)[]): X => pick(fs)();
const numPhone = (p: Person) => { p.mob = p.mob ?? mob(); return new NumL(Number(p.mob), 'phone'); };

// ------------------------------------------------------------------ J1
export function crmNested(): Doc {
  const id = 'crm-contacts-nested';
  reseed(id);
  const rows = some(20, () => {
    const p = person();
    const a = addr();
    const k = kinOf(p);
    const notes = pickN<() => Piece>([
      () => t`Called on ${otherDate()}; ${first(p)} wants the ${pick(['Gold', 'Platinum'])} upgrade.`,
      () => t`Spouse ${N(kinOf(p, p.g === 'm' ? 'f' : 'm'))} is also a customer.`,
      () => `Prefers Hindi. Do not call during ${pick(FESTIVALS)}.`,
      () => t`Referred ${N(person())} in ${pick(MONTHS)}.`,
      () => t`Emergency contact ${first(k)}: ${phoneOf(k)}`,
      () => 'KYC complete.',
    ], ri(1, 3)).map((f) => s(f()));
    return {
      id: `CUST-${digits(6)}`,
      customer: {
        name: { first: s(N(p, 'first')), middle: p.middle ? s(L('name', p.middle)) : undefined, last: p.last ? s(N(p, 'last')) : null },
        display_name: s(chance(0.2) ? N(p, 'upper') : NA(p)),
        dob: s(dobOf(p)),
        gender: p.g === 'm' ? 'M' : 'F',
        contact: {
          mobile: chance(0.5) ? numPhone(p) : s(phoneOf(p)),
          alternate: chance(0.5) ? [s(phone())] : [],
          email: s(emailOf(p)),
        },
      },
      address: {
        line1: s(AL([a.house, a.building].filter(Boolean).join(', '))),
        line2: a.street ? s(AL(`${a.street}, ${a.locality}`)) : s(AL(a.locality)),
        city: s(AL(a.city)), state: a.state, pin: new NumL(Number(a.pin), 'address'),
      },
      tags: pickN(['gold', 'diwali-2024', 'nri', 'senior', 'app-user', 'lapsed'], ri(0, 3)),
      notes,
    };
  });
  return jsonDoc({ id, about: 'CRM contacts with nested name parts, numeric mobile and PIN fields, notes array.', rows, style: 'pretty2' });
}

// ------------------------------------------------------------------ J2
export function helpdeskTickets(): Doc {
  const id = 'helpdesk-tickets';
  reseed(id);
  const rows = some(15, () => {
    const c = person();
    const a = staff();
    const dom = pick(WORK_DOMAINS);
    const sis = kinOf(c, 'f');
    const f = kinOf(c, 'm');
    const mgr = staff();
    const msgs: any[] = [];
    msgs.push({ from: 'requester', at: stamp(2024, 2024), body: s(anyOf<Piece>(
      () => t`Hi,\n\nI am writing about order ${orderId()}. It was to be delivered to my sister ${N(sis)} at ${A(addr())} but the status shows 'returned to origin'.\n\nRegards,\n${first(c)}`,
      () => t`Sir/Madam,\nThis is the third time I am writing. Your agent ${first(staff())} disconnected my call. I want to speak to ${N(mgr)} who handled it last time.\n${N(c)}\n${phoneOf(c)}`,
      () => t`Hello team, please note my new number ${phone()}. Also my father ${N(f)} will collect the parcel from the ${pick(['Andheri', 'Saket', 'Indiranagar'])} store.\nThanks, ${N(c, 'fl')}`,
      () => t`Dear Support, my refund for the ${pick(BRANDS)} order is still pending. Bank a/c ${acct()}, IFSC ${ifsc()}, name ${N(c, 'upper')}.`,
    )) });
    msgs.push({ from: 'agent', at: stamp(2024, 2024), body: s(t`Dear ${first(c)},\n\nThank you for reaching out. I have escalated this to our logistics team; please allow 48 hours.\n\nWarm regards,\n${N(a, 'fl')}\nCustomer Care | ${roleMail(dom)}`) });
    if (chance(0.7)) msgs.push({ from: 'requester', at: stamp(2024, 2024), body: s(anyOf<Piece>(
      () => t`Hello ${first(a)}, still no update. Please call me on ${phoneOf(c)}.`,
      () => t`Thanks ${first(a)}. ${first(sis)} says the courier boy ${first(person(undefined, 'm'))} asked for extra money.`,
      () => 'ok noted',
      () => t`Please reply on my personal id ${emailOf(c)}, not the office one.`,
    )) });
    if (chance(0.6)) msgs.push({ from: 'agent', at: stamp(2024, 2024), body: s(t`Hi ${first(c)} - refund of ${amount()} issued. Ref ${notAadhaar12()}.\n--\n${N(mgr)} | Escalations`) });
    const times = msgs.map((m) => m.at).sort();
    msgs.forEach((m, i) => { m.at = times[i]; });
    return {
      ticket_id: `TKT-${digits(6)}`, subject: pick(['Order not delivered', 'Refund pending', 'Agent behaviour', 'Change of address', 'Duplicate charge']),
      status: pick(['open', 'pending', 'solved']),
      requester: { name: s(NA(c)), email: s(emailOf(c)) },
      assignee: { name: s(N(a, 'fl')), email: s(emailOf(a, dom)) },
      cc: [roleMail(dom)],
      messages: msgs,
    };
  });
  return jsonDoc({ id, about: 'Helpdesk e-mail threads with signatures; role mailboxes in cc are not labelled; agent work e-mails are.', rows, style: 'pretty4' });
}

// ------------------------------------------------------------------ J3
export function hrRecords(): Doc {
  const id = 'hr-employee-records';
  reseed(id);
  const rows = some(15, () => {
    const e = person();
    const m = staff();
    const k = kinOf(e);
    const ac = acctDigits();
    return {
      emp_id: `EMP${ri(10000, 99999)}`,
      personal: {
        full_name: s(N(e)), preferred_name: s(N(e, 'first')), dob: s(dobOf(e, 1965, 2002)), pan: s(pan(e)),
        aadhaar: chance(0.5) ? new NumL(Number(aadhaarDigits()), 'aadhaar') : s(aadhaar()),
        personal_email: s(emailOf(e)), mobile: s(phoneOf(e)),
      },
      employment: { designation: pick(['Executive', 'Senior Executive', 'Assistant Manager', 'Manager', 'Accountant', 'Software Engineer', 'Team Lead', 'Field Officer', 'Receptionist']), department: pick(['Finance', 'Ops', 'Sales', 'IT', 'Admin']), manager: s(N(m, pick(['full', 'fl'] as NS[]))), location: pick(['Pune office', 'Bengaluru HQ', 'Noida Sec 62 office']), doj: otherDate(2015, 2024, 2) },
      bank: { account: ac.length <= 15 && chance(0.5) ? new NumL(Number(ac), 'bank_account') : s(L('bank_account', ac)), ifsc: ifsc(), bank_name: pick(BANK_NAMES) },
      emergency_contact: { name: s(N(k)), relation: pick(['Father', 'Mother', 'Spouse', 'Brother', 'Sister']), phone: s(phoneOf(k)) },
      address: { current: s(A(addr())), permanent: s(chance(0.5) ? L('address', vaddrLine(vaddr())) : A(addr())) },
      remarks: pickN<() => Piece>([
        () => t`Probation confirmed by ${first(m)}.`, () => `${pick(FESTIVALS)} advance recovered.`,
        () => t`Transferred from ${pick(['Chennai', 'Kolkata', 'Jaipur'])} branch; reporting to ${N(staff())}.`,
        () => t`Background verification by ${pick(['AuthBridge', 'First Advantage'])} clear; reference ${N(staff())} contacted.`,
      ], ri(0, 2)).map((f) => s(f())),
    };
  });
  return jsonDoc({ id, about: 'HRMS employee records, nested personal/bank/emergency blocks; Aadhaar and account sometimes JSON numbers.', rows, style: 'pretty2' });
}

// ------------------------------------------------------------------ J4
export function patientVisits(): Doc {
  const id = 'patient-visits';
  reseed(id);
  const rows = some(15, () => {
    const p = person();
    const k = kinOf(p);
    const visits = some(ri(2, 4), () => {
      const d = staff();
      return {
        date: otherDate(2023, 2024, 2), doctor: s(dr(d)), dept: pick(['Medicine', 'Ortho', 'ENT', 'Gynae', 'Paeds', 'Cardio']),
        note: s(anyOf<Piece>(
          () => t`Pt c/o joint pain. ${first(p)} advised physiotherapy; attendant ${first(k)}.`,
          () => t`BP controlled. Continue Telma 40. Review with ${dr(staff(), 'last')} in 3 months.`,
          () => t`Pt accompanied by ${N(k)} (${phoneOf(k)}). Counselled about diet.`,
          () => t`Referred to ${pick(HOSPITALS)} for MRI.`,
          () => t`${first(p)} missed last follow-up due to ${pick(FESTIVALS)} travel.`,
          () => 'No fresh complaints.',
        )),
      };
    });
    return {
      mrn: `MRN${digits(7)}`,
      patient: { name: s(NA(p)), dob: s(dobOf(p)), phone: numPhone(p), address: s(A(addr())) },
      visits,
    };
  });
  return jsonDoc({ id, about: 'EMR export: patient with array of visits; compact single-line JSON.', rows, style: 'compact' });
}

// ------------------------------------------------------------------ J5
export function ecomOrders(): Doc {
  const id = 'ecommerce-orders';
  reseed(id);
  const products = ['Raymond shirt', 'Titan watch', 'Parle-G 800g', 'Happy Birthday banner', 'Rose gold earrings', 'Prestige pressure cooker', 'Joy body lotion', 'Sunny sunflower oil 1L', 'Kiran LED bulb', 'Anand ghee 500ml', 'Lakshmi brand atta'];
  const rows = some(20, () => {
    const b = person();
    const gift = chance(0.4);
    const r = gift ? person() : b;
    const a = addr();
    const method = pick(['UPI', 'CARD', 'COD']);
    return {
      order_id: `OD${digits(15)}`, placed_at: stamp(2024, 2024),
      buyer: { name: s(NA(b)), email: s(emailOf(b)), phone: s(phoneOf(b)) },
      shipping: {
        recipient: s(r === b ? N(b, 'fl') : NA(r)), phone: s(phoneOf(r)),
        address: { line1: s(AL([a.house, a.building].filter(Boolean).join(', '))), line2: s(AL([a.street, a.locality].filter(Boolean).join(', '))), landmark: a.landmark ? s(AL(a.landmark)) : null, city: s(AL(a.city)), pincode: s(AL(a.pin)) },
      },
      payment: method === 'UPI' ? { method, upi_id: s(upiOf(b)) } : method === 'CARD' ? { method, card_last4: digits(4), network: pick(['VISA', 'MASTERCARD', 'RUPAY']) } : { method },
      items: pickN(products, ri(1, 3)).map((x) => ({ sku: `SKU${digits(6)}`, title: x, qty: ri(1, 3) })),
      gift_message: gift ? s(anyOf<Piece>(() => t`Happy birthday ${first(r)}! Love, ${first(b)}`, () => t`For ${first(r)} - with love from ${N(b, 'fl')} and family`, () => `Happy ${pick(['Diwali', 'Holi', 'Onam', 'Eid'])}!`)) : null,
    };
  });
  return jsonDoc({ id, about: 'Marketplace orders, one object per line; product names contain word-names (not labelled).', rows, style: 'lines' });
}

// ------------------------------------------------------------------ J6
export function appEvents(): Doc {
  const id = 'app-events';
  reseed(id);
  const users = some(10, () => person());
  const rows = some(25, () => {
    const u = pick(users);
    const ev = pick(['app_open', 'search', 'add_to_cart', 'profile_update', 'logout']);
    return {
      event: ev, ts: stamp(2024, 2024),
      user: { id: `u_${digits(8)}`, email: s(emailOf(u)), name: s(N(u, 'fl')) },
      device: { ip: s(ip()), os: pick(['Android 14', 'Android 13', 'iOS 17.4']), model: pick(['Redmi Note 12', 'Galaxy M34', 'iPhone 13', 'Vivo Y56']), app_version: appVersion() },
      context: {
        server: serverIp(),
        search_query: ev === 'search' ? s(anyOf<Piece>(() => t`dr ${N(staff(), 'last')} appointment`, () => `${pick(BUSINESSES)} near me`, () => `${pick(BRANDS)} offers`, () => t`${N(person())} contact number`)) : undefined,
        changed: ev === 'profile_update' ? s(anyOf<Piece>(() => t`phone: ${phone()}`, () => t`address: ${A(addr())}`, () => t`dob: ${dobOf(u)}`)) : undefined,
      },
    };
  });
  return jsonDoc({ id, about: 'Analytics events, JSON lines inside an array; device ip labelled, server ip and versions not.', rows, style: 'lines' });
}

// ------------------------------------------------------------------ J7
export function whatsappJson(): Doc {
  const id = 'whatsapp-chats-json';
  reseed(id);
  const rows = some(8, () => {
    const kind = pick(['Society Committee', 'Office Gang', 'Kitty Party', 'Cousins', 'School Parents 5B']);
    const ppl = some(ri(4, 6), () => person(pick(['hindi', 'punjabi', 'marathi', 'gujarati', 'bengali', 'malayali', 'tamil', 'muslim', 'goan'] as Comm[])));
    const msgs = some(ri(6, 10), () => {
      const x = pick(ppl);
      const y = pick(ppl.filter((q) => q !== x));
      return {
        sender: chance(0.15) ? s(phoneOf(x, 1)) : s(N(x, pick(['first', 'fl'] as NS[]))),
        time: tm(),
        text: s(anyOf<Piece>(
          () => t`${first(y)} aaj meeting mein aa rahe ho?`,
          () => t`Sorry guys, late ho jayega. ${first(y)} start kar do`,
          () => 'Pooja ki chhutti hai kal, school band',
          () => t`${first(y)} ke papa ki tabiyat kharab hai, ${pick(HOSPITALS)} mein admit`,
          () => t`Kiska turn hai host karne ka? I think ${first(y)}`,
          () => t`Contribution ${amount()} bhej do ${upiOf(x)} pe`,
          () => 'Happy Holi everyone! 🎨',
          () => t`Welcome ${N(y, 'fl')} to the group 🙏`,
          () => t`${N(y, 'first')} please share ${y.g === 'm' ? 'your wife' : 'your'} number, ${first(pick(ppl))} ko chahiye`,
          () => 'Aaj toh Anand aa gaya 😄',
          () => 'Sagar kinare picnic plan karein?',
          () => t`Lift not working in ${pick(['A', 'B'])} wing, ${first(y)} ne complain kiya hai`,
          () => '👍', () => 'ok', () => '<Media omitted>',
        )),
      };
    });
    return { chat: kind, exported_by: s(N(ppl[0])), participants: ppl.map((x) => s(N(x, 'fl'))), messages: msgs };
  });
  return jsonDoc({ id, about: 'WhatsApp group chats as JSON; Hinglish; "Anand aa gaya", "Sagar kinare", "Pooja ki chhutti" use names-as-words (not labelled).', rows, style: 'pretty2' });
}

// ------------------------------------------------------------------ J8
export function kycApi(): Doc {
  const id = 'kyc-api-responses';
  reseed(id);
  const rows = some(15, () => {
    const p = person();
    const f = kinOf(p, 'm');
    const a = addr();
    const rel = p.g === 'm' ? 'S/O' : pick(['D/O', 'W/O']);
    const full = chance(0.35);
    return {
      request_id: `req_${digits(4)}${pick(['a', 'f', 'c', 'e'])}${digits(5)}`, status: 'SUCCESS', source: pick(['DigiLocker', 'Offline XML', 'CKYC']),
      data: {
        name: s(N(p, chance(0.5) ? 'upper' : 'full')), care_of: s(t`${rel} ${N(f, chance(0.5) ? 'upper' : 'full')}`),
        dob: s(dobOf(p, 1950, 2004, pick([0, 1, 2]))), gender: p.g.toUpperCase(),
        aadhaar_last4: digits(4), aadhaar_number: full ? s(aadhaar(1)) : undefined,
        pan: s(pan(p)),
        address: {
          house: s(AL(a.house)), street: a.street ? s(AL(a.street)) : '', landmark: a.landmark ? s(AL(a.landmark)) : '',
          vtc: s(AL(a.locality)), district: s(AL(a.city)), state: a.state, pincode: s(AL(a.pin)),
        },
        mobile_verified: true, email_hash: digits(8) + 'abcdef',
      },
    };
  });
  return jsonDoc({ id, about: 'e-KYC API responses, tab-indented; address split into parts, state not labelled, masked Aadhaar last-4 not labelled.', rows, style: 'tab' });
}

// ------------------------------------------------------------------ J9
export function upiJson(): Doc {
  const id = 'upi-payments-json';
  reseed(id);
  const rows = some(25, () => {
    const p = person();
    const q = person();
    const toMerchant = chance(0.5);
    return {
      txn: { id: notAadhaar12(), amount: ri(10, 25000), ts: stamp(2024, 2024), status: pick(['SUCCESS', 'FAILED', 'PENDING']) },
      payer: { name: s(N(p, pick(['full', 'upper', 'fl'] as NS[]))), vpa: s(upiOf(p)), device_ip: s(ip()) },
      payee: toMerchant ? { vpa: merchantVpa(), name: pick(BUSINESSES), type: 'merchant', mcc: pick(['5411', '5812', '5912', '4121']) } : { vpa: s(upiOf(q)), name: s(N(q, pick(['full', 'upper'] as NS[]))), type: 'person' },
      note: s(anyOf<Piece>(() => '', () => 'rent', () => t`${first(q)} bday`, () => `${pick(FESTIVALS)} gift`, () => 'Sharma Sweets order', () => t`for ${first(kinOf(p))}`)),
    };
  });
  return jsonDoc({ id, about: 'UPI switch log, compact JSON; merchant VPAs/names are not labelled.', rows, style: 'compact' });
}

// ------------------------------------------------------------------ J10
export function schoolJson(): Doc {
  const id = 'school-students-json';
  reseed(id);
  const rows = some(15, () => {
    const f = person(undefined, 'm');
    const m = kinOf(f, 'f');
    const st = chance(0.2) ? placePerson() : kinOf(f);
    return {
      admission_no: `ADM/${ri(2015, 2023)}/${digits(4)}`,
      student: { name: s(N(st)), dob: s(dobOf(st, 2008, 2018)), class: `${ri(1, 12)}-${pick(['A', 'B', 'C'])}`, house: pick(HOUSES) },
      guardians: [
        { name: s(N(f)), relation: 'Father', phone: s(phoneOf(f)), email: s(emailOf(f)), occupation: pick(JOBS) },
        { name: s(N(m)), relation: 'Mother', phone: chance(0.7) ? s(phoneOf(m)) : null, email: null, occupation: pick(['Homemaker', ...JOBS]) },
      ],
      teacher_remarks: pickN<() => Piece>([
        () => t`${first(st)} is a quick learner.`,
        () => t`${first(st)} needs to participate more in class discussions.`,
        () => t`Parents ${first(f)} and ${first(m)} attended PTM on ${otherDate()}.`,
        () => t`Won second prize in the ${pick(['Gandhi Jayanti', 'Independence Day', 'Diwali'])} essay competition.`,
        () => t`Class teacher: ${title(staff('f'))} ${N(staff('f'), 'last')}.`,
      ], ri(1, 3)).map((x) => s(x())),
    };
  });
  return jsonDoc({ id, about: 'School ERP student records; students named Vaishali, Rohini, Anand, Kaveri etc. are names; house names (Tagore, Kalam) are not.', rows, style: 'pretty2' });
}

// ------------------------------------------------------------------ J11
export function societyComplaintsJson(): Doc {
  const id = 'society-complaints-json';
  reseed(id);
  const rows = some(15, () => {
    const p = person();
    const x = person();
    const flat = `${pick(['A', 'B', 'C'])}-${ri(1, 14)}0${ri(1, 4)}`;
    const other = `${pick(['A', 'B', 'C'])}-${ri(1, 14)}0${ri(1, 4)}`;
    return {
      complaint_id: `SC-${digits(5)}`, flat: s(AL(flat)), raised_by: s(NA(p)), category: pick(['Parking', 'Noise', 'Water', 'Lift', 'Pets', 'Security']),
      description: s(anyOf<Piece>(
        () => t`${AL(other)} wale ${N(x, 'last')} ji roz meri parking mein gaadi lagate hain.`,
        () => t`Guard ${first(person(undefined, 'm'))} raat ko so jaata hai, kal chori hote hote bachi.`,
        () => t`Dog of ${AL(other)} (${N(x)}) bites; please take action.`,
        () => 'Paani ki tanki saaf nahi hui 6 mahine se.',
        () => t`Party noise from ${AL(other)} till 2 am on ${pick(FESTIVALS)}. ${first(x)} ko bola par nahi maane.`,
      )),
      comments: some(ri(1, 3), () => ({ by: chance(0.3) ? 'Admin' : s(N(staff(), pick(['first', 'fl'] as NS[]))), text: s(anyOf<Piece>(() => 'Noted.', () => t`Spoke to ${first(x)}, will resolve.`, () => t`Forwarded to secretary ${N(person())}.`, () => 'Closed.')) })),
    };
  });
  return jsonDoc({ id, about: 'Housing-society complaints app export; other flats referenced by number (address parts).', rows, style: 'pretty4' });
}

// ------------------------------------------------------------------ J12
export function hindiSurveyJson(): Doc {
  const id = 'field-survey-hindi-json';
  reseed(id);
  const rel = { m: [['पति', 25, 70], ['बेटा', 1, 30], ['पिता', 50, 85], ['भाई', 10, 50]], f: [['पत्नी', 20, 65], ['बेटी', 1, 30], ['माँ', 45, 85], ['बहू', 19, 35]] } as Record<string, [string, number, number][]>;
  const rows = some(15, () => {
    const h = hindiPerson();
    const fam = some(ri(2, 4), () => kinOf(h));
    return {
      'सर्वे_क्रमांक': `HH-${digits(5)}`,
      'मुखिया': { 'नाम': s(chance(0.3) ? [devaTitle(h) + ' ', N(h, 'deva')] : N(h, 'deva')), 'जन्म_तिथि': s(dobOf(h, 1950, 1995, 11)), 'मोबाइल': numPhone(h) },
      'परिवार': fam.map((m) => { const [r, a0, a1] = pick(rel[m.g].filter(([x]) => !(x === 'पति' && h.g === 'm') && !(x === 'पत्नी' && h.g === 'f'))); return { 'नाम': s(N(m, chance(0.5) ? 'deva' : 'devaFirst')), 'संबंध': r, 'आयु': ri(a0, a1) }; }),
      'पता': s(L('address', chance(0.5) ? devaAddr() : devaVillage())),
      'टिप्पणी': s(anyOf<Piece>(
        () => t`${N(h, 'devaFirst')} जी ने बताया कि ${N(fam[0], 'devaFirst')} शहर में काम करता है।`,
        () => 'आशा कार्यकर्ता द्वारा टीकाकरण पूरा।',
        () => 'दीपक जलाने के लिए बिजली नहीं है, सौर लैंप चाहिए।',
        () => t`सर्वेक्षक: ${N(hindiPerson(), 'deva')}`,
        () => 'कोई नहीं',
      )),
    };
  });
  return jsonDoc({ id, about: 'Household survey with Devanagari keys and values; pointers use Devanagari keys.', rows, style: 'pretty2' });
}

// ------------------------------------------------------------------ J13
export function gstInvoices(): Doc {
  const id = 'gst-invoices-json';
  reseed(id);
  const rows = some(12, () => {
    const prop = person();
    const sellerPan = chance(0.6) ? panStr(prop) : panStr(undefined, pick(['F', 'C']), 'M');
    const b = person();
    const b2b = chance(0.35);
    const bPan = panStr(b);
    return {
      invoice_no: (() => { const y = ri(23, 24); return `INV/${y}-${y + 1}/${digits(4)}`; })(), date: otherDate(2024, 2024, 0),
      seller: { trade_name: pick(BUSINESSES), gstin: s(L('gstin', gstinStr(sellerPan))), address: `Shop ${ri(1, 80)}, ${pick(['Sadar Bazaar', 'MG Road', 'Main Market', 'Station Road'])}, ${pick(CITIES).c}` },
      buyer: {
        name: s(NA(b)), gstin: b2b ? s(L('gstin', gstinStr(bPan))) : null, phone: s(phoneOf(b)),
        billing_address: s(A(addr())),
      },
      items: some(ri(1, 3), () => ({ hsn: pick(['1905', '0402', '6109', '8516', '3004']), desc: pick(['Sweets box', 'Parle-G carton', 'Cotton kurta', 'Mixer grinder', 'Medicines']), amount: ri(100, 9000) })),
      e_way_bill: notAadhaar12(),
    };
  });
  return jsonDoc({ id, about: 'GST invoices; seller trade names and shop addresses not labelled; 12-digit e-way bill numbers fail Verhoeff (not Aadhaar).', rows, style: 'pretty2' });
}

// ------------------------------------------------------------------ J14
export function staffRota(): Doc {
  const id = 'staff-rota-json';
  reseed(id);
  const pool = some(18, () => person(pick(['malayali', 'kchristian', 'tamil', 'manipuri', 'mizo', 'hindi', 'goan', 'bengali'] as Comm[]), pick(['f', 'f', 'm'])));
  const rows = some(10, () => {
    const [a, b, c] = pickN(pool, 3);
    return {
      date: otherDate(2024, 2024, 2), ward: pick(['ICU', 'NICU', 'Ward 3', 'Casualty']),
      shifts: ['Morning', 'Evening', 'Night'].map((sh) => ({ shift: sh, staff: pickN(pool, ri(2, 4)).map((x) => s(N(x, pick(['fl', 'first', 'full'] as NS[])))), lead: s(N(pick(pool))) })),
      notes: s(anyOf<Piece>(
        () => t`${first(a)} swapped night duty with ${first(b)}; ${N(c)} on sick leave.`,
        () => t`Sr. ${first(a)} to orient new joinee ${N(b, 'fl')}.`,
        () => t`${N(a, 'upperFirst')} - OT approved by nursing supdt.`,
        () => 'No changes.',
      )),
    };
  });
  return jsonDoc({ id, about: 'Nursing duty rota; arrays of staff names per shift.', rows, style: 'lines' });
}

// ------------------------------------------------------------------ J15
export function chatbotLogs(): Doc {
  const id = 'chatbot-logs-json';
  reseed(id);
  const rows = some(12, () => {
    const u = person();
    const turns: any[] = [];
    const add = (role: string, p: Piece) => turns.push({ role, text: s(p) });
    add('user', anyOf<Piece>(() => t`hi my name is ${N(u, chance(0.3) ? 'lower' : 'fl')}`, () => 'hello', () => t`I am ${N(u)}, customer since 2015`));
    add('bot', anyOf<Piece>(() => 'Hello! How can I help you today?', () => t`Hi ${first(u)}! How can I help?`));
    for (const f of pickN<() => void>([
      () => { add('user', t`I want to update my date of birth from ${L('date_of_birth', fmtDate([1990 + ri(0, 9), ri(1, 12), ri(1, 28)], 0))} to ${dobOf(u)}`); add('bot', 'Please upload a valid ID proof.'); },
      () => { add('user', t`my account number is ${acct()}`); add('bot', 'Thanks. Please do not share your PIN or OTP with anyone.'); },
      () => { add('user', t`send otp to ${phoneOf(u)}`); add('bot', 'OTP sent.'); },
      () => { add('user', t`my wife ${N(kinOf(u, 'f'))} also needs a login`); add('bot', 'She can register from the app.'); },
      () => { add('user', t`talk to ${N(staff())}, he is my RM`); add('bot', `Connecting you to an agent. Or call ${pick(HELPLINES)}.`); },
      () => { add('user', t`change address to ${A(addr())}`); add('bot', 'Address change request raised.'); },
      () => { add('user', t`email is ${emailOf(u)}`); add('bot', 'Email updated.'); },
      () => { add('user', t`my debit card ${card()} is blocked, pls help`); add('bot', 'I have raised a request to unblock your card.'); },
    ], ri(2, 4))) f();
    return { session: `s-${digits(6)}-${digits(4)}`, channel: pick(['web', 'android', 'ios']), user_ip: s(ip()), turns };
  });
  return jsonDoc({ id, about: 'Banking chatbot sessions; user ip labelled; old and new dates of birth both labelled.', rows, style: 'pretty2' });
}
