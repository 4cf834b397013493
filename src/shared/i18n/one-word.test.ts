import { describe, expect, it } from 'vitest';
import { adminDe } from './features/admin.de.ts';
import { adminEn } from './features/admin.en.ts';
import { adminEs } from './features/admin.es.ts';
import { adminFr } from './features/admin.fr.ts';
import { adminIt } from './features/admin.it.ts';
import { requestFormDe } from './features/request-form.de.ts';
import { requestFormEn } from './features/request-form.en.ts';
import { requestFormEs } from './features/request-form.es.ts';
import { requestFormFr } from './features/request-form.fr.ts';
import { requestFormIt } from './features/request-form.it.ts';

/*
 * Issue 34, 'one word for one thing': the admin's list read 'Mittel' for the urgency the buyer
 * chose as 'Normal'. Every urgency reads the same in the admin area as in the request form.
 */
const LANGUAGES = [
  ['de', adminDe, requestFormDe],
  ['en', adminEn, requestFormEn],
  ['es', adminEs, requestFormEs],
  ['fr', adminFr, requestFormFr],
  ['it', adminIt, requestFormIt],
] as const;
const SAME = [
  ['admin.urgency.urgent', 'requestForm.urgency.dringend'],
  ['admin.urgency.high', 'requestForm.urgency.hoch'],
  ['admin.urgency.medium', 'requestForm.urgency.normal'],
  ['admin.urgency.low', 'requestForm.urgency.niedrig'],
] as const;

describe('urgency words (issue 34)', () => {
  it.each(LANGUAGES)('%s: the admin says what the request form says', (_, admin, form) => {
    for (const [a, f] of SAME) expect(admin[a], a).toBe(form[f]);
  });
});
