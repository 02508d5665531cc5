import { downloadLink, facts, h } from '../dom';
import type { ToolResult } from '../../../src/common/operations';
import type { Result } from '../types';

/**
 * The QR code (the service's PNG) as a card: whom it pays (the payee's name as the payer's app shows it, and the
 * UPI ID), the amount and the note; then downloads as PNG and SVG, and print (the page's print style prints the card alone).
 */
export function upiQr(result: Result, body: Record<string, unknown>): Node {
  const r = result as unknown as ToolResult<'upi_qr_generator'>;
  const name = String(body.payeeName ?? '').trim();
  const note = String(body.note ?? '').trim();
  const png = Uint8Array.from(atob(r.png.replace(/^data:image\/png;base64,/, '')), (c) => c.charCodeAt(0));
  const image = h('img', {
    src: r.png,
    alt: `UPI QR code to pay ${name} (${r.payeeVpa})${r.amountFormatted ? ` ${r.amountFormatted}` : ''}`,
    class: 'qr',
    width: 256,
    height: 256,
  });
  const print = h('button', { type: 'button', class: 'secondary' }, 'Print');
  print.addEventListener('click', () => window.print());
  return h(
    'div',
    { class: 'upi printable' },
    h(
      'figure',
      { class: 'upi-card' },
      image,
      h(
        'figcaption',
        {},
        h('span', { class: 'scan' }, 'Scan with any UPI app to pay'),
        h('span', { class: 'payee' }, name),
        h('span', { class: 'vpa' }, r.payeeVpa),
        h('span', { class: 'amount' }, r.amountFormatted ?? 'Any amount: the payer enters it'),
        note ? h('span', { class: 'upi-note' }, note) : null,
      ),
    ),
    h(
      'div',
      { class: 'actions' },
      downloadLink('upi-qr.png', png, 'image/png', 'Download PNG'),
      downloadLink('upi-qr.svg', r.svg, 'image/svg+xml', 'Download SVG'),
      print,
    ),
    facts([['UPI link', r.uri, true]]),
  );
}
