import type { VatCheckStatus } from '#shared/legal/vat-id.ts';

/*
 * The EU's VIES service (issue 32): is a VAT id valid? One POST to its REST API
 * (https://ec.europa.eu/taxation_customs/vies/rest-api/check-vat-number, VIES_URL):
 * `{ countryCode, vatNumber }` → `{ valid: boolean, ... }`. Every other answer (a member
 * state's service down, MS_UNAVAILABLE, TIMEOUT, a network error, a timeout here) is
 * 'unavailable': the safe side, which the VAT rule treats as not confirmed.
 */

export const VIES_DEFAULT_URL = 'https://ec.europa.eu/taxation_customs/vies/rest-api/check-vat-number';

export interface ViesClient {
  check(vatNumber: string): Promise<VatCheckStatus>;
}

export function createViesClient(
  url: string,
  timeoutMs: number,
  fetchImpl: typeof fetch = fetch,
): ViesClient {
  return {
    async check(vatNumber) {
      const id = vatNumber.replace(/\s+/g, '').toUpperCase();
      const countryCode = id.slice(0, 2);
      try {
        const res = await fetchImpl(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ countryCode, vatNumber: id.slice(2) }),
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!res.ok) return 'unavailable';
        const body = (await res.json()) as { valid?: unknown; userError?: unknown };
        if (body.valid === true) return 'valid';
        // 'VALID'/'INVALID' are answers; anything else (MS_UNAVAILABLE, TIMEOUT, ...) is not.
        if (body.valid === false && (body.userError === undefined || body.userError === 'INVALID'))
          return 'invalid';
        return 'unavailable';
      } catch {
        return 'unavailable';
      }
    },
  };
}
