import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { useTestClient } from '../support/app';
import { specTools, toolSpec } from '../support/spec';
import type { ToolAssets } from '../../src/http/pages/tool-pages';

// The in-browser tools as the service sends them (built by `npm run build:tools`, which `npm test` runs before jest):
// one page for /tools and every /tools/<slug>, assets named by their hash and cached for a year, Brotli or gzip as
// accepted, 304 for an unchanged page, and a CSP with no inline script and no eval. In a browser: tools-browser.referee.test.ts.

const client = useTestClient();
const manifest = JSON.parse(readFileSync(join(__dirname, '..', '..', 'docs', 'tools', 'manifest.json'), 'utf8')) as ToolAssets;
const assets = Object.keys(manifest.files).filter((file) => file.startsWith('assets/'));

describe('/tools', () => {
  test.each([
    ['/tools', 200, 'index.html'],
    ['/tools/', 200, 'index.html'],
    ['/tools/gst-calculator', 200, 'gst-calculator.html'],
    ['/tools/gst-calculator/', 200, 'gst-calculator.html'],
    ['/tools/no-such-tool', 404, 'index.html'],
  ])('%s answers %d with %s, whose script draws the tool (or says there is none)', async (path, status, file) => {
    const response = await client.get(path).set('Accept-Encoding', 'identity');
    expect(response.status).toBe(status);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.text).toBe(readFileSync(join(__dirname, '..', '..', 'docs', 'tools', file), 'utf8'));
    expect(response.text).not.toMatch(/<script>|<script [^>]*>[^<]/);
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    );
    expect(response.headers['cache-control']).toBe('public, max-age=300');
  });

  test('before any script runs, each page says what it is: the index lists every tool, a tool page its fields', async () => {
    const index = (await client.get('/tools')).text;
    const linked = [...index.matchAll(/<li data-tool="([^"]+)"><a href="\/tools\/([^"]+)">/g)].map((match) => [match[1], match[2]]);
    const slugs = specTools;
    expect(linked.map(([slug]) => slug).sort()).toEqual([...slugs].sort());
    expect(linked.every(([slug, href]) => slug === href)).toBe(true);
    for (const slug of slugs) {
      const { text } = await client.get(`/tools/${slug}`);
      const { request, operationId } = toolSpec(slug);
      expect({
        slug,
        title: /<title>([^<]+) · Utility Tools<\/title>/.test(text),
        description: /<meta name="description" content="[^"]{20,}">/.test(text),
        heading: /<main id="main" tabindex="-1">\n<h1>[^<]+<\/h1>/.test(text),
        fields: [...text.matchAll(/<dt>.*? <code>([^<]+)<\/code><\/dt>/g)].map((match) => match[1]),
        reference: text.includes(`href="/docs#operation/${operationId}"`),
      }).toEqual({
        slug,
        title: true,
        description: true,
        heading: true,
        fields: Object.keys(request.properties as object),
        reference: true,
      });
    }
  });

  test('the page links only assets that are served, each named by its hash and cached for a year', async () => {
    const page = (await client.get('/tools')).text;
    const linked = [...page.matchAll(/(?:src|href)="\/tools\/(assets\/[^"]+)"/g)].map((match) => match[1]);
    expect(linked.length).toBe(2);
    for (const file of assets) {
      const response = await client
        .get(`/tools/${file}`)
        .set('Accept-Encoding', 'br')
        .buffer(true)
        .parse((res, done) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => done(null, Buffer.concat(chunks)));
        });
      expect([file, response.status, response.headers['content-encoding'], response.headers['cache-control']]).toEqual([
        file,
        200,
        'br',
        'public, max-age=31536000, immutable',
      ]);
      // superagent decodes Brotli as it reads: what arrives is the built file, through its .br copy.
      expect((response.body as Buffer).equals(readFileSync(join(__dirname, '..', '..', 'docs', 'tools', file)))).toBe(true);
      expect(
        brotliDecompressSync(readFileSync(join(__dirname, '..', '..', 'docs', 'tools', `${file}.br`))).equals(response.body as Buffer),
      ).toBe(true);
    }
  });

  test('an unchanged page is 304 with no body; an unknown asset is 404; only GET and HEAD', async () => {
    const first = await client.get('/tools/upi-qr-generator');
    const again = await client.get('/tools/upi-qr-generator').set('If-None-Match', String(first.headers.etag));
    expect([again.status, again.text]).toEqual([304, '']);
    const missing = await client.get('/tools/assets/app-NOPE.js');
    expect([missing.status, missing.body.code]).toEqual([404, 'not_found']);
    const posted = await client.post('/tools').send({});
    expect([posted.status, posted.headers.allow]).toEqual([405, 'GET, HEAD']);
  });
});
