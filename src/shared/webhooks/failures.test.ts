import { describe, expect, it } from 'vitest';
import { UI_LANGUAGES } from '#shared/constants.ts';
import { webhooksDe } from '#shared/i18n/features/webhooks.de.ts';
import { webhooksEn } from '#shared/i18n/features/webhooks.en.ts';
import { webhooksEs } from '#shared/i18n/features/webhooks.es.ts';
import { webhooksFr } from '#shared/i18n/features/webhooks.fr.ts';
import { webhooksIt } from '#shared/i18n/features/webhooks.it.ts';
import { WEBHOOK_FAILURES, webhookFailureOf, type WebhookFailure } from './failures.ts';

/** What Node's http(s) client says, as net/outbound.ts stores it ('CODE: message'), and older rows. */
const CASES: [string | null, number | null, WebhookFailure | null][] = [
  ['CERT_HAS_EXPIRED: certificate has expired', null, 'tls_expired'],
  ['certificate has expired', null, 'tls_expired'],
  ['CERT_NOT_YET_VALID: certificate is not yet valid', null, 'tls_expired'],
  ['DEPTH_ZERO_SELF_SIGNED_CERT: self-signed certificate', null, 'tls_self_signed'],
  ['self signed certificate in certificate chain', null, 'tls_self_signed'],
  ['UNABLE_TO_VERIFY_LEAF_SIGNATURE: unable to verify the first certificate', null, 'tls_untrusted'],
  ['unable to get local issuer certificate', null, 'tls_untrusted'],
  [
    "ERR_TLS_CERT_ALTNAME_INVALID: Hostname/IP does not match certificate's altnames: Host: a.example. is not in the cert's altnames: DNS:b.example",
    null,
    'tls_hostname',
  ],
  ['EPROTO: C0D7A1E4:error:0A00010B:SSL routines:ssl3_get_record:wrong version number', null, 'tls'],
  ['ERR_SSL_WRONG_VERSION_NUMBER: write EPROTO', null, 'tls'],
  ['Name nicht auflösbar: erp.example.invalid', null, 'dns'],
  ['getaddrinfo ENOTFOUND erp.example.invalid', null, 'dns'],
  ['connect ECONNREFUSED 203.0.113.7:443', null, 'refused'],
  ['connect EHOSTUNREACH 203.0.113.7:443', null, 'unreachable'],
  ['ECONNRESET: socket hang up', null, 'reset'],
  ['socket hang up', null, 'reset'],
  ['Zeitüberschreitung', null, 'timeout'],
  ['connect ETIMEDOUT 203.0.113.7:443', null, 'timeout'],
  ['private, lokale, reservierte oder eigene Adresse verweigert', null, 'blocked_address'],
  ['nur https:// ist erlaubt', null, 'https_only'],
  ['ungültige Adresse', null, 'invalid_url'],
  ['Webhook deaktiviert', null, 'paused'],
  ['HTTP 500', 500, 'http_status'],
  ['HTTP 404', 404, 'http_status'],
  ['HTTP 302', 302, 'redirect'],
  ['something nobody foresaw', null, 'other'],
  [null, 204, null],
  [null, null, null],
];

describe('why a webhook delivery failed, for its owner (issue 34, decision 078)', () => {
  it.each(CASES)('%j with status %j is %j', (error, status, kind) => {
    expect(webhookFailureOf(error, status)).toBe(kind);
  });

  it('has a text for every kind in every language, the German one without English words', () => {
    const dictionaries = { de: webhooksDe, en: webhooksEn, fr: webhooksFr, es: webhooksEs, it: webhooksIt };
    expect(Object.keys(dictionaries).sort()).toEqual([...UI_LANGUAGES].sort());
    for (const kind of WEBHOOK_FAILURES) {
      for (const [language, texts] of Object.entries(dictionaries)) {
        const text = (texts as Record<string, string>)[`webhooks.failure.${kind}`];
        expect(text, `${language} ${kind}`).toBeTruthy();
        if (kind === 'redirect' || kind === 'http_status') expect(text).toContain('{{status}}');
      }
      expect(webhooksDe[`webhooks.failure.${kind}`]).not.toMatch(
        /\b(certificate|expired|refused|socket|hang up|timed out|error)\b/i,
      );
    }
  });
});
