import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { truncateSync } from 'node:fs';
import { connect, createServer, type AddressInfo, type Socket } from 'node:net';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { testApp } from '../support/app';
import { runCli, useCliFixture, type CliRun } from '../support/cli-run';

// `utility-tools-api <tool> --field value`, in this process by default and against the real service (started here)
// with UTILITY_TOOLS_URL or --url: flags from the spec, a body from --json (inline, @file, -) or piped stdin, piped
// text into the tool's main text field, the result as JSON on stdout, the problem on stderr, and the exit code by
// status.

const fixture = useCliFixture('cli');
const { file, folder: files } = fixture;

type Run = CliRun;

/** The CLI with `stdin` piped in (an empty pipe when left out), on the test's service unless `where` is 'here'. */
function cli(
  args: string[],
  stdin?: string | Readable,
  where: 'service' | 'here' = 'service',
  extraEnv: Record<string, string> = {},
): Promise<Run> {
  return runCli(args, { stdin: stdin ?? '', env: { ...(where === 'service' ? { UTILITY_TOOLS_URL: fixture.url() } : {}), ...extraEnv } });
}

/** `total` bytes of `a`, 64 KiB at a time, counting what the reader has taken. */
function bytes(total: number): { stream: Readable; taken: () => number } {
  let taken = 0;
  const chunk = Buffer.alloc(64 * 1024, 'a');
  const stream = new Readable({
    read() {
      if (taken >= total) return void this.push(null);
      taken += chunk.length;
      this.push(chunk);
    },
  });
  return { stream, taken: () => taken };
}

describe('the CLI without a service (in this process, the default)', () => {
  test("when a tool is run here, then its result is exactly the service's, and a refused input is the same problem", async () => {
    const args = ['gst-calculator', '--amount-paise', '100000', '--rate=18', '--supply', 'inter'];
    const [here, there] = await Promise.all([cli(args, undefined, 'here'), cli(args)]);
    expect([here.code, here.stderr]).toEqual([0, '']);
    expect(JSON.parse(here.stdout)).toEqual(JSON.parse(there.stdout));
    const refusedArgs = ['gst-calculator', '--amount-paise', '100000', '--rate', '17'];
    const [refusedHere, refusedThere] = await Promise.all([cli(refusedArgs, undefined, 'here'), cli(refusedArgs)]);
    expect(refusedHere.code).toBe(3);
    expect(refusedHere.stderr).toBe(refusedThere.stderr);
    expect(refusedHere.stderr).toMatch(
      /^422 validation_failed: The body does not satisfy the request schema of gst-calculator: 1 problem\.\n {2}\/rate \(--rate\): /,
    );
    // A field the tool needs is named with the flag that sets it, and the help that lists them.
    const missing = await cli(['cron-builder', '--expression', '0 9 * * 1-5'], undefined, 'here');
    expect([missing.code, missing.stderr]).toEqual([3, expect.stringContaining('  /fromMs (--from-ms): is required')]);
    expect(missing.stderr).toContain('`utility-tools-api cron-builder --help` lists its flags');
  }, 60_000);

  test("when 200 MB are piped in, then reading stops past the field's 1,048,576 characters: a usage error naming the limit, exit 2", async () => {
    // Before, the whole input was read (0.9-2.0 GB of memory for 200 MB), and 600 MB became "/text: is required".
    const input = bytes(200_000_000);
    const run = await cli(['base64-encode-decode', '--mode', 'encode'], input.stream, 'here');
    expect([run.code, run.stdout]).toEqual([2, '']);
    expect(run.stderr).toBe(
      'Piped stdin is longer than --text may be: 1,048,576 characters (its maxLength in the spec); reading stopped there and nothing was run.\n',
    );
    // The limit, one read of 64 KiB past it, and what the pipe and the stream's buffers hold: not the 200 MB.
    expect(input.taken()).toBeLessThan(8 * 1024 * 1024);
  }, 60_000);

  test('when the piped text arrives late, then the CLI waits for it (a pipe not yet written is not an empty one)', async () => {
    const late = new Readable({ read() {} });
    setTimeout(() => {
      late.push('Hello');
      late.push(null);
    }, 500);
    const run = await cli(['base64-encode-decode', '--mode', 'encode'], late, 'here');
    expect([run.code, run.stderr]).toEqual([0, '']);
    expect(JSON.parse(run.stdout)).toMatchObject({ base64: 'SGVsbG8=' });
  }, 30_000);

  test('when piped text starts with a byte order mark, then the tool sees it (json-formatter reports it)', async () => {
    const run = await cli(['json-formatter'], '\uFEFF{}', 'here');
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ valid: false });
  }, 30_000);

  test('when a heavy tool gets piped text, then it runs here too (no pool, no server)', async () => {
    const run = await cli(['json-to-typescript', '--root-name', 'Invoice'], '{"id": 7, "lines": [{"sku": "A1", "qty": 2}]}', 'here');
    expect([run.code, run.stderr]).toEqual([0, '']);
    expect((JSON.parse(run.stdout) as { code: string }).code).toContain('export interface Invoice {');
  }, 30_000);
});

describe('the request body from --json (inline, @file, -) and piped stdin', () => {
  const gst = { amountPaise: 100000, rate: 18, supply: 'inter' };
  /** A result of gst-calculator for `gst`, as the flags give it. */
  const expected = { taxablePaise: 100000, igstPaise: 18000, totalPaise: 118000, supply: 'inter' };
  const result = (run: Run): unknown => (run.code === 0 ? JSON.parse(run.stdout) : run);

  test('when the body comes from a file, stdin (--json -), a pipe or inline, then each gives the result the flags give', async () => {
    const body = file('gst.json', JSON.stringify(gst, null, 2));
    const runs = await Promise.all([
      cli(['gst-calculator', '--json', `@${body}`], undefined, 'here'),
      cli(['gst-calculator', `--json=@${body}`], undefined, 'here'),
      cli(['gst-calculator', '--json', '-'], JSON.stringify(gst), 'here'),
      cli(['gst-calculator'], JSON.stringify(gst), 'here'),
      cli(['gst-calculator', '--json', JSON.stringify(gst)], undefined, 'here'),
      cli(['gst-calculator'], JSON.stringify(gst)),
    ]);
    for (const run of runs) {
      expect([run.code, run.stderr]).toEqual([0, '']);
      expect(JSON.parse(run.stdout)).toMatchObject(expected);
    }
  }, 60_000);

  test('when flags are given beside a body, then they replace its fields (whatever their order), and --verbose says so', async () => {
    const body = file('gst-rate-5.json', JSON.stringify({ ...gst, rate: 5 }));
    const [before, after, piped] = await Promise.all([
      cli(['gst-calculator', '--rate', '18', '--json', `@${body}`, '--verbose'], undefined, 'here'),
      cli(['gst-calculator', '--json', `@${body}`, '--rate=18'], undefined, 'here'),
      cli(['gst-calculator', '--rate', '18', '--verbose'], JSON.stringify({ ...gst, rate: 5 }), 'here'),
    ]);
    expect(result(before)).toMatchObject(expected);
    expect(result(after)).toMatchObject(expected);
    expect(result(piped)).toMatchObject(expected);
    expect(before.stderr).toBe(
      [
        `gst-calculator: --json @${body}: amountPaise, rate, supply`,
        "gst-calculator: flags: rate (replacing --json's rate)",
        'gst-calculator: stdin: not read (every required field is given)',
        'gst-calculator: running here, in this process (no --url or UTILITY_TOOLS_URL)',
        '',
      ].join('\n'),
    );
    expect(piped.stderr).toContain(
      'gst-calculator: stdin: the request body (amountPaise, rate, supply); the flags and --json replace its rate\n',
    );
  }, 60_000);

  test('when two --json bodies are given, then they merge in order: the later replaces a field the earlier gave', async () => {
    const body = file('gst-intra.json', JSON.stringify({ ...gst, supply: 'intra' }));
    const run = await cli(['gst-calculator', '--json', `@${body}`, '--json', '{"supply": "inter"}'], undefined, 'here');
    expect(result(run)).toMatchObject(expected);
  }, 30_000);

  test("when piped stdin is a JSON object of a text tool's fields with its main field, then it is the body; any other text fills the field", async () => {
    const sample = '{"id": 7, "lines": [{"sku": "A1", "qty": 2}]}';
    const [asBody, asText, stray, plain] = await Promise.all([
      cli(['json-to-typescript', '--verbose'], JSON.stringify({ text: sample, rootName: 'Invoice' }), 'here'),
      cli(['json-to-typescript', '--root-name', 'Invoice', '--verbose'], sample, 'here'),
      cli(['base64-encode-decode', '--mode', 'encode', '--verbose'], '{"txt": "Hello"}', 'here'),
      cli(['base64-encode-decode', '--mode', 'encode'], 'Hello', 'here'),
    ]);
    expect((result(asBody) as { code: string }).code).toContain('export interface Invoice {');
    expect(asBody.stderr).toContain(
      "json-to-typescript: stdin: the request body, a JSON object of json-to-typescript's fields (text, rootName)\n",
    );
    expect((result(asText) as { code: string }).code).toContain('export interface Invoice {');
    expect(asText.stderr).toContain(
      'json-to-typescript: stdin: the text of --text (45 characters), not a body: its key "id" is not a field of json-to-typescript\n',
    );
    expect(result(stray)).toMatchObject({ base64: Buffer.from('{"txt": "Hello"}').toString('base64') });
    expect(stray.stderr).toContain('not a body: its key "txt" is not a field of base64-encode-decode, did you mean "text"?\n');
    expect(result(plain)).toMatchObject({ base64: 'SGVsbG8=' });
    expect(plain.stderr).toBe('');
  }, 60_000);

  test('when piped JSON happens to have the fields of a tool that reads JSON, then it is the JSON to read, not its body', async () => {
    // A new user piped {"text": "hello"} to json-to-typescript and got 422 invalid_json: "hello" is not JSON.
    const [document, body] = await Promise.all([
      cli(['json-to-typescript', '--verbose'], '{"text": "hello"}', 'here'),
      cli(['json-formatter', '--verbose'], JSON.stringify({ text: '{"a":1}', mode: 'minify' }), 'here'),
    ]);
    expect((result(document) as { code: string }).code).toContain('text: string;');
    expect(document.stderr).toContain(
      'not a body: json-to-typescript reads JSON, and its "text" here is not a JSON document written as a string',
    );
    expect(result(body)).toMatchObject({ output: '{"a":1}' });
  }, 60_000);

  test('when a body file is missing, a folder, too large, not UTF-8, not JSON or not an object, then a usage error says which, exit 2', async () => {
    const missing = join(files, 'missing.json');
    const big = file('big.json', '');
    truncateSync(big, 9 * 1024 * 1024);
    const cases: Array<[string[], string | undefined, string]> = [
      [['--json', `@${missing}`], undefined, `--json @${missing}: there is no such file (${missing}).`],
      [['--json', `@${files}`], undefined, `--json @${files}: that is a folder, not a file.`],
      [['--json', `@${big}`], undefined, `--json @${big}: the file is 9,437,184 bytes; a request body may be 8,388,608 bytes at most.`],
      [
        ['--json', `@${file('latin1.json', Buffer.from('{"amountPaise": 1, "note": "caf\xe9"}', 'latin1'))}`],
        undefined,
        `--json @${join(files, 'latin1.json')} is not UTF-8 text: the tools read text, and bytes that are not UTF-8 are refused rather than replaced.`,
      ],
      [
        ['--json', `@${file('broken.json', '{\n  "amountPaise": 100000,\n  "rate": 18,\n}\n')}`],
        undefined,
        `--json @${join(files, 'broken.json')} is not valid JSON at line 4, column 1: Trailing comma before '}' is not allowed.`,
      ],
      [
        ['--json', `@${file('array.json', '[100000, 18]')}`],
        undefined,
        `--json @${join(files, 'array.json')} must be a JSON object of gst-calculator's fields, {"amountPaise": …, "rate": …}; it is an array.`,
      ],
      [
        ['--json', "{'rate': 18}"],
        undefined,
        `--json is not valid JSON at line 1, column 2: Expected a property name in double quotes or '}', found "'". Strings and property names must use double quotes.`,
      ],
      [['--json', '-'], '', `--json - (stdin) is empty: give a JSON object of gst-calculator's fields, {"amountPaise": …, "rate": …}.`],
      [['--json', '-', '--json', '-'], '{}', '--json - is given twice: stdin is read once.'],
      [['--json'], undefined, "--json needs a value: '{...}', @file.json or - (stdin)."],
      [
        ['--rate', '18'],
        '"100000"',
        `Piped stdin must be a JSON object of gst-calculator's fields, {"amountPaise": …, "rate": …}; it is a string.`,
      ],
      [['--rate', '18'], 'amountPaise=100000', "Piped stdin is not valid JSON at line 1, column 1: Expected a JSON value, found 'a'."],
    ];
    const runs = await Promise.all(cases.map(([args, stdin]) => cli(['gst-calculator', ...args], stdin, 'here')));
    expect(runs.map((run) => [run.code, run.stdout, run.stderr])).toEqual(cases.map(([, , message]) => [2, '', `${message}\n`]));
  }, 120_000);

  test('when piped text is not UTF-8, then it is refused rather than replaced with U+FFFD, exit 2', async () => {
    // "café" in Latin-1: é is one byte, 0xE9, which UTF-8 never has alone.
    const run = await cli(['base64-encode-decode', '--mode', 'encode'], Readable.from([Buffer.from('caf\xe9', 'latin1')]), 'here');
    expect([run.code, run.stdout]).toEqual([2, '']);
    expect(run.stderr).toBe(
      'Piped stdin is not UTF-8 text: the tools read text, and bytes that are not UTF-8 are refused rather than replaced.\n',
    );
  }, 30_000);

  test('when the command is complete, then stdin is not read: a pipe that never closes does not keep the CLI waiting', async () => {
    const open = new Readable({ read() {} });
    const run = await cli(['gst-calculator', '--amount-paise', '100000', '--rate', '18', '--supply', 'inter'], open, 'here');
    expect(result(run)).toMatchObject(expected);
  }, 30_000);

  test('when 200 MB that start like a body are piped in, then reading stops past 8 MiB: a usage error, exit 2', async () => {
    let sent = false;
    const input = bytes(200_000_000);
    const opening = new Readable({
      read() {
        if (!sent) {
          sent = true;
          this.push('{"amountPaise": 1, "note": "');
          return;
        }
        const chunk = input.stream.read() as Buffer | null;
        if (chunk === null) input.stream.once('readable', () => this.read(0));
        else this.push(chunk);
      },
    });
    const run = await cli(['gst-calculator'], opening, 'here');
    expect([run.code, run.stdout, run.stderr]).toEqual([
      2,
      '',
      'Piped stdin is longer than a request body may be: 8,388,608 bytes; reading stopped there and nothing was run.\n',
    ]);
    expect(input.taken()).toBeLessThan(16 * 1024 * 1024);
  }, 60_000);

  test('when --help is asked for, then it says how stdin is read, which source wins, and the exit codes', async () => {
    const [text, body] = await Promise.all([cli(['base64-encode-decode', '--help']), cli(['gst-calculator', '--help'])]);
    expect(text.stdout).toContain(
      'Piped stdin is read when stdin is not a terminal, --text is not given and no --json - is: a JSON object\nwhose keys are all fields of base64-encode-decode, "text" among them, is the request body; anything else is the text of\n--text (at most 1,048,576 characters).',
    );
    expect(body.stdout).toContain(
      "Piped stdin is read when stdin is not a terminal, a required field is still missing and no --json - is: it must\nbe a JSON object of gst-calculator's fields, the request body.",
    );
    expect(body.stdout).toContain(
      `  --json <body>    the body, a JSON object: '{"amountPaise": …, "rate": …}' inline, @file.json from a file, - from stdin`,
    );
    expect(body.stdout).toContain('a later source replaces a field an earlier one gave (a flag always wins over --json)');
    expect(body.stdout).toContain('  3  the input was refused (422): the problem and each field on stderr');
  }, 30_000);
});

describe('the CLI against a service (UTILITY_TOOLS_URL or --url)', () => {
  test('when fields are given as flags, then the result is printed as JSON and the exit code is 0', async () => {
    const run = await cli(['gst-calculator', '--amount-paise', '100000', '--rate=18', '--supply', 'inter']);
    expect([run.code, run.stderr]).toEqual([0, '']);
    expect(JSON.parse(run.stdout)).toMatchObject({ taxablePaise: 100000, igstPaise: 18000, totalPaise: 118000, supply: 'inter' });
  }, 30_000);

  test('when text is piped in, then it fills the main text field', async () => {
    const run = await cli(['base64-encode-decode', '--mode', 'encode'], 'Hello, ₹100');
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ mode: 'encode', base64: Buffer.from('Hello, ₹100').toString('base64') });
  }, 30_000);

  test('when the input is refused, then the problem and its fields go to stderr and the exit code is 3', async () => {
    const invalid = await cli(['gst-calculator', '--amount-paise', '100000', '--rate', '17']);
    expect(invalid.code).toBe(3);
    expect(invalid.stdout).toBe('');
    expect(invalid.stderr).toMatch(/^422 validation_failed: /);
    expect(invalid.stderr).toContain('/rate (--rate):');
    const refused = await cli(['base64-encode-decode', '--mode', 'decode'], '@@@');
    expect([refused.code, refused.stderr.split('\n')[0]]).toEqual([3, expect.stringMatching(/^422 invalid_base64: /)]);
  }, 30_000);

  test('when the tool or a flag is wrong, then a usage message and exit code 2; --help lists the fields from the spec', async () => {
    const unknownTool = await cli(['gst-calcualtor']);
    expect([unknownTool.code, unknownTool.stderr]).toEqual([
      2,
      'No tool is named "gst-calcualtor"; did you mean "gst-calculator"?\nutility-tools-api --help lists every tool.\n',
    ]);
    const partOfName = await cli(['base64']);
    expect([partOfName.code, partOfName.stderr.split('\n')[0]]).toEqual([
      2,
      'No tool is named "base64"; did you mean "base64-encode-decode"?',
    ]);
    const farFromAll = await cli(['weather']);
    expect([farFromAll.code, farFromAll.stderr]).toEqual([2, expect.stringMatching(/^No tool is named "weather"\.\n\nusage: /)]);
    const unknownFlag = await cli(['gst-calculator', '--amount', '5']);
    expect([unknownFlag.code, unknownFlag.stderr]).toEqual([
      2,
      'This tool has no field --amount; did you mean "--amount-paise"? --help lists its fields.\n',
    ]);
    const swapped = await cli(['gst-calculator', '--amount-paise', '5', '--raet', '18']);
    expect([swapped.code, swapped.stderr]).toEqual([2, 'This tool has no field --raet; did you mean "--rate"? --help lists its fields.\n']);
    const ownFlag = await cli(['gst-calculator', '--jsn', '{}']);
    expect([ownFlag.code, ownFlag.stderr]).toEqual([2, 'This tool has no field --jsn; did you mean "--json"? --help lists its fields.\n']);
    const notANumber = await cli(['gst-calculator', '--amount-paise', 'lots', '--rate', '18']);
    expect([notANumber.code, notANumber.stderr.trim()]).toEqual([2, '--amount-paise takes a number; got "lots".']);
    const help = await cli(['gst-calculator', '--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('--rate <0|3|5|12|18|28|40>  (required)');
    expect(help.stdout).toContain('--mode <exclusive|inclusive>  (default "exclusive")');
  }, 60_000);

  test('when no service answers, then exit code 5 and a message naming the URL called, the reason and UTILITY_TOOLS_URL', async () => {
    // A port just freed, so nothing listens on it (fetch refuses the usual choice, port 9, as a blocked port).
    const probe = createServer().listen(0, '127.0.0.1');
    await once(probe, 'listening');
    const { port } = probe.address() as AddressInfo;
    await new Promise((resolve) => probe.close(resolve));
    const run = await cli(['uuid-generator', '--url', `http://127.0.0.1:${port}`], undefined);
    expect([run.code, run.stdout]).toEqual([5, '']);
    expect(run.stderr).toBe(
      `Cannot reach http://127.0.0.1:${port}/api/v1/uuid-generator (ECONNREFUSED): is the service running? Set UTILITY_TOOLS_URL or --url to where it runs, or leave both out to run the tool here.\n`,
    );
  }, 30_000);

  test('when the service closes the connection in the middle of its answer, then exit code 5 and a message saying so', async () => {
    // An answer that promises 1,000 bytes and sends 20 before the connection is closed.
    const cut = createServer((socket) =>
      socket.once('data', () =>
        socket.end('HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: 1000\r\n\r\n{"tool": "uuid-genera'),
      ),
    );
    cut.listen(0, '127.0.0.1');
    await once(cut, 'listening');
    const cutUrl = `http://127.0.0.1:${(cut.address() as AddressInfo).port}`;
    try {
      const run = await cli(['uuid-generator', '--url', cutUrl], undefined);
      expect([run.code, run.stdout, run.stderr]).toEqual([
        5,
        '',
        `The service at ${cutUrl} closed the connection before its answer was complete.\n`,
      ]);
    } finally {
      cut.close();
    }
  }, 30_000);

  test('when the answer stops halfway and the connection stays open, then exit code 5 after the answer timeout: it covers the whole answer', async () => {
    const held: Socket[] = [];
    const stalled = createServer((socket) => {
      held.push(socket);
      socket.once('data', () => socket.write('HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: 1000\r\n\r\n{"tool": '));
    });
    stalled.listen(0, '127.0.0.1');
    await once(stalled, 'listening');
    const stalledUrl = `http://127.0.0.1:${(stalled.address() as AddressInfo).port}`;
    try {
      const run = await cli(['uuid-generator', '--url', stalledUrl, '--answer-timeout', '1'], undefined);
      expect([run.code, run.stdout, run.stderr]).toEqual([
        5,
        '',
        `The service at ${stalledUrl} did not answer within the answer timeout of 1 s (--answer-timeout or UTILITY_TOOLS_ANSWER_TIMEOUT).\n`,
      ]);
    } finally {
      for (const socket of held) socket.destroy();
      stalled.close();
    }
  }, 30_000);

  test('when the rate limit refuses a call, then exit code 4 at once with the 429: the CLI never waits to retry', async () => {
    // A window of 20 s: a Retry-After the SDK would wait for by default (up to 30 s), and long enough that a loaded
    // machine cannot let it pass between the two calls.
    const app = await testApp({ rateLimit: { points: 1, windowSeconds: 20 } });
    const limited = app.listen(0, '127.0.0.1');
    await once(limited, 'listening');
    try {
      const args = [
        'gstin-validator',
        '--gstin',
        '27AAPFU0939F1ZV',
        '--url',
        `http://127.0.0.1:${(limited.address() as AddressInfo).port}`,
      ];
      expect((await cli(args)).code).toBe(0);
      const refused = await cli(args);
      expect([refused.code, refused.stdout, refused.stderr.split('\n')[0]]).toEqual([4, '', expect.stringMatching(/^429 rate_limited: /)]);
    } finally {
      limited.close();
    }
  }, 30_000);

  test("when a proxy answers with an HTML 502 page, then exit code 5 and the SDK's words: not a problem of this API, quoting the page", async () => {
    const proxy = createServer((socket) =>
      socket.once('data', () => {
        const page = '<html><body><h1>502 Bad Gateway</h1></body></html>';
        socket.end(`HTTP/1.1 502 Bad Gateway\r\ncontent-type: text/html\r\ncontent-length: ${page.length}\r\n\r\n${page}`);
      }),
    );
    proxy.listen(0, '127.0.0.1');
    await once(proxy, 'listening');
    try {
      const run = await cli(['uuid-generator', '--url', `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`], undefined);
      expect([run.code, run.stdout, run.stderr]).toEqual([
        5,
        '',
        '502 http_502: The answer was not a problem of this API (HTTP 502 Bad Gateway: "502 Bad Gateway"); is the base URL the service\'s?\n' +
          'Check the base URL, and any proxy in front of the service.\n',
      ]);
    } finally {
      proxy.close();
    }
  }, 30_000);

  test('when the service accepts the connection and never answers, then exit code 5 after the answer timeout, naming the URL', async () => {
    const held: Socket[] = [];
    const silent = createServer((socket) => void held.push(socket));
    silent.listen(0, '127.0.0.1');
    await once(silent, 'listening');
    const silentUrl = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
    try {
      const run = await cli(['uuid-generator', '--url', silentUrl, '--answer-timeout', '1'], undefined);
      expect([run.code, run.stdout]).toEqual([5, '']);
      expect(run.stderr).toBe(
        `The service at ${silentUrl} did not answer within the answer timeout of 1 s (--answer-timeout or UTILITY_TOOLS_ANSWER_TIMEOUT).\n`,
      );
    } finally {
      for (const socket of held) socket.destroy();
      silent.close();
    }
  }, 30_000);

  test('when no connection can be made (a full listen queue), then exit code 5 after the connect timeout, naming the URL', async () => {
    // A listener whose process never accepts: once its queue (backlog 1) is full, the kernel drops further SYNs.
    const stuck = spawn(
      process.execPath,
      [
        '-e',
        `const s = require('node:net').createServer();
         s.listen({ port: 0, host: '127.0.0.1', backlog: 1 }, () =>
           process.stdout.write(s.address().port + '\\n', () => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0)));`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const fillers: Socket[] = [];
    try {
      const [line] = (await once(stuck.stdout, 'data')) as [Buffer];
      const port = Number(line.toString().trim());
      for (let i = 0; i < 4; i++) fillers.push(connect(port, '127.0.0.1').on('error', () => undefined));
      const stuckUrl = `http://127.0.0.1:${port}`;
      const run = await cli(['uuid-generator'], undefined, 'service', {
        UTILITY_TOOLS_URL: stuckUrl,
        UTILITY_TOOLS_CONNECT_TIMEOUT: '1',
      });
      expect([run.code, run.stdout]).toEqual([5, '']);
      expect(run.stderr).toBe(
        `No connection to the service at ${stuckUrl} was made within the connect timeout of 1 s (--connect-timeout or UTILITY_TOOLS_CONNECT_TIMEOUT).\n`,
      );
    } finally {
      for (const socket of fillers) socket.destroy();
      stuck.kill();
    }
  }, 30_000);

  test('when a timeout or the URL is not usable, then a usage error and exit code 2', async () => {
    const zero = await cli(['uuid-generator', '--connect-timeout', '0']);
    expect([zero.code, zero.stderr]).toEqual([2, '--connect-timeout takes seconds, above 0 and at most 3600; got "0".\n']);
    const words = await cli(['uuid-generator'], undefined, 'service', { UTILITY_TOOLS_ANSWER_TIMEOUT: 'soon' });
    expect([words.code, words.stderr]).toEqual([2, 'UTILITY_TOOLS_ANSWER_TIMEOUT takes seconds, above 0 and at most 3600; got "soon".\n']);
    const ftp = await cli(['uuid-generator', '--url', 'ftp://127.0.0.1']);
    expect([ftp.code, ftp.stderr]).toEqual([
      2,
      '--url (or UTILITY_TOOLS_URL) must be an http(s) URL such as http://localhost:3000; got "ftp://127.0.0.1".\n',
    ]);
  }, 60_000);
});
