import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * Addresses a server-side fetch of a URL someone else named must never reach (SSRF): this machine, private
 * networks, link-local (cloud metadata at 169.254.169.254), carrier-grade NAT, multicast, reserved and unspecified
 * ranges, in IPv4 and IPv6. Of the IPv6 forms that carry an IPv4 address (ADR 0038), the mapped one (::ffff:a.b.c.d,
 * in either notation) is checked as the IPv4 address it carries, since a dual-stack socket names every IPv4 peer so;
 * the others — compatible (::a.b.c.d), translated (::ffff:0:a.b.c.d), NAT64, 6to4 and Teredo — are refused whatever
 * they carry: where they lead depends on translators and relays Kenja cannot see.
 */
const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 96],
  ['::1', 128],
  // IPv4-translated (RFC 2765 SIIT): a translator on the path would deliver it to the IPv4 address it carries.
  ['::ffff:0:0:0', 96],
  // NAT64 and the 6to4 / Teredo tunnels carry an IPv4 address that may be a private one: none is fetched.
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['2001::', 32],
  ['2002::', 16],
  ['fec0::', 10],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');
}

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** The IPv4 address an IPv4-mapped IPv6 address (::ffff:a.b.c.d) carries, else the address itself. */
function unmapped(address: string): { address: string; family: 'ipv4' | 'ipv6' } {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return { address: mapped[1], family: 'ipv4' };
  return { address, family: isIP(address) === 6 ? 'ipv6' : 'ipv4' };
}

export function isPublicAddress(address: string): boolean {
  const { address: plain, family } = unmapped(address);
  return isIP(plain) !== 0 && !NOT_PUBLIC.check(plain, family);
}

export function isLoopbackAddress(address: string): boolean {
  const { address: plain, family } = unmapped(address);
  return LOOPBACK.check(plain, family);
}

/**
 * A DNS lookup for outgoing requests that fails unless every address the name resolves to is public (or, with
 * `allowLoopback`, this machine: for tests and development only). The connection is made to the address checked
 * here, so a name cannot resolve to a public address for the check and a private one for the connection.
 */
export function publicOnlyLookup({ allowLoopback }: { allowLoopback: boolean }): LookupFunction {
  const allowed = (address: string) =>
    isPublicAddress(address) || (allowLoopback && isLoopbackAddress(address));
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const refused = addresses.find((entry) => !allowed(entry.address));
      if (refused || addresses.length === 0) {
        const reason = new Error(`${hostname} resolves to an address Kenja does not fetch from`);
        return callback(Object.assign(reason, { code: 'ENOTPUBLIC' }), '', 0);
      }
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      const [first] = addresses as [LookupAddress];
      return callback(null, first.address, first.family);
    });
  };
}
