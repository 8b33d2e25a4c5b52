import { describe, expect, it } from 'vitest';
import { BUSINESS_CATEGORY_CODES, businessCategoryLabel, isBusinessCategory } from './business-categories';
import { COMPANY_TEXT_MAX, companyInfoSchema } from './validate-company-info';

const base = {
  name: 'Nhà hàng Bếp Việt',
  businessCategory: 'RESTAURANT_VIETNAMESE',
  redInvoiceCompanyName: 'Công ty TNHH Ẩm Thực Bếp Việt',
  redInvoiceAddress: '45 Lê Thánh Tôn, Quận 1',
  redInvoiceTaxCode: '0312345678',
};

describe('companyInfoSchema', () => {
  it.each([
    ['a whole company', base, base],
    [
      'a branch tax code',
      { ...base, redInvoiceTaxCode: ' 0312345678-001 ' },
      { ...base, redInvoiceTaxCode: '0312345678-001' },
    ],
    [
      'no red invoice at all',
      { ...base, redInvoiceCompanyName: ' ', redInvoiceAddress: '', redInvoiceTaxCode: '' },
      { ...base, redInvoiceCompanyName: null, redInvoiceAddress: null, redInvoiceTaxCode: null },
    ],
    ['no category', { ...base, businessCategory: '' }, { ...base, businessCategory: null }],
    ['the name trimmed and NFC', { ...base, name: ` ${'Nhà hàng Bếp Việt'.normalize('NFD')}  ` }, base],
  ])('%s', (_label, input, expected) => {
    const parsed = companyInfoSchema.safeParse(input);
    expect(parsed.success && parsed.data).toEqual(expected);
  });

  it.each([
    ['an empty name', { ...base, name: '  ' }, 'name', 'REQUIRED'],
    ['a name too long', { ...base, name: 'x'.repeat(COMPANY_TEXT_MAX + 1) }, 'name', 'TEXT_TOO_LONG'],
    ['a 9-digit tax code', { ...base, redInvoiceTaxCode: '031234567' }, 'redInvoiceTaxCode', 'INVALID_TAX_CODE'],
    ['a tax code with letters', { ...base, redInvoiceTaxCode: 'MST0312345' }, 'redInvoiceTaxCode', 'INVALID_TAX_CODE'],
    [
      'an unknown category',
      { ...base, businessCategory: 'SPACESHIP' },
      'businessCategory',
      'INVALID_BUSINESS_CATEGORY',
    ],
    ['a NUL in the address', { ...base, redInvoiceAddress: 'a\u0000' }, 'redInvoiceAddress', 'INVALID_TEXT'],
  ])('%s is refused', (_label, input, field, code) => {
    const parsed = companyInfoSchema.safeParse(input);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([[field, code]]);
  });
});

describe('business categories', () => {
  it('has the seeded codes and a label in both languages for each', () => {
    for (const code of ['RESTAURANT_VIETNAMESE', 'RICE_NOODLE_SHOP', 'CAFE_BAKERY_SINGLE'])
      expect(isBusinessCategory(code)).toBe(true);
    for (const code of BUSINESS_CATEGORY_CODES) {
      expect(businessCategoryLabel(code, 'vi')).not.toBe(code);
      expect(businessCategoryLabel(code, 'en')).not.toBe(code);
    }
  });
  it.each([
    ['toString', false],
    ['constructor', false],
    ['bar_pub', false],
    ['BAR_PUB', true],
  ])('%s is a category: %s', (code, yes) => {
    expect(isBusinessCategory(code)).toBe(yes);
  });
  it('an unknown stored code is shown as it is', () => {
    expect(businessCategoryLabel('LEGACY_X', 'en')).toBe('LEGACY_X');
  });
});
