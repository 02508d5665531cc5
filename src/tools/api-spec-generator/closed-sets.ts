/**
 * Closed sets of values a sentence states in words ("Possible values: a, b", "sirf credit ya payment", "only x or
 * y", "`state` filter: open or shut", "`size` optional: s, m, l") whose values no enum of the document holds: a
 * field's values dropped in silence.
 */

const VALUE = String.raw`[\`'"]?[A-Za-z][\w-]*[\`'"]?`;
const BETWEEN = String.raw`(?:\s*,\s*(?:or\s+|ya\s+)?|\s+or\s+|\s+ya\s+|\s*\|\s*|\s*\/\s*)`;
// A set ends where its sentence, clause or brackets do ("(a, b)", "a or b;", "a, b — required"), not before more prose.
const END = String.raw`(?=\s*(?:$|[.;,:)\]—–!?]|-\s))`;
const LIST = String.raw`(${VALUE}(?:${BETWEEN}${VALUE}){1,20})${END}`;
const JOINED = String.raw`(${VALUE}(?:${BETWEEN}${VALUE}){0,20}(?:\s+or\s+|\s+ya\s+)${VALUE})${END}`;

// "Possible values: a, b", "allowed values are a or b", "values: a | b"; not "return values: id, name".
const VALUES_LABEL = new RegExp(
  String.raw`(?<!\breturn(?:ed)?\s+)\b(?:(?:possible|allowed|accepted|valid|permitted)\s+)?values?\s*(?::|\s+are\b:?)\s*${LIST}`,
  'gi',
);
// "sirf credit ya payment", "only cash or card".
const ONLY = new RegExp(String.raw`\b(?:sirf|only)\s+${JOINED}`, 'gi');
// "`status` filter: a or b", "pet_size optional: a, b, c", "status is optional (a, b)", "condition — a, b or c".
const FIELD_LED = new RegExp(
  String.raw`(?<![-\w.])\`?([A-Za-z_]\w*)\`?\s+((?:filter|field|param(?:eter)?)\s*)?(?:(?:is\s+)?(?:optional|required)\s*)?(?::|\(|[—–]|\s-)\s*${LIST}`,
  'gi',
);
// Words that make a list a type and a remark ("(date, mandatory)", "(int, default 1)"), not a set of values.
const NOT_A_VALUE =
  /^(?:and|the|an?|not|any|all|none|both|null|true|false|required|optional|mandatory|must|may|default|absent|missing|omitted|min|max|string|str|text|integer|int|int32|int64|long|number|decimal|float|double|boolean|bool|object|array|list|date|date-?time|timestamp|time|uuid|email|url|uri|file|binary|json|multipart|form-data|e\.?g)$/i;

export interface SetScope {
  /** The field names the sentence's endpoints hold. */
  fields: Set<string>;
  /** The enum values the sentence's endpoints hold. */
  enums: Set<string>;
  /** The field names and enum values the whole document holds. */
  names: Set<string>;
}

function valuesOf(list: string): string[] {
  return list
    .split(new RegExp(BETWEEN))
    .map((value) => value.replace(/[`'"]/g, '').trim())
    .filter((value) => value !== '');
}

export interface ClosedSet {
  values: string[];
  /** Said to be values in so many words ("values:", "only", "sirf"), so they cannot be a list of fields. */
  labelled: boolean;
}

/** The closed sets of values a sentence states; a set led by a name only where the name is a field or a "filter". */
export function closedSetsIn(sentence: string, fields: Set<string>): ClosedSet[] {
  const text = sentence.replace(/https?:\/\/\S+|\([^()]*\b(?:e\.g\.|eg|jaise|like)\b[^()]*\)/gi, ' ');
  const sets: ClosedSet[] = [];
  for (const match of [...text.matchAll(VALUES_LABEL), ...text.matchAll(ONLY)])
    sets.push({ values: valuesOf(match[1] as string), labelled: true });
  for (const match of text.matchAll(FIELD_LED))
    if (fields.has(match[1] as string) || match[2] !== undefined) sets.push({ values: valuesOf(match[3] as string), labelled: false });
  return sets.filter(({ values }) => values.length >= 2 && !values.some((value) => NOT_A_VALUE.test(value)));
}

const quoted = (values: string[]): string =>
  values
    .slice(0, 8)
    .map((value) => `\`${value.slice(0, 40)}\``)
    .join(', ');

/** Why a closed set the sentence states is in no enum of the document, or nothing. */
export function unheldSet(sentence: string, scope: SetScope): string | undefined {
  for (const { values, labelled } of closedSetsIn(sentence, scope.fields)) {
    if (values.some((value) => scope.enums.has(value))) continue;
    if (labelled && values.every((value) => scope.fields.has(value)))
      return `${quoted(values)} are named here as the only values of a field but the document has them as fields`;
    if (values.some((value) => scope.names.has(value))) continue;
    return `${quoted(values)} are named here as the only values of a field but no enum holds them`;
  }
  return undefined;
}
