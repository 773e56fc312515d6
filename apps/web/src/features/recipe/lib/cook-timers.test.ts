import { describe, expect, it } from 'vitest';
import { dueAlarms, extendTimer, formatClock, hasEnded, pauseTimer, removeTimer, resumeTimer, startTimer, timeLeft } from './cook-timers';

describe('cook mode timers (kept as end times)', () => {
  const t0 = 1_700_000_000_000;

  it('counts from the end time, so a tab asleep for a while still shows what is left', () => {
    const [timer] = startTimer([], 2, '3分钟', 180, t0);
    expect(timer).toMatchObject({ step: 2, text: '3分钟', seconds: 180, endsAt: t0 + 180_000, alerted: false });
    expect(timeLeft(timer!, t0 + 60_000)).toBe(120_000);
    expect(hasEnded(timer!, t0 + 179_999)).toBe(false);
    expect(hasEnded(timer!, t0 + 180_000)).toBe(true);
    expect(timeLeft(timer!, t0 + 999_000)).toBe(0);
  });

  it('runs several at once; pause keeps what is left, resume sets a new end', () => {
    let timers = startTimer([], 0, '', 60, t0);
    timers = startTimer(timers, 1, '', 120, t0 + 10_000);
    const [first, second] = timers;
    timers = pauseTimer(timers, first!.id, t0 + 20_000);
    expect(timers[0]).toMatchObject({ endsAt: null, left: 40_000 });
    expect(timeLeft(timers[0]!, t0 + 500_000)).toBe(40_000);
    timers = resumeTimer(timers, first!.id, t0 + 100_000);
    expect(timers[0]!.endsAt).toBe(t0 + 140_000);
    expect(timers[1]).toEqual(second);
    expect(removeTimer(timers, second!.id)).toHaveLength(1);
  });

  it('signals each end once; one more minute after the end rings again', () => {
    let timers = startTimer([], 0, '', 60, t0);
    timers = startTimer(timers, 1, '', 600, t0);
    const first = dueAlarms(timers, t0 + 61_000);
    expect(first.due.map((timer) => timer.seconds)).toEqual([60]);
    expect(dueAlarms(first.timers, t0 + 62_000).due).toEqual([]);
    timers = extendTimer(first.timers, first.due[0]!.id, t0 + 70_000);
    expect(timers[0]).toMatchObject({ endsAt: t0 + 130_000, alerted: false });
    expect(dueAlarms(timers, t0 + 131_000).due).toHaveLength(1);
  });

  it('shows a clock: minutes and seconds, hours from an hour', () => {
    expect(formatClock(245_000)).toBe('4:05');
    expect(formatClock(4_800_000)).toBe('1:20:00');
    expect(formatClock(400)).toBe('0:01');
  });
});
