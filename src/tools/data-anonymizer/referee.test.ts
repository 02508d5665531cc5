import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { CONTENT } from './kinds';
import { generateMockData } from '../mock-data-generator';
import { TEST_CARDS as CARDS } from '../../../tests/support/test-cards';
import { runs, withToolchain } from '../../../tests/support/toolchain';

// The referee is python-stdnum (Debian's python3-stdnum: PAN, Aadhaar, GSTIN, Luhn) and Python's ipaddress, which
// share no code with ours. Valid identifiers come from the mock-data generator; each is also changed in one
// character twice, so that about two thirds of the corpus are near misses the check digits must catch.
const python = ['python3', '/usr/bin/python3'].find((command) => runs(command, ['-c', 'import stdnum.in_.gstin']));
const script = join(__dirname, 'stdnum-valid.py');

function oneCharChanged(value: string, i: number): string {
  const at = i % value.length;
  const char = value[at] as string;
  const other = /\d/.test(char)
    ? String((Number(char) + 1 + (i % 9)) % 10)
    : String.fromCharCode(65 + ((char.charCodeAt(0) - 65 + 1 + (i % 25)) % 26));
  return value.slice(0, at) + other + value.slice(at + 1);
}

const mock = JSON.parse(
  generateMockData({ schema: 'pan:pan,gstin:gstin,aadhaar:aadhaar', rows: 300, format: 'json', seed: 7 }).output,
) as Array<Record<string, string>>;
const cases: Array<{ kind: string; value: string }> = [
  ...(['pan', 'gstin', 'aadhaar'] as const).flatMap((kind) =>
    mock
      .flatMap((row, i) => [row[kind] as string, oneCharChanged(row[kind] as string, i), oneCharChanged(row[kind] as string, i * 7 + 3)])
      .map((value) => ({ kind, value })),
  ),
  ...mock.slice(0, 100).map((row) => ({ kind: 'aadhaar', value: (row.aadhaar as string).replace(/(\d{4})(\d{4})(\d{4})/, '$1 $2 $3') })),
  ...CARDS.flatMap((card, c) => Array.from({ length: 25 }, (_, i) => (i === 0 ? card : oneCharChanged(card, c * 25 + i)))).map((value) => ({
    kind: 'card',
    value,
  })),
  ...[
    '192.0.2.1',
    '255.255.255.255',
    '256.1.1.1',
    '1.2.3',
    '1.2.3.4.5',
    '01.2.3.4',
    '::1',
    '2001:db8::1',
    '2001:db8::g',
    '2001:db8:0:0:0:0:0:1',
    'fe80::1%eth0',
    '::ffff:192.0.2.1',
    '1::2::3',
  ].map((value) => ({ kind: 'ip', value })),
];

withToolchain('python3-stdnum', python !== undefined)('data-anonymizer identifiers agree with python-stdnum and ipaddress', () => {
  const answer = spawnSync(python as string, [script], { input: JSON.stringify(cases), encoding: 'utf8' });
  const theirs = JSON.parse(answer.stdout || '[]') as boolean[];
  const tests = new Map<string, (value: string) => boolean>(CONTENT.map(({ kind, test }) => [kind, test]));

  test('the referee answered every case', () => {
    expect(answer.stderr).toBe('');
    expect(theirs).toHaveLength(cases.length);
  });

  test.each(['pan', 'gstin', 'aadhaar', 'card', 'ip'])('%s: the same verdict on every value', (kind) => {
    const differ = cases
      .map((c, i) => ({ ...c, ours: tests.get(c.kind)?.(c.value), theirs: theirs[i] }))
      .filter((c) => c.kind === kind && c.ours !== c.theirs);
    expect(differ).toEqual([]);
  });
});
