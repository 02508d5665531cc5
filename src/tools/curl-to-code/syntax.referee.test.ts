import { curlToCode, type CurlTarget } from '.';
import { runIn } from '../../../tests/support/compile';
import { browserCommands } from '../../../tests/support/curl-commands';
import { specAjv, toolSpec, withSpecDefaults } from '../../../tests/support/spec';
import { runs, withToolchain } from '../../../tests/support/toolchain';

// Referee tier: each target's program, for everyday commands, passes its own language's checker (node --check,
// py_compile, go vet, php -l).

const validateResult = specAjv().compile(toolSpec('curl-to-code').result);

function convert(curl: string, target?: CurlTarget) {
  const result = curlToCode(withSpecDefaults('curl_to_code', { curl, ...(target ? { target } : {}) }));
  expect(validateResult(result) ? [] : validateResult.errors).toEqual([]);
  return result;
}

const cases = Object.entries(browserCommands.commands);

/** A syntax check where the interpreter or compiler exists; otherwise skipped and said so (a failure under CI). */
const withTool = (command: string, flag: string): typeof describe | typeof describe.skip => withToolchain(command, runs(command, [flag]));

describe('fetch passes node --check; axios (an ES module) too', () => {
  test.each(cases)('%s', (_name, curl) => {
    const fetch = runIn({ 'request.js': convert(curl, 'fetch').code }, process.execPath, ['--check', 'request.js']);
    expect([fetch.status, fetch.output]).toEqual([0, '']);
    const axios = runIn({ 'request.mjs': convert(curl, 'axios').code }, process.execPath, ['--check', 'request.mjs']);
    expect([axios.status, axios.output]).toEqual([0, '']);
  });
});

withTool('python3', '--version')('Python passes py_compile', () => {
  test.each(cases)('%s', (_name, curl) => {
    const run = runIn({ 'request.py': convert(curl, 'python').code }, 'python3', ['-m', 'py_compile', 'request.py']);
    expect([run.status, run.output]).toEqual([0, '']);
  });
});

withTool('go', 'version')('Go passes go vet', () => {
  test.each(cases)('%s', (_name, curl) => {
    const run = runIn({ 'go.mod': 'module example.com/request\n\ngo 1.19\n', 'main.go': convert(curl, 'go').code }, 'go', ['vet', './...']);
    expect([run.status, run.output]).toEqual([0, '']);
  });
});

withTool('php', '--version')('PHP passes php -l', () => {
  test.each(cases)('%s', (_name, curl) => {
    const run = runIn({ 'request.php': convert(curl, 'php').code }, 'php', ['-l', 'request.php']);
    expect(run.status).toBe(0);
  });
});
