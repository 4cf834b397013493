/**
 * Spec 1 §5 brand relevance, as a table: [request manufacturer, seller's brands, relevant, why].
 * brandMatches() and its SQL twin (server/db/sql/relevance.ts) are both tested against it.
 * Brand names are ones the reference data seeds.
 */
export const BRAND_MATCH_CASES: readonly (readonly [string | null, readonly string[], boolean, string])[] = [
  ['Bosch Rexroth', ['Bosch Rexroth'], true, 'same name'],
  ['bosch rexroth', ['Bosch Rexroth'], true, 'lower case request'],
  ['BOSCH REXROTH', ['Bosch Rexroth'], true, 'upper case request'],
  ['Rexroth', ['Bosch Rexroth'], true, 'request name inside the brand'],
  ['Bosch Rexroth AG', ['Bosch Rexroth'], true, 'brand inside the request name'],
  ['Hydac International', ['HYDAC'], true, 'brand inside, other case'],
  ['Parker', ['Bosch Rexroth', 'HYDAC'], false, 'no match'],
  [null, ['HYDAC'], true, 'no manufacturer: always'],
  ['   ', ['HYDAC'], true, 'blank manufacturer: always'],
  ['Danfoss', [], true, 'no preferences: all'],
];
