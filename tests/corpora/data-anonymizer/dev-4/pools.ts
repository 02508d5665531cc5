// Hand-typed pools for dev-4 (no npm word lists). Personal values are produced by the
// generators at the bottom; look-alikes are returned through LA() so they are counted.
import {
  L, LA, Seg, t, pick, verhoeffValid, ri, chance, digits, pad, pickW, verhoeffDigit, luhnDigit, gstinCheckChar, Kind,
} from './lib';

// ---------------------------------------------------------------- people
interface Trad { m: string[]; f: string[]; s: string[] }
export const TRADS: Record<string, Trad> = {
  hindi: {
    m: ['Rahul', 'Amit', 'Vikas', 'Sandeep', 'Manoj', 'Rakesh', 'Ankit', 'Saurabh', 'Deepak', 'Arvind', 'Rohit', 'Pankaj', 'Anand', 'Prem'],
    f: ['Kavita', 'Neha', 'Pooja', 'Sunita', 'Anjali', 'Preeti', 'Ritu', 'Swati', 'Shalini', 'Nidhi', 'Asha', 'Kiran', 'Jyoti', 'Khushi'],
    s: ['Verma', 'Sharma', 'Gupta', 'Mishra', 'Tiwari', 'Srivastava', 'Yadav', 'Chauhan', 'Agarwal', 'Saxena', 'Pandey', 'Joshi', 'Rastogi', 'Dubey'],
  },
  punjabi: {
    m: ['Gurpreet', 'Harjeet', 'Manpreet', 'Jaspal', 'Kuldeep', 'Balwinder', 'Navjot', 'Amandeep'],
    f: ['Simran', 'Harleen', 'Navneet', 'Jasleen', 'Gurleen', 'Manjit'],
    s: ['Sandhu', 'Gill', 'Dhillon', 'Grewal', 'Bajwa', 'Sidhu', 'Arora', 'Malhotra', 'Khanna'],
  },
  marathi: {
    m: ['Sachin', 'Prasad', 'Mangesh', 'Tushar', 'Nilesh', 'Sameer', 'Omkar', 'Vinayak'],
    f: ['Madhuri', 'Ashwini', 'Snehal', 'Vaishali', 'Pallavi', 'Sayali', 'Rohini'],
    s: ['Kulkarni', 'Deshpande', 'Patil', 'Jadhav', 'Gaikwad', 'Shinde', 'Pawar', 'Bhosale', 'Sawant'],
  },
  gujarati: {
    m: ['Hitesh', 'Jignesh', 'Chirag', 'Bhavesh', 'Ketan', 'Parth'],
    f: ['Hetal', 'Falguni', 'Komal', 'Dhara', 'Bhavna', 'Urvashi'],
    s: ['Patel', 'Shah', 'Desai', 'Mehta', 'Trivedi', 'Parikh', 'Vyas'],
  },
  bengali: {
    m: ['Subhajit', 'Arindam', 'Sourav', 'Debashis', 'Partha', 'Anirban'],
    f: ['Moumita', 'Sreya', 'Rituparna', 'Tanushree', 'Piyali', 'Sudeshna'],
    s: ['Chatterjee', 'Banerjee', 'Mukherjee', 'Das', 'Ghosh', 'Sen', 'Bose', 'Dutta'],
  },
  tamil: {
    m: ['Karthik', 'Senthil', 'Arun', 'Vignesh', 'Murugan', 'Balaji', 'Saravanan'],
    f: ['Lakshmi', 'Priya', 'Divya', 'Kavya', 'Meenakshi', 'Gayathri', 'Selvi'],
    s: ['Iyer', 'Subramanian', 'Raman', 'Krishnan', 'Natarajan', 'Pandian', 'Rajendran'],
  },
  telugu: {
    m: ['Srinivas', 'Venkatesh', 'Naveen', 'Sai Kiran', 'Ravi Teja', 'Mahesh'],
    f: ['Sravani', 'Lavanya', 'Swapna', 'Bhavani', 'Sirisha', 'Padma'],
    s: ['Reddy', 'Naidu', 'Rao', 'Chowdary', 'Varma', 'Goud'],
  },
  kannada: {
    m: ['Manjunath', 'Shivakumar', 'Raghavendra', 'Prakash', 'Nagaraj'],
    f: ['Shwetha', 'Rashmi', 'Chaitra', 'Sahana', 'Pavithra'],
    s: ['Gowda', 'Hegde', 'Shetty', 'Bhat', 'Kamath', 'Rao'],
  },
  malayali: {
    m: ['Anoop', 'Jithin', 'Sreejith', 'Biju', 'Arjun', 'Vishnu'],
    f: ['Anjana', 'Reshma', 'Sreelakshmi', 'Aparna', 'Athira'],
    s: ['Nair', 'Menon', 'Pillai', 'Kurup', 'Panicker', 'Warrier'],
  },
  christian: {
    m: ['Jobin', 'Thomas', 'George', 'Anil', 'Savio', 'Clement'],
    f: ['Mary', 'Jincy', 'Sherin', 'Ancy', 'Rose', 'Flavia'],
    s: ['Varghese', 'Mathew', 'Kurian', 'Joseph', "D'Souza", 'Fernandes', 'Pereira', 'Rodrigues'],
  },
  muslim: {
    m: ['Imran', 'Faizan', 'Sajid', 'Arif', 'Mohd. Irfan', 'Salim', 'Md. Asif'],
    f: ['Farheen', 'Shabana', 'Nazia', 'Ayesha', 'Rukhsana', 'Shabnam'],
    s: ['Khan', 'Ansari', 'Qureshi', 'Siddiqui', 'Shaikh', 'Pathan', 'Rizvi'],
  },
  odia: {
    m: ['Debasish', 'Pradeep', 'Sanjay', 'Bikash'],
    f: ['Sasmita', 'Lipsa', 'Itishree', 'Subhashree'],
    s: ['Mohanty', 'Panda', 'Sahoo', 'Behera', 'Nayak'],
  },
  assamese: {
    m: ['Bhaskar', 'Pranjal', 'Dhruba', 'Hiranya'],
    f: ['Mridula', 'Pallabi', 'Jonali', 'Bornali'],
    s: ['Baruah', 'Gogoi', 'Bora', 'Saikia', 'Kalita'],
  },
};
export const DEVA = { m: ['राहुल', 'अमित', 'सुरेश', 'दिनेश', 'मनोज'], f: ['सुनीता', 'कविता', 'मीना', 'गीता', 'रेखा'], s: ['शर्मा', 'वर्मा', 'यादव', 'गुप्ता', 'चौहान', 'मिश्रा'] };

export interface Person { first: string; last: string; full: string; g: 'm' | 'f'; trad: string }
export function person(trad?: string, g?: 'm' | 'f'): Person {
  const tk = trad ?? pick(Object.keys(TRADS));
  const tr = TRADS[tk];
  const gg = g ?? (chance(0.5) ? 'm' : 'f');
  const first = pick(gg === 'm' ? tr.m : tr.f);
  const last = pick(tr.s);
  return { first, last, full: `${first} ${last}`, g: gg, trad: tk };
}
export function devaPerson(gg?: 'm' | 'f'): Person {
  const g = gg ?? (chance(0.5) ? 'm' : 'f');
  const first = pick(DEVA[g]);
  const last = pick(DEVA.s);
  return { first, last, full: `${first} ${last}`, g, trad: 'deva' };
}
/** a name label in a varied written form */
export function N(p: Person, form?: 'full' | 'caps' | 'lower' | 'init' | 'comma' | 'first' | 'last'): Seg {
  const f = form ?? pickW<'full' | 'caps' | 'lower' | 'init' | 'comma'>([['full', 10], ['caps', 2], ['lower', 1], ['init', 2], ['comma', 1]]);
  switch (f) {
    case 'caps': return L('name', p.full.toUpperCase());
    case 'lower': return L('name', p.full.toLowerCase());
    case 'init': return L('name', `${p.first[0]}. ${p.last}`);
    case 'comma': return L('name', `${p.last}, ${p.first}`);
    case 'first': return L('name', p.first);
    case 'last': return L('name', p.last);
    default: return L('name', p.full);
  }
}
export const title = (p: Person) => (p.g === 'm' ? pick(['Mr. ', 'Shri ', 'Mr ']) : pick(['Mrs. ', 'Ms. ', 'Smt. ']));

// ---------------------------------------------------------------- home addresses
// [city, state, [locality, PIN][]]
export const CITIES: [string, string, [string, string][]][] = [
  ['Lucknow', 'Uttar Pradesh', [['Aliganj', '226024'], ['Indira Nagar', '226016'], ['Vikas Nagar', '226022']]],
  ['Jaipur', 'Rajasthan', [['Mansarovar', '302020'], ['Vaishali Nagar', '302021'], ['Malviya Nagar', '302017']]],
  ['Pune', 'Maharashtra', [['Kothrud', '411038'], ['Wakad', '411057'], ['Hadapsar', '411028']]],
  ['Nashik', 'Maharashtra', [['Gangapur Road', '422013'], ['Indira Nagar', '422009']]],
  ['Vadodara', 'Gujarat', [['Alkapuri', '390007'], ['Manjalpur', '390011'], ['Gotri', '390021']]],
  ['Kolkata', 'West Bengal', [['Behala', '700034'], ['Salt Lake Sector II', '700091'], ['Dum Dum', '700028']]],
  ['Coimbatore', 'Tamil Nadu', [['RS Puram', '641002'], ['Peelamedu', '641004'], ['Saibaba Colony', '641011']]],
  ['Madurai', 'Tamil Nadu', [['Anna Nagar', '625020'], ['KK Nagar', '625020']]],
  ['Vijayawada', 'Andhra Pradesh', [['Benz Circle', '520010'], ['Patamata', '520010'], ['Gunadala', '520004']]],
  ['Hyderabad', 'Telangana', [['Kukatpally', '500072'], ['Dilsukhnagar', '500060'], ['Miyapur', '500049']]],
  ['Mysuru', 'Karnataka', [['Vijayanagar', '570017'], ['Kuvempunagar', '570023']]],
  ['Mangaluru', 'Karnataka', [['Kadri', '575002'], ['Bejai', '575004']]],
  ['Thrissur', 'Kerala', [['Ayyanthole', '680003'], ['Poonkunnam', '680002']]],
  ['Kochi', 'Kerala', [['Kadavanthra', '682020'], ['Edappally', '682024'], ['Palarivattom', '682025']]],
  ['Bhubaneswar', 'Odisha', [['Saheed Nagar', '751007'], ['Nayapalli', '751012'], ['Patia', '751024']]],
  ['Guwahati', 'Assam', [['Beltola', '781028'], ['Zoo Road Tiniali', '781024'], ['Chandmari', '781003']]],
  ['Ludhiana', 'Punjab', [['Sarabha Nagar', '141001'], ['Model Town', '141002'], ['Dugri', '141013']]],
  ['Bhopal', 'Madhya Pradesh', [['Arera Colony', '462016'], ['Kolar Road', '462042']]],
  ['Patna', 'Bihar', [['Kankarbagh', '800020'], ['Boring Road', '800001'], ['Rajendra Nagar', '800016']]],
  ['Dehradun', 'Uttarakhand', [['Vasant Vihar', '248006'], ['Rajpur Road', '248001']]],
  ['Aizawl', 'Mizoram', [['Chanmari', '796007'], ['Zarkawt', '796001']]],
];
const RES_BLDG = ['Shanti Kunj Apartments', 'Sai Krupa CHS', 'Gokul Dham Society', 'Green Valley Residency', 'Shivam Enclave', 'Lake View Towers', 'Navjivan Society', 'Om Shree Residency', 'Sunshine Apartments', 'Amrit Kunj', 'Gulmohar Heights', 'Rose Villa', 'Sree Nilayam', 'Ashiyana Apartments'];
const LANES = ['2nd Cross', '4th Main', 'Gali No. 3', 'Lane 5', 'Street No. 7', '1st Floor Road', 'Ward No. 12', 'Sector 9', 'Block C', 'Road No. 2'];
const HOME_LM = ['near Shiv Mandir', 'behind Govt. Primary School', 'opp. water tank', 'near Hanuman Mandir', 'beside post office', 'near bus stand', 'opp. SBI ATM'];

export interface Addr { line: string; house: string; bldg: string; lane: string; locality: string; city: string; state: string; pin: string; landmark: string }
export function homeAddr(cityName?: string): Addr {
  const c = cityName ? CITIES.find((x) => x[0] === cityName)! : pick(CITIES);
  const [loc, pin] = pick(c[2]);
  const house = pickW<() => string>([
    [() => `Flat ${ri(1, 12)}0${ri(1, 8)}`, 3], [() => `H.No. ${ri(1, 24)}-${ri(1, 9)}-${ri(10, 480)}`, 1],
    [() => `House No. ${ri(2, 999)}`, 2], [() => `Plot ${ri(3, 240)}`, 2], [() => `${pick(['A', 'B', 'C', 'D'])}-${ri(1, 9)}0${ri(1, 9)}`, 2],
    [() => `Qtr No. ${ri(10, 120)}/${pick(['A', 'B'])}`, 1], [() => `#${ri(12, 890)}`, 1],
  ])();
  const bldg = chance(0.55) ? pick(RES_BLDG) : '';
  const lane = pick(LANES);
  const landmark = chance(0.3) ? pick(HOME_LM) : '';
  const parts = [house, bldg, lane, landmark, loc, `${c[0]} ${pin}`].filter(Boolean);
  return { line: parts.join(', '), house, bldg, lane, locality: loc, city: c[0], state: c[1], pin, landmark };
}
export const A = (s: string) => L('address', s);

// ---------------------------------------------------------------- PII values
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
export function dob(minY = 1948, maxY = 2004): string {
  const y = ri(minY, maxY), m = ri(1, 12), d = ri(1, 28);
  return pickW<() => string>([
    [() => `${pad(d)}/${pad(m)}/${y}`, 4], [() => `${pad(d)}-${pad(m)}-${y}`, 3], [() => `${y}-${pad(m)}-${pad(d)}`, 2],
    [() => `${d} ${MONTHS[m - 1]} ${y}`, 1], [() => `${pad(d)}-${MONTHS[m - 1].slice(0, 3)}-${y}`, 1], [() => `${pad(d)}.${pad(m)}.${y}`, 1],
  ])();
}
export function phone(): string {
  const n = String(ri(6, 9)) + digits(9);
  return pickW<() => string>([
    [() => n, 4], [() => `+91 ${n}`, 2], [() => `+91-${n.slice(0, 5)}-${n.slice(5)}`, 1], [() => `${n.slice(0, 5)} ${n.slice(5)}`, 2], [() => `0${n}`, 1], [() => `91${n}`, 1],
  ])();
}
const DOMAINS = ['gmail.com', 'gmail.com', 'yahoo.co.in', 'rediffmail.com', 'outlook.com', 'hotmail.com'];
const ascii = (s: string) => s.toLowerCase().replace(/[^a-z]/g, '');
export function email(p: Person): string {
  const f = ascii(p.first), l = ascii(p.last);
  return pick([`${f}.${l}`, `${f}${l}${ri(1, 99)}`, `${f[0]}${l}`, `${f}_${l}`, `${l}.${f}${ri(70, 99)}`]) + '@' + pick(DOMAINS);
}
export function aadhaar(): string {
  const b = String(ri(2, 9)) + digits(10);
  const n = b + verhoeffDigit(b);
  return pick([n, `${n.slice(0, 4)} ${n.slice(4, 8)} ${n.slice(8)}`, `${n.slice(0, 4)}-${n.slice(4, 8)}-${n.slice(8)}`]);
}
const UL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const letters = (n: number) => { let s = ''; for (let i = 0; i < n; i++) s += UL[ri(0, 25)]; return s; };
export function pan(p?: Person, type = 'P'): string {
  const fifth = p ? ascii(p.last)[0].toUpperCase() : letters(1);
  return letters(3) + type + fifth + digits(4) + letters(1);
}
export const STATE_CODES: Record<string, string> = {
  'Uttar Pradesh': '09', Rajasthan: '08', Maharashtra: '27', Gujarat: '24', 'West Bengal': '19', 'Tamil Nadu': '33',
  'Andhra Pradesh': '37', Telangana: '36', Karnataka: '29', Kerala: '32', Odisha: '21', Assam: '18', Punjab: '03',
  'Madhya Pradesh': '23', Bihar: '10', Uttarakhand: '05', Mizoram: '15', Delhi: '07', Haryana: '06',
};
export function gstin(state = 'Maharashtra', p?: string): string {
  const pn = p ?? pan(undefined, pick(['P', 'F', 'C']));
  const b = STATE_CODES[state] + pn + String(ri(1, 3)) + 'Z';
  return b + gstinCheckChar(b);
}
export function card(): string {
  const pre = pick(['4', '52', '55', '60', '65', '4']);
  const b = pre + digits(15 - pre.length);
  const n = b + luhnDigit(b);
  return chance(0.5) ? n : n.replace(/(\d{4})(?=\d)/g, '$1 ');
}
export const account = () => String(ri(1, 9)) + digits(pick([10, 11, 13, 14]));
const PSP = ['okaxis', 'okhdfcbank', 'okicici', 'oksbi', 'ybl', 'ibl', 'axl', 'paytm'];
export function upi(p: Person): string {
  return pick([`${ascii(p.first)}.${ascii(p.last)}`, `${ascii(p.first)}${ri(10, 99)}`, String(ri(6, 9)) + digits(9)]) + '@' + pick(PSP);
}
export function publicIp(): string {
  if (chance(0.15)) return `2409:40${ri(10, 99)}:${ri(1000, 9999)}:${ri(100, 999)}a::${ri(10, 99)}`;
  return `${pick([49, 103, 106, 117, 122, 157, 182, 223])}.${ri(1, 254)}.${ri(0, 254)}.${ri(1, 254)}`;
}
export const serverIp = () => LA('server_ip', pick([`10.${ri(0, 40)}.${ri(0, 9)}.${ri(2, 250)}`, `192.168.${ri(0, 5)}.${ri(2, 250)}`, `172.${ri(16, 31)}.${ri(0, 9)}.${ri(2, 250)}`]));
export const lbl = (k: Kind, v: string) => L(k, v);
/** 12-digit reference numbers (RRN, AWB, receipt) that fail Verhoeff, so they are not Aadhaar-valid */
export function ref12(): string {
  for (;;) { const n = String(ri(1, 9)) + digits(11); if (!verhoeffValid(n)) return n; }
}

// ---------------------------------------------------------------- look-alikes (all unlabelled, counted by type)
const BIZ_ADDR: Record<string, string[]> = {
  shop: ['Shop No. 7, Krishna Market, Lajpat Nagar II, New Delhi 110024', 'Shop 14, Laxmi Road, Sadashiv Peth, Pune 411030', 'G-12, Ganesh Plaza, Navrangpura, Ahmedabad 380009', 'Shop No. 3, Gandhi Bazaar, Basavanagudi, Bengaluru 560004', '22, Ranganathan Street, T. Nagar, Chennai 600017', 'Shop 5, Hazratganj Market, Lucknow 226001'],
  office: ['Office 402, Raheja Centre, Nariman Point, Mumbai 400021', '3rd Floor, Sagar Complex, Ashram Road, Ahmedabad 380009', 'Unit 7B, Nehru Place, New Delhi 110019', '2nd Floor, Anand Towers, Banjara Hills, Hyderabad 500034', 'Suite 11, Prestige Court, K.H. Road, Bengaluru 560027'],
  hospital: ['Sir Ganga Ram Hospital, Rajinder Nagar, New Delhi 110060', 'Kasturba Hospital, Manipal 576104', 'Lokmanya Tilak Municipal General Hospital, Sion, Mumbai 400022', 'Sanjay Gandhi PGI, Raebareli Road, Lucknow 226014', 'Ruby Hall Clinic, Sassoon Road, Pune 411001'],
  school: ['Sardar Patel Vidyalaya, Lodhi Estate, New Delhi 110003', 'Kendriya Vidyalaya No. 2, Gandhinagar 382010', "St. Xavier's High School, Lohar Chawl, Mumbai 400002", 'DAV Public School, Chandrasekharpur, Bhubaneswar 751016', 'Don Bosco School, Park Circus, Kolkata 700017'],
  warehouse: ['Godown 14, Bhiwandi Logistics Park, Bhiwandi 421302', 'Warehouse B-3, Hosur Road Industrial Area, Bengaluru 560068', 'Gala No. 9, Vasai East Industrial Estate, Vasai 401208', 'Plot 44, Transport Nagar, Lucknow 226012'],
  bank_branch: ['SBI Main Branch, Court Road, Ahmedabad 380001', 'HDFC Bank, Sector 18 Branch, Noida 201301', 'Canara Bank, Gandhinagar Branch, Bengaluru 560009', 'Punjab National Bank, Civil Lines, Ludhiana 141001', 'Bank of Baroda, Alkapuri Branch, Vadodara 390007'],
};
export const bizAddr = (type?: keyof typeof BIZ_ADDR | string) => {
  const k = type ?? pick(Object.keys(BIZ_ADDR));
  return LA('business_address:' + k, pick(BIZ_ADDR[k]));
};
export const regdOffice = () => LA('registered_office', pick([
  'Regd. Office: 3rd Floor, Prestige Meridian, 29 MG Road, Bengaluru 560001',
  'Registered Office: 22, Ganesh Chandra Avenue, Kolkata 700013',
  'Regd. Off.: Survey No. 118, Baner Road, Pune 411045',
  'Corporate Office: Plot 14, Sector 44, Gurugram 122003',
  'Regd. Office: No. 1, Sardar Patel Road, Guindy, Chennai 600032',
  'Registered Office: Bajaj Bhawan, Jamnalal Bajaj Marg, Nariman Point, Mumbai 400021',
]));
export const BRANDS = ['Sagar Ratna', 'Ashok Leyland', "Haldiram's", 'Bikanervala', 'Kalyan Jewellers', 'Raymond', 'Kirloskar', 'Godrej', 'Bajaj', 'Saravana Bhavan', 'Vijay Sales', 'Mahindra', 'Tata Motors', 'Murugappa', 'Lalithaa Jewellery', 'Anand Sweets', 'Joyalukkas', 'Sri Krishna Sweets', 'Dinesh Suitings', 'Kamath Ice Creams'];
export const RESTAURANTS = ['Sagar Ratna', "Haldiram's", 'Bikanervala', 'Saravana Bhavan', 'Anand Sweets', 'Kamath Ice Creams', 'Sri Krishna Sweets', 'Kailash Parbat', 'Moti Mahal'];
export const restaurant = () => LA('brand_from_name_words', pick(RESTAURANTS));
export const brand = () => LA('brand_from_name_words', pick(BRANDS));
export const PRODUCTS = ['Hero Splendor Plus', 'Bajaj Pulsar 150', 'Tata Nexon EV', 'Mahindra Bolero', 'Maruti Suzuki Dzire', 'Usha sewing machine', 'Usha Lexus fan', 'Godrej almirah', 'Sujata mixer', 'Preethi mixer grinder', 'Prestige Svachh cooker', 'Kirloskar pump', 'Ashok Leyland Dost', 'Voltas 1.5 ton split AC', 'Havells Stealth fan', 'Raymond suiting'];
export const product = () => LA('product_name', pick(PRODUCTS));
export const SHOPS = ['Gupta General Store', 'Ramesh Tailors', 'Sharma Opticals', 'Kapoor Electricals', 'Joseph Bakery', 'Iqbal Motors', 'Lakshmi Jewellers', 'Shankar Medicals', 'Murugan Idli Shop', 'Patel Hardware', 'Sanjay Photo Studio', 'Balaji Travels', 'Anjali Beauty Parlour', 'Raju Auto Works', 'Verma Sweets', 'Kavita Boutique', 'Pooja Kirana', 'Deepak Xerox'];
export const shop = () => LA('shop_named_after_person', pick(SHOPS));
export const INSTITUTIONS = ['Sir Ganga Ram Hospital', 'Kamla Nehru Hospital', 'Rajiv Gandhi Stadium', 'Sardar Patel Vidyalaya', 'Lokmanya Tilak Hospital', 'Indira Gandhi Institute of Child Health', 'Kasturba Hospital', 'Sanjay Gandhi PGI', 'Mahatma Gandhi Memorial College', 'Jawaharlal Nehru Stadium', 'Lady Hardinge Medical College', 'Vivekananda Institute'];
export const institution = () => LA('institution_named_after_person', pick(INSTITUTIONS));
export const TEMPLES = ['Ram Mandir', 'Hanuman Mandir', 'Kali Bari', 'Jama Masjid', 'Gurudwara Singh Sabha', 'Sai Baba Mandir', "St. Mary's Church", 'Shiv Mandir', 'Jagannath Mandir', 'Ayyappa Temple', 'Durga Mandir'];
export const temple = () => LA('temple_or_place_of_worship', pick(TEMPLES));
export const CHOWKS = ['Gandhi Chowk', 'Subhash Chowk', 'Ambedkar Circle', 'Tilak Chowk', 'Shivaji Statue', 'Rajiv Chowk', 'Nehru Chowk', 'Clock Tower', 'Azad Maidan', 'Bhagat Singh Chowk'];
export const direction = () => LA('direction_landmark', `${pick(['near', 'opp.', 'behind', 'next to', 'beside'])} ${pick([...CHOWKS, ...TEMPLES])}`);
export const STREETS = ['MG Road', 'Nehru Marg', 'Lal Bahadur Shastri Marg', 'Jawaharlal Nehru Road', 'Sardar Patel Road', 'Indira Gandhi Road', 'Rajaji Salai', 'Annie Besant Road', 'Tilak Road', 'Gokhale Road', 'Bhagat Singh Marg', 'Kasturba Road', 'Netaji Subhas Road'];
export const street = () => LA('street_name_in_directions', pick(STREETS));
export const VENUES = ['Siri Fort Auditorium', 'Rabindra Sadan', 'Tagore Theatre', 'Shanmukhananda Hall', 'Kamani Auditorium', 'Ravindra Bharathi', 'Chowdiah Memorial Hall', 'Nehru Centre', 'Bal Gandharva Rang Mandir', 'Pragati Maidan Hall 5', 'Kalidas Rangmanch', 'Anand Vihar Banquet', 'Shubh Vivah Lawns', 'Royal Palace Marriage Garden'];
export const venue = () => LA('venue', pick(VENUES));
export const FESTIVALS = ['Ganesh Chaturthi', 'Durga Puja', 'Lakshmi Puja', 'Ram Navami', 'Guru Nanak Jayanti', 'Gandhi Jayanti', 'Onam', 'Pongal', 'Bihu', 'Chhath Puja', 'Janmashtami', 'Eid', 'Christmas', 'Diwali'];
export const festival = () => LA('festival', pick(FESTIVALS));
export const PLACE_WORDS = ['Banarasi saree', 'Kolhapuri chappal', 'Mysore Pak', 'Darjeeling tea', 'Hyderabadi biryani', 'Lucknowi chikan kurta', 'Kanjeevaram silk', 'Kashmiri chilli', 'Madras check shirt', 'Chettinad chicken', 'Agra petha', 'Nagpur oranges', 'Surti locho', 'Bikaneri bhujia', 'Amritsari kulcha', 'Goan fish curry'];
export const placeWord = () => LA('place_name_as_word', pick(PLACE_WORDS));
export const HINGLISH_WORDS = ['Asha hai kal tak ho jayega', 'Pooja ke baad call karna', 'Anand aa gaya', 'Deepak jala ke rakhna', 'Prem se bolo', 'Khushi hui', 'Sagar kinare wala plot', 'Kiran ki tarah roshni', 'Jyoti jalao', 'Asha karte hain', 'आशा है जल्दी मिलेगा', 'पूजा के बाद आना', 'दीपक जलाना मत भूलना'];
export const nameWord = () => LA('name_word_as_common_word', pick(HINGLISH_WORDS));
export const roleMail = (dom: string) => LA('role_mailbox', `${pick(['support', 'care', 'billing', 'noreply', 'hr', 'accounts', 'info', 'helpdesk'])}@${dom}`);
export const helpline = () => LA('helpline', pick(['1800-180-1551', '1800 266 4422', '1800-11-2211', '1912', '155333']));
export const cityWord = () => LA('place_name_not_address', pick(['Surat', 'Shirdi', 'Haridwar', 'Tirupati', 'Varanasi', 'Goa', 'Ooty', 'Nashik', 'Rishikesh', 'Puri']));

// ---------------------------------------------------------------- mixed free-text notes
// A person's name and home address (labelled) in the same sentence as business places (not labelled).
const TiP = (p: Person) => t`${title(p)}${N(p, 'full')}`;
export function mixNote(p: Person, a: Addr): Seg[] {
  const he = p.g === 'm' ? 'he' : 'she';
  return pick<() => Seg[]>([
    () => t`Spoke to ${TiP(p)}; ${he} has shifted to ${A(a.line)}. Old shop at ${bizAddr('shop')} is closed.`,
    () => t`Name, ${N(p, 'caps')}. Residence ${A(a.line)}. Employer office: ${regdOffice()}`,
    () => t`Courier came back from ${A(a.line)}; re-sent to ${bizAddr('office')} as asked by ${N(p, 'first')}`,
    () => t`Met ${TiP(p)} at ${venue()}; lives in ${A(`${a.locality}, ${a.city}`)}`,
    () => t`${N(p, 'first')} ji ka ghar ${A(a.locality)} mein hai, ${direction()} wali dukaan unki nahi hai`,
    () => t`${TiP(p)} asked us to deliver at home (${A(a.line)}), not at the ${brand()} showroom on ${street()}`,
    () => t`${TiP(p)} admitted at ${bizAddr('hospital')}; attendant stays at ${A(a.line)}`,
    () => t`Cheque from ${N(p, 'caps')} deposited at ${bizAddr('bank_branch')}; statement to go to ${A(a.line)}`,
    () => t`${N(p)} (DOB ${L('date_of_birth', dob())}, mob ${L('phone', phone())}) lives at ${A(a.line)}; works at ${brand()}, ${regdOffice()}`,
    () => t`Verified ${N(p)} at home, ${A(a.house)}, ${A(a.locality)} - not at ${shop()}`,
  ])();
}

// ---------------------------------------------------------------- domain-specific look-alike pools
export const vehicle = () => LA('product_name', pick(['Hero Splendor Plus', 'Bajaj Pulsar 150', 'Tata Nexon EV', 'Mahindra Bolero', 'Maruti Suzuki Dzire', 'Honda Activa 6G', 'TVS Jupiter', 'Ashok Leyland Dost', 'Mahindra Thar']));
export const appliance = () => LA('product_name', pick(['Voltas 1.5 ton split AC', 'Godrej 1 ton window AC', 'Lloyd 1.5 ton inverter AC', 'Blue Star 2 ton AC', 'Usha Lexus fan', 'Havells Stealth fan', 'Kelvinator fridge']));
export const fabric = () => pick([
  () => LA('brand_from_name_words', pick(['Raymond suiting', 'Dinesh Suitings', 'Siyaram cotton', 'Vimal shirting'])),
  () => LA('place_name_as_word', pick(['Banarasi silk', 'Kanjeevaram silk', 'Lucknowi chikan', 'Bhagalpuri tussar', 'Chanderi cotton', 'Madras check'])),
])();
export const opticalShop = () => LA('shop_named_after_person', pick(['Sharma Opticals', 'Gupta Opticians', 'Lawrence & Mayo', 'Himalaya Optical', 'Kapoor Eye Care']));
export const pharmacyShop = () => LA('shop_named_after_person', pick(['Shankar Medicals', 'Krishna Medical Stores', 'Ganesh Pharmacy', 'Jan Aushadhi Kendra', 'Balaji Chemists']));
export const dealer = () => LA('shop_named_after_person', pick(['Kapoor Electricals', 'Vijay Sales', 'Patel Hardware', 'Joseph Electronics', 'Lakshmi Home Appliances']));
export const hospital = () => LA('institution_named_after_person', pick(['Sir Ganga Ram Hospital', 'Kamla Nehru Hospital', 'Lokmanya Tilak Hospital', 'Kasturba Hospital', 'Sanjay Gandhi PGI', 'Indira Gandhi Institute of Child Health', 'Dr. Ram Manohar Lohia Hospital', 'Sri Sathya Sai Hospital']));
export const petFood = () => LA('brand_from_name_words', pick(["Haldiram's namkeen", 'Amul cheese', 'Britannia Marie Gold']));
export const school = () => LA('institution_named_after_person', pick(['Sardar Patel Vidyalaya', 'Sister Nivedita Girls School', 'Rani Laxmibai Public School', 'Guru Nanak Public School', 'Swami Vivekananda Vidyalaya', 'Maharishi Vidya Mandir', 'Bal Bharati Public School', 'Savitribai Phule Kanya Shala', 'Kendriya Vidyalaya No. 2']));
export const college = () => LA('institution_named_after_person', pick(['Mahatma Gandhi Memorial College', 'Lady Shri Ram College', 'Hansraj College', 'Fergusson College', 'Loyola College', 'Sri Venkateswara College', 'Ramjas College']));
export const cattleFeed = () => LA('brand_from_name_words', pick(['Godrej Agrovet', 'Amul Dan', 'Kapila Pashu Aahar', 'Baramati Agro']));
