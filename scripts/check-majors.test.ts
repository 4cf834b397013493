import { describe, expect, it } from 'vitest';
import { compareMajors, judge, lowestVersion, majorOf, readExceptions } from './check-majors.ts';

const exception = { package: 'typescript', latestMajor: '7', reason: 'lint', revisit: 'later' };

describe('check-majors (decision 065)', () => {
  it('reads the lowest version of a range and its release line by the caret rule', () => {
    expect(lowestVersion('^8.5.1')).toBe('8.5.1');
    expect(lowestVersion('~6.0.3')).toBe('6.0.3');
    expect(lowestVersion('>=4 <6')).toBe('4.0.0');
    expect(lowestVersion('1.x')).toBe('1.0.0');
    expect(lowestVersion('latest')).toBeUndefined();
    expect(majorOf('26.10.0')).toBe('26');
    expect(majorOf('0.223.1')).toBe('0.223');
    expect(majorOf('0.0.4')).toBe('0.0.4');
    expect(majorOf('7.0.0-rc.1')).toBe('7');
    expect(compareMajors('0.223', '0.301')).toBe(-1);
    expect(compareMajors('10', '9')).toBe(1);
    expect(compareMajors('0.77', '0.77')).toBe(0);
  });

  it('passes a range on the latest major, also a 0.x one', () => {
    expect(judge('vitest', '^5.1.1', '5.2.0', []).status).toBe('current');
    expect(judge('drizzle-orm', '^0.45.4', '0.45.9', []).status).toBe('current');
  });

  it('fails a major behind unless excepted, and again when a newer major than the recorded one is out', () => {
    expect(judge('eslint', '^9.39.5', '10.15.0', [])).toEqual({
      name: 'eslint',
      status: 'behind',
      wanted: '9',
      latest: '10.15.0',
    });
    expect(judge('pg-thing', '^0.76.0', '0.77.0', [])).toMatchObject({ status: 'behind' });
    expect(judge('typescript', '~6.0.3', '7.0.2', [exception])).toMatchObject({
      status: 'behind',
      exception,
    });
    expect(judge('typescript', '~6.0.3', '8.0.0', [exception]).status).toBe('exception-outdated');
  });

  it('the recorded exceptions are complete records', () => {
    const recorded = readExceptions();
    expect(recorded.length).toBeGreaterThan(0);
    for (const e of recorded) expect(e.reason.length).toBeGreaterThan(10);
  });
});
