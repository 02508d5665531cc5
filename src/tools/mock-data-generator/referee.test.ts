import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { generateMockData } from '.';
import { runs, withToolchain } from '../../../tests/support/toolchain';

// The referee is libphonenumber's metadata as Debian's python3-phonenumbers has it.
const python = ['python3', '/usr/bin/python3'].find((command) => runs(command, ['-c', 'import phonenumbers']));

withToolchain('python3-phonenumbers', python !== undefined)('mock phone numbers are what libphonenumber calls mobile', () => {
  test('10,000 numbers from three seeds: every one MOBILE', () => {
    const numbers = [1, 2, 3].flatMap((seed) =>
      (JSON.parse(generateMockData({ schema: 'phone:phone', rows: 3334, format: 'json', seed }).output) as Array<{ phone: string }>).map(
        ({ phone }) => phone,
      ),
    );
    const answer = spawnSync(python as string, [join(__dirname, 'phone-types.py')], { input: JSON.stringify(numbers), encoding: 'utf8' });
    expect(answer.stderr).toBe('');
    const types = JSON.parse(answer.stdout) as string[];
    expect(types).toHaveLength(numbers.length);
    expect(numbers.filter((_, index) => types[index] !== 'MOBILE')).toEqual([]);
  });
});
