import { isBusinessAddress, isHomeAddress } from './business-addresses';
import { readHeader } from './headers';
import { pathKey } from './paths';
import type { PiiKind } from './kinds';
import { findInText, type TextScope } from './in-text';
import {
  anonymize,
  anonymizeAddress,
  anonymizeInText,
  anonymizeName,
  businessAddressLeft,
  nothingToHide,
  valueKind,
  type AnonymizeMode,
} from './transform';

/** Kinds whose value can be an object of parts, each part of the same kind. */
const COMPOUND = new Set<PiiKind>(['address', 'name', 'date_of_birth']);

/** What anonymising a nested JSON value gave: the new value, and the kinds of personal data found in it. */
export interface NestedResult {
  value: unknown;
  kinds: PiiKind[];
  /** Leaves left in clear as a seller's or a shop's address, which may be its one owner's home (for a warning). */
  traderAddresses?: number;
}

const traders = (results: NestedResult[]): number => results.reduce((sum, result) => sum + (result.traderAddresses ?? 0), 0);

/** The key that names the object holding a leaf: its parent's key ("seller" in seller.address), or its column's name. */
const ownerOf = (path: string, column: string | undefined): string =>
  path
    .split('.')
    .filter((part) => part !== '*' && part !== '')
    .pop() ??
  column ??
  '';

/** What a key says of its value: a kind, codes (left alone), or nothing (the value decides). */
function keyKind(key: string, parent: PiiKind | undefined, aboutPeople: boolean): PiiKind | 'code' | 'thing' | undefined {
  const verdict = readHeader(key);
  if (verdict.says === 'kind') return verdict.kind;
  if (verdict.says === 'place') return parent !== undefined || aboutPeople ? 'address' : undefined;
  // An account, or the number inside one ("payout": {"account": ...}, "debtor_account": {"number": ...}).
  if (verdict.says === 'account' || (parent === 'bank_account' && /^(?:number|no|num|id|account_?no)$/i.test(key))) return 'bank_account';
  if (verdict.says === 'code') return 'code';
  if (verdict.says === 'thing') return 'thing';
  // Notes beside an address's parts ("instructions": "ring twice") are text, searched, not more of the address.
  if (verdict.says === 'text') return undefined;
  return parent !== undefined && COMPOUND.has(parent) ? parent : undefined;
}

/**
 * A JSON object or array inside a cell, anonymised with its structure and keys kept: a leaf is anonymised when its key
 * names a kind (`email`, `payee_name`), when its value is one (an e-mail address, a PAN), or, with `everything` (a
 * chosen column), always; other strings have the personal data in their text anonymised. A city or PIN code beside a
 * person's details, or inside an address, is part of that address; a leaf whose key says nothing has the kind its
 * values across the rows show (`at.kinds`, by path). Nests at most 64 deep.
 */
export function anonymizeNested(
  value: unknown,
  mode: AnonymizeMode,
  salt: string | undefined,
  everything: boolean,
  kind?: PiiKind,
  scope: TextScope = 'all',
  at: { path: string; kinds?: Map<string, PiiKind>; aboutPeople?: boolean; column?: string } = { path: '' },
): NestedResult {
  if (Array.isArray(value)) {
    const items = value.map((item) => anonymizeNested(item, mode, salt, everything, kind, scope, { ...at, path: pathKey(at.path, '*') }));
    return { value: items.map((item) => item.value), kinds: items.flatMap((item) => item.kinds), traderAddresses: traders(items) };
  }
  if (value !== null && typeof value === 'object') {
    const keys = Object.keys(value);
    // A city or PIN code key is a person's address part beside a person's details, inside an address (line1,
    // street), or anywhere in a table about people.
    const aboutPeople =
      at.aboutPeople === true ||
      keys.some((key) => {
        const verdict = readHeader(key);
        return (
          verdict.says === 'kind' || /^(?:line\d?|address_?line\d?|street|locality|landmark|house|flat)$/i.test(key.replace(/[\s_-]/g, ''))
        );
      });
    const members = Object.entries(value).map(([key, child]) => {
      // Inside a column of codes (a restaurant, a hospital), keys say nothing of people: only text is searched.
      const childAt = { ...at, path: pathKey(at.path, key) };
      if (scope === 'unmistakable') return [key, anonymizeNested(child, mode, salt, false, undefined, scope, childAt)] as const;
      const childKind = at.kinds?.get(childAt.path) ?? keyKind(key, kind, aboutPeople);
      // A seller's or a shop's address (seller.address) is a business's, left in clear, and counted for a warning: a
      // one-person shop's may be its owner's home.
      const owner = ownerOf(at.path, at.column);
      // Whose address it is, by the holder's key: "seller address" is a business's, "buyer address" a person's.
      const ownersKey = childKind === 'address' && !everything && owner !== '' ? readHeader(`${owner} address`) : undefined;
      // Fail safe: a home's address (a flat, a house, a housing society) under a seller's key is still masked.
      if (ownersKey?.says === 'code' && typeof child === 'string' && !isHomeAddress(child)) {
        const mayBeHome = ownersKey.soleTrader === true && !nothingToHide(child, 'address');
        const left: NestedResult = { value: child, kinds: [], traderAddresses: mayBeHome ? 1 : 0 };
        return [key, left] as const;
      }
      const result =
        childKind === 'code' && !everything
          ? { value: child, kinds: [] }
          : childKind === 'thing' && !everything
            ? anonymizeNested(child, mode, salt, false, undefined, 'unmistakable', childAt)
            : anonymizeNested(
                child,
                mode,
                salt,
                everything,
                childKind === 'code' || childKind === 'thing' ? undefined : childKind,
                'all',
                childAt,
              );
      return [key, result] as const;
    });
    const object: Record<string, unknown> = {};
    // defineProperty keeps a "__proto__" key an ordinary key, as JSON.parse made it.
    for (const [key, result] of members)
      Object.defineProperty(object, key, { value: result.value, enumerable: true, writable: true, configurable: true });
    return {
      value: object,
      kinds: members.flatMap(([, result]) => result.kinds),
      traderAddresses: traders(members.map(([, result]) => result)),
    };
  }
  if (typeof value !== 'string' && typeof value !== 'number') return { value, kinds: [] };
  const text = String(value);
  if (scope === 'unmistakable') {
    const inText = typeof value === 'string' ? anonymizeInText(text, mode, salt, findInText(text, scope)) : { text, kinds: [] };
    return { value: inText.kinds.length > 0 ? inText.text : value, kinds: inText.kinds };
  }
  const leafKind = kind ?? valueKind(text);
  if (!everything && leafKind && nothingToHide(text, leafKind)) return { value, kinds: [] };
  if (leafKind === 'name' && !everything) return { value: anonymizeName(text, mode, salt), kinds: [leafKind] };
  // A shop's, an office's or a firm's whole address among a person's addresses (a work address) is no one's home: left
  // in clear, its identifiers aside, and counted for a warning, as in a column of addresses (index.ts). One part of an
  // address (an area, a line 2) says too little to tell.
  if (leafKind === 'address' && !everything && typeof value === 'string' && text.includes(',') && isBusinessAddress(text)) {
    const left = businessAddressLeft(text, mode, salt);
    return { value: left.kinds.length > 0 ? left.text : value, kinds: left.kinds, traderAddresses: 1 };
  }
  if (leafKind === 'address' && !everything) return { value: anonymizeAddress(text, mode, salt), kinds: [leafKind] };
  if (leafKind || everything) return { value: anonymize(text, mode, salt, leafKind), kinds: leafKind ? [leafKind] : [] };
  if (typeof value === 'number') return { value, kinds: [] };
  const inText = anonymizeInText(text, mode, salt);
  return { value: inText.text, kinds: inText.kinds, traderAddresses: inText.left };
}
