import { curlToCode, type CurlTarget } from '.';
import { ToolInputError } from '../shared/errors';
import { browserCommands } from '../../../tests/support/curl-commands';
import { specAjv, toolSpec, withSpecDefaults } from '../../../tests/support/spec';

const validateResult = specAjv().compile(toolSpec('curl-to-code').result);

function convert(curl: string, target?: CurlTarget) {
  const result = curlToCode(withSpecDefaults('curl_to_code', { curl, ...(target ? { target } : {}) }));
  expect(validateResult(result) ? [] : validateResult.errors).toEqual([]);
  return result;
}

const { chrome, firefox, commands } = browserCommands;

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
