// Hand-typed pools for dev-5 (no imported lists) and personal-value generators.
import { L, LA, Seg, pick, ri, chance, digits, pad, verhoeffDigit, luhnDigit, gstinCheckChar, pickW } from './lib';

export const GIVEN = ['Aarti', 'Bhavesh', 'Chitra', 'Deepak', 'Farhan', 'Gurpreet', 'Hemant', 'Indu', 'Jaswinder', 'Kavitha',
  'Lalit', 'Madhuri', 'Naveen', 'Omkar', 'Pallavi', 'Qasim', 'Rekha', 'Sandeep', 'Tanvi', 'Umesh', 'Vandana', 'Waseem',
  'Yamini', 'Zoya', 'Arjun', 'Bincy', 'Dhruv', 'Ela', 'Girish', 'Harpreet', 'Ishita', 'Jagdish', 'Karthik', 'Leela',
  'Mohan', 'Nirmala', 'Prakash', 'Rupali', 'Sibi', 'Tenzing', 'Usha', 'Vikram', 'Anjali', 'Babu', 'Sheetal', 'Ranjit'];
export const SUR = ['Agarwal', 'Bhattacharya', 'Chauhan', 'D\'Souza', 'Fernandes', 'Gill', 'Hegde', 'Iyer', 'Jadhav', 'Khan',
  'Lobo', 'Menon', 'Nayak', 'Ojha', 'Pillai', 'Qureshi', 'Rathore', 'Shetty', 'Tiwari', 'Upadhyay', 'Varghese', 'Yadav',
  'Bora', 'Das', 'Kulkarni', 'Reddy', 'Sandhu', 'Mukherjee', 'Naidu', 'Pandey', 'Ansari', 'Bhutia', 'Rao', 'Soren'];
export const HI_NAMES = ['रामप्रसाद यादव', 'सुनीता देवी', 'मुकेश कुमार', 'गीता शर्मा', 'हरिओम तिवारी', 'कमला बाई', 'राजेश सिंह', 'पूनम कुमारी'];

// city, state, [localities], PIN prefix (3), STD code
export const CITIES: [string, string, string[], string][] = [
  ['Pune', 'Maharashtra', ['Kothrud', 'Aundh', 'Hadapsar', 'Wakad', 'Baner'], '411'],
  ['Nashik', 'Maharashtra', ['College Road', 'Indira Nagar', 'Panchavati', 'Satpur'], '422'],
  ['Jaipur', 'Rajasthan', ['Malviya Nagar', 'Vaishali Nagar', 'Mansarovar', 'Raja Park'], '302'],
  ['Lucknow', 'Uttar Pradesh', ['Gomti Nagar', 'Aliganj', 'Indira Nagar', 'Rajajipuram'], '226'],
  ['Patna', 'Bihar', ['Kankarbagh', 'Boring Road', 'Rajendra Nagar', 'Patliputra Colony'], '800'],
  ['Bhubaneswar', 'Odisha', ['Saheed Nagar', 'Nayapalli', 'Patia', 'Chandrasekharpur'], '751'],
  ['Coimbatore', 'Tamil Nadu', ['RS Puram', 'Saibaba Colony', 'Ganapathy', 'Singanallur'], '641'],
  ['Mysuru', 'Karnataka', ['Kuvempunagar', 'Vijayanagar', 'Saraswathipuram', 'Hebbal'], '570'],
  ['Thrissur', 'Kerala', ['Punkunnam', 'Ayyanthole', 'Ollur', 'Poonkunnam'], '680'],
  ['Indore', 'Madhya Pradesh', ['Vijay Nagar', 'Palasia', 'Sudama Nagar', 'Rau'], '452'],
  ['Guwahati', 'Assam', ['Beltola', 'Zoo Road', 'Chandmari', 'Ganeshguri'], '781'],
  ['Vadodara', 'Gujarat', ['Alkapuri', 'Karelibaug', 'Manjalpur', 'Gotri'], '390'],
  ['Ludhiana', 'Punjab', ['Model Town', 'Sarabha Nagar', 'Dugri', 'BRS Nagar'], '141'],
  ['Visakhapatnam', 'Andhra Pradesh', ['MVP Colony', 'Seethammadhara', 'Gajuwaka', 'Madhurawada'], '530'],
];
const BLDG = ['Shanti Kunj', 'Sai Krupa Apartments', 'Gokul Residency', 'Nilgiri Heights', 'Ganga Vihar', 'Sunrise Enclave',
  'Mohan Niwas', 'Anand Bhavan', 'Green Park Society', 'Lake View Towers', 'Shree Ganesh CHS', 'Pearl Residency'];
const LANE = ['2nd Cross', 'Lane No. 4', 'Gali No. 3', '5th Main', 'Street No. 9', 'Ward No. 11', 'Sector 6', 'Road No. 12'];
const RES_LM = ['near Hanuman Mandir', 'behind Govt. Primary School', 'opp. Water Tank', 'near Jama Masjid', 'near Panchayat Bhawan'];
export const VILLAGES: [string, string, string, string, string][] = [ // village, PO, tehsil/PS, district, state+pin
  ['Rampur Khurd', 'Khairabad', 'Sadar', 'Sitapur', 'UP 261001'],
  ['Belwa', 'Belwa Bazar', 'Bagaha', 'West Champaran', 'Bihar 845101'],
  ['Kotda', 'Kotda Chhabar', 'Vallabhnagar', 'Udaipur', 'Rajasthan 313601'],
  ['Mandwa', 'Mandwa', 'Alibag', 'Raigad', 'Maharashtra 402201'],
  ['Karanjia', 'Karanjia', 'Karanjia', 'Mayurbhanj', 'Odisha 757037'],
  ['Pallipuram', 'Cherthala', 'Cherthala', 'Alappuzha', 'Kerala 688541'],
];

export interface Addr { line1: string; line2: string; loc: string; city: string; state: string; pin: string; full: string; short: string }
export function addr(ci?: number): Addr {
  const c = CITIES[ci ?? ri(0, CITIES.length - 1)];
  const line1 = pickW<string>([[`Flat ${ri(1, 12)}0${ri(1, 4)}, ${pick(BLDG)}`, 4], [`House No. ${ri(3, 480)}`, 3], [`H.No. ${ri(1, 9)}-${ri(10, 99)}/${ri(1, 40)}`, 1], [`Plot ${ri(10, 300)}, ${pick(BLDG)}`, 2]]);
  const line2 = chance(0.3) ? pick(RES_LM) : pick(LANE);
  const loc = pick(c[2]);
  const pin = c[3] + pad(ri(1, 60), 3);
  return { line1, line2, loc, city: c[0], state: c[1], pin, full: `${line1}, ${line2}, ${loc}, ${c[0]} ${pin}`, short: `${line1}, ${loc}` };
}
export function village(): string {
  const v = pick(VILLAGES);
  return pickW<string>([[`Vill. ${v[0]}, PO ${v[1]}, PS ${v[2]}, Dist. ${v[3]}, ${v[4]}`, 2], [`Village ${v[0]}, Tehsil ${v[2]}, District ${v[3]}, ${v[4]}`, 2], [`At/Po ${v[1]}, Via ${v[2]}, Dist ${v[3]} ${v[4].split(' ').pop()}`, 1]]);
}
export const HI_ADDR = ['मकान नं. 14, गांधी गली, रामपुर खुर्द, जिला सीतापुर 261001', 'ग्राम बेलवा, पोस्ट बेलवा बाज़ार, जिला पश्चिम चंपारण 845101', 'प्लॉट 22, शिव नगर, इंदौर 452009', 'वार्ड नं. 7, तहसील वल्लभनगर, उदयपुर 313601'];

export interface Person { name: string; given: string; sur: string; dob: string; phone: string; email: string; a: Addr }
export function person(ci?: number): Person {
  const given = pick(GIVEN), sur = pick(SUR);
  const y = ri(1950, 2006), m = ri(1, 12), d = ri(1, 28);
  const dob = pickW<string>([[`${pad(d)}/${pad(m)}/${y}`, 4], [`${y}-${pad(m)}-${pad(d)}`, 2], [`${pad(d)}-${pad(m)}-${y}`, 2], [`${d} ${['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][m - 1]} ${y}`, 1]]);
  const ten = String(ri(6, 9)) + digits(9);
  const phone = pickW<string>([[ten, 4], [`+91 ${ten.slice(0, 5)} ${ten.slice(5)}`, 2], [`${ten.slice(0, 5)}-${ten.slice(5)}`, 1], [`0${ten}`, 1]]);
  const email = `${given.toLowerCase()}.${sur.toLowerCase().replace(/[^a-z]/g, '')}${ri(1, 99)}@${pick(['gmail.com', 'yahoo.co.in', 'rediffmail.com', 'outlook.com'])}`;
  return { name: `${given} ${sur}`, given, sur, dob, phone, email, a: addr(ci) };
}
export function aadhaar(): string { const b = String(ri(2, 9)) + digits(10); const n = b + verhoeffDigit(b); return chance(0.5) ? `${n.slice(0, 4)} ${n.slice(4, 8)} ${n.slice(8)}` : n; }
export function pan(): string { const A = 'ABCDEFGHJKLMNPRSTUVWXYZ'; const c = () => A[ri(0, A.length - 1)]; return c() + c() + c() + 'P' + c() + digits(4) + c(); }
export function gstin(): string { const A = 'ABCDEFGHJKLMNPRSTUVWXYZ'; const c = () => A[ri(0, A.length - 1)]; const f = pad(ri(1, 35)) + c() + c() + c() + 'F' + c() + digits(4) + c() + '1Z'; return f + gstinCheckChar(f); }
export function card(): string { const b = '4' + digits(14); return b + luhnDigit(b); }
export function acct(): string { return digits(ri(11, 14)).replace(/^0/, '3'); }
export function upi(p: Person): string { return `${p.given.toLowerCase()}${ri(10, 99)}@${pick(['okaxis', 'ybl', 'oksbi', 'paytm', 'ibl'])}`; }

// ---------------------------------------------------------------- look-alikes (unlabelled)
export const SHOP_ADDR = ['Shop 7, Laxmi Road, Sadashiv Peth, Pune 411030', 'Shop No. 12, Johari Bazaar, Jaipur 302003', 'G-4, City Centre Mall, Sanjay Place, Agra 282002',
  '14, Main Bazaar, Paltan Bazaar, Guwahati 781008', 'Shop 3, MG Road, Camp, Pune 411001', 'Ground Floor, Sarafa Bazar, Indore 452002', '22, Ranganathan Street, T. Nagar, Chennai 600017'];
export const OFFICE_ADDR = ['3rd Floor, Cyber Towers, HITEC City, Hyderabad 500081', 'Unit 501, Trade Centre, Bandra Kurla Complex, Mumbai 400051',
  'Level 2, Pride Plaza, Fraser Road, Patna 800001', 'Block B, Infopark Phase 1, Kakkanad, Kochi 682042', 'Office 9, Alkapuri Arcade, RC Dutt Road, Vadodara 390007'];
export const BRANCH_ADDR = ['SBI, Main Branch, Hazratganj, Lucknow 226001', 'Canara Bank, Kuvempunagar Branch, Mysuru 570023', 'ICICI Bank, Saheed Nagar Branch, Bhubaneswar 751007', 'Punjab National Bank, Ghumar Mandi, Ludhiana 141001'];
export const WAREHOUSE = ['Warehouse 4, Chakan MIDC Phase 2, Pune 410501', 'Godown 11, Transport Nagar, Lucknow 226012', 'Shed 7, Sitapura Industrial Area, Jaipur 302022', 'Bay 3, Amingaon Logistics Park, Guwahati 781031'];
export const HUBS = ['Delhivery Hub, Bilaspur Tauru Road, Gurugram 122413', 'Ekart Pickup Point, Sector 63, Noida 201301', 'Blue Dart Hub, Hadapsar Industrial Estate, Pune 411013', 'Xpressbees Hub, Kanchpada, Malad West, Mumbai 400064'];
export const HOSPITAL = ['AIIMS, Ansari Nagar, New Delhi 110029', 'Ruby Hall Clinic, Sassoon Road, Pune 411001', 'SCB Medical College, Mangalabag, Cuttack 753007', 'Amrita Hospital, Ponekkara, Kochi 682041', 'Sawai Man Singh Hospital, JLN Marg, Jaipur 302004'];
export const SCHOOL = ['Kendriya Vidyalaya No. 2, Delhi Cantt 110010', 'DAV Public School, Sector 14, Gurugram 122001', 'St. Joseph\'s Convent, Civil Lines, Nagpur 440001', 'Govt. Girls Inter College, Aliganj, Lucknow 226024'];
export const REGD = ['Regd. Office: 5th Floor, Ashoka Estate, Barakhamba Road, New Delhi 110001', 'Registered Office: Plot 42, MIDC Andheri East, Mumbai 400093', 'Regd. Off.: 1, Park Street, Kolkata 700016', 'CIN U74999KA2015PTC081234, Regd. Office: 88, Residency Road, Bengaluru 560025'];
export const LANDMARK = ['near Railway Station', 'opp. Bus Stand', 'behind Clock Tower', 'near Big Bazaar', 'opp. SBI ATM', 'near Petrol Pump', 'behind District Court', 'near Metro Pillar 112', 'opp. Civil Hospital gate'];
export const STREET_NEWS = ['Road digging on MG Road till Friday', 'Fraser Road closed for rally', 'Traffic diverted at Chhatrapati Shivaji Chowk', 'Waterlogging reported on Station Road', 'Flyover work on JLN Marg', 'Market closed on Tuesday in Sarafa Bazar'];
export const VENUE = ['Nehru Stadium', 'Birla Auditorium', 'Pragati Maidan Hall 5', 'Shubh Mangal Lawns', 'Town Hall', 'Rabindra Bhavan'];
export const ZONES = ['PNQ-W2', 'JAI-S1', 'LKO-E3', 'CBE-N1', 'GAU-C2', 'BBI-S4', 'IDR-W1', 'VTZ-N2', 'LDH-C1'];
export const SERVICE_PINS = ['411038', '302017', '226010', '641002', '781006', '751024', '452010', '530017'];
export const laRoute = () => { const a = pick(CITIES)[0]; let b = pick(CITIES)[0]; if (b === a) b = 'Mumbai'; return LA('route_city_names', pick([`${a} → ${b}`, `${a} - ${b}`, `${a} to ${b}`])); };
export const nm = (p: Person): Seg => L('name', p.name);
