import { describe, expect, it } from 'vitest';
import { requiresAgeCheck, shouldAskAge } from './require-age-check';

const alcohol = { ageRestricted: true };
const plain = { ageRestricted: false };

describe('requiresAgeCheck: alcohol and its children', () => {
  it.each([
    ['the restricted parent itself', [alcohol, null], true],
    ['a child of the restricted parent (wine under Alcohol)', [plain, alcohol], true],
    ['a child marked itself', [alcohol, plain], true],
    ['a plain child of a plain parent (coffee under Beverages)', [plain, plain], false],
    ['a plain top-level category', [plain, null], false],
    ['no category at all', [null, undefined], false],
    ['an empty chain', [], false],
  ] as const)('%s → %s', (_label, chain, expected) => {
    expect(requiresAgeCheck(chain)).toBe(expected);
  });
});

describe('shouldAskAge: once per session, never for crawlers', () => {
  it.each([
    [true, false, false, true],
    [true, true, false, false],
    [true, false, true, false],
    [true, true, true, false],
    [false, false, false, false],
    [false, true, false, false],
    [false, false, true, false],
  ])('restricted %s, confirmed %s, crawler %s → ask %s', (restricted, confirmedThisSession, crawler, ask) => {
    expect(shouldAskAge({ restricted, confirmedThisSession, crawler })).toBe(ask);
  });
});
