import { bodyToFragment, fragmentToBody, LinkError, MAX_BODY_BYTES, MAX_LINK_CHARS } from '../../web/tools/link';

// A tool page's link carries its body in the URL fragment (web/tools/link.ts): what one page writes, another reads
// back exactly, and a damaged, hostile or foreign fragment is refused in words, never thrown.

const base64url = (bytes: Uint8Array): string => Buffer.from(bytes).toString('base64url');

describe('tool page links', () => {
  test.each([
    ['a GST body', { amountPaise: 100000, rate: 18, mode: 'exclusive', supply: 'intra' }],
    ['text in Devanagari and an emoji', { text: 'नमस्ते 🙏 "quoted" \\ slash', algorithms: ['sha256', 'md5'] }],
    ['an empty body', {}],
    ['a long text', { text: 'GSTIN 27AAPFU0939F1ZV, '.repeat(2000) }],
  ])('when %s is put in a link, then the link reads back the same body', async (_name, body) => {
    const fragment = await bodyToFragment(body);
    expect(fragment).toMatch(/^[zb]=[A-Za-z0-9_-]*$/);
    expect(await fragmentToBody(`#${fragment}`)).toEqual(body);
  });

  test('when a long repetitive body is put in a link, then it is deflated (z=) and much shorter than its JSON', async () => {
    const body = { text: 'GSTIN 27AAPFU0939F1ZV, '.repeat(2000) };
    const fragment = await bodyToFragment(body);
    expect(fragment.startsWith('z=')).toBe(true);
    expect(fragment.length).toBeLessThan(JSON.stringify(body).length / 10);
  });

  test('when a link holds its JSON undeflated (b=), then it is read too', async () => {
    expect(await fragmentToBody(`#b=${base64url(Buffer.from('{"amount":12.5}'))}`)).toEqual({ amount: 12.5 });
  });

  test.each([['#'], [''], ['#section-2'], ['#x=abc']])('when the fragment is %p, then it carries no body', async (fragment) => {
    expect(await fragmentToBody(fragment)).toBeUndefined();
  });

  test.each([
    ['a character base64url does not use', '#z=abc+def', /base64url/],
    ['bytes that do not inflate', `#z=${base64url(Buffer.from('not deflate at all'))}`, /damaged/],
    ['JSON that is not an object', `#b=${base64url(Buffer.from('[1,2]'))}`, /JSON object/],
    ['text that is not JSON', `#b=${base64url(Buffer.from('{amount: 1}'))}`, /damaged/],
    ['bytes that are not UTF-8', `#b=${base64url(Buffer.from([0x7b, 0xff, 0x7d]))}`, /damaged/],
    ['a link longer than the limit', `#b=${'A'.repeat(MAX_LINK_CHARS)}`, /longer than/],
  ])('when a link holds %s, then it is refused with a LinkError that says so', async (_name, fragment, words) => {
    const read = await fragmentToBody(fragment);
    expect(read).toBeInstanceOf(LinkError);
    expect((read as LinkError).message).toMatch(words);
  });

  test('when a short link inflates past MAX_BODY_BYTES (a deflate bomb), then reading stops there with a LinkError', async () => {
    const zeros = JSON.stringify({ text: '0'.repeat(MAX_BODY_BYTES + 1024) });
    const { deflateRawSync } = await import('node:zlib');
    const bomb = `#z=${base64url(deflateRawSync(Buffer.from(zeros), { level: 9 }))}`;
    expect(bomb.length).toBeLessThan(MAX_LINK_CHARS);
    const read = await fragmentToBody(bomb);
    expect(read).toBeInstanceOf(LinkError);
    expect((read as LinkError).message).toMatch(/larger than 4 MiB/);
  });
});
