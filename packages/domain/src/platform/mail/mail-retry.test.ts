import { describe, expect, it } from 'vitest';
import { MAIL_MAX_ATTEMPTS, mailRetryDelayMs } from './mail-retry';

const MINUTE = 60_000;

describe('mailRetryDelayMs', () => {
  it.each([
    [0, 0],
    [1, 1 * MINUTE],
    [2, 5 * MINUTE],
    [3, 15 * MINUTE],
    [4, 60 * MINUTE],
    [5, 180 * MINUTE],
    [9, 180 * MINUTE],
    [10, null],
    [11, null],
  ])('after %i failed tries: %j', (attempts, expected) => {
    expect(mailRetryDelayMs(attempts)).toBe(expected);
  });

  it('gives a mail up after MAIL_MAX_ATTEMPTS tries, about a day after the first', () => {
    let total = 0;
    for (let attempts = 1; attempts < MAIL_MAX_ATTEMPTS; attempts++) total += mailRetryDelayMs(attempts) ?? 0;
    expect(total).toBeGreaterThan(12 * 60 * MINUTE);
    expect(total).toBeLessThan(36 * 60 * MINUTE);
    expect(mailRetryDelayMs(MAIL_MAX_ATTEMPTS)).toBeNull();
  });
});
