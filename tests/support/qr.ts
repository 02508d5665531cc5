import jsQR from 'jsqr';
import { PNG } from 'pngjs';

/** What an independent decoder (jsQR over pngjs's pixels) reads in a `data:image/png;base64,` QR code. */
export function decodePng(dataUrl: string): string | undefined {
  const prefix = 'data:image/png;base64,';
  expect(dataUrl.startsWith(prefix)).toBe(true);
  const png = PNG.sync.read(Buffer.from(dataUrl.slice(prefix.length), 'base64'));
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
}
