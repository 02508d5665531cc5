import { clientKey } from '../../src/http/limits/client-key';
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
