/**
 * Why a webhook delivery attempt failed, as its owner reads it (issue 34, decision 078). The
 * stored `last_error` keeps what the connection said ('CERT_HAS_EXPIRED: certificate has
 * expired') for operators; screens and mails show the kind's text in the reader's language.
 */
export const WEBHOOK_FAILURES = [
  'tls_expired',
  'tls_self_signed',
  'tls_untrusted',
  'tls_hostname',
  'tls',
  'dns',
  'refused',
  'unreachable',
  'reset',
  'timeout',
  'redirect',
  'http_status',
  'blocked_address',
  'https_only',
  'invalid_url',
  'paused',
  'other',
] as const;
export type WebhookFailure = (typeof WEBHOOK_FAILURES)[number];

/** Node's error codes (at the start of the stored error, or inside its message) by kind. */
const BY_CODE: [RegExp, WebhookFailure][] = [
  [/\b(CERT_HAS_EXPIRED|CERT_NOT_YET_VALID|ERR_TLS_CERT_EXPIRED)\b/, 'tls_expired'],
  [/\b(DEPTH_ZERO_SELF_SIGNED_CERT|SELF_SIGNED_CERT_IN_CHAIN)\b/, 'tls_self_signed'],
  [
    /\b(UNABLE_TO_VERIFY_LEAF_SIGNATURE|UNABLE_TO_GET_ISSUER_CERT(_LOCALLY)?|CERT_UNTRUSTED|CERT_REVOKED|CERT_SIGNATURE_FAILURE|CERT_REJECTED|INVALID_CA)\b/,
    'tls_untrusted',
  ],
  [/\bERR_TLS_CERT_ALTNAME_INVALID\b/, 'tls_hostname'],
  [/\b(EPROTO|ERR_SSL_[A-Z_]+|ERR_TLS_[A-Z_]+)\b/, 'tls'],
  [/\b(ENOTFOUND|EAI_AGAIN|EAI_NONAME|EAI_FAIL)\b/, 'dns'],
  [/\bECONNREFUSED\b/, 'refused'],
  [/\b(EHOSTUNREACH|ENETUNREACH|EHOSTDOWN|ENETDOWN)\b/, 'unreachable'],
  [/\b(ECONNRESET|EPIPE|ECONNABORTED)\b/, 'reset'],
  [/\b(ETIMEDOUT|ESOCKETTIMEDOUT|UND_ERR_CONNECT_TIMEOUT)\b/, 'timeout'],
];

/** The messages of older rows (stored without a code) and of our own checks, by kind. */
const BY_MESSAGE: [RegExp, WebhookFailure][] = [
  [/certificate has expired|certificate is not yet valid/i, 'tls_expired'],
  [/self[- ]signed certificate/i, 'tls_self_signed'],
  [/unable to (verify|get (local )?issuer)|certificate (revoked|signature failure)/i, 'tls_untrusted'],
  [/altnames|does not match certificate/i, 'tls_hostname'],
  [/\bssl\b|\btls\b|handshake|wrong version number|certificate/i, 'tls'],
  [/getaddrinfo|Name nicht auflösbar/i, 'dns'],
  [/connection refused/i, 'refused'],
  [/socket hang up|connection reset/i, 'reset'],
  [/Zeitüberschreitung|timed? ?out/i, 'timeout'],
  [/verweigert/i, 'blocked_address'],
  [/nur https/i, 'https_only'],
  [/ungültige Adresse|invalid url/i, 'invalid_url'],
  [/deaktiviert/i, 'paused'],
];

/**
 * The kind of a failed attempt from its stored error and status code; null when the attempt
 * succeeded or nothing was tried yet. A status outside 2xx is the receiver's answer: 3xx a
 * redirect (never followed), anything else its HTTP status.
 */
export function webhookFailureOf(error: string | null, statusCode: number | null): WebhookFailure | null {
  if (statusCode !== null) {
    if (statusCode >= 200 && statusCode < 300) return null;
    return statusCode >= 300 && statusCode < 400 ? 'redirect' : 'http_status';
  }
  if (!error) return null;
  for (const [pattern, kind] of BY_CODE) if (pattern.test(error)) return kind;
  for (const [pattern, kind] of BY_MESSAGE) if (pattern.test(error)) return kind;
  return 'other';
}
