/**
 * What the words around a field's name say of it: its type (`(string, uuid)`, `*datetime*`, "— uri, optional", "a
 * count", "so a decimal", "a `checked_in` flag"), whether it is optional ("optional", "defaults to 10", "leave it out
 * to …", "only present when …", "if the user wants") or required ("required", "mandatory", a bold **required**), its
 * values ("one of `a`, `b`", "`PAN`, `AADHAAR` or `PASSPORT`", "either UPI or NETBANKING", `a | b`, `mild/medium/hot`),
 * its default and, from a bare number given as the example ("e.g. 4999"), a number type.
 */
import { exampleSchema, onlyTypePhrase, typePhrase, type Schema } from './types';

export interface Hints {
  schema?: Schema;
  optional?: boolean;
  /** The text names values but no field reads them ("(money)"): why, for a warning. */
  problem?: string;
  /** The field is sent in the query string ("(query, string, optional)"). */
  inQuery?: boolean;
  /** The field is a path parameter ("(path, required)"). */
  inPath?: boolean;
}

const OPTIONAL =
  /\b(?:optional(?:ly)?|not\s+required|defaults?\s+to|default\s*[:=]?\s*\S|leave\s+(?:it\s+|this\s+)?out|(?:can|may)\s+be\s+(?:omitted|left\s+out|empty|null|absent)|if\s+omitted|omit(?:ted)?\s+(?:it\s+)?to|only\s+(?:present|set|sent|returned|included|once|there)|not\s+(?:present|sent|returned|included|set|filled)\s+(?:until|unless|when|if|before|for)|only\s+(?:needed|required|used)\s+(?:if|when|for|once|after)|only\s+(?:when|if|for)\b|present\s+only|if\s+any|when\s+(?:available|known|set)|nullable|(?:or\s+)?null\s+(?:until|when|if|unless|before|for)|or\s+null|absent|omitted|(?:is\s+|are\s+)?left\s+out|missing\s+(?:when|while|if|for|on|unless|until|in)|(?:can|may)\s+be\s+(?:skipped|missing))\b/i;
const REQUIRED = /\b(?:required|mandatory|must\s+be\s+(?:sent|given|provided|present|set))\b/i;
// Words after a value list that end it: "`front` or `back`, required".
// "n/a", "1/2-1/2": a slash inside a value, where commas or "or" part the values.
const VALUE = String.raw`(?:\x60[^\x60]{1,40}\x60|"[^"]{1,40}"|'[^']{1,40}'|[A-Za-z0-9_.+-]{1,40}(?:\/[A-Za-z0-9_.+-]{1,40})*)`;
// "optional and is `english`, `hindi` or `kannada`": after a flag, "and is" leads the values too.
const ENUM_LEAD = String.raw`(?:\band\s+(?:is|takes|accepts)|\b(?:which|that)\s+(?:is|are)(?:\s+one\s+of)?|\b(?:allowed|possible|valid|accepted|supported)\s+(?:enum\s+)?values\s*(?:are|:)?|\bone\s+of|\bcan\s+be|\bmust\s+be(?:\s+either)?|\bis\s+either|\beither|\bis\s+always|\balways|\bonly|\bis\s+one\s+of|\bvalues?\s*:?|\benum\s*:?|\ballowed\s*:?)`;
const LED_VALUES = new RegExp(String.raw`${ENUM_LEAD}\s*[:,]?\s+(${VALUE}(?:\s*(?:,\s*(?:or\s+)?|\bor\b|\/|\|)\s*${VALUE})+)`, 'i');
const CODE = String.raw`(?:\x60[^\x60]{1,40}\x60|"[^"]{1,40}"|'[^']{1,40}')`;
const CODED_VALUES = new RegExp(String.raw`^(${CODE}(?:\s*(?:,\s*(?:or\s+)?|\bor\b|\/|\|)\s*${CODE})+)`);
const PIPED = new RegExp(String.raw`^(?:enum\s+)?(${VALUE}(?:\s*\|\s*${VALUE})+)\s*$`);
const SLASHED = /^([A-Za-z][\w-]{0,30}(?:\s*\/\s*[A-Za-z][\w-]{0,30})+)$/;
// "enum: PENDING SUCCESS FAILED", "Allowed values: am pm": after a label and its colon, values parted by spaces alone,
// to the end of the text.
const SPACED =
  /((?:^|[\s,;])(?:enum|(?:allowed|possible|available|valid|accepted)\s+values)\s*:\s*)((?:\x60?[A-Za-z0-9_][\w.-]{0,39}\x60?\s+){1,20}\x60?[A-Za-z0-9_][\w.-]{0,39}\x60?)(\s*\.?\s*)$/i;

/** The text with a set of values parted by spaces after its label ("enum: A B C") parted by commas ("enum: A, B, C"). */
function commaSpacedValues(text: string): string {
  const found = SPACED.exec(text);
  const values = found?.[2]?.split(/\s+/) ?? [];
  if (!found || values.some((value) => typePhrase(value.replace(/\x60/g, '')) || NOT_VALUES.test(value.replace(/\x60/g, '')))) return text;
  return `${text.slice(0, found.index)}${found[1]}${values.join(', ')}${found[3]}`;
}
const BARE_LIST = /^([\w./-]{1,30}(?:\s*,\s*[\w./-]{1,30})*\s*(?:,\s*)?\bor\b\s*[\w./-]{1,30})$/;

/** "kharif, rabi, zaid mein se ek" (Hinglish, "one of them"): the values a field takes, said before the lead. */
const ONE_OF_THEM = /\b((?:[\w.-]+\s*,\s*)+(?:(?:or|ya)\s+)?[\w.-]+|[\w.-]+\s+(?:or|ya)\s+[\w.-]+)\s+mein\s+se\s+(?:koi\s+)?ek\b/gi;

/** "style — bridal, arabic ya rajasthani mein se ek": after a dash, colon or bracket, every value before "ya" is one. */
const LED_ONE_OF_THEM = /([—–:(]\s*)((?:[\w.-]+\s*,\s*)+[\w.-]+\s+(?:or|ya)\s+[\w.-]+)\s+mein\s+se\s+(?:koi\s+)?ek\b/gi;

/** The text with its Hinglish value sets said in English: "kharif, rabi ya zaid mein se ek" → "one of kharif, rabi or zaid". */
export function valueSetsInEnglish(text: string): string {
  return text
    .replace(LED_ONE_OF_THEM, (all, lead: string, values: string) => `${lead}one of ${values.replace(/\bya\b/gi, 'or')}`)
    .replace(ONE_OF_THEM, (all, values: string) => `one of ${values.replace(/\bya\b/gi, 'or')}`);
}

/** The values of a list ("`a`, `b` or `c`", "a | b", "x/y"): quotes and code marks dropped. */
export function valuesOf(list: string): string[] {
  // "walk-in, n/a or online": where commas or "or" part the values, a slash is inside one.
  const parted = /,|\bor\b|\|/.test(list.replace(/\x60[^\x60]*\x60|"[^"]*"/g, (quoted) => (quoted.includes('/') ? '""' : quoted)));
  return list
    .split(parted ? /\s*(?:,\s*(?:or\s+|and\s+)?|\bor\b|\band\b|\|)\s*/ : /\s*(?:,\s*(?:or\s+|and\s+)?|\bor\b|\band\b|\/|\|)\s*/)
    .map((value) => value.trim().replace(/^[`"']|[`"']$/g, ''))
    .filter((value) => value !== '');
}

function enumSchema(values: string[]): Schema {
  return values.every((value) => /^-?\d+$/.test(value)) ? { type: 'integer', enum: values.map(Number) } : { type: 'string', enum: values };
}

const NOTE_VALUE = String.raw`(?:\x60[^\x60\s]{1,30}\x60|"[^"\s]{1,30}"|[A-Za-z0-9][\w.-]{0,29})(?:\s*\((?:default|the\s+default)\)|\s+\(default\))?`;
const NOTE_VALUES = new RegExp(
  String.raw`^(?:(?:one\s+of|either)\s*:?\s+)?(${NOTE_VALUE}(?:\s*,\s*${NOTE_VALUE}){2,}|${NOTE_VALUE}(?:\s*,\s*${NOTE_VALUE})*\s*,?\s+or\s+${NOTE_VALUE})\.?$`,
  'i',
);
const NOT_VALUES =
  /^(?:required|optional|mandatory|yes|no|default|string|integer|int|number|boolean|bool|date|datetime|object|array|null|true|false)$/i;

/**
 * The values a field's note is made of, when it is only a set of them: "free, team, business or enterprise",
 * "BCG, OPV, PENTA, MR" (three or more without "or"), "`json` (default) or `csv`", "filter; one of a, b, c" (a part after ";").
 */
export function noteValues(note: string): Schema | undefined {
  for (const part of note.split(/\s*;\s*/)) {
    const found = NOTE_VALUES.exec(part.trim().replace(/^[:—–-]+\s*/, ''));
    if (!found) continue;
    const values = valuesOf((found[1] as string).replace(/\s*\((?:the\s+)?default\)/gi, ''));
    if (values.length >= 2 && !values.some((value) => NOT_VALUES.test(value))) return enumSchema(values);
  }
  return undefined;
}

/** The values a cell of its own names ("MEDICAL / SURGICAL / DAYCARE", "GENERAL, SEMI_PRIVATE, PRIVATE"), if a whole set. */
export function valuesCell(cell: string): Schema | undefined {
  return enumIn(cell, true);
}

/** The values a text names for a field, when it names a whole set of them. */
function enumIn(text: string, whole = false): Schema | undefined {
  const trimmed = commaSpacedValues(text).replace(/[()]/g, ' ').trim().replace(/[.;]$/, '');
  const led = LED_VALUES.exec(trimmed);
  if (led) {
    // "one of small, medium or large, `available` a boolean": the set ends at the value after "or".
    const set = (led[1] as string).replace(new RegExp(String.raw`(\bor\s+${VALUE})\s*,[\s\S]*$`), '$1');
    const values = valuesOf(set);
    // "must be true", "can be low, normal or urgent": a type word or one value is no set; a value in code marks ("`A`") is one.
    const plain = valuesOf(set.replace(/\x60[^\x60]*\x60|"[^"]*"/g, '""'));
    if (values.length > 1 && !plain.some((value) => /^(?:true|false|null|an?|the)$/i.test(value))) return enumSchema(values);
  }
  const coded = CODED_VALUES.exec(trimmed);
  if (coded) return enumSchema(valuesOf(coded[1] as string));
  const piped = PIPED.exec(trimmed);
  if (piped && !valuesOf(piped[1] as string).some((value) => typePhrase(value) && !/^[A-Z]/.test(value)))
    return enumSchema(valuesOf(piped[1] as string));
  // "approved / rejected / manual_review": three or more slashed words are a set wherever they stand.
  if (SLASHED.test(trimmed) && (whole || valuesOf(trimmed).length >= 3)) return enumSchema(valuesOf(trimmed));
  if (whole && BARE_LIST.test(trimmed) && !valuesOf(trimmed).some((value) => typePhrase(value))) return enumSchema(valuesOf(trimmed));
  // "(open, pending, closed)": three or more bare words and nothing else are the values.
  if (
    whole &&
    /^[\w.-]+(?:\s*,\s*[\w.-]+){2,}$/.test(trimmed) &&
    !valuesOf(trimmed).some((value) => typePhrase(value) || /^(?:required|optional|mandatory|yes|no)$/i.test(value))
  )
    return enumSchema(valuesOf(trimmed));
  return undefined;
}

// A type named inside a description: "the long URL", "a timestamp", "so a decimal number", "a UUID", "true when …".
const SAFE_WORDS =
  /\b(?:urls?|uris?|links?|uuids?|guids?|e-?mail\s+address(?:es)?|timestamps?|date-?times?|booleans?|flags?|iso[\s-]?8601(?:\s+date-?time|\s+timestamp)?|unix\s+timestamps?)\b/i;
const ARTICLE_TYPE =
  /\b(?:an?|so\s+an?|as\s+an?|both|all|plain)\s+((?:plain\s+|decimal\s+|whole\s+)?[A-Za-z-]+(?:\s+number|\s+address)?)/gi;

/** A type stated in descriptive words, when one is. */
export function typeInWords(text: string): Schema | undefined {
  const phrase = text.replace(/[`*]/g, '');
  for (const match of phrase.matchAll(ARTICLE_TYPE)) {
    const schema = onlyTypePhrase(match[1] as string) ?? typePhrase(match[1] as string);
    if (schema && !/^(?:list|array|object|text|long|short|map|link)$/i.test((match[1] as string).trim())) return schema;
  }
  if (/\btrue\s+(?:when|if)\b/i.test(phrase)) return { type: 'boolean' };
  const safe = SAFE_WORDS.exec(phrase);
  if (safe) return typePhrase(safe[0]) ?? onlyTypePhrase(safe[0]);
  if (/\b(?:a\s+count|how\s+many|number\s+of|whole\s+(?:number|[a-z]+s)\b)/i.test(phrase)) return { type: 'integer' };
  // "a list of integer user ids", "an array of strings": the word after "of" types the items when it is a type.
  const listOf = /\b(?:an?\s+)?(?:array|list)\s+of\s+([A-Za-z-]+)/i.exec(phrase);
  if (listOf) return { type: 'array', items: onlyTypePhrase(listOf[1] as string) ?? typePhrase(listOf[1] as string) ?? {} };
  // "a three-letter code string", "an opaque cursor string": a noun phrase whose last word is a type.
  const tail = /\b(?:an?|another)\s+(?:[\w-]+\s+){1,3}?(string|integer|decimal|boolean|date|timestamp|uuid|url|email|object)\b/i.exec(
    phrase,
  );
  return tail ? typePhrase(tail[1] as string) : undefined;
}

/**
 * The type an example alone says: "— "2024-07-15" jaisa", "like "2024-07-15"" (quoted: only a format), "e.g. 4999",
 * "e.g. `42`", "e.g. `2026-12-20T18:00:00+05:30`" (after an "e.g.": a number, a boolean or a format too). A number
 * with a leading zero is a code, left a string.
 */
function exampleType(words: string): Schema | undefined {
  const match =
    /^(?:(like|e\.g\.?|eg|for\s+example|for\s+instance|example\s*:?|such\s+as)\s*)?(?:"([^"]{1,60})"|`([^`]{1,60})`|([^\s"`]{1,60}))\s*(?:jaisa|jaise)?$/i.exec(
      words,
    );
  if (!match) return undefined;
  const [, lead, quoted, coded, bare] = match;
  if (bare !== undefined && !lead) return undefined;
  const value = (quoted ?? coded ?? bare) as string;
  const schema = /^0\d/.test(value) ? { type: 'string' } : exampleSchema(value);
  if (schema.format) return schema;
  if (quoted !== undefined || !lead) return undefined;
  return schema.type === 'integer' || schema.type === 'number' || schema.type === 'boolean' ? schema : undefined;
}

/** The value of "default 50", "defaults to `false`". */
function defaultIn(text: string): unknown {
  const match = /\bdefaults?\s*(?:to|is|[:=])?\s*[`"']?([\w.-]+)/i.exec(text);
  if (!match) return undefined;
  // "Defaults to private.": the sentence's stop is not part of the value.
  const value = (match[1] as string).replace(/\.+$/, '');
  if (/^-?\d+(\.\d+)?$/.test(value)) return Number(value);
  if (/^(true|false)$/i.test(value)) return value.toLowerCase() === 'true';
  return /^(now|today|empty|none|null|the|a|an)$/i.test(value) ? undefined : value;
}

/**
 * Hints from the segments written with a name: in parentheses, after a colon or a dash, in italics. Each segment is
 * a type, a flag, a set of values, a default, or description (which may name a type in words).
 */
export function readHints(text: string, strictUnknown = false): Hints {
  const hints: Hints = {};
  const body = commaSpacedValues(valueSetsInEnglish(text))
    // "a, b or c — only those", "a or b, nothing else", "a ya b — bas itne": the words that close a set are none of its values.
    .replace(/\s*[—–,-]+\s*(?:only\s+(?:those|these|them)|nothing\s+else|no\s+others?|bas(?:\s+[a-z]+){0,2})\s*$/i, '')
    .replace(/\*\*(required|optional)\*\*/gi, '$1')
    // "enum [APPROVED, REJECTED]": the values in brackets.
    .replace(
      /\benum\s*\[([^\]]{1,300})\]/i,
      (_, values: string) =>
        `enum ${values
          .split(',')
          .map((v) => v.trim())
          .join(' | ')}`,
    )
    // "int = 1", "Optional[str] = None": a default after "=", and None says optional.
    .replace(/\s*=\s*(?:none|null|undefined)\b/i, ', optional')
    .replace(/^([^=,<>!≤≥]+?)\s*=\s*([^\s,;]+)/, '$1, default $2')
    .trim();
  if (body === '') return hints;
  // "small, medium or large; optional": the flag after a whole set of values is none of them.
  const whole = enumIn(body.replace(/\s*[;,]\s*(?:required|optional|mandatory)\s*$/i, ''), true);
  // "enum [A, B], required": the flag after the values is none of them.
  if (Array.isArray(whole?.enum))
    whole.enum = (whole.enum as unknown[]).filter((value) => !/^(?:required|optional|mandatory)$/i.test(String(value)));
  if (whole && !typePhrase(body))
    return { schema: whole, ...(OPTIONAL.test(body) ? { optional: true } : REQUIRED.test(body) ? { optional: false } : {}) };
  const segments = splitSegments(body.replace(/\s*\(([^()]*)\)/g, ', $1'));
  const described: string[] = [];
  let unknown: string | undefined;
  for (const [index, raw] of segments.entries()) {
    const segment = raw.replace(/^[*_]+|[*_]+$/g, '').trim();
    if (segment === '') continue;
    if (/^query(?:\s+param(?:eter)?)?$/i.test(segment)) {
      hints.inQuery = true;
      continue;
    }
    if (/^(?:in\s+)?(?:the\s+)?path(?:\s+param(?:eter)?)?$/i.test(segment)) {
      hints.inPath = true;
      continue;
    }
    if (/^(?:in\s+)?(?:body|header)$/i.test(segment)) continue;
    // "(string, must)": a field that must be sent, as Indian English says it.
    if (/^(?:required|mandatory|yes|must|compulsory)$/i.test(segment)) {
      hints.optional = false;
      continue;
    }
    if (/^(?:optional|no)$/i.test(segment)) {
      hints.optional = true;
      continue;
    }
    // "required string(64)", "optional string": the flag and the type in one segment.
    const flagged = /^(required|mandatory|optional)\s+(\S.*)$/i.exec(segment) ?? /^(\S.*?)\s+(required|mandatory|optional)$/i.exec(segment);
    if (flagged) {
      const [flag, rest] = /^(?:required|mandatory|optional)$/i.test(flagged[1] as string)
        ? [flagged[1], flagged[2]]
        : [flagged[2], flagged[1]];
      const inner = onlyTypePhrase(rest as string);
      if (inner) {
        hints.optional = /optional/i.test(flag as string);
        hints.schema = inner;
        continue;
      }
    }
    // "integer 1–28", "integer >= 0", "number 0..100": a type and its range.
    const ranged = /^([A-Za-z][\w<>]*)\s+(?:[<>≤≥]=?\s?-?\d[\d.]*|-?\d[\d.]*\s?(?:[–-]|\.\.)\s?-?\d[\d.]*)$/.exec(segment)?.[1];
    // "integer user id", "string ISO code": a type word first, then what the value is, in the first segment.
    const lead =
      index === 0
        ? /^(string|integer|int|number|boolean|bool|float|double|decimal|uuid|email|url|uri|date|datetime|date-time|timestamp)\s+(?!(?:of|or|and|to|if|when|with|in|for|from|between)\b)[A-Za-z][\w\s-]*$/i.exec(
            segment,
          )?.[1]
        : undefined;
    const typed = ranged && onlyTypePhrase(ranged) ? ranged : lead && onlyTypePhrase(lead) ? lead : segment;
    const type = onlyTypePhrase(typed.replace(/^enum\b\s*/i, ''));
    const values = enumIn(segment, index === 0);
    if (values && !(type && !/[|`"']/.test(segment)))
      hints.schema = hints.schema?.type === 'array' ? { ...hints.schema, items: values } : values;
    else if (type && !(hints.schema && (hints.schema.format || hints.schema.enum) && type.type === 'string' && !type.format)) {
      // "(string, uuid)": the format word wins over "string"; "(array of strings)" is one type.
      hints.schema = hints.schema?.type === 'array' && type.type !== 'array' ? { ...hints.schema, items: type } : type;
    } else {
      described.push(segment);
      if (strictUnknown && segments.length === 1 && /^[A-Za-z]+$/.test(segment)) unknown = segment;
    }
  }
  const words = described.join(', ');
  if (OPTIONAL.test(words)) hints.optional = true;
  else if (REQUIRED.test(words)) hints.optional = false;
  const valuesInWords = words ? enumIn(words) : undefined;
  if (valuesInWords && (!hints.schema || hints.schema.type === 'string')) hints.schema = valuesInWords;
  if (!hints.schema && words) hints.schema = typeInWords(words);
  const example = exampleType(words);
  if (!hints.schema && example) hints.schema = example;
  const fallback = defaultIn(body);
  if (fallback !== undefined) {
    const implied = typeof fallback === 'number' ? (Number.isInteger(fallback) ? 'integer' : 'number') : typeof fallback;
    hints.schema = { ...(hints.schema ?? { type: implied }), default: fallback };
    hints.optional ??= true;
  }
  if (unknown && !hints.schema && hints.optional === undefined)
    hints.problem = `"${unknown.slice(0, 40)}" is not a type this tool knows (string, integer, number, boolean, date, datetime, email, uuid, url, file, array, object)`;
  return hints;
}

/** Segments of a hint: split at commas, semicolons, dashes and colons outside brackets and code marks. */
function splitSegments(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let code = false;
  let current = '';
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i] as string;
    if (c === '`') code = !code;
    if (!code && (c === '(' || c === '{' || c === '[')) depth += 1;
    if (!code && (c === ')' || c === '}' || c === ']') && depth > 0) depth -= 1;
    const separator =
      depth === 0 &&
      !code &&
      (c === ',' ||
        c === ';' ||
        c === '—' ||
        // "1–28": a range, not two segments.
        (c === '–' && !(/\d/.test(text[i - 1] ?? '') && /\d/.test(text[i + 1] ?? ''))) ||
        (c === ':' && text[i + 1] === ' ') ||
        // "optional. One of `a`, `b`": a sentence stop after a word ends a segment too ("e.g." does not).
        (c === '.' && text[i + 1] === ' ' && /[a-z]{3,}$/i.test(current) && !/\b(?:e\.g|i\.e|etc|approx|incl|max|min)$/i.test(current)) ||
        (c === '-' && text[i - 1] === ' ' && text[i + 1] === ' '));
    // "`a`, `b` or `c`": a list of values stays one segment.
    if (separator && c === ',' && /^\s*(?:or\s+)?[`"']/.test(text.slice(i + 1, i + 8)) && /[`"']\s*$/.test(current)) {
      current += c;
      continue;
    }
    if (separator) {
      parts.push(current.trim());
      current = '';
    } else current += c;
  }
  parts.push(current.trim());
  return parts
    .filter((part) => part !== '')
    .flatMap((part) => {
      const inner = /^\((.*)\)$/.exec(part);
      return inner ? splitSegments(inner[1] as string) : [part];
    });
}
