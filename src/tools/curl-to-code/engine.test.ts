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
    expect(code).toContain("body: JSON.stringify({\n    'q': 'it\\'s ₹100',\n    'page': 1\n  })");
  });

  test('Firefox command to Python: the form body as written (not re-encoded from a dict), and the headers', () => {
    const { code } = convert(firefox, 'python');
    expect(code).toContain("data = 'user=asha&pass=s%40cret'");
    expect(code).toContain("'Content-Type': 'application/x-www-form-urlencoded',");
    expect(code).toContain("response = requests.post('https://www.example.com/login', headers=headers, data=data)");
  });

  test("a shell variable is curlconverter's warning, naming it", () => {
    const { code, warnings } = convert('curl https://api.example.com/items/$ID', 'axios');
    expect(code).toContain("url: 'https://api.example.com/items/$ID'");
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ code: 'conversion_warning', subject: 'expansion' });
    expect(warnings[0]?.message).toContain('found environment variable');
  });

  test('the method as written (curl sends -X patch as "patch"), and digest auth as a warning', () => {
    expect(convert('curl -X patch https://api.example.com/items/7', 'go').code).toContain('http.NewRequest("patch", ');
    const { warnings } = convert('curl --digest -u asha:secret https://api.example.com/private', 'python');
    expect(warnings).toContainEqual({
      code: 'conversion_warning',
      subject: 'auth',
      message:
        'curl authenticates as "asha" with digest authentication, which this code does not do; add it with the library\'s own support for it.',
    });
  });

  test('-k, -m and -L become the library options in Python and PHP', () => {
    const curl = 'curl -k -L -m 2.5 https://self-signed.example.com/';
    expect(convert(curl, 'python').code).toContain(
      "response = requests.get('https://self-signed.example.com/', verify=False, timeout=2.5)",
    );
    const php = convert(curl, 'php').code;
    for (const option of ['CURLOPT_FOLLOWLOCATION, true', 'CURLOPT_SSL_VERIFYPEER, false', 'CURLOPT_TIMEOUT_MS, 2500']) {
      expect(php).toContain(option);
    }
  });

  test('basic auth and a file upload in Go', () => {
    const { code } = convert(commands['multipart form with a file and basic auth'] as string, 'go');
    expect(code).toContain('req.SetBasicAuth("asha", "secret")');
    // curl types a .pdf part application/pdf (the recorder test checks the table against the real curl).
    expect(code).toContain(
      'addPart(writer, "form-data; name=\\"file\\"; filename=\\"report.pdf\\"", "application/pdf", readFile("report.pdf"))',
    );
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
