import { describe, expect, it } from 'vitest';
import {
  isValidEmail,
  isValidPhone,
  type LoginId,
  normalizePhone,
  parseLoginId,
  signInSchema,
} from './validate-sign-in';

describe('parseLoginId', () => {
  it.each([
    ['buyer@example.com', { kind: 'email', value: 'buyer@example.com' }],
    ['Buyer@Example.COM', { kind: 'email', value: 'buyer@example.com' }],
    ['  Buyer.Name+tag@Cho-Bep.vn  ', { kind: 'email', value: 'buyer.name+tag@cho-bep.vn' }],
    ['0901234567', { kind: 'phone', value: '0901234567' }],
    ['0901 234 567', { kind: 'phone', value: '0901234567' }],
    ['+84901234567', { kind: 'phone', value: '0901234567' }],
    ['+84 90 123 4567', { kind: 'phone', value: '0901234567' }],
    ['84901234567', { kind: 'phone', value: '0901234567' }],
    ['(090) 123-4567', { kind: 'phone', value: '0901234567' }],
    ['090.123.4567', { kind: 'phone', value: '0901234567' }],
    [' 0901234567 ', { kind: 'phone', value: '0901234567' }],
  ] as [string, LoginId][])('%j → %j', (input, expected) => {
    expect(parseLoginId(input)).toEqual(expected);
  });

  it.each([
    '',
    '   ',
    'abc',
    '090123456', // 9 digits
    '09012345678', // 11 digits
    '1901234567', // does not start with 0
    '+8490123456', // +84 and 8 digits
    '+840901234567', // +84 then a leading 0
    '0901-234-56a',
    'buyer@',
    '@example.com',
    'buyer@example',
    'buyer @example.com',
    'a@b@c.com',
  ])('%j → null', (input) => {
    expect(parseLoginId(input)).toBeNull();
  });
});

describe('normalizePhone / isValidPhone', () => {
  it.each([
    ['0901 234 567', '0901234567', true],
    ['+84901234567', '0901234567', true],
    ['(090) 123-4567', '0901234567', true],
    ['12345', '12345', false],
  ])('%j → %j (valid %s)', (input, normalised, valid) => {
    expect(normalizePhone(input)).toBe(normalised);
    expect(isValidPhone(input)).toBe(valid);
  });
});

describe('isValidEmail', () => {
  it.each([
    ['a@b.vn', true],
    [' a@b.vn ', true],
    ['a@b', false],
    ['a b@c.vn', false],
    ['', false],
  ])('%j → %s', (input, expected) => {
    expect(isValidEmail(input)).toBe(expected);
  });
});

describe('signInSchema', () => {
  const messages = (input: unknown) => {
    const result = signInSchema.safeParse(input);
    return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
  };

  it.each([
    [
      'empty login and password',
      { login: '', password: '' },
      [
        ['login', 'REQUIRED'],
        ['password', 'REQUIRED'],
      ],
    ],
    ['blank login', { login: '   ', password: 'secret123' }, [['login', 'REQUIRED']]],
    ['invalid login', { login: 'abc', password: 'secret123' }, [['login', 'INVALID_LOGIN_ID']]],
    ['invalid email', { login: 'buyer@example', password: 'secret123' }, [['login', 'INVALID_LOGIN_ID']]],
    ['empty password', { login: '0901234567', password: '' }, [['password', 'REQUIRED']]],
    ['password too long', { login: '0901234567', password: 'x'.repeat(201) }, [['password', 'INVALID_CREDENTIALS']]],
    ['valid phone', { login: '0901 234 567', password: 'secret123' }, []],
    ['valid email', { login: 'Buyer@Example.com', password: 'x' }, []],
  ])('%s', (_case, input, expected) => {
    expect(messages(input)).toEqual(expected);
  });

  it('trims the login and defaults rememberMe to false', () => {
    expect(signInSchema.parse({ login: '  buyer@example.com ', password: 'p' })).toEqual({
      login: 'buyer@example.com',
      password: 'p',
      rememberMe: false,
    });
    expect(signInSchema.parse({ login: '0901234567', password: 'p', rememberMe: true }).rememberMe).toBe(true);
  });
});
