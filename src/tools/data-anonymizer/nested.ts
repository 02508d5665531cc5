import { headerKind, notPersonalHeader, valueKind, type PiiKind } from './detect';
import { anonymize, anonymizeInText, type AnonymizeMode } from './transform';

/** Kinds whose value can be an object of parts, each part of the same kind. */
const COMPOUND = new Set<PiiKind>(['address', 'name', 'date_of_birth']);

/** What anonymising a nested JSON value gave: the new value, and the kinds of personal data found in it. */
export interface NestedResult {
  value: unknown;
  kinds: PiiKind[];
}

/**
 * A JSON object or array inside a cell, anonymised with its structure and keys kept: a leaf is anonymised when its key
 * names a kind (`email`, `payee_name`), when its value is one (an e-mail address, a PAN), or, with `everything` (a
 * chosen column), always; other strings have the identifiers in their text anonymised. Nests at most 64 deep.
 */
export function anonymizeNested(
  value: unknown,
  mode: AnonymizeMode,
  salt: string | undefined,
  everything: boolean,
  keyKind?: PiiKind,
): NestedResult {
  if (Array.isArray(value)) {
    const items = value.map((item) => anonymizeNested(item, mode, salt, everything, keyKind));
    return { value: items.map((item) => item.value), kinds: items.flatMap((item) => item.kinds) };
  }
  if (value !== null && typeof value === 'object') {
    const members = Object.entries(value).map(([key, child]) => {
      // A key that says codes or numbers (sku, order_id, pin) keeps its value; the parts of an address, a name or a
      // date of birth written as an object ({"address": {"line1": ..., "city": ...}}) are that kind.
      const childKind = headerKind(key) ?? (notPersonalHeader(key) ? undefined : keyKind && COMPOUND.has(keyKind) ? keyKind : undefined);
      const result =
        notPersonalHeader(key) && !everything ? { value: child, kinds: [] } : anonymizeNested(child, mode, salt, everything, childKind);
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
  const kind = keyKind ?? valueKind(text);
  if (kind || everything) return { value: anonymize(text, mode, salt, kind), kinds: kind ? [kind] : [] };
  if (typeof value === 'number') return { value, kinds: [] };
  const inText = anonymizeInText(text, mode, salt);
  return { value: inText.text, kinds: inText.kinds };
}
