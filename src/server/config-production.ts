import net from 'node:net';

/** What `NODE_ENV=production` refuses to start without (the imprint's legal minimum included). */
export function productionGaps(e: {
  NODE_ENV: string;
  PUBLIC_URL?: string | undefined;
  SMTP_URL?: string | undefined;
  MAIL_KEEP?: string | undefined;
  SEED_DEMO?: string | undefined;
  COMPANY_NAME?: string | undefined;
  COMPANY_ADDRESS?: string | undefined;
  COMPANY_MANAGING_DIRECTOR?: string | undefined;
  COMPANY_EMAIL?: string | undefined;
  OPERATOR_EMAIL?: string | undefined;
  ADMIN_TWO_FACTOR?: string | undefined;
}): string[] {
  if (e.NODE_ENV !== 'production') return [];
  const gaps: string[] = [];
  if (e.ADMIN_TWO_FACTOR === 'optional') {
    gaps.push('ADMIN_TWO_FACTOR: in production ist die Zwei-Faktor-Anmeldung für Administratoren Pflicht');
  }
  if (e.SEED_DEMO === 'true') {
    gaps.push('SEED_DEMO: Demo-Daten (mit öffentlichen Passwörtern) sind in production nicht erlaubt');
  }
  if (!e.PUBLIC_URL)
    gaps.push('PUBLIC_URL: in production erforderlich (die Adresse, unter der Nutzer die Seite erreichen)');
  if (!e.SMTP_URL && e.MAIL_KEEP !== 'true') {
    gaps.push(
      'SMTP_URL: in production erforderlich (oder MAIL_KEEP=true, um Mails nur in email_logs zu behalten)',
    );
  }
  const imprint: [string, string | undefined][] = [
    ['COMPANY_NAME', e.COMPANY_NAME],
    ['COMPANY_ADDRESS', e.COMPANY_ADDRESS],
    ['COMPANY_MANAGING_DIRECTOR', e.COMPANY_MANAGING_DIRECTOR],
    // OPERATOR_EMAIL's built-in default is a placeholder, not a reachable address.
    [
      'COMPANY_EMAIL',
      e.COMPANY_EMAIL ?? (e.OPERATOR_EMAIL === 'kontakt@hydroparts.local' ? undefined : e.OPERATOR_EMAIL),
    ],
  ];
  for (const [name, value] of imprint) {
    if (!value) gaps.push(`${name}: in production erforderlich (Pflichtangabe im Impressum)`);
  }
  return gaps;
}

/** One sentence for a SMTP_URL nodemailer could not use, instead of a TypeError on the first mail. */
export function checkSmtpUrl(url: string | undefined): string | undefined {
  if (!url) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'SMTP_URL: keine gültige Adresse (Beispiel: smtps://benutzer:passwort@mail.example.com:465)';
  }
  if (parsed.protocol !== 'smtp:' && parsed.protocol !== 'smtps:') {
    return 'SMTP_URL: muss mit smtp:// oder smtps:// beginnen';
  }
  if (!parsed.hostname) return 'SMTP_URL: der Servername fehlt';
  return undefined;
}

/** Fastify's trustProxy: false, a hop count, or the proxies' addresses/CIDR ranges. */
export type TrustProxy = false | number | string[];

export function parseTrustProxy(raw: string | undefined): { value: TrustProxy } | { error: string } {
  const v = raw?.trim() ?? '';
  if (v === '' || v === 'false' || v === '0') return { value: false };
  if (/^\d+$/.test(v)) return { value: Number(v) };
  const list = v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const bad = list.filter((entry) => {
    const [addr, bits, ...rest] = entry.split('/');
    if (rest.length > 0 || !addr || net.isIP(addr) === 0) return true;
    return bits !== undefined && !/^\d{1,3}$/.test(bits);
  });
  if (bad.length > 0) {
    return {
      error: `TRUST_PROXY: eine Anzahl von Proxys oder eine Liste von Adressen erwartet, nicht „${bad.join(', ')}“`,
    };
  }
  return { value: list };
}
