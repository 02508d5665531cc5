import { readHeader } from './headers';
import type { PiiKind } from './kinds';
import { anonymize, anonymizeInText, valueKind, type AnonymizeMode } from './transform';

/** Kinds whose value can be an object of parts, each part of the same kind. */
const COMPOUND = new Set<PiiKind>(['address', 'name', 'date_of_birth']);

/** What anonymising a nested JSON value gave: the new value, and the kinds of personal data found in it. */
export interface NestedResult {
  value: unknown;
  kinds: PiiKind[];
}

/** What a key says of its value: a kind, codes (left alone), or nothing (the value decides). */
function keyKind(key: string, parent: PiiKind | undefined, aboutPeople: boolean): PiiKind | 'code' | undefined {
  const verdict = readHeader(key);
  if (verdict.says === 'kind') return verdict.kind;
  if (verdict.says === 'place') return parent !== undefined || aboutPeople ? 'address' : undefined;
  if (verdict.says === 'code') return parent === 'address' ? 'address' : 'code';
  return parent !== undefined && COMPOUND.has(parent) ? parent : undefined;
}

/**
 * A JSON object or array inside a cell, anonymised with its structure and keys kept: a leaf is anonymised when its key
 * names a kind (`email`, `payee_name`), when its value is one (an e-mail address, a PAN), or, with `everything` (a
 * chosen column), always; other strings have the personal data in their text anonymised. A city or PIN code beside a
 * person's details, or inside an address, is part of that address. Nests at most 64 deep.
 */
export function anonymizeNested(
  value: unknown,
  mode: AnonymizeMode,
  salt: string | undefined,
  everything: boolean,
  kind?: PiiKind,
): NestedResult {
  if (Array.isArray(value)) {
    const items = value.map((item) => anonymizeNested(item, mode, salt, everything, kind));
    return { value: items.map((item) => item.value), kinds: items.flatMap((item) => item.kinds) };
  }
  if (value !== null && typeof value === 'object') {
    const keys = Object.keys(value);
    const aboutPeople = keys.some((key) => {
      const verdict = readHeader(key);
      return verdict.says === 'kind';
    });
    const members = Object.entries(value).map(([key, child]) => {
      const childKind = keyKind(key, kind, aboutPeople);
      const result =
        childKind === 'code' && !everything
          ? { value: child, kinds: [] }
          : anonymizeNested(child, mode, salt, everything, childKind === 'code' ? undefined : childKind);
      return [key, result] as const;
    });
    const object: Record<string, unknown> = {};
    // defineProperty keeps a "__proto__" key an ordinary key, as JSON.parse made it.
    for (const [key, result] of members)
      Object.defineProperty(object, key, { value: result.value, enumerable: true, writable: true, configurable: true });
    return { value: object, kinds: members.flatMap(([, result]) => result.kinds) };
  }
  if (typeof value !== 'string' && typeof value !== 'number') return { value, kinds: [] };
  const text = String(value);
  const leafKind = kind ?? valueKind(text);
  if (leafKind || everything) return { value: anonymize(text, mode, salt, leafKind), kinds: leafKind ? [leafKind] : [] };
  if (typeof value === 'number') return { value, kinds: [] };
  const inText = anonymizeInText(text, mode, salt);
  return { value: inText.text, kinds: inText.kinds };
}
