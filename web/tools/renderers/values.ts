import { codeBlock, facts, h, rupees } from '../dom';
import type { ToolResult } from '../../../src/common/operations';
import type { Result } from '../types';

export function hashes(result: Result): Node {
  const r = result as unknown as ToolResult<'hash_generator'>;
  return h(
    'div',
    {},
    facts(Object.entries(r.hashes).map(([name, value]) => [name.toUpperCase(), value, true])),
    h('p', { class: 'note' }, `Of ${r.bytes} bytes (UTF-8).`),
  );
}

export function uuids(result: Result): Node {
  const r = result as unknown as ToolResult<'uuid_generator'>;
  const list = h('ol', { class: 'values' }, ...r.uuids.map((uuid) => h('li', {}, h('code', {}, uuid))));
  return h('div', {}, facts([[`${r.uuids.length} UUID${r.uuids.length === 1 ? '' : 's'} (${r.version})`, r.uuids.join('\n'), true]]), list);
}

export function base64(result: Result): Node {
  const r = result as Record<string, unknown>;
  const rows: Array<[string, string, boolean]> = [];
  for (const key of ['base64', 'base64url', 'text', 'hex']) if (typeof r[key] === 'string') rows.push([key, r[key] as string, true]);
  return facts(rows);
}

export function epoch(result: Result): Node {
  const r = result as Record<string, unknown>;
  const rows: Array<[string, string, boolean]> = [
    ['India (IST)', String(r.ist ?? ''), true],
    ['UTC', String(r.utc ?? ''), true],
    ['Epoch seconds', String(r.epochSeconds ?? ''), true],
    ['Epoch milliseconds', String(r.epochMilliseconds ?? ''), true],
    ['Relative', String(r.relative ?? ''), false],
  ];
  return facts(rows.filter(([, value]) => value !== ''));
}

export function gstin(result: Result): Node {
  const r = result as unknown as ToolResult<'gstin_validator'>;

  const verdict = h(
    'p',
    { class: r.valid ? 'verdict good' : 'verdict bad' },
    r.valid ? `✓ ${r.gstin} is a valid GSTIN` : `✗ ${r.gstin} is not a valid GSTIN`,
  );
  const rows: Array<[string, string, boolean]> = [];
  if (r.stateName) rows.push(['State', r.stateName, false]);
  if (r.pan) rows.push(['PAN', r.pan, true]);
  if (r.registrationType) rows.push(['Registration', r.registrationType, false]);
  return h('div', {}, verdict, facts(rows), ...(r.errors ?? []).map((error) => h('p', { class: 'field-error' }, error.message)));
}

export function words(result: Result): Node {
  const r = result as unknown as ToolResult<'amount_to_words'>;
  return h(
    'div',
    {},
    h('p', { class: 'big' }, r.amountPaise === undefined ? r.formatted : rupees(r.amountPaise)),
    facts([
      ['English', r.english, true],
      [h('span', {}, h('span', { lang: 'hi' }, 'हिन्दी'), ' (Hindi)'), h('span', { lang: 'hi', class: 'hindi' }, r.hindi), true],
    ]),
  );
}

export function formatted(result: Result): Node {
  const r = result as { valid?: boolean; output?: string };
  if (typeof r.output !== 'string') return h('p', {}, 'No output.');
  return codeBlock(r.output, 'formatted.json', 'JSON');
}
