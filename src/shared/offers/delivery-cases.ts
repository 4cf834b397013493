import type { Delivery, OfferCondition } from './delivery.ts';

/**
 * What sellers typed before delivery, condition and warranty were values (issue 34), and what
 * each reads as. One table for the TypeScript parsers (delivery.test.ts) and their SQL twins in
 * the migration (src/server/db/sql/delivery-migration.test.ts), so the two cannot drift.
 */
export const DELIVERY_TEXT_CASES: readonly [string, Delivery | null][] = [
  ['2', { unit: 'weeks', days: 14 }],
  [' 1 ', { unit: 'weeks', days: 7 }],
  ['3-4', { unit: 'weeks', days: 28 }],
  ['2 – 3 Wochen', { unit: 'weeks', days: 21 }],
  ['6 Wo.', { unit: 'weeks', days: 42 }],
  ['3 Tage', { unit: 'days', days: 3 }],
  ['1 Tag', { unit: 'days', days: 1 }],
  ['5 Werktage', { unit: 'days', days: 5 }],
  ['10 days', { unit: 'days', days: 10 }],
  ['0,5', { unit: 'days', days: 4 }],
  ['1.5 Wochen', { unit: 'days', days: 11 }],
  ['24 h', { unit: 'days', days: 1 }],
  ['48 Stunden', { unit: 'days', days: 2 }],
  ['2 Monate', { unit: 'days', days: 60 }],
  ['ab Lager', { unit: 'stock', days: 0 }],
  ['Ab Lager, 24 h', { unit: 'stock', days: 0 }],
  ['sofort', { unit: 'stock', days: 0 }],
  ['0', { unit: 'stock', days: 0 }],
  ['53', null],
  ['99999999999', null],
  ['nach Absprache', null],
  ['KW 12', null],
  ['', null],
];

export const CONDITION_TEXT_CASES: readonly [string, OfferCondition | null][] = [
  ['Neu', 'neu'],
  ['neu, originalverpackt', 'neu'],
  ['Neuwertig', null],
  ['Original', 'original'],
  ['OEM-Teil', 'original'],
  ['Überholt', 'ueberholt'],
  ['generalüberholt', 'ueberholt'],
  ['Austauschteil gegen Altteil', 'austausch'],
  ['AT-Teil im Austausch', 'austausch'],
  ['gebraucht', null],
  ['ueberholt', 'ueberholt'],
];

export const WARRANTY_TEXT_CASES: readonly [string, number | null][] = [
  ['12 Monate', 12],
  ['24', 24],
  ['1 Jahr', 12],
  ['2 Jahre Gewährleistung', 24],
  ['6 months', 6],
  ['keine', 0],
  ['ohne Gewährleistung', 0],
  ['nach Herstellerangabe', null],
  ['200 Monate', null],
];
