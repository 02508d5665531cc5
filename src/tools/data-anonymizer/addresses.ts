import { isPinCode, isPlace } from './lexicon';

/** A postal address (or part of one) found in text: where it is. */
export interface AddressSpan {
  start: number;
  end: number;
}

// Words that only addresses use: streets, localities, buildings, villages and their administrative units.
const ADDRESS_WORD =
  /(?<![\p{L}\p{M}])(?:road|rd|street|st|marg|path|lane|ln|gali|galli|cross|main|highway|hwy|nagar|colony|layout|sector|sec|phase|block|blk|apartments?|apts?|flats|society|soc|heights|residency|residences|enclave|vihar|puram|bagh|chowk|circle|tower|towers|complex|village|vill|vil|post|p\.?\s?o|tehsil|tahsil|taluka|taluk|tq|dist|district|mandal|mohalla|mohalla|ward|extension|extn|floor|wing|chawl|nivas|niwas|bhavan|bhawan|sadan|kunj|park|gardens?|estate|township|cantonment|cantt|bazaar|bazar|market|peth|wadi|halli|palli|pet|pada|gaon|ganj|pura|puri|abad|bypass|junction|stage|cooperative|housing|chs|near|opp|opposite|behind|beside|landmark|h\.?\s?no|flat|plot|door|house|quarters?|qtr|bungalow|villa|pin|pincode|गली|मोहल्ला|गांव|गाँव|ग्राम|पोस्ट|तहसील|जिला|ज़िला|नगर|कॉलोनी|सेक्टर|मकान)(?![\p{L}\p{M}])\.?/iu;
// Locality names end in these more often than not: Rajbagh, Indiranagar, Ghaziabad, Yeshwantpur.
const LOCALITY_SUFFIX =
  /\b\p{Lu}\p{Ll}+(?:nagar|pur|puram|abad|ganj|bagh|wadi|wada|halli|palli|pet|peth|pada|garh|gaon|kunj|vihar|pally|patti|kuppam|palayam|bad)\b/u;
const STATES =
  /\b(?:andhra pradesh|arunachal pradesh|assam|bihar|chhattisgarh|goa|gujarat|haryana|himachal pradesh|jharkhand|karnataka|kerala|madhya pradesh|maharashtra|manipur|meghalaya|mizoram|nagaland|odisha|orissa|punjab|rajasthan|sikkim|tamil nadu|telangana|tripura|uttar pradesh|uttarakhand|west bengal|delhi|jammu(?: and | & )kashmir|ladakh|puducherry|chandigarh|up|mp|ap|tn|wb|hp|uk|jk)\b/iu;
// A house, flat or plot number at a segment's start: "Flat 12", "H.No. 4-5-67", "B-204", "#17", "No. 3", "12/3".
const HOUSE =
  /^(?:(?:मकान|म\.?\s?नं|प्लॉट|फ्लैट|हाउस)\s*(?:नं\.?|नंबर|संख्या|न\.)?\s*\d+|(?:(?:house|h\.?\s?no|flat(?:\s?no)?|plot(?:\s?no)?|door(?:\s?no)?|d\.?\s?no|shop(?:\s?no)?|qtr|quarter|room(?:\s?no)?|bungalow|villa|unit|#|no)\.?\s*[:\-]?\s*)?[A-Z]{0,2}\s?[-/]?\s?\d{1,5}[A-Za-z]?(?:\s?[-/,]\s?\d{1,5}[A-Za-z]?){0,3}\b)/iu;
// Words that open an address: "address:", "resides at", "r/o", "deliver to", "पता".
const OPENER =
  /\b(?:address|addr|add|resides at|residing at|resident of|r\/o|living at|lives at|stays at|staying at|deliver(?:ed)? (?:it )?to|ship(?:ped)? to|send (?:it )?to|courier (?:it )?to|dispatch(?:ed)? to|pata|पता|located at|shifted to|moved to)\s*[:\-–]?\s*$/iu;
const OPENER_INSIDE =
  /(?<![\p{L}\p{M}])(?:address|addr|resides at|residing at|resident of|r\/o|living at|lives at|stays at|staying at|deliver(?:ed)? (?:it )?to|ship(?:ped)? to|send (?:it )?to|courier (?:it )?to|dispatch(?:ed)? to|pata|पता|located at|shifted to|moved to)(?![\p{L}\p{M}])\s*[:\-–]?\s*/iu;
const PIN = /(?<![\d-])[1-9]\d{2}\s?\d{3}(?![\d-])/gu;

type Marks = { street: boolean; place: boolean; pin: boolean; house: boolean; opened: boolean };
const marked = (m: Marks): boolean => m.street || m.place || m.pin || m.house;

/** Whether one comma-separated part of a text says it is part of an address, and how. */
function evidence(part: string): Marks {
  const words = part.trim();
  const opener = OPENER_INSIDE.exec(words);
  const afterOpener = opener ? words.slice(opener.index + opener[0].length) : undefined;
  const pins = [...words.matchAll(PIN)].some((match) => isPinCode(match[0].replace(/\s/g, '')));
  const place =
    LOCALITY_SUFFIX.test(words) ||
    STATES.test(words) ||
    words.split(/\s+/).some((_, i, list) =>
      [1, 2, 3].some(
        (n) =>
          i + n <= list.length &&
          isPlace(
            list
              .slice(i, i + n)
              .join(' ')
              .replace(/[^\p{L} ]/gu, ''),
          ),
      ),
    );
  const house = (HOUSE.test(words) && words.length <= 40) || (afterOpener !== undefined && HOUSE.test(afterOpener.trim()));
  return { street: ADDRESS_WORD.test(words), place, pin: pins, house, opened: opener !== null };
}

interface Part {
  start: number;
  end: number;
  text: string;
}

/** A text cut at commas, semicolons and line ends, each part with where it is. */
function partsOf(text: string): Part[] {
  const parts: Part[] = [];
  let start = 0;
  for (const match of text.matchAll(/[,;\n]|(?<=\S)\.\s+(?=\p{Lu}\p{Ll})/gu)) {
    parts.push({ start, end: match.index, text: text.slice(start, match.index) });
    start = match.index + match[0].length;
  }
  parts.push({ start, end: text.length, text: text.slice(start) });
  return parts;
}

/** Where the address begins inside its first part: after an opener, at a house number, or at its Title-case words. */
function startIn(part: Part, text: string): number {
  const local = part.text;
  for (let i = 0; i < local.length; i += 1) {
    const inWord = i > 0 && /[\p{L}\p{M}]/u.test(local[i - 1] as string);
    if (inWord || !/[\p{L}\p{N}#]/u.test(local[i] as string)) continue;
    if (OPENER.test(text.slice(Math.max(0, part.start + i - 40), part.start + i))) return part.start + i;
  }
  const house =
    /(?:^|\s)((?:(?:house|h\.?\s?no|flat|plot|door|d\.?\s?no|shop|qtr|quarter|room|bungalow|villa|#|no)\.?\s*[:\-]?\s*)?[A-Z]{0,2}\s?[-/]?\d{1,5}[A-Za-z]?(?:[-/]\d{1,5}[A-Za-z]?)*)\b/i.exec(
      local,
    );
  const words = /(?:^|\s)((?:[\p{Lu}\d\u0900-\u097F][\p{L}\p{M}\d.'-]*\s*)+)$/u.exec(local.trimEnd());
  const at = Math.min(
    house ? house.index + house[0].indexOf(house[1] as string) : Infinity,
    words ? words.index + words[0].indexOf(words[1] as string) : Infinity,
  );
  return part.start + (Number.isFinite(at) ? at : local.length - local.trimStart().length);
}

/** Where the address ends inside its last part: after its PIN code, or after its last Title-case or address word. */
function endIn(part: Part): number {
  const pins = [...part.text.matchAll(PIN)].filter((match) => isPinCode(match[0].replace(/\s/g, '')));
  const pin = pins[pins.length - 1];
  if (pin) return part.start + pin.index + pin[0].length;
  const words =
    /^\s*((?:[\p{Lu}\d#\u0900-\u097F][\p{L}\p{M}\d.'/-]*|(?:road|rd|street|nagar|colony|layout|sector|lane|marg|village|post|dist)\b\.?)(?:\s+(?:[\p{Lu}\d][\p{L}\p{M}\d.'/-]*|road|rd|street|nagar|colony|layout|sector|lane|marg|no\.?|east|west|north|south))*)/iu.exec(
      part.text,
    );
  const kept = words?.[1]?.replace(/[.\s]+$/, '') ?? part.text.trimEnd();
  return part.start + (words ? part.text.indexOf(kept) + kept.length : part.text.trimEnd().length);
}

/**
 * Postal addresses in free text: runs of comma-separated parts that each carry an address's marks (a house, flat or
 * plot number, a street or locality word, a place India Post names, a state, a PIN code India Post has issued), that
 * begin with a house number or after "address:", "deliver to", "r/o", "पता" and the like, or end with a PIN code.
 */
export function findAddresses(text: string): AddressSpan[] {
  const parts = partsOf(text);
  const marks = parts.map((part) => evidence(part.text));
  // A short part of Title-case words between two marked parts is a locality the lexicon does not know ("Baner").
  const bridge = (k: number): boolean =>
    k + 1 < parts.length &&
    marked(marks[k + 1] as Marks) &&
    /^\s*(?:[\p{Lu}\u0900-\u097F][\p{L}\p{M}.'-]*\s*){1,3}$/u.test((parts[k] as Part).text);
  const found: AddressSpan[] = [];
  let i = 0;
  while (i < parts.length) {
    if (!marked(marks[i] as Marks)) {
      i += 1;
      continue;
    }
    let j = i;
    while (j + 1 < parts.length && !(marks[j] as Marks).pin && (marked(marks[j + 1] as Marks) || bridge(j + 1))) j += 1;
    const run = marks.slice(i, j + 1);
    const first = parts[i] as Part;
    const opened = (marks[i] as Marks).opened || OPENER.test(text.slice(Math.max(0, first.start - 40), first.start));
    const streets = run.filter((m) => m.street).length;
    const places = run.filter((m) => m.place).length;
    const house = run.some((m) => m.house);
    const pin = run.some((m) => m.pin);
    const enough =
      (pin && run.length >= 2) ||
      (house && streets + places >= 1 && run.length >= 2) ||
      (opened && streets + places + (pin ? 1 : 0) + (house ? 1 : 0) >= 1) ||
      streets + places >= 3;
    if (enough) {
      const start = startIn(first, text);
      const end = endIn(parts[j] as Part);
      if (end > start) found.push({ start, end });
    }
    i = j + 1;
  }
  return found;
}
