import { inflateSync } from 'node:zlib';
import { expect } from 'vitest';
import { validateEInvoices, validatorAvailable } from '../../../scripts/einvoice/validate.ts';

/*
 * The EN 16931 validator in tests (decision 051): required in CI (CI=true fails without java and
 * Saxon-HE; .ci/run installs them), skipped with a message on a machine without them.
 */

export const VALIDATOR_MISSING =
  'EN 16931-Prüfung übersprungen: java/Saxon-HE fehlen (apt-get install -y libsaxonhe-java default-jre-headless)';

/** Whether the e-invoices can be validated here; throws in CI when they cannot. */
export function validatorReady(): boolean {
  if (validatorAvailable()) return true;
  if (process.env.CI === 'true') throw new Error(`${VALIDATOR_MISSING} — in CI Pflicht`);
  console.warn(VALIDATOR_MISSING);
  return false;
}

/** Every document passes the CEN rules without a fatal finding. */
export function expectValidEInvoices(docs: { name: string; xml: string }[]): void {
  const reports = validateEInvoices(docs);
  expect(reports).toHaveLength(docs.length);
  for (const r of reports) expect({ name: r.name, errors: r.errors }).toEqual({ name: r.name, errors: [] });
}

/** The XML a Factur-X/ZUGFeRD PDF carries (its one embedded file, Flate-compressed). */
export function embeddedXml(pdf: Buffer): string {
  const text = pdf.toString('latin1');
  const m = /\/Type \/EmbeddedFile[\s\S]*?\/Length (\d+)[\s\S]*?stream\r?\n/.exec(text);
  if (!m) throw new Error('keine eingebettete Datei im PDF');
  const start = m.index + m[0].length;
  return inflateSync(pdf.subarray(start, start + Number(m[1]))).toString('utf8');
}
