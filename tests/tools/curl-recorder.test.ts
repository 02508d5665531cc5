import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { curlToCode, type CurlTarget } from '../../src/tools/curl';
import { runs, withToolchain } from '../support/toolchain';

// The referee is the real curl binary: each command is sent by curl and by the program generated from it to a
// recording server on loopback, and what arrives must be the same: method, path and query, headers, body bytes.
// Headers each HTTP library adds of its own accord are left out of the comparison (Host, User-Agent, Connection,
// Accept-Encoding, Content-Length, which the body bytes cover, and Accept: */*, curl's default).
interface Recorded {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string;
}
const OWN_HEADERS = new Set(['host', 'user-agent', 'connection', 'accept-encoding', 'content-length', 'accept-language', 'sec-fetch-mode']);

function comparable(headers: IncomingHttpHeaders): Record<string, string> {
  const kept = Object.entries(headers).filter(([name, value]) => !OWN_HEADERS.has(name) && !(name === 'accept' && value === '*/*'));
  return Object.fromEntries(
    kept.map(([name, value]) => [name, String(value)]).sort(([a], [b]) => (a as string).localeCompare(b as string)),
  );
}

const commands: Record<string, string> = {
  'GET with a query': "curl 'https://example.com/api/items?page=2&q=a%20b'",
  'HEAD (-I)': 'curl -I https://example.com/health',
  'custom headers': "curl -H 'X-Api-Key: k1' -H 'Accept: application/json' https://example.com/me",
  'an empty header (-H "X-Empty;")': "curl -H 'X-Empty;' https://example.com/e",
  'JSON POST': `curl -X POST https://example.com/orders -H 'Content-Type: application/json' -d '{"sku":"A1","qty":2}'`,
  'PUT with a body': "curl -X PUT https://example.com/items/7 -H 'Content-Type: text/plain' --data-binary 'hello world'",
  DELETE: 'curl -X DELETE https://example.com/items/7',
  'basic auth': 'curl -u asha:secret https://example.com/private',
  'form fields (-d)': "curl -d 'name=Asha' -d 'city=Pune' https://example.com/form",
  'a cookie (-b)': "curl -b 'session=abc; theme=dark' https://example.com/c",
};
const names = Object.keys(commands);

// What curl itself sent, per command; filled once before the targets are compared.
const sent = new Map<string, Recorded>();
let server: Server;
let base = '';
let recorded: Recorded[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      recorded.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: comparable(request.headers),
        body: Buffer.concat(chunks).toString('latin1'),
      });
      response.writeHead(200, { 'content-type': 'text/plain' }).end(request.method === 'HEAD' ? undefined : 'ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const onLoopback = (command: string) => command.replaceAll('https://example.com', base);

/** Runs a command (asynchronously, so the server in this process can answer) and returns the one request it sent. */
async function capture(file: string, args: string[], cwd?: string): Promise<Recorded | string> {
  recorded = [];
  const error = await new Promise<Error | null>((resolve) =>
    execFile(file, args, { cwd, timeout: 20_000, env: { ...process.env, GOFLAGS: '-mod=mod' } }, (failure) => resolve(failure)),
  );
  if (error) return `${file} failed: ${error.message.slice(0, 300)}`;
  return recorded.length === 1 ? (recorded[0] as Recorded) : `${recorded.length} requests arrived`;
}

/** The generated program, run by its toolchain in a fresh folder. */
async function sendBy(target: CurlTarget, command: string): Promise<Recorded | string> {
  const { code } = curlToCode({ curl: onLoopback(command), target });
  const dir = mkdtempSync(join(tmpdir(), 'curl-'));
  try {
    const file = { python: 'request.py', php: 'request.php', fetch: 'request.mjs', axios: 'request.mjs', go: 'main.go' }[target];
    writeFileSync(join(dir, file), code);
    if (target === 'go') writeFileSync(join(dir, 'go.mod'), 'module example.com/request\n\ngo 1.19\n');
    const runner = {
      python: ['python3', [file]],
      php: ['php', [file]],
      fetch: [process.execPath, [file]],
      axios: [process.execPath, [file]],
      go: ['go', ['run', '.']],
    } as const;
    const [program, args] = runner[target];
    return await capture(program, [...args], dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

withToolchain('curl', runs('curl', ['--version']))('what the real curl sends', () => {
  test.each(names)('%s', async (name) => {
    const request = await capture('bash', ['-c', `${onLoopback(commands[name] as string)} -s -o /dev/null`]);
    expect(typeof request).toBe('object');
    sent.set(name, request as Recorded);
  });
});

const targets: Array<{ target: CurlTarget; tool: string; available: boolean }> = [
  { target: 'fetch', tool: 'node', available: true },
  { target: 'python', tool: 'python3 with requests', available: runs('python3', ['-c', 'import requests']) },
  { target: 'go', tool: 'go', available: runs('go', ['version']) },
  { target: 'php', tool: 'php with ext-curl', available: runs('php', ['-r', 'exit(function_exists("curl_init") ? 0 : 1);']) },
];

// Where a target cannot send what curl sends, the result must say so: the warning's subject, per target and command.
const KNOWN_DIFFERENCES: Partial<Record<CurlTarget, Record<string, string>>> = {
  fetch: { 'form fields (-d)': 'form-body-reencoded' },
  python: { 'GET with a query': 'percent-encoded-spaces-in-query' },
};

for (const { target, tool, available } of targets) {
  withToolchain(tool, available && runs('curl', ['--version']))(`${target} sends what curl sends`, () => {
    test.each(names)('%s', async (name) => {
      const command = commands[name] as string;
      const theirs = await sendBy(target, command);
      const subject = KNOWN_DIFFERENCES[target]?.[name];
      if (subject === undefined) {
        expect(theirs).toEqual(sent.get(name));
        return;
      }
      expect(theirs).not.toEqual(sent.get(name));
      expect(curlToCode({ curl: command, target }).warnings.map((warning) => warning.subject)).toContain(subject);
    });
  });
}
