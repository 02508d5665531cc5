// CSV document builders for dev-4. Every personal value goes through a labelled segment
// (N, A, lbl); every look-alike goes through LA() helpers from pools.ts and stays unlabelled.
import { csvDoc, Doc, Piece, reseed, pick, ri, chance, t, LA, pickW } from './lib';
import {
  person, devaPerson, N, title, homeAddr, A, dob, phone, email, aadhaar, pan, gstin, account, upi, publicIp,
  serverIp, lbl, ref12, bizAddr, regdOffice, brand, product, shop, institution, temple, direction, street, venue,
  festival, placeWord, nameWord, roleMail, helpline, cityWord, Person, school, college, cattleFeed, vehicle, appliance, fabric, opticalShop, pharmacyShop, dealer, hospital, petFood, Addr, mixNote, restaurant,
} from './pools';

const R = (p: Person, a: Addr, alts: Piece[]): Piece => (chance(0.45) ? mixNote(p, a) : pick(alts));

const rows = (n: number, f: (i: number) => Piece[]) => Array.from({ length: n }, (_, i) => f(i));
const Ph = () => lbl('phone', phone());
const Em = (p: Person) => lbl('email', email(p));
const D = (a?: number, b?: number) => lbl('date_of_birth', dob(a, b));
const Ti = (p: Person) => t`${title(p)}${N(p)}`;
const amt = () => `${ri(2, 95)},${ri(100, 999)}`;

export function drivingSchool(): Doc {
  reseed('driving-school-enrolments');
  return csvDoc({
    id: 'driving-school-enrolments', about: 'Driving school learner register; training vehicles are product names, remarks mention practice grounds and RTO roads.',
    headers: ['Learner Name', 'DOB', 'Mobile', 'Residential Address', 'Vehicle Class', 'Training Vehicle', 'Remarks'],
    rows: rows(7, () => {
      const p = person(); const a = homeAddr(); const q = person(undefined, 'm');
      return [N(p), D(1975, 2006), Ph(), A(a.line), pick(['LMV', 'MCWG', 'LMV + MCWG']), vehicle(), R(p, a, [
        t`Practice track ${direction()}, batch 7 am`, t`Referred by ${N(q)} (ex-student)`, t`LL test at RTO on ${street()}`,
        t`Father ${Ti(q)} will pay fees`, '', t`Road test after ${festival()}`, t`Wants to drive to ${cityWord()} by next month`,
      ])];
    }),
  });
}

export function matrimonial(): Doc {
  reseed('matrimonial-bureau-profiles');
  return csvDoc({
    id: 'matrimonial-bureau-profiles', delimiter: ';', about: 'Matrimonial bureau profiles; employers are brands built on name words, family shops are named after people.',
    headers: ['Profile ID', 'Candidate', 'Birth Date', 'Current City', 'Occupation', 'Contact No', 'About'],
    rows: rows(7, (i) => {
      const p = person(); const a = homeAddr(); const f = person(p.trad, 'm');
      return [`MB-${2300 + i * 7}`, N(p), D(1988, 2000), A(a.city), t`${pick(['Engineer', 'Manager', 'Accountant', 'Sales Executive'])} at ${brand()}`, Ph(), pick<Piece>([
        t`Family runs ${shop()} in ${cityWord()}. Loves ${placeWord()}.`, t`Contact father ${Ti(f)} after 7 pm`,
        t`Name: ${N(p, 'caps')}, height 5'6", ${nameWord()}`, t`Brother ${N(person(p.trad, 'm'))} works at ${brand()} too`,
        t`Meeting proposed at ${venue()} during ${festival()}`,
      ])];
    }),
  });
}

export function bloodDonors(): Doc {
  reseed('blood-donor-register');
  return csvDoc({
    id: 'blood-donor-register', delimiter: '\t', about: 'Blood donation camp register, tab separated; camps are held at venues and institutions named after people.',
    headers: ['Donor', 'Sex', 'DOB', 'Blood Group', 'Phone', 'Address', 'Camp Venue', 'Notes'],
    rows: rows(7, () => {
      const p = person(); const a = homeAddr(); const pt = person();
      return [N(p), p.g === 'm' ? 'M' : 'F', D(1960, 2005), pick(['A+', 'B+', 'O+', 'AB+', 'O-', 'B-']), Ph(), A(a.line), pick<Piece>([venue(), institution(), t`${temple()} hall`]), R(p, a, [
        t`Donated ${ri(2, 30)} times; last at ${hospital()}`, t`Replacement donor for patient ${N(pt)} at ${hospital()}`,
        '', t`Camp sponsored by ${brand()}`, t`Deferred - low Hb. Spoke to ${Ti(p)} again`,
      ])];
    }),
  });
}

const PETS = ['Sheru', 'Tommy', 'Moti', 'Raja', 'Rani', 'Simba', 'Bholu', 'Coco', 'Leo', 'Julie'];
export function vetClinic(): Doc {
  reseed('vet-clinic-visits');
  return csvDoc({
    id: 'vet-clinic-visits', about: 'Veterinary clinic OPD; pet names (some also human names) are not labelled, owners and vets are.',
    headers: ['Owner', 'Contact', 'Owner Address', 'Pet Name', 'Species/Breed', 'Complaint', 'Vet'],
    rows: rows(7, () => {
      const p = person(); const a = homeAddr(); const v = person();
      return [Ti(p), Ph(), A(a.line), LA('pet_name', pick(PETS)), pick(['Dog / Labrador', 'Dog / Indie', 'Cat / Persian', 'Dog / Beagle', 'Cow / Gir']), pick<Piece>([
        t`Ate ${placeWord()} leftovers, vomiting`, 'Vaccination due', t`Bitten near ${temple()}`, t`Owner fed ${petFood()}, loose motions`, 'Tick fever',
      ]), t`Dr. ${N(v)}`];
    }),
  });
}

const BOOKS = ['Malgudi Days', 'Train to Pakistan', 'Godaan', 'Gitanjali', 'Wings of Fire', 'The Guide', 'Devdas', 'Chandrakanta', 'Gora'];
export function library(): Doc {
  reseed('library-memberships');
  return csvDoc({
    id: 'library-memberships', delimiter: '|', eol: '\r\n', about: 'Public library members, pipe separated with CRLF; last-issued book titles include names and places (Gitanjali, Devdas, Malgudi).',
    headers: ['Member No', 'Member Name', 'Date of Birth', 'Address', 'Phone', 'Email', 'Last Issued'],
    rows: rows(7, (i) => {
      const p = person(); const a = homeAddr();
      return [`LIB/${ri(10, 99)}/${400 + i}`, N(p), D(1950, 2010), A(a.line), Ph(), chance(0.7) ? Em(p) : '', LA('book_title', pick(BOOKS))];
    }),
  });
}

const BATCHES = ['Aryabhatta Batch', 'Ramanujan Batch', 'Kalpana Chawla Batch', 'Raman Batch', 'Bose Batch'];
export function coaching(): Doc {
  reseed('coaching-admissions');
  return csvDoc({
    id: 'coaching-admissions', about: 'Coaching institute admissions; batches named after scientists, centres are office addresses.',
    headers: ['Roll', 'Student Name', 'DOB', 'Guardian', 'Guardian Mobile', 'E-mail ID', 'Centre', 'Batch', 'Remarks'],
    rows: rows(7, (i) => {
      const p = person(); const g = person(p.trad);
      return [`JEE25-${1000 + i}`, N(p), D(2006, 2009), Ti(g), Ph(), Em(p), bizAddr('office'), LA('batch_named_after_person', pick(BATCHES)), pick<Piece>([
        t`Moved from ${school()}`, t`Spoke to mother ${title({ ...g, g: 'f' })}${N(person(p.trad, 'f'))} about fees`, '', t`Fee query to ${roleMail('brightpath.in')}`,
        t`Doubt classes at annexe ${direction()}`,
      ])];
    }),
  });
}

export function electricity(): Doc {
  reseed('electricity-new-connection');
  return csvDoc({
    id: 'electricity-new-connection', about: 'New electricity connection applications: domestic premises are homes (labelled); commercial premises are shops (not labelled).',
    headers: ['Application No', 'Applicant', 'Father/Husband Name', 'Category', 'Premises Address', 'Aadhaar', 'Mobile', 'Remarks'],
    rows: rows(10, (i) => {
      const p = person(); const f = person(p.trad, 'm');
      if (chance(0.4)) {
        const firm = shop();
        return [`NSC${ri(100000, 999999)}`, firm, t`Prop. ${N(p)}`, 'Commercial (NDS)', bizAddr('shop'), lbl('aadhaar', aadhaar()), Ph(), t`Pole ${direction()}; load 5 kW`];
      }
      const a = homeAddr();
      return [`NSC${ri(100000, 999999)}`, N(p), N(f), 'Domestic (LT-1)', A(a.line), lbl('aadhaar', aadhaar()), Ph(), pick<Piece>(['Meter at ground floor', 'Single phase', t`Wiring by ${shop()}`, ''])];
    }),
  });
}

export function waterTanker(): Doc {
  reseed('water-tanker-bookings');
  return csvDoc({
    id: 'water-tanker-bookings', delimiter: ';', about: 'Water tanker bookings; depots are described by landmarks, customers by home address.',
    headers: ['Booking', 'Customer', 'Phone', 'Delivery Address', 'Litres', 'Remarks'],
    rows: rows(7, (i) => {
      const p = person(); const a = homeAddr(); const q = person();
      return [`WT-${5000 + i}`, N(p), Ph(), A(a.line), String(pick([5000, 10000, 12000])), R(p, a, [
        t`Tanker from depot ${direction()}`, t`Call ${N(q)} on ${Ph()} if gate closed`, t`Driver to come via ${street()}, main road closed`, t`${nameWord()}`, '',
      ])];
    }),
  });
}

export function caterer(): Doc {
  reseed('wedding-caterer-bookings');
  return csvDoc({
    id: 'wedding-caterer-bookings', about: 'Caterer bookings: events name the couple (labelled), venues and dishes named after places and brands do not.',
    headers: ['Client', 'Phone', 'Event', 'Venue', 'Guests', 'Menu', 'Notes'],
    rows: rows(7, () => {
      const p = person(); const b = person(undefined, 'm'); const g = person(undefined, 'f'); const c = person();
      return [N(p), Ph(), pick<Piece>([t`${N(b, 'first')} weds ${N(g, 'first')}`, t`Reception of ${N(b)} & ${N(g)}`, t`${festival()} lunch`]), venue(), String(ri(80, 900)), t`${placeWord()}, ${placeWord()}`, pick<Piece>([
        t`Groom side contact ${N(c)}: ${Ph()}`, t`Dosa counter like ${restaurant()}`, t`Sweets from ${restaurant()}`, t`Hall manager ${Ti(c)} wants menu by Friday`, '',
      ])];
    }),
  });
}

export function tailor(): Doc {
  reseed('tailor-orders');
  return csvDoc({
    id: 'tailor-orders', delimiter: '\t', eol: '\r\n', about: 'Tailor shop order book; fabrics are brands and place-words.',
    headers: ['Order', 'Customer', 'Mobile', 'Garment', 'Fabric', 'Measurement Note', 'Delivery'],
    rows: rows(7, (i) => {
      const p = person(); const q = person();
      return [String(700 + i), N(p), Ph(), pick(['Blouse', 'Sherwani', 'Kurta', 'Suit', 'Lehenga']), fabric(), pick<Piece>([
        t`Same as last time for ${N(q)}`, 'Loose fit', t`Bring sample from ${shop()}`, t`For ${festival()}`,
      ]), `${ri(1, 28)}/${ri(1, 12)}`];
    }),
  });
}

export function movers(): Doc {
  reseed('packers-movers-quotes');
  return csvDoc({
    id: 'packers-movers-quotes', about: 'Packers and movers quotes: both from- and to-addresses are homes (labelled); storage warehouses and trucks are not.',
    headers: ['Quote', 'Customer', 'Phone', 'Email', 'From Address', 'To Address', 'Items', 'Remarks'],
    rows: rows(7, (i) => {
      const p = person(); const a = homeAddr(); const b = homeAddr();
      return [`PM/${2400 + i}`, N(p), Ph(), Em(p), A(a.line), A(b.line), t`${product()}, ${product()}, 20 cartons`, R(p, a, [
        t`Storage at ${bizAddr('warehouse')}`, t`Truck: ${LA('product_name', 'Ashok Leyland Dost')}`, t`Loading via ${street()} only after 10 pm`, '',
      ])];
    }),
  });
}

export function pestControl(): Doc {
  reseed('pest-control-visits');
  return csvDoc({
    id: 'pest-control-visits', delimiter: '|', about: 'Pest control jobs: residences (labelled) mixed with restaurants named like people (Sagar Ratna) at business addresses (not labelled).',
    headers: ['Job', 'Client', 'Premises Type', 'Site Address', 'Contact Person', 'Phone', 'Notes'],
    rows: rows(7, (i) => {
      const c = person();
      if (chance(0.45)) return [`PC${300 + i}`, t`${restaurant()} outlet`, 'Restaurant', bizAddr('shop'), t`Manager ${N(c)}`, Ph(), t`Next visit after ${festival()}`];
      const p = person(); const a = homeAddr();
      return [`PC${300 + i}`, Ti(p), 'Residence', A(a.line), N(p), Ph(), pick<Piece>(['Termite, 2BHK', 'Cockroach gel', t`Spoke to ${Ti(c)}, neighbour`])];
    }),
  });
}

export function acRepair(): Doc {
  reseed('ac-repair-tickets');
  return csvDoc({
    id: 'ac-repair-tickets', about: 'AC service tickets; technicians and customers are people, spare-part shops and roads are not.',
    headers: ['Ticket', 'Customer Name', 'Phone', 'Address', 'Product', 'Technician', 'Status Note'],
    rows: rows(7, (i) => {
      const p = person(); const a = homeAddr(); const tech = person(undefined, 'm');
      return [`SR-${88000 + i}`, N(p), Ph(), A(a.line), appliance(), N(tech), R(p, a, [
        t`Spare from ${shop()}, ${street()}`, t`Technician ${N(tech, 'first')} visited; customer ${Ti(p)} not home`, t`Escalated to ${roleMail('coolcare.co.in')}`, 'Gas refill done',
      ])];
    }),
  });
}

export function solarLeads(): Doc {
  reseed('solar-rooftop-leads');
  return csvDoc({
    id: 'solar-rooftop-leads', delimiter: ';', about: 'Solar rooftop leads with Hinglish notes; expo venues and name-words in Hinglish are not labelled.',
    headers: ['Lead', 'Name', 'Mobile', 'E-mail', 'Site Address', 'Roof (sq ft)', 'Source', 'Notes'],
    rows: rows(7, (i) => {
      const p = person(); const a = homeAddr();
      return [`SL${i + 1}`, N(p), Ph(), chance(0.6) ? Em(p) : '', A(a.line), String(ri(300, 2000)), t`Expo at ${venue()}`, R(p, a, [
        t`${nameWord()}, ${N(p, 'first')} ji ne bola next week`, t`Bill ${amt()}; ${N(p, 'caps')} wants subsidy`, t`Installer ${shop()} se quote liya`, t`Panels like ${brand()}`,
      ])];
    }),
  });
}

export function optician(): Doc {
  reseed('optician-prescriptions');
  return csvDoc({
    id: 'optician-prescriptions', about: 'Optician prescriptions; frame brands made of name words and store addresses are not labelled.',
    headers: ['Rx No', 'Patient', 'DOB', 'Phone', 'Right SPH', 'Left SPH', 'Frame', 'Store'],
    rows: rows(7, (i) => {
      const p = person();
      return [`RX${9100 + i}`, N(p), D(1950, 2012), Ph(), `-${ri(0, 4)}.${pick(['00', '25', '50', '75'])}`, `-${ri(0, 4)}.${pick(['00', '25', '50'])}`,
        LA('brand_from_name_words', pick(['Vincent Chase', 'John Jacobs', 'Titan Eye+', 'Ray-Ban'])), t`${opticalShop()}, ${bizAddr('shop')}`];
    }),
  });
}

export function dental(): Doc {
  reseed('dental-appointments');
  return csvDoc({
    id: 'dental-appointments', delimiter: '\t', about: 'Dental clinic appointments; doctors are labelled, clinic branches and referring hospitals are not.',
    headers: ['Appt', 'Patient Name', 'DOB', 'Mobile', 'Doctor', 'Clinic Branch', 'Notes'],
    rows: rows(7, (i) => {
      const p = person(); const d = person();
      return [`A${400 + i}`, N(p), D(1945, 2015), Ph(), t`Dr. ${N(d)}`, bizAddr(pick(['office', 'shop'])), pick<Piece>([
        t`Referred from ${hospital()}`, 'RCT 2nd sitting', t`Guardian ${Ti(person())} to accompany`, t`After ${festival()} holidays`, '',
      ])];
    }),
  });
}

export function tutors(): Doc {
  reseed('home-tutor-requests');
  return csvDoc({
    id: 'home-tutor-requests', about: 'Home tutor requests: parent and child names, home addresses; schools (named after people) not labelled.',
    headers: ['Parent Name', 'Child Name', 'Class', 'School', 'Home Address', 'Phone', 'Tutor Assigned', 'Remarks'],
    rows: rows(7, () => {
      const p = person(); const c = person(p.trad); const tu = person(); const a = homeAddr();
      return [Ti(p), N({ ...c, last: p.last, full: `${c.first} ${p.last}` }), String(ri(3, 12)), pick<Piece>([school(), bizAddr('school')]), A(a.line), Ph(), chance(0.7) ? N(tu) : 'Pending', R(p, a, [
        t`Wants tutor who studied at ${college()}`, t`${nameWord()}`, 'Maths + Science', t`Tutor ${N(tu, 'first')} ${tu.g === 'm' ? 'sir' : "ma'am"} also teaches at the coaching centre ${direction()}`,
      ])];
    }),
  });
}

const PACKAGES = ['Char Dham Yatra', 'Vaishno Devi darshan', 'Tirupati Balaji darshan', 'Shirdi Sai darshan', 'Jagannath Puri yatra', 'Kashi Vishwanath darshan'];
export function pilgrimage(): Doc {
  reseed('pilgrimage-tour-bookings');
  return csvDoc({
    id: 'pilgrimage-tour-bookings', about: 'Pilgrimage tour bookings; packages and boarding points are temples and chowks, not addresses.',
    headers: ['Booking', 'Traveller', 'DOB', 'Aadhaar No', 'Phone', 'Package', 'Boarding Point', 'Remarks'],
    rows: rows(7, (i) => {
      const p = person(); const w = person(p.trad, p.g === 'm' ? 'f' : 'm');
      return [`TB${ri(1000, 9999)}`, N(p), D(1940, 1990), lbl('aadhaar', aadhaar()), Ph(), LA('temple_or_place_of_worship', pick(PACKAGES)), t`${LA('direction_landmark', pick(['Gandhi Chowk bus stop', 'Ram Mandir gate', 'Subhash Chowk petrol pump', 'Clock Tower']))}`, pick<Piece>([
        t`Travelling with spouse ${N(w)}`, 'Needs lower berth', t`Return via ${cityWord()}`, t`Payment by son ${N(person(p.trad, 'm'))}`,
      ])];
    }),
  });
}

export function hallBookings(): Doc {
  reseed('marriage-hall-bookings');
  return csvDoc({
    id: 'marriage-hall-bookings', delimiter: ';', about: 'Marriage hall bookings with PAN for advance; halls are venues, functions name people or festivals.',
    headers: ['Booking No', 'Booked By', 'Mobile', 'PAN', 'Hall', 'Function', 'Advance', 'Remarks'],
    rows: rows(7, (i) => {
      const p = person();
      return [`MH-${i + 101}`, N(p), Ph(), lbl('pan', pan(p)), venue(), pick<Piece>([t`Wedding of ${N(person())} and ${N(person())}`, t`${festival()} get-together`, t`Mundan of ${N(person(), 'first')}`]), amt(), pick<Piece>([
        t`Decor by ${shop()}`, t`Catering ${restaurant()}`, '', t`Parking ${direction()}`,
      ])];
    }),
  });
}

export function shopRent(): Doc {
  reseed('shop-rent-agreements');
  return csvDoc({
    id: 'shop-rent-agreements', about: 'Shop rent agreements: tenant residence labelled, shop premises and landlord firms not.',
    headers: ['Agreement', 'Tenant Name', 'Tenant Residence', 'Tenant PAN', 'Shop Premises', 'Shop Name', 'Monthly Rent', 'Landlord'],
    rows: rows(7, (i) => {
      const p = person(); const a = homeAddr(); const l = person();
      return [`RA/${2025}/${i + 11}`, N(p), A(a.line), lbl('pan', pan(p)), bizAddr('shop'), shop(), amt(), chance(0.5) ? LA('firm_named_after_person', pick(['Sagar Estates Pvt Ltd', 'Lakshmi Properties', 'Mehta Builders LLP', 'Krishna Developers'])) : N(l)];
    }),
  });
}

export function lpg(): Doc {
  reseed('lpg-connection-applications');
  return csvDoc({
    id: 'lpg-connection-applications', quoteAll: true, about: 'LPG connection applications, every field quoted; distributors are agencies named after people.',
    headers: ["Consumer No", "Applicant", "Father's/Husband's Name", 'DOB', 'Aadhaar', 'Address', 'Mobile', 'Distributor'],
    rows: rows(7, (i) => {
      const p = person(); const f = person(p.trad, 'm'); const a = homeAddr();
      return [String(ri(100000, 999999)), N(p, pick(['full', 'caps'])), t`${p.g === 'm' ? 'S/o ' : pick(['W/o ', 'D/o '])}${N(f)}`, D(1950, 2000), lbl('aadhaar', aadhaar()), A(a.line), Ph(),
        t`${LA('shop_named_after_person', pick(['Gupta Gas Agency', 'Sai Indane', 'Bharat Gas - Verma Enterprises', 'Jyoti HP Gas']))}, ${bizAddr('shop')}`];
    }),
  });
}

export function vehicleInsurance(): Doc {
  reseed('vehicle-insurance-renewals');
  return csvDoc({
    id: 'vehicle-insurance-renewals', about: 'Motor insurance renewals; vehicle models and dealerships are look-alikes.',
    headers: ['Policy No', 'Owner Name', 'DOB', 'Mobile', 'Email', 'PAN', 'Vehicle', 'Dealer'],
    rows: rows(7, (i) => {
      const p = person();
      return [`MTR/${ri(10000, 99999)}/${i}`, N(p), D(1955, 2002), Ph(), Em(p), lbl('pan', pan(p)), vehicle(), t`${LA('shop_named_after_person', pick(['Iqbal Motors', 'Raju Auto Works', 'Sanjay Hyundai', 'Kamal Mahindra']))}, ${bizAddr('shop')}`];
    }),
  });
}

const STATIONS = ['Lokmanya Tilak Terminus', 'Chhatrapati Shivaji Maharaj Terminus', 'Hazrat Nizamuddin', 'Rani Kamlapati', 'Netaji Subhas Chandra Bose Junction', 'Rajendra Nagar Terminal', 'Mahatma Gandhi Road station'];
export function lostFound(): Doc {
  reseed('lost-and-found-railway');
  return csvDoc({
    id: 'lost-and-found-railway', delimiter: '|', about: 'Railway lost-and-found register; stations named after people are not labelled, staff and claimants are.',
    headers: ['Entry', 'Station', 'Item', 'Found By', 'Claimant', 'Claimant Phone', 'Claimant Address', 'Remarks'],
    rows: rows(7, (i) => {
      const s = person(undefined, 'm'); const c = person(); const a = homeAddr();
      return [`LF${i + 1}`, LA('station_named_after_person', pick(STATIONS)), pick<Piece>([product(), 'black suitcase', t`bag with ${placeWord()}`]), t`TTE ${N(s)}`, N(c), Ph(), A(a.line), R(c, a, [
        t`Handed over in presence of ${N(person())}`, t`Claimant, ${N(c, 'caps')}, showed ticket`, 'Unclaimed', t`Found on ${LA('train_named_after_person', pick(['Gitanjali Express', 'Rajdhani Express', 'Ahilyanagari Express', 'Vivek Express']))}`,
      ])];
    }),
  });
}

export function ngoVolunteers(): Doc {
  reseed('ngo-volunteer-register');
  return csvDoc({
    id: 'ngo-volunteer-register', about: 'NGO volunteer register; the NGO registered office and teaching centres are not labelled.',
    headers: ['Volunteer', 'DOB', 'Mobile', 'Email', 'Home Address', 'Skills', 'Notes'],
    rows: rows(7, () => {
      const p = person(); const a = homeAddr();
      return [N(p), D(1970, 2005), Ph(), Em(p), A(a.line), pick(['Teaching', 'First aid', 'Photography', 'Accounts']), R(p, a, [
        t`Teaches at centre ${direction()}`, t`Letters go to ${regdOffice()}`, t`Coordinator ${N(person())} approved`, t`Helped at ${festival()} camp`,
      ])];
    }),
  });
}

export function scholarships(): Doc {
  reseed('scholarship-applications');
  return csvDoc({
    id: 'scholarship-applications', delimiter: ';', about: 'Scholarship applications with bank details; IFSC codes and schools are not labelled.',
    headers: ['App ID', 'Student', 'DOB', 'Aadhaar', 'Bank A/c', 'IFSC', 'School', "Father's Name", 'Family Income'],
    rows: rows(7, (i) => {
      const p = person(); const f = person(p.trad, 'm');
      return [`SCH${24000 + i}`, N(p), D(2003, 2010), lbl('aadhaar', aadhaar()), lbl('bank_account', account()), LA('ifsc', `${pick(['SBIN', 'HDFC', 'CNRB', 'PUNB', 'BARB'])}0${ri(100000, 999999)}`), pick<Piece>([school(), bizAddr('school')]), N(f), amt()];
    }),
  });
}

export function dairy(): Doc {
  reseed('dairy-coop-milk-suppliers');
  return csvDoc({
    id: 'dairy-coop-milk-suppliers', about: 'Dairy cooperative suppliers; society names (Shri Krishna...) and feed brands are not labelled.',
    headers: ['Member Code', 'Farmer', 'Village Address', 'Mobile', 'Bank A/c', 'UPI', 'Society', 'Remarks'],
    rows: rows(7, (i) => {
      const p = person(pick(['hindi', 'gujarati', 'marathi', 'punjabi'])); const a = homeAddr();
      return [`DC-${i + 51}`, N(p), A(a.line), Ph(), lbl('bank_account', account()), lbl('upi', upi(p)), LA('institution_named_after_person', pick(['Shri Krishna Dugdh Utpadak Sahakari Mandali', 'Sardar Patel Dairy Co-op', 'Laxmi Milk Society'])), pick<Piece>([
        t`Cattle feed from ${cattleFeed()}`, t`Payment to son ${N(person(p.trad, 'm'))}`, t`Collection centre ${direction()}`, '',
      ])];
    }),
  });
}

export function caClients(): Doc {
  reseed('ca-firm-itr-clients');
  return csvDoc({
    id: 'ca-firm-itr-clients', about: 'CA firm ITR client list; employers and their registered offices are not labelled.',
    headers: ['Client', 'PAN', 'DOB', 'Aadhaar', 'Email', 'Employer', 'Employer Address', 'Notes'],
    rows: rows(7, () => {
      const p = person();
      return [N(p, pick(['full', 'caps', 'comma'])), lbl('pan', pan(p)), D(1950, 1998), lbl('aadhaar', aadhaar()), Em(p), brand(), regdOffice(), pick<Piece>([
        t`Form 16 from ${roleMail('payroll-india.com')}`, t`Wife ${N(person(p.trad, 'f'))} also client`, 'Old regime', t`Rent paid to ${N(person())}`,
      ])];
    }),
  });
}

export function broadband(): Doc {
  reseed('broadband-install-requests');
  return csvDoc({
    id: 'broadband-install-requests', eol: '\r\n', about: 'Broadband installs; assigned public IPs labelled, gateway server IPs and shops not.',
    headers: ['Request', 'Subscriber', 'Phone', 'Install Address', 'Assigned IP', 'Plan', 'Notes'],
    rows: rows(7, (i) => {
      const p = person(); const a = homeAddr();
      return [`BB${7700 + i}`, N(p), Ph(), A(a.line), lbl('ip', publicIp()), pick(['100 Mbps', '200 Mbps', '1 Gbps']), R(p, a, [
        t`Router bought from ${shop()}`, t`Gateway ${serverIp()}`, t`Fibre runs along ${street()}`, t`Complaint: ${helpline()}`,
      ])];
    }),
  });
}

export function hindiHeaders(): Doc {
  reseed('gram-panchayat-pension-list');
  return csvDoc({
    id: 'gram-panchayat-pension-list', about: 'Old-age pension list with Devanagari headers and names; the panchayat bhawan and bank branch are not labelled.',
    headers: ['क्रम', 'लाभार्थी का नाम', 'पिता/पति का नाम', 'जन्म तिथि', 'पता', 'मोबाइल', 'खाता संख्या', 'टिप्पणी'],
    rows: rows(7, (i) => {
      const p = devaPerson(); const f = devaPerson('m'); const a = homeAddr(pick(['Lucknow', 'Patna', 'Bhopal', 'Jaipur']));
      return [String(i + 1), N(p, pick(['full', 'full', 'first'])), t`${pick(['श्री ', ''])}${N(f)}`, D(1935, 1960), A(`ग्राम ${pick(['रामपुर', 'सीतापुर', 'लक्ष्मणपुर', 'कृष्णानगर'])}, ${a.city} ${a.pin}`), Ph(), lbl('bank_account', account()), pick<Piece>([
        t`${LA('business_address:office', 'पंचायत भवन, गांधी चौक')} में सत्यापन`, t`${LA('name_word_as_common_word', 'आशा है अगले महीने पेंशन आएगी')}`, t`${LA('business_address:bank_branch', 'स्टेट बैंक, तहसील शाखा')} में खाता`, '',
      ])];
    }),
  });
}

export function vagueHeaders(): Doc {
  reseed('spelling-variant-headers');
  return csvDoc({
    id: 'spelling-variant-headers', about: 'Gym-to-yoga studio migration export with misspelt and abbreviated headers.',
    headers: ['cust_nm', 'mob no.', 'e_mail', 'D.O.B', 'resi_addr', 'studio_loc', 'instr', 'rmk'],
    rows: rows(7, () => {
      const p = person(); const a = homeAddr(); const ins = person();
      return [N(p, pick(['lower', 'full', 'caps'])), Ph(), Em(p), D(1970, 2004), A(a.line), bizAddr(pick(['office', 'shop'])), N(ins, 'first'), pick<Piece>([
        t`Session at ${venue()}`, t`Prefers ${LA('brand_from_name_words', pick(['Patanjali', 'Kapiva', 'Baidyanath']))} products`, t`${nameWord()}`, '',
      ])];
    }),
  });
}
