import { curlToCode, type CurlTarget } from '.';
import { ToolInputError } from '../shared/errors';
import { hasCommand, runIn } from '../../../tests/support/compile';
import { specAjv, toolSpec, withSpecDefaults } from '../../../tests/support/spec';

const validateResult = specAjv().compile(toolSpec('curl-to-code').result);

function convert(curl: string, target?: CurlTarget) {
  const result = curlToCode(withSpecDefaults('curl_to_code', { curl, ...(target ? { target } : {}) }));
  expect(validateResult(result) ? [] : validateResult.errors).toEqual([]);
  return result;
}

// As Chrome 131's "Copy as cURL (bash)" writes a request (cookie and token values replaced).
const chrome = `curl 'https://www.example.com/api/search?lang=en' \\
  -H 'accept: */*' \\
  -H 'accept-language: en-IN,en;q=0.9' \\
  -H 'content-type: application/json' \\
  -b 'session=abc123; theme=dark' \\
  -H 'origin: https://www.example.com' \\
  -H 'referer: https://www.example.com/search' \\
  -H 'sec-ch-ua: "Chromium";v="131", "Not_A Brand";v="24"' \\
  -H 'sec-ch-ua-mobile: ?0' \\
  -H 'sec-ch-ua-platform: "Linux"' \\
  -H 'user-agent: Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36' \\
  --data-raw $'{"q":"it\\'s ₹100","page":1}'`;
// As Firefox 133's "Copy as cURL" writes one.
const firefox = `curl 'https://www.example.com/login' --compressed -X POST -H 'User-Agent: Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0' -H 'Accept: text/html' -H 'Content-Type: application/x-www-form-urlencoded' -H 'Origin: https://www.example.com' -H 'Connection: keep-alive' --data-raw 'user=asha&pass=s%40cret'`;
const commands: Record<string, string> = {
  'Chrome, JSON body with $-quoting': chrome,
  'Firefox, form body and --compressed': firefox,
  'GET with -G and --data-urlencode': `curl -G https://api.example.com/search --data-urlencode 'q=a b&c' -H 'Accept: application/json'`,
  '--json': `curl --json '{"a":1}' https://api.example.com/items`,
  'multipart form with a file and basic auth': 'curl -u asha:secret -F note=hello -F file=@report.pdf https://files.example.com/upload',
  'PUT with -k and a cookie': `curl -k -X PUT https://self-signed.example.com/v1/item/7 -b 'id=1' -d 'x=1'`,
};
const cases = Object.entries(commands);

describe('the request survives the conversion', () => {
  test('fetch sends a JSON body that JSON.stringify would change as the text written', () => {
    const { code } = convert(`curl https://api.example.com/n -H 'Content-Type: application/json' -d '{"id":9007199254740993, "p":1.0}'`);
    expect(code).toContain(`body: '{"id":9007199254740993, "p":1.0}'`);
    expect(code).not.toContain('JSON.stringify');
  });

  test('Chrome command to fetch: method, URL, every header, cookie and body', () => {
    const { code } = convert(chrome);
    expect(code).toMatch(/^fetch\('https:\/\/www\.example\.com\/api\/search\?lang=en', \{/);
    expect(code).toContain("method: 'POST'");
    for (const header of ['accept-language', 'sec-ch-ua-platform', 'user-agent', 'referer']) expect(code).toContain(`'${header}':`);
    expect(code).toContain("'cookie': 'session=abc123; theme=dark'");
    // JSON.stringify of this object writes the same bytes curl sends, so the editable object form is kept.
    expect(code).toContain("'q': 'it\\'s \\u20B9100'");
  });

  test('Firefox command to Python: the form body as written (not re-encoded from a dict), and the headers', () => {
    const { code } = convert(firefox, 'python');
    expect(code).toContain("data = 'user=asha&pass=s%40cret'");
    expect(code).toContain("'Content-Type': 'application/x-www-form-urlencoded',");
    expect(code).toContain("response = requests.post('https://www.example.com/login', headers=headers, data=data)");
  });

  test('--compressed with axios is a warning naming the option', () => {
    const { warnings } = convert(firefox, 'axios');
    expect(warnings).toContainEqual({
      code: 'conversion_warning',
      subject: 'compressed',
      message: '--compressed is not a supported option',
    });
  });

  test('basic auth and a file upload in Go', () => {
    const { code } = convert(commands['multipart form with a file and basic auth'] as string, 'go');
    expect(code).toContain('req.SetBasicAuth("asha", "secret")');
    expect(code).toContain('os.Open("report.pdf")');
  });
});

/** A syntax check where the interpreter or compiler exists; otherwise the check is skipped and says so. */
function withTool(command: string, flag: string): typeof describe | typeof describe.skip {
  if (hasCommand(command, flag)) return describe;
  console.warn(`curl-to-code: ${command} is not installed, so its syntax check is skipped`);
  return describe.skip;
}

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

describe('invalid_curl', () => {
  test.each([
    { given: 'ls -la', want: 'The command starts with "ls"; send a command that starts with curl.' },
    { given: 'curl -X POST', want: 'The command has no URL; curl needs one (for example curl https://example.com).' },
    {
      given: "curl 'https://example.com",
      want: 'The command is not valid shell syntax at line 1, column 5 (an unclosed quote is the usual cause; Windows "Copy as cURL (cmd)" commands are not read, copy as cURL (bash)).',
    },
    {
      given: `curl https://x ${'😀'.repeat(16_400)}`,
      want: 'The command is 32,815 UTF-16 code units long; the parser reads at most 32,767 (a character outside the Basic Multilingual Plane, such as an emoji, counts twice).',
    },
  ])('$given', ({ given, want }) => {
    let error: unknown;
    try {
      curlToCode({ curl: given, target: 'fetch' });
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(ToolInputError);
    expect([(error as ToolInputError).code, (error as ToolInputError).message]).toEqual(['invalid_curl', want]);
  });
});
