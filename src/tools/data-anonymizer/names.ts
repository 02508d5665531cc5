import { latinSpellings } from './devanagari';
import { isEnglishWord, isIndicWord, isPlace, nameWord, type NameWord } from './lexicon';
import { PRODUCT_WORDS, THING_BEFORE_WORDS, VENUE_WORDS, WELL_KNOWN_BRAND_NAMES, WELL_KNOWN_BRANDS } from './thing-words';
import { wordsOf, type Word } from './words';

/** A person's name found in text: where it is. */
export interface NameSpan {
  start: number;
  end: number;
}

type Strength = 'strong' | 'weak' | 'none';

// Titles before a name (English, Indian, Hindi), offices written as one (JE, SI, Sarpanch): a strong sign that a name follows.
export const TITLES = new Set(
  'mr mrs ms miss mx shri sri shree smt sushri kumari km dr prof er adv capt col lt maj sgt late master mst coach pt cust je ae aee xen sdo sdm sho si asi tl hod sarpanch mukhiya patwari tehsildar lekhpal physio श्री श्रीमती सुश्री कुमारी डॉ डॉक्टर स्व'.split(
    ' ',
  ),
);
// Short forms that stand for a name and keep their dot inside one (Mohd. Imran, Md. Afsar, Sk. Rafiq).
const NAME_ABBREVIATIONS = new Set(['mohd', 'md', 'sk', 'syed', 'kr', 'ch']);
// Words before a name that say one follows: "my name is", "called", "spoke to", "name:", "s/o", "@", relatives.
const STRONG_BEFORE =
  /(?:(?:^|[^\p{L}])(?:my name is|name is|name(?:\s+(?:on|as per|as in|in|of)\s+(?:the\s+)?[\p{L}]+)?|name(?:\s+[\p{L}]+){1,3}\s*:|in (?:the )?name of|hi|hello|hey|self|spouse|naam|mera naam|i am|i'm|im|this is|myself|main|mai|named|called|call from|called by|spoke to|spoke with|speak to|talked to|talk to|meet|met|ask for|contact person|attn|attention|dear|regards|love|cheers|yours|signed by|approved by|verified by|handled by|assigned to|referred by|introduced by|registered as|known as|alias|urf|s\/o|d\/o|w\/o|c\/o|(?:son|daughter|wife|husband|father|mother|brother|sister|guardian|friend|neighbour|neighbor) of|(?:birthday|bday|wedding|marriage|reception|engagement|sagai|roka|mundan|namkaran|naming ceremony|annaprashan|upanayanam|thread ceremony|anniversary|funeral|shraddh|retirement|farewell|haldi|mehendi|mehndi|sangeet|baby shower|godh bharai|seemantham|valaikappu) of|weds|wed to|married to|engaged to|father|mother|husband|wife|son|daughter|brother|sister|nominee|guardian|attendant|neighbour|neighbor|friend|colleague|technician|mechanic|electrician|plumber|coordinator|co-ordinator|claimant|complainant|caller|volunteer|supervisor|surveyor|inspector|nurse|warden|caretaker|receptionist|cashier|tutor|instructor|counsell?or|pharmacist|consignee|recipient|payee|depositor|witness|signatory|allottee|prop|proprietor|partner|director|landlord|tenant|patient|pt|cust|customer|cardholder|applicant|beneficiary|pati|patni|bete|beta|beti|bhai|bhaiya|behen|bahen|didi|bhabhi|chacha|chachi|mama|mami|nana|nani|dada|dadi|papa|maa|dost|uncle|aunty|sasur|saas|devar|नाम|मैं|मेरा नाम)\s*[:,\-–]?\s*['"“‘(]?|(?:^|\s)@)$/iu;
// Words before a name that make one likely, when a name-list word is in it ("thanks Priya", "customer Rohan").
const WEAK_BEFORE =
  /(?:^|[^\p{L}])(?:hi|hello|hey|thanks|thank you|thx|ty|to|from|by|with|for|and|parents|children|siblings|sibling|relatives|team|members|attendees|interns|peers|customer|client|patient|applicant|beneficiary|borrower|guarantor|tenant|owner|landlord|student|employee|candidate|member|trainer|doctor|agent|rider|driver|staff|teacher|ask|asked|tell|told|inform|informed|per|cc|ping|sent|send|pay|paid|happy birthday|congratulations|congrats|welcome|ko|se|ne|ji|haan ji|namaste)\s*[:,\-–!]?\s*['"“‘(]?$/iu;
// Words after a name that say it was one ("Rohan ji", "Sharma sir", "Priya ne bola", "Kavita ka number").
const STRONG_AFTER =
  /^\s*(?:ji|jee|sahab|saheb|sahib|saab|sa'ab|sir|madam|maam|ma'am|bhai|bhaiya|didi|behen|bhabhi|uncle|aunty|auntie|chacha|chachi|mama|mami|kaka|kaki|mausi|bua|dada|dadi|nana|nani|garu|avargal|जी|साहब|[:/\-–]?\s*[+\d()\s-]{8,}\s*\((?:father|mother|wife|husband|brother|sister|son|daughter|friend|spouse|self|guardian|nominee|relative|neighbour|neighbor)\)|(?:ne|ko)\s+(?:bola|kaha|liya|diya|bataya|de|dena|bolo|call|phone)|(?:ka|ki|ke)\s+(?:number|phone|mobile|wife|husband|beta|beti|bhai|ghar)|bol\s+(?:raha|rahi|rahe)|speaking|here\b|\s?\((?:father|mother|wife|husband|brother|sister|son|daughter|friend|spouse|self|guardian|nominee|grandparent|grandfather|grandmother|grandpa|grandma|grandson|granddaughter|uncle|aunt|aunty|cousin|relative|neighbour|neighbor|in-law|father-in-law|mother-in-law|maid|driver|nanny)\)|ने|को|की|का|के)/iu;
const WEAK_AFTER = /^\s*(?:ka|ki|ke|ko|ne|se|said|says|called|will|has|had|is|was|wants|asked|told|paid|sent|agreed|confirmed)\b/iu;
// Words that make a run a business's name ("Sharma Traders", "Om Sai Logistics") or a place's ("Banjara Hills").
const BUSINESS_WORDS =
  '&\\s*(?:sons|co|company|brothers|associates)|traders|trading|enterprises?|stores?|mart|agency|agencies|industries|pvt|private|ltd|limited|llp|inc|co|corporation|associates|brothers|bros|jewell?ers|medicals?|pharma|hospital|nursing|clinic|motors|electricals?|electronics|textiles|foods|sweets|bhandar|kirana|general|hardware|builders|constructions?|transport|travels|logistics|agro|agri|caterers|catering|vidyalay|mobiles|mobile|support|finance|finserv|insurance|packers|movers|ads|pay|money|health|healthcare|mill|mills|parlour|parlor|salon|gym|works|memorial|care|boutique|handlooms?|weavers|traders|collection|emporium|bazaar|kendra|bhandar|depot|opticals|studio|solutions|services|technologies|tech|infotech|systems|consultants?|academy|school|college|institute|university|trust|foundation|samiti|sangh|mandal|mandali|sahakari|sanstha|parishad|vidyalaya|vidyalay|vidyapeeth|bhavan|bhawan|niketan|ashram|bank|restaurant|hotel|dhaba|cafe|dairy|farms?|polymers|exports?|imports?|mills?|society|co-operative|cooperative|house|shop|stall|centre|center|medicos|silks|bakery|bakers|chambers|plaza|arcade|xerox|photostat|tailors|opticians|stationers|stationery|computers|fashions|garments|furnishings|decorators|chemists|druggists|outlets?|pgi|aiims|polyclinic|plastics|\\p{L}+alaya?';
const PLACE_WORDS =
  'nagar|colony|sarai|salai|basti|khurd|kalan|road|rd|street|marg|hills|layout|vihar|puram|bagh|enclave|sector|chowk|lane|park|garden|gardens|apartments|heights|residency|cross|main|market|bazaar|station|airport|temple|mandir|masjid|church';
// Festivals, rites and schemes named after gods and leaders (Ganesh Chaturthi, Durga Puja, Gandhi Jayanti, Ujjwala Yojana).
const OCCASION_WORDS =
  'puja|pooja|chaturthi|jayanti|janmashtami|shivratri|mahotsav|chalisa|bandhan|aarti|havan|jagran|kirtan|bhajan|sankranti|purnima|katha|utsav|mela|yatra|navami|ashtami|ekadashi|teej|vrat|parv|yojana|scheme|abhiyan|mission|award|trophy|cup|express|mail|setu|पूजा|जयंती|योजना|उत्सव|मेला|यात्रा';
const OCCASION_WORD = new RegExp(`^(?:${OCCASION_WORDS})$`, 'iu');
// A name's last word that is a place's (Lado Sarai, Banjara Hills) makes the run a place.
const PLACE_WORD = new RegExp(`^(?:${PLACE_WORDS})$`, 'iu');
const THING_AFTER = new RegExp(
  `^\\s*(?:${BUSINESS_WORDS}|${PLACE_WORDS}|${OCCASION_WORDS}|${PRODUCT_WORDS}|${WELL_KNOWN_BRANDS})(?![\\p{L}\\p{M}])`,
  'iu',
);
// A venue's word counts capitalised only (Rabindra Sadan, Azad Maidan): "Rohan hall mein hai" still names Rohan.
const VENUE_AFTER = new RegExp(`^\\s*(?:${VENUE_WORDS})(?![\\p{L}\\p{M}])`, 'iu');
// "works at", "works for" in lower case: the verb after a person, not a trade's Works (Raju Auto Works).
const WORKS_VERB = /^\s*works\s+(?:at|in|for|with|as|from|on|under|near)(?![\p{L}])/u;
const NOT_A_PERSON_AFTER = {
  test: (after: string): boolean =>
    (THING_AFTER.test(after) && !WORKS_VERB.test(after)) || (/^\s*\p{Lu}/u.test(after) && VENUE_AFTER.test(after)),
};
// A venue's word after one or two more capitalised words (Rajiv Gandhi Community Hall, Bal Gandharva Rang Mandir).
const VENUE_WORD = new RegExp(`^(?:${VENUE_WORDS})$`, 'iu');
const BRAND_WORD = new RegExp(`^(?:${WELL_KNOWN_BRANDS})$`, 'iu');
const THING_BEFORE = new RegExp(`^(?:${THING_BEFORE_WORDS})$`, 'iu');
const BRAND_NAME = new RegExp(`^(?:${WELL_KNOWN_BRAND_NAMES})(?![\\p{L}])`, 'iu');
const BUSINESS_WORD = new RegExp(`^(?:${BUSINESS_WORDS})$`, 'iu');
const BUSINESS_INSIDE = new RegExp(`\\s(?:${BUSINESS_WORDS})(?![\\p{L}])`, 'iu');
// Venues hired for occasions, hotels and places of worship (Anandam Marriage Hall, Hotel Sai Palace, Jama Masjid),
// though not the streets named after them (Temple Street, Masjid Road): no one's home, and no person's name.
const VENUE_NAME =
  /(?:^|\s)(?:(?:marriage|banquet|wedding|party|community|convention|kalyana?)\s+(?:halls?|gardens?|lawns?|mandapam|mahal|palace|centre|center)|banquets?|resorts?|hotel|masjid|mosque|gurudwara|gurdwara|mandir|temple|church|cathedral|dargah)(?![\p{L}])(?!\s+(?:road|rd|street|st|marg|lane|gali|chowk|path|colony|nagar|ke|ki|ka|wali|wala|waali|wale|se|tak)(?![\p{L}]))/iu;
// M/s and Messrs name a firm; St. a saint whose name an institution bears (St. Joseph's College); "works at" an employer.
const NOT_A_PERSON_BEFORE = new RegExp(
  `(?:^|[^\\p{L}])(?:m\\/s|messrs|st|${THING_BEFORE_WORDS}|works at|working at|employed at|employed with|job at)\\.?\\s*$`,
  'iu',
);
// Words of a journey before a place (gone to Puri, return via Varanasi, trip to Ooty).
const TRAVEL_BEFORE = /(?:^|[^\p{L}])(?:gone|went|travell?ed|trip|tour|flight|train|bus|via)\s+(?:to\s+)?$/iu;
// Nouns for a person's role or relation, written before or after a name ("Neighbour Ritu", "Co-borrower Anil",
// "Claimant Rekha", "Reena Mausi", "Dadi Ji"): never part of it, though British spellings, compounds and Hindi
// relations are missing from the English word list.
const ROLE_NOUNS = new Set(
  'neighbour neighbor borrower co-borrower coborrower guarantor co-applicant claimant complainant applicant beneficiary tenant landlord landlady owner customer client patient attendant nominee guardian cardholder caller student employee candidate member colleague proprietor partner director husband wife son daughter father mother brother sister sibling cousin nephew niece relative witness insured policyholder depositor payee payer sender receiver consignee dadi dada nani nana mausi mausa bua phupha chacha chachi mami jiju bhabhi didi bhaiya'.split(
    ' ',
  ),
);
// Words written capitalised that are never names: months, days, festivals, states.
const NEVER_NAMES = new Set(
  'adalat pakistan nepal bhutan bangladesh afghanistan myanmar tibet china japan korea america usa england britain london dubai singapore malaysia canada australia germany france russia africa europe asia mbbs md ms dnb bds bams bhms phd fcps frcs mrcp mch dgo dch dm mba ca cs cma llb aadhaar aadhar pan voter passport ration upi paytm phonepe gpay bhim neft imps rtgs ifsc gst gstin kyc otp dob sms whatsapp january february march april may june july august september october november december jan feb mar apr jun jul aug sep sept oct nov dec monday tuesday wednesday thursday friday saturday sunday mon tue tues wed thu thur thurs fri sat diwali holi eid christmas pongal onam navratri dussehra rakhi lohri baisakhi janmashtami bihu ugadi vishu chhath shivratri mahashivratri ramzan ramadan muharram bakrid gurpurab easter uttar pradesh andhra madhya himachal arunachal tamil nadu west bengal kerala punjab gujarat karnataka maharashtra rajasthan bihar odisha assam goa haryana telangana jharkhand uttarakhand manipur meghalaya mizoram nagaland sikkim tripura india bharat rs inr usd rupees rupee paise ceo cfo cto coo gm agm dgm avp emi mri ecg icu opd ipd itd tds itr epf esic hra'.split(
    ' ',
  ),
);
// Hinglish words that end a name written in lower case ("mera naam krupa hai", "rohan ne bola").
const HINGLISH_STOP = new Set(
  'hai hain hoon hun hu tha thi the ka ki ke ko ne se me mein aur bhi tak wala wali wale ji bhai sir madam is was and from im i my mera meri mere naam name main mai hum aap tum yeh woh ye wo this that hi hello hey dear ok okay haan nahi abhi kal aaj bol bola bolo raha rahi kiya kiye kar karo karna karenge diya diye liya liye gaya gayi gaye hua hui hue ho hoga hogi chahiye dena lena aana jana dekho suno batao bataya aaya aayi aaye wapas ab theek thik kisi bina mana pls plz reg sasta sasti saste mehenga mehnga accha acha achha bura jaldi zyada thoda bahut sab kuch'.split(
    ' ',
  ),
);
// Lower-case words inside a Title-case name (Zia ul Haq, Abdul bin Salim).
const PARTICLES = new Set(['ul', 'bin', 'binti', 'de', 'da', 'van', 'von', 'al', 'el']);
// Devanagari words that are never part of a name: postpositions, pronouns, verbs, common nouns of such notes.
const DEVANAGARI_STOP = new Set(
  'का की के को ने से में पर है हैं था थी थे और या तथा एवं भी नहीं जी हूँ हूं हो रहा रही रहे गया गई गए कर करें करना किया कि मेरा मेरी मेरे मैं आप उनका उनकी उनके उन्होंने इस उस यह वह एक दो नाम पता मोबाइल नंबर फोन फ़ोन ग्राहक श्री श्रीमती सुश्री कुमारी डॉ जन्म तिथि खाता भुगतान बकाया शेष कृपया धन्यवाद नमस्ते हाँ ना अभी कल आज बात बताया कहा ही सेवा अच्छी बहुत मदद पार्सल दें दे दिया लिया सामान रुपये रुपए बाकी जमा ग्राम पोस्ट जिला गांव गाँव शहर पिता पति माता पत्नी बेटा बेटी भाई बहन प्रमाण पत्र प्रमाणपत्र बिजली पानी बिल राशि कार्ड राशन आवेदन शिकायत सड़क चौक मार्ग रोड बाजार बाज़ार मंदिर अस्पताल विद्यालय कार्यालय निगम'.split(
    ' ',
  ),
);

/** A Latin word's shape: Title case, UPPER case, lower case, or an initial (one capital, with or without a dot). */
type Shape = 'title' | 'upper' | 'lower' | 'initial' | 'other';
function shape(word: Word): Shape {
  if (word.judged) return word.judged.shape as Shape;
  const form = shapeOf(word.text);
  word.judged = { shape: form };
  return form;
}

function shapeOf(text: string): Shape {
  if (/^\p{Lu}\.?$/u.test(text) || /^(?:\p{Lu}\.){2,3}$/u.test(text)) return 'initial';
  if (/^\p{Lu}[\p{Ll}'’-]+(?:\p{Lu}[\p{Ll}]+)?$/u.test(text) || /^(?:Mc|Mac|D'|D’|O')\p{Lu}\p{Ll}+$/u.test(text)) return 'title';
  if (/^\p{Lu}[\p{Lu}'’-]+$/u.test(text)) return 'upper';
  if (/^[\p{Ll}'’-]+$/u.test(text)) return 'lower';
  return 'other';
}

type Role = 'given' | 'surname' | 'ambiguous' | 'initial' | 'abbreviation' | 'indic' | 'unknown' | 'word' | 'place';

/** What a Latin word can be in a name: a name-list word, an initial, an unknown word, or something else. */
function roleOf(word: Word): Role {
  const form = shape(word);
  const judged = word.judged as { shape: string; role?: string };
  judged.role ??= roleOfShaped(word, form);
  return judged.role as Role;
}

function roleOfShaped(word: Word, form: Shape): Role {
  // A hyphenated word (TRANSFER-INB, Jean-Paul) is a name only if each part could be one.
  if (ROLE_NOUNS.has(word.text.toLowerCase())) return 'word';
  if (/-/.test(word.text)) {
    const parts = word.text.split('-');
    // ... and none is a day, a month or another word never a name ("Mon-Fri").
    if (parts.some((part) => part.length < 2 || isEnglishWord(part) || !/^[\p{L}]+$/u.test(part) || NEVER_NAMES.has(part.toLowerCase()))) {
      return 'word';
    }
  }
  if (form === 'initial') return 'initial';
  const bare = word.text.replace(/['’]/g, '').replace(/\.$/, '');
  const lower = bare.toLowerCase();
  if (NAME_ABBREVIATIONS.has(lower)) return 'abbreviation';
  if (
    NEVER_NAMES.has(lower) ||
    TITLES.has(lower) ||
    ROLE_NOUNS.has(lower) ||
    BUSINESS_WORD.test(bare) ||
    BRAND_WORD.test(bare) ||
    THING_BEFORE.test(bare)
  )
    return 'word';
  // A Hinglish word capitalised at a sentence's start (Mera, Theek, Kisi) is that word, unless it is a name too.
  if (HINGLISH_STOP.has(lower) && nameWord(bare) === undefined) return 'word';
  // A festival's or a scheme's word (Chaturthi, Jayanti, Yojana) is no name, unless it is one too (Pooja).
  if (OCCASION_WORD.test(bare) && nameWord(bare) === undefined) return 'word';
  const known = nameWord(bare);
  // Capitals that are no name on the lists, two or three, or four without a vowel, are an acronym (SBI, TPA, HDFC).
  if (form === 'upper' && known === undefined && (bare.length <= 3 || (bare.length === 4 && !/[AEIOU]/.test(bare)))) return 'word';
  // In lower case a word that is also an English word ("will", "may") is that word.
  if (known === 'ambiguous' && form === 'lower') return 'word';
  if (known) return known;
  if (isEnglishWord(bare)) return 'word';
  if (isPlace(bare)) return 'place';
  if (isIndicWord(bare)) return 'indic';
  return bare.length >= 2 && /^[\p{L}'’-]+$/u.test(bare) ? 'unknown' : 'word';
}

/** A Devanagari word's role, by its Latin spellings in the lexicon. */
function devanagariRole(word: Word): NameWord | 'unknown' {
  const roles = latinSpellings(word.text).map((spelling) => nameWord(spelling));
  return roles.find((role) => role === 'given' || role === 'surname') ?? (roles.includes('ambiguous') ? 'ambiguous' : 'unknown');
}

const isAnchor = (role: Role | NameWord | 'unknown'): boolean => role === 'given' || role === 'surname' || role === 'abbreviation';

/** Whether two words of a name sit next to each other: spaces, or an initial's or an abbreviation's dot and spaces. */
const joined = (text: string, a: Word, b: Word): boolean => {
  const gap = text.slice(a.end, b.start);
  return /^[ \t]{1,3}$/.test(gap) || (/^\.[ \t]{0,2}$/.test(gap) && NAME_ABBREVIATIONS.has(a.text.toLowerCase()));
};

/**
 * Whether a run of Latin words, with the roles of its words, is a name, given how strongly its context says so,
 * whether it is in Title case (UPPER-case text is full of codes and abbreviations, so it needs the name lists) or lower
 * case (then only name-list words), and whether it is the whole text.
 */
function isLatinName(roles: Role[], strength: Strength, titleCase: boolean, lowerCase: boolean, alone: boolean): boolean {
  if (roles.length === 0 || roles.some((role) => role === 'word')) return false;
  if (roles.every((role) => role === 'initial' || role === 'abbreviation')) return false;
  const anchors = roles.filter(isAnchor).length;
  const places = roles.filter((role) => role === 'place').length;
  const indic = roles.filter((role) => role === 'indic').length;
  if (strength === 'strong') return places < roles.length;
  if (lowerCase) return anchors >= 2 || (strength === 'weak' && anchors >= 1);
  if (strength === 'weak')
    return anchors >= 1 || indic >= 1 || (roles.length >= 2 && roles.some((role) => role !== 'unknown' && role !== 'place'));
  // No context: a word from the name lists, alone or with others, and no place; or, in Title case, two or more words
  // that read like Indian names (Kinjal Vaghela) with initials at most beside them.
  // A single word that is the whole text (a cell of one word) is left to its column.
  if (places > 0 || (alone && roles.length === 1)) return false;
  return anchors >= 1 || (titleCase && indic >= 2 && roles.every((role) => role === 'indic' || role === 'initial' || isAnchor(role)));
}

/**
 * Whether one or two capitalised words and then a business word follow word `at` - 1: a shop's or a firm's name that
 * starts with a person's or a god's (Annapurna Sweet House, Kaveri Book Depot), not a person.
 */
function tradeFollows(text: string, words: Word[], at: number): boolean {
  for (let k = at; k < at + 3 && k < words.length; k += 1) {
    const word = words[k] as Word;
    if (word.script !== 'latin' || !joined(text, words[k - 1] as Word, word)) return false;
    // "works at", "works for": the verb, not a trade's Works (Raju Auto Works).
    const verb = WORKS_VERB.test(text.slice(word.start));
    if (k > at && !verb && (BUSINESS_WORD.test(word.text) || VENUE_WORD.test(word.text))) return true;
    if (shape(word) !== 'title' && shape(word) !== 'upper') return false;
  }
  return false;
}

/** The name starting at word `i` (Latin script): its span and the word after it, or none. */
function latinName(text: string, words: Word[], i: number, before: Strength): { span: NameSpan; next: number } | undefined {
  const first = words[i] as Word;
  const firstShape = shape(first);
  if (firstShape === 'other') return undefined;
  // Lower case only after a strong sign, or where every word is on the name lists (two of them without any sign).
  const lower = firstShape === 'lower';
  if (lower && (HINGLISH_STOP.has(first.text) || isEnglishWord(first.text))) return undefined;
  if (lower && !isAnchor(roleOf(first)) && before !== 'strong') return undefined;
  // A letter beside a slash is an abbreviation (A/C, S/O, W/O), not an initial.
  if (firstShape === 'initial' && (text[first.end] === '/' || text[first.start - 1] === '/')) return undefined;
  // The second word of an occasion (Durga Puja, Gandhi Jayanti, Chhath Puja) is no name of its own.
  const previous = words[i - 1];
  const afterName = previous?.script === 'latin' && shape(previous) !== 'lower' && roleOf(previous) !== 'word';
  const afterFestival = previous !== undefined && NEVER_NAMES.has(previous.text.toLowerCase());
  if (OCCASION_WORD.test(first.text) && previous !== undefined && (afterName || afterFestival) && joined(text, previous, first))
    return undefined;
  const run: Word[] = [first];
  for (let j = i + 1; j < words.length && run.length < 5; j += 1) {
    const word = words[j] as Word;
    // A letter before a slash is an abbreviation (A/C, S/O), not an initial.
    if (shape(word) === 'initial' && text[word.end] === '/') break;
    if (word.script !== 'latin' || !joined(text, run[run.length - 1] as Word, word)) break;
    const form = shape(word);
    const lowerWord = form === 'lower';
    if (lower ? !lowerWord || HINGLISH_STOP.has(word.text) || run.length >= 3 : lowerWord && !PARTICLES.has(word.text)) break;
    if (form === 'other' || TITLES.has(word.text.toLowerCase()) || STRONG_AFTER.test(` ${word.text}`)) break;
    run.push(word);
  }
  const opening = text.slice(Math.max(0, first.start - 10), first.start);
  if (NOT_A_PERSON_BEFORE.test(opening)) return undefined;
  const allRoles = run.map(roleOf);
  for (let length = run.length; length > 0; length -= 1) {
    const roles = allRoles.slice(0, length);
    // Cheap verdicts first: a common word or nothing but initials is never a name.
    if (roles.some((role) => role === 'word') || roles.every((role) => role === 'initial' || role === 'abbreviation')) continue;
    if (lower && roles.some((role) => !isAnchor(role)) && before !== 'strong') continue;
    const candidate = run.slice(0, length);
    const last = candidate[length - 1] as Word;
    // A festival or a rite after a god's or a leader's name (Durga Puja, Gandhi Jayanti) is an occasion, and a run
    // ending in a locality's or a venue's word (Lado Sarai, Rabindra Sadan) a place, even where the word is a name too
    // (Puja, Jayanti, Sarai, Sadan).
    if (length >= 2 && (OCCASION_WORD.test(last.text) || PLACE_WORD.test(last.text) || VENUE_WORD.test(last.text))) continue;
    const after = text.slice(last.end, last.end + 40);
    if (NOT_A_PERSON_AFTER.test(after) || tradeFollows(text, words, i + length)) return undefined;
    const strength: Strength = STRONG_AFTER.test(after) ? 'strong' : before === 'none' && WEAK_AFTER.test(after) ? 'weak' : before;
    // A place is not a name, unless the words around say a person is meant (Anand, Rohini, Vaishali are both).
    // ... or where a journey's words say a place is meant (gone to Puri, via Varanasi).
    const journey = TRAVEL_BEFORE.test(text.slice(Math.max(0, first.start - 20), first.start));
    if ((strength === 'none' || (strength === 'weak' && journey)) && isPlace(candidate.map((word) => word.text).join(' ')))
      return undefined;
    const titleCase = candidate.every((word) => shape(word) === 'title' || shape(word) === 'initial');
    const alone = first === words[0] && last === words[words.length - 1] && !/[\p{L}\p{N}]/u.test(text.slice(last.end, last.end + 1));
    if (isLatinName(roles, strength, titleCase, lower, alone)) {
      // After a sign, a capitalised English word right after the name is its surname (Subhashree Panda, Zenobia Engineer).
      const next = words[i + length];
      const surname =
        strength !== 'none' &&
        next !== undefined &&
        next.script === 'latin' &&
        joined(text, last, next) &&
        (shape(next) === 'title' || (shape(next) === 'upper' && shape(first) === 'upper')) &&
        roleOf(next) === 'word' &&
        !BUSINESS_WORD.test(next.text) &&
        !NEVER_NAMES.has(next.text.toLowerCase()) &&
        !TITLES.has(next.text.toLowerCase()) &&
        !ROLE_NOUNS.has(next.text.toLowerCase()) &&
        !NOT_A_PERSON_AFTER.test(text.slice(next.start, next.end + 40)) &&
        // and ends the name: no capitalised word follows it ("Sharma Regarding Refund" is not a surname).
        !/^\s+\p{Lu}/u.test(text.slice(next.end, next.end + 3));
      return surname
        ? { span: { start: first.start, end: next.end }, next: i + length + 1 }
        : { span: { start: first.start, end: last.end }, next: i + length };
    }
  }
  return undefined;
}

/** Whether a value names a business, not a person: a business word after its first word (Sharma Traders, Om Sai Logistics). */
export function isBusinessName(value: string): boolean {
  if (VENUE_NAME.test(value)) return true;
  const words = value.trim().split(/\s+/);
  const last = (words[words.length - 1] ?? '').replace(/[^\p{L}]/gu, '');
  // Or a name of two words or more ending in a plural common noun, which no surname is (Kamdhenu Feeds, Swastik Plastics).
  const pluralNoun = /[^s]s$/i.test(last) && isEnglishWord(last) && nameWord(last) === undefined;
  return BUSINESS_INSIDE.test(value.trim()) || (words.length >= 2 && last.length > 3 && pluralNoun);
}

/** Whether a word is a given name or surname of the lexicon, and neither an English word nor a place (Vivek, Somnath). */
export const isNameListWord = (word: string): boolean => isAnchor(roleOf({ text: word, start: 0, end: word.length, script: 'latin' }));

/** Hinglish names with "ji" written on ("Sharmaji", "Guptajee"): the name without it. */
function jiName(word: Word): NameSpan | undefined {
  const match = /^(\p{Lu}\p{Ll}{2,})-?(?:ji|jee)$/u.exec(word.text);
  // A word that is a name whole (Balaji, Surajee) is read as one, not as a name with "ji" on it.
  return match && nameWord(word.text) === undefined && isAnchor(nameWord(match[1] as string) ?? 'unknown')
    ? { start: word.start, end: word.start + (match[1] as string).length }
    : undefined;
}

// A Devanagari name before a street's, a square's or an institution's word names that place (गांधी चौक, नेहरू मार्ग).
const DEVANAGARI_PLACE_AFTER = /^\s*(?:चौक|मार्ग|रोड|नगर|कॉलोनी|गली|बाजार|बाज़ार|मंदिर|अस्पताल|विद्यालय|पार्क|भवन|स्टेशन)(?![\u0900-\u097F])/u;

/** A Devanagari name of one to three words: by the lexicon (through its Latin spellings) and by context. */
function devanagariName(text: string, words: Word[], i: number, before: Strength): { span: NameSpan; next: number } | undefined {
  const run: Word[] = [];
  for (let j = i; j < words.length && run.length < 3; j += 1) {
    const word = words[j] as Word;
    // कुमारी and देवी after a given name are part of it (बबीता कुमारी); before one, कुमारी is a title.
    const partOfName = run.length > 0 && (word.text === 'कुमारी' || word.text === 'देवी');
    if (word.script !== 'devanagari' || ((DEVANAGARI_STOP.has(word.text) || TITLES.has(word.text)) && !partOfName)) break;
    if (run.length > 0 && !joined(text, run[run.length - 1] as Word, word)) break;
    run.push(word);
  }
  if (run.length === 0) return undefined;
  // A festival or a scheme named after a person (गणेश चतुर्थी, उज्ज्वला योजना) names no one.
  const last = run[run.length - 1] as Word;
  const after12 = text.slice(last.end, last.end + 12);
  if (run.some((word) => OCCASION_WORD.test(word.text)) || NOT_A_PERSON_AFTER.test(after12) || DEVANAGARI_PLACE_AFTER.test(after12))
    return undefined;
  const roles = run.map(devanagariRole);
  const after = text.slice(last.end, last.end + 12);
  const anchors = roles.filter(isAnchor).length;
  const strength: Strength = STRONG_AFTER.test(after) && anchors >= 1 ? 'strong' : before;
  // Without a sign, every word must be on the name lists (राहुल शर्मा): Hindi nouns read like names too (समय, राशन).
  const isName = strength === 'strong' || (strength === 'weak' ? anchors >= 1 : run.length >= 2 && anchors === run.length);
  return isName ? { span: { start: (run[0] as Word).start, end: last.end }, next: i + run.length } : undefined;
}

// A bank statement's narration: channel, references and the other party's name between slashes or dashes
// (IMPS/P2A/404887466027/BHAVIN/STATE/XXXXXXX2129/NA, NEFT CR-BKID0005341-SABA ZAIDI-N677252365980124).
const NARRATION = /^\s*(?:IMPS|NEFT|RTGS|UPI|ACH|NACH|MMT|INB|BIL|POS)\b/i;
const NARRATION_WORDS = new Set(
  'imps neft rtgs upi ach nach mmt inb bil pos cr dr p2a p2m na payment pay paid transfer trf from to by bank state self'.split(' '),
);

/** The other party's name in a bank statement's narration: a segment of letters whose words read as names. */
function narrationNames(text: string): NameSpan[] {
  if (!NARRATION.test(text)) return [];
  const found: NameSpan[] = [];
  for (const match of text.matchAll(/[^/\-]+/g)) {
    const segment = match[0].trim();
    if (!/^[\p{L} .]{3,60}$/u.test(segment)) continue;
    const words = segment.split(/[\s.]+/).filter(Boolean);
    if (words.some((word) => NARRATION_WORDS.has(word.toLowerCase()) || (/^[A-Z]{4}$/.test(word) && !isNameListWord(word)))) continue;
    const roles = words.map((word) => roleOf({ text: word, start: 0, end: word.length, script: 'latin' }));
    if (roles.some((role) => role === 'word') || !roles.some((role) => isAnchor(role) || role === 'indic')) continue;
    const start = match.index + match[0].indexOf(segment);
    found.push({ start, end: start + segment.length });
  }
  return found;
}

/**
 * The names of people in free text, by the lexicon of Indian given names and surnames (Devanagari names through their
 * Latin spellings) and by context: titles (Mr, Smt, Shri, Dr, श्री), words that introduce a name ("my name is",
 * "called", "spoke to", "name:", "s/o", "@", relatives), words after one ("ji", "sir", "ne bola", "ka number"),
 * initials ("R. K. Sharma"), Title case, UPPER case, and lower case after such words or when every word is a name; a
 * run followed by a business or place word ("Sharma Traders", "Banjara Hills") is not a person.
 */
export function findNames(text: string): NameSpan[] {
  const narration = narrationNames(text);
  if (narration.length > 0) return narration;
  return withListMates(text, findNamesIn(text));
}

// A list: people joined by commas, "and", "&", " / " (Hinglish "aur").
const JOIN_AFTER = /^(?:\s*,\s*(?:and\s+)?|\s+(?:and|&|aur)\s+|\s+\/\s+)((?:\p{Lu}[\p{L}\p{M}'’.-]*)(?:\s\p{Lu}[\p{L}\p{M}'’.-]*){0,2})/u;
const JOIN_BEFORE = /((?:\p{Lu}[\p{L}\p{M}'’.-]*)(?:\s\p{Lu}[\p{L}\p{M}'’.-]*){0,2})(?:\s*,\s*|\s+(?:and|&|aur)\s+|\s+\/\s+)$/u;

/** Whether capitalised words can be a name beside a name in a list: none a common word, a place or a business. */
function listMate(words: string): boolean {
  const parts = words.split(/\s+/).map((part) => part.replace(/\.$/, ''));
  // A capital letter alone after a comma is a pronoun or an initial ("Thanks Asha, I will"), not a second person.
  if (parts.every((part) => part.length < 2)) return false;
  return parts.every((part) => {
    const role = roleOfShaped({ text: part, start: 0, end: part.length, script: 'latin' }, shapeOf(part));
    return role !== 'word' && role !== 'place';
  });
}

/** The names found, with the others of each list they are in ("Parents Kulwant and Harpreet", "Ibungo and Tomba"). */
function withListMates(text: string, found: NameSpan[]): NameSpan[] {
  const spans = [...found];
  for (let k = 0; k < spans.length; k += 1) {
    const span = spans[k] as NameSpan;
    const taken = (start: number, end: number) => spans.some((other) => other.start < end && start < other.end);
    const after = JOIN_AFTER.exec(text.slice(span.end, span.end + 60));
    if (after && listMate(after[1] as string)) {
      const start = span.end + after[0].length - (after[1] as string).length;
      const end = span.end + after[0].length;
      if (!taken(start, end) && !NOT_A_PERSON_AFTER.test(text.slice(end, end + 30))) spans.push({ start, end });
    }
    const before = JOIN_BEFORE.exec(text.slice(Math.max(0, span.start - 60), span.start));
    // The word before "Love, Meera" or "Regards, Meera" is the sign that names her, not a second person.
    const sign = STRONG_BEFORE.test(text.slice(Math.max(0, span.start - 40), span.start));
    if (before && !sign && listMate(before[1] as string)) {
      const start = span.start - before[0].length;
      const end = start + (before[1] as string).length;
      if (!taken(start, end)) spans.push({ start, end });
    }
  }
  return spans.sort((a, b) => a.start - b.start);
}

function findNamesIn(text: string): NameSpan[] {
  const words = wordsOf(text);
  const found: NameSpan[] = [];
  let i = 0;
  while (i < words.length) {
    const first = words[i] as Word;
    const previous = words[i - 1];
    // A very well-known brand made of name words (Sagar Ratna): none of its words is a name.
    const brand = BRAND_NAME.exec(text.slice(first.start, first.start + 30));
    if (brand) {
      const end = first.start + brand[0].length;
      while (i < words.length && (words[i] as Word).start < end) i += 1;
      continue;
    }
    const capitalised =
      first.script === 'devanagari' || (first.script === 'latin' && (shape(first) !== 'lower' || nameWord(first.text) !== undefined));
    const context = text.slice(Math.max(0, first.start - 40), first.start);
    const titled =
      previous !== undefined &&
      TITLES.has(previous.text.replace(/\.$/, '').toLowerCase()) &&
      /^\.?\s{1,3}$/.test(text.slice(previous.end, first.start));
    // A lower-case word not on the name lists can start a name only after a strong sign ("mera naam krupa", "pt jithin").
    const strong = titled || (first.script === 'latin' && STRONG_BEFORE.test(context));
    if (!capitalised && !strong) {
      i += 1;
      continue;
    }
    const before: Strength = strong || STRONG_BEFORE.test(context) ? 'strong' : WEAK_BEFORE.test(context) ? 'weak' : 'none';
    // "Shivaji Chowk", "Balaji Temple", "Shivaji Maharaj Terminus": a place or a business named after one, not a person
    // with "ji" on.
    const thingAfter = NOT_A_PERSON_AFTER.test(text.slice(first.end, first.end + 40)) || tradeFollows(text, words, i + 1);
    const ji = first.script === 'latin' && !thingAfter ? jiName(first) : undefined;
    const name = ji
      ? { span: ji, next: i + 1 }
      : first.script === 'devanagari'
        ? devanagariName(text, words, i, before)
        : latinName(text, words, i, before);
    if (name) {
      // A possessive's 's and a "-ji" written on are no part of the name (Farida's side, Ravi Kiran-ji).
      const tail = /(?:['’]s|-(?:ji|jee))$/iu.exec(text.slice(name.span.start, name.span.end))?.[0].length ?? 0;
      found.push({ start: name.span.start, end: name.span.end - tail });
      i = name.next;
    } else i += 1;
  }
  return found;
}
