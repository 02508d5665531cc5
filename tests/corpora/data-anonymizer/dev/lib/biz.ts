/** Things that are not personal and must be left alone: businesses, products, codes, references, amounts. */

import { Rng } from './rng';
import { pad } from './pii';

const w = (s: string): string[] => s.trim().split(/\s*,\s*/);

export const COMPANIES = w(`Shree Ganesh Traders Pvt Ltd, Kaveri Infotech Solutions LLP, Balaji Enterprises, Om Sai Logistics,
  Apex Auto Components Pvt. Ltd., Annapurna Foods, Gurukripa Textiles, Maa Durga Hardware Stores, Bharat Electricals,
  Navkar Jewellers, Deccan Agro Products, Vardhaman Polymers, Lakshmi Narasimha Rice Mill, Sai Tirumala Constructions,
  Coastal Fisheries Co-operative Society, Himalayan Herbals, Brahmaputra Tea Traders, Malabar Spice Exports,
  Indus Fintech Pvt Ltd, Sahyadri Dairy Farms, Nilgiri Hill Resorts, Ganga Jamuna Sweets, Jai Hind Transport Co.,
  Vijaya Medicals, Kamdhenu Feeds, Suryoday Solar Systems, Shakti Steel Rolling Mills, Triveni Printers,
  Pragati Cooperative Bank, Rainbow Kids Play School, Mangalam Cement Agencies, Dhanlaxmi Gold Loans, Swastik Plastics,
  Ashoka Pharma Distributors, Tirupati Balaji Caterers, Golden Harvest Agro, Chola Motors, Pioneer Packaging Industries`);

export const EMPLOYERS = w(`Tata Consultancy Services, Infosys Ltd, Wipro Ltd, HCL Technologies, Reliance Retail, Larsen & Toubro,
  State Government (Education Dept), Indian Railways, Self-employed, Accenture Solutions Pvt Ltd, Cognizant, Maruti Suzuki,
  Mahindra & Mahindra, Apollo Hospitals, Zomato Ltd, Swiggy (Bundl Technologies), Flipkart Internet Pvt Ltd, Kirana store (own),
  Bajaj Auto, Hindustan Unilever, ITC Ltd, Tech Mahindra, Amazon Development Centre, Asian Paints`);

export const PRODUCTS: [string, number][] = [
  ['Amul Taaza 1L', 68], ['Aashirvaad Atta 5kg', 285], ['Tata Salt 1kg', 28], ['Parle-G 800g', 90], ['Surf Excel Easy Wash 1kg', 145],
  ['Fortune Sunflower Oil 1L', 155], ['Maggi 2-Minute Noodles 12-pack', 168], ['boAt Rockerz 450', 1499], ['Redmi Note 13 5G 128GB', 17999],
  ['Prestige Pressure Cooker 5L', 2199], ['Bajaj Mixer Grinder 750W', 3499], ['Milton Thermosteel 1L', 949], ['Dettol Handwash 750ml', 99],
  ['Haldiram Aloo Bhujia 400g', 110], ['Dabur Honey 500g', 225], ['Britannia Good Day 600g', 120], ['Colgate MaxFresh 150g', 95],
  ['Lux Soap 4x100g', 168], ['Fastrack Analog Watch', 1795], ['Puma Running Shoes UK9', 3299], ['Jaipuri Razai Double', 1850],
  ['Bombay Dyeing Bedsheet Set', 1299], ['Philips LED Bulb 9W (4 pack)', 399], ['Tata Tea Gold 500g', 310], ['Toor Dal 1kg', 165],
  ['Basmati Rice 5kg', 640], ['MDH Garam Masala 100g', 88], ['Godrej Interio Study Table', 7490], ['Havells Ceiling Fan 1200mm', 2650],
  ['Samsung Galaxy M34', 15999], ['Nivea Men Face Wash 100g', 199], ['Classmate Notebook 6-pack', 270], ['Cello Butterflow Pens 10s', 100],
];

export const STATES = w(`Maharashtra, Karnataka, Tamil Nadu, Telangana, Delhi, Uttar Pradesh, Gujarat, West Bengal, Rajasthan, Kerala,
  Madhya Pradesh, Bihar, Punjab, Haryana, Odisha, Assam, Goa, Andhra Pradesh, Jharkhand, Uttarakhand`);

export const USER_AGENTS = [
  'okhttp/4.12.0', 'okhttp/4.9.3', 'Dalvik/2.1.0 (Linux; U; Android 12; RMX3393 Build/SP1A.210812.016)',
  'Mozilla/5.0 (Linux; Android 13; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/122.0.6261.119 Mobile Safari/537.36',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.3 Safari/605.1.15',
  'PhonePe/24.03.12 (Android 14; Pixel 7a)', 'CFNetwork/1494.0.7 Darwin/23.4.0', 'curl/8.4.0', 'PostmanRuntime/7.36.3',
  'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
];

/** Not personal, made on demand. */
export class Biz {
  constructor(private readonly r: Rng) {}

  /** Indian digit grouping: 1,23,456.50 */
  inr(amount: number, style?: 'rupee' | 'rs' | 'plain' | 'inr' | 'grouped'): string {
    const st = style ?? this.r.pick(['rupee', 'rs', 'plain', 'inr', 'grouped'] as const);
    const fixed = amount.toFixed(2);
    const [intPart, dec] = fixed.split('.') as [string, string];
    let rest = intPart.slice(0, -3);
    const parts: string[] = [];
    while (rest.length > 2) {
      parts.unshift(rest.slice(-2));
      rest = rest.slice(0, -2);
    }
    if (rest) parts.unshift(rest);
    const grouped = intPart.length > 3 ? `${parts.join(',')},${intPart.slice(-3)}` : intPart;
    switch (st) {
      case 'rupee': return `₹${grouped}.${dec}`;
      case 'rs': return `Rs. ${grouped}${dec === '00' ? '' : `.${dec}`}`;
      case 'inr': return `INR ${grouped}`;
      case 'grouped': return `${grouped}.${dec}`;
      default: return String(Number(fixed));
    }
  }

  amount(lo: number, hi: number, paise = true): number {
    const v = this.r.int(lo, hi);
    return paise && this.r.chance(0.4) ? v + this.r.pick([0.5, 0.25, 0.75, 0.99, 0.4]) : v;
  }

  /** 10 digits starting 6-9: the shape of a mobile number, but an order number. */
  orderId10(): string {
    return String(this.r.int(6, 9)) + this.r.digits(9);
  }

  invoice12(): string {
    return String(this.r.int(1, 9)) + this.r.digits(11);
  }

  invoiceNo(): string {
    return this.r.pick([`INV/24-25/${pad(this.r.int(1, 9999), 4)}`, `GST/${this.r.int(2023, 2025)}/${this.r.int(100, 999)}`, `SGT-${this.r.digits(5)}`, `TI${this.r.digits(6)}`, this.invoice12()]);
  }

  utr(bankCode?: string): string {
    const code = bankCode ?? this.r.pick(['HDFC', 'SBIN', 'ICIC', 'UTIB', 'KKBK', 'YESB']);
    return this.r.pick([`${code}N${this.r.int(24, 25)}${this.r.digits(9)}`, `${code}R5${this.r.digits(15)}`, `N${this.r.digits(3)}${this.r.int(24, 25)}${this.r.digits(10)}`]);
  }

  /** 12-digit IMPS / UPI reference: the shape of an Aadhaar number, not personal. */
  rrn(): string {
    return String(this.r.int(3, 5)) + this.r.digits(11);
  }

  awb(): string {
    return this.r.pick([this.r.digits(13), `${this.r.int(1, 9)}${this.r.digits(10)}`, `EK${this.r.digits(9)}IN`, `RR${this.r.digits(9)}IN`, `SF${this.r.digits(10)}DLV`, `FMPP${this.r.digits(10)}`]);
  }

  policyNo(): string {
    return this.r.pick([this.r.digits(9), `POL/${this.r.int(2019, 2025)}/${this.r.digits(7)}`, `${this.r.int(1, 9)}${this.r.digits(3)}/${this.r.digits(6)}/${pad(this.r.int(0, 99))}/000`, `OG-25-${this.r.digits(4)}-${this.r.digits(4)}-${this.r.digits(8)}`]);
  }

  ticket(): string {
    return this.r.pick([`TKT-${this.r.int(2024, 2025)}${pad(this.r.int(1, 12))}${pad(this.r.int(1, 28))}-${this.r.digits(4)}`, `#${this.r.int(10000, 99999)}`, `SR${this.r.digits(8)}`, `INC${this.r.digits(7)}`, `CS-${this.r.digits(6)}`]);
  }

  /** Five letters, four digits, a letter, with a 4th letter no PAN has. */
  skuPanShaped(): string {
    return `${this.r.letters(3)}${this.r.letters(1, 'DEIKMNOQRSUVWXYZ')}${this.r.letters(1)}${this.r.digits(4)}${this.r.letters(1)}`;
  }

  sku(): string {
    return this.r.pick([this.skuPanShaped(), `SKU-${this.r.digits(6)}`, `${this.r.letters(3)}-${this.r.digits(3)}-${this.r.letters(2)}`, `B0${this.r.letters(1)}${this.r.letters(7, 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789')}`, `FMCG${this.r.digits(5)}`]);
  }

  hsn(): string {
    return this.r.pick(['0401', '1006', '1101', '1905', '2106', '3004', '3401', '6109', '6403', '8415', '8471', '8517', '9403', '998314', '998599', '85171300', '30049099']);
  }

  appVersion(): string {
    return `${this.r.int(1, 12)}.${this.r.int(0, 20)}.${this.r.int(0, 9)}.${this.r.int(0, 400)}`;
  }

  sessionId(): string {
    return this.r.letters(24, '0123456789abcdef');
  }

  warehouse(): string {
    return this.r.pick(['BLR-WH-03', 'DEL/FC/12', 'MUM-BHIWANDI-2', 'HYD_MEDCHAL_01', 'KOL-DANKUNI', 'CHN-FC-07', 'PNQ-CHAKAN', 'AMD-SANAND']);
  }

  upiTxn(): string {
    return this.r.pick([`T${this.r.int(2403, 2512)}${this.r.digits(17)}`, `pay_${this.r.letters(14, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789')}`, `YBL${this.r.digits(12)}`, this.rrn()]);
  }
}
