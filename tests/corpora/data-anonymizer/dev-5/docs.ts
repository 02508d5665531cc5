// dev-5 document builders: address-heavy, with unlabelled business/public look-alikes around home addresses.
import { Doc, L, LA, Seg, S, NumL, t, s, pick, ri, chance, pickW, reseed, csvDoc, jsonDoc, pad, up, low } from './lib';
import * as P from './pools';

const pf = (items: [() => Seg[], number][]): Seg[] => pickW(items)();
const A = (x: string) => L('address', x);
const N = (p: P.Person) => L('name', p.name);
const ph = (p: P.Person) => L('phone', p.phone);
const when = () => `${pad(ri(1, 28))}/${pad(ri(1, 12))}/2025`;
const tm = () => pick(['10:30', '6 pm', '11 am', '19:45', '4:15 PM']);
const amt = () => pick([`₹${ri(2, 9)},${ri(100, 999)}`, `Rs. ${ri(150, 2999)}`, `INR ${ri(500, 9000)}.00`]);

// home address in free text with context words right before/after (only the address is labelled)
function ctxAddr(p: P.Person): Seg[] {
  const other = P.person();
  const f = p.a.full;
  return pf([
    [() => t`deliver to ${A(f)} before ${tm()}`, 3],
    [() => t`shifted from ${A(P.addr().full)} to ${A(f)} last month`, 2],
    [() => t`c/o ${N(other)}, ${A(f)}`, 2],
    [() => t`S/o ${N(other)}, ${A(P.village())}`, 2],
    [() => t`ghar ka pata ${A(p.a.short + ', ' + p.a.city)} hai, kal subah aana`, 2],
    [() => t`${A(f)} ${when()} ${tm()}`, 2],
    [() => t`${A(f)} ${amt()} COD`, 2],
    [() => t`${A(f)} Ph ${ph(p)}`, 2],
    [() => t`${A(f)} - ${pick(['DELIVERED', 'RTO', 'OUT FOR DELIVERY', 'PENDING'])}`, 2],
    [() => t`Ship to ${A(f)}. Customer wants a call first.`, 2],
    [() => t`पता: ${A(pick(P.HI_ADDR))}, शाम 5 बजे के बाद`, 1],
    [() => t`lives at ${A(p.a.short)} with parents; office is elsewhere`, 1],
    [() => t`Home: ${A(P.village())}. Call before coming.`, 2],
  ]);
}
// unlabelled business / public look-alike remark
function laRemark(): Seg[] {
  return pf([
    [() => t`Pickup from ${LA('pickup_hub', pick(P.HUBS))}`, 2],
    [() => t`Collect at ${LA('business_address:shop', pick(P.SHOP_ADDR))} after 11 am`, 2],
    [() => t`Invoice from ${LA('registered_office', pick(P.REGD))}`, 1],
    [() => t`Return to ${LA('business_address:warehouse', pick(P.WAREHOUSE))}`, 2],
    [() => t`Rider waiting ${LA('direction_landmark', pick(P.LANDMARK))}`, 2],
    [() => t`${LA('street_name_in_news', pick(P.STREET_NEWS))}, expect delay`, 2],
    [() => t`Cheque deposited at ${LA('business_address:bank_branch', pick(P.BRANCH_ADDR))}`, 1],
    [() => t`Camp at ${LA('venue', pick(P.VENUE))}, ${LA('city_name_not_address', pick(P.CITIES)[0])}`, 1],
    [() => t`Service PIN ${LA('service_area_pin', pick(P.SERVICE_PINS))} covered`, 1],
    [() => t`Referred by ${LA('business_address:hospital', pick(P.HOSPITAL))}`, 1],
    [() => t`Docs sent to ${LA('business_address:office', pick(P.OFFICE_ADDR))}`, 1],
  ]);
}
const remark = (p: P.Person): Seg[] => (chance(0.55) ? ctxAddr(p) : laRemark());

type Opt = { id: string; about: string; delimiter?: string; eol?: '\n' | '\r\n'; v?: number; rows?: number };
const NR = (o: Opt) => o.rows ?? 6;

// family 1: e-commerce orders
function orders(o: Opt): Doc {
  reseed(o.id);
  const H = [['Order ID', 'Customer', 'Mobile', 'Ship To', 'Pickup Hub', 'Zone', 'Status', 'Remarks'],
    ['order_no', 'cust_name', 'phone', 'delivery_address', 'origin_hub', 'zone_code', 'state', 'note'],
    ['AWB', 'Consignee', 'Contact', 'Consignee Address', 'Hub', 'Delivery Zone', 'Last Status', 'Rider Note']][o.v ?? 0];
  const rows = Array.from({ length: NR(o) }, () => {
    const p = P.person();
    return [`OD${ri(100000000, 999999999)}`, chance(0.2) ? up([N(p)]) : [N(p)], [ph(p)], [A(p.a.full)], [LA('pickup_hub', pick(P.HUBS))],
      [LA('delivery_zone_code', pick(P.ZONES))], pick(['Delivered', 'In transit', 'RTO initiated', 'Out for delivery']), remark(p)];
  });
  return csvDoc({ id: o.id, about: o.about, headers: H, rows, delimiter: o.delimiter, eol: o.eol });
}
// family 2: split home address columns with branch city/state look-alikes
function kyc(o: Opt): Doc {
  reseed(o.id);
  const H = [['Full Name', 'DOB', 'Address Line 1', 'Address Line 2', 'Locality', 'City', 'State', 'PIN', 'Branch City', 'Branch Address', 'Aadhaar No'],
    ['name', 'date_of_birth', 'addr1', 'addr2', 'area', 'town', 'state', 'pincode', 'region', 'servicing_branch', 'pan'],
    ['Applicant', 'Birth Date', 'House/Flat', 'Street/Lane', 'Locality', 'City', 'State', 'Pin Code', 'Sales Region', 'Dealer Address', 'Aadhaar']][o.v ?? 0];
  const rows = Array.from({ length: NR(o) }, () => {
    const p = P.person();
    const c = pick(P.CITIES);
    return [[N(p)], [L('date_of_birth', p.dob)], [A(p.a.line1)], [A(p.a.line2)], [A(p.a.loc)], [A(p.a.city)], [A(p.a.state)], [A(p.a.pin)],
      [LA(o.v === 1 ? 'state_name_not_address' : 'city_name_not_address', o.v === 1 ? c[1] : c[0])],
      [LA(o.v === 2 ? 'business_address:shop' : 'business_address:bank_branch', pick(o.v === 2 ? P.SHOP_ADDR : P.BRANCH_ADDR))],
      o.v === 1 ? [L('pan', P.pan())] : [L('aadhaar', P.aadhaar())]];
  });
  return csvDoc({ id: o.id, about: o.about, headers: H, rows, delimiter: o.delimiter, eol: o.eol });
}
// family 3: free-text delivery / service notes with routes
function notes(o: Opt): Doc {
  reseed(o.id);
  const H = [['Ticket', 'Customer', 'Phone', 'Email', 'Route', 'Visit Note'], ['Job ID', 'Client', 'Mobile No', 'E-mail', 'Trip', 'Technician Remarks'],
    ['Ref', 'Name', 'Contact No', 'Mail', 'Route', 'Instructions']][o.v ?? 0];
  const rows = Array.from({ length: NR(o) }, () => {
    const p = P.person();
    const note = chance(0.75) ? ctxAddr(p) : t`${laRemark()}; ${P.LANDMARK.length ? LA('direction_landmark', pick(P.LANDMARK)) : ''}`;
    return [`TK-${ri(1000, 9999)}`, chance(0.15) ? low([N(p)]) : [N(p)], [ph(p)], chance(0.7) ? [L('email', p.email)] : pick(['support@quickfix-example.in', 'orders@kiranakart.in']), [P.laRoute()], note];
  });
  return csvDoc({ id: o.id, about: o.about, headers: H, rows, delimiter: o.delimiter, eol: o.eol });
}
// family 4: rural beneficiary lists
function rural(o: Opt): Doc {
  reseed(o.id);
  const H = [['Beneficiary', 'Father/Husband', 'Address', 'Block', 'Aadhaar', 'Bank Account', 'Camp Venue'],
    ['लाभार्थी', 'पिता/पति', 'पता', 'ब्लॉक', 'आधार', 'खाता संख्या', 'शिविर स्थल'],
    ['Farmer Name', 'S/o / W/o', 'Residence', 'Tehsil Office', 'Aadhaar', 'A/c No', 'Distribution Point']][o.v ?? 0];
  const rows = Array.from({ length: NR(o) }, (_, i) => {
    const p = P.person(), f = P.person();
    const hi = o.v === 1 && i % 2 === 0;
    const nameSeg = hi ? L('name', pick(P.HI_NAMES)) : N(p);
    const fSeg = hi ? L('name', pick(P.HI_NAMES)) : N(f);
    const ad = hi ? A(pick(P.HI_ADDR)) : A(P.village());
    return [[nameSeg], t`${pick(['S/o ', 'W/o ', ''])}${fSeg}`, [ad], [LA('public_office', pick(['Block Office, Sadar', 'Tehsil Karyalaya, Bagaha', 'BDO Office, Karanjia', 'Krishi Vigyan Kendra, Alibag']))],
      [L('aadhaar', P.aadhaar())], [L('bank_account', P.acct())], t`${LA('venue', pick(['Panchayat Bhawan', 'Govt. Inter College ground', 'Primary Health Centre', 'Mandi Samiti yard']))} ${LA('direction_landmark', pick(P.LANDMARK))}`];
  });
  return csvDoc({ id: o.id, about: o.about, headers: H, rows, delimiter: o.delimiter, eol: o.eol });
}
// family 5: employees with permanent/current home address and office address look-alike
function staff(o: Opt): Doc {
  reseed(o.id);
  const H = [['Employee', 'DOB', 'Email', 'Permanent Address', 'Current Address', 'Work Location', 'Region', 'Remarks'],
    ['emp_name', 'dob', 'personal_email', 'perm_addr', 'curr_addr', 'office_addr', 'zone', 'hr_note'],
    ['Name', 'Date of Birth', 'Email ID', 'Native Place Address', 'Present Address', 'Posting Office', 'State (Posting)', 'Comments']][o.v ?? 0];
  const rows = Array.from({ length: NR(o) }, () => {
    const p = P.person();
    const cur = chance(0.3) ? ['Same as permanent'] : [A(P.addr().full)];
    return [[N(p)], [L('date_of_birth', p.dob)], [L('email', p.email)], chance(0.4) ? [A(P.village())] : [A(p.a.full)], cur,
      [LA('business_address:office', pick(P.OFFICE_ADDR))], [LA('state_name_not_address', pick(P.CITIES)[1])], remark(p)];
  });
  return csvDoc({ id: o.id, about: o.about, headers: H, rows, delimiter: o.delimiter, eol: o.eol });
}
// family 6: patients / students with institution addresses
function inst(o: Opt): Doc {
  reseed(o.id);
  const H = [['Patient', 'DOB', 'Phone', 'Home Address', 'Hospital', 'Follow-up'], ['Student', 'DOB', 'Parent Mobile', 'Residential Address', 'School', 'Transport Note'],
    ['Member', 'DOB', 'Mobile', 'Address', 'Clinic', 'Note']][o.v ?? 0];
  const place = o.v === 1 ? P.SCHOOL : P.HOSPITAL;
  const ty = o.v === 1 ? 'business_address:school' : 'business_address:hospital';
  const rows = Array.from({ length: NR(o) }, () => {
    const p = P.person();
    const fu = pf([[() => t`Van stop ${LA('direction_landmark', pick(P.LANDMARK))}, ${tm()}`, 2], [() => t`Next visit ${when()} at ${LA(ty, pick(place))}`, 2], [() => ctxAddr(p), 3]]);
    return [[N(p)], [L('date_of_birth', p.dob)], [ph(p)], [A(p.a.full)], [LA(ty, pick(place))], fu];
  });
  return csvDoc({ id: o.id, about: o.about, headers: H, rows, delimiter: o.delimiter, eol: o.eol });
}
// JSON family A: nested customer + split address + store look-alike
function jNested(o: Opt & { style?: any }): Doc {
  reseed(o.id);
  const rows = Array.from({ length: NR(o) }, () => {
    const p = P.person();
    return {
      ref: `R${ri(10000, 99999)}`,
      customer: { name: N(p), mobile: chance(0.2) ? new NumL(Number(p.phone.replace(/\D/g, '').slice(-10)), 'phone') : ph(p), email: L('email', p.email) },
      address: { line1: A(p.a.line1), line2: A(p.a.line2), locality: A(p.a.loc), city: A(p.a.city), state: A(p.a.state), pin: chance(0.3) ? new NumL(Number(p.a.pin), 'address') : A(p.a.pin) },
      store: { name: pick(['Reliance Smart', 'More Supermarket', 'Spencer\'s', 'Vishal Mega Mart']), address: s(LA('business_address:shop', pick(P.SHOP_ADDR))) },
      route: s(P.laRoute()),
      zone: s(LA('delivery_zone_code', pick(P.ZONES))),
      notes: s(remark(p)),
    };
  });
  return jsonDoc({ id: o.id, about: o.about, rows, style: o.style });
}
// JSON family B: chat messages (Hinglish/English/Hindi)
function jChat(o: Opt & { style?: any }): Doc {
  reseed(o.id);
  const rows = Array.from({ length: NR(o) }, () => {
    const p = P.person();
    const msg = pf([
      [() => t`Bhaiya parcel ${A(p.a.full)} pe bhej do, ${tm()} ke baad ghar pe rahunga`, 2],
      [() => t`Mera naya address ${A(p.a.short + ', ' + p.a.city + ' ' + p.a.pin)} hai, purana wala cancel karo`, 2],
      [() => t`Shop pe mat bhejna (${LA('business_address:shop', pick(P.SHOP_ADDR))}), ghar pe bhejo: ${A(p.a.full)}`, 2],
      [() => t`${LA('direction_landmark', pick(P.LANDMARK))} aake call karna ${ph(p)}`, 2],
      [() => t`Kal ${LA('venue', pick(P.VENUE))} mein event hai, delivery ${A(p.a.short)} pe parso karna`, 2],
      [() => t`कृपया सामान ${A(pick(P.HI_ADDR))} पर भेजें, धन्यवाद`, 1],
      [() => t`Return pickup ${LA('pickup_hub', pick(P.HUBS))} se hoga, order ${ri(1000, 9999)}`, 1],
    ]);
    return { from: N(p), phone: ph(p), at: `2025-${pad(ri(1, 12))}-${pad(ri(1, 28))}T${pad(ri(8, 21))}:${pad(ri(0, 59))}`, text: s(msg), agent_city: s(LA('city_name_not_address', pick(P.CITIES)[0])) };
  });
  return jsonDoc({ id: o.id, about: o.about, rows, style: o.style });
}
// JSON family C: KYC with ids
function jKyc(o: Opt & { style?: any }): Doc {
  reseed(o.id);
  const rows = Array.from({ length: NR(o) }, () => {
    const p = P.person();
    return {
      applicant: chance(0.2) ? s(L('name', `${p.sur}, ${p.given}`)) : N(p), dob: L('date_of_birth', p.dob), pan: L('pan', P.pan()), aadhaar: L('aadhaar', P.aadhaar()),
      residence: chance(0.3) ? A(P.village()) : A(p.a.full), correspondence: chance(0.5) ? 'same' : s(LA('business_address:office', pick(P.OFFICE_ADDR))),
      employer: { name: pick(['Infosys Ltd', 'Tata Steel', 'Bharat Forge', 'Zydus Lifesciences']), regd_office: s(LA('registered_office', pick(P.REGD))) },
      upi: chance(0.5) ? L('upi', P.upi(p)) : undefined, branch_city: s(LA('city_name_not_address', pick(P.CITIES)[0])), remark: s(remark(p)),
    };
  });
  return jsonDoc({ id: o.id, about: o.about, rows, style: o.style });
}

export const builders: (() => Doc)[] = [
  () => orders({ id: 'grocery-app-orders', about: 'Grocery app orders; pickup hubs and zone codes are unlabelled.' }),
  () => orders({ id: 'courier-manifest', about: 'Courier manifest, semicolon CSV.', delimiter: ';', v: 2 }),
  () => orders({ id: 'pharmacy-delivery-export', about: 'Pharmacy delivery export, snake_case headers, tab.', delimiter: '\t', v: 1 }),
  () => orders({ id: 'furniture-deliveries', about: 'Furniture deliveries, pipe, CRLF.', delimiter: '|', eol: '\r\n', v: 2 }),
  () => orders({ id: 'cod-reconciliation', about: 'COD reconciliation sheet.', v: 1 }),
  () => orders({ id: 'meal-kit-subscriptions', about: 'Meal kit subscriptions, CRLF.', eol: '\r\n' }),
  () => kyc({ id: 'gold-loan-kyc', about: 'Gold loan KYC, split home address; branch city and branch address unlabelled.' }),
  () => kyc({ id: 'two-wheeler-loan-leads', about: 'Two-wheeler loan leads, state in region column unlabelled.', delimiter: ';', v: 1 }),
  () => kyc({ id: 'appliance-emi-applications', about: 'Appliance EMI applications, dealer shop address unlabelled.', delimiter: '\t', v: 2 }),
  () => kyc({ id: 'insurance-proposals-split', about: 'Insurance proposals with split address, pipe.', delimiter: '|', v: 0 }),
  () => kyc({ id: 'postpaid-sim-applications', about: 'Postpaid SIM applications, CRLF.', eol: '\r\n', v: 1 }),
  () => kyc({ id: 'credit-card-leads', about: 'Credit card leads, split address.', v: 2 }),
  () => notes({ id: 'ac-service-jobs', about: 'AC service jobs, free-text visit notes.' }),
  () => notes({ id: 'gas-cylinder-refills', about: 'Gas cylinder refill instructions, semicolon.', delimiter: ';', v: 2 }),
  () => notes({ id: 'cab-pickup-requests', about: 'Cab pickups; routes like Pune → Nashik are unlabelled.', delimiter: '\t', v: 1 }),
  () => notes({ id: 'water-purifier-installs', about: 'Water purifier installs, pipe.', delimiter: '|' }),
  () => notes({ id: 'laundry-pickups', about: 'Laundry pickup notes, CRLF.', eol: '\r\n', v: 2 }),
  () => notes({ id: 'internet-outage-tickets', about: 'ISP outage tickets.', v: 1 }),
  () => rural({ id: 'seed-subsidy-list', about: 'Seed subsidy beneficiaries; village addresses labelled, block offices and camp venues not.' }),
  () => rural({ id: 'ration-card-survey-hindi', about: 'Ration card survey with Devanagari headers and some Devanagari names/addresses.', v: 1 }),
  () => rural({ id: 'crop-insurance-farmers', about: 'Crop insurance farmers, semicolon.', delimiter: ';', v: 2 }),
  () => rural({ id: 'pension-camp-list', about: 'Pension camp list, tab.', delimiter: '\t', v: 0 }),
  () => staff({ id: 'hr-joining-forms', about: 'HR joining forms; work location office addresses unlabelled.' }),
  () => staff({ id: 'security-guard-roster', about: 'Security agency roster, pipe.', delimiter: '|', v: 1 }),
  () => staff({ id: 'bank-staff-transfers', about: 'Staff transfer list, semicolon CRLF.', delimiter: ';', eol: '\r\n', v: 2 }),
  () => staff({ id: 'field-agent-register', about: 'Field agents register.', v: 1 }),
  () => inst({ id: 'clinic-patient-list', about: 'Clinic patients; hospitals are unlabelled.' }),
  () => inst({ id: 'school-bus-students', about: 'School bus students; schools and van stops are unlabelled.', v: 1, delimiter: ';' }),
  () => inst({ id: 'diagnostic-home-collection', about: 'Diagnostic lab home sample collection, tab.', v: 2, delimiter: '\t' }),
  () => jNested({ id: 'quick-commerce-orders', about: 'Quick-commerce orders, nested JSON with split address (some numeric PINs).' }),
  () => jNested({ id: 'furniture-store-deliveries-json', about: 'Furniture store deliveries, 4-space JSON.', style: 'pretty4' }),
  () => jNested({ id: 'returns-pickups-json', about: 'Return pickups, one object per line.', style: 'lines' }),
  () => jChat({ id: 'whatsapp-delivery-chats', about: 'Hinglish/Hindi WhatsApp messages about deliveries.' }),
  () => jChat({ id: 'support-chat-export', about: 'Support chat export, compact JSON.', style: 'compact' }),
  () => jKyc({ id: 'home-loan-applicants', about: 'Home loan applicants; employer registered offices unlabelled.' }),
  () => jKyc({ id: 'rental-tenant-verification', about: 'Tenant police verification, tab-indented JSON.', style: 'tab' }),
];
