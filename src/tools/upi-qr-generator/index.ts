import QRCode from 'qrcode';
import { ToolInputError } from '../shared/errors';
import { formatPaise, money } from '../shared/money';
import { firstControlCharacter } from '../../common/text';
import { requireWellFormed } from '../shared/well-formed';
import type { RequestBody, ToolResult } from '../../common/operations';

export type UpiQrRequest = RequestBody<'upi_qr_generator'>;

export type UpiQrResult = ToolResult<'upi_qr_generator'>;

const MAX_PAYEE_NAME_LENGTH = 100;
const MAX_NOTE_LENGTH = 80;
const MAX_AMOUNT_PAISE = 10_000_000_000;
const ERROR_CORRECTION_LEVEL = 'M';
const QUIET_ZONE_MODULES = 4;
const PNG_PIXELS_PER_MODULE = 8;

/** Builds the NPCI UPI deep link (upi://pay, parameters pa, pn, am in rupees, cu=INR, tn; RFC 3986 percent-encoding) and its QR code as SVG and PNG (ISO/IEC 18004, level M, 4-module quiet zone). */
export async function generateUpiQr(request: UpiQrRequest): Promise<UpiQrResult> {
  const payeeVpa = checkVpa(request.payeeVpa);
  const payeeName = checkPayeeName(request.payeeName);
  const note = checkNote(request.note ?? '');
  const amountPaise = checkAmount(request.amountPaise ?? 0);

  // Within these bounds the link always fits a version-40 QR at level M (worst case measured: version 36).
  const uri = buildUpiUri({ payeeVpa, payeeName, amountPaise, note });
  const options = { errorCorrectionLevel: ERROR_CORRECTION_LEVEL, margin: QUIET_ZONE_MODULES } as const;
  // colorType 0 is a pngjs option that @types/qrcode does not list: grayscale instead of RGBA halves the PNG's size and encoding time.
  const pngOptions = { ...options, type: 'image/png', scale: PNG_PIXELS_PER_MODULE, rendererOpts: { colorType: 0 } } as const;
  const [svg, png] = await Promise.all([QRCode.toString(uri, { ...options, type: 'svg' }), QRCode.toDataURL(uri, pngOptions)]);

  return {
    uri,
    payeeVpa,
    ...(amountPaise > 0 ? money('amount', amountPaise) : {}),
    errorCorrectionLevel: ERROR_CORRECTION_LEVEL,
    svg,
    png,
    warnings: [],
  };
}

/** The UPI deep link for already-checked values: parameters in the order pa, pn, am, cu, tn; `am` only above 0 paise, `tn` only when non-empty. */
function buildUpiUri(fields: { payeeVpa: string; payeeName: string; amountPaise: number; note: string }): string {
  // A checked VPA holds only RFC 3986 unreserved characters and "@", which is legal in a query (RFC 3986 §3.4);
  // writing "@" literally matters because some UPI apps (SBI Pay) show "%40" as " 40" (drenther/upi_pay#1, #15).
  const parameters = [`pa=${fields.payeeVpa}`, `pn=${encodeRfc3986(fields.payeeName)}`];
  if (fields.amountPaise > 0) parameters.push(`am=${formatPaise(fields.amountPaise).replace(/,/g, '')}`);
  parameters.push('cu=INR');
  if (fields.note !== '') parameters.push(`tn=${encodeRfc3986(fields.note)}`);
  return `upi://pay?${parameters.join('&')}`;
}

/** Percent-encodes everything outside the RFC 3986 unreserved set (A-Z a-z 0-9 - . _ ~) as UTF-8; spaces become %20, never +. */
export function encodeRfc3986(value: string): string {
  // encodeURIComponent leaves the sub-delimiters ! ' ( ) * as they are; RFC 3986 §2.2 reserves them.
  return encodeURIComponent(value).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** The VPA trimmed: its form, name@handle, is the request schema's pattern (which allows the surrounding whitespace). */
function checkVpa(raw: string): string {
  return raw.trim();
}

function checkPayeeName(raw: string): string {
  // Not blank (the schema's pattern \S) and at most MAX_PAYEE_NAME_LENGTH characters (its maxLength) by the request schema.
  const name = trimmedWellFormed(raw, 'payeeName');
  const length = Array.from(name).length;
  if (name === '' || length > MAX_PAYEE_NAME_LENGTH)
    throw new RangeError(`payeeName has ${length} characters after trimming; the schema allows 1 to ${MAX_PAYEE_NAME_LENGTH}`);
  return name;
}

function checkNote(raw: string): string {
  const note = trimmedWellFormed(raw, 'note');
  const length = Array.from(note).length;
  if (length > MAX_NOTE_LENGTH) throw new RangeError(`note has ${length} characters; the schema allows at most ${MAX_NOTE_LENGTH}`);
  return note;
}

/** Well-formed text without control characters: a newline or tab in `pn` or `tn` breaks how payer apps show it. */
function trimmedWellFormed(raw: string, field: 'payeeName' | 'note'): string {
  requireWellFormed(raw, field);
  const text = raw.trim();
  const control = firstControlCharacter(text);
  if (control) {
    const message = `${field} has the control character ${control.name} at position ${control.position} (1-based, after trimming); payer apps show ${field} on one line, so line breaks, tabs and other control characters are refused.`;
    if (field === 'payeeName') throw new ToolInputError('invalid_payee_name', message);
    throw new ToolInputError('invalid_note', message);
  }
  return text;
}

function checkAmount(amountPaise: number): number {
  if (!Number.isSafeInteger(amountPaise) || amountPaise < 0)
    throw new RangeError(`amountPaise must be a non-negative integer, got ${amountPaise}`);
  if (amountPaise > MAX_AMOUNT_PAISE) {
    throw new ToolInputError(
      'amount_too_large',
      `amountPaise ${amountPaise} is above ${MAX_AMOUNT_PAISE} paise (${formatPaise(MAX_AMOUNT_PAISE, true)}), the largest amount this tool encodes.`,
    );
  }
  return amountPaise;
}
