/**
 * A field said as a noun phrase in a sentence, rewritten as the field line it stands for, so the list reader reads it
 * as it reads "name (hints)": "the number of persons as an integer (required)" → "persons (integer, required)",
 * "the duration in seconds as an integer" → "duration (integer)", "optionally a pickup date as a date" →
 * "pickup_date (date, optional)". The grammar: a lead (article, possessive, "optionally"), a head ("the number of
 * X" names X, a count), a unit the value is measured in ("in seconds", "in rupees") that is no part of the name, and
 * the type after "as"; "a list of items" names `items`, an array. A phrase that does not read so is left as written.
 */
import { nameOfWords } from './noun-names';
import { onlyTypePhrase } from './types';

// The words before the noun that name no part of the field: articles, possessives, "optionally".
const LEAD = /^(?:(?:the|a|an|their|its|your|our|his|her|optionally|an\s+optional|optional|[a-z]+['\u2019]s)\s+)+/i;
// What a value is measured in: said after the noun, no part of its name.
const UNIT =
  /\s+in\s+(?:whole\s+)?(?:milli)?(?:seconds|minutes|hours|days|weeks|months|years|ms|secs?|mins?|rupees|paise|inr|usd|dollars|kg|kgs|kilograms|grams|km|kilometres|kilometers|metres|meters|cm|mm|litres|liters|ml|percent|percentage\s+points)$/i;
// "the number of bags", "the count of seats": a count of the things the plural names.
const COUNT_OF = /^(?:total\s+)?(?:number|count|no\.?)\s+of\s+([a-z]+s)\b/i;

const SCALAR_FIRST = /^(?:an?\s+)?(?:integer|decimal|number|string|boolean|date|timestamp)\b/i;

/** The noun a phrase names and whether its head said a count, or undefined when it is no short noun phrase. */
function nounOf(words: string): { name: string; count: boolean } | undefined {
  const count = COUNT_OF.exec(words);
  if (count) return words.slice(count[0].length).trim() === '' ? { name: (count[1] as string).toLowerCase(), count: true } : undefined;
  if (/^[A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)*$/.test(words)) return /^[a-z]/i.test(words) ? { name: words, count: false } : undefined;
  const named = nameOfWords(words);
  return named ? { name: named.name, count: false } : undefined;
}

// "a list of items", "an array of photos" after another field: a field named by the plural, an array; first in a
// clause ("returns a list of posts, each with …") it is the answer's shape, not a field.
const LIST_OF = /^(?:(?:a|an|the)\s+)?(?:list|array)\s+of\s+(?!(?:objects|strings|integers|numbers|ids|them|these|those)\b)([a-z]+s)$/i;

/** The piece as a field line ("name (hints)") when it is a noun phrase said with its count, unit or type; else as written. */
export function spokenName(piece: string, afterField = false): string {
  const trimmed = piece.trim().replace(/[.;:]+$/, '');

  const lead = LEAD.exec(trimmed)?.[0] ?? '';
  const list = LIST_OF.exec(trimmed.slice(lead.length));
  if (list && afterField) return `${(list[1] as string).toLowerCase()} (array${/\boptional(?:ly)?\b/i.test(lead) ? ', optional' : ''})`;
  // "… as an integer (required)": the type after "as", the hints in parentheses after it.
  const shaped = /^(.*?)(?:\s+as\s+(an?\s+[^()]+?|[a-z]+))?\s*(?:\(((?:[^()]|\([^()]*\))*)\))?$/i.exec(trimmed.slice(lead.length));
  if (!shaped) return piece;
  const [, head = '', typeWords, hints] = shaped;
  const measured = UNIT.exec(head);
  const words = measured ? head.slice(0, measured.index) : head;
  // "as an integer percentage": a scalar type word first, then what the value is.
  const type = typeWords ? (onlyTypePhrase(typeWords) ?? onlyTypePhrase(SCALAR_FIRST.exec(typeWords)?.[0] ?? '')) : undefined;
  const count = COUNT_OF.test(words);
  // Only what these rules add is rewritten: a count, a unit or a type after "as"; the rest stays with the list reader.
  if (!count && !measured && !type) return piece;
  // "as an array of events, each with …" says a shape whose members follow; a name in the parentheses is the field's.
  if ((typeWords && !type) || type?.type === 'array' || type?.type === 'object') return piece;
  if (/[`_]|[a-z][A-Z]/.test(hints ?? '')) return piece;
  const noun = nounOf(words.trim());
  if (!noun) return piece;
  const said = [typeWords ?? (noun.count ? 'integer' : undefined), hints, /\boptional(?:ly)?\b/i.test(lead) ? 'optional' : undefined];
  const all = said.filter((part): part is string => part !== undefined && part.trim() !== '');
  return all.length > 0 ? `${noun.name} (${all.join(', ')})` : noun.name;
}

// "the date (required)", "and a date", "a required date": a type word that is the list's first noun, or joined by
// "and", names a field (after a comma, "start_at, a date" is the type of the field before it).
const TYPE_WORD_NAME =
  /(^\s*|\band\s+)(?:the|a|an)\s+((?:required|optional|mandatory)\s+)?(date|time|email|url|timestamp|currency|country|language)\b(?!\s+(?:of|for|in|and|or)\b|\s+[a-z]+_)/gi;

/** The text with each type word that names a field in code marks, so it reads as the field's name. */
export function typeWordsAsNames(text: string): string {
  return text.replace(TYPE_WORD_NAME, (all, before: string, flag: string | undefined, word: string) => `${before}${flag ?? ''}\`${word}\``);
}
