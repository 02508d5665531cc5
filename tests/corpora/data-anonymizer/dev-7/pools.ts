// dev-7 pools: every value below was typed by hand (no npm word lists, no faker).
import { L, LA, Seg, Piece, pick, ri, chance, digits, pad, verhoeffDigit } from './lib';

export const FIRST = [
  'Aarti', 'Bhavesh', 'Chitra', 'Deepak', 'Esha', 'Farhan', 'Gayatri', 'Harish', 'Indu', 'Jatin',
  'Kavya', 'Lokesh', 'Madhuri', 'Naveen', 'Omkar', 'Pallavi', 'Qasim', 'Rekha', 'Suresh', 'Tanuja',
  'Umesh', 'Vandana', 'Waseem', 'Yamini', 'Zoya', 'Anand', 'Bindu', 'Chetan', 'Dipti', 'Gurpreet',
  'Hemant', 'Ishita', 'Jayanti', 'Kiran', 'Mohan', 'Nirmala', 'Prakash', 'Ritu', 'Sanjay', 'Tulsi',
  'Vikram', 'Shabnam', 'Arjun', 'Meenakshi', 'Ravindra', 'Sunita', 'Tarun', 'Alka', 'Biju', 'Lalitha',
];
export const LAST = [
  'Sharma', 'Patil', 'Iyer', 'Khan', 'Deshmukh', 'Chatterjee', 'Reddy', 'Nair', 'Gupta', 'Kulkarni',
  'Singh', 'Yadav', 'Mishra', 'Joshi', 'Pillai', 'Das', 'Mehta', 'Ansari', 'Bose', 'Rathod',
  'Pandey', 'Sahu', 'Menon', 'Gill', 'Thakur', 'Kamble', 'Naidu', 'Saxena', 'Mohanty', 'Verma',
];
export const FATHER_FIRST = ['Ramesh', 'Shankar', 'Gopal', 'Mahesh', 'Abdul', 'Harbhajan', 'Krishnan', 'Bhola', 'Dinesh', 'Subhash', 'Raghunath', 'Jagdish'];

export function personName(): string { return pick(FIRST) + ' ' + pick(LAST); }

export function phone(): string {
  const d = String(ri(6, 9)) + digits(9);
  return pick([
    () => d,
    () => '+91 ' + d.slice(0, 5) + ' ' + d.slice(5),
    () => '+91-' + d,
    () => d.slice(0, 5) + '-' + d.slice(5),
    () => '0' + d,
  ])();
}
export function email(name: string): string {
  const [f, l] = name.toLowerCase().split(' ');
  return pick([`${f}.${l}${ri(1, 99)}`, `${f}${l[0]}${ri(70, 99)}`, `${l}.${f}`, `${f}_${l}`]) + '@' + pick(['gmail.com', 'yahoo.co.in', 'rediffmail.com', 'outlook.com', 'hotmail.com']);
}
const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
export function dob(): string {
  const y = ri(1950, 2004), m = ri(1, 12), d = ri(1, 28);
  return pick([`${pad(d)}/${pad(m)}/${y}`, `${y}-${pad(m)}-${pad(d)}`, `${d} ${MON[m - 1]} ${y}`, `${pad(d)}-${pad(m)}-${y}`]);
}
export function otherDate(): string {
  const m = ri(1, 12), d = ri(1, 28);
  return pick([`${pad(d)}/${pad(m)}/2025`, `2025-${pad(m)}-${pad(d)}`, `${d} ${MON[m - 1]} 2025`, `${d}-${MON[m - 1]}-25`]);
}
export function aadhaar(): string {
  const b = String(ri(2, 9)) + digits(10);
  const full = b + verhoeffDigit(b);
  return pick([full, full.slice(0, 4) + ' ' + full.slice(4, 8) + ' ' + full.slice(8)]);
}

// ---------------------------------------------------------------- home addresses
// [locality, city, district, state, pin]
export const LOCS: [string, string, string, string, string][] = [
  ['Andheri West', 'Mumbai', 'Mumbai Suburban', 'Maharashtra', '400053'],
  ['Borivali East', 'Mumbai', 'Mumbai Suburban', 'Maharashtra', '400066'],
  ['Kothrud', 'Pune', 'Pune', 'Maharashtra', '411038'],
  ['Hadapsar', 'Pune', 'Pune', 'Maharashtra', '411028'],
  ['Dharampeth', 'Nagpur', 'Nagpur', 'Maharashtra', '440010'],
  ['Jayanagar 4th Block', 'Bengaluru', 'Bengaluru Urban', 'Karnataka', '560011'],
  ['Whitefield', 'Bengaluru', 'Bengaluru Urban', 'Karnataka', '560066'],
  ['Mylapore', 'Chennai', 'Chennai', 'Tamil Nadu', '600004'],
  ['Tambaram West', 'Chennai', 'Chengalpattu', 'Tamil Nadu', '600045'],
  ['Kukatpally', 'Hyderabad', 'Medchal-Malkajgiri', 'Telangana', '500072'],
  ['Dilsukhnagar', 'Hyderabad', 'Rangareddy', 'Telangana', '500060'],
  ['Laxmi Nagar', 'Delhi', 'East Delhi', 'Delhi', '110092'],
  ['Rohini Sector 7', 'Delhi', 'North West Delhi', 'Delhi', '110085'],
  ['Indirapuram', 'Ghaziabad', 'Ghaziabad', 'Uttar Pradesh', '201014'],
  ['Gomti Nagar', 'Lucknow', 'Lucknow', 'Uttar Pradesh', '226010'],
  ['Maninagar', 'Ahmedabad', 'Ahmedabad', 'Gujarat', '380008'],
  ['Adajan', 'Surat', 'Surat', 'Gujarat', '395009'],
  ['Behala', 'Kolkata', 'Kolkata', 'West Bengal', '700034'],
  ['Kankarbagh', 'Patna', 'Patna', 'Bihar', '800020'],
  ['Arera Colony', 'Bhopal', 'Bhopal', 'Madhya Pradesh', '462016'],
  ['Vijay Nagar', 'Indore', 'Indore', 'Madhya Pradesh', '452010'],
  ['Malviya Nagar', 'Jaipur', 'Jaipur', 'Rajasthan', '302017'],
  ['Kakkanad', 'Kochi', 'Ernakulam', 'Kerala', '682030'],
  ['Saheed Nagar', 'Bhubaneswar', 'Khordha', 'Odisha', '751007'],
  ['Sector 22', 'Chandigarh', 'Chandigarh', 'Chandigarh', '160022'],
];
const BLDG = [
  'Sai Krupa Apartments', 'Gokul Dham CHS', 'Shree Ganesh Residency', 'Lakshmi Nivas', 'Green Valley Apts',
  'Om Shanti Society', 'Prestige Lakeside', 'Kamal Kunj', 'Sunrise Towers', 'Tulsi Vihar', 'Annapurna Niwas',
  'Royal Palms', 'Nandanvan Heights', 'Mahalaxmi Chawl', 'Shiv Shakti Bhavan', 'Pearl Enclave',
];
const STREET = ['Lane 4', '2nd Cross', '5th Main Road', 'Gali No. 3', 'Nehru Road', 'Station Road', 'Shastri Marg', 'Temple Street', '14th Cross Road', 'Ward No. 7'];
export const HOME_LANDMARK = [
  'near Hanuman Mandir', 'opp. SBI ATM', 'behind bus stand', 'near Shiv Mandir', 'opp. Govt. School',
  'near water tank', 'behind Petrol Pump', 'opp. Jama Masjid', 'near Ration Shop', 'near Gurudwara',
  'opp. Post Office', 'behind Railway Colony', 'near Durga Pandal', 'near Bada Talab',
];
export function houseNo(): string {
  return pick([
    () => `Flat ${ri(1, 14)}0${ri(1, 8)}`,
    () => `H.No. ${ri(1, 20)}-${ri(1, 9)}-${ri(10, 300)}`,
    () => `House No. ${ri(2, 499)}`,
    () => `${pick(['A', 'B', 'C', 'D'])}-Wing ${pick(['1st', '2nd', '3rd', '4th', '7th'])} Floor, Flat ${ri(1, 9)}0${ri(1, 6)}`,
    () => `Plot ${ri(3, 220)}`,
    () => `Room ${ri(1, 40)}`,
    () => `${ri(1, 9)}/${ri(10, 99)}`,
    () => `#${ri(12, 890)}`,
  ])();
}

export interface Home {
  kind: 'urban' | 'village' | 'hindi' | 'hinglish';
  line1: string; line2: string; landmark: string;
  locality: string; city: string; district: string; state: string; pin: string;
  full: string;            // whole address as one cell (labelled span)
  tail: string;            // state / country words kept inside the span (already in full)
}
export function pinFmt(p: string): string { return chance(0.3) ? p.slice(0, 3) + ' ' + p.slice(3) : p; }

export function urbanHome(): Home {
  const [locality, city, district, state, pin0] = pick(LOCS);
  const pin = pin0.slice(0, 4) + pad(ri(0, 99));
  const hn = houseNo();
  const bl = chance(0.75) ? pick(BLDG) : '';
  const st = chance(0.5) ? pick(STREET) : '';
  const lm = chance(0.5) ? pick(HOME_LANDMARK) : '';
  const line1 = [hn, bl].filter(Boolean).join(', ');
  const line2 = [st, locality].filter(Boolean).join(', ');
  const pinS = pinFmt(pin);
  const style = ri(0, 5);
  let full: string;
  const tailState = chance(0.35);
  const tailCountry = tailState && chance(0.5);
  const end = `${city}${chance(0.7) ? ' ' : ' - '}${pinS}` + (tailState ? `, ${state}` : '') + (tailCountry ? ', India' : '');
  const parts = [hn, bl, st, lm, locality].filter(Boolean);
  if (style === 0) full = [...parts, end].join(' ');                      // no commas
  else if (style === 1) full = [line1, [st, lm].filter(Boolean).join(', '), locality, end].filter(Boolean).join('\n'); // multi-line
  else if (style === 2) full = [...parts, end].join(', ').toUpperCase();
  else full = [...parts, end].join(', ');
  return { kind: 'urban', line1, line2, landmark: lm, locality, city, district, state, pin: pinS, full, tail: '' };
}

// village / PO / taluka / district forms
const VILL: [string, string, string, string, string, string][] = [
  // village, PO, tehsil/taluka/block, district, state, pin
  ['Kharagpur', 'Kharagpur', 'Kharagpur-I', 'Paschim Medinipur', 'West Bengal', '721301'],
  ['Rampur', 'Sonbarsa', 'Sonbarsa', 'Sitamarhi', 'Bihar', '843330'],
  ['Balugaon', 'Balugaon', 'Chilika', 'Khordha', 'Odisha', '752030'],
  ['Pipariya Kalan', 'Bankhedi', 'Pipariya', 'Narmadapuram', 'Madhya Pradesh', '461990'],
  ['Wadgaon', 'Ghodegaon', 'Ambegaon', 'Pune', 'Maharashtra', '410503'],
  ['Kotla', 'Samrala', 'Samrala', 'Ludhiana', 'Punjab', '141114'],
  ['Thirumalaikodi', 'Vellore', 'Vellore', 'Vellore', 'Tamil Nadu', '632055'],
  ['Bhawanipur', 'Barh', 'Barh', 'Patna', 'Bihar', '803213'],
  ['Chandpur', 'Jhanjharpur', 'Jhanjharpur', 'Madhubani', 'Bihar', '847404'],
  ['Mundwa', 'Mundwa', 'Mundwa', 'Nagaur', 'Rajasthan', '341026'],
];
export function villageHome(): Home {
  const [v, po, teh, dist, state, pin0] = pick(VILL);
  const pin = pin0;
  const pinS = pinFmt(pin);
  const lm = chance(0.3) ? pick(['near Panchayat Bhawan', 'behind Primary School', 'near Kali Mandir', 'opp. Co-operative Bank']) : '';
  const line1 = v === po ? pick([`Vill. & PO ${v}`, `At/Po ${v}`, `Vill+PO ${v}`]) : pick([`Vill. ${v}, PO ${po}`, `Gram ${v}, Post ${po}`, `At ${v}, Po ${po}`]);
  const line2 = pick([`Tehsil ${teh}`, `Taluka ${teh}`, `Block ${teh}`, `PS ${teh}`]);
  const full = pick([
    () => [line1, lm, line2, `Dist. ${dist}`, `${state} ${pinS}`].filter(Boolean).join(', '),
    () => [line1, lm, `Dist. ${dist}`, `${state} - ${pinS}`].filter(Boolean).join(', '),
    () => [line1, line2, `Distt ${dist}`, `PIN ${pinS}`].join(' '),
    () => [line1, lm, line2, `District ${dist} (${state})`, pinS].filter(Boolean).join('\n'),
  ])();
  return { kind: 'village', line1, line2, landmark: lm, locality: v, city: po, district: dist, state, pin: pinS, full, tail: '' };
}

// Devanagari addresses: [line1 variants are built], locality, city, district, state, pin
const HI: [string, string, string, string, string][] = [
  ['गांधी नगर', 'भोपाल', 'भोपाल', 'मध्य प्रदेश', '462036'],
  ['राजेंद्र नगर', 'पटना', 'पटना', 'बिहार', '800016'],
  ['शास्त्री नगर', 'जयपुर', 'जयपुर', 'राजस्थान', '302016'],
  ['आलमबाग', 'लखनऊ', 'लखनऊ', 'उत्तर प्रदेश', '226005'],
  ['सिविल लाइंस', 'प्रयागराज', 'प्रयागराज', 'उत्तर प्रदेश', '211001'],
  ['कंकरबाग', 'पटना', 'पटना', 'बिहार', '800020'],
];
export function hindiHome(): Home {
  const [loc, city, dist, state, pin] = pick(HI);
  const vill = chance(0.3);
  const line1 = vill ? pick(['ग्राम रामपुर, पोस्ट सोनबरसा', 'ग्राम बेलवा, डाकघर नरकटिया', 'ग्राम पिपरा, पोस्ट मझौलिया']) : pick([`मकान नं. ${ri(2, 300)}`, `म.न. ${ri(10, 99)}/${ri(1, 9)}`, `फ्लैट ${ri(1, 6)}0${ri(1, 4)}, साईं अपार्टमेंट`]);
  const lm = chance(0.5) ? pick(['हनुमान मंदिर के पास', 'बस स्टैंड के पीछे', 'सरकारी स्कूल के सामने', 'पानी की टंकी के पास']) : '';
  const line2 = vill ? `तहसील ${pick(['सदर', 'बगहा', 'हरसिद्धि'])}` : `${pick(['गली नं. 3', 'वार्ड 7', 'सेक्टर 2'])}, ${loc}`;
  const full = [line1, lm, line2, vill ? `जिला ${dist}` : city, `${chance(0.4) ? state + ' ' : ''}${pin}`].filter(Boolean).join(', ');
  return { kind: 'hindi', line1, line2, landmark: lm, locality: loc, city, district: dist, state, pin, full, tail: '' };
}

export function hinglishHome(): Home {
  const [locality, city, district, state, pin0] = pick(LOCS);
  const pin = pin0.slice(0, 4) + pad(ri(0, 99));
  const line1 = pick([`ghar no ${ri(2, 200)}`, `makan no. ${ri(2, 99)}`, `kamra ${ri(1, 20)}, ${pick(['Sharma ji ki building', 'Yadav bhawan', 'pila ghar'])}`, `H no ${ri(1, 99)} upar wala floor`]);
  const lm = pick(['Hanuman mandir ke paas', 'bus stand ke peeche', 'SBI ATM ke saamne', 'masjid wali gali', 'doodh dairy ke bagal mein', 'pani ki tanki ke paas']);
  const line2 = `${pick(['Shiv colony', 'Gandhi mohalla', 'Azad nagar', 'Ram gali', 'Nai basti'])}, ${locality}`;
  const full = [line1, lm, line2, `${city} ${pinFmt(pin)}`].join(chance(0.5) ? ', ' : ' ');
  return { kind: 'hinglish', line1, line2, landmark: lm, locality, city, district, state, pin, full, tail: '' };
}

export function anyHome(): Home {
  const k = ri(0, 9);
  if (k <= 5) return urbanHome();
  if (k <= 7) return villageHome();
  if (k === 8) return hindiHome();
  return hinglishHome();
}

// ---------------------------------------------------------------- look-alikes
export const BIZ_ADDR: [string, string][] = [
  ['bank_branch', 'SBI Andheri West Branch, S.V. Road, Mumbai 400058'],
  ['bank_branch', 'HDFC Bank, Jayanagar 4th Block Branch, 11th Main, Bengaluru 560011'],
  ['bank_branch', 'Punjab National Bank, Kankarbagh Branch, Patna 800020'],
  ['warehouse', 'Warehouse 7, Bhiwandi Logistics Park, Vadpe, Thane 421302'],
  ['warehouse', 'FC BLR4, Survey No. 26, Hoskote Industrial Area, Bengaluru Rural 562114'],
  ['warehouse', 'Godown 3, Kundli Industrial Area, Sonipat, Haryana 131028'],
  ['registered_office', 'Regd. Office: 4th Floor, Tower B, Cyber City, Gurugram 122002'],
  ['registered_office', 'Regd. Off.: 12 Park Street, Kolkata 700016'],
  ['registered_office', 'Registered Office: Unit 501, Lodha Supremus, Lower Parel, Mumbai 400013'],
  ['shop', 'Shop No. 14, Laxmi Road, Pune 411002'],
  ['shop', 'Gupta Electronics, 22 Lamington Road, Grant Road East, Mumbai 400007'],
  ['shop', 'Sri Balaji Mobiles, Shop 5, Ameerpet X Roads, Hyderabad 500016'],
  ['shop', 'Ganesh Kirana Stores, Main Bazar, Sitamarhi 843301'],
  ['clinic', 'Apollo Clinic, 3rd Floor, Gomti Nagar, Lucknow 226010'],
  ['office', 'Infosys Gate 3, Electronics City Phase 1, Bengaluru 560100'],
];
export function bizAddr(): Seg {
  const [ty, a] = pick(BIZ_ADDR);
  return LA('business_address:' + ty, a);
}
export const HUBS = ['Delhivery Hub Bilaspur (Gurgaon)', 'Ekart Mother Hub Kolkata', 'Blue Dart APEX Hub Sahar', 'Xpressbees Hub Hoskote', 'DTDC Hub Jhotwara', 'Shadowfax DC Kukatpally', 'India Post Sorting Office Patna RMS'];
export const hub = (): Seg => LA('courier_hub', pick(HUBS));
export const WINDOWS = ['10am-6pm', '9 AM - 1 PM', 'after 7 pm only', 'Sat/Sun 11-2', '2pm-5pm', 'before 11 am', 'Mon-Fri 10:00-18:00'];
export const window = (): Seg => LA('delivery_window', pick(WINDOWS));
export const INSTR = ['leave with security', 'ring twice', 'call before delivery', 'do not ring bell, baby sleeping', 'hand over to neighbour', 'gate pe guard ko de dena', 'keep at reception', 'no COD, prepaid', 'fragile - handle with care', 'OTP required', 'dog in house, call from gate'];
export const instr = (): Seg => LA('delivery_instruction', pick(INSTR));
export const NOTPROV = ['Same as above', 'N/A', 'Not provided', 'NA', '-', 'same as permanent', 'SAME', 'nil'];
export const notProv = (): Seg => LA('placeholder', pick(NOTPROV));
export const STATES = ['Maharashtra', 'Karnataka', 'Tamil Nadu', 'Telangana', 'Delhi', 'Uttar Pradesh', 'Gujarat', 'West Bengal', 'Bihar', 'Madhya Pradesh', 'Rajasthan', 'Kerala', 'Odisha'];
export const placeOfSupply = (): Seg => LA('place_of_supply_state', pick([(s: string) => s, (s: string) => `${pad(ri(1, 36))}-${s}`])(pick(STATES)));
export const BIZCITY = ['Mumbai', 'Pune', 'Bengaluru', 'Gurugram', 'Noida', 'Chennai', 'Kolkata', 'Ahmedabad', 'Hyderabad', 'Jaipur'];
export const bizCity = (): Seg => LA('city_name_not_address', pick(BIZCITY));
export const storeCode = (): Seg => LA('store_code', pick(['STR-', 'BLR-', 'MUM', 'DEL/', 'HYD-ST-']) + digits(pick([3, 4])));
export const orderId = (): Seg => LA('order_or_tracking_id', pick(['OD' + digits(12), 'ORD-' + digits(6), '#' + digits(7), 'INV/25-26/' + digits(4), 'TKT-' + digits(5)]));
export const awb = (): Seg => LA('order_or_tracking_id', pick(['AWB ' + digits(11), digits(13), 'EK' + digits(9) + 'IN', 'SF' + digits(10) + 'FPL', 'DLV' + digits(10)]));
export const amount = (): Seg => LA('amount', pick(['₹' + ri(199, 9999), 'Rs. ' + ri(1, 45) + ',' + pad(ri(0, 999), 3), 'INR ' + ri(150, 20000) + '.00', String(ri(99, 5000)) + '.50', 'Rs ' + ri(100, 999) + '/-']));
export const PRODUCTS = [
  'India Gate Basmati Rice 5kg', 'Taj Mahal Tea 500g', 'Red Label Tea 1kg', 'Redmi Note 13 5G', 'boAt Rockerz 450',
  'Charminar Agarbatti 100 sticks', 'Gateway of India Keychain', 'Lotus Temple Wall Clock', 'Marine Drive Bedsheet Set',
  'Everest Garam Masala 100g', 'Prestige Pressure Cooker 5L', 'Qutub Minar 3D Puzzle', 'Hawa Mahal Jaipuri Razai', 'Godrej Almirah Steel',
];
export const product = (): Seg => LA('product_name', pick(PRODUCTS));
export const COMPANIES = ['MG Road Motors Pvt Ltd', 'Linking Road Fashions', 'Park Street Caterers LLP', 'Anna Salai Traders', 'Station Road Hardware', 'Marine Drive Logistics Pvt Ltd', 'Brigade Road Books', 'Connaught Place Opticals', 'Nehru Place Computers', 'FC Road Stationers'];
export const company = (): Seg => LA('road_name_in_company', pick(COMPANIES));
export const odate = (): Seg => LA('date_not_dob', otherDate());
export const STATUS = ['Delivered', 'In transit', 'RTO', 'Out for delivery', 'Pending pickup', 'Cancelled'];

export { L };
export type { Piece };
