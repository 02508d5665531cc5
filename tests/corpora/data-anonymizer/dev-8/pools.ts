// dev-8 hand-typed pools: people (by community), name renderings, dates, identifiers, look-alikes.
// Every word here was typed by hand; nothing is imported from a name/place list.
import { L, LA, pick, ri, chance, digits, pad, verhoeffDigit, Piece, Seg, pickW } from './lib';

export type Grp = 'hi' | 'pb' | 'mu' | 'ch' | 'pa' | 'bn' | 'mr' | 'gu' | 'ta' | 'te' | 'ka' | 'ml' | 'ne' | 'tr';
export interface Person { g: string; m?: string; s: string; sex: 'M' | 'F'; grp: Grp; init?: string; full: string; native?: string }

const P: Record<Grp, { M: string[]; F: string[]; S: string[] }> = {
  hi: { M: ['Rajesh', 'Sunil', 'Amit', 'Rohit', 'Vikas', 'Manoj', 'Alok', 'Deepak', 'Harish', 'Pankaj', 'Ramesh', 'Shyam', 'Anil', 'Gaurav', 'Nitin'],
    F: ['Sunita', 'Neha', 'Pooja', 'Kavita', 'Anjali', 'Rekha', 'Priya', 'Seema', 'Shalini', 'Meenakshi', 'Radha', 'Lakshmi', 'Geeta', 'Savita'],
    S: ['Sharma', 'Verma', 'Gupta', 'Mishra', 'Tiwari', 'Yadav', 'Chauhan', 'Agarwal', 'Srivastava', 'Pandey', 'Saxena', 'Rathore', 'Dubey', 'Kushwaha'] },
  pb: { M: ['Gurpreet', 'Harjeet', 'Manjit', 'Jaswinder', 'Balwinder', 'Amarjeet', 'Kuldeep', 'Ranbir'],
    F: ['Harleen', 'Simran', 'Manpreet', 'Jasleen', 'Navneet', 'Kiranjeet', 'Paramjit'],
    S: ['Gill', 'Sandhu', 'Dhillon', 'Bedi', 'Grewal', 'Sidhu', 'Bajwa', 'Ahluwalia'] },
  mu: { M: ['Mohammed Irfan', 'Farhan', 'Imran', 'Abdul Rahman', 'Salim', 'Zaheer', 'Arif', 'Tanveer', 'Nadeem'],
    F: ['Ayesha', 'Farzana', 'Shabana', 'Nazia', 'Rukhsar', 'Zainab', 'Heena', 'Tabassum'],
    S: ['Siddiqui', 'Qureshi', 'Ansari', 'Khan', 'Shaikh', 'Pathan', 'Mirza', 'Syed', 'Hashmi'] },
  ch: { M: ['Joseph', 'Anthony', 'Thomas', 'Sebastian', 'Francis', 'Cyril', 'Wilson'],
    F: ['Mary', 'Sheeba', 'Reena', 'Philomena', 'Jessy', 'Annamma', 'Merlin'],
    S: ["D'Souza", 'Fernandes', 'Mathew', 'Pinto', 'Rodrigues', 'Varghese', 'Kurian', 'Lobo'] },
  pa: { M: ['Cyrus', 'Rustom', 'Jamshed', 'Darius', 'Farhad', 'Behram'],
    F: ['Perizaad', 'Zarine', 'Shirin', 'Roshan', 'Dilnaz', 'Freny'],
    S: ['Wadia', 'Irani', 'Mistry', 'Bharucha', 'Daruwalla', 'Engineer', 'Contractor', 'Batliwala'] },
  bn: { M: ['Sourav', 'Arindam', 'Subhajit', 'Debashis', 'Partha', 'Anirban', 'Tapas'],
    F: ['Moumita', 'Sreeparna', 'Rituparna', 'Sanchita', 'Tanusree', 'Payel'],
    S: ['Chatterjee', 'Banerjee', 'Mukherjee', 'Ghosh', 'Bose', 'Dasgupta', 'Sen', 'Mondal'] },
  mr: { M: ['Sachin', 'Prashant', 'Mahesh', 'Swapnil', 'Vinayak', 'Sandeep', 'Tushar'],
    F: ['Ashwini', 'Prajakta', 'Manasi', 'Vaishali', 'Snehal', 'Rupali'],
    S: ['Patil', 'Deshmukh', 'Kulkarni', 'Jadhav', 'Gaikwad', 'Pawar', 'Shinde', 'Joshi'] },
  gu: { M: ['Hitesh', 'Jignesh', 'Bhavesh', 'Ketan', 'Paresh', 'Chirag', 'Rameshbhai'],
    F: ['Hetal', 'Falguni', 'Bhavna', 'Dhara', 'Jagruti', 'Kokilaben'],
    S: ['Patel', 'Shah', 'Desai', 'Mehta', 'Parikh', 'Trivedi', 'Chaudhari', 'Vora'] },
  ta: { M: ['Venkatesh', 'Murugan', 'Senthil', 'Karthikeyan', 'Balasubramanian', 'Arumugam', 'Saravanan', 'Elango'],
    F: ['Lakshmi', 'Kavitha', 'Meenakshi', 'Selvi', 'Revathi', 'Tamilselvi', 'Malathi'],
    S: ['Krishnan', 'Subramaniam', 'Natarajan', 'Raman', 'Pillai', 'Iyer', 'Rajendran', 'Shanmugam'] },
  te: { M: ['Srinivas', 'Venkata Ramana', 'Naresh', 'Chandrasekhar', 'Raghavendra', 'Prasad'],
    F: ['Padmavathi', 'Sravani', 'Bhargavi', 'Swathi', 'Anuradha', 'Sujatha'],
    S: ['Reddy', 'Naidu', 'Rao', 'Chowdary', 'Varma', 'Goud'] },
  ka: { M: ['Manjunath', 'Basavaraj', 'Nagaraj', 'Prakash', 'Shivakumar', 'Girish'],
    F: ['Shilpa', 'Pavithra', 'Roopa', 'Nandini', 'Ashwathi', 'Chaitra'],
    S: ['Gowda', 'Hegde', 'Shetty', 'Kamath', 'Bhat', 'Patil'] },
  ml: { M: ['Anoop', 'Rajeev', 'Sreejith', 'Vineeth', 'Biju', 'Unnikrishnan'],
    F: ['Divya', 'Lekha', 'Sreelakshmi', 'Anjana', 'Bindu', 'Remya'],
    S: ['Nair', 'Menon', 'Pillai', 'Kurup', 'Namboodiri', 'Panicker'] },
  ne: { M: ['Vanlalruata', 'Temjen', 'Dorjee', 'Hrishikesh', 'Pynshngain', 'Bijoy', 'Neikhrielie', 'Tashi'],
    F: ['Lalrinpuii', 'Jonali', 'Imtila', 'Daphisha', 'Pema', 'Thoibi', 'Khrieno'],
    S: ['Ralte', 'Ao', 'Tamang', 'Gogoi', 'Syiemlieh', 'Bora', 'Lepcha', 'Angami', 'Hmar', 'Sangma'] },
  tr: { M: ['Sukhram', 'Somra', 'Mangal', 'Budhu', 'Karma', 'Lakhan', 'Ramu'],
    F: ['Phulmani', 'Budhni', 'Jhuma', 'Sukhmati', 'Gomti', 'Salomi'],
    S: ['Oraon', 'Munda', 'Soren', 'Hembrom', 'Tudu', 'Kisku', 'Marandi', 'Bhil', 'Gond', 'Meena'] },
};
const SOUTH: Grp[] = ['ta', 'te', 'ka', 'ml'];

// hand-typed native-script full names (given + surname) by script
export const NATIVE: string[] = [
  'राजेश कुमार शर्मा', 'सुनीता देवी', 'मनोज यादव', 'पूजा गुप्ता', 'रामप्रसाद तिवारी', 'कमला बाई', 'अनिल वर्मा', 'सविता मिश्रा',
  'प्रशांत पाटील', 'अश्विनी देशमुख', 'முருகன் சுப்பிரமணியம்', 'லட்சுமி கிருஷ்ணன்', 'সৌরভ ঘোষ', 'মৌমিতা বসু',
  'હિતેશ પટેલ', 'ધારા શાહ', 'ਗੁਰਪ੍ਰੀਤ ਸਿੰਘ', 'ਹਰਲੀਨ ਕੌਰ', 'శ్రీనివాస్ రెడ్డి', 'ಮಂಜುನಾಥ ಗೌಡ', 'ദിവ്യ നായർ',
];

export function person(grp?: Grp, sex?: 'M' | 'F'): Person {
  const gr: Grp = grp ?? pickW<Grp>([['hi', 6], ['pb', 2], ['mu', 3], ['ch', 2], ['pa', 1], ['bn', 2], ['mr', 2], ['gu', 2], ['ta', 2], ['te', 2], ['ka', 1], ['ml', 1], ['ne', 2], ['tr', 1]]);
  const sx = sex ?? (chance(0.5) ? 'M' : 'F');
  const pool = P[gr];
  const g = pick(pool[sx]);
  let s = pick(pool.S);
  let full = `${g} ${s}`;
  let m: string | undefined;
  if (gr === 'pb') { s = sx === 'M' ? 'Singh' : 'Kaur'; full = chance(0.5) ? `${g} ${s} ${pick(pool.S)}` : `${g} ${s}`; }
  if (gr === 'hi' && chance(0.25)) { m = sx === 'M' ? 'Kumar' : pick(['Devi', 'Kumari']); full = `${g} ${m} ${s}`; if (m !== 'Kumar') { full = `${g} ${m}`; s = m; m = undefined; } }
  if (gr === 'ne' && g === 'Bijoy') { s = 'Ningthoujam'; full = 'Ningthoujam Bijoy Singh'; }
  if (gr === 'ne' && g === 'Thoibi') { s = 'Laishram'; full = 'Laishram Thoibi Devi'; }
  if (gr === 'ne' && (g === 'Vanlalruata' || g === 'Lalrinpuii') && chance(0.5)) { s = ''; full = g; }
  if (gr === 'tr' && chance(0.3)) { s = ''; full = g; }
  const p: Person = { g, m, s, sex: sx, grp: gr, full };
  if (SOUTH.includes(gr)) p.init = pick(['K', 'S', 'R', 'M', 'P', 'V', 'T', 'N', 'A', 'G']) + (chance(0.25) ? '.' + pick(['P', 'R', 'V', 'S']) : '');
  return p;
}
export function native(): Seg[] { return [L('name', pick(NATIVE))]; }

export type NStyle = 'title' | 'upper' | 'lower' | 'surfirst' | 'SURfirst' | 'initials' | 'initnodot' | 'south' | 'single' | 'given';
export function nameText(p: Person, st: NStyle): string {
  const fi = (x: string) => x.charAt(0);
  switch (st) {
    case 'upper': return p.full.toUpperCase();
    case 'lower': return p.full.toLowerCase();
    case 'surfirst': return p.s ? `${p.s}, ${p.g}` : p.full;
    case 'SURfirst': return p.s ? `${p.s.toUpperCase()}, ${p.g}` : p.full.toUpperCase();
    case 'initials': return p.s ? `${fi(p.g)}. ${p.m ? fi(p.m) + '. ' : chance(0.4) ? pick(['K', 'R', 'S', 'P']) + '. ' : ''}${p.s}` : p.full;
    case 'initnodot': return p.s ? `${fi(p.g)} ${p.s}` : p.full;
    case 'south': return p.init ? (chance(0.75) ? `${p.init}${chance(0.6) ? '.' : ''} ${p.g}` : `${p.g} ${p.init}`) : p.full;
    case 'single': case 'given': return p.g.split(' ')[0];
    default: return p.full;
  }
}
/** labelled name, optionally with a title before and an honorific after (both outside the span) */
export function N(p: Person, st: NStyle = 'title', o: { title?: boolean | string; hon?: boolean | string } = {}): Seg[] {
  const out: Seg[] = [];
  if (o.title) out.push((typeof o.title === 'string' ? o.title : titleFor(p)) + ' ');
  out.push(L('name', nameText(p, st)));
  if (o.hon) out.push(' ' + (typeof o.hon === 'string' ? o.hon : pick(['ji', 'ji', 'sir', 'madam', 'garu']).replace(/^(sir|madam)$/, p.sex === 'M' ? 'sir' : 'madam')));
  return out;
}
export function titleFor(p: Person): string {
  if (p.sex === 'M') return pick(['Mr.', 'Mr', 'Shri', 'Sri.', 'MR.']);
  return pick(['Mrs.', 'Ms.', 'Smt.', 'Smt', 'Kumari', 'Ms']);
}
export function pickStyle(w: [NStyle, number][]): NStyle { return pickW(w); }

// ---------------------------------------------------------------- dates
export interface D { y: number; m: number; d: number }
const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MONTH = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday', 'Mon', 'Sat', 'Sun'];
export function date(y0: number, y1: number): D { return { y: ri(y0, y1), m: ri(1, 12), d: ri(1, 28) }; }
export type DF = 'dmy/' | 'dmy-' | 'dmy2-' | 'ymd' | 'dMonY' | 'dthMonthYY' | 'dMonthY' | 'dmy.' | 'MonDY' | 'serial' | 'd/m/yy' | 'dMon-Y';
const ord = (n: number) => n + (n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th');
export function serial(x: D): number { return Math.round((Date.UTC(x.y, x.m - 1, x.d) - Date.UTC(1899, 11, 30)) / 86400000); }
export function fd(x: D, f: DF): string {
  switch (f) {
    case 'dmy/': return `${pad(x.d)}/${pad(x.m)}/${x.y}`;
    case 'dmy-': return `${pad(x.d)}-${pad(x.m)}-${x.y}`;
    case 'dmy2-': return `${pad(x.d)}-${pad(x.m)}-${String(x.y).slice(2)}`;
    case 'ymd': return `${x.y}-${pad(x.m)}-${pad(x.d)}`;
    case 'dMonY': return `${x.d} ${MON[x.m - 1]} ${x.y}`;
    case 'dthMonthYY': return `${ord(x.d)} ${MONTH[x.m - 1]} ${String(x.y).slice(2)}`;
    case 'dMonthY': return `${x.d} ${MONTH[x.m - 1]} ${x.y}`;
    case 'dmy.': return `${pad(x.d)}.${pad(x.m)}.${x.y}`;
    case 'MonDY': return `${MON[x.m - 1]} ${x.d}, ${x.y}`;
    case 'serial': return String(serial(x));
    case 'd/m/yy': return `${x.d}/${x.m}/${String(x.y).slice(2)}`;
    case 'dMon-Y': return `${pad(x.d)}-${MON[x.m - 1]}-${x.y}`;
  }
}
export const DOBF: DF[] = ['dmy/', 'dmy-', 'dmy2-', 'ymd', 'dMonY', 'dthMonthYY', 'dMonthY', 'dmy.', 'MonDY', 'd/m/yy', 'dMon-Y'];
/** labelled DOB */
export function DOB(x: D, f: DF): Seg[] { return [L('date_of_birth', fd(x, f))]; }
/** unlabelled non-birth date */
export function OD(type: string, x: D, f: DF): Seg[] { return [LA('date_not_dob:' + type, fd(x, f))]; }
export const age = (x: D) => 2026 - x.y - (x.m > 10 ? 1 : 0);

// ---------------------------------------------------------------- identifiers
export function phone(): Seg[] {
  const n = pick(['9', '8', '7', '6']) + digits(9);
  const v = pickW<string>([[n, 4], [`+91 ${n.slice(0, 5)} ${n.slice(5)}`, 2], [`${n.slice(0, 5)}-${n.slice(5)}`, 1], [`0${n}`, 1], [`+91-${n}`, 1], [`91${n}`, 1]]);
  return [L('phone', v)];
}
const DOMAINS = ['gmail.com', 'yahoo.co.in', 'rediffmail.com', 'outlook.com', 'hotmail.com'];
export function email(p: Person): Seg[] {
  const g = p.g.split(' ')[0].toLowerCase();
  const s = (p.s || 'x').toLowerCase().replace(/[^a-z]/g, '');
  const local = pick([`${g}.${s}`, `${g}${s}${ri(1, 99)}`, `${g[0]}${s}`, `${g}_${ri(70, 99)}`, `${s}.${g}${ri(1, 9)}`]);
  return [L('email', `${local}@${pick(DOMAINS)}`)];
}
export function aadhaar(): Seg[] {
  const b = String(ri(2, 9)) + digits(10);
  const n = b + verhoeffDigit(b);
  const sep = pick([' ', ' ', '', '-']);
  return [L('aadhaar', `${n.slice(0, 4)}${sep}${n.slice(4, 8)}${sep}${n.slice(8)}`)];
}
const AZ = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
export function pan(p: Person): Seg[] {
  const l = () => AZ[ri(0, 25)];
  const sl = (p.s || p.g).toUpperCase().replace(/[^A-Z]/g, '')[0] ?? 'K';
  return [L('pan', `${l()}${l()}${l()}P${sl}${digits(4)}${l()}`)];
}
const LOC: [string, string, string][] = [
  ['Nehru Nagar', 'Bhopal', '4620'], ['Gandhi Nagar', 'Jammu', '1800'], ['Rajaji Nagar', 'Bengaluru', '5600'], ['Kasba', 'Kolkata', '7001'],
  ['Ashok Vihar', 'Delhi', '1100'], ['Kothrud', 'Pune', '4110'], ['Maninagar', 'Ahmedabad', '3800'], ['Ameerpet', 'Hyderabad', '5000'],
  ['Mylapore', 'Chennai', '6000'], ['Kakkanad', 'Kochi', '6820'], ['Zarkawt', 'Aizawl', '7960'], ['Ranchi Road', 'Ranchi', '8340'],
];
export function addr(): Seg[] {
  const [loc, city, pin] = pick(LOC);
  const v = pick([
    `H.No. ${ri(1, 40)}-${ri(1, 300)}, ${loc}, ${city} ${pin}${pad(ri(1, 99))}`,
    `Flat ${ri(1, 12)}0${ri(1, 4)}, ${pick(['Sai Krupa Apts', 'Green Park CHS', 'Shanti Kunj', 'Prestige Villa'])}, ${loc}, ${city}`,
    `${ri(1, 250)}, ${pick(['2nd Cross', 'Lane 4', 'Street 7', 'Gali No. 3'])}, ${loc}, ${city} - ${pin}${pad(ri(1, 99))}`,
  ]);
  return [L('address', v)];
}

// ---------------------------------------------------------------- look-alikes (unlabelled)
export const BUSINESS = ['Ramesh Sweets', 'Lakshmi Jewellers', 'Tata Motors', 'Birla Mandir', 'Agarwal Packers and Movers', 'Gupta Medical Store',
  'Krishna Dairy', 'Saravana Bhavan', 'Joseph Bakery', 'Sharma Travels', 'Haldiram', 'Bajaj Finserv', 'Godrej Interio', 'Mahindra Finance',
  'Murugan Idli Shop', 'Patel Brothers', 'Ganesh Tent House', 'Balaji Telefilms', 'Anand Sweets', 'Shree Ram Finance', 'Khan Chacha',
  'Reddy Labs', 'Sai Medicals', 'Irani Cafe', 'Mehta Opticals', 'Jain Kirana', 'Raymond', 'Wadia Hospital', 'Apollo Pharmacy'];
export const PLACE = ['MG Road', 'Nehru Nagar', 'Indira Gandhi International Airport', 'Rajiv Chowk', 'Gandhi Maidan', 'Netaji Subhas Road',
  'Sardar Patel Marg', 'Shivaji Park', 'Ambedkar Nagar', 'Tilak Nagar', 'Lajpat Nagar', 'Sarojini Nagar', 'Anna Salai', 'Kamaraj Salai',
  'Rabindra Sarobar', 'Jawaharlal Nehru Stadium', 'Chhatrapati Shivaji Terminus', 'Patel Chowk', 'Vivekananda Road', 'Tagore Hall', 'Subhash Chowk'];
export const DEITY = ['Ganesh Chaturthi', 'Hanuman Mandir', 'Durga Puja', 'Janmashtami', 'Ram Navami', 'Guru Nanak Jayanti', 'Lakshmi Puja',
  'Sai Baba Mandir', 'Balaji Temple', 'Saraswati Puja', 'Shiv Mandir', 'Onam', 'Christmas', 'Eid', 'Chhath Puja', 'Jagannath Rath Yatra',
  'Mahavir Jayanti', 'Krishna Temple', 'St. Mary\'s Church', 'Ajmer Sharif'];
export const ROLE = ['Duty Doctor', 'Staff Nurse', 'Ward Boy', 'Receptionist', 'Class Teacher', 'Warden', 'Trainer', 'Relationship Manager',
  'Team Lead', 'Consultant', 'Resident Doctor', 'Security Guard', 'Front Desk', 'Coach', 'Physio', 'Secretary', 'Treasurer', 'Caretaker'];
export const PRODUCT = ['Maruti Swift', 'Godrej Almirah', 'Surf Excel', 'Bajaj Pulsar', 'Mahindra Thar', 'Parle-G', 'Amul Gold', 'Dolo 650',
  'Crocin Advance', 'Honda Activa', 'Prestige Cooker', 'Tata Salt', 'Horlicks', 'Lakme Kajal', 'Boroline', 'Vicks'];
export const DESIG = ['Senior Associate', 'Assistant Manager', 'Software Engineer', 'Branch Manager', 'Sales Executive', 'Accountant',
  'Lab Technician', 'Peon', 'Driver', 'Supervisor', 'Field Officer', 'Trainee', 'Data Entry Operator'];
export const DEPT = ['HR', 'Accounts', 'Orthopaedics', 'Gynaecology', 'Paediatrics', 'ENT', 'General Medicine', 'Operations', 'IT Support',
  'Sales', 'Admin', 'Dermatology', 'Cardiology'];
export const PLAN = ['Gold Plus', 'Platinum Annual', 'Silver Monthly', 'Diamond Family', 'Basic Quarterly', 'Premium Couple', 'Jeevan Anand', 'Suraksha Plus'];
export const USER = ['ops_team2', 'admin', 'desk03', 'cc_agent_14', 'guest_user', 'system', 'recep1', 'hr.bot', 'import_job', 'tl_shift_b', 'user1042', 'kiosk-2'];
export const HANDLE = ['@admin_desk', '@treasurer', '@secy_block_b', '@ops_lead', '@frontdesk', '@all', '@coach_team', '@helpdesk', '@committee'];
export const MONTHW = ['May', 'June', 'August', 'April', 'March', 'Monday', 'Sunday', 'Friday', 'Diwali week', 'Sat'];

export const la = {
  biz: () => LA('business_named_after_person', pick(BUSINESS)),
  place: () => LA('place_named_after_person', pick(PLACE)),
  deity: () => LA('deity_or_festival', pick(DEITY)),
  role: () => LA('role_word', pick(ROLE)),
  product: () => LA('product_name', pick(PRODUCT)),
  desig: () => LA('designation', pick(DESIG)),
  dept: () => LA('department', pick(DEPT)),
  plan: () => LA('plan_name', pick(PLAN)),
  user: () => LA('username_not_name', pick(USER)),
  handle: () => LA('mention_handle', pick(HANDLE)),
  month: () => LA('month_or_weekday', pick(MONTHW)),
  weekday: () => LA('month_or_weekday', pick(WEEKDAYS)),
};
export const laAny = (): Seg => pick([la.biz, la.place, la.deity, la.role, la.product, la.plan, la.month])();
export type { Piece };
