import { describe, expect, it } from 'vitest';
import { chooseInitialStatus, formatOrderNumber } from './choose-initial-status';

describe('chooseInitialStatus', () => {
  it.each([
    [['ORDER_APPROVAL'], ['ORDER_PLACE'], 'PENDING_APPROVAL'],
    [['ORDER_APPROVAL'], ['ORDER_PLACE', 'ORDER_APPROVE'], 'PENDING_ACCEPTANCE'],
    [[], ['ORDER_PLACE'], 'PENDING_ACCEPTANCE'],
    [[], ['ORDER_PLACE', 'ORDER_APPROVE'], 'PENDING_ACCEPTANCE'],
    [['OTHER_FEATURE'], ['ORDER_PLACE'], 'PENDING_ACCEPTANCE'],
  ] as const)('features %j, permissions %j → %s', (enabledFeatures, permissions, expected) => {
    expect(chooseInitialStatus({ enabledFeatures, creatorPermissions: permissions })).toBe(expected);
    expect(chooseInitialStatus({ enabledFeatures, creatorPermissions: new Set(permissions) })).toBe(expected);
  });
});

describe('formatOrderNumber', () => {
  it.each([
    [1, 'CB-000001'],
    [123, 'CB-000123'],
    [1234567, 'CB-1234567'],
  ])('%i → %s', (n, text) => {
    expect(formatOrderNumber(n)).toBe(text);
  });
});
