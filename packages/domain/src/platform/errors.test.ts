import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './constants';
import {
  DomainError,
  ERROR_MESSAGES,
  type ErrorCode,
  FIELD_LABELS,
  fieldLabel,
  formIssueCode,
  RELOGIN_SUBCODES,
  translateError,
} from './errors';

const codes = Object.keys(ERROR_MESSAGES) as ErrorCode[];
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('translateError', () => {
  it.each([
    ['REQUIRED', 'vi', { field: 'Mật khẩu' }, 'Mật khẩu không được để trống'],
    ['REQUIRED', 'en', { field: 'Password' }, 'Password must not be empty'],
    ['PLEASE_INPUT', 'vi', { field: 'Mật khẩu' }, 'Vui lòng nhập Mật khẩu!'],
    ['PLEASE_INPUT', 'en', { field: 'Password' }, 'Please input Password!'],
    [
      'TOO_MANY_ATTEMPTS',
      'vi',
      { wait: '30 giây' },
      'Bạn đã thử đăng nhập quá nhiều lần. Vui lòng thử lại sau 30 giây.',
    ],
    ['TOO_MANY_ATTEMPTS', 'en', { wait: '15 minutes' }, 'Too many sign-in attempts. Please try again in 15 minutes.'],
    ['UNAUTHENTICATED', 'en', {}, 'Authentication is required'],
    ['SOMETHING_WRONG', 'en', {}, 'Something wrong'],
    ['INVALID_PHONE', 'en', {}, 'Phone number is invalid'],
    ['INVALID_EMAIL', 'en', {}, 'Please enter a correct email address'],
    // A missing parameter leaves its placeholder visible rather than printing "undefined".
    ['REQUIRED', 'en', {}, '{field} must not be empty'],
    // Extra parameters are ignored.
    ['NOT_FOUND', 'vi', { field: 'x' }, 'Không tìm thấy'],
    // A quantity limit keeps its decimals in the reader's language: 2.5 kg ordered is not "2.5" on a vi page.
    ['ORDER_QUANTITY_INVALID', 'vi', { max: 2.5 }, 'Số lượng không hợp lệ: từ 0 đến 2,5, tối đa 3 chữ số thập phân'],
    ['ORDER_QUANTITY_INVALID', 'en', { max: 7.25 }, 'Invalid quantity: from 0 to 7.25, with at most 3 decimals'],
    ['ORDER_QUANTITY_INVALID', 'vi', { max: 12 }, 'Số lượng không hợp lệ: từ 0 đến 12, tối đa 3 chữ số thập phân'],
  ] as [ErrorCode, 'vi' | 'en', Record<string, string | number>, string][])(
    '%s (%s, %j) → %j',
    (code, lang, params, expected) => {
      expect(translateError(code, lang, params)).toBe(expected);
    },
  );

  it('defaults to no parameters', () => {
    expect(translateError('FORBIDDEN', 'en')).toBe('You do not have permission to do this');
  });

  it('substitutes with a field label in both languages', () => {
    for (const lang of LANGUAGES) {
      expect(translateError('REQUIRED', lang, { field: fieldLabel('login', lang) })).toBe(
        ERROR_MESSAGES.REQUIRED[lang].replace('{field}', FIELD_LABELS.login[lang]),
      );
    }
  });
});

describe('ERROR_MESSAGES catalogue completeness', () => {
  it.each(codes)('%s has non-empty, distinct vi and en texts with the same placeholders', (code) => {
    const { vi, en } = ERROR_MESSAGES[code];
    expect(vi.trim()).not.toBe('');
    expect(en.trim()).not.toBe('');
    expect(vi).not.toBe(en);
    expect(placeholders(vi)).toEqual(placeholders(en));
  });

  it.each(codes)('%s leaves no placeholder behind when every parameter is given', (code) => {
    for (const lang of LANGUAGES) {
      const params = Object.fromEntries(placeholders(ERROR_MESSAGES[code][lang]).map((k) => [k, 'X']));
      expect(translateError(code, lang, params)).not.toMatch(/\{\w+\}/);
    }
  });
});

describe('fieldLabel', () => {
  it.each([
    ['login', 'vi', 'Email hoặc số điện thoại'],
    ['login', 'en', 'Email or phone number'],
    ['password', 'vi', 'Mật khẩu'],
    ['password', 'en', 'Password'],
    ['lang', 'vi', 'Ngôn ngữ'],
    ['userId', 'en', 'User id'],
    ['unknownField', 'vi', 'unknownField'],
    ['unknownField', 'en', 'unknownField'],
    ['toString', 'en', 'toString'],
  ] as const)('%s (%s) → %j', (field, lang, expected) => {
    expect(fieldLabel(field, lang)).toBe(expected);
  });

  it.each(Object.keys(FIELD_LABELS))('%s has distinct non-empty labels', (field) => {
    const vi = fieldLabel(field, 'vi');
    const en = fieldLabel(field, 'en');
    expect(vi).not.toBe('');
    expect(en).not.toBe('');
    expect(vi).not.toBe(en);
  });
});

describe('DomainError', () => {
  it('carries code, field and params', () => {
    const error = new DomainError('REQUIRED', 'login', { field: 'login' });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('DomainError');
    expect(error.message).toBe('REQUIRED');
    expect(error.code).toBe('REQUIRED');
    expect(error.field).toBe('login');
    expect(error.params).toEqual({ field: 'login' });
  });

  it('defaults to no field and no params', () => {
    const error = new DomainError('NOT_FOUND');
    expect(error.field).toBeNull();
    expect(error.params).toEqual({});
  });
});

describe('RELOGIN_SUBCODES (foundations §4)', () => {
  it('are 6101 and 6102', () => {
    expect(RELOGIN_SUBCODES).toEqual({ invalid: 6101, reused: 6102 });
  });
});

describe('amounts in messages', () => {
  it.each([
    ['vi', 'VOUCHER_MIN_ORDER', { minValue: 1_250_000 }, 'Mã giảm giá chỉ áp dụng cho đơn hàng từ 1.250.000 đ'],
    ['en', 'VOUCHER_MIN_ORDER', { minValue: 1_250_000 }, 'This voucher is only valid for orders over 1,250,000 đ'],
    ['en', 'DEPOSIT_INSUFFICIENT', { balance: 500 }, 'Your deposit balance (500 đ) is not enough for this order'],
    // Not an amount: written as given.
    ['en', 'QUANTITY_ABOVE_MAXIMUM', { max: 1000 }, 'The maximum quantity is 1000'],
  ] as const)('%s %s', (lang, code, params, message) => {
    expect(translateError(code, lang, params)).toBe(message);
  });
});

describe('formIssueCode', () => {
  it("a form's own check of a required field says spec §5's other wording; every other code is itself", () => {
    expect(translateError(formIssueCode('REQUIRED'), 'vi', { field: 'Họ và tên' })).toBe('Vui lòng nhập Họ và tên!');
    expect(translateError(formIssueCode('REQUIRED'), 'en', { field: 'Name' })).toBe('Please input Name!');
    expect(formIssueCode('INVALID_EMAIL')).toBe('INVALID_EMAIL');
    expect(formIssueCode('PLEASE_ENTER')).toBe('PLEASE_ENTER');
  });
});
