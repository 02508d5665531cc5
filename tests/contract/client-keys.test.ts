import { clientKey } from '../../src/http/limits/client-key';
import { forwardedAddress } from '../../src/http/steps/client-address';
import { callTool, expectProblem, testClient } from '../support/app';
import { memoryLog } from '../support/log';

// Client keys that cannot be multiplied: one address has one spelling, an IPv6 subscriber's /64 is one client, and
// an X-Forwarded-For entry that is not an address is never a key.

/** A base64 call that a trusted proxy forwarded for `entry` (the X-Forwarded-For it appended). */
function forwardedFor(client: Awaited<ReturnType<typeof testClient>>, entry: string) {
  return client
    .post('/api/v1/base64-encode-decode')
    .set('Content-Type', 'application/json')
    .set('X-Forwarded-For', entry)
    .send(JSON.stringify({ text: 'x', mode: 'encode' }));
}

describe('client keys', () => {
  test.each([
    ['203.0.113.7', 64, '203.0.113.7'],
    // RFC 4291 §2.5.5.2: an IPv4-mapped IPv6 address is the IPv4 host.
    ['::ffff:203.0.113.7', 64, '203.0.113.7'],
    ['::FFFF:cb00:7107', 64, '203.0.113.7'],
    // RFC 5952 §4.3: lowercase; §4.2.1: the compact form.
    ['2001:DB8::1', 64, '2001:db8::/64'],
    ['2001:0db8:0000:0000:ffff:0000:0000:0009', 64, '2001:db8::/64'],
    ['2001:db8:1:2:3:4:5:6', 64, '2001:db8:1:2::/64'],
    ['2001:db8:1:2:3:4:5:6', 48, '2001:db8:1::/48'],
    ['2001:db8:1:2:3:4:5:6', 128, '2001:db8:1:2:3:4:5:6'],
    ['not-an-ip', 64, undefined],
    // inet_aton's shorthand is not an address on the wire.
    ['127.1', 64, undefined],
    ['', 64, undefined],
  ])('when the address is %p and the IPv6 prefix /%i, then the key is %p', (address, prefix, key) => {
    expect(clientKey(address, prefix)).toBe(key);
  });

  test.each([
    // Azure Application Gateway appends the client's port to its X-Forwarded-For entry.
    ['203.0.113.7:4711', '203.0.113.7'],
    ['203.0.113.7:0', '203.0.113.7'],
    ['203.0.113.7:65535', '203.0.113.7'],
    // RFC 7239 §6 (and URLs, RFC 3986 §3.2.2): IPv6 in brackets, with or without a port.
    ['[2001:db8::1]', '2001:db8::1'],
    ['[2001:db8::1]:4711', '2001:db8::1'],
    ['[::ffff:203.0.113.7]:80', '::ffff:203.0.113.7'],
    // Written as they are: a bare address, and anything that is not exactly one of the forms above.
    ['203.0.113.7', '203.0.113.7'],
    ['2001:db8::1', '2001:db8::1'],
    ['::1:80', '::1:80'],
    ['203.0.113.7:65536', '203.0.113.7:65536'],
    ['203.0.113.7:', '203.0.113.7:'],
    ['203.0.113.7:80:80', '203.0.113.7:80:80'],
    ['[203.0.113.7]:80', '[203.0.113.7]:80'],
    ['[2001:db8::1', '[2001:db8::1'],
    ['[fe80::1%eth0]:80', '[fe80::1%eth0]:80'],
    ['proxy.internal:80', 'proxy.internal:80'],
  ])('when an X-Forwarded-For entry is %p, then its address is %p', (entry, address) => {
    expect(forwardedAddress(entry)).toBe(address);
  });

  test('when a trusted proxy writes the client with a port or in brackets, then that client is keyed, not the proxy', async () => {
    const client = await testClient({ trustProxy: 1, rateLimit: { points: 2, windowSeconds: 60 } });
    const from = (entry: string) => forwardedFor(client, entry);
    // Before, each of these fell back to the proxy's address: every caller behind it shared one quota.
    expect((await from('203.0.113.7:4711')).headers['ratelimit-remaining']).toBe('1');
    expect((await from('203.0.113.7:5000')).headers['ratelimit-remaining']).toBe('0');
    expectProblem(await from('203.0.113.7'), 429, 'rate_limited');
    expect((await from('[2001:db8:aa:bb::1]:443')).headers['ratelimit-remaining']).toBe('1');
    expect((await from('[2001:db8:aa:bb::2]')).headers['ratelimit-remaining']).toBe('0');
    expectProblem(await from('2001:db8:aa:bb::3'), 429, 'rate_limited');
    // Another client behind the same proxy has its own quota.
    expect((await from('198.51.100.9:4711')).headers['ratelimit-remaining']).toBe('1');
  });

  test('when the trusted proxies are listed and one of them is written with a port, then the walk passes it to the client', async () => {
    const client = await testClient({ trustProxy: ['loopback', '10.0.0.0/8'], rateLimit: { points: 2, windowSeconds: 60 } });
    const via = (chain: string) => forwardedFor(client, chain);
    expect((await via('203.0.113.7:1111, 10.0.0.2:2222')).headers['ratelimit-remaining']).toBe('1');
    expect((await via('203.0.113.7, [::ffff:10.0.0.3]:2222')).headers['ratelimit-remaining']).toBe('0');
    // The client is 198.51.100.9, not the proxy: its own quota.
    expect((await via('198.51.100.9:1, 10.0.0.2:2')).headers['ratelimit-remaining']).toBe('1');
  });

  test('when a client behind a trusted proxy rotates through its /64, then it is one client and its 7th request is 429', async () => {
    const client = await testClient({ trustProxy: 1, rateLimit: { points: 6, windowSeconds: 60 } });
    const from = (address: string) => forwardedFor(client, address);
    const statuses: number[] = [];
    for (let i = 1; i <= 6; i++) statuses.push((await from(`2001:db8:aa:bb:${i.toString(16)}::${i}`)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
    expectProblem(await from('2001:db8:aa:bb:ffff::7'), 429, 'rate_limited');
    // The next /64 is another subscriber.
    expect((await from('2001:db8:aa:bc::1')).status).toBe(200);
  });

  test('when one address is written two ways, then both spellings share one quota', async () => {
    const client = await testClient({ trustProxy: 1, rateLimit: { points: 2, windowSeconds: 60 } });
    const from = (address: string) => forwardedFor(client, address);
    expect((await from('::ffff:203.0.113.7')).headers['ratelimit-remaining']).toBe('1');
    expect((await from('203.0.113.7')).headers['ratelimit-remaining']).toBe('0');
    expectProblem(await from('203.0.113.7'), 429, 'rate_limited');
    expect((await from('2001:DB8::1')).headers['ratelimit-remaining']).toBe('1');
    expect((await from('2001:db8::1')).headers['ratelimit-remaining']).toBe('0');
    expectProblem(await from('2001:0db8:0:0::1'), 429, 'rate_limited');
  });

  test('when an X-Forwarded-For entry is not an IP address, then the socket address is the client, with one warning per process', async () => {
    const { log, records } = memoryLog();
    const client = await testClient({ trustProxy: 1, rateLimit: { points: 3, windowSeconds: 60 } }, { log });
    const forged = (entry: string) => forwardedFor(client, entry);
    // Three different garbage entries count as one client (the proxy's socket address), not three.
    expect((await forged('not-an-ip')).headers['ratelimit-remaining']).toBe('2');
    expect((await forged('also-not')).headers['ratelimit-remaining']).toBe('1');
    expect((await forged('999.1.1.1')).headers['ratelimit-remaining']).toBe('0');
    expect(records.filter((record) => record.msg.startsWith('x_forwarded_for_not_an_ip'))).toHaveLength(1);
    expect((await callTool(client, 'base64-encode-decode', { text: 'x', mode: 'encode' })).status).toBe(429);
  });
});
