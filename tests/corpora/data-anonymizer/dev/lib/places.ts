/** Cities, localities, streets and buildings, written from memory. PIN codes are built from a real prefix. */

export interface City {
  city: string;
  state: string;
  /** First three digits of the PIN codes of the city. */
  pin: string;
  /** Alternative spellings people type. */
  alt?: string[];
  localities: string[];
}

const w = (s: string): string[] => s.trim().split(/\s*,\s*/);

export const CITIES: City[] = [
  { city: 'Pune', state: 'Maharashtra', pin: '411', localities: w('Baner, Aundh, Kothrud, Hadapsar, Wakad, Viman Nagar, Kharadi, Sinhagad Road, Pimple Saudagar, Karve Nagar, Wanowrie, Shivajinagar') },
  { city: 'Mumbai', state: 'Maharashtra', pin: '400', alt: ['Bombay', 'MUMBAI'], localities: w('Andheri West, Borivali East, Powai, Dadar West, Ghatkopar East, Malad West, Chembur, Bandra West, Goregaon East, Mulund West, Vile Parle East, Kandivali West, Santacruz East, Sion, Matunga') },
  { city: 'Thane', state: 'Maharashtra', pin: '400', localities: w('Ghodbunder Road, Naupada, Vartak Nagar, Majiwada, Kasarvadavali') },
  { city: 'Navi Mumbai', state: 'Maharashtra', pin: '400', localities: w('Vashi Sector 17, Kharghar Sector 12, Nerul, Airoli, Seawoods') },
  { city: 'Nagpur', state: 'Maharashtra', pin: '440', localities: w('Dharampeth, Manish Nagar, Sadar, Pratap Nagar, Trimurti Nagar') },
  { city: 'New Delhi', state: 'Delhi', pin: '110', alt: ['Delhi', 'DELHI', 'N. Delhi'], localities: w('Lajpat Nagar II, Rohini Sector 7, Dwarka Sector 12, Mayur Vihar Phase 1, Janakpuri, Karol Bagh, Pitampura, Saket, Vasant Kunj, Laxmi Nagar, Kalkaji, Patel Nagar, Shahdara, Uttam Nagar') },
  { city: 'Noida', state: 'Uttar Pradesh', pin: '201', localities: w('Sector 62, Sector 50, Sector 137, Sector 18, Sector 76') },
  { city: 'Gurugram', state: 'Haryana', pin: '122', alt: ['Gurgaon', 'GGN'], localities: w('DLF Phase 3, Sushant Lok 1, Sector 56, Sohna Road, Palam Vihar, Sector 49') },
  { city: 'Bengaluru', state: 'Karnataka', pin: '560', alt: ['Bangalore', 'BLR', 'Bengaluru Urban'], localities: w('Koramangala 5th Block, Indiranagar, HSR Layout, Jayanagar 4th Block, Whitefield, Marathahalli, BTM Layout 2nd Stage, Malleshwaram, Rajajinagar, Electronic City Phase 1, Yelahanka New Town, JP Nagar 7th Phase, Banashankari 3rd Stage, Hebbal') },
  { city: 'Mysuru', state: 'Karnataka', pin: '570', alt: ['Mysore'], localities: w('Kuvempunagar, Vijayanagar 2nd Stage, Saraswathipuram, Gokulam') },
  { city: 'Mangaluru', state: 'Karnataka', pin: '575', alt: ['Mangalore'], localities: w('Kadri, Bejai, Kankanady, Bendoorwell') },
  { city: 'Hubballi', state: 'Karnataka', pin: '580', alt: ['Hubli'], localities: w('Vidyanagar, Keshwapur, Gokul Road') },
  { city: 'Chennai', state: 'Tamil Nadu', pin: '600', alt: ['Madras', 'CHENNAI'], localities: w('Adyar, T. Nagar, Velachery, Anna Nagar West, Mylapore, Tambaram, Porur, Nungambakkam, Kodambakkam, Perambur, Chromepet, Thiruvanmiyur') },
  { city: 'Coimbatore', state: 'Tamil Nadu', pin: '641', alt: ['Kovai'], localities: w('RS Puram, Gandhipuram, Peelamedu, Saibaba Colony, Singanallur') },
  { city: 'Madurai', state: 'Tamil Nadu', pin: '625', localities: w('KK Nagar, Anna Nagar, Simmakkal, Thallakulam') },
  { city: 'Hyderabad', state: 'Telangana', pin: '500', alt: ['Hyd', 'HYDERABAD', 'Secunderabad'], localities: w('Kukatpally, Madhapur, Gachibowli, Banjara Hills, Ameerpet, Dilsukhnagar, Kondapur, LB Nagar, Miyapur, Tolichowki, Begumpet, Uppal') },
  { city: 'Visakhapatnam', state: 'Andhra Pradesh', pin: '530', alt: ['Vizag'], localities: w('MVP Colony, Dwaraka Nagar, Seethammadhara, Gajuwaka') },
  { city: 'Vijayawada', state: 'Andhra Pradesh', pin: '520', localities: w('Benz Circle, Labbipet, Patamata, Gunadala') },
  { city: 'Kolkata', state: 'West Bengal', pin: '700', alt: ['Calcutta', 'Kol'], localities: w('Behala, Dum Dum, Garia, Tollygunge, Ballygunge, New Town Action Area 1, Jadavpur, Salt Lake Sector II, Baguiati, Lake Town, Shyambazar, Howrah Maidan') },
  { city: 'Ahmedabad', state: 'Gujarat', pin: '380', alt: ['Amdavad', 'AHMEDABAD'], localities: w('Satellite, Navrangpura, Maninagar, Bopal, Vastrapur, Paldi, Chandkheda, Naranpura, Thaltej') },
  { city: 'Surat', state: 'Gujarat', pin: '395', localities: w('Adajan, Vesu, Piplod, Varachha, Athwalines') },
  { city: 'Vadodara', state: 'Gujarat', pin: '390', alt: ['Baroda'], localities: w('Alkapuri, Manjalpur, Gotri, Karelibaug') },
  { city: 'Rajkot', state: 'Gujarat', pin: '360', localities: w('Kalawad Road, University Road, Raiya Road') },
  { city: 'Jaipur', state: 'Rajasthan', pin: '302', localities: w('Malviya Nagar, Mansarovar, Vaishali Nagar, C-Scheme, Raja Park, Jagatpura, Bani Park') },
  { city: 'Jodhpur', state: 'Rajasthan', pin: '342', localities: w('Shastri Nagar, Sardarpura, Paota') },
  { city: 'Udaipur', state: 'Rajasthan', pin: '313', localities: w('Hiran Magri Sector 4, Fatehpura, Sukhadia Circle') },
  { city: 'Lucknow', state: 'Uttar Pradesh', pin: '226', alt: ['LKO'], localities: w('Gomti Nagar, Indira Nagar, Aliganj, Hazratganj, Alambagh, Aashiana, Jankipuram, Mahanagar') },
  { city: 'Kanpur', state: 'Uttar Pradesh', pin: '208', localities: w('Kidwai Nagar, Swaroop Nagar, Kakadeo, Govind Nagar') },
  { city: 'Varanasi', state: 'Uttar Pradesh', pin: '221', localities: w('Sigra, Lanka, Bhelupur, Mahmoorganj') },
  { city: 'Prayagraj', state: 'Uttar Pradesh', pin: '211', alt: ['Allahabad'], localities: w('Civil Lines, George Town, Tagore Town') },
  { city: 'Patna', state: 'Bihar', pin: '800', localities: w('Boring Road, Kankarbagh, Rajendra Nagar, Patliputra Colony, Bailey Road') },
  { city: 'Ranchi', state: 'Jharkhand', pin: '834', localities: w('Lalpur, Harmu, Kanke Road, Doranda') },
  { city: 'Bhopal', state: 'Madhya Pradesh', pin: '462', localities: w('Arera Colony, MP Nagar Zone 2, Kolar Road, Shahpura') },
  { city: 'Indore', state: 'Madhya Pradesh', pin: '452', localities: w('Vijay Nagar, Palasia, Rajendra Nagar, Sudama Nagar') },
  { city: 'Raipur', state: 'Chhattisgarh', pin: '492', localities: w('Shankar Nagar, Telibandha, Pandri') },
  { city: 'Chandigarh', state: 'Chandigarh', pin: '160', localities: w('Sector 22-B, Sector 35-C, Sector 44, Manimajra') },
  { city: 'Ludhiana', state: 'Punjab', pin: '141', localities: w('Model Town, Sarabha Nagar, BRS Nagar, Dugri') },
  { city: 'Amritsar', state: 'Punjab', pin: '143', localities: w('Ranjit Avenue, Lawrence Road, Green Avenue') },
  { city: 'Dehradun', state: 'Uttarakhand', pin: '248', localities: w('Rajpur Road, Vasant Vihar, Ballupur') },
  { city: 'Kochi', state: 'Kerala', pin: '682', alt: ['Cochin', 'Ernakulam'], localities: w('Kakkanad, Edappally, Kaloor, Vyttila, Palarivattom, Fort Kochi') },
  { city: 'Thiruvananthapuram', state: 'Kerala', pin: '695', alt: ['Trivandrum', 'TVM'], localities: w('Kowdiar, Pattom, Vazhuthacaud, Sasthamangalam') },
  { city: 'Kozhikode', state: 'Kerala', pin: '673', alt: ['Calicut'], localities: w('Nadakkavu, Eranhipalam, West Hill') },
  { city: 'Thrissur', state: 'Kerala', pin: '680', localities: w('Punkunnam, Ayyanthole, Poothole') },
  { city: 'Guwahati', state: 'Assam', pin: '781', localities: w('Dispur, Beltola, Chandmari, Zoo Road, Ganeshguri, Six Mile') },
  { city: 'Shillong', state: 'Meghalaya', pin: '793', localities: w('Laitumkhrah, Laban, Nongthymmai') },
  { city: 'Imphal', state: 'Manipur', pin: '795', localities: w('Uripok, Singjamei, Sagolband') },
  { city: 'Aizawl', state: 'Mizoram', pin: '796', localities: w('Chanmari, Zarkawt, Bawngkawn') },
  { city: 'Kohima', state: 'Nagaland', pin: '797', localities: w('Midland, Kohima Village, Naga Bazaar') },
  { city: 'Gangtok', state: 'Sikkim', pin: '737', localities: w('Development Area, Tadong, Deorali') },
  { city: 'Bhubaneswar', state: 'Odisha', pin: '751', localities: w('Saheed Nagar, Patia, Nayapalli, Chandrasekharpur') },
  { city: 'Cuttack', state: 'Odisha', pin: '753', localities: w('Buxi Bazar, College Square, Badambadi') },
  { city: 'Panaji', state: 'Goa', pin: '403', localities: w('Altinho, Miramar, Campal') },
  { city: 'Margao', state: 'Goa', pin: '403', localities: w('Fatorda, Navelim, Aquem') },
];

export const STREETS = w(`MG Road, Station Road, Gandhi Street, Nehru Marg, Link Road, Church Street, Temple Road,
  Main Road, 2nd Cross, 5th Main, 100 Feet Road, Ring Road, Mall Road, Subhash Marg, Tilak Road, Park Street,
  Netaji Subhash Road, Rajaji Salai, Anna Salai, Ambedkar Road, Sardar Patel Marg, Shivaji Path, Hill Road,
  Old Airport Road, Canal Road, Bazaar Road, Kutcheri Road, Mission Road, Cross Road No. 3, Lane No. 4`);

export const BUILDINGS = w(`Sai Heights, Sai Krupa Apartments, Shanti Niketan, Gokul Dham, Krishna Residency,
  Green Valley, Lake View Towers, Silver Oak CHS, Om Shanti Apts, Shree Ganesh Complex, Laxmi Niwas, Ganga Sagar,
  Prestige Shantiniketan, Sobha Daffodil, Brigade Gateway, Hiranandani Gardens, Vasant Vihar Society,
  Raheja Residency, Sunshine Enclave, Royal Palms, Nirmal Nagari, Mahavir Tower, Amrapali Sapphire,
  DLF Regency Park, Kalpataru Estate, Purva Riviera, Maple Court, Emerald Isle, Annapurna Bhavan, Mangal Murti Apts`);

export const LANDMARKS = w(`Near Hanuman Mandir, Opp. SBI ATM, Behind Reliance Fresh, Near Bus Stand,
  Next to Apollo Pharmacy, Opp. Government School, Near Water Tank, Beside Petrol Pump, Near Masjid,
  Opp. Big Bazaar, Near Railway Crossing, Behind Post Office, Near Gurudwara, Opp. Municipal Park`);

/** Villages with district for rural addresses. */
export const VILLAGES: { village: string; district: string; state: string; pin: string }[] = [
  { village: 'Rampur', district: 'Sitapur', state: 'Uttar Pradesh', pin: '261' },
  { village: 'Bhairavpur', district: 'Gaya', state: 'Bihar', pin: '824' },
  { village: 'Kothapalli', district: 'Guntur', state: 'Andhra Pradesh', pin: '522' },
  { village: 'Mandawa', district: 'Jhunjhunu', state: 'Rajasthan', pin: '333' },
  { village: 'Wadgaon', district: 'Satara', state: 'Maharashtra', pin: '415' },
  { village: 'Chinchwad Khurd', district: 'Ahmednagar', state: 'Maharashtra', pin: '414' },
  { village: 'Thirupuvanam', district: 'Sivaganga', state: 'Tamil Nadu', pin: '630' },
  { village: 'Kalyanpur', district: 'Fatehpur', state: 'Uttar Pradesh', pin: '212' },
  { village: 'Harsola', district: 'Dhar', state: 'Madhya Pradesh', pin: '454' },
  { village: 'Naurangabad', district: 'Bhagalpur', state: 'Bihar', pin: '813' },
  { village: 'Bhadson', district: 'Patiala', state: 'Punjab', pin: '147' },
  { village: 'Sakleshpur', district: 'Hassan', state: 'Karnataka', pin: '573' },
];

/** Hindi (Devanagari) localities and cities for Hindi documents. */
export const DEV_PLACES: { locality: string; city: string; pin: string }[] = [
  { locality: 'गांधी नगर', city: 'जयपुर', pin: '302' },
  { locality: 'शास्त्री नगर', city: 'कानपुर', pin: '208' },
  { locality: 'गोमती नगर', city: 'लखनऊ', pin: '226' },
  { locality: 'कंकड़बाग', city: 'पटना', pin: '800' },
  { locality: 'अरेरा कॉलोनी', city: 'भोपाल', pin: '462' },
  { locality: 'विजय नगर', city: 'इंदौर', pin: '452' },
  { locality: 'लाजपत नगर', city: 'नई दिल्ली', pin: '110' },
  { locality: 'सिगरा', city: 'वाराणसी', pin: '221' },
  { locality: 'राजपुर रोड', city: 'देहरादून', pin: '248' },
  { locality: 'सिविल लाइंस', city: 'प्रयागराज', pin: '211' },
  { locality: 'मालवीय नगर', city: 'जयपुर', pin: '302' },
  { locality: 'हरमू', city: 'रांची', pin: '834' },
];
export const DEV_VILLAGES = w(`रामपुर, सुल्तानपुर, बेलवा, मधुबन, चंदनपुर, हरिहरपुर, कोटला, भवानीपुर, सिमरी, धौरहरा`);
export const DEV_DISTRICTS = w(`सीतापुर, गया, बाराबंकी, दरभंगा, हरदोई, सीवान, झुंझुनूं, रायबरेली, बलिया, मुजफ्फरपुर`);
