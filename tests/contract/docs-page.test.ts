import { once } from 'node:events';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { testApp } from '../support/app';

// The docs page is 2.8 MB of HTML: it is sent Brotli- or gzip-compressed as the browser accepts (copies the build made
// at the best settings), with a strong ETag from its content, so a browser that has it gets 304 and no body.

const built = join(__dirname, '..', '..', 'docs', 'index.html');

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

async function serve(
  docsPath = built,
): Promise<{ get: (headers: Record<string, string>, method?: string) => Promise<Answer>; close: () => void }> {
  const app = await testApp({}, { docsPath });
  const server: Server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const get = (headers: Record<string, string>, method = 'GET'): Promise<Answer> =>
    new Promise((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path: '/docs', method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on('error', reject);
      req.end();
    });
  return { get, close: () => server.close() };
}

describe('GET /docs', () => {
  const page = readFileSync(built);

  test('when the browser accepts Brotli, then the page comes as Brotli, a fifth of its size, and decodes to the page itself', async () => {
    const { get, close } = await serve();
    try {
      const answer = await get({ 'accept-encoding': 'gzip, deflate, br' });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe('br');
      expect(answer.headers.vary).toMatch(/Accept-Encoding/);
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(answer.headers['content-security-policy']).toMatch(/^default-src 'none'; script-src 'sha256-/);
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
      expect(answer.body.length).toBeLessThan(page.length / 4);
      expect(brotliDecompressSync(answer.body).equals(page)).toBe(true);
    } finally {
      close();
    }
  });

  test('when the browser accepts gzip only, then gzip; when it names no encoding, then the page as it is', async () => {
    const { get, close } = await serve();
    try {
      const gzip = await get({ 'accept-encoding': 'gzip' });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.body).equals(page)).toBe(true);
      const plain = await get({ 'accept-encoding': 'identity' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.equals(page)).toBe(true);
    } finally {
      close();
    }
  });

  test('when the browser sends back the ETag, then 304 with no body; each coding has its own ETag (RFC 9110 8.8.3)', async () => {
    const { get, close } = await serve();
    try {
      const first = await get({ 'accept-encoding': 'br' });
      const etag = first.headers.etag ?? '';
      expect(etag).toMatch(/^"[0-9a-f]{32}-br"$/);
      expect(first.headers['cache-control']).toBe('public, max-age=300');
      const tags = [
        etag,
        (await get({ 'accept-encoding': 'gzip' })).headers.etag,
        (await get({ 'accept-encoding': 'identity' })).headers.etag,
      ];
      expect(new Set(tags).size).toBe(3);
      expect(tags[2]).toBe(etag.replace('-br', ''));
      // A validator of another coding is not a match: the client gets the coding it asked for, in full.
      expect((await get({ 'accept-encoding': 'gzip', 'if-none-match': etag })).status).toBe(200);
      const again = await get({ 'accept-encoding': 'br', 'if-none-match': etag });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
      expect((await get({ 'accept-encoding': 'br', 'if-none-match': '"0123"' })).status).toBe(200);
      const head = await get({ 'accept-encoding': 'br' }, 'HEAD');
      expect([head.status, head.headers['content-encoding'], head.body.length]).toEqual([200, 'br', 0]);
    } finally {
      close();
    }
  });

  test('when the page has no compressed copies made from it, then gzip is made once and Brotli is not offered', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'docs-'));
    const copy = join(folder, 'index.html');
    copyFileSync(built, copy);
    // A stale Brotli copy beside it, without the manifest that would vouch for it, must never be sent.
    copyFileSync(`${built}.br`, `${copy}.br`);
    const { get, close } = await serve(copy);
    try {
      const answer = await get({ 'accept-encoding': 'br, gzip' });
      expect(answer.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(answer.body).equals(page)).toBe(true);
    } finally {
      close();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
