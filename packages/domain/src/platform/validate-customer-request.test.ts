import { describe, expect, it } from 'vitest';
import {
  contactUsSchema,
  customerContactRequestSchema,
  errorReportSchema,
  isBotSubmission,
  isHttpUrl,
  keepInTouchSchema,
  productRequestSchema,
  REQUEST_LIMITS,
  requestIssues,
} from './validate-customer-request';

type Schema =
  | typeof contactUsSchema
  | typeof customerContactRequestSchema
  | typeof keepInTouchSchema
  | typeof productRequestSchema
  | typeof errorReportSchema;

function issuesOf(schema: Schema, input: unknown) {
  const parsed = schema.safeParse(input);
  return parsed.success ? [] : requestIssues(parsed.error);
}

const contact = { whoAreYou: 'RESTAURANT', name: 'Nguyễn Văn A', phone: '0901234567' };

describe('contactUsSchema (writeContactUsInfo)', () => {
  it.each([
    ['the required fields only', contact, []],
    ['"who are you" missing', { ...contact, whoAreYou: undefined }, [{ field: 'whoAreYou', code: 'REQUIRED' }]],
    ['"who are you" unknown', { ...contact, whoAreYou: 'ALIEN' }, [{ field: 'whoAreYou', code: 'REQUIRED' }]],
    ['name blank', { ...contact, name: '   ' }, [{ field: 'name', code: 'REQUIRED' }]],
    [
      'name too long',
      { ...contact, name: 'a'.repeat(REQUEST_LIMITS.name + 1) },
      [{ field: 'name', code: 'TEXT_TOO_LONG' }],
    ],
    ['phone missing', { ...contact, phone: '' }, [{ field: 'phone', code: 'REQUIRED' }]],
    ['phone invalid', { ...contact, phone: '12345' }, [{ field: 'phone', code: 'INVALID_PHONE' }]],
    ['email invalid', { ...contact, email: 'a@b' }, [{ field: 'email', code: 'INVALID_EMAIL' }]],
    ['email empty is fine', { ...contact, email: '' }, []],
    [
      'optional fields null (as GraphQL sends them)',
      { ...contact, email: null, companyName: null, message: null, website: null },
      [],
    ],
    [
      'message too long',
      { ...contact, message: 'x'.repeat(REQUEST_LIMITS.message + 1) },
      [{ field: 'message', code: 'TEXT_TOO_LONG' }],
    ],
    [
      'several problems, in form order, once per field',
      { whoAreYou: '', name: '', phone: 'x', email: 'y' },
      [
        { field: 'whoAreYou', code: 'REQUIRED' },
        { field: 'name', code: 'REQUIRED' },
        { field: 'phone', code: 'INVALID_PHONE' },
        { field: 'email', code: 'INVALID_EMAIL' },
      ],
    ],
  ])('%s', (_name, input, expected) => {
    expect(issuesOf(contactUsSchema, input)).toEqual(expected);
  });

  it('normalises what it keeps: NFC, trimmed, phone digits, e-mail lower case, empty optional → null', () => {
    const data = contactUsSchema.parse({
      ...contact,
      name: `  ${'Trần Thị Bé'.normalize('NFD')} `,
      phone: '+84 (90) 123-4567',
      email: ' An@Example.VN ',
      companyName: '',
    });
    expect(data).toMatchObject({
      name: 'Trần Thị Bé',
      phone: '0901234567',
      email: 'an@example.vn',
      companyName: null,
      message: null,
    });
    expect(data.name).toBe(data.name.normalize('NFC'));
  });
});

describe('customerContactRequestSchema', () => {
  it.each([
    ['name and phone', { name: 'A', phone: '0901234567' }, []],
    ['with a product', { name: 'A', phone: '0901234567', productId: 'c1000000-0000-4000-8000-000000000001' }, []],
    [
      'a product id that is no id',
      { name: 'A', phone: '0901234567', productId: 'x' },
      [{ field: 'productId', code: 'NOT_FOUND' }],
    ],
    ['phone missing', { name: 'A' }, [{ field: 'phone', code: 'REQUIRED' }]],
  ])('%s', (_name, input, expected) => {
    expect(issuesOf(customerContactRequestSchema, input)).toEqual(expected);
  });
});

describe('keepInTouchSchema (submitKeepInTouchForm)', () => {
  it.each([
    ['an e-mail', { email: 'a@b.vn' }, []],
    ['no e-mail', { email: '' }, [{ field: 'email', code: 'REQUIRED' }]],
    ['a bad e-mail', { email: 'a@' }, [{ field: 'email', code: 'INVALID_EMAIL' }]],
    ['a bad phone', { email: 'a@b.vn', phone: '01' }, [{ field: 'phone', code: 'INVALID_PHONE' }]],
  ])('%s', (_name, input, expected) => {
    expect(issuesOf(keepInTouchSchema, input)).toEqual(expected);
  });
});

describe('productRequestSchema (createNewProductRequest)', () => {
  it.each([
    ['the product name only', { productName: 'Nước mắm Phú Quốc 40 độ' }, []],
    ['product name required', { productName: ' ' }, [{ field: 'productName', code: 'REQUIRED' }]],
    ['an https link', { productName: 'x', link: 'https://shop.example.vn/p/1' }, []],
    [
      'a javascript: link',
      { productName: 'x', link: 'javascript:alert(1)' },
      [{ field: 'link', code: 'INVALID_LINK' }],
    ],
    ['a word, not a link', { productName: 'x', link: 'shopee' }, [{ field: 'link', code: 'INVALID_LINK' }]],
    ['phone optional but checked', { productName: 'x', phone: '099' }, [{ field: 'phone', code: 'INVALID_PHONE' }]],
    ['link and phone null', { productName: 'x', link: null, phone: null, message: null }, []],
    [
      'link too long',
      { productName: 'x', link: `https://a.vn/${'p'.repeat(REQUEST_LIMITS.link)}` },
      [{ field: 'link', code: 'TEXT_TOO_LONG' }],
    ],
  ])('%s', (_name, input, expected) => {
    expect(issuesOf(productRequestSchema, input)).toEqual(expected);
  });
});

describe('errorReportSchema', () => {
  it.each([
    ['comments only', { comments: 'Trang trắng' }, []],
    ['no comments', { comments: '' }, [{ field: 'comments', code: 'REQUIRED' }]],
    ['a bad e-mail', { comments: 'x', email: 'no' }, [{ field: 'email', code: 'INVALID_EMAIL' }]],
  ])('%s', (_name, input, expected) => {
    expect(issuesOf(errorReportSchema, input)).toEqual(expected);
  });
});

describe('isBotSubmission (the honeypot)', () => {
  it.each([
    [{}, false],
    [{ website: '' }, false],
    [{ website: '  ' }, false],
    [{ website: null }, false],
    [{ website: 'http://spam.example' }, true],
  ])('%j → %s', (input, expected) => {
    expect(isBotSubmission(input)).toBe(expected);
  });
});

describe('isHttpUrl', () => {
  it.each([
    ['https://a.vn', true],
    ['http://a.vn/x?y=1', true],
    ['ftp://a.vn', false],
    ['https://localhost', false],
    ['data:text/html,x', false],
    ['', false],
  ])('%s → %s', (value, expected) => {
    expect(isHttpUrl(value)).toBe(expected);
  });
});
