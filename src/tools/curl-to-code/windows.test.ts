import { curlToCode, type CurlTarget } from '.';
import { ToolInputError } from '../shared/errors';
import { detectShell, readCommand, type Shell } from './shell';
import { windowsArguments } from './windows';
import { specAjv, toolSpec, withSpecDefaults } from '../../../tests/support/spec';

const validateResult = specAjv().compile(toolSpec('curl-to-code').result);

function convert(curl: string, target: CurlTarget, shell?: Shell) {
  const result = curlToCode(withSpecDefaults('curl_to_code', { curl, target, ...(shell ? { shell } : {}) }));
  expect(validateResult(result) ? [] : validateResult.errors).toEqual([]);
  return result;
}

const argvOf = (text: string, shell: Shell = 'auto') => readCommand(text, shell).argv;

function inputError(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ToolInputError);
    expect((error as ToolInputError).code).toBe('invalid_curl');
    return (error as ToolInputError).message;
  }
  throw new Error('no error');
}

describe('the Windows rules that split a command line into arguments', () => {
  // Microsoft C runtime, "Parsing C command-line arguments" (the examples of its table, UCRT behaviour since VS 2008).
  test.each([
    { given: '"a b c" d e', want: ['a b c', 'd', 'e'] },
    { given: '"ab\\"c" "\\\\" d', want: ['ab"c', '\\', 'd'] },
    { given: 'a\\\\\\b d"e f"g h', want: ['a\\\\\\b', 'de fg', 'h'] },
    { given: 'a\\\\\\"b c d', want: ['a\\"b', 'c', 'd'] },
    { given: 'a\\\\\\\\"b c" d e', want: ['a\\\\b c', 'd', 'e'] },
    { given: 'a"b"" c d', want: ['ab" c d'] },
    { given: '"" x ""', want: ['', 'x', ''] },
  ])('$given', ({ given, want }) => {
    expect(windowsArguments(`curl ${given}`)).toEqual(['curl', ...want]);
  });

  test('the program is read by its quotes alone', () => {
    expect(windowsArguments('"C:\\Program Files\\curl\\curl.exe" -s')).toEqual(['C:\\Program Files\\curl\\curl.exe', '-s']);
  });
});

describe('cmd', () => {
  test.each([
    { name: '^ takes the next character, ^" opens no quoted part', given: 'curl ^"a b^" c^&d', want: ['a b', 'c&d'] },
    { name: 'inside double quotes ^ & | < > are text', given: 'curl "x ^ & | < >" y', want: ['x ^ & | < >', 'y'] },
    { name: '\\" inside a quoted argument (the C runtime rule)', given: 'curl -d "{\\"a\\":1}"', want: ['-d', '{"a":1}'] },
    { name: 'a caret-escaped \\" as Chrome writes it', given: 'curl -b ^"k=^\\^"v^\\^"^"', want: ['-b', 'k="v"'] },
    { name: '% before a letter as Chrome writes it (%^)', given: 'curl ^"a^%^20b^"', want: ['a%20b'] },
    {
      name: '^ at a line end continues it; ^ and two newlines is a newline',
      given: 'curl -d ^"one^\n\ntwo^" ^\n  https://x',
      want: ['-d', 'one\ntwo', 'https://x'],
    },
    { name: 'CR LF line ends', given: 'curl ^\r\n  -H ^"a: b^" ^\r\n  https://x\r\n', want: ['-H', 'a: b', 'https://x'] },
    { name: 'an empty argument', given: 'curl -d "" https://x', want: ['-d', '', 'https://x'] },
    { name: 'backslashes before no quote stay as they are', given: 'curl -d ^"C:^\\^\\dir^"', want: ['-d', 'C:\\\\dir'] },
  ])('$name', ({ given, want }) => {
    expect(argvOf(given, 'cmd')).toEqual(['curl', ...want]);
  });

  test('a %NAME% that cmd would expand is a note, read as written', () => {
    const { argv, notes } = readCommand('curl -H "X-User: %USERNAME%" https://x', 'cmd');
    expect(argv).toEqual(['curl', '-H', 'X-User: %USERNAME%', 'https://x']);
    expect(notes[1]).toEqual([
      'cmd-variable',
      'cmd replaces %USERNAME% with the value of that environment variable when one is set; it is read here as written (no such variable).',
    ]);
  });

  test.each([
    {
      given: 'curl https://x & calc',
      want: 'cmd reads the "&" on line 1 outside quotes as the start of another command; write it as ^& or inside double quotes.',
    },
    {
      given: 'curl https://x > out.txt',
      want: 'cmd reads the ">" on line 1 outside quotes as a redirection; write it as ^> or inside double quotes.',
    },
    {
      given: 'curl "https://x\n  -H a"',
      want: 'A double quote opened on line 1 is not closed on that line; cmd cannot continue a line inside quotes.',
    },
    {
      given: 'curl https://x\ncurl https://y',
      want: 'Line 1 ends without ^, so cmd runs the next line as another command; send one curl command (join its lines with ^).',
    },
    { given: 'wget ^"https://x^"', want: 'The command starts with "wget"; send a command that starts with curl or curl.exe.' },
  ])('$given: invalid_curl', ({ given, want }) => {
    expect(inputError(() => readCommand(given, 'cmd'))).toBe(want);
  });
});

describe('PowerShell', () => {
  test.each([
    { name: "'...' is literal, '' is a quote", given: 'curl.exe -d \'{"a":"it\'\'s $x `n"}\'', want: ['-d', '{"a":"it\'s $x `n"}'] },
    {
      name: '"..." takes backtick escapes and "" for a quote',
      given: 'curl.exe -H "a: ""q"" `"r`" `$5`t!"',
      want: ['-H', 'a: "q" "r" $5\t!'],
    },
    { name: 'backtick at a line end continues it', given: 'curl.exe `\n  -d x `\r\n  https://x', want: ['-d', 'x', 'https://x'] },
    { name: 'a bare word with a backtick escape', given: 'curl.exe -d a`&b https://x', want: ['-d', 'a&b', 'https://x'] },
    { name: 'an empty argument', given: "curl.exe -d '' https://x", want: ['-d', '', 'https://x'] },
    { name: '`u{...}', given: 'curl.exe -d "`u{20B9}100"', want: ['-d', '₹100'] },
    { name: 'typographic quotes are quotes', given: 'curl.exe -d \u2018a b\u2019 -H \u201cc: d\u201d', want: ['-d', 'a b', '-H', 'c: d'] },
    { name: '--% passes the rest as a command line', given: 'curl.exe --% -H "a: b" https://x', want: ['-H', 'a: b', 'https://x'] },
    { name: 'a comment', given: 'curl.exe https://x # the API', want: ['https://x'] },
  ])('$name', ({ given, want }) => {
    expect(argvOf(given, 'powershell')).toEqual(['curl', ...want]);
  });

  test('a $variable PowerShell would expand is a note, read as written', () => {
    const { argv, notes } = readCommand('curl.exe -H "Authorization: Bearer $token" "https://x/$($id)"', 'powershell');
    expect(argv).toEqual(['curl', '-H', 'Authorization: Bearer $token', 'https://x/$($id)']);
    expect(notes).toContainEqual([
      'powershell-variable',
      'PowerShell replaces $token, $(...) with their values; read here as written. Put the argument in single quotes to send it as written.',
    ]);
  });

  test('a double quote or an empty argument is a note on older PowerShell', () => {
    const subjects = (text: string) => readCommand(text, 'powershell').notes.map(([subject]) => subject);
    expect(subjects('curl.exe -d \'{"a":1}\' https://x')).toEqual(['shell', 'powershell-version']);
    expect(subjects("curl.exe -d '' https://x")).toEqual(['shell', 'powershell-version']);
    expect(subjects("curl.exe -d 'a=1' https://x")).toEqual(['shell']);
  });

  test.each([
    { given: "curl.exe -d 'a", want: 'A single quote opened on line 1 is not closed.' },
    {
      given: 'curl.exe https://x | Out-File a.txt',
      want: 'PowerShell reads the "|" on line 1 as part of its own syntax, not as text for curl; put the argument in single quotes.',
    },
    {
      given: 'curl.exe https://x\n  -H a',
      want: 'Line 1 ends without a backtick, so PowerShell runs the next line as another command; end each continued line with ` (and nothing after it).',
    },
  ])('$given: invalid_curl', ({ given, want }) => {
    expect(inputError(() => readCommand(given, 'powershell'))).toBe(want);
  });
});

describe('the dialect', () => {
  test.each([
    { given: "curl 'https://x' \\\n  -H 'a: b'", want: 'posix' },
    { given: 'curl "https://x" -H "a: b"', want: 'posix' },
    { given: 'curl ^"https://x^"', want: 'cmd' },
    { given: 'curl https://x ^\n  -H "a: b"', want: 'cmd' },
    { given: 'curl.exe ^"https://x^"', want: 'cmd' },
    { given: 'curl https://x `\n  -H "a: b"', want: 'powershell' },
    { given: 'curl.exe https://x', want: 'powershell' },
    { given: 'C:\\tools\\curl.exe https://x', want: 'powershell' },
  ])('$given is $want', ({ given, want }) => {
    expect(detectShell(given)).toBe(want);
  });

  test('a Windows command says which dialect was read; shell says which to read', () => {
    expect(convert('curl ^"https://x/^"', 'fetch').warnings[0]).toEqual({
      code: 'conversion_warning',
      subject: 'shell',
      message:
        'Read as a Windows cmd command (detected): ^ escapes outside double quotes, %NAME% left as written, then the Windows rules that split a command line into arguments (\\" is a quote inside a quoted argument). Send shell "posix" to read it as bash instead.',
    });
    expect(convert('curl "https://x/a^b"', 'fetch', 'cmd').code).toBe("fetch('https://x/a^b');\n");
    // Read as POSIX (no dialect said). Node.js 24's URL parser percent-encodes ^ in a path, so a url-encoding note
    // depends on the runtime; only the dialect is this test's business.
    expect(convert('curl "https://x/a^b"', 'fetch').warnings.filter((warning) => warning.subject === 'shell')).toEqual([]);
  });
});

// Each Windows command and a bash command written for the same arguments, by hand: the same program must come out.
const SAME_AS_BASH: Array<{ name: string; windows: string; bash: string }> = [
  {
    name: 'cmd as Chrome writes it: JSON with quotes, %, &, |, <, >, ^ and a cookie with quotes',
    windows: [
      'curl ^"https://api.example.com/v1/items?limit=10^&sort=-name^" ^',
      '  -H ^"accept: application/json^" ^',
      '  -H ^"content-type: application/json^" ^',
      '  -b ^"session=abc; theme=^\\^"dark^\\^"^" ^',
      '  --data-raw ^"^{^\\^"name^\\^":^\\^"Note ^& Pen^\\^",^\\^"off^\\^":^\\^"10^%^\\^",^\\^"q^\\^":^\\^"a^|b ^<c^> ^^^\\^"^}^" ^',
      '  --compressed',
    ].join('\r\n'),
    bash: `curl 'https://api.example.com/v1/items?limit=10&sort=-name' \\
  -H 'accept: application/json' \\
  -H 'content-type: application/json' \\
  -b 'session=abc; theme="dark"' \\
  --data-raw '{"name":"Note & Pen","off":"10%","q":"a|b <c> ^"}' \\
  --compressed`,
  },
  {
    name: 'cmd as Chrome writes it: a body with a newline and %20',
    windows: 'curl ^"https://api.example.com/f^" ^\n  --data-raw ^"q=a^%^20b^\n\nline two^" ^\n  -X ^"PATCH^"',
    bash: "curl 'https://api.example.com/f' --data-raw $'q=a%20b\\nline two' -X 'PATCH'",
  },
  {
    name: 'cmd typed by hand: quoted & | < > ^ %, \\" in JSON, an empty argument',
    windows:
      'curl -X PUT "https://api.example.com/items/7?a=1&b=2" ^\n  -H "X-Note: 50% ^ <ok> | fine & done" ^\n  -d "{\\"name\\":\\"Asha\\",\\"qty\\":2}" -d ""',
    bash: `curl -X PUT 'https://api.example.com/items/7?a=1&b=2' -H 'X-Note: 50% ^ <ok> | fine & done' -d '{"name":"Asha","qty":2}' -d ''`,
  },
  {
    name: 'cmd: a form with a file and basic auth',
    windows: 'curl.exe -u "asha:s3cr^et" ^\n  -F "note=hello world" -F file=@report.pdf https://files.example.com/upload',
    bash: "curl -u 'asha:s3cr^et' -F 'note=hello world' -F file=@report.pdf https://files.example.com/upload",
  },
  {
    name: 'PowerShell: single quotes, JSON, a doubled quote, backslashes, continuations',
    windows: [
      'curl.exe -X POST `',
      "  -H 'Content-Type: application/json' `",
      '  -H "Authorization: Bearer abc" `',
      `  -d '{"name":"it''s 100% <ok> | & fine","path":"C:\\\\temp"}' \``,
      "  'https://api.example.com/items?a=1&b=2'",
    ].join('\r\n'),
    bash: `curl -X POST \\
  -H 'Content-Type: application/json' \\
  -H 'Authorization: Bearer abc' \\
  -d '{"name":"it'\\''s 100% <ok> | & fine","path":"C:\\\\temp"}' \\
  'https://api.example.com/items?a=1&b=2'`,
  },
  {
    name: 'PowerShell: double-quoted escapes, "" and an empty argument',
    windows: 'curl.exe "https://api.example.com/ps?x=`$5" -H "X-Quote: say ""hi"" `"now`"" -d "line one`nline two" -d \'\'',
    bash: `curl 'https://api.example.com/ps?x=$5' -H 'X-Quote: say "hi" "now"' -d $'line one\\nline two' -d ''`,
  },
  {
    name: 'PowerShell: -d @file and --data-urlencode @file',
    windows: "curl.exe --data-binary '@body.json' --data-urlencode '@message.txt' -H 'Content-Type: text/plain' https://api.example.com/up",
    bash: 'curl --data-binary @body.json --data-urlencode @message.txt -H "Content-Type: text/plain" https://api.example.com/up',
  },
];

const WINDOWS_NOTES = new Set(['shell', 'cmd-variable', 'powershell-variable', 'powershell-version']);

describe('a Windows command gives the program its bash twin gives', () => {
  describe.each(SAME_AS_BASH)('$name', ({ windows, bash }) => {
    test.each(['fetch', 'axios', 'python', 'go', 'php'] as const)('%s', (target) => {
      const fromWindows = convert(windows, target);
      const fromBash = convert(bash, target);
      expect(fromWindows.code).toBe(fromBash.code);
      expect(fromWindows.warnings.filter((warning) => !WINDOWS_NOTES.has(warning.subject))).toEqual(fromBash.warnings);
      expect(fromWindows.warnings[0]?.subject).toBe('shell');
    });
  });
});
