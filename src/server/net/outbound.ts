import { lookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isRefusedAddress } from './address-policy.ts';

/**
 * Requests to addresses a user gave us (webhook receivers, Web Push services): checked before
 * connecting and on connect, so no user can make the server call its own network.
 */
export interface OutboundPolicy {
  /** Private/loopback/link-local receivers and plain http allowed (WEBHOOK_ALLOW_PRIVATE, PUSH_ALLOW_PRIVATE). */
  allowPrivate: boolean;
  timeoutMs: number;
}

/** Private, loopback, reserved, documentation or this host's own address (net/address-policy.ts). */
const REFUSED = { ok: false, error: 'private, lokale, reservierte oder eigene Adresse verweigert' } as const;

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
  if (!policy.allowPrivate && addresses.some((a) => isRefusedAddress(a.address))) return REFUSED;
  return { ok: true, addresses };
}

/**
 * A connection error as stored for operators: Node's code first when the message lacks it
 * ('CERT_HAS_EXPIRED: certificate has expired'), so shared/webhooks/failures.ts can name its
 * kind for the owner (decision 078).
 */
function errorText(err: Error): string {
  const code = (err as NodeJS.ErrnoException).code;
  return code && !err.message.includes(code) ? `${code}: ${err.message}` : err.message;
}

export type SendResult = { statusCode: number; error: null } | { statusCode: null; error: string };

/**
 * One POST: to the addresses checked above (connecting cannot resolve the name anew), within
 * the timeout, never following a redirect (a 3xx is a failed attempt). The address the socket
 * actually connected to is checked once more before a byte is sent (issue 38): whatever path led
 * there — an address literal, a resolver that answered differently — it is the one judged.
 */
export async function postJson(
  url: string,
  body: string | Buffer,
  /** Given headers win over the defaults (a push sends its own content type). */
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
        // A fresh connection each time: a kept-alive socket would skip the check on connect.
        agent: false,
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
        res.on('error', (err) => resolve({ statusCode: null, error: errorText(err) }));
      },
    );
    const timer = setTimeout(() => req.destroy(new Error('Zeitüberschreitung')), policy.timeoutMs);
    req.on('timeout', () => req.destroy(new Error('Zeitüberschreitung')));
    req.on('error', (err) => resolve({ statusCode: null, error: errorText(err) }));
    req.on('close', () => clearTimeout(timer));
    req.once('socket', (socket) => {
      const send = () => {
        const remote = socket.remoteAddress;
        if (!policy.allowPrivate && (!remote || isRefusedAddress(remote)))
          req.destroy(new Error(REFUSED.error));
        else req.end(body);
      };
      if (socket.connecting) socket.once('connect', send);
      else send();
    });
  });
}
