import { describe, expect, it } from 'vitest';
import { ANTHOLOGY_NAME_MAX } from '../limits.js';
import { addDays, anthologyNameLength, earliestToday, isCalendarDate, isInfoPageCode, weekStartOf } from './personal.js';

describe('weekly plan dates', () => {
  it.each([
    ['2026-11-23', '2026-11-23'], // Monday
    ['2026-11-25', '2026-11-23'],
    ['2026-11-29', '2026-11-23'], // Sunday ends the week
    ['2026-11-30', '2026-11-30'],
    ['2027-01-01', '2026-12-28'], // across a year
  ])('puts %s in the week of Monday %s', (date, monday) => {
    expect(weekStartOf(date)).toBe(monday);
  });

  it('adds days across months, years and leap days', () => {
    expect(addDays('2026-11-29', 7)).toBe('2026-12-06');
    expect(addDays('2026-12-28', 6)).toBe('2027-01-03');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-11-23', -7)).toBe('2026-11-16');
  });

  it('takes "today" as the earliest date that is today somewhere on Earth (UTC-12)', () => {
    expect(earliestToday(new Date('2026-11-25T10:00:00Z'))).toBe('2026-11-24');
    expect(earliestToday(new Date('2026-11-25T12:00:00Z'))).toBe('2026-11-25');
  });

  it.each(['2026-02-29', '2026-13-01', '2026-1-1', '2026-01-01T00:00:00Z', ''])('refuses %j as a calendar date', (value) => {
    expect(isCalendarDate(value)).toBe(false);
  });

  it('accepts real calendar dates', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
  });
});

describe('anthology names', () => {
  it('counts characters as people see them, after trimming', () => {
    expect(anthologyNameLength('  Soups  ')).toBe(5);
    expect(anthologyNameLength('🍰'.repeat(ANTHOLOGY_NAME_MAX))).toBe(ANTHOLOGY_NAME_MAX);
    expect(anthologyNameLength('一二三')).toBe(3);
  });
});

describe('content pages', () => {
  it('knows the three page codes only', () => {
    expect(['privacy', 'agreement', 'about'].every(isInfoPageCode)).toBe(true);
    expect(isInfoPageCode('secrets')).toBe(false);
    expect(isInfoPageCode(undefined)).toBe(false);
  });
});
