import { downloadLink, facts, h } from '../dom';
import type { ToolResult } from '../../../src/common/operations';
import type { Result } from '../types';

/** The QR code (the service's PNG), its UPI link, downloads as PNG and SVG, and print (the page's print style shows the code alone). */
export function upiQr(result: Result): Node {
  const r = result as unknown as ToolResult<'upi_qr_generator'>;
  const png = Uint8Array.from(atob(r.png.replace(/^data:image\/png;base64,/, '')), (c) => c.charCodeAt(0));
  const image = h('img', {
    src: r.png,
    alt: `UPI QR code to pay ${r.payeeVpa}${r.amountFormatted ? ` ${r.amountFormatted}` : ''}`,
    class: 'qr',
    width: 256,
    height: 256,
  });
  const print = h('button', { type: 'button', class: 'secondary' }, 'Print');
  print.addEventListener('click', () => window.print());
  return h(
    'div',
    { class: 'upi printable' },
    h('figure', {}, image, h('figcaption', {}, `Pay ${r.payeeVpa}${r.amountFormatted ? ` · ${r.amountFormatted}` : ''}`)),
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
