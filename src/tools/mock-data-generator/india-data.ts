/**
 * Places, banks and UPI handles for mock Indian data. States and union territories are the 36 of today (28 states,
 * 8 union territories, after the 2019 reorganisation of Jammu and Kashmir and the 2020 merger of Dadra and Nagar
 * Haveli with Daman and Diu), named as the Government of India writes them, each with its GST state code
 * (docs/reference/india.md) and real cities with a real PIN code of that city: generated PIN codes keep the first
 * three digits (the sorting district) of one of them, so a row's city, state and PIN agree.
 */
export interface Place {
  state: string;
  /** Census of India 2011 (the latest census), persons; Andhra Pradesh and Telangana as split in 2014, Jammu and Kashmir less Ladakh, Dadra and Nagar Haveli with Daman and Diu. */
  population: number;
  gstCode: string;
  cities: ReadonlyArray<readonly [city: string, pin: string]>;
}

export const PLACES: readonly Place[] = [
  {
    state: 'Andhra Pradesh',
    population: 49_577_103,
    gstCode: '37',
    cities: [
      ['Visakhapatnam', '530001'],
      ['Vijayawada', '520001'],
      ['Tirupati', '517501'],
    ],
  },
  {
    state: 'Arunachal Pradesh',
    population: 1_383_727,
    gstCode: '12',
    cities: [
      ['Itanagar', '791111'],
      ['Pasighat', '791102'],
    ],
  },
  {
    state: 'Assam',
    population: 31_205_576,
    gstCode: '18',
    cities: [
      ['Guwahati', '781001'],
      ['Dibrugarh', '786001'],
      ['Silchar', '788001'],
    ],
  },
  {
    state: 'Bihar',
    population: 104_099_452,
    gstCode: '10',
    cities: [
      ['Patna', '800001'],
      ['Gaya', '823001'],
      ['Muzaffarpur', '842001'],
    ],
  },
  {
    state: 'Chhattisgarh',
    population: 25_545_198,
    gstCode: '22',
    cities: [
      ['Raipur', '492001'],
      ['Bilaspur', '495001'],
    ],
  },
  {
    state: 'Goa',
    population: 1_458_545,
    gstCode: '30',
    cities: [
      ['Panaji', '403001'],
      ['Margao', '403601'],
    ],
  },
  {
    state: 'Gujarat',
    population: 60_439_692,
    gstCode: '24',
    cities: [
      ['Ahmedabad', '380001'],
      ['Surat', '395003'],
      ['Vadodara', '390001'],
    ],
  },
  {
    state: 'Haryana',
    population: 25_351_462,
    gstCode: '06',
    cities: [
      ['Gurugram', '122001'],
      ['Faridabad', '121001'],
      ['Ambala', '133001'],
    ],
  },
  {
    state: 'Himachal Pradesh',
    population: 6_864_602,
    gstCode: '02',
    cities: [
      ['Shimla', '171001'],
      ['Dharamshala', '176215'],
    ],
  },
  {
    state: 'Jharkhand',
    population: 32_988_134,
    gstCode: '20',
    cities: [
      ['Ranchi', '834001'],
      ['Jamshedpur', '831001'],
    ],
  },
  {
    state: 'Karnataka',
    population: 61_095_297,
    gstCode: '29',
    cities: [
      ['Bengaluru', '560001'],
      ['Mysuru', '570001'],
      ['Mangaluru', '575001'],
    ],
  },
  {
    state: 'Kerala',
    population: 33_406_061,
    gstCode: '32',
    cities: [
      ['Thiruvananthapuram', '695001'],
      ['Kochi', '682001'],
      ['Kozhikode', '673001'],
    ],
  },
  {
    state: 'Madhya Pradesh',
    population: 72_626_809,
    gstCode: '23',
    cities: [
      ['Bhopal', '462001'],
      ['Indore', '452001'],
      ['Gwalior', '474001'],
    ],
  },
  {
    state: 'Maharashtra',
    population: 112_374_333,
    gstCode: '27',
    cities: [
      ['Mumbai', '400001'],
      ['Pune', '411001'],
      ['Nagpur', '440001'],
    ],
  },
  { state: 'Manipur', population: 2_855_794, gstCode: '14', cities: [['Imphal', '795001']] },
  { state: 'Meghalaya', population: 2_966_889, gstCode: '17', cities: [['Shillong', '793001']] },
  { state: 'Mizoram', population: 1_097_206, gstCode: '15', cities: [['Aizawl', '796001']] },
  {
    state: 'Nagaland',
    population: 1_978_502,
    gstCode: '13',
    cities: [
      ['Kohima', '797001'],
      ['Dimapur', '797112'],
    ],
  },
  {
    state: 'Odisha',
    population: 41_974_218,
    gstCode: '21',
    cities: [
      ['Bhubaneswar', '751001'],
      ['Cuttack', '753001'],
    ],
  },
  {
    state: 'Punjab',
    population: 27_743_338,
    gstCode: '03',
    cities: [
      ['Ludhiana', '141001'],
      ['Amritsar', '143001'],
      ['Jalandhar', '144001'],
    ],
  },
  {
    state: 'Rajasthan',
    population: 68_548_437,
    gstCode: '08',
    cities: [
      ['Jaipur', '302001'],
      ['Jodhpur', '342001'],
      ['Udaipur', '313001'],
    ],
  },
  { state: 'Sikkim', population: 610_577, gstCode: '11', cities: [['Gangtok', '737101']] },
  {
    state: 'Tamil Nadu',
    population: 72_147_030,
    gstCode: '33',
    cities: [
      ['Chennai', '600001'],
      ['Coimbatore', '641001'],
      ['Madurai', '625001'],
    ],
  },
  {
    state: 'Telangana',
    population: 35_003_674,
    gstCode: '36',
    cities: [
      ['Hyderabad', '500001'],
      ['Warangal', '506002'],
    ],
  },
  { state: 'Tripura', population: 3_673_917, gstCode: '16', cities: [['Agartala', '799001']] },
  {
    state: 'Uttar Pradesh',
    population: 199_812_341,
    gstCode: '09',
    cities: [
      ['Lucknow', '226001'],
      ['Kanpur', '208001'],
      ['Varanasi', '221001'],
    ],
  },
  {
    state: 'Uttarakhand',
    population: 10_086_292,
    gstCode: '05',
    cities: [
      ['Dehradun', '248001'],
      ['Haridwar', '249401'],
    ],
  },
  {
    state: 'West Bengal',
    population: 91_276_115,
    gstCode: '19',
    cities: [
      ['Kolkata', '700001'],
      ['Siliguri', '734001'],
      ['Durgapur', '713201'],
    ],
  },
  { state: 'Andaman and Nicobar Islands', population: 380_581, gstCode: '35', cities: [['Port Blair', '744101']] },
  { state: 'Chandigarh', population: 1_055_450, gstCode: '04', cities: [['Chandigarh', '160017']] },
  {
    state: 'Dadra and Nagar Haveli and Daman and Diu',
    population: 586_956,
    gstCode: '26',
    cities: [
      ['Silvassa', '396230'],
      ['Daman', '396210'],
    ],
  },
  {
    state: 'Delhi',
    population: 16_787_941,
    gstCode: '07',
    cities: [
      ['New Delhi', '110001'],
      ['Delhi', '110006'],
    ],
  },
  {
    state: 'Jammu and Kashmir',
    population: 12_267_013,
    gstCode: '01',
    cities: [
      ['Srinagar', '190001'],
      ['Jammu', '180001'],
    ],
  },
  {
    state: 'Ladakh',
    population: 274_289,
    gstCode: '38',
    cities: [
      ['Leh', '194101'],
      ['Kargil', '194103'],
    ],
  },
  { state: 'Lakshadweep', population: 64_473, gstCode: '31', cities: [['Kavaratti', '682555']] },
  {
    state: 'Puducherry',
    population: 1_247_953,
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

/**
 * PAN holder types (fourth letter) with weights: individuals are the great majority of PAN holders. The weights are
 * our estimate (about 95 % individuals), not a published split.
 */
export const PAN_HOLDER_WEIGHTS: ReadonlyArray<{ value: string; weight: number }> = [
  { value: 'P', weight: 95 },
  { value: 'F', weight: 1.4 },
  { value: 'C', weight: 1.2 },
  { value: 'H', weight: 1.2 },
  { value: 'A', weight: 0.4 },
  { value: 'T', weight: 0.4 },
  { value: 'B', weight: 0.1 },
  { value: 'L', weight: 0.1 },
  { value: 'J', weight: 0.1 },
  { value: 'G', weight: 0.05 },
  { value: 'K', weight: 0.05 },
];

/**
 * TRAI's numbering plan gives mobiles ten digits starting 6-9, but not every such start is a mobile series: the
 * four-digit starts below are those libphonenumber types as mobile whatever follows (printed by mobile-series.py).
 */
// prettier-ignore
// python3-phonenumbers 8.12.57: 2015 four-digit starts in 91 ranges.
export const MOBILE_SERIES: ReadonlyArray<readonly [from: number, to: number]> = [
  [6000, 6109], [6120, 6121], [6128, 6129], [6140, 6149], [6160, 6179], [6190, 6211], [6218, 6219], [6230, 6239], [6260, 6269], [6280, 6311], [6318, 6319], [6350, 6411], [6418, 6419], [6440, 6449], [6480, 6511], [6518, 6519], [6570, 6571], [6578, 6579], [6600, 6611], [6618, 6619], [6630, 6631], [6638, 6639], [6660, 6669], [6690, 6711], [6718, 6719], [6770, 6779], [6800, 6801], [6808, 6809], [6870, 7099], [7120, 7121], [7128, 7129], [7210, 7211], [7218, 7219], [7240, 7241], [7248, 7249], [7300, 7311], [7318, 7319], [7330, 7331], [7338, 7341], [7348, 7359], [7380, 7389], [7400, 7409], [7440, 7441], [7448, 7449], [7470, 7471], [7478, 7479], [7500, 7511], [7518, 7519], [7550, 7551], [7558, 7559], [7610, 7611], [7618, 7619], [7710, 7711], [7718, 7719], [7827, 7829], [7890, 7899], [8000, 8019], [8080, 8109], [8120, 8129], [8140, 8149], [8160, 8161], [8168, 8169], [8200, 8201], [8208, 8211], [8218, 8219], [8240, 8241], [8248, 8249], [8290, 8299], [8310, 8311], [8318, 8321], [8328, 8329], [8360, 8361], [8368, 8369], [8430, 8439], [8600, 8611], [8618, 8619], [8630, 8631], [8638, 8639], [8660, 8661], [8668, 8669], [8700, 8701], [8708, 8709], [8770, 8771], [8778, 8781], [8788, 8809], [8830, 8831], [8838, 8841], [8848, 8849], [8870, 8911], [8918, 8919], [8950, 9999],
];
