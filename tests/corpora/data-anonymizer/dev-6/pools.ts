// dev-6 hand-typed pools and generators (no lists imported from packages).
import { L, LA, pick, ri, digits, pad, chance, verhoeffDigit, t, Seg } from './lib';

export const FIRST = ['Ritika', 'Harshvardhan', 'Nandini', 'Omkar', 'Tejaswini', 'Faizan', 'Bhavna', 'Ujjwal', 'Sharmila', 'Kunal',
  'Pallavi', 'Devendra', 'Mehrunissa', 'Anirban', 'Lakshmi', 'Gurpreet', 'Yashoda', 'Sandeep', 'Ishita', 'Raghunath',
  'Zoya', 'Chiranjeevi', 'Madhuri', 'Tenzing', 'Parveen', 'Hemant', 'Kamini', 'Soumya', 'Jatin', 'Revathi'];
export const LAST = ['Bhosale', 'Chakraborty', 'Dhillon', 'Iyengar', 'Jadhav', 'Kashyap', 'Lokhande', 'Mahapatra', 'Nair', 'Pandey',
  'Qureshi', 'Rathod', 'Sahu', 'Thakur', 'Upadhyay', 'Vaidya', 'Wadia', 'Yadav', 'Zaidi', 'Bhattacharya', 'Gaikwad', 'Hegde',
  'Kaur', 'Mishra', 'Negi', 'Oberoi', 'Purohit', 'Saikia'];
export const person = () => `${pick(FIRST)} ${pick(LAST)}`;
export const firstName = () => pick(FIRST);

// home address parts: [locality, city, pin-prefix]
const PLACES: [string, string, string][] = [
  ['Baner', 'Pune', '4110'], ['Kothrud', 'Pune', '4110'], ['Andheri East', 'Mumbai', '4000'], ['Borivali West', 'Mumbai', '4000'],
  ['Salt Lake Sector 2', 'Kolkata', '7000'], ['Behala', 'Kolkata', '7000'], ['Jhotwara', 'Jaipur', '3020'], ['Mansarovar', 'Jaipur', '3020'],
  ['Gomti Nagar', 'Lucknow', '2260'], ['Indiranagar', 'Bengaluru', '5600'], ['HSR Layout', 'Bengaluru', '5601'], ['Kukatpally', 'Hyderabad', '5000'],
  ['Adyar', 'Chennai', '6000'], ['Velachery', 'Chennai', '6000'], ['Rajouri Garden', 'New Delhi', '1100'], ['Dwarka Sector 7', 'New Delhi', '1100'],
  ['Vastrapur', 'Ahmedabad', '3800'], ['Boring Road', 'Patna', '8000'], ['Kakkanad', 'Kochi', '6820'], ['Nayapalli', 'Bhubaneswar', '7510'],
  ['Vijay Nagar', 'Indore', '4520'], ['Sector 21', 'Chandigarh', '1600'], ['Ashok Nagar', 'Ranchi', '8340'], ['Sigra', 'Varanasi', '2210']];
const BLDG = ['Green Acres', 'Sai Kripa Apartments', 'Shanti Niketan CHS', 'Lotus Residency', 'Gulmohar Enclave', 'Kaveri Towers', 'Madhuban Society', 'Rose Villa', 'Neelkanth Heights', 'Ashirwad Bhavan'];
const LANE = ['Lane 4', 'Gali No. 3', '2nd Cross', 'Street 11', 'Ward 7', 'Road No. 5'];
const RESLM = ['near Shiv Mandir', 'opp. Durga Pandal', 'behind Gurudwara', 'near Old Water Tank', 'next to Hanuman Mandir'];
export interface Home { full: string; short: string; city: string }
export function home(): Home {
  const [loc, city, pp] = pick(PLACES);
  const unit = pick([`Flat ${ri(1, 12)}${pick(['A', 'B', 'C', '0' + ri(1, 9)])}`, `House No. ${ri(2, 480)}`, `H.No. ${ri(1, 30)}-${ri(1, 99)}`, `Plot ${ri(3, 220)}`, `${ri(4, 199)}`]);
  const bld = chance(0.7) ? pick(BLDG) : pick(LANE);
  const lm = chance(0.3) ? ' ' + pick(RESLM) : '';
  const pin = pp + pad(ri(1, 99));
  const style = ri(0, 3);
  const full = style === 0 ? `${unit}, ${bld},${lm} ${loc}, ${city} ${pin}`
    : style === 1 ? `${unit} ${bld}${lm} ${loc} ${city} ${pin}`
    : style === 2 ? `${unit}, ${bld}${lm}, ${loc} ${city}`
    : `${unit} ${bld} ${loc}`;
  return { full: full.replace(/\s+/g, ' ').replace(' ,', ','), short: `${unit} ${bld} ${loc}`, city };
}

export const phone = () => pick([() => `9${digits(9)}`, () => `+91 ${ri(7, 9)}${digits(4)} ${digits(5)}`, () => `${ri(6, 9)}${digits(4)}-${digits(5)}`])();
export function aadhaar() { const b = String(ri(2, 9)) + digits(10); const n = b + verhoeffDigit(b); return `${n.slice(0, 4)} ${n.slice(4, 8)} ${n.slice(8)}`; }
const AZ = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ch = () => AZ[ri(0, 25)];
export const pan = () => `${ch()}${ch()}${ch()}P${ch()}${digits(4)}${ch()}`;
export const dob = () => pick([() => `${pad(ri(1, 28))}/${pad(ri(1, 12))}/${ri(1955, 2004)}`, () => `${ri(1955, 2004)}-${pad(ri(1, 12))}-${pad(ri(1, 28))}`, () => `${ri(1, 28)} ${pick(['Jan', 'Mar', 'Jun', 'Aug', 'Oct', 'Dec'])} ${ri(1955, 2004)}`])();
export const email = (n: string) => `${n.toLowerCase().replace(/ /g, pick(['.', '_', '']))}${ri(1, 99)}@${pick(['gmail.com', 'yahoo.co.in', 'rediffmail.com', 'outlook.com'])}`;
export const upi = (n: string) => `${n.split(' ')[0].toLowerCase()}${ri(10, 999)}@${pick(['okaxis', 'ybl', 'paytm', 'oksbi', 'ibl'])}`;
export const bankAcc = () => String(ri(1, 9)) + digits(ri(10, 14));

// ---------------------------------------------------------------- look-alikes
const SHOPS = ['Shop 7, Laxmi Market, Station Road, Nagpur 440001', 'Sharma Electronics, 22 Lamington Road, Mumbai 400007', 'Gupta Kirana Store, Main Bazar, Sonipat', 'Shop No. 4, Phoenix Marketcity, Kurla West'];
const OFFICES = ['4th Floor, Tower B, Magarpatta City, Pune 411013', 'WeWork Galaxy, Residency Road, Bengaluru 560025', 'Unit 9, DLF Cyber Hub, Gurugram'];
const HUBS = ['Delhivery hub Bhiwandi', 'Blue Dart Centre, Andheri Kurla Road', 'Ekart hub Kundli', 'Shadowfax DC Whitefield'];
const CLINICS = ['Apollo Clinic, Baner Road, Pune', 'Sanjeevani Clinic, Shop 3, Gandhi Chowk, Raipur', 'Fortis Hospital, Mulund Goregaon Link Road'];
const SCHOOLS = ['DAV Public School, Sector 14, Gurugram', 'St. Xavier\'s School, Park Street, Kolkata'];
const BRANCHES = ['SBI Kothrud Branch', 'HDFC Bank, Gomti Nagar branch', 'ICICI Bank Adyar branch'];
const LANDMARKS = ['near Railway Station', 'opp. City Mall', 'behind Bus Depot', 'near Metro Pillar 112'];
const CITIES = ['Pune', 'Mumbai', 'Jaipur', 'Kolkata', 'Hyderabad', 'Bengaluru', 'Nagpur', 'Surat'];
const PRODUCTS = ['Redmi Note 13 Pro 5G', 'Samsung Galaxy M34', 'boAt Airdopes 141', 'Prestige Iris 750W mixer', 'Philips HL7707', 'Bajaj Majesty RX11 iron', 'iPhone 15 128GB', '2 Banarasi sarees', 'Godrej Interio study table'];
const COURIERS = ['Delhivery', 'Blue Dart', 'Ekart', 'DTDC', 'Xpressbees', 'Shadowfax'];
const BRANDS = ['Amazon', 'Flipkart', 'Myntra', 'Nykaa', 'Croma', 'Reliance Digital'];
export const LAs = {
  shop: () => LA('business_address:shop', pick(SHOPS)),
  office: () => LA('business_address:office', pick(OFFICES)),
  hub: () => LA('pickup_hub', pick(HUBS)),
  clinic: () => LA('business_address:clinic', pick(CLINICS)),
  school: () => LA('business_address:school', pick(SCHOOLS)),
  branch: () => LA('business_address:bank_branch', pick(BRANCHES)),
  landmark: () => LA('direction_landmark', pick(LANDMARKS)),
  city: () => LA('city_name_not_address', pick(CITIES)),
  product: () => LA('product_model', pick(PRODUCTS)),
  courier: () => LA('courier_or_brand', pick([...COURIERS, ...BRANDS])),
  order: () => LA('order_or_tracking_id', pick([`OD${digits(12)}`, `AWB ${digits(11)}`, `#${ri(100000, 999999)}`, `TKT-${digits(6)}`])),
  amount: () => LA('amount', pick([`Rs ${ri(199, 45999)}`, `Rs. ${ri(1, 9)},${digits(3)}`, `₹${ri(99, 9999)}`])),
  time: () => LA('time', pick([`${ri(1, 12)} baje`, `${ri(9, 11)}:${pick(['00', '30'])} am`, `after ${ri(4, 8)} pm`])),
  date: () => LA('date_not_dob', pick([`${ri(1, 28)}/${pad(ri(1, 12))}/2026`, `${ri(1, 28)} Nov`, 'tomorrow'])),
  url: () => LA('url', pick(['https://trk.example.in/a9F2', 'bit.ly/3xQwer', 'wa.me/c/ordr'])),
};
export { t };
export type { Seg };
