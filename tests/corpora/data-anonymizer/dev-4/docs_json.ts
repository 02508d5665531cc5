// JSON document builders for dev-4. String leaves that mix labels and text are wrapped in s(...);
// Seg arrays must never be left bare (they would become JSON arrays).
import { jsonDoc, Doc, reseed, pick, ri, chance, t, s, LA, NumL, Piece } from './lib';
import {
  person, devaPerson, N, title, homeAddr, A, dob, phone, email, aadhaar, pan, gstin, account, upi, publicIp, card,
  serverIp, lbl, ref12, bizAddr, regdOffice, brand, product, shop, institution, temple, direction, street, venue,
  festival, placeWord, nameWord, roleMail, helpline, cityWord, Person, vehicle, appliance, fabric, opticalShop, pharmacyShop, dealer, hospital,
} from './pools';

const rows = <T>(n: number, f: (i: number) => T) => Array.from({ length: n }, (_, i) => f(i));
const Ph = () => lbl('phone', phone());
const Em = (p: Person) => lbl('email', email(p));
const D = (a?: number, b?: number) => lbl('date_of_birth', dob(a, b));
const Ti = (p: Person) => t`${title(p)}${N(p)}`;
const one = (...xs: (() => Piece)[]) => s(pick(xs)());

export function propertyVisits(): Doc {
  reseed('property-site-visits');
  return jsonDoc({
    id: 'property-site-visits', about: 'Real-estate site-visit leads: lead home addresses labelled; projects named on brand words, site offices and sample-flat directions not.',
    rows: rows(8, (i) => {
      const p = person(); const a = homeAddr(); const ag = person();
      return {
        lead_id: `SV-${300 + i}`,
        lead: { name: N(p), phone: Ph(), email: chance(0.7) ? Em(p) : null, current_address: A(a.line) },
        project: LA('brand_from_name_words', pick(['Godrej Woods', 'Lodha Amara', 'Prestige Lakeside', 'Sobha Dream Acres', 'Mahindra Happinest'])),
        site_office: bizAddr('office'),
        agent: N(ag),
        notes: one(
          () => t`Sample flat ${direction()}; client ${Ti(p)} liked 3BHK`,
          () => t`Spoke to Mrs. ${N(person(p.trad, 'f'))}, wife, wants east facing`,
          () => t`Visit again after ${festival()}`,
          () => t`Loan via ${bizAddr('bank_branch')}`,
        ),
      };
    }),
  });
}

const MEDS = ['Dolo 650', 'Shelcal 500', 'Glycomet GP1', 'Telma 40', 'Pan 40', 'Becosules'];
export function pharmacy(): Doc {
  reseed('pharmacy-refill-orders');
  return jsonDoc({
    id: 'pharmacy-refill-orders', style: 'pretty4', about: 'Pharmacy refill orders: patient, prescriber and delivery address labelled; store addresses and medicine brands not.',
    rows: rows(8, (i) => {
      const p = person(); const d = person(); const a = homeAddr();
      return {
        order: 9000 + i,
        patient: { name: N(p, pick(['full', 'caps', 'init'])), dob: D(1940, 1990), mobile: chance(0.3) ? new NumL(Number(String(ri(6, 9)) + String(ri(100000000, 999999999))), 'phone') : Ph() },
        prescriber: s(t`Dr. ${N(d)}`),
        items: [LA('product_name', pick(MEDS)), LA('product_name', pick(MEDS))],
        store: s(t`${pharmacyShop()}, ${bizAddr('shop')}`),
        deliver_to: A(a.line),
        remark: one(() => t`Our branch ${direction()} is shut on Sunday; dispatch from main store`, () => t`Call daughter ${N(person(p.trad, 'f'))} at ${Ph()}`, () => t`Payment query ${roleMail('medplus-example.in')}`),
      };
    }),
  });
}

export function photoStudio(): Doc {
  reseed('photo-studio-bookings');
  return jsonDoc({
    id: 'photo-studio-bookings', style: 'compact', about: 'Photo studio bookings (compact JSON): couple and client names labelled, venues and studio names not.',
    rows: rows(8, (i) => {
      const c = person(); const b = person(undefined, 'm'); const g = person(undefined, 'f');
      return {
        id: `PS${i + 1}`, studio: LA('shop_named_after_person', pick(['Sanjay Photo Studio', 'Rahul Digital Studio', 'Kiran Colour Lab'])),
        client: { name: N(c), contact: Ph() },
        event: { type: pick(['wedding', 'engagement', 'baby shower', 'pre-wedding']), title: s(t`${N(b, 'first')} & ${N(g, 'first')}`), venue: venue(), city: cityWord() },
        brief: one(() => t`Outdoor shoot at ${LA('venue', pick(['Lodhi Garden', 'Cubbon Park', 'Marine Drive', 'Nehru Park']))}`, () => t`Album like ${brand()} ad`, () => t`Bride's uncle ${N(person())} will coordinate`),
      };
    }),
  });
}

export function creche(): Doc {
  reseed('creche-enrolments');
  return jsonDoc({
    id: 'creche-enrolments', about: 'Day-care enrolments with nested parents and pickup lists; the creche branch and paediatric hospital are not labelled.',
    rows: rows(7, (i) => {
      const tr = pick(['hindi', 'bengali', 'tamil', 'marathi', 'malayali']);
      const f = person(tr, 'm'); const c0 = person(tr); const child = { ...c0, last: f.last, full: `${c0.first} ${f.last}` }; const m = person(tr, 'f'); const a = homeAddr(); const dr = person();
      return {
        child: { name: N(child), dob: D(2020, 2023) },
        parents: [{ relation: 'mother', name: N(m), phone: Ph(), email: Em(m) }, { relation: 'father', name: N(f), phone: Ph() }],
        address: { line: A(`${a.house}${a.bldg ? ', ' + a.bldg : ''}, ${a.lane}`), locality: A(a.locality), city: A(a.city), pin: new NumL(Number(a.pin), 'address') },
        authorised_pickup: [s(t`${N(person(tr))} (grandparent)`), s(t`Driver ${N(person(undefined, 'm'), 'first')}`)],
        branch: bizAddr('office'), paediatrician: s(t`Dr. ${N(dr)}, ${hospital()}`),
      };
    }),
  });
}

export function oldAgeHome(): Doc {
  reseed('old-age-home-residents');
  return jsonDoc({
    id: 'old-age-home-residents', style: 'tab', about: 'Old-age home residents with relatives; hospitals, temples for outings and the trust office are not labelled.',
    rows: rows(7, () => {
      const r = person(); const k = person(r.trad); const a = homeAddr();
      return {
        resident: N(r), date_of_birth: D(1930, 1955), aadhaar: lbl('aadhaar', aadhaar()),
        relatives: [{ name: N(k), relation: k.g === 'm' ? pick(['son', 'nephew']) : pick(['daughter', 'niece']), phone: Ph(), address: A(a.line) }],
        hospital: hospital(), trust_office: regdOffice(),
        note: one(() => t`Weekly visit to ${temple()}`, () => t`${nameWord()} - ${N(r, 'first')} ji is better now`, () => t`Wants ${placeWord()} on Sundays`),
      };
    }),
  });
}

export function rti(): Doc {
  reseed('rti-applications');
  return jsonDoc({
    id: 'rti-applications', about: 'RTI applications: applicant and address labelled; public offices, roads and hospitals in the request text are not.',
    rows: rows(7, (i) => {
      const p = person(); const a = homeAddr();
      return {
        reg_no: `RTI/${ri(100, 999)}/2025`, applicant: s(t`${title(p)}${N(p)}`), address: A(a.line), phone: Ph(), bpl: chance(0.3),
        request: one(
          () => t`Please provide the work order for resurfacing of ${street()} from ${direction()} to ${LA('direction_landmark', 'Collectorate')}.`,
          () => t`Copy of the purchase register of ${institution()} for 2023-24. Reply to ${regdOffice()} is not acceptable; send to my address above.`,
          () => t`Name of the contractor who built the ${LA('venue', 'Rajiv Gandhi Community Hall')} ${direction()}.`,
          () => t`I, ${N(p, 'caps')}, request details of ration allotted to ${LA('shop_named_after_person', 'Gupta Fair Price Shop')}.`,
        ),
        pio: LA('business_address:office', 'PIO, Municipal Corporation, Nehru Bhawan, Civil Lines'),
      };
    }),
  });
}

export function legalCases(): Doc {
  reseed('legal-case-register');
  return jsonDoc({
    id: 'legal-case-register', style: 'lines', about: 'Advocate case register (one object per line): clients labelled, firms named after people, courts and registered offices not.',
    rows: rows(8, (i) => {
      const c = person(); const o = person();
      const firm = chance(0.5);
      return {
        case_no: `CS ${ri(10, 999)}/${2020 + (i % 5)}`, client: N(c), client_phone: Ph(),
        opposite_party: firm ? s(t`${LA('firm_named_after_person', pick(['Ashok Leyland Ltd', 'Mehta Builders LLP', 'Kirloskar Brothers Ltd', 'Sagar Ratna Restaurants Pvt Ltd']))}, ${regdOffice()}`) : s(t`${N(o)}, ${A(homeAddr().line)}`),
        court: LA('business_address:office', pick(['District Court, Tis Hazari', 'City Civil Court, Fort', 'Bombay High Court, Fort', 'Saket District Court'])),
        next_date: `${ri(1, 28)}-${ri(1, 12)}-2026`,
        note: one(() => t`Client ${Ti(c)} to bring sale deed`, () => t`Witness ${N(person())} is out of station, gone to ${cityWord()}`, () => t`Mediation at ${LA('venue', 'Lok Adalat hall')}`),
      };
    }),
  });
}

export function warranty(): Doc {
  reseed('warranty-registrations');
  return jsonDoc({
    id: 'warranty-registrations', about: 'Online warranty registrations with client IP; products, dealers and support mailboxes are not labelled.',
    rows: rows(8, (i) => {
      const p = person();
      return {
        reg: `WR${ri(100000, 999999)}`, buyer: { name: N(p), email: Em(p), mobile: Ph() }, product: appliance(), serial: `SN${ri(1000000, 9999999)}`,
        dealer: s(t`${dealer()}, ${bizAddr('shop')}`), client_ip: lbl('ip', publicIp()), server: serverIp(),
        ack_from: roleMail('warranty-example.com'),
      };
    }),
  });
}

const RAGAS = ['Raag Yaman', 'Raag Bhairavi', 'Raag Durga', 'Raag Malhar', 'Raag Kalyani'];
export function musicClass(): Doc {
  reseed('music-class-students');
  return jsonDoc({
    id: 'music-class-students', style: 'pretty4', about: 'Music school students: ragas named like people (Durga, Kalyani, Bhairavi) and recital venues are not labelled.',
    rows: rows(7, () => {
      const st = person(); const g = person(st.trad);
      return {
        student: N(st), dob: D(2005, 2016), guardian: s(t`${title(g)}${N(g)}`), guardian_phone: Ph(),
        current_raga: LA('name_word_as_common_word', pick(RAGAS)), recital: { venue: venue(), on: festival() },
        teacher_note: one(() => t`${N(st, 'first')} needs practice in ${LA('name_word_as_common_word', pick(RAGAS))}`, () => t`Guru ${N(person())} wants extra class`, () => t`${nameWord()}`),
      };
    }),
  });
}

export function franchise(): Doc {
  reseed('franchise-distributor-onboarding');
  return jsonDoc({
    id: 'franchise-distributor-onboarding', about: 'Distributor onboarding: owner home address and IDs labelled; firm name (named after people), shop address and GSTIN of the firm.',
    rows: rows(7, () => {
      const o = person(); const a = homeAddr(); const st = pick(['Maharashtra', 'Gujarat', 'Karnataka', 'Uttar Pradesh']);
      return {
        firm: LA('firm_named_after_person', pick(['Shree Ganesh Traders', 'Verma & Sons', 'Lakshmi Agencies', 'Joseph Distributors', 'Anand Enterprises'])),
        gstin: lbl('gstin', gstin(st)), shop_address: bizAddr(pick(['shop', 'warehouse'])),
        owner: { name: N(o), pan: lbl('pan', pan(o)), aadhaar: lbl('aadhaar', aadhaar()), residence: A(a.line), mobile: Ph() },
        bank: { account: lbl('bank_account', account()), branch: bizAddr('bank_branch') },
        brands_handled: [brand(), brand()],
      };
    }),
  });
}

export function cabTrips(): Doc {
  reseed('cab-rental-trips');
  return jsonDoc({
    id: 'cab-rental-trips', about: 'Outstation cab trips: home pickups labelled, drops at hotels/airports/temples not; drivers and cards labelled.',
    rows: rows(8, (i) => {
      const c = person(); const d = person(undefined, 'm'); const a = homeAddr();
      const homePick = chance(0.6);
      return {
        trip: `CT${5500 + i}`, customer: N(c), phone: Ph(),
        pickup: homePick ? A(a.line) : bizAddr(pick(['hospital', 'office'])),
        drop: pick<any>([temple(), LA('venue', pick(['Taj Mahal Palace', 'Sahar Airport T2', 'Chhatrapati Shivaji Maharaj International Airport'])), venue()]),
        driver: s(t`${N(d)} (${LA('product_name', pick(['Toyota Innova', 'Maruti Ertiga', 'Mahindra Scorpio']))})`),
        paid_by: chance(0.5) ? lbl('card', card()) : lbl('upi', upi(c)), rrn: ref12(),
      };
    }),
  });
}

export function whatsappOrders(): Doc {
  reseed('hinglish-whatsapp-orders');
  return jsonDoc({
    id: 'hinglish-whatsapp-orders', about: 'Kirana shop WhatsApp orders in Hinglish and Hindi: customers, their homes and phones labelled; shop names, brands, name-words and directions not.',
    rows: rows(8, (i) => {
      const c = person(pick(['hindi', 'punjabi', 'marathi'])); const a = homeAddr(); const dv = devaPerson();
      return {
        chat: i + 1,
        from: Ph(),
        messages: [
          one(() => t`Bhaiya ${LA('brand_from_name_words', pick(['Aashirvaad atta', 'Fortune oil', 'Rajdhani besan', 'Ganesh besan']))} 5 kg bhej do, ${A(a.line)}`, () => t`Main ${N(c)} bol ${c.g === 'm' ? 'raha' : 'rahi'} hu, ${nameWord()}`, () => t`${N(c, 'caps')} naam se bill banana`),
          one(() => t`${LA('name_word_as_common_word', 'Pooja ka samaan')} bhi chahiye - ${festival()} hai`, () => t`Delivery boy ko bolo pehle ${direction()} wale godown se maal utha le`, () => t`Payment ${lbl('upi', upi(c))} se kar diya`),
          one(() => t`मेरा नाम ${N(dv, 'full')} है, पता ${A(`${a.house}, ${a.locality}`)}`, () => t`${LA('name_word_as_common_word', 'दीपक जलाने का तेल')} भी भेजना`, () => t`${shop()} wale se sasta hai kya?`),
        ],
        shop_reply: s(t`${LA('shop_named_after_person', pick(['Pooja Kirana', 'Gupta General Store', 'Verma Sweets']))}: ok ji, 30 min`),
      };
    }),
  });
}
