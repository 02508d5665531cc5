import { existsSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { withServedSpecFile } from '../../scripts/served-spec';

// `npm run lint:spec` and `npm run build:docs` (both in `npm test`) write the served contract to a temporary folder
// for redocly: it is gone when they are done, whether redocly succeeded or not. (The global teardown then checks that
// a whole jest run left nothing in the temporary folder: tests/support/run-temp.ts.)

test('when the served spec file has been used, then its temporary folder is gone', () => {
  const file = withServedSpecFile((path) => {
    expect(JSON.parse(readFileSync(path, 'utf8'))).toHaveProperty('openapi');
    return path;
  });
  expect(existsSync(dirname(file))).toBe(false);
});

test('when its user throws (redocly failed), then the folder is gone too and the error goes on', () => {
  let file = '';
  expect(() =>
    withServedSpecFile((path) => {
      file = path;
      throw new Error('redocly failed');
    }),
  ).toThrow('redocly failed');
  expect(file).not.toBe('');
  expect(existsSync(dirname(file))).toBe(false);
});
