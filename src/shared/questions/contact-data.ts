/*
 * Questions and answers on a request (issue 30, decision 054) are public to every seller the
 * request reaches and to its buyer, before any order: contact data in them would let the parties
 * trade outside the market and break the anonymity of DESIGN.md §5. This is the one rule that
 * refuses it — e-mail addresses (also written 'name at firma dot de', '(at)', '[ät]'), phone
 * numbers, web addresses and the company names of either party — used by the form (zod) and,
 * with the company names, by the server. It must let technical text through: part numbers
 * ('R902400215', 'A10VSO 45 DFR1/31R-PPA12N00', Bosch's '0 510 725 057'), dates, quantities,
 * prices, pressures and dimensions.
 */

export const CONTACT_DATA_REFUSED =
  'Bitte keine Kontaktdaten (E-Mail, Telefon, Web-Adressen oder Firmennamen) in Fragen und Antworten.';

/** Lower case without accents ('Ä' → 'a', 'ß' → 'ss'): how names and obfuscations are compared. */
function plain(text: string): string {
  return text
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');
}

// '@' and its disguises: (at) [at] {at} <at> (ät) ' at ' ' ät ' '(a)' and the spelled-out 'Klammeraffe'.
const AT = String.raw`(?:\s*@\s*|\s*[([{<]\s*(?:at|a|aet|ät)\s*[)\]}>]\s*|\s+(?:at|ät|aet|klammeraffe)\s+)`;
// '.' and its disguises: (dot) [punkt] ' dot ' ' punkt '.
const DOT = String.raw`(?:\s*\.\s*|\s*[([{<]\s*(?:dot|punkt|pkt)\s*[)\]}>]\s*|\s+(?:dot|punkt)\s+)`;
const TLD = String.raw`(?:de|com|net|org|eu|info|biz|at|ch|it|fr|es|nl|pl|be|dk|cz|se|uk|io|co|shop|online|gmbh|email|web|berlin|nrw|bayern|hamburg)`;

const EMAIL = new RegExp(String.raw`[a-z0-9._%+-]+${AT}[a-z0-9-]+(?:${DOT}[a-z0-9-]+)*${DOT}${TLD}\b`, 'i');
const PLAIN_AT = /[a-z0-9._%+-]+\s*@\s*[a-z0-9-]{2,}/i;
const URL_START = /\b(?:https?\s*:\s*\/\/|https?\b|www\s*(?:\.|\s+dot\s+|\(dot\)|\[dot\]))/i;
const DOMAIN = new RegExp(String.raw`\b[a-z0-9][a-z0-9-]{1,}${DOT}${TLD}\b(?!\s*-?\d)`, 'i');

/** Words that announce a phone number: with digits after them, the digits are one. */
const PHONE_WORDS =
  /\b(?:tel|telefon|telefonnummer|fon|phone|handy|mobil|mobile|mobilnummer|fax|whatsapp|anrufen|rufnummer|durchwahl|festnetz)\b\.?\s*:?\s*[+(]?\d/i;
/** Channels that are contact data by name. */
const CHANNELS = /\b(?:whats\s*app|telegram|skype|signal-?nummer|wechat)\b/i;

/** Runs of digits with the separators phone numbers are written with. */
const DIGIT_RUN = /(?<![\w.,/])(?:\+|00)?\(?\d[\d\s./()-]*\d\)?(?![\w,])/g;
/** What looks like a phone number but is not: dates, Bosch numbers '0 510 725 057'. */
const DATE = /^\d{1,2}[./]\d{1,2}[./]\d{2,4}$/;
const BOSCH = /^0 \d{3} \d{3} \d{3}$/;

function hasPhone(text: string): boolean {
  if (PHONE_WORDS.test(text)) return true;
  for (const [raw] of text.matchAll(DIGIT_RUN)) {
    const run = raw.trim();
    if (DATE.test(run) || BOSCH.test(run)) continue;
    const digits = run.replace(/\D/g, '');
    // Numbers are dialled from '+', '00' or '0' (a trunk prefix); part numbers and quantities
    // in running text do not start so with seven or more digits.
    if (/^(?:\+|\(?0)/.test(run) && digits.length >= 7 && digits.length <= 16) return true;
    // Eleven or more digits in one spaced or dotted run are a number nobody types otherwise.
    if (digits.length >= 11 && /[\s./-]/.test(run)) return true;
  }
  return false;
}

/** Legal forms and words that name no particular company. */
const GENERIC = new Set(
  'gmbh mbh ag kg ohg ug eg gbr ek e k co se ltd inc llc sa sarl srl spa bv nv haftungsbeschrankt und and the der die das hydraulik hydraulics hydraulic fluidtechnik fluid technik technology technologies service services handel industrie industries maschinenbau werk werke gruppe group systeme systems antriebstechnik pumpen ventile zylinder deutschland germany international'.split(
    ' ',
  ),
);

function words(text: string): string[] {
  return plain(text).match(/[a-z0-9]+/g) ?? [];
}

/** Does the text name the company, however it is cased or spaced? */
function namesCompany(textWords: readonly string[], company: string): boolean {
  const core = words(company).filter((w) => !GENERIC.has(w));
  const targets = new Set<string>();
  const whole = core.join('');
  if (whole.length >= 4) targets.add(whole);
  // A company is often called by its first distinctive word ('Zebrakauf').
  if (core[0] && core[0].length >= 5) targets.add(core[0]);
  for (const target of targets) {
    for (let i = 0; i < textWords.length; i++) {
      let joined = '';
      for (let j = i; j < textWords.length && joined.length < target.length; j++) {
        joined += textWords[j];
        if (joined === target) return true;
      }
    }
  }
  return false;
}

/**
 * Does `text` carry contact data? `companies`: the names of the parties that must not be named
 * (the buyer's and the asking seller's); the form, which knows none, checks the rest.
 */
export function carriesContactData(text: string, companies: readonly string[] = []): boolean {
  const t = plain(text);
  if (EMAIL.test(t) || PLAIN_AT.test(t) || URL_START.test(t) || DOMAIN.test(t) || CHANNELS.test(t))
    return true;
  if (hasPhone(t)) return true;
  const textWords = words(text);
  return companies.some((c) => c.trim() !== '' && namesCompany(textWords, c));
}
