/**
 * One rule for "the same part number, however it is typed" (issue 30, decision 046): a part
 * number becomes a key of upper-case ASCII letters and digits. Case, spaces, '-', '/', '.', and
 * every other sign fall away, so a Rexroth type code 'A10VSO 45 DFR1/31R-PPA12N00' and its
 * material number 'R902400215' (also 'R9024 00215', 'R 902 400 215') each have one key. A leading
 * manufacturer ('Rexroth R902400215', 'BOSCH-REXROTH: …', 'Bosch Rexroth AG …') and a leading
 * label ('Mat.-Nr.', 'Typ:', 'Art.-Nr.', 'P/N') are dropped when something follows them.
 *
 * The database's twin is hp_part_key() (migration 'part_number_keys'): it uses the pattern below
 * verbatim, and part-key.test.ts runs PART_KEY_CASES through both. Only ASCII patterns, and every
 * alternation lists the longer spelling first, so PostgreSQL's longest match and JavaScript's
 * first match agree. Letters and digits are not swapped (O/0, I/1): that would merge parts.
 */

const SEP = '[^A-Za-z0-9]';

/** Manufacturers whose name buyers type in front of the number (the seeded brands and aliases). */
const BRANDS = [
  `(?:bosch${SEP}*)?rexroth`,
  'bosch',
  'hydac',
  `parker(?:${SEP}*hannifin)?`,
  `(?:sauer${SEP}*)?danfoss`,
  `eaton(?:${SEP}*vickers)?`,
  'vickers',
  'kawasaki',
  `bucher(?:${SEP}*hydraulics)?`,
  `linde(?:${SEP}*hydraulics)?`,
  `hawe(?:${SEP}*hydraulik)?`,
  `argo${SEP}*hytos`,
  `sun${SEP}*hydraulics`,
  'casappa',
  'atos',
  'denison',
  'yuken',
  'moog',
  `poclain(?:${SEP}*hydraulics)?`,
  'walvoil',
  'komatsu',
  'liebherr',
  'nachi',
  'daikin',
  `marzocchi(?:${SEP}*pompe)?`,
  'brevini',
  'duplomatic',
  'oilgear',
  'voith',
  'eckerle',
  'enerpac',
  'stauff',
  `br(?:ue|.)ninghaus(?:${SEP}*hydromatik)?`,
  'hydromatik',
];

/** Legal forms that may follow the name ('Bosch Rexroth AG'). */
const LEGAL_FORMS = ['gmbh', 'ag', 'se', 'inc', 'ltd', 'corp', 'spa', `s${SEP}p${SEP}a`];

/** Labels in front of the number, as on nameplates, orders and data sheets. */
const LABELS = [
  `mat(?:erial)?${SEP}*(?:nummer|nr|no)`,
  `typen${SEP}*(?:schl(?:ue|.)ssel|bezeichnung)`,
  `type${SEP}*code`,
  'typ',
  'type',
  `art(?:ikel)?${SEP}*(?:nummer|nr|no)`,
  `teile${SEP}*(?:nummer|nr)`,
  `teil${SEP}*(?:nummer|nr)`,
  `part${SEP}*(?:number|no)`,
  'p/n',
];

/**
 * What is dropped from the front of a part number, case-insensitively: an optional manufacturer
 * (with its legal form), then an optional label, each followed by at least one separator.
 */
export const PART_PREFIX_PATTERN =
  `^${SEP}*` +
  `(?:(?:${BRANDS.join('|')})(?:${SEP}+(?:${LEGAL_FORMS.join('|')}))?${SEP}+)?` +
  `(?:(?:${LABELS.join('|')})${SEP}+)?`;

const PREFIX = new RegExp(PART_PREFIX_PATTERN, 'i');

function bare(s: string): string {
  return s.replace(/[^A-Za-z0-9]/g, '').toUpperCase();
}

/** The key a part number is stored and compared under; '' when it holds no letter or digit. */
export function partKey(typed: string | null | undefined): string {
  if (!typed) return '';
  const rest = bare(typed.replace(PREFIX, ''));
  // "Rexroth" alone, or "Typ:" with nothing after it: the whole text is the number.
  return rest || bare(typed);
}

/** A key long enough to search by its beginning (shorter ones would match half the market). */
export const PART_SEARCH_MIN_KEY = 3;
