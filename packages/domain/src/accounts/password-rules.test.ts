import { describe, expect, it } from 'vitest';
import {
  checkPassword,
  firstIssue,
  forgetPasswordSchema,
  PASSWORD_MAX_LENGTH,
  resetPasswordSchema,
  updatePasswordSchema,
} from './password-rules';

describe('checkPassword (spec/trading.md §5: 8+ characters, a digit, no spaces)', () => {
  it.each([
    ['', 'REQUIRED'],
    ['abc1', 'PASSWORD_TOO_SHORT'],
    ['abcdef1', 'PASSWORD_TOO_SHORT'],
    ['abcdefgh', 'PASSWORD_NEEDS_DIGIT'],
    ['Mậtkhẩumới', 'PASSWORD_NEEDS_DIGIT'],
    ['abcd efg1', 'PASSWORD_HAS_SPACES'],
    [' abcdefg1', 'PASSWORD_HAS_SPACES'],
    ['abcdefg1 ', 'PASSWORD_HAS_SPACES'],
    ['abcd\tefg1', 'PASSWORD_HAS_SPACES'],
    ['abcd\u00a0efg1', 'PASSWORD_HAS_SPACES'],
    [`${'a'.repeat(PASSWORD_MAX_LENGTH)}1`, 'PASSWORD_TOO_LONG'],
    ['abcdefg1', null],
    ['12345678', null],
    ['chobep123', null],
    ['Mậtkhẩu1', null],
    ['p@ss-w0rd!', null],
    [`${'a'.repeat(PASSWORD_MAX_LENGTH - 1)}1`, null],
  ])('%j → %s', (password, expected) => {
    expect(checkPassword(password)).toBe(expected);
  });

  it('counts characters, not UTF-16 units: seven emoji and a digit are eight characters', () => {
    expect(checkPassword('😀😀😀😀😀😀😀1')).toBeNull();
    expect(checkPassword('😀😀😀😀😀😀1')).toBe('PASSWORD_TOO_SHORT');
  });
});

describe('forgetPasswordSchema', () => {
  it.each([
    [{ email: '' }, { field: 'email', code: 'REQUIRED' }],
    [{ email: '   ' }, { field: 'email', code: 'REQUIRED' }],
    [{ email: 'owner' }, { field: 'email', code: 'INVALID_EMAIL' }],
    [{ email: 'owner@' }, { field: 'email', code: 'INVALID_EMAIL' }],
    [{ email: `${'a'.repeat(250)}@x.vn` }, { field: 'email', code: 'INVALID_EMAIL' }],
  ])('%j → %j', (input, expected) => {
    const parsed = forgetPasswordSchema.safeParse(input);
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(firstIssue(parsed.error)).toEqual(expected);
  });

  it('trims and lower-cases the address', () => {
    expect(forgetPasswordSchema.parse({ email: '  Owner@ChoBep.VN ' })).toEqual({ email: 'owner@chobep.vn' });
  });
});

describe('resetPasswordSchema', () => {
  const ok = { token: 'abc', password: 'matkhau1', confirmPassword: 'matkhau1' };
  it.each([
    [
      { ...ok, token: '' },
      { field: 'token', code: 'RESET_TOKEN_INVALID' },
    ],
    [
      { ...ok, token: 'x'.repeat(201) },
      { field: 'token', code: 'RESET_TOKEN_INVALID' },
    ],
    [
      { ...ok, password: 'short1', confirmPassword: 'short1' },
      { field: 'password', code: 'PASSWORD_TOO_SHORT' },
    ],
    [
      { ...ok, password: 'matkhaumoi', confirmPassword: 'matkhaumoi' },
      { field: 'password', code: 'PASSWORD_NEEDS_DIGIT' },
    ],
    [
      { ...ok, confirmPassword: '' },
      { field: 'confirmPassword', code: 'REQUIRED' },
    ],
    [
      { ...ok, confirmPassword: 'matkhau2' },
      { field: 'confirmPassword', code: 'PASSWORD_CONFIRM_MISMATCH' },
    ],
  ])('%j → %j', (input, expected) => {
    const parsed = resetPasswordSchema.safeParse(input);
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(firstIssue(parsed.error)).toEqual(expected);
  });

  it('accepts a valid reset and keeps the password as typed', () => {
    expect(resetPasswordSchema.parse(ok)).toEqual(ok);
  });
});

describe('updatePasswordSchema', () => {
  const ok = { currentPassword: 'chobep123', password: 'matkhau1', confirmPassword: 'matkhau1' };
  it.each([
    [
      { ...ok, currentPassword: '' },
      { field: 'currentPassword', code: 'REQUIRED' },
    ],
    [
      { ...ok, password: 'chobep123', confirmPassword: 'chobep123' },
      { field: 'password', code: 'PASSWORD_SAME_AS_CURRENT' },
    ],
    [
      { ...ok, password: 'a b c d 1', confirmPassword: 'a b c d 1' },
      { field: 'password', code: 'PASSWORD_HAS_SPACES' },
    ],
    [
      { ...ok, confirmPassword: 'matkhau' },
      { field: 'confirmPassword', code: 'PASSWORD_CONFIRM_MISMATCH' },
    ],
  ])('%j → %j', (input, expected) => {
    const parsed = updatePasswordSchema.safeParse(input);
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(firstIssue(parsed.error)).toEqual(expected);
  });

  it('accepts a valid change', () => {
    expect(updatePasswordSchema.safeParse(ok).success).toBe(true);
  });
});
