/**
 * Places, banks and UPI handles for mock Indian data. States and union territories are the 36 of today (28 states,
 * 8 union territories, after the 2019 reorganisation of Jammu and Kashmir and the 2020 merger of Dadra and Nagar
 * Haveli with Daman and Diu), named as the Government of India writes them, each with its GST state code
 * (docs/reference/india.md) and real cities with a real PIN code of that city: generated PIN codes keep the first
 * three digits (the sorting district) of one of them, so a row's city, state and PIN agree.
 */
export interface Place {
  state: string;
  gstCode: string;
  cities: ReadonlyArray<readonly [city: string, pin: string]>;
}

export const PLACES: readonly Place[] = [
  {
    state: 'Andhra Pradesh',
    gstCode: '37',
    cities: [
      ['Visakhapatnam', '530001'],
      ['Vijayawada', '520001'],
      ['Tirupati', '517501'],
    ],
  },
  {
    state: 'Arunachal Pradesh',
    gstCode: '12',
    cities: [
      ['Itanagar', '791111'],
      ['Pasighat', '791102'],
    ],
  },
  {
    state: 'Assam',
    gstCode: '18',
    cities: [
      ['Guwahati', '781001'],
      ['Dibrugarh', '786001'],
      ['Silchar', '788001'],
    ],
  },
  {
    state: 'Bihar',
    gstCode: '10',
    cities: [
      ['Patna', '800001'],
      ['Gaya', '823001'],
      ['Muzaffarpur', '842001'],
    ],
  },
  {
    state: 'Chhattisgarh',
    gstCode: '22',
    cities: [
      ['Raipur', '492001'],
      ['Bilaspur', '495001'],
    ],
  },
  {
    state: 'Goa',
    gstCode: '30',
    cities: [
      ['Panaji', '403001'],
      ['Margao', '403601'],
    ],
  },
  {
    state: 'Gujarat',
    gstCode: '24',
    cities: [
      ['Ahmedabad', '380001'],
      ['Surat', '395003'],
      ['Vadodara', '390001'],
    ],
  },
  {
    state: 'Haryana',
    gstCode: '06',
    cities: [
      ['Gurugram', '122001'],
      ['Faridabad', '121001'],
      ['Ambala', '133001'],
    ],
  },
  {
    state: 'Himachal Pradesh',
    gstCode: '02',
    cities: [
      ['Shimla', '171001'],
      ['Dharamshala', '176215'],
    ],
  },
  {
    state: 'Jharkhand',
    gstCode: '20',
    cities: [
      ['Ranchi', '834001'],
      ['Jamshedpur', '831001'],
    ],
  },
  {
    state: 'Karnataka',
    gstCode: '29',
    cities: [
      ['Bengaluru', '560001'],
      ['Mysuru', '570001'],
      ['Mangaluru', '575001'],
    ],
  },
  {
    state: 'Kerala',
    gstCode: '32',
    cities: [
      ['Thiruvananthapuram', '695001'],
      ['Kochi', '682001'],
      ['Kozhikode', '673001'],
    ],
  },
  {
    state: 'Madhya Pradesh',
    gstCode: '23',
    cities: [
      ['Bhopal', '462001'],
      ['Indore', '452001'],
      ['Gwalior', '474001'],
    ],
  },
  {
    state: 'Maharashtra',
    gstCode: '27',
    cities: [
      ['Mumbai', '400001'],
      ['Pune', '411001'],
      ['Nagpur', '440001'],
    ],
  },
  { state: 'Manipur', gstCode: '14', cities: [['Imphal', '795001']] },
  { state: 'Meghalaya', gstCode: '17', cities: [['Shillong', '793001']] },
  { state: 'Mizoram', gstCode: '15', cities: [['Aizawl', '796001']] },
  {
    state: 'Nagaland',
    gstCode: '13',
    cities: [
      ['Kohima', '797001'],
      ['Dimapur', '797112'],
    ],
  },
  {
    state: 'Odisha',
    gstCode: '21',
    cities: [
      ['Bhubaneswar', '751001'],
      ['Cuttack', '753001'],
    ],
  },
  {
    state: 'Punjab',
    gstCode: '03',
    cities: [
      ['Ludhiana', '141001'],
      ['Amritsar', '143001'],
      ['Jalandhar', '144001'],
    ],
  },
  {
    state: 'Rajasthan',
    gstCode: '08',
    cities: [
      ['Jaipur', '302001'],
      ['Jodhpur', '342001'],
      ['Udaipur', '313001'],
    ],
  },
  { state: 'Sikkim', gstCode: '11', cities: [['Gangtok', '737101']] },
  {
    state: 'Tamil Nadu',
    gstCode: '33',
    cities: [
      ['Chennai', '600001'],
      ['Coimbatore', '641001'],
      ['Madurai', '625001'],
    ],
  },
  {
    state: 'Telangana',
    gstCode: '36',
    cities: [
      ['Hyderabad', '500001'],
      ['Warangal', '506002'],
    ],
  },
  { state: 'Tripura', gstCode: '16', cities: [['Agartala', '799001']] },
  {
    state: 'Uttar Pradesh',
    gstCode: '09',
    cities: [
      ['Lucknow', '226001'],
      ['Kanpur', '208001'],
      ['Varanasi', '221001'],
    ],
  },
  {
    state: 'Uttarakhand',
    gstCode: '05',
    cities: [
      ['Dehradun', '248001'],
      ['Haridwar', '249401'],
    ],
  },
  {
    state: 'West Bengal',
    gstCode: '19',
    cities: [
      ['Kolkata', '700001'],
      ['Siliguri', '734001'],
      ['Durgapur', '713201'],
    ],
  },
  { state: 'Andaman and Nicobar Islands', gstCode: '35', cities: [['Port Blair', '744101']] },
  { state: 'Chandigarh', gstCode: '04', cities: [['Chandigarh', '160017']] },
  {
    state: 'Dadra and Nagar Haveli and Daman and Diu',
    gstCode: '26',
    cities: [
      ['Silvassa', '396230'],
      ['Daman', '396210'],
    ],
  },
  {
    state: 'Delhi',
    gstCode: '07',
    cities: [
      ['New Delhi', '110001'],
      ['Delhi', '110006'],
    ],
  },
  {
    state: 'Jammu and Kashmir',
    gstCode: '01',
    cities: [
      ['Srinagar', '190001'],
      ['Jammu', '180001'],
    ],
  },
  {
    state: 'Ladakh',
    gstCode: '38',
    cities: [
      ['Leh', '194101'],
      ['Kargil', '194103'],
    ],
  },
  { state: 'Lakshadweep', gstCode: '31', cities: [['Kavaratti', '682555']] },
  {
    state: 'Puducherry',
    gstCode: '34',
    cities: [
      ['Puducherry', '605001'],
      ['Karaikal', '609602'],
    ],
  },
];

/** The first four letters of real IFSCs (RBI): SBI, HDFC Bank, ICICI Bank, Axis Bank, Punjab National Bank, Kotak, Bank of Baroda, Canara, Union Bank, Indian Bank. */
export const BANK_CODES = ['SBIN', 'HDFC', 'ICIC', 'UTIB', 'PUNB', 'KKBK', 'BARB', 'CNRB', 'UBIN', 'IDIB'] as const;

/** UPI handles of large payment apps (NPCI's list of PSP handles). */
export const UPI_HANDLES = ['okaxis', 'okhdfcbank', 'okicici', 'oksbi', 'ybl', 'paytm', 'ibl', 'axl'] as const;

/** PAN holder types (fourth letter), with individuals most common as in real data. */
export const PAN_HOLDER_LETTERS = 'PPPPPPPPCCFHATBLJGK';
