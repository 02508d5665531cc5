import { findAddresses } from './addresses';
import { isBusinessAddress, isHomeAddress } from './business-addresses';
import { splitAddressTail } from './address-tail';
import { labelledAddresses, withoutLabel } from './address-parts';
import { isPlace } from './lexicon';
import { isDate, yearOf } from './birth-dates';
import { readHeader, type HeaderVerdict } from './headers';
import { isPlaceholder } from './transform';
import { CONTENT, LABELS, type ChosenColumn, type PiiKind } from './kinds';
import { findNames, isNameListWord } from './names';
import type { Table } from './spans';

/** A column's verdict: chosen as a kind (with why), or left, with what its cells are searched for and any warning. */
export interface ColumnVerdict {
  name: string;
  chosen?: ChosenColumn;
  /** `all` for every column not chosen, `unmistakable` for columns of codes or amounts. */
  scope: 'all' | 'unmistakable';
  /** Why the values look personal although the column is not masked as a whole (a column_not_masked warning). */
  looksPersonal?: string;
  /** The column describes a business or a thing (a restaurant, a hospital): an object in it is not searched by its keys. */
  thing?: boolean;
}

/** Share of a column's non-empty values that must be of a kind for the column to count as that kind. */
const CONTENT_THRESHOLD = 0.8;
/** Share of values that must be people's names (or addresses) for a column whose header says nothing to be one. */
const NAME_THRESHOLD = 0.6;
// The roles a chat or support transcript names its speakers by.
const CHAT_ROLES = /^(customer|agent|bot|system|user|assistant|support|admin|operator|staff|client|me|them|human|ai|executive)$/i;
// SMS sender IDs as TRAI's DLT rules write them: an operator and circle code, a dash, six letters or digits (AD-KAVERI).
const SMS_HEADER = /^[A-Z]{2}-[A-Z0-9]{6}(?:-[SPTG])?$/;
const IDENTIFIERS = new Set<PiiKind>(['email', 'phone', 'pan', 'aadhaar', 'gstin', 'card', 'upi', 'ip']);
// Identifiers that a code cannot be by chance (check digits, a shape no record number has), for a column of codes that
// holds them mixed ("ID No." with Aadhaar and PAN numbers).
const UNMISTAKABLE_IDS = new Set<PiiKind>(['email', 'upi', 'aadhaar', 'gstin']);
const ID_DOCUMENTS = new Set<PiiKind>(['pan', 'aadhaar', 'gstin', 'email', 'upi']);
/** A bank account number: 9 to 18 digits, grouped or not (a date is not one). */
const isAccountNumber = (value: string): boolean =>
  /^\d[\d -]{7,22}\d$/.test(value) && /^\d{9,18}$/.test(value.replace(/[ -]/g, '')) && !isDate(value);
const IFSC = /^[A-Z]{4}0[A-Z0-9]{6}$/;
// Kinds that say a table is about people, so that its city or PIN code column locates one of them.
// A column that names each row as a business: "Vendor Code", "supplier_id", "Firm Name", "Trade Name".
const ROW_OF_A_BUSINESS =
  /^(?:vendor|supplier|firm|merchant|dealer|distributor|shop|store|trade|company|outlet)[\s_-]*(?:id|code|no\.?|number|name)$/i;
const ABOUT_PEOPLE = new Set<PiiKind>(['name', 'email', 'phone', 'pan', 'aadhaar', 'address', 'date_of_birth', 'upi', 'bank_account']);

/** Whether a whole value is a person's name (the name finder covers all of it, a title aside; or one name-list word). */
function isNameValue(value: string): boolean {
  if (/^\p{Lu}[\p{Ll}]+$|^\p{Lu}+$/u.test(value) && isNameListWord(value)) return true;
  const spans = findNames(value);
  if (spans.length === 0) return false;
  const covered = spans.reduce((sum, span) => sum + (span.end - span.start), 0);
  return covered >= value.replace(/^(?:mr|mrs|ms|miss|shri|sri|smt|dr|km|kumari)\.?\s+/i, '').trim().length * 0.9;
}

const TEAM_HOUSE = /^\p{Lu}[\p{L}.'-]*(?:\s\p{Lu}[\p{L}.'-]*)?\s+House$/u;
/** Every value a named house with no number or place ("Tagore House"), and each house shared: teams, as schools have. */
const isTeamHouses = (values: string[]): boolean => {
  const houses = values.map((value) => value.trim()).filter((value) => value !== '');
  return houses.length >= 3 && houses.every((value) => TEAM_HOUSE.test(value)) && new Set(houses).size * 2 <= houses.length;
};

/** Whether a whole value is a postal address (the address finder covers most of it, or a house number and parts). */
function isAddressValue(whole: string): boolean {
  // Several labelled addresses ("Home: …; Office: …") are addresses when each is one.
  const pieces = labelledAddresses(whole);
  if (pieces) {
    const addresses = pieces.filter((_, i) => i % 2 === 0).map((piece) => withoutLabel(piece).address);
    return addresses.every((address) => isAddressValue(address) || isBusinessAddress(address));
  }
  // A note after the address ("… 411001 - leave with security") does not make the value text.
  const value = splitAddressTail(whole)?.address ?? whole;
  if (
    /^(?:(?:flat|house|h\.?\s?no|plot|door|d\.?\s?no|no)\.?\s*)?[A-Z]{0,2}[-/]?\d{1,5}[A-Za-z]?(?:[-/]\d{1,5})*\s*,\s*[A-Za-z]/.test(value)
  )
    return true;
  const spans = findAddresses(value);
  const covered = spans.reduce((sum, span) => sum + (span.end - span.start), 0);
  if (covered < value.trim().length * 0.6) return false;
  // A sentence around an address ("drop it at 55 Road No. 5, ... Rs 36993 COD") is text to search, not an address to mask whole.
  let rest = value;
  for (const span of [...spans].sort((a, b) => b.start - a.start)) rest = rest.slice(0, span.start) + ' ' + rest.slice(span.end);
  return (rest.match(/(?<![\p{L}])\p{Ll}{2,}(?![\p{L}])/gu) ?? []).length < 2;
}

const share = (values: string[], test: (value: string) => boolean): number =>
  values.length === 0 ? 0 : values.filter(test).length / values.length;

/** The identifier kind most of a column's values are (80 % or more), with the words for why. */
function identifierByContent(values: string[]): { kind: PiiKind; reason: string } | undefined {
  for (const { kind, test, what } of CONTENT) {
    const matching = values.filter(test).length;
    if (values.length > 0 && matching / values.length >= CONTENT_THRESHOLD) {
      return { kind, reason: `${matching} of its ${values.length} values are ${what}` };
    }
  }
  return undefined;
}

/** The identifier kinds of a column's values when 80 % or more are identifiers of the given kinds, mixed; the commonest first. */
function mixedIdentifiers(values: string[], kinds: Set<PiiKind>, least = CONTENT_THRESHOLD): { kind: PiiKind; reason: string } | undefined {
  const counts = new Map<PiiKind, number>();
  let matching = 0;
  for (const value of values) {
    const found = CONTENT.find(({ kind, test }) => kinds.has(kind) && test(value));
    if (!found) continue;
    matching += 1;
    counts.set(found.kind, (counts.get(found.kind) ?? 0) + 1);
  }
  if (values.length === 0 || matching / values.length < least || counts.size < 2) return undefined;
  const [kind] = [...counts].sort((a, b) => b[1] - a[1])[0] as [PiiKind, number];
  const what = [...counts.keys()].map((k) => LABELS[k].replace(/^an? /, '')).join(', ');
  return { kind, reason: `${matching} of its ${values.length} values are identity numbers (${what})` };
}

/** Whether 80 % or more of a column's values are dates 10 to 110 years before `now` (dates of birth, by their years). */
function birthDates(values: string[], now: Date): string | undefined {
  const thisYear = now.getUTCFullYear();
  const births = values.filter((value) => {
    const year = yearOf(value, now);
    return year !== undefined && year >= thisYear - 110 && year <= thisYear - 10;
  }).length;
  return values.length > 0 && births / values.length >= CONTENT_THRESHOLD
    ? `${births} of its ${values.length} values are dates 10 to 110 years ago, which read as dates of birth`
    : undefined;
}

/** Why values left in clear look personal, if they do: identifiers, names, dates that read as birth dates, account-like numbers. */
function personalLook(values: string[], now: Date): string | undefined {
  const byContent = identifierByContent(values);
  if (byContent) return byContent.reason;
  const accounts = values.filter(isAccountNumber).length;
  if (values.length > 0 && accounts / values.length >= CONTENT_THRESHOLD) {
    return `${accounts} of its ${values.length} values are 9-18 digit numbers, which may be bank account numbers`;
  }
  const names = values.filter(isNameValue).length;
  if (values.length > 0 && names / values.length >= 0.3) return `${names} of its ${values.length} values look like people's names`;
  return birthDates(values, now);
}

/** Why a column whose header says nothing, left in clear, looks personal when most of its values are shops' or offices' addresses. */
function businessAddresses(values: string[]): string | undefined {
  // A text that runs from a business's address on to a home's ("Works at Infopark, Kochi, family stays at House No.
  // 60, ...") is searched, so the home is masked: only the business's part is left in clear.
  const holdsHome = (value: string): boolean => {
    const spans = findAddresses(value);
    const inBusiness = ({ start, end }: { start: number; end: number }) =>
      spans.some((other) => other.business && other.start <= start && end <= other.end);
    // A second address, after the business's, plainly a home's (a flat, a house, a room number first), outside every
    // business's span; not the value itself, which isBusinessAddress has judged whole ("Office 402, Raheja Centre").
    return spans.some(
      (span) =>
        !span.business && value.slice(0, span.start).trim() !== '' && isHomeAddress(value.slice(span.start, span.end)) && !inBusiness(span),
    );
  };
  const businesses = values.filter((value) => isBusinessAddress(value) && value.split(',').length >= 3 && !holdsHome(value)).length;
  return values.length > 0 && businesses / values.length >= NAME_THRESHOLD
    ? `${businesses} of its ${values.length} values are addresses of shops or offices, and a one-person shop's may be its owner's home`
    : undefined;
}

/**
 * What a column whose header says nothing (or a contact) holds by its values: identifiers (one kind, or mixed), people's
 * names, postal addresses, or, when `datesMayBeBirths`, dates 10 to 110 years ago (dates of birth).
 */
export function kindByContent(values: string[], now: Date, datesMayBeBirths: boolean): { kind: PiiKind; reason: string } | undefined {
  const ids = identifierByContent(values) ?? mixedIdentifiers(values, IDENTIFIERS);
  if (ids) return ids;
  const names = values.filter(isNameValue).length;
  if (values.length > 0 && names / values.length >= NAME_THRESHOLD)
    return { kind: 'name', reason: `${names} of its ${values.length} values are people's names` };
  const addresses = values.filter(isAddressValue);
  // A column of shops', offices' and registered offices' addresses (a dealer, a coaching centre) locates no one: left in
  // clear, and named in a warning (see personalLook), since a one-person shop's may be its owner's home.
  const businesses = addresses.filter(isBusinessAddress).length;
  if (values.length > 0 && addresses.length / values.length >= NAME_THRESHOLD && businesses * 2 < addresses.length) {
    return { kind: 'address', reason: `${addresses.length} of its ${values.length} values are postal addresses` };
  }
  const births = datesMayBeBirths ? birthDates(values, now) : undefined;
  return births ? { kind: 'date_of_birth', reason: births } : undefined;
}

/** The verdict for one column from its header and its values (places are settled afterwards, by the table). */
function columnVerdict(name: string, header: HeaderVerdict, values: string[], now: Date): ColumnVerdict {
  const chosen = (kind: PiiKind, reason: string): ColumnVerdict => ({ name, chosen: { name, kind, reason }, scope: 'all' });
  const byHeader = (kind: PiiKind) => chosen(kind, `the header "${name}" names ${LABELS[kind]}`);
  const byContent = identifierByContent(values);
  switch (header.says) {
    case 'kind': {
      const { kind } = header;
      // A role header (sender, from_user) over chat roles (customer, agent, bot) holds roles, not names.
      // A sender header over SMS sender IDs (VM-BNKALR) holds a business's header, no one's name.
      const roles = (value: string) => CHAT_ROLES.test(value) || SMS_HEADER.test(value);
      if (kind === 'name' && values.length > 0 && share(values, roles) >= CONTENT_THRESHOLD) {
        return { name, scope: 'all' };
      }
      // A school's or a club's "House" column (Tagore House, Raman House, shared by many rows) holds teams, not homes.
      if (kind === 'address' && isTeamHouses(values)) return { name, scope: 'all' };
      if (IDENTIFIERS.has(kind) && byContent && byContent.kind !== kind) return chosen(byContent.kind, byContent.reason);
      // A card column whose numbers fail the card networks' checks holds some other card's numbers (a ration card's):
      // left, and named in a warning.
      const test = CONTENT.find((entry) => entry.kind === kind)?.test;
      if (kind === 'card' && test && values.length > 0 && share(values, test) < 0.5) {
        return {
          name,
          scope: 'all',
          looksPersonal: `its header names card numbers, but ${values.filter(test).length} of its ${values.length} values pass a card network's checks`,
        };
      }
      return byHeader(kind);
    }
    case 'thing':
      return { name, scope: 'unmistakable', thing: true };
    case 'code': {
      // Half the values identity numbers by their check digits is no chance (a random code passes Verhoeff one time in ten).
      const ids =
        mixedIdentifiers(values, ID_DOCUMENTS, 0.5) ?? (byContent && UNMISTAKABLE_IDS.has(byContent.kind) ? byContent : undefined);
      if (ids) return chosen(ids.kind, ids.reason);
      // A business's or a site's address column whose values are homes (a solar installer's "Site Address", a pest
      // controller's): an address column, whose shops' and offices' addresses are still left in clear with a warning.
      // One home is enough (fail safe): its column is then an address column, whose businesses stay in clear, named.
      const homes = header.address ? values.filter(isHomeAddress).length : 0;
      if (homes > 0) {
        return chosen(
          'address',
          `the header "${name}" names a business's or a site's address, but ${homes} of its ${values.length} values are homes' addresses (a flat, a house, a housing society)`,
        );
      }
      const soleTrader =
        header.soleTrader && values.length > 0
          ? "its header calls it a business's address, and a one-person shop's or seller's address may be their home"
          : undefined;
      return { name, scope: 'unmistakable', looksPersonal: personalLook(values, now) ?? soleTrader };
    }
    case 'account':
      // "Account" over names or words (a CRM's account) is not a bank account number; over objects, it holds one.
      return values.length === 0 || share(values, isAccountNumber) >= 0.5
        ? chosen('bank_account', `the header "${name}" names an account and its values are 9-18 digit numbers`)
        : { name, scope: 'all' };
    case 'place':
      return { name, scope: 'all' };
    case 'text':
      return { name, scope: 'all' };
    case 'contact':
    case 'date':
    case 'unknown': {
      const found = kindByContent(values, now, header.says === 'unknown' || header.says === 'date');
      if (found) return chosen(found.kind, found.reason);
      const looksPersonal = personalLook(values, now);
      // A column of shops' and offices' addresses is searched only for what cannot be a business's (e-mail, UPI IDs),
      // and all of it is named in the warning.
      const businesses = looksPersonal === undefined ? businessAddresses(values) : undefined;
      // ... unless one is plainly a home's (an invitation sent to an office or to a flat): then it is an address column,
      // whose shops' and offices' addresses stay in clear, named in the warning (fail safe, as for a site's address).
      const homes = businesses ? values.filter(isHomeAddress).length : 0;
      if (homes > 0) {
        return chosen(
          'address',
          `${homes} of its ${values.length} values are homes' addresses (a flat, a house), among shops' and offices'`,
        );
      }
      return businesses ? { name, scope: 'unmistakable', looksPersonal: businesses } : { name, scope: 'all', looksPersonal };
    }
    default: {
      const unread: never = header;
      throw new Error(`columnVerdict: a header verdict it does not read: ${JSON.stringify(unread)}`);
    }
  }
}

/**
 * Each column's verdict: by its header (abbreviations, Hindi and typos read, see readHeader), then by its values
 * (identifiers with check digits, people's names, postal addresses); a city, PIN code or district column is part of
 * an address when the table is about people (any column holds names, contacts, identifiers or addresses).
 */
export function judgeColumns(table: Table, now: Date): ColumnVerdict[] {
  // Each column's values, gathered in one pass (a search per column and row would cost columns² × rows).
  const byColumn = new Map<string, string[]>();
  for (const cell of table.rows.flat()) {
    // Placeholders and values masked already say nothing of what the column holds.
    if (cell.kind === 'object' || cell.kind === 'null' || isPlaceholder(cell.value)) continue;
    const values = byColumn.get(cell.column) ?? (byColumn.set(cell.column, []).get(cell.column) as string[]);
    values.push(cell.value.trim());
  }
  const headers = table.columns.map((name) => readHeader(name));
  const verdicts = table.columns.map((name, i) => columnVerdict(name, headers[i] as HeaderVerdict, byColumn.get(name) ?? [], now));
  const aboutPeople = verdicts.some((verdict) => verdict.chosen && ABOUT_PEOPLE.has(verdict.chosen.kind as PiiKind));
  // A table with IFSC codes in a column is about bank accounts: its column of 9-18 digit numbers holds them.
  const withIfsc = table.columns.some((name) => share(byColumn.get(name) ?? [], (value) => IFSC.test(value)) >= CONTENT_THRESHOLD);
  const rowsAreBusinesses = table.columns.some((name) => ROW_OF_A_BUSINESS.test(name.trim()));
  return verdicts.map((verdict, i): ColumnVerdict => {
    const values = byColumn.get(verdict.name) ?? [];
    const says = (headers[i] as HeaderVerdict).says;
    const choose = (kind: PiiKind, reason: string): ColumnVerdict => ({
      name: verdict.name,
      scope: 'all',
      chosen: { name: verdict.name, kind, reason },
    });
    if (verdict.chosen || !aboutPeople) return verdict;
    // In a table of businesses (a vendor code, a firm's name), a bare "City" column says where each office is.
    if (says === 'place' && rowsAreBusinesses && !/[\s_-]/.test(verdict.name.trim())) return verdict;
    if (says === 'place') {
      return choose(
        'address',
        `the header "${verdict.name}" names a part of an address, in a table about people (a place smaller than a state locates a person)`,
      );
    }
    if (says !== 'unknown' && says !== 'contact') return verdict;
    const places = values.filter((value) => isPlace(value)).length;
    if (values.length > 0 && places / values.length >= NAME_THRESHOLD) {
      return choose(
        'address',
        `${places} of its ${values.length} values are towns or localities, in a table about people (a place smaller than a state locates a person)`,
      );
    }
    const accounts = values.filter((value) => isAccountNumber(value)).length;
    if (withIfsc && values.length > 0 && accounts / values.length >= CONTENT_THRESHOLD) {
      return choose('bank_account', `${accounts} of its ${values.length} values are 9-18 digit numbers beside a column of IFSC codes`);
    }
    return verdict;
  });
}
