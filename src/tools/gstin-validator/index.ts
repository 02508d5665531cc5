import { GST_STATE_CODES as STATES, gstinCheckCharacter } from '../shared/india';
import { codePointName } from '../../common/text';

export { gstinCheckCharacter } from '../shared/india';
import type { RequestBody, ToolResult } from '../../common/operations';

export type GstinValidationRequest = RequestBody<'gstin_validator'>;

export type GstinValidationResult = ToolResult<'gstin_validator'>;

type GstinRegistrationType = NonNullable<GstinValidationResult['registrationType']>;

type PanHolderType = NonNullable<GstinValidationResult['panHolderType']>;

type GstinError = GstinValidationResult['errors'][number];

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const GSTIN_LENGTH = 15;

const PAN_HOLDER_TYPES: Readonly<Record<string, PanHolderType>> = {
  P: 'individual',
  C: 'company',
  H: 'huf',
  F: 'firm',
  A: 'aop',
  T: 'trust',
  B: 'boi',
  L: 'local_authority',
  J: 'artificial_juridical_person',
  G: 'government',
  K: 'krish',
};

interface Slot {
  allowed: RegExp;
  expected: string;
}

const digit = (what: string): Slot => ({ allowed: /^[0-9]$/, expected: `a digit 0-9 (${what})` });
const letter = (what: string): Slot => ({ allowed: /^[A-Z]$/, expected: `a letter A-Z (${what})` });
const alphanumeric = (what: string): Slot => ({ allowed: /^[0-9A-Z]$/, expected: `a digit 0-9 or a letter A-Z (${what})` });
const literal = (allowed: RegExp, expected: string): Slot => ({ allowed, expected });
const repeat = (slot: Slot, times: number): Slot[] => Array.from({ length: times }, () => slot);

const STATE = repeat(digit('state code'), 2);
const PAN = [...repeat(letter('PAN'), 5), ...repeat(digit('PAN'), 4), letter('PAN')];
// The entity slot takes any alphanumeric so that "0" gets its own error code rather than a generic one.
const ENTITY = alphanumeric('entity number, 1-9 or A-Z');
const CHECK = alphanumeric('check character');

interface Format {
  type: GstinRegistrationType;
  slots: Slot[];
  /** 0-based indexes whose characters name the registration type. */
  markers: number[];
  hasEntityNumber: boolean;
}

// Layouts from docs/reference/india.md: regular, TCS and TDS per GSTN; the others are the GST developer portal regexes quoted by india-compliance.
const FORMATS: readonly Format[] = [
  {
    type: 'regular',
    slots: [
      ...STATE,
      ...PAN,
      ENTITY,
      literal(/^Z$/, 'Z (regular taxpayer), C (e-commerce operator collecting TCS) or D (TDS deductor)'),
      CHECK,
    ],
    markers: [13],
    hasEntityNumber: true,
  },
  {
    type: 'tcs',
    slots: [...STATE, ...PAN, ENTITY, literal(/^C$/, 'C (e-commerce operator collecting TCS)'), CHECK],
    markers: [13],
    hasEntityNumber: true,
  },
  {
    type: 'tds',
    slots: [
      ...STATE,
      ...repeat(letter('PAN or TAN'), 4),
      alphanumeric('PAN or TAN'),
      ...repeat(digit('PAN or TAN'), 4),
      letter('PAN or TAN'),
      ENTITY,
      literal(/^D$/, 'D (TDS deductor)'),
      CHECK,
    ],
    markers: [13],
    hasEntityNumber: true,
  },
  {
    type: 'government_department',
    slots: [
      ...STATE,
      ...repeat(letter('government department ID'), 4),
      ...repeat(digit('government department ID'), 5),
      letter('government department ID'),
      digit('government department ID'),
      literal(/^Z$/, 'Z'),
      digit('check character of a government department ID'),
    ],
    markers: [13],
    hasEntityNumber: false,
  },
  {
    type: 'uin',
    slots: [
      ...STATE,
      ...repeat(digit('UIN'), 2),
      ...repeat(letter('UIN'), 3),
      ...repeat(digit('UIN'), 5),
      literal(/^[UO]$/, 'U or O (UIN)'),
      literal(/^N$/, 'N (UIN)'),
      CHECK,
    ],
    markers: [12, 13],
    hasEntityNumber: false,
  },
  {
    type: 'nri',
    slots: [
      ...STATE,
      ...repeat(digit('NRI ID'), 2),
      ...repeat(letter('NRI ID'), 3),
      ...repeat(digit('NRI ID'), 5),
      literal(/^N$/, 'N (NRI)'),
      literal(/^R$/, 'R (NRI)'),
      CHECK,
    ],
    markers: [12, 13],
    hasEntityNumber: false,
  },
  {
    type: 'oidar',
    slots: [
      ...repeat(literal(/^9$/, '9 (OIDAR registrations begin with state code 99)'), 2),
      ...repeat(digit('OIDAR ID'), 2),
      ...repeat(letter('OIDAR ID'), 3),
      ...repeat(digit('OIDAR ID'), 5),
      literal(/^O$/, 'O (OIDAR)'),
      literal(/^S$/, 'S (OIDAR)'),
      CHECK,
    ],
    markers: [12, 13],
    hasEntityNumber: false,
  },
];

/** Validates a GSTIN (format, state code, PAN, entity number, GSTN check character) and decodes its parts; never throws. */
export function validateGstin(request: GstinValidationRequest): GstinValidationResult {
  const gstin = normalise(String(request.gstin ?? ''));
  const chars = Array.from(gstin);
  if (chars.length !== GSTIN_LENGTH) {
    // Positions cannot be aligned with the layout when characters are missing or extra, so only the length is reported.
    const message = `GSTIN has ${chars.length} character${chars.length === 1 ? '' : 's'}; it must have ${GSTIN_LENGTH}.`;
    return { valid: false, gstin, errors: [{ code: 'invalid_length', message }, ...innerSpaces(chars)], warnings: [] };
  }

  const format = closestFormat(chars);
  const errors = slotErrors(format, chars);
  const result: Omit<GstinValidationResult, 'valid' | 'errors'> = { gstin, warnings: [] };
  if (format.markers.every((index) => format.slots[index]?.allowed.test(chars[index] ?? ''))) result.registrationType = format.type;

  decodeState(chars, result, errors);
  if (format.hasEntityNumber) decodePanAndEntity(chars, result, errors);
  decodeCheckCharacter(chars, result, errors);

  errors.sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
  return { valid: errors.length === 0, ...result, errors };
}

/** Whitespace inside a GSTIN of the wrong length, usually the reason for it (copied with a space), named by position. */
function innerSpaces(chars: string[]): GstinError[] {
  const MAX_NAMED = 5;
  const errors: GstinError[] = [];
  chars.forEach((char, index) => {
    if (errors.length < MAX_NAMED && /\s/u.test(char)) {
      const what = char === ' ' ? 'a space' : `whitespace (${codePointName(char.codePointAt(0) ?? 0)})`;
      errors.push({
        code: 'invalid_character',
        message: `Position ${index + 1} is ${what}; a GSTIN has none: remove it.`,
        position: index + 1,
      });
    }
  });
  return errors;
}

// Only ASCII letters are upper-cased, so that no character changes the length (German "ß" would become "SS").
function normalise(input: string): string {
  return input.trim().replace(/[a-z]+/g, (letters) => letters.toUpperCase());
}

function closestFormat(chars: string[]): Format {
  const markedFormats = FORMATS.filter((format) => format.markers.every((index) => format.slots[index]?.allowed.test(chars[index] ?? '')));
  const candidates = markedFormats.length > 0 ? markedFormats : FORMATS;
  let best = candidates[0] as Format;
  for (const format of candidates) if (slotErrors(format, chars).length < slotErrors(best, chars).length) best = format;
  return best;
}

function slotErrors(format: Format, chars: string[]): GstinError[] {
  const errors: GstinError[] = [];
  format.slots.forEach((slot, index) => {
    const char = chars[index] ?? '';
    if (!slot.allowed.test(char)) {
      errors.push({
        code: 'invalid_character',
        message: `Character ${describe(char)} at position ${index + 1} is not allowed there; expected ${slot.expected}.`,
        position: index + 1,
      });
    }
  });
  return errors;
}

function decodeState(chars: string[], result: Partial<GstinValidationResult>, errors: GstinError[]): void {
  const code = chars.slice(0, 2).join('');
  if (!/^[0-9]{2}$/.test(code)) return;
  result.stateCode = code;
  const name = STATES[code];
  if (name !== undefined) result.stateName = name;
  else
    errors.push({
      code: 'unknown_state_code',
      message: `State code "${code}" at positions 1-2 is not a GST state code (01-38, 97 or 99).`,
      position: 1,
    });
}

function decodePanAndEntity(chars: string[], result: Partial<GstinValidationResult>, errors: GstinError[]): void {
  const holder = chars.slice(2, 12).join('');
  if (/^[A-Z]{5}[0-9]{4}[A-Z]$/.test(holder)) {
    result.pan = holder;
    const holderLetter = holder.charAt(3);
    const holderType = PAN_HOLDER_TYPES[holderLetter];
    if (holderType !== undefined) result.panHolderType = holderType;
    else {
      errors.push({
        code: 'invalid_pan_holder_type',
        message: `PAN holder type "${holderLetter}" at position 6 is not one of ${Object.keys(PAN_HOLDER_TYPES).join(', ')}.`,
        position: 6,
      });
    }
  } else if (/^[A-Z]{4}[0-9]{5}[A-Z]$/.test(holder) && result.registrationType === 'tds') {
    // TDS deductors may register with their TAN instead of a PAN (GST REG-07).
    result.tan = holder;
  }

  const entity = chars[12] ?? '';
  if (entity === '0') {
    errors.push({ code: 'invalid_entity_number', message: 'Entity number at position 13 is "0"; it must be 1-9 or A-Z.', position: 13 });
  } else if (/^[1-9A-Z]$/.test(entity)) {
    result.entityNumber = ALPHABET.indexOf(entity);
  }
}

function decodeCheckCharacter(chars: string[], result: Partial<GstinValidationResult>, errors: GstinError[]): void {
  const check = chars[14] ?? '';
  if (/^[0-9A-Z]$/.test(check)) result.checkCharacter = check;
  const first14 = chars.slice(0, 14).join('');
  if (!/^[0-9A-Z]{14}$/.test(first14)) return;
  const expected = gstinCheckCharacter(first14);
  result.expectedCheckCharacter = expected;
  if (result.checkCharacter !== undefined && check !== expected) {
    errors.push({ code: 'checksum_mismatch', message: `Check character is ${check}; expected ${expected}.`, position: 15 });
  }
}

function describe(char: string): string {
  const codePoint = char.codePointAt(0) ?? 0;
  const printable = /^[\p{L}\p{N}\p{P}\p{S}]$/u.test(char);
  return printable ? `"${char}"` : codePointName(codePoint);
}
