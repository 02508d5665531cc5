import { downloadLink, h } from '../dom';
import type { ToolResult } from '../../../src/common/operations';
import type { Result } from '../types';
import { columnKindInWords, reasonInWords } from '../words';

/** RFC 4180 CSV into rows of cells (quoted cells, doubled quotes, CRLF or LF). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i] as string;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') ((cell += '"'), (i += 1));
      else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') (row.push(cell), (cell = ''));
    else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i += 1;
      row.push(cell);
      rows.push(row);
      ((row = []), (cell = ''));
    } else cell += c;
  }
  if (cell !== '' || row.length > 0) (row.push(cell), rows.push(row));
  return rows;
}

const SHOWN_ROWS = 200;

/** A table of the first rows (all of them are in the download). */
export function dataTable(rows: string[][], caption: string): HTMLElement {
  const [head = [], ...body] = rows;
  const shown = body.slice(0, SHOWN_ROWS);
  return h(
    'div',
    { class: 'table-scroll', tabindex: 0, role: 'region', 'aria-label': caption },
    h(
      'table',
      { class: 'data' },
      h('caption', {}, body.length > SHOWN_ROWS ? `${caption}: the first ${SHOWN_ROWS} of ${body.length} rows` : caption),
      h('thead', {}, h('tr', {}, ...head.map((name) => h('th', { scope: 'col' }, name)))),
      h('tbody', {}, ...shown.map((cells) => h('tr', {}, ...cells.map((cell) => h('td', {}, cell))))),
    ),
  );
}

function jsonRows(text: string): string[][] {
  const items = JSON.parse(text) as Array<Record<string, unknown>>;
  const columns = [...new Set(items.flatMap((item) => Object.keys(item)))];
  return [columns, ...items.map((item) => columns.map((column) => (item[column] === undefined ? '' : String(item[column]))))];
}

export function csvResult(result: Result): Node {
  const r = result as { csv?: string; json?: string; direction?: string; rows?: number };
  if (typeof r.csv === 'string')
    return h('div', {}, h('div', { class: 'actions' }, downloadLink('data.csv', r.csv, 'text/csv')), dataTable(parseCsv(r.csv), 'CSV'));
  return h('pre', { class: 'code', tabindex: 0 }, String(r.json ?? ''));
}

export function mockData(result: Result): Node {
  const r = result as unknown as ToolResult<'mock_data_generator'>;
  const rows = r.format === 'csv' ? parseCsv(r.output) : jsonRows(r.output);
  const file = r.format === 'csv' ? ['mock-data.csv', 'text/csv'] : ['mock-data.json', 'application/json'];
  return h(
    'div',
    {},
    h('div', { class: 'actions' }, downloadLink(file[0] as string, r.output, file[1] as string)),
    dataTable(rows, 'Mock data'),
  );
}

/** The input's rows and the anonymised rows, one table above the other so every column has the page's width. */
export function anonymizer(result: Result, body: Record<string, unknown>): Node {
  const r = result as {
    format: string;
    output: string;
    cellsChanged?: number;
    columns?: Array<{ name: string; kind: string; reason: string }>;
  };
  const before = String(body.text ?? '');
  const asRows = (text: string) => (r.format === 'csv' ? parseCsv(text) : [[text]]);
  const changed = (r.columns ?? []).map((column) =>
    h(
      'li',
      {},
      h('strong', {}, column.name),
      column.kind === 'named' ? ': listed by you' : `: ${columnKindInWords(column.kind)}, ${reasonInWords(column.reason)}`,
    ),
  );
  const cells = r.cellsChanged ?? 0;
  return h(
    'div',
    {},
    h('p', {}, `${cells} ${cells === 1 ? 'cell' : 'cells'} changed${changed.length > 0 ? ', in these columns:' : '.'}`),
    changed.length > 0 ? h('ul', { class: 'columns-changed' }, ...changed) : null,
    h(
      'div',
      { class: 'actions' },
      downloadLink(
        r.format === 'csv' ? 'anonymized.csv' : 'anonymized.json',
        r.output,
        r.format === 'csv' ? 'text/csv' : 'application/json',
      ),
    ),
    h('div', { class: 'before-after' }, dataTable(asRows(before), 'Before'), dataTable(asRows(r.output), 'After')),
  );
}
