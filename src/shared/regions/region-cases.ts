/** regionKeysOf() cases; the SQL twin hp_region_keys is held to the same table (relevance.test.ts). */
export const REGION_KEY_CASES: readonly (readonly [string | null, string | null, readonly string[]])[] = [
  ['DE', '80331', ['DE', 'DE-8', 'DE-80']],
  ['DE', ' 01067 ', ['DE', 'DE-0', 'DE-01']],
  ['DE', '8033', ['DE']],
  ['DE', 'D-80331', ['DE']],
  ['DE', null, ['DE']],
  ['AT', '1010', ['AT']],
  ['IT', '20121', ['IT']],
  [null, '80331', []],
  ['Deutschland', '80331', []],
  ['de', '80331', []],
];
