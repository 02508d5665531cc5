import { parseBasePath, prefixedLinks, withoutBasePath } from './base-path';

describe('BASE_PATH', () => {
  test.each([
    ['/utility-tools', '/utility-tools'],
    ['utility-tools/', '/utility-tools'],
    ['//a//b/', '/a/b'],
    ['/', ''],
    ['/tools-x', '/tools-x'],
  ])('%p is read as %p', (raw, path) => {
    expect(parseBasePath(raw, 'BASE_PATH')).toBe(path);
  });

  test.each([
    ['/utility-tools/api/v1/x', '/api/v1/x'],
    ['/utility-tools', '/'],
    ['/utility-tools/', '/'],
    ['/api/v1/x', '/api/v1/x'],
    ['/utility-toolsx/api', '/utility-toolsx/api'],
  ])('the path %p is routed as %p', (path, routed) => {
    expect(withoutBasePath(path, '/utility-tools')).toBe(routed);
  });

  test('root-relative links get the prefix; links to another host, fragments and relative links do not', () => {
    const html =
      '<a href="/docs">d</a><script src="/tools/a.js"></script><a href="//cdn.example/x">c</a><a href="#top">t</a><a href="x">r</a>';
    expect(prefixedLinks(html, '/u')).toBe(
      '<a href="/u/docs">d</a><script src="/u/tools/a.js"></script><a href="//cdn.example/x">c</a><a href="#top">t</a><a href="x">r</a>',
    );
    expect(prefixedLinks(html, '')).toBe(html);
  });
});
