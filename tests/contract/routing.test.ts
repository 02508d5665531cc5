import type { Document } from 'openapi-backend';
import { spec } from '../../src/common/operations';
import { IndexedRouter } from '../../src/calls/indexed-router';

// The router that replaces openapi-backend's per-request scan: it must route exactly as openapi-backend does
// (trailing slashes ignored, query strings ignored, 404 and 405 in strict mode), and its memo must stay bounded.

const router = new IndexedRouter({ definition: spec as unknown as Document, apiRoot: '/api/v1' });
const post = (path: string) => ({ method: 'POST', path, headers: {} });

describe('IndexedRouter', () => {
  test('when a tool path is given exactly, with trailing slashes or with a query string, then each names the same operation', () => {
    for (const path of ['/api/v1/gst-calculator', '/api/v1/gst-calculator/', '/api/v1/gst-calculator///', '/api/v1/gst-calculator?x=1']) {
      expect(router.matchOperation(post(path))?.operationId).toBe('gst_calculator');
    }
  });

  test('when the path names no tool, or lies outside the API root, then there is no operation, and strict matching says 404', () => {
    expect(router.matchOperation(post('/api/v1/no-such-tool'))).toBeUndefined();
    expect(router.matchOperation(post('/api/v2/gst-calculator'))).toBeUndefined();
    expect(router.allowedMethods('/elsewhere/gst-calculator')).toBeUndefined();
    expect(() => router.matchOperation(post('/api/v1/no-such-tool'), true)).toThrow(/^404/);
  });

  test('when a tool path is read with a method the spec does not declare, then strict matching says 405 and Allow lists POST', () => {
    expect(() => router.matchOperation({ method: 'GET', path: '/api/v1/gst-calculator', headers: {} }, true)).toThrow(/^405/);
    expect(router.allowedMethods('/api/v1/gst-calculator')).toEqual(['POST']);
  });

  test('when callers send 1,000 different spellings of tool paths, then the memo keeps at most one entry per operation', () => {
    for (let slashes = 1; slashes <= 1000; slashes++) router.matchOperation(post(`/api/v1/uuid-generator${'/'.repeat(slashes)}`));
    for (const op of router.getOperations()) router.matchOperation(post(`/api/v1${op.path}`));
    const memo = (router as unknown as { relativeByPath: Map<string, string> }).relativeByPath;
    expect(memo.size).toBe(router.getOperations().length);
  });

  test('when the spec is read, then no operation declares a parameter: only the body is validated, so the request headers need not be parsed', () => {
    expect(
      router
        .getOperations()
        .filter((op) => (op.parameters ?? []).length > 0)
        .map((op) => op.operationId),
    ).toEqual([]);
  });
});
