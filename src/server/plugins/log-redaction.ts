import type { FastifyRequest } from 'fastify';
import { API_KEY_PREFIX } from '#shared/api-keys/schema.ts';
import { MASK } from '#server/modules/mail/mask.ts';

/**
 * The one place that decides what a logged URL or error may show (issue 38): whoever reads the
 * logs must not be able to take an account over. Reset and verification links carry their token
 * in the query (`/reset-password?token=…`, `/api/auth/verify-email?token=…`) or, at better-auth's
 * own endpoint, in the path (`/api/auth/reset-password/<token>`); API keys may be pasted anywhere.
 * Every request line and every error line passes through here, in every environment.
 */

/** Query parameters whose value is a secret by its name (token, key, code, password, signature…). */
const SECRET_PARAM = /token|secret|passw|signature|^sig$|key|^code$|otp|credential|^auth/i;

/** Path segments after one of these carry a token (better-auth's `/reset-password/:token`). */
const SECRET_PATH_AFTER = /^(reset-password|verify-email|verify|token)$/i;

/** An API key wherever it appears (decision 023: `hp_` and 40 url-safe characters). */
const API_KEY = new RegExp(`${API_KEY_PREFIX}[A-Za-z0-9_-]{16,}`, 'g');

/** `name=value` pairs in free text (error messages, stacks) whose name says the value is secret. */
const SECRET_PAIR = /([?&;\s"'](?:amp;)?)([A-Za-z0-9_.-]+)=([^&\s"'<>)]+)/g;

/** A URL (path and query) as it may be logged: secret query values and path tokens masked. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  const path = q === -1 ? url : url.slice(0, q);
  const query = q === -1 ? '' : url.slice(q + 1);
  const segments = path.split('/');
  for (let i = 1; i < segments.length; i++) {
    if (SECRET_PATH_AFTER.test(segments[i - 1]!) && segments[i] !== '') segments[i] = MASK;
  }
  let out = segments.join('/');
  if (q !== -1) {
    out += `?${query
      .split('&')
      .map((pair) => {
        const eq = pair.indexOf('=');
        if (eq === -1) return pair;
        return isSecretName(pair.slice(0, eq)) ? `${pair.slice(0, eq)}=${MASK}` : pair;
      })
      .join('&')}`;
  }
  return out.replace(API_KEY, `${API_KEY_PREFIX}${MASK}`);
}

/** Free text (an error's message or stack) with every secret-looking `name=value` and key masked. */
export function redactText(text: string): string {
  return text
    .replace(SECRET_PAIR, (all, lead: string, name: string) =>
      isSecretName(name) ? `${lead}${name}=${MASK}` : all,
    )
    .replace(API_KEY, `${API_KEY_PREFIX}${MASK}`)
    .replace(/(\/(?:reset-password|verify-email)\/)[^/?#\s"']+/gi, `$1${MASK}`);
}

function isSecretName(encoded: string): boolean {
  let name = encoded;
  try {
    name = decodeURIComponent(encoded);
  } catch {
    // a malformed name is judged as written
  }
  return SECRET_PARAM.test(name);
}

/** Fastify's request line, with the URL as `redactUrl` allows it. */
function serializeRequest(req: FastifyRequest) {
  return {
    method: req.method,
    url: redactUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

/** An error as pino would write it (type, message, stack, own fields, cause), secrets masked. */
function serializeError(err: Error): {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
} {
  const out: { type: string; message: string; stack: string; [key: string]: unknown } = {
    type: err.constructor.name,
    message: redactText(err.message),
    stack: redactText(err.stack ?? ''),
  };
  for (const [key, value] of Object.entries(err)) {
    if (key in out || key === 'cause') continue;
    out[key] = typeof value === 'string' ? redactText(value) : value;
  }
  if (err.cause instanceof Error) out.cause = serializeError(err.cause);
  else if (typeof err.cause === 'string') out.cause = redactText(err.cause);
  return out;
}

/** The logger's serializers: request lines and errors go through the redaction above. */
export const logSerializers = { req: serializeRequest, err: serializeError };
