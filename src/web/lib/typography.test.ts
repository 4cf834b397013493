import { describe, expect, it } from 'vitest';
import { colon } from './typography.ts';

describe('colon after a label (issue 34)', () => {
  it('has a no-break space before it in French only', () => {
    expect(`Délai de livraison${colon('fr')} 3 jours`).toBe('Délai de livraison\u00a0: 3 jours');
    expect(colon('fr-CH')).toBe('\u00a0:');
    for (const language of ['de', 'en', 'es', 'it']) expect(colon(language)).toBe(':');
  });
});
