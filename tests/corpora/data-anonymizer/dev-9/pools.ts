// dev-9 pools: every name, locality, building, business, venue, landmark and route typed by hand.
import { L, LA, LSeg, Piece, pick, ri, chance, digits, pad, verhoeffDigit } from './lib';

// ---------------------------------------------------------------- people
export const FIRST = [
  'Aarav', 'Ishita', 'Kunal', 'Meenakshi', 'Rohit', 'Sneha', 'Vikram', 'Pooja', 'Arjun', 'Lakshmi',
  'Farhan', 'Zoya', 'Gurpreet', 'Harleen', 'Suresh', 'Kavitha', 'Debashish', 'Moumita', 'Nikhil', 'Ritu',
  'Anand', 'Bhavna', 'Chetan', 'Divya', 'Imran', 'Jasleen', 'Karthik', 'Lalitha', 'Manoj', 'Nazia',
  'Omkar', 'Prachi', 'Rajesh', 'Shalini', 'Tanmay', 'Usha', 'Varun', 'Yamini', 'Abhishek', 'Sunita',
];
export const LAST = [
  'Sharma', 'Iyer', 'Deshmukh', 'Banerjee', 'Reddy', 'Khan', 'Gill', 'Nair', 'Patel', 'Chatterjee',
  'Kulkarni', 'Menon', 'Rathore', 'Siddiqui', 'Pillai', 'Joshi', 'Saxena', 'Bose', 'Naidu', 'Chauhan',
  'Hegde', 'Mishra', 'Dutta', 'Sandhu', 'Fernandes', 'Agarwal', 'Tiwari', 'Kamath', 'Shetty', 'Verma',
];
const HI_NAMES = ['रमेश कुमार', 'सुनीता देवी', 'अनिल यादव', 'गीता शर्मा', 'मोहन लाल', 'पार्वती बाई', 'राजू प्रसाद', 'कमला देवी'];

// ---------------------------------------------------------------- places (area, city, pin prefix, state)
type Loc = [string, string, string, string];
export const LOCS: Loc[] = [
  ['Kothrud', 'Pune', '4110', 'Maharashtra'], ['Baner', 'Pune', '4110', 'Maharashtra'],
  ['Andheri East', 'Mumbai', '4000', 'Maharashtra'], ['Borivali West', 'Mumbai', '4000', 'Maharashtra'],
  ['Thane West', 'Thane', '4006', 'Maharashtra'], ['Indiranagar', 'Bengaluru', '5600', 'Karnataka'],
  ['HSR Layout', 'Bengaluru', '5601', 'Karnataka'], ['Jayanagar 4th Block', 'Bengaluru', '5600', 'Karnataka'],
  ['Kukatpally', 'Hyderabad', '5000', 'Telangana'], ['Malakpet', 'Hyderabad', '5000', 'Telangana'],
  ['Anna Nagar', 'Chennai', '6000', 'Tamil Nadu'], ['Velachery', 'Chennai', '6000', 'Tamil Nadu'],
  ['Laxmi Nagar', 'Delhi', '1100', 'NCT of Delhi'], ['Rohini Sector 9', 'Delhi', '1100', 'NCT of Delhi'],
  ['Sector 50', 'Noida', '2013', 'Uttar Pradesh'], ['Gomti Nagar', 'Lucknow', '2260', 'Uttar Pradesh'],
  ['Salt Lake Sector 3', 'Kolkata', '7001', 'West Bengal'], ['Behala', 'Kolkata', '7000', 'West Bengal'],
  ['Navrangpura', 'Ahmedabad', '3800', 'Gujarat'], ['Malviya Nagar', 'Jaipur', '3020', 'Rajasthan'],
  ['Kakkanad', 'Kochi', '6820', 'Kerala'], ['Sarabha Nagar', 'Ludhiana', '1410', 'Punjab'],
  ['Vijay Nagar', 'Indore', '4520', 'Madhya Pradesh'], ['Boring Road', 'Patna', '8000', 'Bihar'],
];
const BLDG = [
  'Sai Krupa Apartments', 'Shanti Kunj', 'Gokul Dham CHS', 'Green Valley Residency', 'Prestige Lakeside Habitat',
  'Nandanvan Society', 'Sunrise Towers', 'Ashiana Homes', 'Krishna Residency', 'Silver Oak Apartments',
  'Rose Garden Enclave', 'Mahavir Nagar CHS', 'Tulsi Vihar', 'Om Shanti Apartments', 'Palm Grove Heights',
];
const STREETS = ['2nd Cross Road', 'Street No. 4', 'MG Colony Lane', '5th Main', 'Gandhi Path', 'Nehru Street', 'Station Road Lane 3', 'Temple Street'];
const RES_LM = ['Shiv Mandir', 'water tank', 'Hanuman Temple', 'Gupta Dairy', 'the park gate', 'Bal Bhavan'];
const VILLAGES: [string, string, string, string, string][] = [
  ['Rampur Khurd', 'Barhi', 'Hazaribagh', 'Jharkhand', '8254'], ['Kheri Kalan', 'Safidon', 'Jind', 'Haryana', '1261'],
  ['Chandpur', 'Bihpur', 'Bhagalpur', 'Bihar', '8536'], ['Pipariya', 'Sohagpur', 'Narmadapuram', 'Madhya Pradesh', '4612'],
  ['Kodagahalli', 'Hunsur', 'Mysuru', 'Karnataka', '5711'],
];
const HI_LOCS: [string, string, string][] = [
  ['लक्ष्मी नगर', 'दिल्ली', '1100'], ['गोमती नगर', 'लखनऊ', '2260'], ['मालवीय नगर', 'जयपुर', '3020'],
  ['विजय नगर', 'इंदौर', '4520'], ['बोरिंग रोड', 'पटना', '8000'], ['अशोक नगर', 'भोपाल', '4620'],
];

export interface Addr { full: string; short: string; line1: string; area: string; city: string; pin: string; state: string; hi: string }
export function homeAddr(): Addr {
  const [area, city, pp, state] = pick(LOCS);
  const pin = pp + pad(ri(1, 99));
  const b = pick(BLDG);
  const st = pick(STREETS);
  let line1: string;
  switch (ri(0, 8)) {
    case 6: line1 = `#${ri(3, 480)}, ${pick(['3rd Cross', '7th Main', '1st Stage', '11th A Cross'])}`; break;
    case 7: line1 = `Door No. ${ri(1, 40)}/${ri(100, 999)}, ${pick(['Kamaraj Street', 'Pillaiyar Koil Street', 'Gandhi Road', 'Church Lane'])}`; break;
    case 8: line1 = `Room No. ${ri(1, 40)}, ${pick(['Patel Chawl', 'Bhagat Chawl', 'Siddharth Nagar Chawl', 'Janata Colony'])}, ${pick(['1st Floor', 'Ground Floor'])}`; break;
    case 0: line1 = `Flat ${ri(1, 14)}0${ri(1, 4)}, ${b}`; break;
    case 1: line1 = `H.No. ${ri(1, 16)}-${ri(1, 9)}-${ri(10, 480)}, ${st}`; break;
    case 2: line1 = `House No. ${ri(2, 250)}, Gali No. ${ri(1, 12)}`; break;
    case 3: line1 = `${pick(['A', 'B', 'C', 'D'])}-${ri(1, 60)}, ${b}, ${chance(0.6) ? 'near ' + pick(RES_LM) : pick(['opp. SBI ATM', 'behind Petrol Pump', 'opp. Bus Stand', 'near Apollo Pharmacy'])}`; break;
    case 4: line1 = `${ri(1, 90)}/${ri(1, 12)} ${st}`; break;
    default: line1 = `Plot ${ri(10, 300)}, ${b}`;
  }
  let full: string;
  switch (ri(0, 4)) {
    case 0: full = `${line1}, ${area}, ${city} ${pin}`; break;
    case 1: full = `${line1}, ${area}, ${city} - ${pin}`; break;
    case 2: full = `${line1}, ${area}, ${city}, ${state} ${pin}`; break;
    case 3: full = `${line1.replace(/,/g, '')} ${area} ${city} ${pin}`; break;
    default: full = `${line1}, ${area}, ${city}`;
  }
  if (chance(0.12)) {
    const [v, po, dist, stt, vp] = pick(VILLAGES);
    full = `Vill. ${v}, PO ${po}, Dist. ${dist}, ${stt} ${vp}${pad(ri(1, 60))}`;
    const [ha0, hc0, hp0] = pick(HI_LOCS);
    return { full, short: `Vill. ${v}, PO ${po}`, line1: `Vill. ${v}, PO ${po}`, area: `Dist. ${dist}`, city: stt, pin: `${vp}${pad(ri(1, 60))}`, state: stt,
      hi: `मकान नं. ${ri(2, 300)}, गली नं. ${ri(1, 9)}, ${ha0}, ${hc0} ${hp0}${pad(ri(1, 40))}` };
  }
  const [ha, hc, hp] = pick(HI_LOCS);
  const hi = chance(0.6) ? `मकान नं. ${ri(2, 300)}, गली नं. ${ri(1, 9)}, ${ha}, ${hc} ${hp}${pad(ri(1, 40))}`
    : `फ्लैट ${ri(1, 9)}0${ri(1, 4)}, ${pick(['शांति कुंज', 'साईं कृपा अपार्टमेंट', 'गोकुल धाम सोसाइटी', 'तुलसी विहार'])}, ${ha}, ${hc} - ${hp}${pad(ri(1, 40))}`;
  if (chance(0.08)) full = full.toUpperCase();
  return { full, short: `${line1}, ${area}`, line1, area, city, pin, state, hi };
}

// ---------------------------------------------------------------- identifiers
export interface Person {
  first: string; last: string; name: string; phone: string; email: string; dob: string; addr: Addr;
  aadhaar: string; pan: string; acct: string; upi: string; hiName: string;
}
export function phone(): string {
  const n = pick(['9', '8', '7', '6']) + digits(9);
  switch (ri(0, 4)) {
    case 0: return n;
    case 1: return `+91 ${n.slice(0, 5)} ${n.slice(5)}`;
    case 2: return `${n.slice(0, 5)}-${n.slice(5)}`;
    case 3: return `+91-${n}`;
    default: return `0${n}`;
  }
}
const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
export function dob(): string {
  const y = ri(1950, 2006), m = ri(1, 12), d = ri(1, 28);
  switch (ri(0, 3)) {
    case 0: return `${pad(d)}/${pad(m)}/${y}`;
    case 1: return `${y}-${pad(m)}-${pad(d)}`;
    case 2: return `${d} ${MON[m - 1]} ${y}`;
    default: return `${pad(d)}-${pad(m)}-${y}`;
  }
}
export function aadhaar(): string {
  const b = String(ri(2, 9)) + digits(10);
  const n = b + verhoeffDigit(b);
  return chance(0.6) ? `${n.slice(0, 4)} ${n.slice(4, 8)} ${n.slice(8)}` : n;
}
const AZ = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
export function pan(last: string): string {
  return AZ[ri(0, 25)] + AZ[ri(0, 25)] + AZ[ri(0, 25)] + 'P' + last[0].toUpperCase() + digits(4) + AZ[ri(0, 25)];
}
const MAILS = ['gmail.com', 'yahoo.co.in', 'rediffmail.com', 'outlook.com', 'hotmail.com'];
export function person(): Person {
  const first = pick(FIRST), last = pick(LAST);
  const name = chance(0.15) ? `${first} ${last}`.toUpperCase() : `${first} ${last}`;
  const email = pickEmail(first, last);
  return {
    first, last, name, phone: phone(), email, dob: dob(), addr: homeAddr(), aadhaar: aadhaar(), pan: pan(last),
    acct: String(ri(1, 9)) + digits(ri(10, 15)),
    upi: `${first.toLowerCase()}${pick(['', '.', '_'])}${last.toLowerCase()}${pick(['', String(ri(1, 99))])}@${pick(['okaxis', 'oksbi', 'ybl', 'paytm', 'okhdfcbank', 'ibl'])}`,
    hiName: pick(HI_NAMES),
  };
}
function pickEmail(f: string, l: string) {
  const a = f.toLowerCase(), b = l.toLowerCase();
  return pick([`${a}.${b}@`, `${a}${b}${ri(1, 99)}@`, `${a[0]}${b}@`, `${a}_${b}${ri(70, 99)}@`]) + pick(MAILS);
}
export const N = (n: string) => L('name', n);
export const A = (a: string) => L('address', a);

// ---------------------------------------------------------------- look-alikes (unlabelled)
const MARKETS = ['Phoenix Marketcity', 'Crawford Market', 'Lajpat Rai Market', 'Sarojini Nagar Market', 'Commercial Street', 'Laad Bazaar', 'Johari Bazaar', 'New Market', 'Sadar Bazar', 'Karol Bagh Market'];
const SHOP_NAMES = ['Balaji Kirana Stores', 'Shree Ganesh Provision', 'Apollo Pharmacy', 'MedPlus', 'Wellness Forever', 'Reliance Smart', 'More Supermarket', 'Sri Lakshmi Textiles', 'New Bombay Hardware', 'Royal Mobiles'];
// shop names built on place words (look like places, are businesses)
const PLACE_SHOPS = ['Andheri Medicos', 'Kothrud Kirana', 'Malabar Bakery', 'Deccan Opticals', 'Ganga Sweets', 'Himalaya Traders', 'Konkan Fish Centre', 'Marwar Handloom', 'Indiranagar Dry Cleaners', 'Salt Lake Stationers', 'Punjab Dhaba', 'Kaveri Electricals', 'Narmada Gas Agency', 'Sahyadri Agencies', 'Mysore Silk Palace'];
const CLINICS = ['Sanjeevani Clinic', 'Lifeline Polyclinic', 'Smile Dental Care', 'Arogya Diagnostic Centre', 'Dhanvantari Ayurveda Clinic', 'Nirmal Eye Clinic', 'Sparsh Skin Clinic', 'Healing Touch Physiotherapy'];
const HOSPITALS = ['Ruby Hall Clinic, Sassoon Road, Pune', 'Apollo Hospitals, Greams Road, Chennai', 'Fortis Hospital, Bannerghatta Road, Bengaluru', 'AIIMS, Ansari Nagar, New Delhi', 'Yashoda Hospital, Malakpet, Hyderabad', 'AMRI Hospital, Salt Lake, Kolkata', 'Medanta, Sector 38, Gurugram', 'Lilavati Hospital, Bandra Reclamation, Mumbai'];
const BANKS = ['SBI', 'HDFC Bank', 'ICICI Bank', 'Canara Bank', 'Punjab National Bank', 'Bank of Baroda', 'Axis Bank', 'Union Bank of India'];
const SCHOOLS = ['Delhi Public School', 'Kendriya Vidyalaya No. 2', "St. Xavier's High School", 'DAV Public School', 'Ryan International School', 'Bal Bharati Public School', 'Little Flower Convent', 'Sarvodaya Vidyalaya'];
const COACHING = ['Aakash Institute', 'FIITJEE Centre', 'Career Point Classes', 'Vidyamandir Classes', 'Resonance Study Centre', 'Allen Career Institute'];
const COMPANIES = ['Infosys Ltd', 'Tata Consultancy Services', 'Wipro Technologies', 'Zoho Corporation', 'Larsen & Toubro', 'Mahindra Logistics', 'Swiggy (Bundl Technologies)', 'HCL Technologies'];
const TECHPARKS = ['Manyata Tech Park, Hebbal, Bengaluru', 'DLF Cyber City, Gurugram', 'Hinjewadi Phase 2, Pune', 'Mindspace, Malad West, Mumbai', 'HITEC City, Madhapur, Hyderabad', 'Tidel Park, Taramani, Chennai', 'Salt Lake Sector V, Kolkata', 'Infopark, Kakkanad, Kochi'];
const IND_AREAS = ['MIDC Bhosari, Pune', 'Bhiwandi, Thane', 'Okhla Industrial Area Phase 2, New Delhi', 'Peenya Industrial Area, Bengaluru', 'Sanand GIDC, Ahmedabad', 'Ambattur Industrial Estate, Chennai', 'Dankuni, Hooghly', 'Sitapura Industrial Area, Jaipur'];
const RESTAURANTS = ['Hotel Saravana Bhavan', 'Haldiram\u2019s', 'Paradise Biryani', 'Barbeque Nation', 'Anand Bhavan Veg Restaurant', 'Kake Di Hatti', 'Udupi Krishna Bhavan', 'Bademiya'];
const RELIGIOUS = ['Gurudwara Singh Sabha, Rajouri Garden', 'Shri Ram Mandir, Kothrud', 'Jama Masjid, Chandni Chowk', "St. Mary's Church, Camp, Pune", 'ISKCON Temple, Juhu', 'Gurudwara Bangla Sahib, Connaught Place', 'Kalighat Kali Temple, Kolkata', 'Mecca Masjid, Hyderabad', 'Sri Ranganathaswamy Temple, Srirangam', 'Infant Jesus Church, Viveknagar'];
const BANQUETS = ['Shubh Mangal Lawns', 'Rajmahal Banquet Hall', 'Royal Palms Marriage Garden', 'Sagar Vatika', 'Kalyan Mandapam, T. Nagar', 'Shagun Banquets', 'Utsav Party Plot', 'Anandam Marriage Hall'];
const HOTELS = ['The Taj Mahal Palace, Colaba', 'Hotel Radisson Blu, Paschim Vihar', 'ITC Grand Chola, Guindy', 'Lemon Tree Hotel, Sector 60', 'Hotel Sai Palace, Shirdi Road', 'The Leela, Old Airport Road', 'Hotel Clarks Amer, JLN Marg'];
const EVENT_VENUES = ['NSCI Dome, Worli', 'Shanmukhananda Hall, Sion', 'Pragati Maidan Hall 5', 'Palace Grounds, Bengaluru', 'Nehru Stadium, Chennai', 'Netaji Indoor Stadium, Kolkata', 'Balewadi Stadium, Pune', 'Shilpakala Vedika, Hyderabad', 'Tagore Theatre, Chandigarh'];
const LANDMARKS = ['opp. SBI ATM', 'near Clock Tower', 'behind Petrol Pump', 'near Gateway of India', 'opp. Bus Stand', 'next to Metro Pillar 214', 'near Charminar', 'opp. Railway Station Gate 2', 'near Big Bazaar signal', 'below flyover', 'near Ghanta Ghar', 'opp. Police Chowki'];
const ROUTE_PAIRS = [['Andheri', 'Bandra', 'Vile Parle'], ['Kothrud', 'Shivajinagar', 'Deccan'], ['Rohini', 'Pitampura', 'Netaji Subhash Place'], ['Whitefield', 'Marathahalli', 'Brookefield'], ['Velachery', 'Guindy', 'Adambakkam'], ['Salt Lake', 'Howrah', 'Ultadanga'], ['Gomti Nagar', 'Hazratganj', 'Kapoorthala'], ['Kukatpally', 'Ameerpet', 'Erragadda']];
const ZONES = ['North Zone', 'South Zone', 'Zone 4 (East)', 'West-2', 'Central Zone', 'Ward 17', 'Cluster B', 'Pune Metro Region', 'Zone C - Outer Ring'];
export const CITIES = ['Mumbai', 'Pune', 'Bengaluru', 'Hyderabad', 'Chennai', 'Kolkata', 'Delhi', 'Lucknow', 'Jaipur', 'Indore', 'Kochi', 'Ahmedabad', 'Patna', 'Ludhiana', 'Nagpur', 'Surat'];
const DISTRICTS = ['Hazaribagh district', 'Dist. Jind', 'Mysuru district', 'South 24 Parganas', 'Pune Rural', 'Gautam Buddh Nagar', 'Ernakulam', 'Rangareddy'];
const HOUSES = ['Red House', 'Blue House', 'Green House', 'Yellow House', 'Tagore House', 'Raman House', 'Shivaji House', 'Ashoka House', 'Nehru House', 'Teresa House'];

export const la = {
  shop: (): LSeg => LA('business_address:shop', pick([
    () => `Shop No. ${ri(1, 40)}, ${pick(MARKETS)}`,
    () => { const [ar, c] = pick(LOCS); return `${pick(SHOP_NAMES)}, Shop ${ri(1, 20)}, ${ar}, ${c}`; },
    () => `${pick(SHOP_NAMES)}, Ground Floor, ${pick(BLDG)} Commercial Complex, ${pick(LOCS)[0]}`,
  ])()),
  clinic: (): LSeg => { const [ar, c, pp] = pick(LOCS); return LA('business_address:clinic', chance(0.6)
    ? `${pick(CLINICS)}, 1st Floor, ${pick(['Suyog Complex', 'Krishna Plaza', 'City Centre Mall', 'Shivam Arcade'])}, ${ar}, ${c}`
    // home-shaped clinic address (flat in a residential building) - still a business address
    : `${pick(CLINICS)}, Flat ${ri(1, 3)}, Ground Floor, ${pick(BLDG)}, ${ar}, ${c} ${pp}${pad(ri(1, 99))}`); },
  // bare clinic address without the clinic name, for a 'Clinic Address' column
  clinicBare: (): LSeg => { const [ar, c, pp] = pick(LOCS); return LA('business_address:clinic', `Shop ${ri(1, 12)}, ${pick(BLDG)}, ${ar}, ${c} ${pp}${pad(ri(1, 99))}`); },
  pharmacy: (): LSeg => { const [ar, c] = pick(LOCS); return LA('business_address:shop', `${pick(['Andheri Medicos', 'Apollo Pharmacy', 'MedPlus', 'Wellness Forever', 'Jan Aushadhi Kendra', 'Deccan Chemists'])}, Shop ${ri(1, 20)}, ${ar}, ${c}`); },
  gasAgency: (): LSeg => { const [ar, c] = pick(LOCS); return LA('business_address:shop', `${pick(['Narmada Gas Agency', 'Sahyadri Agencies', 'Bharat Gas - Ganga Enterprises', 'Indane - Kaveri Gas Service'])}, Near Market Yard, ${ar}, ${c}`); },
  serviceCentre: (): LSeg => { const [ar, c] = pick(LOCS); return LA('business_address:shop', `${pick(['Aquaguard', 'Kent RO', 'Livpure', 'Pureit'])} Authorised Service Centre, Shop ${ri(1, 30)}, ${pick(['Station Road', 'Main Bazaar', 'Link Road'])}, ${ar}, ${c}`); },
  garage: (): LSeg => { const [ar, c] = pick(LOCS); return LA('business_address:garage', `${pick(['Sai Motors', 'Maruti Suzuki Arena - Sterling Motors', 'Hyundai - Modi Motors', 'Bharat Auto Works'])}, ${pick(['NH 48 Service Road', 'Old Highway', 'Industrial Estate Road'])}, ${ar}, ${c}`); },
  govtOffice: (): LSeg => { const [ar, c] = pick(LOCS); return LA('business_address:government_office', `${pick(['AE (O&M) Sub-Division Office', 'Electricity Board Section Office', 'Tehsil Office', 'Ward Office'])}, ${ar}, ${c}`); },
  societyOffice: (): LSeg => { const [ar, c] = pick(LOCS); return LA('business_address:society_office', `Society Office, Ground Floor, ${pick(BLDG)}, ${ar}, ${c}`); },
  hospital: (): LSeg => LA('business_address:hospital', pick(HOSPITALS)),
  bank: (): LSeg => { const [ar, c, pp] = pick(LOCS); return LA('business_address:bank_branch', `${pick(BANKS)}, ${ar} Branch, ${pick(['Main Road', 'Station Road', 'MG Road', 'Ring Road'])}, ${c} ${pp}${pad(ri(1, 99))}`); },
  school: (): LSeg => { const [ar, c] = pick(LOCS); return LA('business_address:school', `${pick(SCHOOLS)}, ${ar}, ${c}`); },
  coaching: (): LSeg => { const [ar, c] = pick(LOCS); return LA('business_address:coaching_centre', `${pick(COACHING)}, 2nd Floor, ${pick(['Sharda Chambers', 'Vardhman Plaza', 'Pearl Tower'])}, ${ar}, ${c}`); },
  office: (): LSeg => LA('business_address:office', `${pick(COMPANIES)}, ${pick(['Tower B', 'Block 3', 'Wing A', 'SEZ Building 9'])}, ${pick(TECHPARKS)}`),
  warehouse: (): LSeg => LA('business_address:warehouse', pick([
    () => `Godown No. ${ri(1, 60)}, ${pick(IND_AREAS)}`,
    () => `Warehouse ${pick(['A', 'B', 'C'])}${ri(1, 9)}, Gala No. ${ri(10, 99)}, ${pick(IND_AREAS)}`,
    () => `Plot ${ri(1, 99)}-${pick(['A', 'B'])}, ${pick(IND_AREAS)} (cold storage)`,
  ])()),
  restaurant: (): LSeg => { const [ar, c] = pick(LOCS); return LA('business_address:restaurant', `${pick(RESTAURANTS)}, ${ar}, ${c}`); },
  religious: (): LSeg => LA('venue:religious_place', pick(RELIGIOUS)),
  banquet: (): LSeg => { const [ar, c] = pick(LOCS); return LA('venue:banquet_hall', `${pick(BANQUETS)}, ${pick(['Highway Road', 'Ring Road', 'Airport Road', 'Link Road'])}, ${ar}, ${c}`); },
  hotel: (): LSeg => LA('business_address:hotel', pick(HOTELS)),
  venue: (): LSeg => LA('venue:event_venue', pick(EVENT_VENUES)),
  landmark: (): LSeg => LA('landmark_alone', pick(LANDMARKS)),
  route: (): LSeg => { const [a, b, v] = pick(ROUTE_PAIRS); return LA('route', pick([`Route ${ri(1, 40)}: ${a}\u2013${b}`, `R-${ri(1, 40)} ${a} to ${b}`, `${a} - ${b} (via ${v})`])); },
  zone: (): LSeg => LA('zone_or_area', pick(ZONES)),
  city: (): LSeg => LA('city_name_alone', pick(CITIES)),
  district: (): LSeg => LA('district_alone', pick(DISTRICTS)),
  hub: (): LSeg => LA('hub_or_warehouse_code', pick([`${pick(['BLR', 'PNQ', 'DEL', 'HYD', 'MAA', 'CCU', 'BOM'])}-HUB-${pad(ri(1, 30))}`, `WH-${pick(['NCR', 'WEST', 'SOUTH'])}-${pad(ri(1, 20))}`, `DC ${pick(['Bhiwandi', 'Hoskote', 'Dankuni', 'Farrukhnagar'])} ${pick(['A', 'B'])}${ri(1, 9)}`])),
  pickup: (): LSeg => { const [ar, c] = pick(LOCS); return LA('pickup_point', `${pick(['Delhivery', 'Ekart', 'Blue Dart', 'DTDC', 'Xpressbees'])} ${pick(['Service Centre', 'Pickup Point', 'Drop Counter'])}, ${ar}, ${c}`); },
  storeLoc: (): LSeg => { const [ar, c, pp] = pick(LOCS); return LA('store_locator', `${pick(['Reliance Digital', 'Croma', 'Tanishq', 'Bata', 'Decathlon', 'D-Mart'])} \u2013 ${ar}, ${c} ${pp}${pad(ri(1, 99))} (10am\u20139pm)`); },
  hq: (): LSeg => LA('business_address:registered_office', pick([
    () => `Regd. Office: ${ri(4, 9)}th Floor, ${pick(['Nariman Bhavan', 'Maker Chambers IV', 'Ambadeep Building', 'Embassy Golf Links'])}, ${pick(['Nariman Point, Mumbai 400021', 'KG Marg, New Delhi 110001', 'Koramangala, Bengaluru 560071'])}`,
    () => `HQ: ${pick(TECHPARKS)}`,
    () => `Corporate Office, Plot ${ri(1, 99)}, Sector ${ri(18, 44)}, Gurugram`,
  ])()),
  house: (): LSeg => LA('school_house', pick(HOUSES)),
  placeShop: (): LSeg => LA('shop_name_place_word', pick(PLACE_SHOPS)),
};
export type LaKey = keyof typeof la;
export const laAny = (...keys: LaKey[]) => la[pick(keys)]();
export const AMT = () => `\u20b9${ri(99, 4999)}`;
export const TIME = () => pick(['10 am', '4:30 pm', 'kal subah 9 baje', 'after 6 pm', 'Sunday 11am']);
export type { Piece };
