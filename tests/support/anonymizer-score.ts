import Papa from 'papaparse';

/**
 * Scores the data-anonymizer on a labelled corpus (tests/corpora/data-anonymizer/*: documents with every personal
 * value labelled by row, JSON pointer and offsets), as Presidio's evaluator does: token by token (a token is a run of
 * letters, marks and digits in a cell), per entity kind, precision, recall and F2 (recall weighted four times), and
 * also entity by entity ("caught whole": every letter and digit of the value anonymised, except what mask mode keeps
 * by design: an identifier's last four, an e-mail's or UPI ID's part after the @, an IP address's network part).
 * The tool runs in mask mode, which keeps every character's place, so a changed character is an anonymised one.
 */
export interface CorpusLabel {
  row: number;
  pointer: string;
  start: number;
  end: number;
  kind: string;
  value: string;
}
export interface CorpusDocument {
  id: string;
  format: 'csv' | 'json';
  /** The CSV delimiter the corpus's writer used; guessed when not given. */
  delimiter?: string;
  text: string;
  labels: CorpusLabel[];
}
export interface KindScore {
  kind: string;
  tokens: number;
  recall: number;
  precision: number;
  f2: number;
  entities: number;
  caughtWhole: number;
}
export interface CorpusScore {
  kinds: KindScore[];
  overall: { tokens: number; recall: number; precision: number; f2: number; entities: number; caughtWhole: number; falseTokens: number };
  /** Values not caught whole, and tokens changed that hold no personal data, for tuning on a development corpus only. */
  misses: string[];
  falsePositives: string[];
}
/** What the scorer needs of a run: the output, and the kind the tool gave each column it chose (or found text in). */
export type Anonymize = (text: string) => { output: string; columns: Array<{ name: string; kind: string }> };
/** The kind the tool found at a character of a leaf it searched inside (its own finder), for attributing false positives. */
export type KindAt = (leaf: string, at: number) => string | undefined;

const KEEPS_LAST_FOUR = new Set(['phone', 'pan', 'aadhaar', 'gstin', 'card', 'bank_account']);
const ALNUM = /[\p{L}\p{M}\p{N}]/u;

/** The leaves of a row (JSON pointer -> text), strings and numbers, depth first. */
function leaves(value: unknown, pointer: string, into: Map<string, string>): void {
  if (typeof value === 'string' || typeof value === 'number') into.set(pointer, String(value));
  else if (Array.isArray(value)) value.forEach((item, i) => leaves(item, `${pointer}/${i}`, into));
  else if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) leaves(child, `${pointer}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`, into);
  }
}

/** Each data row's leaves, read the same way from the input and from the output. */
function rowsOf(format: 'csv' | 'json', text: string, delimiter?: string): { rows: Array<Map<string, string>>; delimiter?: string } {
  if (format === 'json') {
    return {
      rows: (JSON.parse(text) as unknown[]).map((row) => {
        const map = new Map<string, string>();
        leaves(row, '', map);
        return map;
      }),
    };
  }
  const parsed = Papa.parse<string[]>(
    text.replace(/^\uFEFF/, ''),
    delimiter ? { delimiter } : { delimitersToGuess: [',', '\t', '|', ';'] },
  );
  const [header = [], ...body] = parsed.data.filter((row, i) => i === 0 || row.length > 1 || row[0] !== '');
  const names = header.map((name) => `/${name.replaceAll('~', '~0').replaceAll('/', '~1')}`);
  return { rows: body.map((row) => new Map(row.map((cell, c) => [names[c] ?? `/${c}`, cell]))), delimiter: parsed.meta.delimiter };
}

/** Where mask mode keeps characters of a value by design (offsets into the value). */
function keptByDesign(kind: string, value: string): Set<number> {
  const kept = new Set<number>();
  if (KEEPS_LAST_FOUR.has(kind)) {
    let left = 4;
    for (let i = value.length - 1; i >= 0 && left > 0; i -= 1) {
      if (ALNUM.test(value[i] as string)) {
        kept.add(i);
        left -= 1;
      }
    }
  } else if (kind === 'email' || kind === 'upi') {
    for (let i = value.lastIndexOf('@'); i >= 0 && i < value.length; i += 1) kept.add(i);
  } else if (kind === 'ip') {
    const separator = value.includes(':') ? ':' : '.';
    const network = value.split(separator).slice(0, 2).join(separator).length;
    for (let i = 0; i < network; i += 1) kept.add(i);
  }
  return kept;
}

const f2 = (precision: number, recall: number): number =>
  precision + recall === 0 ? 0 : (5 * precision * recall) / (4 * precision + recall);
const ratio = (a: number, b: number): number => (b === 0 ? 1 : a / b);

/** Scores the tool (see above) on the documents. */
export function scoreAnonymizer(documents: CorpusDocument[], anonymize: Anonymize, kindAt: KindAt): CorpusScore {
  const tally = new Map<
    string,
    { gold: number; caught: number; predicted: number; truePredicted: number; entities: number; whole: number }
  >();
  const of = (kind: string) =>
    tally.get(kind) ??
    (tally.set(kind, { gold: 0, caught: 0, predicted: 0, truePredicted: 0, entities: 0, whole: 0 }).get(kind) as NonNullable<
      ReturnType<typeof tally.get>
    >);
  const misses: string[] = [];
  const falsePositives: string[] = [];
  let falseTokens = 0;
  for (const document of documents) {
    const result = anonymize(document.text);
    const columnKinds = new Map(result.columns.map(({ name, kind }) => [`/${name.replaceAll('~', '~0').replaceAll('/', '~1')}`, kind]));
    // The writer's delimiter, not Papa's guess: a guess counts "30,516" in a semicolon file's first row as a comma's.
    const input = rowsOf(document.format, document.text, document.delimiter);
    const output = rowsOf(document.format, result.output, input.delimiter);
    input.rows.forEach((row, r) => {
      for (const [pointer, before] of row) {
        const afterText = output.rows[r]?.get(pointer) ?? '';
        const a = [...before];
        const b = [...afterText];
        // Code points, so that a letter outside the BMP is one place; offsets in labels are UTF-16, so map them.
        const changed = a.map((char, i) => (a.length === b.length ? b[i] !== char : before !== afterText));
        const utf16 = [0];
        for (const char of a) utf16.push((utf16[utf16.length - 1] as number) + char.length);
        const at = (offset: number) => utf16.findIndex((value) => value >= offset);
        const labels = document.labels.filter((label) => label.row === r && label.pointer === pointer);
        const goldKind: Array<string | undefined> = a.map(() => undefined);
        const excused = new Set<number>();
        for (const label of labels) {
          const from = at(label.start);
          const to = at(label.end);
          const kept = keptByDesign(label.kind, label.value);
          let whole = true;
          for (let i = from; i < to; i += 1) {
            goldKind[i] = label.kind;
            const inValue = (utf16[i] as number) - label.start;
            if (kept.has(inValue)) excused.add(i);
            else if (ALNUM.test(a[i] as string) && !changed[i]) whole = false;
          }
          const entry = of(label.kind);
          entry.entities += 1;
          if (whole) entry.whole += 1;
          else {
            const context = afterText.slice(Math.max(0, label.start - 50), label.end + 30).replace(/\s+/g, ' ');
            misses.push(`${document.id} row ${r + 1} ${pointer}: ${label.kind} "${label.value}" in "${context}"`);
          }
        }
        for (const match of before.matchAll(/[\p{L}\p{M}\p{N}]+/gu)) {
          const from = [...before.slice(0, match.index)].length;
          const to = from + [...match[0]].length;
          const range = Array.from({ length: to - from }, (_, k) => from + k);
          if (range.every((i) => excused.has(i))) continue;
          const gold = range.map((i) => goldKind[i]).find((kind) => kind !== undefined);
          const predicted = range.some((i) => changed[i] && !excused.has(i));
          if (gold) {
            of(gold).gold += 1;
            if (predicted) {
              of(gold).caught += 1;
              of(gold).truePredicted += 1;
              of(gold).predicted += 1;
            }
          } else if (predicted) {
            falseTokens += 1;
            const kind = columnKinds.get(`/${pointer.split('/')[1]}`);
            const attributed = kind && kind !== 'in_text' ? kind : (kindAt(before, match.index) ?? 'unknown');
            of(attributed).predicted += 1;
            falsePositives.push(`${document.id} row ${r + 1} ${pointer}: "${match[0]}" in "${before.slice(0, 80)}" (as ${attributed})`);
          }
        }
      }
    });
  }
  const kinds = [...tally]
    .filter(([, t]) => t.entities > 0 || t.predicted > 0)
    .map(([kind, t]) => {
      const precision = ratio(t.truePredicted, t.predicted);
      const recall = ratio(t.caught, t.gold);
      return { kind, tokens: t.gold, recall, precision, f2: f2(precision, recall), entities: t.entities, caughtWhole: t.whole };
    })
    .sort((x, y) => x.kind.localeCompare(y.kind));
  const sum = (pick: (t: NonNullable<ReturnType<typeof tally.get>>) => number) => [...tally.values()].reduce((s, t) => s + pick(t), 0);
  const precision = ratio(
    sum((t) => t.truePredicted),
    sum((t) => t.predicted),
  );
  const recall = ratio(
    sum((t) => t.caught),
    sum((t) => t.gold),
  );
  return {
    kinds,
    overall: {
      tokens: sum((t) => t.gold),
      recall,
      precision,
      f2: f2(precision, recall),
      entities: sum((t) => t.entities),
      caughtWhole: sum((t) => t.whole),
      falseTokens,
    },
    misses,
    falsePositives,
  };
}

/** What replaced which part of a text in hash mode: the 64-hex tokens, each with the input span it stands for. */
function replacedSpans(before: string, after: string): Array<{ start: number; end: number; token: string }> {
  const spans: Array<{ start: number; end: number; token: string }> = [];
  const pieces = after.split(/([0-9a-f]{64})/);
  let at = 0;
  for (let i = 0; i < pieces.length; i += 2) {
    const kept = pieces[i] as string;
    const token = pieces[i + 1];
    const found = before.indexOf(kept, at);
    if (found < 0) return spans;
    at = found + kept.length;
    if (token === undefined) break;
    const next = pieces[i + 2] ?? '';
    const end = next === '' && i + 3 >= pieces.length ? before.length : before.indexOf(next, at);
    spans.push({ start: at, end: end < 0 ? before.length : end, token });
    at = end < 0 ? before.length : end;
  }
  return spans;
}

/** One identity for the ways one value is written, by its kind (written here, apart from the tool's own rules). */
function identity(kind: string, value: string): string {
  const digits = value.replace(/\D/g, '');
  switch (kind) {
    case 'phone':
      return digits.slice(-10);
    case 'aadhaar':
    case 'card':
    case 'bank_account':
      return digits;
    case 'pan':
    case 'gstin':
      return value.trim().toUpperCase();
    case 'name':
    case 'address':
      return value
        .toLowerCase()
        .replace(/^(?:mr|mrs|ms|shri|smt|dr|sri)\.?\s+/, '')
        .replace(/[^\p{L}\p{N}]+/gu, ' ')
        .trim();
    default:
      return value.trim().toLowerCase();
  }
}

/**
 * Join-safe hashing: of the personal values that occur twice or more in a document (one identity however written:
 * +91 98765 43210 and 9876543210, R K SHARMA and r k sharma), how many get one token at every occurrence, in
 * cells and inside text, in hash mode.
 */
export function scoreJoins(
  documents: CorpusDocument[],
  hash: (text: string) => { output: string },
  kinds: (kind: string) => boolean = () => true,
): { repeated: number; joined: number; broken: string[] } {
  let repeated = 0;
  let joined = 0;
  const broken: string[] = [];
  for (const document of documents) {
    const input = rowsOf(document.format, document.text, document.delimiter);
    const output = rowsOf(document.format, hash(document.text).output, input.delimiter);
    const tokens = new Map<string, Array<string | undefined>>();
    for (const label of document.labels.filter((one) => kinds(one.kind))) {
      const before = input.rows[label.row]?.get(label.pointer) ?? '';
      const after = output.rows[label.row]?.get(label.pointer) ?? '';
      const span = /^[0-9a-f]{64}$/.test(after)
        ? { token: after }
        : replacedSpans(before, after).find((s) => s.start <= label.start && label.end <= s.end);
      const key = `${label.kind}:${identity(label.kind, label.value)}`;
      const list = tokens.get(key) ?? (tokens.set(key, []).get(key) as Array<string | undefined>);
      list.push(span?.token);
    }
    for (const [key, list] of tokens) {
      if (list.length < 2) continue;
      repeated += 1;
      if (list.every((token) => token !== undefined && token === list[0])) joined += 1;
      else broken.push(`${document.id}: ${key} (${list.length} occurrences, ${new Set(list).size} tokens)`);
    }
  }
  return { repeated, joined, broken };
}
