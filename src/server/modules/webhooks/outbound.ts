import { lookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/** Private, loopback, link-local, shared, multicast and reserved ranges (IPv4 and IPv6). */
const refused = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  refused.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
  ['2001:db8::', 32],
] as const)
  refused.addSubnet(net, prefix, 'ipv6');

/** True for an address no webhook may reach (IPv4-mapped IPv6 is checked as IPv4). */
export function isRefusedAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return refused.check(mapped[1]!, 'ipv4');
  const family = isIP(address);
  if (family === 4) return refused.check(address, 'ipv4');
  if (family === 6) return refused.check(address, 'ipv6');
  return true;
}

export interface OutboundPolicy {
  /** Private/loopback/link-local receivers and plain http allowed (WEBHOOK_ALLOW_PRIVATE). */
  allowPrivate: boolean;
  timeoutMs: number;
}

type Resolved = { ok: true; addresses: { address: string; family: number }[] } | { ok: false; error: string };

/** Resolves the URL's host and checks every address (refusal reasons are for the delivery log). */
export async function resolveReceiver(url: string, policy: OutboundPolicy): Promise<Resolved> {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return { ok: false, error: 'ungültige Adresse' };
  }
  if (u.protocol !== 'https:' && !(policy.allowPrivate && u.protocol === 'http:'))
    return { ok: false, error: 'nur https:// ist erlaubt' };
  const host = u.hostname.replace(/^\[|\]$/g, '');
  let addresses: { address: string; family: number }[];
  if (isIP(host)) addresses = [{ address: host, family: isIP(host) }];
  else {
    try {
      addresses = await lookup(host, { all: true, verbatim: true });
    } catch {
      return { ok: false, error: `Name nicht auflösbar: ${host}` };
    }
  }
  if (addresses.length === 0) return { ok: false, error: `Name nicht auflösbar: ${host}` };
  if (!policy.allowPrivate && addresses.some((a) => isRefusedAddress(a.address)))
    return { ok: false, error: 'private, lokale oder Link-Local-Adresse verweigert' };
  return { ok: true, addresses };
}

type SendResult = { statusCode: number; error: null } | { statusCode: null; error: string };

/**
 * One POST: to the addresses checked above (connecting cannot resolve the name anew), within
 * the timeout, never following a redirect (a 3xx is a failed attempt).
 */
export async function postJson(
  url: string,
  body: string,
  headers: Record<string, string>,
  policy: OutboundPolicy,
): Promise<SendResult> {
  const resolved = await resolveReceiver(url, policy);
  if (!resolved.ok) return { statusCode: null, error: resolved.error };
  const [first] = resolved.addresses;
  const pinned: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, resolved.addresses);
    else callback(null, first!.address, first!.family);
  };
  const u = new URL(url);
  const client = u.protocol === 'https:' ? https : http;
  return new Promise<SendResult>((resolve) => {
    const req = client.request(
      u,
      {
        method: 'POST',
        lookup: pinned,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body).toString(),
          'user-agent': 'HydroParts-Webhooks/1',
          ...headers,
        },
        timeout: policy.timeoutMs,
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ statusCode: res.statusCode ?? 0, error: null }));
        res.on('error', (err) => resolve({ statusCode: null, error: err.message }));
      },
    );
    const timer = setTimeout(() => req.destroy(new Error('Zeitüberschreitung')), policy.timeoutMs);
    req.on('timeout', () => req.destroy(new Error('Zeitüberschreitung')));
    req.on('error', (err) => resolve({ statusCode: null, error: err.message }));
    req.on('close', () => clearTimeout(timer));
    req.end(body);
  });
}
