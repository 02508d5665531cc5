// dev-9 documents: 30 hand-written configurations. Home addresses (labelled) next to
// unlabelled business / venue / landmark / route / zone look-alikes.
import { Doc, Piece, L, LA, t, s, csvDoc, jsonDoc, reseed, pick, ri, chance, pad, digits, NumL } from './lib';
import { Person, person, N, A, la, laAny, AMT, TIME, CITIES, phone } from './pools';

type RowFn = (p: Person, i: number) => Piece[];
function csvT(id: string, about: string, headers: string[], n: number, row: RowFn,
  o: { delimiter?: string; eol?: '\n' | '\r\n'; quoteAll?: boolean } = {}): () => Doc {
  return () => {
    reseed(id);
    const rows: Piece[][] = [];
    for (let i = 0; i < n; i++) rows.push(row(person(), i));
    return csvDoc({ id, about, headers, rows, ...o });
  };
}
function jsonT(id: string, about: string, n: number, row: (p: Person, i: number) => any,
  style: 'pretty2' | 'pretty4' | 'tab' | 'compact' | 'lines'): () => Doc {
  return () => {
    reseed(id);
    const rows: any[] = [];
    for (let i = 0; i < n; i++) rows.push(row(person(), i));
    return jsonDoc({ id, about, rows, style });
  };
}
const P = (p: Person) => L('phone', p.phone);
const E = (p: Person) => L('email', p.email);
const D = (p: Person) => L('date_of_birth', p.dob);
const NM = (p: Person) => N(p.name);
const other = () => person();
const ADR = (p: Person) => A(p.addr.full);
const ADS = (p: Person) => A(p.addr.short);
const ord = (pre: string) => `${pre}${ri(10000, 99999)}`;
const date = () => `${ri(1, 28)}/${pad(ri(1, 12))}/2025`;

// free-text cells: home address (labelled) next to look-alikes (unlabelled)
function mixedNote(p: Person): Piece {
  const o = other();
  switch (ri(0, 18)) {
    case 14: return t`Hi, main ${la.hospital()} mein admit hoon, medicines ghar bhej do: ${ADR(p)}`;
    case 15: return t`Ghar: ${ADR(p)} | Dukaan: ${la.shop()}`;
    case 16: return t`Pls note new address - ${ADR(p)} (earlier we gave ${la.office()} by mistake)`;
    case 17: return t`${la.route()} ka last stop ${la.landmark()}, wahan se 2 min walk; ghar ${ADS(p)}`;
    case 18: return t`कृपया सामान ${A(p.addr.hi)} पर पहुँचाएँ, ${la.warehouse()} से नहीं उठाना`;
    case 0: return t`Deliver to ${ADR(p)}, NOT to ${la.shop()}`;
    case 1: return t`Customer works at ${la.office()}; deliver at home ${ADS(p)} after 7 pm`;
    case 2: return t`ghar ka address ${ADR(p)} hai, ${la.placeShop()} wale counter pe mat dena`;
    case 3: return t`घर का पता: ${A(p.addr.hi)} — दुकान ${la.shop()} पर मत भेजना`;
    case 4: return t`Landmark ${la.landmark()}. Home: ${ADR(p)}`;
    case 5: return t`Pickup from ${la.pickup()} and drop at ${ADR(p)}`;
    case 6: return t`Old godown ${la.warehouse()} closed, send to ${ADR(p)} instead - ${N(o.name)} will receive`;
    case 7: return t`Discharged from ${la.hospital()}, now at home ${ADR(p)}, call ${N(o.first + ' ' + o.last)} on ${L('phone', o.phone)}`;
    case 8: return t`[${TIME()}] ${N(p.first)}: bhaiya ${ADS(p)} pe aa jao, landmark ${la.landmark()}`;
    case 9: return t`Not the clinic (${la.clinic()}) - patient's home is ${ADR(p)}`;
    case 10: return t`Shifted from ${A(other().addr.full)} to ${ADR(p)} last month`;
    case 11: return t`पुराना पता ${la.bank()} के पास था, अब घर ${A(p.addr.hi)} है`;
    case 12: return t`Bill to ${la.hq()} but ship to residence ${ADR(p)}`;
    default: return t`Reached ${la.restaurant()} by mistake, actual address ${ADR(p)} ${AMT()} COD`;
  }
}
// free-text cells with look-alikes only
function laNote(): Piece {
  switch (ri(0, 16)) {
    case 14: return t`Delivered at reception, ${la.hotel()}`;
    case 15: return t`Branch ${la.bank()}, IFSC ${LA('ifsc_code', pick(['SBIN', 'HDFC', 'ICIC', 'UTIB', 'CNRB']) + '000' + ri(1000, 9999))}`;
    case 16: return t`${la.placeShop()} ka naya outlet ${la.storeLoc()}`;
    case 0: return t`Collect from ${la.shop()}`;
    case 1: return t`Venue shifted to ${la.banquet()}`;
    case 2: return t`Meet at ${la.venue()} gate 3, ${TIME()}`;
    case 3: return t`${la.route()} running late today`;
    case 4: return t`Serviceable only in ${la.zone()} / ${la.city()}`;
    case 5: return t`नज़दीकी शाखा: ${la.bank()}`;
    case 6: return t`Stock available at ${la.hub()}`;
    case 7: return t`wait ${la.landmark()}, rider will call`;
    case 8: return t`Same building as ${la.clinic()}`;
    case 9: return t`Aaj ${la.religious()} mein bhandara hai, traffic hoga`;
    case 10: return t`Customer prefers pickup at ${la.storeLoc()}`;
    case 11: return t`Returned to ${la.warehouse()}`;
    case 12: return t`Kid studies at ${la.school()}, drop there on weekdays`;
    default: return t`Invoice from ${la.placeShop()}, ${la.city()}`;
  }
}
const note = (p: Person) => (chance(0.6) ? mixedNote(p) : laNote());

export const builders: (() => Doc)[] = [
  // 1
  csvT('kirana-delivery-orders', 'kirana delivery: home delivery address vs store address; instructions mixing both.',
    ['Order#', 'Cust Name', 'Mob.', 'Delivery Address', 'Store Address', 'Delivery Instructions'], 8,
    (p) => [ord('KR-'), NM(p), P(p), ADR(p), la.shop(), note(p)]),
  // 2
  csvT('pharmacy-home-delivery', 'pharmacy home delivery: patient home vs pharmacy branch and prescribing clinic.',
    ['Rx No', 'Patient', 'Contact No.', 'DOB', 'Deliver To', 'Pharmacy Branch', 'Prescribing Clinic', 'Remarks'], 7,
    (p) => [`RX${ri(100000, 999999)}`, NM(p), P(p), D(p), ADR(p), la.pharmacy(), chance(0.5) ? la.clinic() : la.clinicBare(), note(p)],
    { delimiter: ';' }),
  // 3
  jsonT('wedding-guest-list', 'wedding planner guest list: guest homes vs banquet venue, hotel block and gurudwara/temple ceremony venues.', 8,
    (p) => ({
      guest: { name: NM(p), mobile: P(p) }, side: pick(['bride', 'groom']),
      home_address: s(ADR(p)), invite_sent_to: s(chance(0.5) ? ADR(p) : la.office()),
      ceremony_venue: s(la.religious()), reception: s(la.banquet()), room_block: s(la.hotel()),
      notes: s(note(p)),
    }), 'pretty2'),
  // 4
  csvT('school-transport-roster', 'school transport: pickup address (home) vs house, route, campus and stop landmark.',
    ['Student Name', 'House', 'D.O.B.', 'Parent Name', 'Parent Mobile', 'Pickup Address', 'Route', 'Campus', 'Stop Landmark'], 8,
    (p) => { const c = other(); return [N(c.first + ' ' + p.last), la.house(), L('date_of_birth', `${pad(ri(1, 28))}/${pad(ri(1, 12))}/${ri(2010, 2019)}`), NM(p), P(p), ADR(p), la.route(), la.school(), la.landmark()]; },
    { delimiter: '\t' }),
  // 5
  csvT('home-loan-kyc', 'home loan KYC: current and permanent residence labelled; employer address and loan branch are not.',
    ['Applicant', 'PAN', 'Aadhaar No', 'DOB', 'Current Residential Address', 'Permanent Address', 'Employer Address', 'Loan Branch', 'Credit Officer Remarks'], 7,
    (p) => [NM(p), L('pan', p.pan), L('aadhaar', p.aadhaar), D(p), ADR(p), A(chance(0.5) ? other().addr.full : p.addr.hi), la.office(), la.bank(),
      pick([t`Field visit done at ${ADS(p)}; also verified office at ${la.office()}`, t`Salary a/c at ${la.bank()}`, laNote()])],
    { eol: '\r\n' }),
  // 6
  csvT('broadband-install-tickets', 'broadband installs: install address vs zone, POP node code and technician notes.',
    ['Ticket', 'Customer', 'Phone', 'Install Address', 'Zone', 'POP / Node', 'Tech Notes'], 7,
    (p) => { const tech = other(); return [`BB-${ri(20000, 99999)}`, NM(p), P(p), ADR(p), la.zone(), la.hub(),
      t`${N(tech.name)}: ${chance(0.5) ? mixedNote(p) : laNote()}`]; },
    { delimiter: '|' }),
  // 7
  csvT('society-maintenance-dues', 'society maintenance: resident flat (home) vs society office, bank and vendor addresses.',
    ['Resident', 'Flat / Address', 'Email ID', 'Dues (INR)', 'Society Office', 'Collect Cheque At', 'Remarks'], 7,
    (p) => [NM(p), ADR(p), E(p), String(ri(1500, 9000)), la.societyOffice(), la.bank(), note(p)]),
  // 8
  jsonT('clinic-home-visits', 'clinic home visits: visit address (home) vs clinic address and referral hospital.', 8,
    (p) => ({
      visit_id: `HV-${ri(1000, 9999)}`,
      patient: { name: NM(p), dob: D(p), phone: P(p) },
      visit_address: s(ADR(p)),
      clinic: { branch_code: `CL-${ri(10, 99)}`, address: s(chance(0.5) ? la.clinic() : la.clinicBare()) },
      referral_hospital: s(la.hospital()),
      doctor_note: s(pick([t`BP check at patient's home ${ADS(p)}, not at ${la.clinic()}`, t`Patient ko ${la.hospital()} refer kiya`, mixedNote(p)])),
    }), 'pretty4'),
  // 9
  csvT('ecommerce-returns', 'e-commerce returns: pickup from home vs return-to warehouse and drop points.',
    ['AWB', 'Customer', 'Mobile', 'Pickup Address', 'Return To', 'Nearest Drop Point', 'Comments'], 8,
    (p) => [`RT${ri(10000000, 99999999)}IN`, NM(p), P(p), ADR(p), la.warehouse(), la.pickup(), note(p)],
    { delimiter: ';', eol: '\r\n' }),
  // 10
  jsonT('insurance-claims', 'insurance claims: split home address block (each part labelled) vs hospital, TPA office and garage.', 6,
    (p) => ({
      claim_id: `CLM/${ri(2023, 2025)}/${ri(10000, 99999)}`,
      insured: { name: NM(p), dob: D(p), pan: L('pan', p.pan) },
      address: { line1: s(A(p.addr.line1)), area: s(A(p.addr.area)), city: s(A(p.addr.city)), pin: new NumL(Number(p.addr.pin), 'address') },
      hospital: s(la.hospital()), tpa_office: s(la.hq()), cashless_garage: s(la.garage()),
      remarks: s(note(p)),
    }), 'tab'),
  // 11
  csvT('real-estate-leads', 'real estate leads: lead current residence vs project site and site office.',
    ['Lead Name', 'Ph', 'E-mail', 'Current Residence', 'Interested Project', 'Site Office', 'Budget', 'Notes'], 8,
    (p) => [NM(p), P(p), E(p), ADR(p),
      LA('project_site', `${pick(['Godrej Woods', 'Lodha Amara', 'Prestige Park Grove', 'Sobha Dream Acres', 'DLF Garden City'])}, ${pick(['Sector 150 Noida', 'Kolshet Road Thane', 'Whitefield Bengaluru', 'Panathur Road', 'Sector 92 Gurugram'])}`),
      t`Sales Office, ${la.shop()}`, `${ri(40, 250)} L`, note(p)]),
  // 12
  jsonT('event-rsvp', 'event RSVPs: home city alone, venue, after-party restaurant; some notes with home addresses.', 7,
    (p) => ({
      name: NM(p), email: E(p), rsvp: pick(['yes', 'no', 'maybe']), coming_from: s(la.city()),
      plus_ones: chance(0.5) ? [N(other().name)] : [],
      venue: s(la.venue()), after_party: s(la.restaurant()),
      note: s(chance(0.5) ? t`Please courier the pass to ${ADR(p)}` : laNote()),
    }), 'compact'),
  // 13
  csvT('tiffin-service-hindi', 'tiffin service with Hindi headers: पता is the home; kitchen, zone and notes are look-alikes.',
    ['ग्राहक का नाम', 'मोबाइल', 'पता', 'किचन', 'डिलीवरी ज़ोन', 'टिप्पणी'], 7,
    (p) => [N(chance(0.5) ? p.hiName : p.name), P(p), A(chance(0.5) ? p.addr.hi : p.addr.full), la.restaurant(), la.zone(),
      pick([t`टिफ़िन ${la.landmark()} पर गार्ड को दें`, t`दोपहर में ऑफिस ${la.office()} भेजें, रात को घर ${A(p.addr.hi)}`, mixedNote(p)])],
    { delimiter: '\t' }),
  // 14
  csvT('laundry-pickups-mixed', 'laundry pickups where the SAME Pickup Addr column holds homes (Residential, labelled) and businesses (Commercial: hotels, clinics, restaurants; unlabelled).',
    ['Pickup ID', 'Type', 'Contact Person', 'Phone', 'Pickup Addr', 'Store', 'Slot', 'Instructions'], 8,
    (p, i) => { const res = i % 3 !== 1; return [`LP${ri(1000, 9999)}`, res ? 'Residential' : 'Commercial', NM(p), P(p),
      res ? ADR(p) : laAny('hotel', 'clinic', 'restaurant', 'banquet'), la.placeShop(), pick(['9-11 am', '5-7 pm', '7-9 pm']),
      res ? note(p) : pick([t`Bulk linen, use service lift ${la.landmark()}`, laNote()])]; },
    { delimiter: '|' }),
  // 15
  jsonT('courier-bookings', 'courier bookings: sender is a business (unlabelled), receiver is a home (labelled).', 8,
    (p) => ({
      awb: `CR${ri(100000000, 999999999)}`,
      sender: { firm: s(la.placeShop()), address: s(laAny('shop', 'warehouse', 'office')) },
      receiver: { name: NM(p), phone: P(p), address: s(ADR(p)) },
      booked_at: s(la.pickup()), hub: s(la.hub()),
    }), 'lines'),
  // 16
  csvT('gas-cylinder-bookings', 'gas cylinder bookings: consumer address vs distributor and godown.',
    ['Consumer No', 'Consumer Name', 'Mobile No', 'Aadhaar', 'ADDRESS', 'Distributor', 'Godown', 'Remarks'], 8,
    (p) => [`LPG${ri(100000, 999999)}`, NM(p), P(p), L('aadhaar', p.aadhaar), ADR(p), la.gasAgency(), la.warehouse(), note(p)]),
  // 17
  csvT('water-purifier-service', 'water purifier service complaints: installation address vs service centre.',
    ['Complaint', 'Cust.', 'Contact', 'Installation Address', 'Service Centre', 'Engineer Remark'], 7,
    (p) => [`WP-${ri(1000, 9999)}`, NM(p), P(p), ADR(p), la.serviceCentre(), note(p)],
    { delimiter: ';', quoteAll: true }),
  // 18
  jsonT('ngo-beneficiaries', 'NGO beneficiaries: village / Hindi home addresses vs camp venue, district and bank branch.', 7,
    (p) => ({
      beneficiary: { naam: N(chance(0.5) ? p.hiName : p.name), dob: D(p), aadhaar: L('aadhaar', p.aadhaar) },
      ghar_ka_pata: s(A(chance(0.5) ? p.addr.hi : p.addr.full)),
      camp_venue: s(laAny('religious', 'school')), district: s(la.district()),
      bank: { account: L('bank_account', p.acct), branch: s(la.bank()) },
      field_note: s(note(p)),
    }), 'pretty2'),
  // 19
  csvT('company-directory', 'company directory: office HQ lines and desk locations (unlabelled) vs employee home address for emergencies.',
    ['Employee', 'Work Email', 'Office Location', 'Desk', 'Home Address (emergency)', 'Emergency Contact', 'Emergency Phone'], 8,
    (p) => { const c = other(); return [NM(p), L('email', `${p.first.toLowerCase()}.${p.last.toLowerCase()}@acmecorp.in`), la.hq(), `${pick(['B', 'C'])}-${ri(1, 9)}F-${ri(10, 99)}`, ADR(p), N(c.name), L('phone', c.phone)]; }),
  // 20
  csvT('coaching-admissions', 'coaching admissions: residential address vs coaching centre and school.',
    ['Student', 'Date of Birth', 'Mobile', 'Residential Addr.', 'Centre', 'School', 'Counsellor Note'], 7,
    (p) => [NM(p), L('date_of_birth', `${pad(ri(1, 28))}/${pad(ri(1, 12))}/${ri(2006, 2011)}`), P(p), ADR(p), la.coaching(), la.school(), note(p)],
    { delimiter: '\t', eol: '\r\n' }),
  // 21
  jsonT('store-feedback', 'store feedback: customer home address vs store-locator entries.', 8,
    (p) => ({
      customer: { full_name: NM(p), email: E(p) },
      home_address: s(ADR(p)), preferred_store: s(la.storeLoc()),
      message: s(pick([t`The ${la.storeLoc()} store refused exchange`, t`Please deliver to ${ADR(p)} instead of the store`, laNote()])),
    }), 'pretty2'),
  // 22
  csvT('hotel-guest-register', 'hotel guest register: guest permanent address vs hotel, city coming from and purpose.',
    ['Guest Name', 'Permanent Address', 'Coming From', 'Hotel', 'ID Proof (Aadhaar)', 'Purpose / Remarks'], 8,
    (p) => [NM(p), ADR(p), la.city(), la.hotel(), L('aadhaar', p.aadhaar), pick([t`Attending wedding at ${la.banquet()}`, t`Meeting at ${la.office()}`, laNote()])],
    { eol: '\r\n' }),
  // 23
  csvT('blood-donation-camp', 'blood donation camp: donor address vs camp venue and blood bank.',
    ['Donor', 'DOB', 'Phone No', 'Addr (Res.)', 'Camp Venue', 'Nearest Blood Bank'], 7,
    (p) => [NM(p), D(p), P(p), ADR(p), laAny('religious', 'school', 'venue'), la.hospital()],
    { delimiter: ';' }),
  // 24
  csvT('temple-donation-receipts', 'temple donation receipts: devotee address vs temple and seva counter.',
    ['Receipt', 'Devotee Name', 'Ghar ka Pata', 'Mandir / Gurudwara', 'Seva', 'PAN (80G)', 'Remarks'], 8,
    (p) => [`R-${ri(1000, 9999)}`, NM(p), ADR(p), la.religious(), pick(['Annadanam', 'Archana', 'Abhishekam', 'Langar seva']), L('pan', p.pan),
      pick([t`Prasad to be couriered to ${ADR(p)}`, t`Collect prasad at counter ${la.landmark()}`, laNote()])],
    { delimiter: '|' }),
  // 25
  jsonT('food-delivery-chat', 'food delivery chat: messages with the home address and restaurant / landmark look-alikes.', 7,
    (p) => ({
      order_id: `FD${ri(1000000, 9999999)}`,
      customer: NM(p), restaurant: s(la.restaurant()),
      messages: [
        { from: 'rider', text: s(t`Order picked from ${la.restaurant()}, 10 min`) },
        { from: 'customer', text: s(pick([t`Address is ${ADR(p)}. Rider ko bolo ${la.landmark()} pe ruke`, t`mera address ${ADS(p)} hai, gate pe guard hai`, t`घर ${A(p.addr.hi)} पर आना है`])) },
        { from: 'rider', text: s(laNote()) },
      ],
    }), 'pretty4'),
  // 26
  csvT('warehouse-dispatch-log', 'warehouse dispatch: from-warehouse, hub and route (unlabelled) vs consignee home and driver.',
    ['Dispatch ID', 'From Warehouse', 'Hub', 'Consignee', 'Ship To', 'Route', 'Driver', 'Driver Mob', 'Notes'], 8,
    (p) => { const d = other(); return [`DSP${ri(10000, 99999)}`, la.warehouse(), la.hub(), NM(p), ADR(p), la.route(), N(d.name), L('phone', d.phone), note(p)]; },
    { delimiter: '\t' }),
  // 27
  csvT('electricity-new-connection', 'electricity new connection: premises address (home) vs sub-division office, circle and district.',
    ['Applicant', "Father's Name", 'Mobile', 'Premises Address', 'Sub-Division Office', 'Zone/Circle', 'District'], 7,
    (p) => [NM(p), N(pick(['Ramesh', 'Mahesh', 'Vinod', 'Gopal', 'Prakash']) + ' ' + p.last), P(p), ADR(p), la.govtOffice(), la.zone(), la.district()]),
  // 28
  csvT('kirana-supplier-ledger', 'distributor ledger of kirana shops: shop name and shop address (unlabelled) vs owner residence (labelled).',
    ['Shop Name', 'Owner', 'Owner Mob', 'Shop Address', 'Owner Residence', 'Beat / Route', 'Notes'], 7,
    (p) => [la.placeShop(), NM(p), P(p), la.shop(), ADR(p), la.route(),
      pick([t`Owner not at shop, send cheque collection boy to residence ${ADS(p)}`, t`Shop shifted to ${la.shop()}`, t`Udhaar pending, shop ${la.landmark()}`, mixedNote(p)])],
    { delimiter: ';' }),
  // 29
  jsonT('matrimony-profiles', 'matrimony profiles: current address labelled; native place, workplace and family temple not.', 7,
    (p) => ({
      profile: { name: NM(p), dob: D(p), email: E(p) },
      native_place: s(laAny('city', 'district')), current_address: s(ADR(p)),
      workplace: s(la.office()), family_temple: s(la.religious()),
      about: s(t`Working at ${la.office()}, family stays at ${ADR(p)}`),
    }), 'tab'),
  // 30
  csvT('bank-account-opening', 'bank account opening: communication address vs home branch; remarks in Hindi / Hinglish.',
    ['Name', 'A/c No', 'UPI ID', 'Comm. Address', 'Home Branch', 'Introducer', 'Remarks'], 8,
    (p) => [NM(p), L('bank_account', p.acct), L('upi', p.upi), ADR(p), la.bank(), N(other().name), note(p)],
    { delimiter: ';', eol: '\r\n' }),
];
void digits; void phone; void CITIES; void AMT;
