/**
 * Headings and title lines as the structure of a description: a heading that names an endpoint starts it; a deeper
 * heading under the heading an endpoint was named by (or first named under) is one of its sections, by the words it
 * holds; a heading or title line that names a listed endpoint by its action ("Create a playlist") opens it; any other
 * heading is the title of what follows and closes the endpoint of its level or deeper.
 */
import type { Unit } from './lines';
import { mentionsIn } from './mentions';
import type { Reader } from './reader';
import { isTitleLine, sectionOfTitle } from './sections';
import { labelOf, readText } from './sentence';
import { readAuth } from './statements';
import { endpointOfSectionTitle, endpointOfTitle } from './titles';

/** A heading: an endpoint, a section label, or the title of what follows. */
export function heading(reader: Reader, unit: Extract<Unit, { kind: 'heading' }>): void {
  const mention = mentionsIn(unit.text)[0];
  if (mention) {
    const title = unit.text.slice(0, mention.index) + unit.text.slice(mention.end);
    reader.heading = undefined;
    const target = reader.endpointAt(mention.method, mention.raw, unit.line, unit.text, unit.text.slice(0, 100));
    if (target) {
      reader.level = unit.level;
      reader.owner = target;
      const words = title.replace(/^[\s:—–-]+|[\s:—–-]+$/g, '');
      target.summary ||= words;
      if (title.trim()) readText(reader, title, unit.line);
      // "## GET /catalogue — query parameters": the heading names the part of the endpoint that follows.
      const part = isTitleLine(words.replace(/^./, (c) => c.toUpperCase())) ? sectionOfTitle(words, target.method) : undefined;
      if (part) reader.section = part;
    }
    return;
  }
  const label = labelOf(unit.text);
  if (label && reader.current) {
    readText(reader, unit.text, unit.line);
    return;
  }
  // A deeper heading under the endpoint its section is about ("### Body parameters", "### Errors") is a part of it.
  if (reader.current && reader.current === reader.owner && unit.level > reader.level) {
    reader.section = sectionOfTitle(unit.text, reader.current.method) ?? {};
    return;
  }
  // "## Availability query" after a table of endpoints: the section of the endpoint its resource names.
  const named = isTitleLine(unit.text) ? endpointOfSectionTitle(unit.text, reader.endpoints) : undefined;
  const owner =
    named && named !== reader.current
      ? reader.endpointAt(named.method, named.path, unit.line, unit.text, unit.text.slice(0, 100))
      : undefined;
  if (owner) {
    reader.owner = owner;
    reader.level = unit.level;
    reader.section = sectionOfTitle(unit.text, owner.method) ?? {};
    return;
  }
  // "## Query parameters" at the level of "## GET /trips": a heading that is only a section's title is one, as a label is.
  const section = reader.current && isTitleLine(unit.text) ? sectionOfTitle(unit.text, reader.current.method) : undefined;
  if (section) {
    reader.section = section;
    return;
  }
  if ((!reader.current || unit.level <= reader.level) && titled(reader, unit.text, unit.line, unit.level)) return;
  if (reader.current && unit.level <= reader.level) reader.current = undefined;
  reader.section = {};
  // "claims review service (bearer JWT on everything)": a title that says how callers authenticate.
  if (/\(([^()]*)\)/.test(unit.text) && readAuth(/\(([^()]*)\)/.exec(unit.text)?.[1] ?? '')?.auth) readText(reader, unit.text, unit.line);
  reader.heading = { text: unit.text, level: unit.level };
  reader.level = unit.level;
}

/** Makes the endpoint a title names by its action current, as the owner of what follows; false when it names none. */
export function titled(reader: Reader, text: string, line: number, level?: number): boolean {
  if (mentionsIn(text).length > 0) return false;
  const found = endpointOfTitle(text, reader.endpoints);
  if (!found) return false;
  const target = reader.endpointAt(found.method, found.path, line, text, text.slice(0, 100));
  if (!target) return false;
  target.summary ||= text.replace(/[*_`#]/g, '').trim();
  reader.owner = target;
  reader.section = {};
  if (level !== undefined) reader.level = level;
  return true;
}
