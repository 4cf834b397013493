/**
 * EN 16931 validation of e-invoices by the CEN's own rules (issue 32, decision 051): the
 * schematron of the European standard, compiled to XSLT by its maintainers
 * (github.com/ConnectingEurope/eInvoicing-EN16931, release 1.3.16, EUPL 1.2, LICENSE-EN16931.txt
 * beside this file), run by Saxon-HE from Debian (package libsaxonhe-java, Java 17). Nobody here
 * wrote the rules; this file only runs them and reads their report (SVRL): every failed assert
 * with flag 'fatal' is an error, 'warning' a warning.
 *
 * `node scripts/einvoice/validate.ts file.xml…` (UBL; CII when the root is CrossIndustryInvoice).
 */
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const SAXON_JAR = process.env.SAXON_JAR ?? '/usr/share/java/Saxon-HE.jar';
const XSLT = {
  UBL: path.join(import.meta.dirname, 'EN16931-UBL-validation.xslt'),
  CII: path.join(import.meta.dirname, 'EN16931-CII-validation.xslt'),
};

export type Syntax = keyof typeof XSLT;

export interface Finding {
  id: string;
  flag: string;
  text: string;
}

export interface Report {
  name: string;
  errors: Finding[];
  warnings: Finding[];
}

/** Whether java and Saxon-HE are installed (CI installs them in .ci/run). */
export function validatorAvailable(): boolean {
  if (!existsSync(SAXON_JAR)) return false;
  try {
    execFileSync('java', ['-version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

export const syntaxOf = (xml: string): Syntax =>
  /<(\w+:)?CrossIndustryInvoice[\s>]/.test(xml) ? 'CII' : 'UBL';

function findings(svrl: string): Finding[] {
  const out: Finding[] = [];
  for (const m of svrl.matchAll(/<svrl:failed-assert\b([^>]*)>([\s\S]*?)<\/svrl:failed-assert>/g)) {
    const attr = (name: string) => new RegExp(`${name}="([^"]*)"`).exec(m[1]!)?.[1] ?? '';
    const text = /<svrl:text>([\s\S]*?)<\/svrl:text>/.exec(m[2]!)?.[1]?.trim() ?? '';
    out.push({ id: attr('id'), flag: attr('flag') || 'fatal', text });
  }
  return out;
}

/** Validates each document; one Java start per syntax (Saxon transforms a whole folder). */
export function validateEInvoices(docs: { name: string; xml: string }[]): Report[] {
  const work = mkdtempSync(path.join(tmpdir(), 'en16931-'));
  try {
    const reports: Report[] = [];
    for (const syntax of Object.keys(XSLT) as Syntax[]) {
      const mine = docs.filter((d) => syntaxOf(d.xml) === syntax);
      if (mine.length === 0) continue;
      const src = path.join(work, `${syntax}-in`);
      const dst = path.join(work, `${syntax}-out`);
      mkdirSync(src);
      mkdirSync(dst);
      mine.forEach((d, n) => writeFileSync(path.join(src, `${n}.xml`), d.xml));
      execFileSync(
        'java',
        ['-cp', SAXON_JAR, 'net.sf.saxon.Transform', `-s:${src}`, `-xsl:${XSLT[syntax]}`, `-o:${dst}`],
        {
          stdio: ['ignore', 'ignore', 'pipe'],
          maxBuffer: 64 * 1024 * 1024,
        },
      );
      const outputs = new Set(readdirSync(dst));
      mine.forEach((d, n) => {
        if (!outputs.has(`${n}.xml`)) throw new Error(`Saxon hat für ${d.name} keinen Bericht geschrieben`);
        const all = findings(readFileSync(path.join(dst, `${n}.xml`), 'utf8'));
        reports.push({
          name: d.name,
          errors: all.filter((f) => f.flag !== 'warning'),
          warnings: all.filter((f) => f.flag === 'warning'),
        });
      });
    }
    return reports;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  const files = process.argv.slice(2);
  if (!validatorAvailable()) {
    console.error(
      `Java oder Saxon-HE fehlt (${SAXON_JAR}): apt-get install -y libsaxonhe-java default-jre-headless`,
    );
    process.exit(2);
  }
  const reports = validateEInvoices(files.map((f) => ({ name: f, xml: readFileSync(f, 'utf8') })));
  let failed = false;
  for (const r of reports) {
    console.log(`${r.errors.length === 0 ? 'OK ' : 'FEHLER'} ${r.name}`);
    for (const f of [...r.errors, ...r.warnings]) console.log(`  [${f.flag}] ${f.id}: ${f.text}`);
    failed ||= r.errors.length > 0;
  }
  process.exit(failed ? 1 : 0);
}
