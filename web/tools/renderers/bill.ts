import { h, rupees } from '../dom';
import type { ToolResult } from '../../../src/common/operations';
import type { Result } from '../types';

/** An itemised bill: one row per line, amounts in Indian grouping, the total last and marked. */
function bill(caption: string, lines: Array<[string, number]>, totalPaise: number, note?: unknown): HTMLElement {
  const rows = lines.map(([label, paise]) => h('tr', {}, h('th', { scope: 'row' }, label), h('td', {}, rupees(paise))));
  return h(
    'div',
    { class: 'bill' },
    h(
      'table',
      {},
      h('caption', {}, caption),
      h('tbody', {}, ...rows),
      h(
        'tfoot',
        {},
        h('tr', { class: 'total' }, h('th', { scope: 'row' }, 'Total'), h('td', { 'data-total-paise': totalPaise }, rupees(totalPaise))),
      ),
    ),
    typeof note === 'string' ? h('p', { class: 'note' }, note) : null,
  );
}

export function gstBill(result: Result): Node {
  const r = result as unknown as ToolResult<'gst_calculator'>;
  const lines: Array<[string, number]> = [
    [`Taxable value (${r.mode === 'inclusive' ? 'taken out of the amount' : 'as given'})`, r.taxablePaise],
  ];
  if (r.supply === 'inter') lines.push([`IGST ${r.igstRate}%`, r.igstPaise]);
  else lines.push([`CGST ${r.cgstRate}%`, r.cgstPaise], [`SGST ${r.sgstRate}%`, r.sgstPaise]);
  lines.push([`Total GST ${r.rate}%`, r.totalTaxPaise]);
  return bill(`GST at ${r.rate}%, ${r.supply === 'inter' ? 'inter-state supply' : 'intra-state supply'}`, lines, r.totalPaise, r.note);
}

export function goldBill(result: Result): Node {
  const r = result as unknown as ToolResult<'gold_making_charges_calculator'>;
  const lines = r.lines.filter((line) => line.label !== 'Total').map((line): [string, number] => [line.label, line.amountPaise]);
  return bill('Gold jewellery bill', lines, r.totalPaise, r.rounding);
}
