import { describe, expect, it } from 'vitest';
import { displayGroupName, GROUP_NAME_MAX, groupNameKey, normalizeGroupName, validateGroupName } from './group-name';

describe('normalizeGroupName', () => {
  it.each([
    ['  Bếp   trưởng ', 'Bếp trưởng'],
    ['Be\u0302\u0301p', 'Bếp'],
    ['Kho\tHàng\nMới', 'Kho Hàng Mới'],
  ])('%j → %j', (raw, expected) => {
    expect(normalizeGroupName(raw)).toBe(expected);
  });
});

describe('groupNameKey: case- and accent-insensitive', () => {
  it.each([
    ['Bếp trưởng', 'bep truong'],
    ['BẾP  TRƯỞNG', 'bep truong'],
    ['bep truong', 'bep truong'],
    ['Be\u0302\u0301p tru\u031Bo\u031B\u0309ng', 'bep truong'],
    ['Đặt hàng', 'dat hang'],
    ['Quỹ Ỷ Ỹ Ỵ', 'quy y y y'],
  ])('%j → %j', (raw, key) => {
    expect(groupNameKey(raw)).toBe(key);
  });

  it('different names keep different keys', () => {
    expect(groupNameKey('Bếp 1')).not.toBe(groupNameKey('Bếp 2'));
    expect(groupNameKey('Bán')).not.toBe(groupNameKey('Bàn ăn'));
  });
});

describe('validateGroupName', () => {
  it.each([
    ['', 'GROUP_NAME_REQUIRED'],
    ['   ', 'GROUP_NAME_REQUIRED'],
    [null, 'GROUP_NAME_REQUIRED'],
    [undefined, 'GROUP_NAME_REQUIRED'],
    ['Kế toán', null],
    ['ắ'.repeat(GROUP_NAME_MAX), null],
    ['a'.repeat(GROUP_NAME_MAX + 1), 'GROUP_NAME_TOO_LONG'],
  ])('%j → %j', (raw, problem) => {
    expect(validateGroupName(raw)).toBe(problem);
  });
});

describe('displayGroupName', () => {
  it.each([
    [{ name: 'Chủ sở hữu', isSystemCreated: true }, 'vi', 'Chủ sở hữu'],
    [{ name: 'Chủ sở hữu', isSystemCreated: true }, 'en', 'Owners'],
    // A company's own group keeps its name, even one that reads like the system's.
    [{ name: 'Chủ sở hữu', isSystemCreated: false }, 'en', 'Chủ sở hữu'],
    [{ name: 'Nhân viên mua hàng', isSystemCreated: false }, 'en', 'Nhân viên mua hàng'],
  ] as const)('%o in %s → %s', (group, lang, expected) => {
    expect(displayGroupName(group, lang)).toBe(expected);
  });
});
