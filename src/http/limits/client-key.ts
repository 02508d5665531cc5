import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * The key every per-client limit counts under, for one address: IPv4 as written (`203.0.113.7`), an IPv4-mapped
 * IPv6 address as its IPv4 (`::ffff:203.0.113.7` is `203.0.113.7`), and IPv6 as its network of `ipv6Prefix` bits in
 * lowercase compact form (`2001:db8:1:2::/64`), because one subscriber is given a whole /64 and can rotate through
 * it at will. Anything that is not an IP address gives undefined.
 */
export function clientKey(address: string, ipv6Prefix: number): string | undefined {
  if (isIP(address) === 0) return undefined;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  if (ipv6Prefix >= 128) return parsed.toString();
  return `${ipaddr.IPv6.networkAddressFromCIDR(`${parsed.toString()}/${ipv6Prefix}`).toString()}/${ipv6Prefix}`;
}
