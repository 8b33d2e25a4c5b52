import { describe, expect, it } from 'vitest';
import { backoffMs } from '../accounts/sign-in-limits';
import {
  CUSTOMER_REQUEST_LIMIT,
  FEATURE_FLAG_NAMES,
  isFeatureFlagName,
  MAINTENANCE_CHECK_INTERVAL_MS,
  resolveTreatment,
} from './platform-settings';

describe('resolveTreatment', () => {
  it.each([
    ['BuyerWebNotification', null, 'control'],
    ['BuyerWebNotification', 'on', 'on'],
    ['BuyerWebNotification', 'off', 'control'],
    ['BuyerWebHomePagePopup', undefined, 'on'],
    ['BuyerWebHomePagePopup', 'off', 'off'],
    ['BuyerWebHomePagePopup', 'control', 'on'],
  ] as const)('%s with %s stored → %s', (name, stored, expected) => {
    expect(resolveTreatment(name, stored)).toBe(expected);
  });

  it('knows exactly the two flags of the spec', () => {
    expect(FEATURE_FLAG_NAMES).toEqual(['BuyerWebNotification', 'BuyerWebHomePagePopup']);
    expect(isFeatureFlagName('BuyerWebNotification')).toBe(true);
    expect(isFeatureFlagName('toString')).toBe(false);
  });
});

describe('constants', () => {
  it('maintenance is checked every 10 s (foundations §4)', () => {
    expect(MAINTENANCE_CHECK_INTERVAL_MS).toBe(10_000);
  });

  it('the request limit: ten free, then a growing wait capped at 15 minutes', () => {
    expect(backoffMs(CUSTOMER_REQUEST_LIMIT, 9)).toBe(0);
    expect(backoffMs(CUSTOMER_REQUEST_LIMIT, 10)).toBe(60_000);
    expect(backoffMs(CUSTOMER_REQUEST_LIMIT, 11)).toBe(120_000);
    expect(backoffMs(CUSTOMER_REQUEST_LIMIT, 40)).toBe(15 * 60_000);
  });
});
