import { renderTypes, type QuicktypeLanguage } from './quicktype';

/** How a key appears in the objects of one class: left out of some (optional), null in some (nullable), or both. */
interface KeyPresence {
  optional: boolean;
  nullable: boolean;
}

/** Per class, found by its keys (classSignature), and JSON key. */
export type Presence = ReadonlyMap<string, ReadonlyMap<string, KeyPresence>>;

/** A class by its set of keys: renderers name classes differently (a top-level array's element is `Root` in TypeScript, `RootElement` in Rust), but quicktype gives each set of keys one class. */
export const classSignature = (keys: Iterable<string>): string => JSON.stringify([...keys].sort());

/** The members of a TypeScript union type, split at its top level only (`Array<number | null>` stays one). */
function unionMembers(type: string): string[] {
  const members: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < type.length; i += 1) {
    const char = type[i];
    if (char === '<' || char === '(' || char === '{' || char === '[') depth += 1;
    else if (char === '>' || char === ')' || char === '}' || char === ']') depth -= 1;
    else if (depth === 0 && type.startsWith(' | ', i)) {
      members.push(type.slice(start, i));
      start = i + 3;
    }
  }
  return [...members, type.slice(start)];
}

/**
 * Which keys of each class the sample leaves out of some objects and which it sets to null, read from quicktype's
 * own TypeScript declarations for the same sample (`key?:` for a key left out, `| null` for a null): the languages
 * that write the sample back need the difference (a key left out must stay out, a null must stay null), and their
 * renderers fold both into one nullable type. Whole numbers are typed with `lang`'s integer range, so the classes are
 * those of `lang`'s rendering.
 */
export async function presenceOf(json: string, rootName: string, lang: QuicktypeLanguage): Promise<Presence> {
  const rendered = await renderTypes('typescript', json, rootName, { 'just-types': 'true' }, false, 'json', lang);
  const presence = new Map<string, Map<string, KeyPresence>>();
  let current: Map<string, KeyPresence> | undefined;
  for (const line of [...rendered.values()][0]?.lines ?? []) {
    if (/^export interface \w+ \{$/.test(line)) {
      current = new Map();
      continue;
    }
    if (line === '}' && current) {
      presence.set(classSignature(current.keys()), current);
      current = undefined;
    }
    const member = current && /^ {4}("(?:[^"\\]|\\.)*"|[^\s?:]+)(\??):\s+(.*);$/.exec(line);
    if (!member || !current) continue;
    const [, written = '', optional, type = ''] = member;
    const key = written.startsWith('"') ? (JSON.parse(written) as string) : written;
    current.set(key, { optional: optional === '?', nullable: unionMembers(type).includes('null') });
  }
  return presence;
}

/** The keys, across classes, that are both left out of some objects and null in others. */
export function optionalAndNullable(presence: Presence): string[] {
  const keys = new Set<string>();
  for (const members of presence.values()) for (const [key, { optional, nullable }] of members) if (optional && nullable) keys.add(key);
  return [...keys];
}
