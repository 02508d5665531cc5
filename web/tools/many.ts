import { apiUrl } from './served';
import { downloadLink, h } from './dom';
import { readBody, type Field } from './form';
import type { ToolMeta, ToolModule } from './types';

/**
 * "Many at once" on a tool page: paste a column of values (GSTINs, amounts, cron lines…), one per line, for one field;
 * every other field comes from the form. Each line is checked with the page's validator first (a refused line is its
 * own row, never sent); the rest go to POST /api/v1/batch, BATCH_CHUNK calls per request, and come back as a table
 * of each result's plain fields, with a CSV download of the same table.
 */

/** Lines per batch request: well inside the batch's 10,000 calls and the 1 MiB body for any one-line value. */
const BATCH_CHUNK = 500;
/** Lines one paste may hold. */
const MAX_LINES = 10_000;

interface Row {
  line: number;
  value: string;
  status: number | 'not sent';
  result?: Record<string, unknown>;
  problem?: string;
}

/** The fields a column can fill: text and numbers (a list, a switch or a choice stays the form's). */
const columnFields = (fields: Field[], module: ToolModule): Field[] =>
  fields.filter((field) => {
    const schema = module.schema.properties[field.name];
    const types = Array.isArray(schema?.type) ? schema.type : [schema?.type];
    return !schema?.enum && (types.includes('string') || types.includes('number') || types.includes('integer'));
  });

/** A pasted line as the field's value: a number field reads numbers (Indian grouping and ₹ allowed), else the text. */
function valueFor(line: string, module: ToolModule, name: string): unknown {
  const schema = module.schema.properties[name];
  const types = Array.isArray(schema?.type) ? schema.type : [schema?.type];
  if (!types.includes('number') && !types.includes('integer')) return line;
  const number = Number(line.replace(/[₹,\s]/g, ''));
  return Number.isFinite(number) && line.trim() !== '' ? number : line;
}

/** One cell of the table: a plain value as it is, a list of plain values joined, anything else left out. */
function cell(value: unknown): string | undefined {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return String(value);
  if (Array.isArray(value) && value.every((item) => ['string', 'number'].includes(typeof item))) return value.join('; ');
  return undefined;
}

/** A cell a spreadsheet would run as a formula (=, +, @, a tab, or - not before a digit) starts with an apostrophe. */
const FORMULA = /^[=+@\t\r]|^-(?!\d)/;
const csvCell = (text: string): string => {
  const safe = FORMULA.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** The table's columns: line, value, status, then each plain result field in the order results first give it. */
function columnsOf(rows: Row[]): string[] {
  const names = new Set<string>();
  for (const row of rows)
    for (const [name, value] of Object.entries(row.result ?? {})) if (name !== 'warnings' && cell(value) !== undefined) names.add(name);
  return [...names];
}

function cellsOf(row: Row, columns: string[]): string[] {
  const warnings = Array.isArray(row.result?.warnings)
    ? (row.result.warnings as Array<{ message?: string }>).map((w) => w.message ?? '').join(' ')
    : '';
  return [
    String(row.line),
    row.value,
    String(row.status),
    ...columns.map((name) => cell(row.result?.[name]) ?? ''),
    row.problem ?? warnings,
  ];
}

async function sendChunk(
  tool: ToolMeta,
  bodies: Array<Record<string, unknown>>,
): Promise<Array<{ status: number; result?: Record<string, unknown>; problem?: { detail?: string; title?: string } }>> {
  const response = await fetch(`${apiUrl}/batch`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ calls: bodies.map((body) => ({ tool: tool.slug, body })) }),
  });
  const answer = (await response.json()) as {
    items?: Array<{ index: number; status: number; result?: Record<string, unknown>; problem?: { detail?: string } }>;
    detail?: string;
    title?: string;
  };
  if (!response.ok || !answer.items)
    throw new Error(`${response.status} ${answer.title ?? ''}: ${answer.detail ?? 'the batch was refused'}`);
  return answer.items;
}

/** The "Many at once" section of a tool page, or nothing when no field can take a column. */
export function manyAtOnce(tool: ToolMeta, module: ToolModule, fields: Field[]): HTMLElement | '' {
  const choices = columnFields(fields, module);
  if (choices.length === 0) return '';
  const select = h(
    'select',
    { id: 'many-field', name: 'many-field' },
    ...choices.map((field) => h('option', { value: field.name }, field.label)),
  );
  const area = h('textarea', { id: 'many-values', rows: 6, spellcheck: 'false', class: 'mono' });
  const run = h('button', { type: 'button' }, 'Run every line');
  const status = h('p', { role: 'status', class: 'status' });
  const output = h('div', { class: 'output many-output', 'aria-live': 'polite' });
  run.addEventListener('click', () => void runAll());

  async function runAll(): Promise<void> {
    const name = select.value;
    const lines = area.value.split(/\r?\n/).map((line) => line.trim());
    const given = lines.map((value, index) => ({ value, line: index + 1 })).filter(({ value }) => value !== '');
    output.replaceChildren();
    if (given.length === 0) return void (status.textContent = 'Paste one value per line first.');
    if (given.length > MAX_LINES)
      return void (status.textContent = `At most ${MAX_LINES.toLocaleString('en-IN')} lines at once; this paste has ${given.length.toLocaleString('en-IN')}.`);
    const base = readBody(fields);
    const rows: Row[] = [];
    const toSend: Array<{ row: Row; body: Record<string, unknown> }> = [];
    for (const { value, line } of given) {
      const row: Row = { line, value, status: 'not sent' };
      rows.push(row);
      const body = { ...base, [name]: valueFor(value, module, name) };
      if (module.validate(structuredClone(body))) toSend.push({ row, body });
      else
        row.problem = (module.validate.errors ?? [])
          .map((error) => `${error.instancePath.replace(/^\//, '') || 'body'} ${error.message ?? 'is not valid'}`)
          .join('; ');
    }
    try {
      for (let at = 0; at < toSend.length; at += BATCH_CHUNK) {
        status.textContent = `Working… ${at.toLocaleString('en-IN')} of ${toSend.length.toLocaleString('en-IN')} sent.`;
        const chunk = toSend.slice(at, at + BATCH_CHUNK);
        const items = await sendChunk(
          tool,
          chunk.map(({ body }) => body),
        );
        items.forEach((item, index) => {
          const row = chunk[index]?.row;
          if (!row) return;
          row.status = item.status;
          if (item.result) row.result = item.result;
          else row.problem = item.problem?.detail ?? item.problem?.title ?? 'refused';
        });
      }
    } catch (error) {
      status.textContent = `The service could not answer: ${(error as Error).message}`;
    }
    const failed = rows.filter((row) => row.status !== 200).length;
    if (!status.textContent?.startsWith('The service'))
      status.textContent = `Done: ${rows.length - failed} of ${rows.length} lines answered${failed ? `, ${failed} not (see their last column)` : ''}.`;
    const columns = columnsOf(rows);
    const header = ['line', choices.find((field) => field.name === name)?.label ?? name, 'status', ...columns, 'problem or warnings'];
    const csv = [header, ...rows.map((row) => cellsOf(row, columns))].map((cells) => cells.map(csvCell).join(',')).join('\r\n');
    output.replaceChildren(
      h('div', { class: 'actions' }, downloadLink(`${tool.slug}-results.csv`, `${csv}\r\n`, 'text/csv', 'Download the table as CSV')),
      h(
        'div',
        { class: 'table-scroll', tabindex: 0, role: 'region', 'aria-label': 'Results, one row per line' },
        h(
          'table',
          { class: 'data' },
          h('thead', {}, h('tr', {}, ...header.map((text) => h('th', { scope: 'col' }, text)))),
          h(
            'tbody',
            {},
            ...rows.map((row) =>
              h('tr', { class: row.status === 200 ? '' : 'failed' }, ...cellsOf(row, columns).map((text) => h('td', {}, text))),
            ),
          ),
        ),
      ),
    );
  }

  return h(
    'details',
    { class: 'many' },
    h('summary', {}, 'Many at once: one value per line'),
    h(
      'p',
      { class: 'note' },
      'Paste a column (from a spreadsheet, say): each line is run with the form’s other fields, and the answers come back as a table you can download.',
    ),
    h('label', { for: 'many-field' }, 'Each line is the'),
    select,
    h('label', { for: 'many-values' }, 'Values, one per line'),
    area,
    h('div', { class: 'actions' }, run),
    status,
    output,
  );
}
