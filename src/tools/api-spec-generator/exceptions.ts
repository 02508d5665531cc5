/**
 * A flag said of every field but some: "everything required except notes, that can be left out", "all mandatory
 * apart from `remark`", "all optional but `name`". The fields named after "except" take the other flag; one the
 * endpoint has not met yet is a field of its own, of the side the text is on.
 */
import type { Endpoint, Field } from './model';
import type { Reader } from './reader';
import { findField } from './resolve';

const EXCEPT =
  /^(?:and\s+|so\s+)?(?:everything|all(?:\s+(?:fields|of\s+them|the\s+fields|the\s+rest))?|the\s+rest|rest)\s+(?:is\s+|are\s+)?(required|mandatory|optional)\s+(?:except|but|apart\s+from|other\s+than|besides)\s+((?:`?[A-Za-z_]\w*`?)(?:\s*(?:,|\band\b|\bor\b)\s*`?[A-Za-z_]\w*`?)*)/i;

/** Reads "all required except X"; whether the sentence was one. */
export function exceptStatement(reader: Reader, target: Endpoint | undefined, text: string, line: number, shown: string): boolean {
  const match = EXCEPT.exec(text.trim());
  if (!match || !target) return false;
  const optional = /optional/i.test(match[1] as string);
  const named = (match[2] as string)
    .split(/\s*(?:,|\band\b|\bor\b)\s*/)
    .map((name) => name.replace(/`/g, '').trim())
    .filter((name) => name !== '');
  // The fields of the side the sentence is said of: the body for a call that sends one, else the query.
  const side = target.request.length > 0 || !/^(?:get|delete)$/.test(target.method) ? target.request : target.query;
  for (const field of side) if (!named.includes(field.name) && !field.stated) Object.assign(field, { optional, stated: true });
  const unmet: Field[] = [];
  for (const name of named) {
    const known = findField(target, name);
    if (known) known.setOptional(!optional);
    else unmet.push({ name, schema: {}, optional: !optional, stated: true });
  }
  if (unmet.length > 0) reader.place(target, side === target.query ? 'query' : 'request', unmet, line, shown);
  return true;
}
