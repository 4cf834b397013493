import { networkInterfaces } from 'node:os';
import { isIP } from 'node:net';

/**
 * The one address policy for every outbound connection a user can aim (webhooks today; issue 38,
 * decision 039). An address is judged in its canonical form — IPv4 embedded in IPv6 (mapped,
 * compatible, translated, NAT64, 6to4, Teredo) cannot smuggle a loopback or private target past
 * it — against every range of IANA's special-purpose registries (and multicast), and against the
 * addresses of this host's own interfaces. Callers check the address actually connected to, not
 * only the one a name resolved to before.
 */

/** IANA IPv4 Special-Purpose Address Registry, plus multicast (224.0.0.0/4) and broadcast. */
const IPV4_REFUSED: readonly [string, number][] = [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // shared address space (CGNAT)
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation TEST-NET-1
  ['192.31.196.0', 24], // AS112-v4
  ['192.52.193.0', 24], // AMT
  ['192.88.99.0', 24], // deprecated 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['192.175.48.0', 24], // direct delegation AS112
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation TEST-NET-2
  ['203.0.113.0', 24], // documentation TEST-NET-3
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved (and 255.255.255.255, limited broadcast)
];

/** IANA IPv6 Special-Purpose Address Registry, plus multicast, site-local and the IPv4-embedding forms. */
const IPV6_REFUSED: readonly [string, number][] = [
  ['::', 96], // unspecified, loopback and the deprecated IPv4-compatible form ::a.b.c.d
  ['::ffff:0:0:0', 96], // IPv4-translated (SIIT)
  ['64:ff9b::', 96], // NAT64 well-known prefix
  ['64:ff9b:1::', 48], // NAT64 local-use
  ['100::', 64], // discard-only
  ['100:0:0:1::', 64], // dummy prefix
  ['2001::', 23], // IETF protocol assignments (Teredo, benchmarking, ORCHID, AMT, AS112, …)
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4
  ['2620:4f:8000::', 48], // direct delegation AS112
  ['3fff::', 20], // documentation
  ['5f00::', 16], // segment routing SIDs
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
];

type Canonical = { family: 4; value: bigint } | { family: 6; value: bigint };

/**
 * An address as 32 or 128 bits; an IPv4-mapped IPv6 address (::ffff:a.b.c.d, how a dual-stack
 * socket reports an IPv4 peer) becomes its IPv4 address. Undefined for anything not an address.
 */
export function canonicalAddress(address: string): Canonical | undefined {
  const bare = address.replace(/^\[|\]$/g, '').split('%')[0]!;
  const family = isIP(bare);
  if (family === 4) return { family: 4, value: ipv4Bits(bare) };
  if (family !== 6) return undefined;
  const value = ipv6Bits(bare);
  if (value >> 32n === 0xffffn) return { family: 4, value: value & 0xffffffffn };
  return { family: 6, value };
}

function ipv4Bits(a: string): bigint {
  return a.split('.').reduce((acc, part) => (acc << 8n) | BigInt(Number(part)), 0n);
}

function ipv6Bits(a: string): bigint {
  // A trailing dotted quad (::127.0.0.1, ::ffff:0:127.0.0.1) is two groups.
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(a);
  let text = a;
  if (dotted) {
    const v4 = ipv4Bits(dotted[1]!);
    text = `${a.slice(0, -dotted[1]!.length)}${(v4 >> 16n).toString(16)}:${(v4 & 0xffffn).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail === undefined ? [] : tail ? tail.split(':') : [];
  const groups = [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return groups.reduce((acc, g) => (acc << 16n) | BigInt(Number.parseInt(g, 16)), 0n);
}

const ranges = (list: readonly [string, number][], bits: bigint) =>
  list.map(([net, prefix]) => {
    const shift = bits - BigInt(prefix);
    return { shift, network: canonicalAddressBits(net) >> shift };
  });

function canonicalAddressBits(net: string): bigint {
  return isIP(net) === 4 ? ipv4Bits(net) : ipv6Bits(net);
}

const V4 = ranges(IPV4_REFUSED, 32n);
const V6 = ranges(IPV6_REFUSED, 128n);

function inRefusedRange(c: Canonical): boolean {
  return (c.family === 4 ? V4 : V6).some((r) => c.value >> r.shift === r.network);
}

/** This host's own interface addresses, canonical (read each time: interfaces come and go). */
function ownAddresses(): Set<string> {
  const own = new Set<string>();
  for (const list of Object.values(networkInterfaces())) {
    for (const i of list ?? []) {
      const c = canonicalAddress(i.address);
      if (c) own.add(`${c.family}:${c.value}`);
    }
  }
  return own;
}

/** True for an address no user-aimed connection may reach; anything unparsable is refused too. */
export function isRefusedAddress(address: string): boolean {
  const c = canonicalAddress(address);
  if (!c) return true;
  return inRefusedRange(c) || ownAddresses().has(`${c.family}:${c.value}`);
}
