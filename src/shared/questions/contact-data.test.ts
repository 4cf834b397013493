import { describe, expect, it } from 'vitest';
import { carriesContactData } from './contact-data.ts';
import { CASE_BUYER_COMPANY, CASE_SELLER_COMPANY, SMUGGLED, TECHNICAL } from './contact-data-cases.ts';

const companies = [CASE_BUYER_COMPANY, CASE_SELLER_COMPANY];

describe('contact data in questions and answers (issue 30, decision 054)', () => {
  it('has the table the issue asks for: 20+ smuggled strings and 20+ technical questions', () => {
    expect(SMUGGLED.length).toBeGreaterThanOrEqual(20);
    expect(TECHNICAL.length).toBeGreaterThanOrEqual(20);
  });

  it.each(SMUGGLED)('refuses %s', (text) => {
    expect(carriesContactData(text, companies)).toBe(true);
  });

  it.each(TECHNICAL)('accepts %s', (text) => {
    expect(carriesContactData(text, companies)).toBe(false);
  });

  it('names companies case- and spacing-insensitive, and only the parties passed in', () => {
    expect(carriesContactData('zebra KAUF hydraulik werke', companies)).toBe(true);
    expect(carriesContactData('Zebrakauf', [])).toBe(false);
    // Generic words of a name name nobody: 'Hydraulik' is in every second question.
    expect(carriesContactData('Hydraulik Service', ['Hydraulik Service GmbH'])).toBe(false);
  });
});
