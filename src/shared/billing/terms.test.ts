import { describe, expect, it } from 'vitest';
import {
  addMonths,
  billingPeriod,
  contractStart,
  invoiceDates,
  lastContractDay,
  noticeEndsOn,
  periodNetCents,
  periodsDue,
  subscriptionStart,
  trialEnd,
} from './terms.ts';

describe('seller billing terms (issue 32)', () => {
  it('the trial is 14 days from the approval; the contract starts on its day in Germany', () => {
    const approved = new Date('2026-01-10T23:30:00Z'); // 11.01. 00:30 in Germany
    expect(trialEnd(approved).toISOString()).toBe('2026-01-24T23:30:00.000Z');
    expect(contractStart(trialEnd(approved))).toBe('2026-01-25');
  });

  it.each([
    ['2026-01-25T10:00:00Z', '2026-01-12T08:00:00Z', '2026-01-25'], // seen in the trial
    ['2026-01-25T10:00:00Z', '2026-03-02T08:00:00Z', '2026-03-02'], // trial ended before billing ran
    [null, '2026-03-02T08:00:00Z', '2026-03-02'], // approved before billing existed
  ] as const)('a subscription with trial end %s first seen %s starts on %s', (trial, seen, start) => {
    expect(subscriptionStart(trial ? new Date(trial) : null, new Date(seen))).toBe(start);
  });

  it.each([
    // start, plan, index, period start, period end
    ['2026-01-15', 'monthly', 0, '2026-01-15', '2026-02-14'],
    ['2026-01-15', 'monthly', 11, '2026-12-15', '2027-01-14'],
    ['2026-01-31', 'monthly', 1, '2026-02-28', '2026-03-30'],
    ['2026-01-31', 'monthly', 2, '2026-03-31', '2026-04-29'],
    ['2027-12-31', 'monthly', 2, '2028-02-29', '2028-03-30'],
    ['2026-03-01', 'yearly', 0, '2026-03-01', '2027-02-28'],
    ['2026-03-01', 'yearly', 1, '2027-03-01', '2028-02-29'],
  ] as const)('period of a contract from %s (%s) #%i: %s–%s', (start, plan, index, from, to) => {
    expect(billingPeriod(start, plan, index)).toEqual({ index, start: from, end: to });
  });

  it('clamps the day of the start, never drifting', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-01-31', 3)).toBe('2026-04-30');
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28');
  });

  it.each([
    ['2026-01-14', null, 0],
    ['2026-01-15', null, 1],
    ['2026-02-14', null, 1],
    ['2026-02-15', null, 2],
    ['2026-12-31', null, 12],
    ['2027-06-01', '2027-01-15', 12], // ended: nothing from the end on
    ['2026-01-20', '2026-01-15', 0], // notice in the trial: never billed
  ] as const)('periods due on %s (end %s): %i', (today, endsOn, count) => {
    expect(periodsDue('2026-01-15', 'monthly', today, endsOn)).toHaveLength(count);
  });

  it('dates of an invoice: due in 14 days, reminder 3 days later, unpaid 14 days after due', () => {
    expect(invoiceDates('2026-01-25')).toEqual({
      issuedOn: '2026-01-25',
      dueOn: '2026-02-08',
      remindOn: '2026-02-11',
      graceEndsOn: '2026-02-22',
    });
  });

  it.each([
    // contract start, notice given on, first day without contract
    ['2026-01-15', '2026-01-10', '2026-01-15'], // in the trial: ends with it
    ['2026-01-15', '2026-01-15', '2027-01-15'],
    ['2026-01-15', '2026-10-15', '2027-01-15'], // exactly 3 months before the end
    ['2026-01-15', '2026-10-16', '2028-01-15'], // one day late: the term renews
    ['2026-01-15', '2027-03-01', '2028-01-15'],
    ['2026-01-31', '2026-10-31', '2027-01-31'],
  ] as const)('notice for a contract from %s given on %s ends it on %s', (start, given, ends) => {
    expect(noticeEndsOn(start, given)).toBe(ends);
  });

  it('the last contract day is the day before the end; the fee is 49,95 € a month', () => {
    expect(lastContractDay('2027-01-15')).toBe('2027-01-14');
    expect(periodNetCents('monthly')).toBe(4995);
    expect(periodNetCents('yearly')).toBe(59940);
  });
});
