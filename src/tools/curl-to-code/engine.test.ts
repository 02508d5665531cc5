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

describe('issue 31: what the held-out commands sent otherwise', () => {
  test('--data-urlencode @file (no name): each target reads the file and URL-encodes all of it, its newline too', () => {
    const curl = 'curl --data-urlencode @message.txt https://api.example.com/notes';
    expect(convert(curl, 'python').code).toBe(
      `import requests
from urllib.parse import quote_plus

headers = {
    'Content-Type': 'application/x-www-form-urlencoded',
}

with open('message.txt', 'rb') as f:
    data = quote_plus(f.read(), safe='')

response = requests.post('https://api.example.com/notes', headers=headers, data=data)
`,
    );
    expect(convert(curl, 'go').code).toContain('var data = strings.NewReader(url.QueryEscape(string(readFile("message.txt"))))');
    expect(convert(curl, 'php').code).toContain(
      "curl_setopt($ch, CURLOPT_POSTFIELDS, str_replace('%20', '+', rawurlencode(file_get_contents('message.txt'))));",
    );
    expect(convert(curl, 'axios').code).toContain("data: Buffer.from(urlencode(fs.readFileSync('message.txt')))");
    expect(convert(curl, 'fetch').warnings.map((warning) => warning.subject)).toEqual(['data-from-file']);
  });

  test('the body options in order, each file read as its option reads it; an option-like header value is a value', () => {
    const curl = `curl -H 'X-Note: --data-binary' -d a=1 -sd@notes.txt --data-binary @report.bin --data-urlencode 'msg@message.txt' https://api.example.com/up`;
    expect(convert(curl, 'python').code).toBe(
      `import requests
from urllib.parse import quote_plus

headers = {
    'X-Note': '--data-binary',
    'Content-Type': 'application/x-www-form-urlencoded',
}

data = b''.join([
    b'a=1&',
    open('notes.txt', 'rb').read().replace(b'\\r', b'').replace(b'\\n', b''),
    b'&',
    open('report.bin', 'rb').read(),
    b'&msg=',
    quote_plus(open('message.txt', 'rb').read(), safe='').encode(),
])

response = requests.post('https://api.example.com/up', headers=headers, data=data)
`,
    );
    expect(convert(curl, 'go').code).toContain(
      'var data = strings.NewReader("a=1&" + strings.NewReplacer("\\r", "", "\\n", "").Replace(string(readFile("notes.txt"))) + "&" + string(readFile("report.bin")) + "&msg=" + url.QueryEscape(string(readFile("message.txt"))))',
    );
  });

  test('fetch: a conditional request keeps fetch from adding Cache-Control and Pragma', () => {
    const { code, warnings } = convert(`curl -H 'If-None-Match: "v1"' https://api.example.com/items`);
    expect(code).toBe(
      `fetch('https://api.example.com/items', {
  headers: {
    'If-None-Match': '"v1"'
  },
  cache: 'force-cache'
});
`,
    );
    expect(warnings.map((warning) => warning.subject)).toEqual(['cache']);
  });

  test('fetch: a text part with its type, a line break or the text of a file is written out, as FormData cannot send it', () => {
    const { code, warnings } = convert(
      `curl -F 'meta={"a":1};type=application/json' -F $'note=one\ntwo' -F 'bio=<bio.txt' https://api.example.com/mp`,
    );
    expect(code).toBe(
      `const boundary = \`----------------------------\${Math.random().toString(16).slice(2)}\`;
const parts = [
  ['form-data; name="meta"', 'application/json', '{"a":1}'],
  ['form-data; name="note"', null, 'one\\ntwo'],
  ['form-data; name="bio"', null, /* the text of bio.txt */ ''],
];
const body =
  parts
    .map(([disposition, type, content]) => \`--\${boundary}\\r\\nContent-Disposition: \${disposition}\\r\\n\${type === null ? '' : \`Content-Type: \${type}\\r\\n\`}\\r\\n\${content}\\r\\n\`)
    .join('') + \`--\${boundary}--\\r\\n\`;

fetch('https://api.example.com/mp', {
  method: 'POST',
  headers: {
    'Content-Type': \`multipart/form-data; boundary=\${boundary}\`
  },
  body
});
`,
    );
    expect(warnings.map((warning) => warning.subject)).toEqual(['form-field-from-file']);
  });

  test('python: a URL requests sends otherwise is a warning that names what it sends', () => {
    const { warnings } = convert(`curl -g 'https://api.example.com/g?filter[status]=paid&x=%2f'`, 'python');
    expect(warnings).toEqual([
      {
        code: 'conversion_warning',
        subject: 'url-encoding',
        message:
          'requests sends "/g?filter%5Bstatus%5D=paid&x=%2F" where curl sends "/g?filter[status]=paid&x=%2f": urllib3 percent-encodes what RFC 3986 leaves out of a URL and upper-cases %xx, with no option to keep it (its issue #2922).',
      },
    ]);
  });

  test('go: the path curl sends (dot segments removed; "|" kept through Opaque)', () => {
    const { code } = convert(`curl 'https://api.example.com/a/../b|c?x=1'`, 'go');
    expect(code).toContain('req, err := http.NewRequest("GET", "https://api.example.com/b|c?x=1", nil)');
    expect(code).toContain('req.URL.Opaque = "/b|c"');
  });

  test('php: a typed text part or a repeated name is written out, as a POSTFIELDS array cannot send it', () => {
    const { code, warnings } = convert(`curl -F 'meta={"a":1};type=application/json' -F tag=a -F tag=b https://api.example.com/mp`, 'php');
    expect(code).toBe(
      `<?php
$boundary = bin2hex(random_bytes(16));
$parts = [
    ['form-data; name="meta"', 'application/json', '{"a":1}'],
    ['form-data; name="tag"', null, 'a'],
    ['form-data; name="tag"', null, 'b'],
];
$body = '';
foreach ($parts as [$disposition, $type, $content]) {
    $body .= "--$boundary\\r\\nContent-Disposition: $disposition\\r\\n" . ($type === null ? '' : "Content-Type: $type\\r\\n") . "\\r\\n$content\\r\\n";
}
$body .= "--$boundary--\\r\\n";

$ch = curl_init();
curl_setopt($ch, CURLOPT_URL, 'https://api.example.com/mp');
curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
curl_setopt($ch, CURLOPT_HTTPHEADER, [
    'Content-Type: multipart/form-data; boundary=' . $boundary,
]);
curl_setopt($ch, CURLOPT_POSTFIELDS, $body);

$response = curl_exec($ch);

curl_close($ch);
`,
    );
    expect(warnings).toEqual([]);
  });

  test("an empty query is kept (curlconverter drops it); a part's ;headers= is a warning (curlconverter drops them)", () => {
    expect(convert(`curl 'https://api.example.com/search?'`, 'go').code).toContain('"https://api.example.com/search?"');
    expect(convert(`curl 'https://api.example.com/search?'`, 'fetch').warnings.map((warning) => warning.subject)).toEqual(['node-version']);
    expect(convert(`curl 'https://api.example.com/search?'`, 'axios').warnings.map((warning) => warning.subject)).toEqual(['url-encoding']);
    const { warnings } = convert(`curl -F 'note=hi;headers=X-Part: 1' https://api.example.com/mp`, 'python');
    expect(warnings.map((warning) => warning.subject)).toEqual(['form-part-headers']);
  });

  test('standard input (-d @-) stays a warning: the program does not read it', () => {
    const { code, warnings } = convert('curl -d @- https://api.example.com/in', 'go');
    expect(code).toContain('strings.NewReader("@-")');
    expect(warnings.map((warning) => warning.subject)).toEqual(['data-from-file']);
  });

  test('axios and python: a -F name=<file part keeps its type', () => {
    const curl = `curl -F 'bio=<bio.txt;type=text/plain' https://api.example.com/bio`;
    expect(convert(curl, 'axios').code).toContain("form.append('bio', fs.readFileSync('bio.txt', 'utf8'), { contentType: 'text/plain' });");
    expect(convert(curl, 'python').code).toContain("('bio', (None, open('bio.txt', 'rb').read(), 'text/plain')),");
  });
});

describe('invalid_curl', () => {
  test.each([
    { given: 'ls -la', want: 'The command starts with "ls"; send a command that starts with curl.' },
    { given: 'curl -X POST', want: 'The command has no URL; curl needs one (for example curl https://example.com).' },
    {
      given: "curl 'https://example.com",
      want: 'The command is not valid shell syntax at line 1, column 5 (an unclosed quote is the usual cause; for a Windows command send shell "cmd" or "powershell").',
    },
    {
      given: `curl https://x ${'😀'.repeat(16_400)}`,
      want: 'The command is 32,815 UTF-16 code units long; the parser reads at most 32,767 (a character outside the Basic Multilingual Plane, such as an emoji, counts twice).',
    },
  ])('$given', ({ given, want }) => {
    let error: unknown;
    try {
      curlToCode({ curl: given, target: 'fetch', shell: 'auto' });
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(ToolInputError);
    expect([(error as ToolInputError).code, (error as ToolInputError).message]).toEqual(['invalid_curl', want]);
  });
});
