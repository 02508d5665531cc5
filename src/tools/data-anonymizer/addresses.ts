import { isPinCode, isPlace } from './lexicon';
import { isBusinessName } from './names';
import { HOME_UNIT, isBusinessAddress } from './business-addresses';
import { findHomes } from './homes';
import { findHouseRuns, startsProse } from './house-runs';
import { ADDRESS_WORD_ALONE, ADDRESS_WORDS, LOCALITY_SUFFIX, ORGANISATION, PIN, STATES } from './address-words';

/** A postal address (or part of one) found in text: where it is, and whether it is a business's, not a home. */
export interface AddressSpan {
  start: number;
  end: number;
  business?: true;
}

const NOT_LETTER_BEFORE = '(?<![\\p{L}\\p{M}])';
const NOT_LETTER_AFTER = '(?![\\p{L}\\p{M}])';
const ADDRESS_WORD = new RegExp(`${NOT_LETTER_BEFORE}(?:${ADDRESS_WORDS})${NOT_LETTER_AFTER}\\.?`, 'iu');
// A block's letters before the number (B-204, C 12), which the case-blind flag lets match a small word ("to 39/14").
const HOUSE_NUMBER =
  '(?:#\\s?)?(?!(?:to|at|in|on|of|is|by|me|se|ko|pe|ke)\\s)[A-Z]{0,2}\\s?[-/]?\\s?\\d{1,5}[A-Za-z]?(?:\\s?[-/]\\s?\\d{1,5}[A-Za-z]?){0,3}';
const HOUSE_WORDS =
  'house(?:\\s?no)?|h\\.?\\s?no|flat(?:\\s?no)?|plot(?:\\s?no)?|door(?:\\s?no)?|d\\.?\\s?no|shop(?:\\s?no)?|qtr(?:\\s?no)?|quarter(?:\\s?no)?|room(?:\\s?no)?|bungalow(?:\\s?no)?|villa(?:\\s?no)?|unit(?:\\s?no)?|apt|no';
// A house, flat or plot number at a part's start: "Flat 12", "H.No. 4-5-67", "B-204", "#17", "No. 3", "12/3".
const HOUSE = new RegExp(
  `^(?:(?:मकान|म\\.?\\s?नं|प्लॉट|फ्लैट|हाउस)\\s*(?:नं\\.?|नंबर|संख्या|न\\.)?\\s*\\d+|(?:(?:${HOUSE_WORDS})\\.?\\s*[:\\-]?\\s*)?${HOUSE_NUMBER}\\b)`,
  'iu',
);
// A house number ending a part ("Visited 1810", "deliver to B-204", "(A-6", "डिलीवरी फ्लैट 101"), which the next
// parts may show to be an address's.
const HOUSE_AT_END = new RegExp(
  `(?:^|[\\s(])((?:(?:मकान|फ्लैट|प्लॉट|हाउस)\\s*(?:नं\\.?|नंबर)?\\s*\\d+)|(?:(?:${HOUSE_WORDS})\\.?\\s*[:\\-]?\\s*)?${HOUSE_NUMBER})\\s*$`,
  'iu',
);
const OPENER_WORDS =
  'address(?:\\s+is)?|addr|resides at|residing at|resident of|r\\/o|living at|living in|lives at|lives in|live in|live at|at home in|stays near|stays at|stays in|stay at|stay in|staying at|staying in|based in|at home|घर|(?:deliver(?:ed)?|ship(?:ped)?|send|sent|courier(?:ed)?|dispatch(?:ed)?)(?: (?:it|them|the \\w+|this|my \\w+|his \\w+|her \\w+))? to|home|pata|पता|ghar|located at|shifted to|moved to|landmark';
// Words that open an address: "address:", "resides at", "r/o", "deliver to", "पता".
const OPENER = new RegExp(`${NOT_LETTER_BEFORE}(?:${OPENER_WORDS})${NOT_LETTER_AFTER}\\s*[:\\-–]?\\s*$`, 'iu');
const OPENER_INSIDE = new RegExp(`${NOT_LETTER_BEFORE}(?:${OPENER_WORDS})${NOT_LETTER_AFTER}\\s*[:\\-–]?\\s*`, 'iu');
const PIN_AFTER_PLACE = /(?:pin(?:\s?code)?\s*[:\-–]?\s*|[\p{L}.]\s*[-–:]?\s*)[1-9]\d{2}\s?\d{3}\s*\.?$/iu;

type Marks = {
  street: boolean;
  place: boolean;
  pin: boolean;
  house: boolean;
  houseAtEnd: boolean;
  opened: boolean;
  prose: boolean;
  saidIs: boolean;
};
const marked = (m: Marks): boolean => m.street || m.place || m.pin || m.house;

/** Whether a value made of English words is still an address: it names a street, a landmark or a building (Behind Post Office). */
export const hasAddressWord = (value: string): boolean => ADDRESS_WORD.test(value);

/** Whether one comma-separated part of a text says it is part of an address, and how. */
function evidence(part: string): Marks {
  const words = part.trim();
  const opener = OPENER_INSIDE.exec(words);
  const afterOpener = opener ? words.slice(opener.index + opener[0].length) : undefined;
  const pin =
    [...words.matchAll(PIN)].some(
      (match) =>
        isPinCode(match[0].replace(/\s/g, '')) &&
        !RECORD_BEFORE.test(words.slice(Math.max(0, match.index - 40), match.index)) &&
        !CODE_BEFORE.test(words.slice(Math.max(0, match.index - 8), match.index)),
    ) || PIN_AFTER_PLACE.test(words);
  const list = words
    .replace(/[^\p{L}\p{M} ]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
  // A place alone marks a short part ("Baner", "Navi Mumbai 400703"), not a sentence that happens to name one.
  const place =
    list.length <= 4 &&
    !isBusinessName(words) &&
    (LOCALITY_SUFFIX.test(words) ||
      STATES.test(words) ||
      list.some((_, i) => [1, 2, 3].some((n) => i + n <= list.length && isPlace(list.slice(i, i + n).join(' ')))));
  const house = (HOUSE.test(words) && words.length <= 40) || (afterOpener !== undefined && HOUSE.test(afterOpener.trim()));
  // Or a part that starts with a place and runs on in prose ("Patamata when the payment was made").
  const leading = /^(\p{Lu}[\p{L}\p{M}]+(?:\s\p{Lu}[\p{L}\p{M}]+){0,2})/u.exec(words)?.[1];
  // A shop named after a town or a god (Tirupati Balaji Caterers) is no place.
  const leadingWords = leading?.split(' ') ?? [];
  const leadingPlace =
    leading !== undefined &&
    ([1, 2, 3].some((n) => n <= leadingWords.length && isPlace(leadingWords.slice(0, n).join(' '))) || LOCALITY_SUFFIX.test(leading)) &&
    !isBusinessName(leading);
  // A place right after the opener ("ghar Kothrud mein hai").
  const openedAt =
    afterOpener === undefined ? undefined : /^\s*(\p{Lu}[\p{L}\p{M}]+(?:\s\p{Lu}[\p{L}\p{M}]+){0,2})/u.exec(afterOpener)?.[1];
  const placeOpened = openedAt !== undefined && isPlace(openedAt);
  // A part that starts with capitalised words and runs on in lower-case prose ("Jaipur when the bill was paid at")
  // ends an address: what follows it is no part of the same one.
  // ... with its PIN code between ("Thrissur 680015 pe bhej do").
  const rest = leading === undefined ? '' : words.slice(leading.length).replace(/^\s*[-–]?\s*[1-9]\d{2}\s?\d{3}(?!\d)/u, '');
  const prose = leading !== undefined && PROSE_AFTER.test(rest);
  return {
    street: ADDRESS_WORD.test(words),
    place: place || leadingPlace || placeOpened,
    pin: pin && !RECORD_BEFORE.test(words.slice(-50).replace(PIN_TAIL, '')),
    house,
    houseAtEnd: HOUSE_AT_END.test(words),
    opened: opener !== null,
    prose,
    // A place then a Hinglish verb ("ghar Kothrud mein hai, behind ... wali dukaan"): the sentence about it ends there.
    saidIs: HINGLISH_IS.test(words),
  };
}

// Two lower-case words that are no address's words (no street, landmark or connector): prose.
const PROSE_AFTER = new RegExp(
  `^\\s+(?!(?:${ADDRESS_WORDS}|no|to|of|the|and)\\b)\\p{Ll}+\\s+(?!(?:${ADDRESS_WORDS}|no)\\b)\\p{Ll}+\\b`,
  'u',
);
const HINGLISH_IS = /(?<![\p{L}])(?:mein|me|main|pe|par)\s+(?:hai|hain|tha|thi|the|hoon|hu)(?![\p{L}])/iu;
// A six-digit number after a record's word is that record's number (Bill no. 560034), not a PIN code.
const RECORD_BEFORE =
  /(?<![\p{L}])(?:bill|invoice|inv|receipt|rcpt|order|ref|reference|txn|transaction|ticket|token|challan|policy|claim|folio|docket|awb|utr|otp|id)\.?\s*(?:no\.?|number|num|#)?\s*[:.\-]?\s*$/iu;
// Six digits after a code's capitals ("TKT-669527", "OD669527") are the code's number, not a PIN code.
const CODE_BEFORE = /(?:^|[^\p{L}])\p{Lu}{2,6}[-#]?$/u;
const PIN_TAIL = /[1-9]\d{2}\s?\d{3}\s*\.?$/u;

const LANDMARK = /(?<![\p{L}])(?:near|nr|opp|opposite|behind|beside|next to|landmark|above|below|in front of)(?![\p{L}])/iu;
const organisation = (part: string): boolean => {
  const opener = OPENER_INSIDE.exec(part);
  const words = opener ? part.slice(opener.index + opener[0].length) : part;
  return ORGANISATION.test(words) && !LANDMARK.test(words) && !HOUSE.test(words.trim());
};

const MONTH_DAY = /(?<![\p{L}])(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d{1,2}(?:st|nd|rd|th)?\s*$/iu;
const TIME_AT_START = /^\s*\d{1,2}[:.]\d{2}(?!\d)/u;
const TIME_AT_END = /\d{1,2}[:.]\d{2}\s*(?:am|pm|hrs)?\]?\s*$/iu;

interface Part {
  start: number;
  end: number;
  text: string;
  /** The part ends a sentence (a full stop before a capitalised word). */
  sentenceEnd?: true;
}

// Where a text's parts end: commas (not between digits), semicolons, line ends, a dash before lower case, and sentence
// ends, but not the dot of an abbreviation an address uses ("opp. Water Tank", "Dist. Nashik", "Govt. School"); and,
// ending the sentence too, a pipe between fields ("Ghar: … | Dukaan: …") and a bracket opening on prose ("(earlier we …").
const SEPARATOR =
  /(?<!\d),|,(?!\d)|[;\n]|(?<=\S)(?<!(?:^|[^\p{L}])(?:[Oo]pp|[Nn]r|[Nn]o|[Rr]d|[Ss]t|[Gg]ovt|[Ss]ec|[Dd]ist|[Vv]ill?|[Pp]o|[Pp]s|[Tt]eh|[Tt]q|[Bb]ldg|[Bb]lk|[Aa]pts?|[Ee]xtn|[Mm]kt|[Cc]ol))\.\s+(?=\p{Lu}\p{Ll})|(?<!\s)\s+-\s+(?=\p{Ll})|\s+\|\s+|\s+\((?=\p{Ll})/gu;

/** A text cut at commas (not between digits: ₹6,488.75), semicolons, line ends and sentence ends. */
function partsOf(text: string): Part[] {
  const parts: Part[] = [];
  let start = 0;
  for (const match of text.matchAll(SEPARATOR)) {
    const part: Part = { start, end: match.index, text: text.slice(start, match.index) };
    if (/^[.\s]*[.|(]/.test(match[0])) part.sentenceEnd = true;
    parts.push(part);
    start = match.index + match[0].length;
  }
  parts.push({ start, end: text.length, text: text.slice(start) });
  return parts;
}

// Words an address does not start with, though an opener may stand before them ("address is", "deliver it to").
const NOT_A_START = /^(?:is|are|was|hai|to|at|of|in|ka|ki|ke|se|it)\b/i;

/**
 * Where an address begins after its opener: past the lower-case words of a sentence ("Address updated to Flat 4",
 * "address note karo: P-12"), when a capitalised word or a number follows them; at a house, street or landmark word.
 */
function afterProse(local: string, from: number): number {
  let at = from;
  // A few words at most (a verb and its particles): the cost stays linear in a part however long.
  for (let skipped = 0; skipped < 6; skipped += 1) {
    const rest = local.slice(at);
    const word = /^(\p{Ll}+)[\s:,.\-–]+/u.exec(rest);
    if (!word || HOUSE.test(rest) || ADDRESS_WORD_ALONE.test(word[1] as string)) return at;
    if (!/[\p{Lu}\d]/u.test(rest.slice(word[0].length))) return at;
    at += word[0].length;
  }
  return from;
}

/** Where the address begins inside its first part: after an opener, at a house number, or at its Title-case words. */
function startIn(part: Part, text: string): number {
  const local = part.text;
  if (HOUSE.test(local.trim()) && !OPENER_INSIDE.test(local)) return part.start + (local.length - local.trimStart().length);
  for (let i = 0; i < local.length; i += 1) {
    const inWord = i > 0 && /[\p{L}\p{M}]/u.test(local[i - 1] as string);
    if (inWord || !/[\p{L}\p{N}#]/u.test(local[i] as string) || NOT_A_START.test(local.slice(i))) continue;
    if (OPENER.test(text.slice(Math.max(0, part.start + i - 40), part.start + i))) return part.start + afterProse(local, i);
  }
  const house =
    HOUSE_AT_END.exec(local.trimEnd()) ??
    new RegExp(`(?:^|\\s)((?:(?:${HOUSE_WORDS})\\.?\\s*[:\\-]?\\s*)?${HOUSE_NUMBER})\\b`, 'iu').exec(local);
  if (house) return part.start + house.index + house[0].indexOf(house[1] as string);
  const words = /(?:^|\s)((?:[\p{Lu}\d\u0900-\u097F][\p{L}\p{M}\d.'-]*\s*)+)$/u.exec(local.trimEnd());
  return part.start + (words ? words.index + words[0].indexOf(words[1] as string) : local.length - local.trimStart().length);
}

const CAPITALISED = /^[\p{Lu}\d#\u0900-\u097F]/u;
const CONNECTOR = /^(?:to|of|the|and|&|near|opp|behind|beside|next|ke|ka|ki|paas)$/i;

/** Where the address ends inside its last part: after its PIN code, or after its last Title-case or address word. */
function endIn(part: Part, from = part.start): number {
  const pins = [...part.text.matchAll(PIN)].filter(
    (match) => !CODE_BEFORE.test(part.text.slice(Math.max(0, match.index - 8), match.index)),
  );
  const pin = pins[pins.length - 1];
  if (pin && (isPinCode(pin[0].replace(/\s/g, '')) || PIN_AFTER_PLACE.test(part.text.slice(0, pin.index + pin[0].length)))) {
    return part.start + pin.index + pin[0].length;
  }
  // The words from the part's start (or the address's, when it starts inside the part) while they are capitalised,
  // numbers or address words ("Navi Mumbai after 7pm", "ghar Rajpur Road mein hai").
  const skip = Math.max(0, from - part.start);
  let end = skip + part.text.slice(skip).length - part.text.slice(skip).trimStart().length;
  const words = [...part.text.slice(skip).matchAll(/\S+/g)].map((match) => Object.assign(match, { index: match.index + skip }));
  for (const [k, match] of words.entries()) {
    const word = match[0].replace(/[.,:;]+$/, '');
    // Small words join two capitalised ones ("Next to Apollo Pharmacy", "Gate of the Fort").
    const joining = CONNECTOR.test(word) && CAPITALISED.test(words[k + 1]?.[0] ?? '');
    if (!(CAPITALISED.test(word) || ADDRESS_WORD_ALONE.test(word) || joining)) break;
    // Capitalised words running into prose after the address ("... Rajouri Garden Call before coming") are no part of it.
    if (k > 0 && !ADDRESS_WORD_ALONE.test(word) && startsProse(words, k)) break;
    end = match.index + word.length;
  }
  return part.start + end;
}

// The premises named just before an address, set off by a comma or a colon ("at Ekart Pickup Point, Sector 63, ...",
// "Registered Office: 7, Park Street"): after a preposition or the start of a clause, at most 60 characters, with at
// most a few words of the address's first part after it (its start may be its number: "Sector 63").
const PREMISES_BEFORE = /(?:^|[;(\n.]|(?<![\p{L}])(?:at|from|to|in|with|via|of|by)\s)\s*([^,;:(\n]{2,60}?)\s*[,:][^,;:(\n]{0,30}$/iu;

/** Where the premises named just before an address start, if it names any (to tell a business's from a home). */
function premisesStart(text: string, start: number): number | undefined {
  const from = Math.max(0, start - 80);
  const match = PREMISES_BEFORE.exec(text.slice(from, start));
  if (!match) return undefined;
  // After the last preposition only ("from SHALINI MISHRA deposited at HDFC Bank": "HDFC Bank").
  const premises = match[1] as string;
  const last = [...premises.matchAll(/(?<![\p{L}])(?:at|from|to|in|with|via|of|by)\s+/giu)].pop();
  const skip = last ? last.index + last[0].length : 0;
  return from + match.index + match[0].indexOf(premises) + skip;
}

/** Whether a part's opener comes after its PIN code ("New Delhi 110053 ghar pe koi nahi"): it opens no new address. */
function openedAfterPin(part: string): boolean {
  const opener = OPENER_INSIDE.exec(part);
  const pin = [...part.matchAll(PIN)].find((match) => isPinCode(match[0].replace(/\s/g, '')));
  return opener !== null && pin !== undefined && pin.index < opener.index;
}

// The openers, and a drop's ("Pickup from <shop> and drop at <home>"), which elsewhere the house runs read.
const HOME_OPENER = new RegExp(
  `${NOT_LETTER_BEFORE}(?:${OPENER_WORDS}|drop(?:ped)? (?:it )?(?:at|to))${NOT_LETTER_AFTER}\\s*[:\\-–]?\\s*`,
  'giu',
);
// A home's unit at the start of what an opener introduces ("… and drop at Room No. 37 …", "अब घर मकान नं. 279 …").
const HOME_UNIT_START = /^(?:flat|house|h\.?\s?no|room|door|d\.?\s?no|qtr|quarter|villa|bungalow|#\s?\d|मकान|फ्लैट|हाउस|म\.?\s?नं)/iu;

/**
 * A business's address run on by an opener into a home's ("Ekart Pickup Point, Thane and drop at Room No. 37 …",
 * "Apollo Hospital, Bengaluru, now at home H.No. 12-2-157 …"): the business's part left in clear, the home's read as an
 * address of its own (masked unless it too is a business's). Without a home's unit after an opener, one business span.
 */
function businessThenHome(text: string, from: number, start: number, end: number): AddressSpan[] {
  const run = text.slice(start, end);
  let cut: { at: number; home: number } | undefined;
  for (const match of run.matchAll(HOME_OPENER)) {
    const home = match.index + match[0].length;
    if (match.index > 0 && HOME_UNIT_START.test(run.slice(home))) cut = { at: match.index, home };
  }
  if (cut === undefined || isBusinessAddress(run.slice(cut.home))) return [{ start: from, end, business: true }];
  const businessEnd = start + run.slice(0, cut.at).replace(/[\s,;:.\-–]*(?:and|aur|then|now|but)?[\s,;:.\-–]*$/iu, '').length;
  return [
    { start: from, end: businessEnd, business: true },
    { start: start + cut.home, end },
  ];
}

// "Team lunch at Udupi Krishna Bhavan, MG Road", "dinner @ Sri Sagar Bhavan": a meal out is at an eatery, whose
// name may hold a home's word (Bhavan, Sadan, Mahal); a home's number first ("dinner at Flat 4, …") is still a home.
const MEAL_AT =
  /(?:^|[^\p{L}])(?:lunch|dinner|breakfast|brunch|tiffin|meals?|snacks|coffee|chai|tea|treat|dine|dined|dining|eat|ate|khana|nashta)\s+(?:at|@|in)\s*$/iu;
const eateryAt = (text: string, start: number, first: string): boolean =>
  MEAL_AT.test(text.slice(Math.max(0, start - 30), start)) && !/\d/.test(first) && !HOME_UNIT.test(first.trim());

/**
 * Postal addresses in free text: runs of comma-separated parts that each carry an address's marks (a house, flat or
 * plot number, a street, locality or landmark word, a place India Post names, a state, a PIN code), that begin with a
 * house number or after "address:", "deliver to", "lives in", "r/o", "पता" and the like, or end with a PIN code.
 */
export function findAddresses(text: string): AddressSpan[] {
  const parts = partsOf(text);
  const marks = parts.map((part) => evidence(part.text));
  // A date's day and year are no house numbers ("card final: August 13, 2025, Sector 12"); nor is a clock's time.
  for (const [k, part] of parts.entries()) {
    const mark = marks[k] as Marks;
    if (MONTH_DAY.test(part.text) || TIME_AT_END.test(part.text)) mark.houseAtEnd = false;
    // A clock's time is no house number ("4:15 PM ke baad").
    if (TIME_AT_START.test(part.text)) mark.house = false;
    if (k > 0 && MONTH_DAY.test((parts[k - 1] as Part).text) && /^\s*(?:19|20)\d{2}\b/.test(part.text)) {
      mark.house = false;
      mark.houseAtEnd = false;
    }
  }
  // A short part of Title-case words between two marked parts is a locality the lexicon does not know ("Baner").
  const bridge = (k: number): boolean =>
    k + 1 < parts.length &&
    marked(marks[k + 1] as Marks) &&
    /^\s*(?:[\p{Lu}\u0900-\u097F][\p{L}\p{M}.'-]*\s*){1,3}$/u.test((parts[k] as Part).text);
  const found: AddressSpan[] = [];
  let i = 0;
  while (i < parts.length) {
    // A part ending in a house number starts an address when the next part is marked ("Visited 1810, Brigade Gateway").
    const startsAtEnd = (marks[i] as Marks).houseAtEnd && i + 1 < parts.length && (marked(marks[i + 1] as Marks) || bridge(i + 1));
    if (!marked(marks[i] as Marks) && !startsAtEnd && !(marks[i] as Marks).opened) {
      i += 1;
      continue;
    }
    let j = i;
    // A sentence's end ends an address too ("... Behala 700034. Apollo Clinic, Baner Road" names a clinic next).
    const ends = (k: number): boolean =>
      (marks[k] as Marks).pin ||
      (marks[k] as Marks).saidIs ||
      (k > i && (marks[k] as Marks).prose) ||
      (parts[k] as Part).sentenceEnd === true;
    while (j + 1 < parts.length && !ends(j) && (marked(marks[j + 1] as Marks) || bridge(j + 1))) j += 1;
    // "Address changed. New address: Flat 4, ...": the address starts after the last opener in the run.
    let from = i;
    for (let k = i + 1; k <= j; k += 1) if ((marks[k] as Marks).opened && !openedAfterPin((parts[k] as Part).text)) from = k;
    // A part that ends with its opener ("Verified Anoop at home, Qtr No. 116/A, ..."): the address is in the parts after it.
    if (from < j && OPENER.test((parts[from] as Part).text)) from += 1;
    const run = marks.slice(from, j + 1);
    const first = parts[from] as Part;
    const opened = (marks[from] as Marks).opened || OPENER.test(text.slice(Math.max(0, first.start - 40), first.start));
    const streets = run.filter((m) => m.street).length;
    const places = run.filter((m) => m.place).length;
    const house = run.some((m) => m.house) || (startsAtEnd && from === i);
    const pin = run.some((m) => m.pin);
    const enough =
      (pin && (run.length >= 2 || places >= 1)) ||
      (house && streets + places >= 1 && run.length >= 2) ||
      (opened && streets + places + (pin ? 1 : 0) + (house ? 1 : 0) >= 1) ||
      streets + places >= 3;
    if (enough && !organisation(first.text)) {
      const start = startIn(first, text);
      const end = endIn(parts[j] as Part, j === from ? start : undefined);
      // A shop's, an office's, a hub's or a branch's address (a shop or office number, a mall, an IT park, a hub, a
      // branch, a firm's name first) is no one's home: left in clear, and its cell named in a warning by the caller,
      // since a one-person shop's may be its owner's home.
      // With its premises' name, which is a business's too ("Ekart Pickup Point", "Delhivery Hub"), not a person's.
      const premises = premisesStart(text, start);
      const named =
        premises === undefined
          ? text.slice(start, end)
          : `${text.slice(premises, start).replace(/[\s,:]+$/, '')}, ${text.slice(start, end)}`;
      if (end > start && (isBusinessAddress(named) || eateryAt(text, start, first.text)))
        found.push(...businessThenHome(text, premises ?? start, start, end));
      else if (end > start) found.push({ start, end });
    }
    i = j + 1;
  }
  return [...found, ...findHouseRuns(text), ...findHomes(text)];
}
