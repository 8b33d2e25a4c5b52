import { describe, expect, it } from 'vitest';
import { INVITE_LIMITS, INVITE_RESEND_AFTER_MS, inviteResendAt, localClock } from './invite-limits';

describe('inviteResendAt', () => {
  const created = new Date('2026-12-01T03:00:00Z');
  it.each([
    [0, '2026-12-01T03:15:00.000Z'],
    [60_000, '2026-12-01T03:15:00.000Z'],
    [INVITE_RESEND_AFTER_MS - 1, '2026-12-01T03:15:00.000Z'],
    [INVITE_RESEND_AFTER_MS, null],
    [2 * INVITE_RESEND_AFTER_MS, null],
  ])('%i ms after the invitation: %s', (elapsed, expected) => {
    expect(inviteResendAt(created, new Date(created.getTime() + elapsed))?.toISOString() ?? null).toBe(expected);
  });
});

describe('INVITE_LIMITS', () => {
  it('a full list of 20 fits every window; a day holds more than an hour; a company more than one inviter', () => {
    for (const rule of Object.values(INVITE_LIMITS)) expect(rule.max).toBeGreaterThanOrEqual(20);
    expect(INVITE_LIMITS.userDay.max).toBeGreaterThan(INVITE_LIMITS.userHour.max);
    expect(INVITE_LIMITS.companyDay.max).toBeGreaterThan(INVITE_LIMITS.companyHour.max);
    expect(INVITE_LIMITS.companyHour.max).toBeGreaterThan(INVITE_LIMITS.userHour.max);
  });
});

describe('localClock', () => {
  it.each([
    ['2026-12-01T03:05:00Z', '10:05'],
    ['2026-12-01T16:59:59Z', '23:59'],
    ['2026-12-01T17:00:00Z', '00:00'],
  ])('%s is %s in Vietnam', (instant, clock) => {
    expect(localClock(new Date(instant))).toBe(clock);
  });
});
