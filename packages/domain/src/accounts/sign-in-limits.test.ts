import { describe, expect, it } from 'vitest';
import { type BackoffRule, backoffMs, backoffSchedule, formatWait, SIGN_IN_LIMITS } from './sign-in-limits';

const S = 1000;
const M = 60 * S;

describe('backoffMs', () => {
  const rule: BackoffRule = { free: 5, baseMs: 30 * S, maxMs: 15 * M, forgetAfterMs: 0 };
  it.each([
    [0, 0],
    [1, 0],
    [4, 0],
    [5, 30 * S],
    [6, 1 * M],
    [7, 2 * M],
    [8, 4 * M],
    [9, 8 * M],
    [10, 15 * M],
    [11, 15 * M],
    [1_000_000, 15 * M],
  ])('after %i counted attempts: %i ms', (attempts, expected) => {
    expect(backoffMs(rule, attempts)).toBe(expected);
  });

  it.each([
    ['account', 5, 30 * S],
    ['address', 30, 5 * S],
    ['device', 5, 30 * S],
  ] as const)('%s: %i free attempts, then %i ms', (name, free, first) => {
    const r = SIGN_IN_LIMITS[name];
    expect(backoffMs(r, free - 1)).toBe(0);
    expect(backoffMs(r, free)).toBe(first);
    expect(backoffMs(r, free + 100)).toBe(r.maxMs);
  });
});

describe('backoffSchedule', () => {
  it('lists the delay after 1…n attempts and ends at the cap', () => {
    expect(backoffSchedule(SIGN_IN_LIMITS.account)).toEqual([0, 0, 0, 0, 30 * S, 1 * M, 2 * M, 4 * M, 8 * M, 15 * M]);
  });

  it.each(Object.entries(SIGN_IN_LIMITS))('%s: the last entry serves every later count', (_name, rule) => {
    const schedule = backoffSchedule(rule);
    expect(schedule.at(-1)).toBe(rule.maxMs);
    expect(schedule).toHaveLength(schedule.indexOf(rule.maxMs) + 1);
  });
});

describe('formatWait', () => {
  it.each([
    [0, 'en', '1 second'],
    [1, 'en', '1 second'],
    [1_001, 'en', '2 seconds'],
    [30 * S, 'en', '30 seconds'],
    [30 * S, 'vi', '30 giây'],
    [59_500, 'en', '1 minute'],
    [60 * S, 'en', '1 minute'],
    [61 * S, 'en', '2 minutes'],
    [15 * M, 'vi', '15 phút'],
  ] as const)('%i ms in %s → %s', (ms, lang, text) => {
    expect(formatWait(ms, lang)).toBe(text);
  });
});
