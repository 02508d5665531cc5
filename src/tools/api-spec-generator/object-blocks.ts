/**
 * Objects a plain-text description defines once, to be named by the operations that return or take them: a title
 * line that names an object ("**Ticket object**", "The Refund resource", "Message Properties", "## Invoice fields")
 * over a table, list or lines of its fields; or a capitalised name alone on its line ("Station") over field lines
 * indented under it. Each becomes a declaration under its name, read before the rest (references.ts places it).
 */
import type { Unit } from './lines';
import { mentionsIn } from './mentions';
import { readFieldLine } from './phrases';

export interface ObjectBlock {
  name: string;
  /** The index of the title's unit, of its first field's ("Attributes" may stand between), and after its last unit. */
  title: number;
  first: number;
  end: number;
}

const TITLED =
  /^(?:the\s+|an?\s+)?([A-Za-z][a-z]+(?:[ _-]?[A-Za-z][a-z]+)?)\s+(?:object|resource|model|schema|entity|properties|attributes|fields|record)s?\s*:?$/i;
const BARE = /^[A-Z][a-z]+(?:[A-Z][a-z]+)*$/;
// Words that title a part of an endpoint or of the page, not an object.
const SECTION_WORDS =
  /^(?:request|response|body|query|path|header|headers|error|errors|return|returns|input|output|parameter|parameters|common|optional|required|other|additional|available|all|key|main|top|nested|example|sample|new|response body|request body|form|json|result|results|extra|custom)$/i;

/** The text of a title line without its marks: heading, bold, code. */
function titleText(unit: Unit): string | undefined {
  if (unit.kind === 'heading') return unit.text.replace(/[*_`]/g, '').trim();
  if (unit.kind === 'paragraph' && unit.lines.length === 1) return unit.text.replace(/[*_`#]/g, '').trim();
  return undefined;
}

/** A name in the notation of types: "webhook endpoint" → "WebhookEndpoint". */
function typeName(words: string): string {
  return words
    .split(/[ _-]/)
    .map((word) => (word[0] as string).toUpperCase() + word.slice(1))
    .join('');
}

/** Whether a unit is one of an object's fields: a table, a list item or a line that reads as a field. */
function isFieldUnit(unit: Unit, indent: number): boolean {
  if (unit.kind === 'table') return true;
  if (unit.kind === 'item') return readFieldLine(unit.text) !== undefined;
  return (
    unit.kind === 'paragraph' &&
    (unit.indent ?? 0) >= indent &&
    mentionsIn(unit.text).length === 0 &&
    readFieldLine(unit.text) !== undefined
  );
}

/** The object blocks of a description's units, in order. */
export function objectBlocks(units: Unit[]): ObjectBlock[] {
  const blocks: ObjectBlock[] = [];
  for (let index = 0; index < units.length - 1; index += 1) {
    const unit = units[index] as Unit;
    const text = titleText(unit);
    if (!text || mentionsIn(text).length > 0) continue;
    const titled = TITLED.exec(text);
    // "The Container object" over "Attributes" (or "Properties", "Fields") over its fields: the word titles the list.
    const between = titleText(units[index + 1] as Unit);
    const first = titled && between && /^(?:attributes|properties|fields|members)\s*:?$/i.test(between) ? index + 2 : index + 1;
    const next = units[first] as Unit | undefined;
    if (!next) continue;
    const indent = unit.kind === 'paragraph' ? (unit.indent ?? 0) : 0;
    // A bare name is an object's only over field lines indented under it.
    const bare = !titled && BARE.test(text) && next.kind === 'paragraph' && (next.indent ?? 0) > indent && isFieldUnit(next, indent + 1);
    // "route    object" is a field's line, not a title: a title's name is capitalised, or follows "The".
    const named = titled && !/\s{2}/.test(text) && (/^[A-Z]/.test(titled[1] as string) || /^(?:the|an?)\s/i.test(text));
    if (!(named && !SECTION_WORDS.test(titled[1] as string)) && !(bare && !SECTION_WORDS.test(text))) continue;
    let end = first;
    const deeper = bare ? indent + 1 : 0;
    while (end < units.length && isFieldUnit(units[end] as Unit, deeper) && (units[end]?.kind !== 'table' || end === first)) end += 1;
    if (end === first) continue;
    blocks.push({ name: typeName(bare ? text : (titled?.[1] as string)), title: index, first, end });
    index = end - 1;
  }
  return blocks;
}
