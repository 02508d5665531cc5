// dev-7 documents: 30 hand-configured exports (CSV tables and JSON records) focused on
// address precision and boundaries in STRUCTURED columns, plus short cells mixing an address with
// a delivery window / instruction. Every personal value is placed with L() and so labelled where
// it is written; look-alikes are placed with LA() (unlabelled, counted).
import { L, LA, Piece, Seg, S, s, csvDoc, jsonDoc, reseed, pick, ri, chance, digits, Doc, up } from './lib';
import * as P from './pools';

interface Person { name: string; father: string; phone: string; email: string; dob: string; aadhaar: string; home: P.Home; home2: P.Home }
function person(): Person {
  const name = P.personName();
  return {
    name, father: pick(P.FATHER_FIRST) + ' ' + name.split(' ')[1], phone: P.phone(), email: P.email(name),
    dob: P.dob(), aadhaar: P.aadhaar(), home: P.anyHome(), home2: P.anyHome(),
  };
}
type Role = (p: Person, r: number) => Piece;
const A = (t: string): Seg => L('address', t);
// every home address rendered (one Home object = one household address, however many columns it is split over)
export const HOMES_USED = new Set<P.Home>();
const AH = (h: P.Home, t: string): Seg => { HOMES_USED.add(h); return A(t); };

// how a home address can be followed in the same cell by something that is not part of it
function withTail(p: Person, h = p.home): Piece {
  const tail = pick<() => Piece>([
    () => [' (', P.window(), ')'],
    () => [' - ', P.instr()],
    () => [', ', P.instr()],
    () => ['\n', P.window(), ' / ', P.instr()],
    () => [' | ', P.window()],
    () => ['. ', P.instr()],
    () => [' [', P.awb(), ']'],
    () => [' ; ', P.amount(), ' COD'],
  ])();
  return [AH(h, h.full), tail];
}
function relPrefix(p: Person, h = p.home): Piece {
  const rel = pick(['S/o', 'W/o', 'D/o', 'C/o', 'S/O', 'C/O']);
  return [rel + ' ', L('name', p.father), pick([', ', ' ', ',\n']), AH(h, h.full)];
}

const R: Record<string, Role> = {
  name: (p) => L('name', p.name),
  father: (p) => L('name', p.father),
  NAME: (p) => L('name', p.name.toUpperCase()),
  phone: (p) => L('phone', p.phone),
  email: (p) => L('email', p.email),
  dob: (p) => L('date_of_birth', p.dob),
  aadhaar: (p) => L('aadhaar', p.aadhaar),
  addr: (p) => AH(p.home, p.home.full),
  addrU: (p) => up(AH(p.home, p.home.full)),
  addrRel: (p) => relPrefix(p),
  prev: () => { const h = P.anyHome(); return chance(0.3) ? P.notProv() : AH(h, h.full); },
  addrRel2: (p) => relPrefix(p, p.home2),
  addrTail: (p) => withTail(p),
  addrMaybeTail: (p) => (chance(0.5) ? withTail(p) : AH(p.home, p.home.full)),
  corr: (p) => (chance(0.35) ? P.notProv() : AH(p.home2, p.home2.full)),
  l1: (p) => AH(p.home, p.home.line1),
  l2: (p) => (p.home.line2 ? AH(p.home, p.home.line2) : pick<Piece>(['', P.notProv()])),
  lm: (p) => (p.home.landmark ? AH(p.home, p.home.landmark) : pick<Piece>(['', P.notProv(), '-'])),
  locality: (p) => AH(p.home, p.home.locality),
  city: (p) => LA('home_split_city_column', p.home.city),
  district: (p) => LA('home_split_district_column', p.home.district),
  state: (p) => LA('home_split_state_column', p.home.state),
  pin: (p) => AH(p.home, p.home.pin),
  country: () => 'India',
  window: () => P.window(),
  instr: () => P.instr(),
  winInstr: () => [P.window(), pick([', ', '; ', ' - ']), P.instr()],
  biz: () => P.bizAddr(),
  hub: () => P.hub(),
  store: () => P.storeCode(),
  order: () => P.orderId(),
  awb: () => P.awb(),
  amount: () => P.amount(),
  product: () => P.product(),
  company: () => P.company(),
  pos: () => P.placeOfSupply(),
  bizcity: () => P.bizCity(),
  date: () => P.odate(),
  status: () => pick(P.STATUS),
  qty: () => String(ri(1, 6)),
  sku: () => LA('store_code', 'SKU-' + digits(5)),
  addrOrNA: (p) => (chance(0.15) ? LA('placeholder', pick(['Not provided', 'N/A', 'address not given'])) : AH(p.home, p.home.full)),
  // invoice-style block: name, address and phone in one cell
  shipBlock: (p) => [L('name', p.name), '\n', AH(p.home, p.home.full), pick(['\nPh: ', '\nMob. ', ' | Contact: ']), L('phone', p.phone)],
  // one cell holding the home address and a business address
  homeOffice: (p) => pick<() => Piece>([
    () => ['Home: ', AH(p.home, p.home.full), '; Office: ', P.bizAddr()],
    () => ['Resi - ', AH(p.home, p.home.full), ' / Work - ', P.company(), ', ', P.bizAddr()],
    () => ['Pickup: ', P.bizAddr(), ' -> Drop: ', AH(p.home, p.home.full)],
  ])(),
  bizOrHome: (p) => (chance(0.5) ? P.bizAddr() : AH(p.home2, p.home2.full)), // "Pickup / alt address" columns
};

interface Cfg { id: string; about: string; cols: [string, string][]; rows: number; home?: () => P.Home; delimiter?: string; eol?: '\n' | '\r\n'; quoteAll?: boolean }
const CSV: Cfg[] = [
  { id: 'courier-manifest-split', about: 'courier manifest with split address columns (line 1 / line 2 / landmark / city / district / state / PIN)', rows: 10,
    cols: [['AWB No', 'awb'], ['Consignee', 'name'], ['Mobile', 'phone'], ['Address Line 1', 'l1'], ['Address Line 2', 'l2'], ['Landmark', 'lm'], ['City', 'city'], ['District', 'district'], ['State', 'state'], ['PIN', 'pin'], ['Origin Hub', 'hub'], ['Slot', 'window']] },
  { id: 'kyc-bank-form', about: 'bank KYC export: Residential Address vs Corr. Address ("Same as above") vs branch address', rows: 10, delimiter: ';',
    cols: [['Cust ID', 'order'], ['Applicant Name', 'NAME'], ['DOB', 'dob'], ['Aadhaar No', 'aadhaar'], ['Residential Address', 'addrRel'], ['Corr. Address', 'corr'], ['Home Branch', 'biz'], ['Branch City', 'bizcity']] },
  { id: 'gst-invoice-register', about: 'GST invoice register: Ship To home address, seller shop address, place of supply', rows: 10,
    cols: [['Invoice No', 'order'], ['Invoice Date', 'date'], ['Bill To', 'name'], ['Shipping To', 'shipBlock'], ['Place of Supply', 'pos'], ['Seller', 'company'], ['Seller Address', 'biz'], ['Item', 'product'], ['Taxable Value', 'amount']] },
  { id: 'hindi-ration-list', about: 'Devanagari headers: नाम / पता / पिन कोड; address cell plus split PIN column', rows: 9, delimiter: '\t', home: () => (chance(0.6) ? P.hindiHome() : P.anyHome()),
    cols: [['क्रम', 'qty'], ['नाम', 'name'], ['मोबाइल', 'phone'], ['पता', 'addr'], ['पिन कोड', 'pin'], ['जिला', 'district'], ['दुकान', 'biz']] },
  { id: 'ghar-ka-pata-survey', about: 'Hinglish survey: Ghar ka pata, Permanent Addr., landmark column', rows: 10, eol: '\r\n', home: () => (chance(0.6) ? P.hinglishHome() : P.anyHome()),
    cols: [['Naam', 'name'], ['Ghar ka pata', 'addr'], ['Landmark', 'lm'], ['Permanent Addr.', 'corr'], ['Survey Date', 'date'], ['Surveyor City', 'bizcity']] },
  { id: 'd2c-orders-deliver-at', about: 'D2C orders: Deliver At cell with window / instruction tail in the same cell', rows: 10, delimiter: '|',
    cols: [['order_id', 'order'], ['cust_name', 'name'], ['cust_phone', 'phone'], ['Deliver At', 'addrTail'], ['product', 'product'], ['amt', 'amount'], ['warehouse', 'biz'], ['store_code', 'store']] },
  { id: 'cust-location-crm', about: 'CRM dump: Cust Location single cell, separate city and state columns of the customer, sales office city', rows: 12,
    cols: [['Lead ID', 'order'], ['Customer', 'name'], ['Email', 'email'], ['Cust Location', 'addr'], ['Contact Addresses', 'homeOffice'], ['Cust City', 'city'], ['Cust State', 'state'], ['Sales Office', 'bizcity'], ['Dealer', 'company']] },
  { id: 'hospital-admission-addr', about: 'admission register: Addr / Addr 2 / PIN split, Place of supply look-alike not present; attendant S/o C/o forms', rows: 10, delimiter: ';', eol: '\r\n',
    cols: [['IPD No', 'order'], ['Patient', 'name'], ['D.O.B', 'dob'], ['Addr', 'l1'], ['Addr 2', 'l2'], ['Area', 'locality'], ['Town', 'city'], ['Pin Code', 'pin'], ['Attendant Addr', 'addrRel2'], ['Referred By (address)', 'biz']] },
  { id: 'returns-pickup-sheet', about: 'reverse-pickup sheet: Pickup Address (home) vs Return To (warehouse) vs Alt Address (home or shop)', rows: 10,
    cols: [['RMA', 'order'], ['Customer Name', 'name'], ['Pickup Address', 'addrMaybeTail'], ['Return To', 'biz'], ['Alt Address', 'bizOrHome'], ['Pickup Window', 'window'], ['Reason', 'product']] },
  { id: 'school-admissions', about: 'school admission export: Residential Address split, guardian S/o / D/o prefixed address, school address', rows: 9, delimiter: '\t',
    cols: [['Adm No', 'order'], ['Student Name', 'name'], ['Date of Birth', 'dob'], ['Parent Mobile', 'phone'], ['Residential Address', 'addrRel'], ['Locality', 'locality'], ['PIN Code', 'pin'], ['Home Landmark', 'lm'], ['School Branch', 'biz']] },
  { id: 'electricity-new-connection', about: 'utility new connection: Premises Address (home) with PIN space forms, subdivision office', rows: 10, quoteAll: true,
    cols: [['Application', 'order'], ['Consumer', 'NAME'], ['Mobile No.', 'phone'], ['Premises Address', 'addrU'], ['Old Address', 'corr'], ['Sub-Division', 'bizcity'], ['Applied On', 'date'], ['Fee', 'amount']] },
  { id: 'village-pension-list', about: 'pension beneficiary list: Vill./PO/Tehsil/Dist in separate columns and in a single cell', rows: 10, delimiter: ';', home: P.villageHome,
    cols: [['Sr', 'qty'], ['Beneficiary', 'name'], ['Aadhaar', 'aadhaar'], ['Village/PO', 'l1'], ['Tehsil/Block', 'l2'], ['District', 'district'], ['State', 'state'], ['PIN', 'pin'], ['Full Address', 'addr'], ['Paying Branch', 'biz']] },
  { id: 'furniture-delivery-slots', about: 'furniture delivery board: Delivery Address + separate Instructions + slot; store address', rows: 10,
    cols: [['Order #', 'order'], ['Cust', 'name'], ['Delivery Address', 'addrOrNA'], ['Instructions', 'winInstr'], ['Item', 'product'], ['Store', 'biz'], ['Store Code', 'store']] },
  { id: 'tenant-verification', about: 'police tenant verification: Permanent Address vs Present Address vs Landlord property (home too)', rows: 9, delimiter: '|', eol: '\r\n',
    cols: [['Tenant', 'name'], ['Father Name', 'father'], ['Permanent Address', 'addr'], ['Present Address', 'corr'], ['Previous Address', 'prev'], ['Police Station', 'bizcity'], ['Verified On', 'date']] },
  { id: 'grocery-app-addresses', about: 'grocery app address book: Address Line 1/2, Landmark, City, PIN, plus tag', rows: 10,
    cols: [['user', 'name'], ['address_line_1', 'l1'], ['address_line_2', 'l2'], ['landmark', 'lm'], ['city', 'city'], ['pincode', 'pin'], ['billing_address', 'corr'], ['dark_store', 'store'], ['slot', 'window']] },
  { id: 'insurance-claims', about: 'insurance claims: Insured Address with State and Country, garage (business) address, amounts', rows: 10, delimiter: '\t', eol: '\r\n',
    cols: [['Claim No', 'order'], ['Insured', 'name'], ['DOB', 'dob'], ['Insured Address', 'addr'], ['Corr. Addr', 'corr'], ['Garage', 'company'], ['Garage Address', 'biz'], ['Claim Amt', 'amount'], ['Loss Date', 'date']] },
  { id: 'marketplace-seller-returns', about: 'marketplace: Buyer address with tails vs seller registered office, place of supply', rows: 12,
    cols: [['Sub Order', 'order'], ['Buyer', 'name'], ['Buyer Address', 'addrTail'], ['Seller Regd Office', 'biz'], ['Place Of Supply', 'pos'], ['SKU', 'sku'], ['Qty', 'qty'], ['Status', 'status']] },
  { id: 'loan-field-visit', about: 'field-visit log: Residence address, office address (business), visit remarks short', rows: 10, delimiter: ';',
    cols: [['Loan A/c', 'order'], ['Borrower', 'NAME'], ['Mobile', 'phone'], ['Residence Address', 'addrMaybeTail'], ['Permanent Addr', 'corr'], ['Office Address', 'biz'], ['Visit Date', 'date'], ['Agent Hub', 'hub']] },
  { id: 'wedding-card-dispatch', about: 'wedding card dispatch list: C/o addresses, Hinglish and Devanagari cells, courier', rows: 10,
    cols: [['Guest', 'name'], ['Pata', 'addrRel'], ['PIN', 'pin'], ['Courier', 'hub'], ['Dispatched', 'date'], ['Notes', 'instr']] },
  { id: 'telecom-sim-activation', about: 'SIM activation: Local Address / Permanent Address / POA, retailer address', rows: 10, delimiter: '|',
    cols: [['CAF No', 'order'], ['Subscriber', 'name'], ['DOB', 'dob'], ['Local Address', 'addr'], ['Permanent Address', 'corr'], ['Retailer', 'company'], ['Retailer Address', 'biz']] },
];

interface JCfg { id: string; about: string; rows: number; style: 'pretty2' | 'pretty4' | 'tab' | 'compact' | 'lines'; make: (p: Person, r: number) => any }
const sp = (x: Piece) => s(x);
const JSN: JCfg[] = [
  { id: 'json-shopify-like-orders', about: 'JSON orders: shipping_address object (address1/address2/city/province/zip/country) vs billing "same" vs fulfillment location', rows: 10, style: 'pretty2',
    make: (p) => ({
      order: s(P.orderId()), created_at: s(P.odate()),
      customer: { name: sp(R.name(p, 0)), phone: sp(R.phone(p, 0)) },
      shipping_address: { address1: sp(R.l1(p, 0)), address2: sp(R.l2(p, 0)), landmark: sp(R.lm(p, 0)), city: sp(R.city(p, 0)), province: sp(R.state(p, 0)), zip: sp(R.pin(p, 0)), country: 'IN' },
      billing_address: chance(0.5) ? s(P.notProv()) : { address1: sp(AH(p.home2, p.home2.full)) },
      fulfillment_location: { name: s(P.company()), address: s(P.bizAddr()) },
      line_items: [{ title: s(P.product()), price: s(P.amount()) }],
    }) },
  { id: 'json-kyc-records', about: 'JSON KYC: permanentAddress / correspondenceAddress strings with S/o C/o prefixes, branch object', rows: 10, style: 'pretty4',
    make: (p) => ({ applicant: sp(R.name(p, 0)), dob: sp(R.dob(p, 0)), aadhaar: sp(R.aadhaar(p, 0)), permanentAddress: sp(relPrefix(p)), correspondenceAddress: sp(R.corr(p, 0)), branch: { ifscCity: s(P.bizCity()), address: s(P.bizAddr()) } }) },
  { id: 'json-rider-tasks', about: 'JSON rider tasks: drop.address with instruction fields next to it, pickup hub', rows: 10, style: 'lines',
    make: (p) => ({ task: s(P.awb()), pickup: s(P.hub()), drop: { contact: sp(R.name(p, 0)), mobile: sp(R.phone(p, 0)), address: sp(withTail(p)), note: s(P.instr()), window: s(P.window()) }, cod: s(P.amount()) }) },
  { id: 'json-hindi-beneficiaries', about: 'JSON with Devanagari keys: पता, पिन, जिला, गाँव', rows: 10, style: 'tab',
    make: (p) => ({ 'नाम': sp(R.name(p, 0)), 'मोबाइल': sp(R.phone(p, 0)), 'पता': sp(AH(p.home, p.home.full)), 'गाँव/मोहल्ला': sp(AH(p.home, p.home.line1)), 'जिला': s(R.district(p, 0)), 'पिन': sp(AH(p.home, p.home.pin)), 'बैंक शाखा': s(P.bizAddr()) }) },
  { id: 'json-address-book-array', about: 'JSON address book: addresses[] with type home/work; work = business, home = labelled', rows: 10, style: 'pretty2',
    make: (p) => ({ user: sp(R.name(p, 0)), email: sp(R.email(p, 0)), addresses: [
      { type: 'home', label: 'Ghar', line: sp(AH(p.home, p.home.full)), instructions: s(P.instr()) },
      { type: 'work', label: 'Office', line: s(P.bizAddr()), company: s(P.company()) },
      ...(chance(0.8) ? [{ type: 'other', label: 'Mummy ka ghar', line: sp(AH(p.home2, p.home2.full)), instructions: s(P.window()) }] : []),
    ] }) },
  { id: 'json-compact-ticket-export', about: 'compact JSON helpdesk export: customer_address, service_center address, ticket ids', rows: 12, style: 'compact',
    make: (p) => ({ ticket: s(P.orderId()), customer: sp(R.name(p, 0)), customer_phone: sp(R.phone(p, 0)), customer_address: sp(R.addrMaybeTail(p, 0)), service_center: s(P.bizAddr()), product: s(P.product()), opened: s(P.odate()) }) },
  { id: 'json-courier-split', about: 'JSON courier booking: consignee split fields (addr1 / addr2 / lm / city / dist / state / pin) and shipper fields (business)', rows: 10, style: 'pretty4',
    make: (p) => ({ awb: s(P.awb()), shipper: { name: s(P.company()), addr: s(P.bizAddr()), city: s(P.bizCity()) },
      consignee: { name: sp(R.name(p, 0)), phone: sp(R.phone(p, 0)), addr1: sp(R.l1(p, 0)), addr2: sp(R.l2(p, 0)), lm: sp(R.lm(p, 0)), city: sp(R.city(p, 0)), dist: sp(R.district(p, 0)), state: sp(R.state(p, 0)), pin: sp(R.pin(p, 0)) },
      slot: s(P.window()) }) },
  { id: 'json-student-hostel', about: 'JSON hostel records: homeAddress multi-line, localGuardian C/o, hostel block (institutional)', rows: 10, style: 'lines',
    make: (p) => ({ roll: s(LA('order_or_tracking_id', 'R' + digits(6))), student: sp(R.name(p, 0)), dob: sp(R.dob(p, 0)), homeAddress: sp(AH(p.home, p.home.full)), localGuardian: sp(relPrefix(p, p.home2)), hostel: s(LA('institution_address', pick(['Block C, Room 214, Boys Hostel, NIT Campus', 'Girls Hostel 2, University Road', 'Tagore Bhawan, IIT Campus']))) }) },
  { id: 'json-pharmacy-orders', about: 'JSON pharmacy orders: deliverTo string with tails, storeAddress (shop), storeCity, placeOfSupply', rows: 10, style: 'pretty2',
    make: (p) => ({ rx: s(P.orderId()), patient: sp(R.name(p, 0)), deliverTo: sp(R.addrTail(p, 0)), storeAddress: s(P.bizAddr()), storeCity: s(P.bizCity()), placeOfSupply: s(P.placeOfSupply()), total: s(P.amount()) }) },
  { id: 'json-census-household', about: 'JSON household survey: address object with village/po/tehsil/district/state/pin', rows: 10, style: 'tab',
    make: (p) => { const h = P.villageHome(); return { head: sp(R.name(p, 0)), members: ri(2, 8), address: { line1: sp(AH(h, h.line1)), line2: sp(AH(h, h.line2)), landmark: h.landmark ? sp(AH(h, h.landmark)) : s(P.notProv()), district: s(LA('home_split_district_column', h.district)), state: s(LA('home_split_state_column', h.state)), pin: sp(AH(h, h.pin)) }, fullAddress: sp(AH(h, h.full)), enumerator_block: s(P.bizCity()) }; } },
];

function csvBuilder(c: Cfg): () => Doc {
  return () => {
    reseed(c.id);
    const rows: Piece[][] = [];
    for (let r = 0; r < c.rows; r++) { const p = person(); if (c.home) p.home = c.home(); rows.push(c.cols.map(([, role]) => R[role](p, r))); }
    return csvDoc({ id: c.id, about: c.about, headers: c.cols.map(([h]) => h), rows, delimiter: c.delimiter, eol: c.eol, quoteAll: c.quoteAll });
  };
}
function jsonBuilder(c: JCfg): () => Doc {
  return () => {
    reseed(c.id);
    const rows: any[] = [];
    for (let r = 0; r < c.rows; r++) rows.push(c.make(person(), r));
    return jsonDoc({ id: c.id, about: c.about, rows, style: c.style });
  };
}
export const builders: (() => Doc)[] = [...CSV.map(csvBuilder), ...JSN.map(jsonBuilder)];
