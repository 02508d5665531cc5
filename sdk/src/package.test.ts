import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// What the SDK's tarball carries besides its code: the project's licence, word for word (the packed tier installs the
// tarball and checks the installed copy too).

test('the SDK package carries the LICENSE of the project, and its files list names it', () => {
  const sdk = join(__dirname, '..');
  expect(readFileSync(join(sdk, 'LICENSE'), 'utf8')).toBe(readFileSync(join(sdk, '..', 'LICENSE'), 'utf8'));
  const manifest = JSON.parse(readFileSync(join(sdk, 'package.json'), 'utf8')) as { files: string[]; license: string };
  expect([manifest.license, manifest.files]).toEqual(['MIT', ['dist', 'LICENSE']]);
});
