import { describe, expect, it } from 'vitest';
import { BUSINESS_CATEGORIES, BUSINESS_TYPES, categoriesOfType } from './business-setup';
import { type SignUpInput, signUpIssues, signUpMessage, signUpSchema } from './validate-sign-up';

/** A complete, valid public sign-up (spec/trading.md §3 business setup fields). */
const VALID: SignUpInput = {
  representativeName: 'Nguyễn Thị Lan',
  role: 'OWNER',
  email: 'Lan.Nguyen@Example.vn',
  telephone: '+84 901 234 599',
  password: 'bepngon2025',
  confirmPassword: 'bepngon2025',
  businessName: 'Bếp Nhà Lan',
  businessType: 'RESTAURANT',
  businessCategory: 'RESTAURANT_VIETNAMESE',
  branchCount: 2,
  taxCode: '0312345678',
  provinceCode: '79',
  district: 'Quận 3',
  ward: 'Phường Võ Thị Sáu',
  address: '12 Nguyễn Đình Chiểu',
  openTime: '07:00',
  closeTime: '22:00',
  foodDeliveryUrl: 'https://shopeefood.vn/ho-chi-minh/bep-nha-lan',
  acquisitionSource: 'SOCIAL_MEDIA',
  acquisitionSourceOther: '',
  eInvoiceEmail: '',
};

/** The first issue code of `field`, or null when the field passes. */
function issueOf(input: Record<string, unknown>, field: string): string | null {
  const result = signUpSchema.safeParse(input);
  if (result.success) return null;
  return signUpIssues(result.error).find((i) => i.field === field)?.code ?? null;
}

describe('signUpSchema: a valid sign-up', () => {
  it('parses, normalising e-mail, phone, blanks and the region', () => {
    const out = signUpSchema.parse(VALID);
    expect(out.email).toBe('lan.nguyen@example.vn');
    expect(out.telephone).toBe('0901234599');
    expect(out.region).toBe('HCM');
    expect(out.eInvoiceEmail).toBeNull();
    expect(out.acquisitionSourceOther).toBeNull();
    expect(out).not.toHaveProperty('confirmPassword');
  });

  it('stores text as NFC', () => {
    const out = signUpSchema.parse({ ...VALID, businessName: 'Be\u0302\u0301p Nha\u0300 Lan' });
    expect(out.businessName).toBe('Bếp Nhà Lan'.normalize('NFC'));
    expect(out.businessName.normalize('NFC')).toBe(out.businessName);
  });

  it('Hà Nội is the northern region', () => {
    expect(signUpSchema.parse({ ...VALID, provinceCode: '01' }).region).toBe('HN');
  });

  it('drops the sales fields of a public sign-up and keeps them on the internal one (createdBy)', () => {
    const sales = {
      hubspotUrl: 'https://app.hubspot.com/contacts/1/record/0-2/42',
      priorityLevel: 'HIGH',
      salePic: 'Trần Văn Bình',
      team: 'HCM 1',
      regionalGroup: 'Miền Nam',
      customerTier: 'KEY',
    };
    const pub = signUpSchema.parse({ ...VALID, ...sales });
    expect([pub.hubspotUrl, pub.priorityLevel, pub.salePic, pub.team, pub.regionalGroup, pub.customerTier]).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
    expect(pub.createdBy).toBeNull();
    const internal = signUpSchema.parse({ ...VALID, ...sales, createdBy: 'sale-01' });
    expect(internal).toMatchObject({ ...sales, createdBy: 'sale-01' });
  });
});

describe('signUpSchema: each rule of spec/trading.md §5', () => {
  it.each([
    // Required fields: '{field} must not be empty'.
    ['representativeName', '   ', 'REQUIRED'],
    ['businessName', '', 'REQUIRED'],
    ['email', '', 'REQUIRED'],
    ['telephone', '', 'REQUIRED'],
    ['password', '', 'REQUIRED'],
    ['confirmPassword', '', 'REQUIRED'],
    ['district', '', 'REQUIRED'],
    ['ward', '', 'REQUIRED'],
    ['address', '', 'REQUIRED'],
    ['role', '', 'REQUIRED'],
    ['businessType', '', 'REQUIRED'],
    ['businessCategory', '', 'REQUIRED'],
    ['provinceCode', '', 'REQUIRED'],
    ['acquisitionSource', '', 'REQUIRED'],
    ['representativeName', undefined, 'REQUIRED'],
    // E-mail and phone.
    ['email', 'lan@', 'INVALID_EMAIL'],
    ['email', 'lan nguyen@example.vn', 'INVALID_EMAIL'],
    ['eInvoiceEmail', 'hoadon@', 'INVALID_EMAIL'],
    ['telephone', '12345', 'INVALID_PHONE'],
    ['telephone', '090123456', 'INVALID_PHONE'],
    // Password: 8+ characters, a digit, no spaces.
    ['password', 'abc1234', 'PASSWORD_TOO_SHORT'],
    ['password', 'abcdefgh', 'PASSWORD_NEEDS_DIGIT'],
    ['password', 'abc 12345', 'PASSWORD_HAS_SPACES'],
    ['password', 'a1'.repeat(65), 'PASSWORD_TOO_LONG'],
    // Choices from the lists only.
    ['role', 'CEO', 'INVALID_CHOICE'],
    ['businessType', 'SPACESHIP', 'INVALID_CHOICE'],
    ['provinceCode', '48', 'INVALID_CHOICE'],
    ['acquisitionSource', 'TV', 'INVALID_CHOICE'],
    ['businessCategory', 'SCHOOL', 'CATEGORY_NOT_OF_TYPE'],
    // Food-delivery link: the site's https prefix.
    ['foodDeliveryUrl', 'http://shopeefood.vn/ho-chi-minh/bep', 'FOOD_DELIVERY_LINK_INVALID'],
    ['foodDeliveryUrl', 'https://shopeefood.vn/', 'FOOD_DELIVERY_LINK_INVALID'],
    ['foodDeliveryUrl', 'https://evil.example/https://shopeefood.vn/x', 'FOOD_DELIVERY_LINK_INVALID'],
    // Other business fields.
    ['branchCount', 0, 'INVALID_BRANCH_COUNT'],
    ['branchCount', 1.5, 'INVALID_BRANCH_COUNT'],
    ['taxCode', '12345', 'INVALID_TAX_CODE'],
    ['openTime', '25:00', 'INVALID_TIME'],
    ['openTime', '7h', 'INVALID_TIME'],
    ['businessName', 'B'.repeat(201), 'TEXT_TOO_LONG'],
    ['address', 'a\u0000b', 'INVALID_TEXT'],
    ['createdBy', 'sale 01', 'INVALID_CREATED_BY'],
  ])('%s = %j → %s', (field, value, code) => {
    expect(issueOf({ ...VALID, [field]: value }, field)).toBe(code);
  });

  it.each([
    ['foodDeliveryUrl', 'https://food.grab.com/vn/vi/restaurant/bep-nha-lan'],
    ['foodDeliveryUrl', ''],
    ['foodDeliveryUrl', null],
    ['taxCode', '0312345678-001'],
    ['taxCode', '0312 345 678'],
    ['branchCount', null],
    ['password', '12345678'],
    ['telephone', '0901.234.599'],
  ])('%s = %j is accepted', (field, value) => {
    expect(issueOf({ ...VALID, [field]: value }, field)).toBeNull();
  });

  it("the confirmation must match: 'Your confirm password is not correct!'", () => {
    expect(issueOf({ ...VALID, confirmPassword: 'bepngon2026' }, 'confirmPassword')).toBe('PASSWORD_CONFIRM_MISMATCH');
    expect(signUpMessage('PASSWORD_CONFIRM_MISMATCH', 'confirmPassword', 'en')).toBe(
      'Your confirm password is not correct!',
    );
  });

  it('acquisition source OTHER needs its text; other sources drop it', () => {
    expect(
      issueOf({ ...VALID, acquisitionSource: 'OTHER', acquisitionSourceOther: ' ' }, 'acquisitionSourceOther'),
    ).toBe('REQUIRED');
    const other = signUpSchema.parse({
      ...VALID,
      acquisitionSource: 'OTHER',
      acquisitionSourceOther: 'Hội chợ ẩm thực',
    });
    expect(other.acquisitionSourceOther).toBe('Hội chợ ẩm thực');
    const ads = signUpSchema.parse({ ...VALID, acquisitionSource: 'ADS', acquisitionSourceOther: 'left over' });
    expect(ads.acquisitionSourceOther).toBeNull();
  });

  it('opening hours: both or neither; a bar may close after midnight', () => {
    expect(issueOf({ ...VALID, openTime: '18:00', closeTime: '' }, 'closeTime')).toBe('REQUIRED');
    expect(issueOf({ ...VALID, openTime: null, closeTime: '02:00' }, 'openTime')).toBe('REQUIRED');
    expect(signUpSchema.safeParse({ ...VALID, openTime: '18:00', closeTime: '02:00' }).success).toBe(true);
    expect(signUpSchema.safeParse({ ...VALID, openTime: '', closeTime: '' }).success).toBe(true);
  });

  it('reports every field at once, cross-field rules included, one issue per field', () => {
    const result = signUpSchema.safeParse({ ...VALID, email: 'x', businessName: '', confirmPassword: 'nope' });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(signUpIssues(result.error)).toEqual([
      { field: 'email', code: 'INVALID_EMAIL' },
      { field: 'businessName', code: 'REQUIRED' },
      { field: 'confirmPassword', code: 'PASSWORD_CONFIRM_MISMATCH' },
    ]);
  });
});

describe('signUpMessage: translated, with the field label and limits', () => {
  it.each([
    ['REQUIRED', 'businessName', 'vi', 'Tên doanh nghiệp không được để trống'],
    ['REQUIRED', 'businessName', 'en', 'Business name must not be empty'],
    ['INVALID_EMAIL', 'email', 'en', 'Please enter a correct email address'],
    ['INVALID_PHONE', 'telephone', 'en', 'Phone number is invalid'],
    ['PASSWORD_TOO_SHORT', 'password', 'vi', 'Mật khẩu phải có ít nhất 8 ký tự'],
    ['PASSWORD_TOO_SHORT', 'password', 'en', 'The password must be at least 8 characters long'],
    ['TEXT_TOO_LONG', 'businessName', 'en', 'Business name is too long (at most 200 characters)'],
    ['INVALID_CHOICE', 'provinceCode', 'vi', 'Vui lòng chọn Tỉnh/Thành phố trong danh sách'],
  ] as const)('%s on %s (%s)', (code, field, lang, text) => {
    expect(signUpMessage(code, field, lang)).toBe(text);
  });
});

describe('business types and categories', () => {
  it('every category belongs to a type and every type has categories', () => {
    for (const category of Object.values(BUSINESS_CATEGORIES)) expect(BUSINESS_TYPES).toHaveProperty(category.type);
    for (const type of Object.keys(BUSINESS_TYPES) as Array<keyof typeof BUSINESS_TYPES>)
      expect(categoriesOfType(type).length).toBeGreaterThan(0);
  });

  it("the demo companies' categories are in the table", () => {
    for (const code of ['RESTAURANT_VIETNAMESE', 'RICE_NOODLE_SHOP', 'CAFE_BAKERY_SINGLE'])
      expect(BUSINESS_CATEGORIES).toHaveProperty(code);
  });
});
