/** Words and shapes of Indian postal addresses, shared by the address readers (addresses.ts, house-runs.ts). */

// Words that only addresses use: streets, localities, buildings, villages and their administrative units, landmarks.
export const ADDRESS_WORDS =
  'road|rd|street|st|marg|path|lane|ln|gali|galli|cross|main|highway|hwy|avenue|ave|area|nagar|colony|layout|sector|sec|phase|block|blk|apartments?|apts?|apt|flats|society|soc|heights|residency|residences|enclave|vihar|puram|bagh|chowk|circle|tower|towers|complex|village|vill|vil|post|p\\.?\\s?o|tehsil|tahsil|taluka|taluk|tq|dist|district|mandal|mohalla|ward|extension|extn|floor|wing|chawl|nivas|niwas|bhavan|bhawan|sadan|kunj|park|gardens?|estate|township|cantonment|cantt|bazaar|bazar|market|peth|wadi|halli|palli|pet|pada|gaon|ganj|pura|puri|abad|bypass|junction|stage|cooperative|housing|chs|opp|opposite|landmark|near|behind|beside|next to|गली|मोहल्ला|गांव|गाँव|ग्राम|पोस्ट|तहसील|जिला|ज़िला|नगर|कॉलोनी|सेक्टर|मकान|रोड|वार्ड|फ्लैट|प्लॉट|चौक|मार्ग|मंदिर|मस्जिद|बाजार|बाज़ार|सड़क|स्टेशन|पास';

// Locality names end in these more often than not: Rajbagh, Indiranagar, Ghaziabad, Yeshwantpur.
export const LOCALITY_SUFFIX =
  /\b\p{Lu}\p{Ll}+(?:nagar|pur|puram|abad|ganj|bagh|wadi|wada|halli|palli|pet|peth|pada|garh|gaon|kunj|vihar|pally|patti|kuppam|palayam|bad)\b/u;

// A PIN code: six digits, the first 1-9, known to India Post, or written as a PIN after a place ("Noida - 201090",
// "Pin: 400155", "Thiruvananthapuram-695019").
export const PIN = /(?<![\d])[1-9]\d{2}\s?\d{3}(?![\d])/gu;

// India's states and union territories, as an address ends with them.
export const STATE_NAMES =
  'andhra pradesh|arunachal pradesh|assam|bihar|chhattisgarh|goa|gujarat|haryana|himachal pradesh|jharkhand|karnataka|kerala|madhya pradesh|maharashtra|manipur|meghalaya|mizoram|nagaland|odisha|orissa|punjab|rajasthan|sikkim|tamil nadu|telangana|tripura|uttar pradesh|uttarakhand|west bengal|delhi|jammu(?: and | & )kashmir|ladakh|puducherry|chandigarh';
export const STATES = new RegExp(`\\b(?:${STATE_NAMES})\\b`, 'iu');

// A company's or an institution's name (Pvt Ltd, a school, a hospital) where an address starts: an organisation's address,
// not a person's; unless it is a landmark of one ("behind City Hospital").
export const ORGANISATION =
  /(?<![\p{L}])(?:pvt|private|ltd|limited|llp|inc|corporation|technologies|vidyalaya|vidyalay|school|college|university|institute|hospital|bank)(?![\p{L}])/iu;

// A word that goes on an address though not capitalised: its street and locality words, directions, "no".
export const ADDRESS_WORD_ALONE = new RegExp(`^(?:${ADDRESS_WORDS}|no|east|west|north|south)\\.?$`, 'iu');
