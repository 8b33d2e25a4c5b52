import { randomBytes, randomUUID } from 'node:crypto';
import { buyerSignUps, buyers, DEMO_ACCOUNTS, DEMO_BUYERS, userGroupMembers, userGroups, users } from '@chobep/db';
import { PERMISSIONS, SIGN_UP_LIMITS } from '@chobep/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSupplyUser, createTestApi, type TestApi, type TestClient } from '../../test/harness';

/**
 * Sign-up (issue 15 point 1): checkEmail, buyerCreateAccount, the operators' review and what sign-in says before
 * and after it. Each test signs up from an address of its own (X-Forwarded-For through the loopback proxy), so the
 * per-address limits are only met where a test means to meet them.
 */

let api: TestApi;
let operator: TestClient;
let supplier: TestClient;
let addressCounter = 0;

beforeAll(async () => {
  api = await createTestApi();
  const op = await createSupplyUser(api, { supplierId: null, permissions: [] });
  operator = api.client({ lang: 'en' });
  await operator.signIn(op.email);
  const sup = await createSupplyUser(api, {
    supplierId: 1,
    permissions: ['ORDER_ACCEPT', 'ORDER_LIST', 'ORDER_VIEW', 'ORDER_ITEM_SET_PRICE', 'ORDER_ITEM_SET_QUANTITY'],
  });
  supplier = api.client({ lang: 'en' });
  await supplier.signIn(sup.email);
});
afterAll(async () => {
  await api?.close();
});

/** A client calling from an address no other test uses. */
function visitor(lang: 'vi' | 'en' = 'en'): TestClient {
  addressCounter++;
  return api.client({ lang, headers: { 'x-forwarded-for': `198.51.100.${addressCounter}` } });
}

const CREATE = `mutation SignUp($input: BuyerCreateAccountInput!) {
  buyerCreateAccount(input: $input) { success buyerId email status userErrors { field code message } }
}`;
const CHECK = `mutation Check($email: String!) { checkEmail(email: $email) { success available userErrors { field code message } } }`;
const LOGIN = `mutation Login($input: MeLoginInput!) {
  meLogin(input: $input) { success userErrors { field code message } me { id role permissionCodes stores { id } } }
}`;
const LIST = `query SignUps($status: BuyerStatus, $size: Int) {
  supplyBuyerSignUps(status: $status, size: $size) {
    total data { buyerId businessName email telephone status businessType businessCategory branchCount taxCode
      representativeName role provinceCode district ward address openTime closeTime foodDeliveryUrl acquisitionSource
      acquisitionSourceOther eInvoiceEmail createdBy hubspotUrl priorityLevel salePic team regionalGroup customerTier
      createdAt reviewedAt rejectionReason region campaignSource { ref utmSource utmCampaign utmOther { name value } } }
  }
}`;
const APPROVE = `mutation Approve($buyerId: ID!) { supplyBuyerApprove(buyerId: $buyerId) { success userErrors { field code message } } }`;
const REJECT = `mutation Reject($buyerId: ID!, $reason: String!) {
  supplyBuyerReject(buyerId: $buyerId, reason: $reason) { success userErrors { field code message } }
}`;

type Errors = Array<{ field: string | null; code: string; message: string }>;
type CreateData = {
  buyerCreateAccount: {
    success: boolean;
    buyerId: string | null;
    email: string | null;
    status: string | null;
    userErrors: Errors;
  };
};
type LoginData = {
  meLogin: {
    success: boolean;
    userErrors: Errors;
    me: { id: string; role: string; permissionCodes: string[]; stores: Array<{ id: string }> } | null;
  };
};

let phoneCounter = 0;
/** A valid sign-up with a fresh e-mail and phone. */
function form(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  phoneCounter++;
  return {
    representativeName: 'Nguyễn Thị Lan',
    role: 'OWNER',
    email: `lan-${randomBytes(5).toString('hex')}@signup.test`,
    telephone: `0389${String(100000 + phoneCounter * 7 + Math.floor(Math.random() * 1000) * 1000).slice(-6)}`,
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
    ...overrides,
  };
}

async function signUp(input: Record<string, unknown>, client = visitor()) {
  const res = await client.gql<CreateData>(CREATE, { input });
  expect(res.errors).toBeUndefined();
  return res.data?.buyerCreateAccount as CreateData['buyerCreateAccount'];
}

async function signIn(login: string, password = 'bepngon2025', client = visitor()) {
  const res = await client.gql<LoginData>(LOGIN, { input: { login, password } });
  return res.data?.meLogin as LoginData['meLogin'];
}

describe('buyerCreateAccount', () => {
  it('makes a company waiting for approval, with its business setup and an owner who holds what seeded owners hold', async () => {
    const input = form({
      businessName: 'Be\u0302\u0301p Nha\u0300 Lan',
      email: `  Lan.${randomBytes(4).toString('hex')}@Signup.Test `,
    });
    const result = await signUp(input);
    expect(result).toMatchObject({ success: true, userErrors: [], status: 'PENDING' });
    const buyerId = result.buyerId as string;
    const db = api.database.db;

    const [buyer] = await db.select().from(buyers).where(eq(buyers.id, buyerId));
    expect(buyer).toMatchObject({ status: 'PENDING', region: 'HCM', businessCategory: 'RESTAURANT_VIETNAMESE' });
    expect(buyer?.name).toBe('Bếp Nhà Lan'.normalize('NFC'));
    const [record] = await db.select().from(buyerSignUps).where(eq(buyerSignUps.buyerId, buyerId));
    expect(record).toMatchObject({
      businessType: 'RESTAURANT',
      branchCount: 2,
      taxCode: '0312345678',
      provinceCode: '79',
      openTime: '07:00',
      acquisitionSource: 'SOCIAL_MEDIA',
      createdBy: null,
    });

    const [owner] = await db.select().from(users).where(eq(users.buyerId, buyerId));
    expect(owner?.email).toBe(String(input.email).trim().toLowerCase());
    expect(owner?.passwordHash).not.toContain('bepngon2025');
    // The same grants as the seeded owner: every permission, and the system owner group.
    const [seeded] = await db.select().from(users).where(eq(users.id, DEMO_ACCOUNTS.owner.id));
    expect([...(owner?.permissions ?? [])].sort()).toEqual([...(seeded?.permissions ?? [])].sort());
    expect([...(owner?.permissions ?? [])].sort()).toEqual([...PERMISSIONS].sort());
    const groups = await db
      .select({ name: userGroups.name, system: userGroups.isSystemCreated, permissions: userGroups.permissions })
      .from(userGroupMembers)
      .innerJoin(userGroups, eq(userGroups.id, userGroupMembers.groupId))
      .where(eq(userGroupMembers.userId, owner?.id as string));
    const seededGroups = await db
      .select({ name: userGroups.name, system: userGroups.isSystemCreated, permissions: userGroups.permissions })
      .from(userGroupMembers)
      .innerJoin(userGroups, eq(userGroups.id, userGroupMembers.groupId))
      .where(eq(userGroupMembers.userId, DEMO_ACCOUNTS.owner.id));
    expect(groups).toEqual(seededGroups);
  });

  it('keeps the campaign source the visitor came with, held to its bounds, for the operators', async () => {
    const created = await signUp(
      form({
        campaignSource: {
          ref: 'hoi-cho-2026',
          utmSource: 'Facebook',
          utmCampaign: 'Khai trương',
          utmOther: [{ name: 'UTM_Region', value: 'q3' }],
        },
      }),
    );
    expect(created.success).toBe(true);
    const plain = await signUp(form());
    const list = await operator.gql<{ supplyBuyerSignUps: { data: Array<Record<string, unknown>> } }>(LIST, {
      size: 100,
    });
    const rows = list.data?.supplyBuyerSignUps.data ?? [];
    expect(rows.find((s) => s.buyerId === created.buyerId)?.campaignSource).toEqual({
      ref: 'hoi-cho-2026',
      utmSource: 'Facebook',
      utmCampaign: 'Khai trương',
      utmOther: [{ name: 'utm_region', value: 'q3' }],
    });
    expect(rows.find((s) => s.buyerId === plain.buyerId)?.campaignSource).toBeNull();
  });

  it('reports every invalid field at once, translated (en and vi)', async () => {
    const en = await signUp(
      form({ email: 'lan@', telephone: '123', password: 'short1', confirmPassword: 'x', businessName: ' ' }),
    );
    expect(en.success).toBe(false);
    expect(en.userErrors).toEqual([
      { field: 'email', code: 'INVALID_EMAIL', message: 'Please enter a correct email address' },
      { field: 'telephone', code: 'INVALID_PHONE', message: 'Phone number is invalid' },
      { field: 'password', code: 'PASSWORD_TOO_SHORT', message: 'The password must be at least 8 characters long' },
      { field: 'businessName', code: 'REQUIRED', message: 'Business name must not be empty' },
      { field: 'confirmPassword', code: 'PASSWORD_CONFIRM_MISMATCH', message: 'Your confirm password is not correct!' },
    ]);
    const vi = await signUp(form({ foodDeliveryUrl: 'http://example.com', acquisitionSource: 'OTHER' }), visitor('vi'));
    expect(vi.userErrors).toEqual([
      {
        field: 'foodDeliveryUrl',
        code: 'FOOD_DELIVERY_LINK_INVALID',
        message: 'Liên kết phải bắt đầu bằng https://shopeefood.vn/ hoặc https://food.grab.com/',
      },
      { field: 'acquisitionSourceOther', code: 'REQUIRED', message: 'Nguồn khác không được để trống' },
    ]);
  });

  it.each([
    ['password', { password: 'abcdefgh', confirmPassword: 'abcdefgh' }, 'PASSWORD_NEEDS_DIGIT'],
    ['password', { password: 'abc 12345', confirmPassword: 'abc 12345' }, 'PASSWORD_HAS_SPACES'],
    ['role', { role: 'CEO' }, 'INVALID_CHOICE'],
    ['businessCategory', { businessCategory: 'SCHOOL' }, 'CATEGORY_NOT_OF_TYPE'],
    ['provinceCode', { provinceCode: '' }, 'REQUIRED'],
    ['representativeName', { representativeName: null }, 'REQUIRED'],
    ['openTime', { openTime: '7h' }, 'INVALID_TIME'],
    ['branchCount', { branchCount: 0 }, 'INVALID_BRANCH_COUNT'],
    ['taxCode', { taxCode: '123' }, 'INVALID_TAX_CODE'],
    ['eInvoiceEmail', { eInvoiceEmail: 'hoadon@' }, 'INVALID_EMAIL'],
    ['createdBy', { createdBy: 'sale 01' }, 'INVALID_CREATED_BY'],
  ])('%s: %j → %s, nothing created', async (field, overrides, code) => {
    const before = await api.database.db.select({ n: sql<number>`count(*)::int` }).from(buyers);
    const result = await signUp(form(overrides));
    expect(result.success).toBe(false);
    expect(result.userErrors.find((e) => e.field === field)?.code).toBe(code);
    const after = await api.database.db.select({ n: sql<number>`count(*)::int` }).from(buyers);
    expect(after[0]?.n).toBe(before[0]?.n);
  });

  it('refuses an e-mail or a phone that is already registered, whoever owns it', async () => {
    const taken = await signUp(form({ email: 'OWNER@chobep.vn', telephone: DEMO_ACCOUNTS.otherOwner.telephone }));
    expect(taken.success).toBe(false);
    expect(taken.userErrors).toEqual([
      {
        field: 'email',
        code: 'EMAIL_TAKEN',
        message: 'This email is already registered. Please sign in or use another email.',
      },
      {
        field: 'telephone',
        code: 'PHONE_TAKEN',
        message: 'This phone number is already used by another account',
      },
    ]);
    const input = form();
    expect((await signUp(input)).success).toBe(true);
    const again = await signUp({ ...input, telephone: '0399999001' });
    expect(again.userErrors.map((e) => e.code)).toEqual(['EMAIL_TAKEN']);
  });

  it('the same submission twice (also at once) makes one company and answers it both times', async () => {
    const submissionId = randomUUID();
    const input: Record<string, unknown> = { ...form(), submissionId };
    const client = visitor();
    const [a, b] = await Promise.all([signUp(input, client), signUp(input, client)]);
    expect(a.success && b.success).toBe(true);
    expect(a.buyerId).toBe(b.buyerId);
    const later = await signUp(input, client);
    expect(later).toMatchObject({ success: true, buyerId: a.buyerId });
    const owners = await api.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, String(input.email)));
    expect(owners).toHaveLength(1);
    const records = await api.database.db
      .select({ id: buyerSignUps.buyerId })
      .from(buyerSignUps)
      .where(eq(buyerSignUps.submissionId, submissionId));
    expect(records).toHaveLength(1);
    // Without a submission id the second identical form is refused, not doubled.
    const plain = form();
    expect((await signUp(plain, client)).success).toBe(true);
    expect((await signUp(plain, client)).userErrors.map((e) => e.code)).toContain('EMAIL_TAKEN');
  });

  it('is atomic: a failure inside the transaction leaves no company, record or group behind', async () => {
    const db = api.database.db;
    const input = form();
    const count = async () => {
      const [row] = await db
        .execute<{ b: number; g: number; s: number }>(
          sql`select (select count(*) from buyers)::int as b, (select count(*) from user_groups)::int as g,
          (select count(*) from buyer_sign_ups)::int as s`,
        )
        .then((r) => r.rows);
      return row;
    };
    const before = await count();
    // The owner's insert fails after the company and its record were written.
    await db.execute(
      sql.raw(`create or replace function refuse_signup_owner() returns trigger language plpgsql as $$
      begin if new.email = '${String(input.email)}' then raise exception 'refused by the test'; end if; return new; end $$`),
    );
    await db.execute(
      sql.raw(
        `create trigger refuse_signup_owner before insert on users for each row execute function refuse_signup_owner()`,
      ),
    );
    try {
      const res = await visitor().gql<CreateData>(CREATE, { input });
      expect(res.data?.buyerCreateAccount ?? null).toBeNull();
      expect(res.errors?.[0]?.message).not.toContain('refused by the test');
    } finally {
      await db.execute(sql.raw('drop trigger refuse_signup_owner on users'));
    }
    expect(await count()).toEqual(before);
    expect((await signUp(input)).success).toBe(true);
  });

  it('keeps the sales fields of the internal sign-up (createdBy) and drops them from a public one', async () => {
    const sales = {
      hubspotUrl: 'https://app.hubspot.com/contacts/1/record/0-2/42',
      priorityLevel: 'HIGH',
      salePic: 'Trần Văn Bình',
      team: 'HCM 1',
      regionalGroup: 'Miền Nam',
      customerTier: 'KEY',
    };
    const internal = await signUp(form({ ...sales, createdBy: 'sale-01', provinceCode: '01' }));
    const pub = await signUp(form(sales));
    const db = api.database.db;
    const [a] = await db
      .select()
      .from(buyerSignUps)
      .where(eq(buyerSignUps.buyerId, internal.buyerId as string));
    const [b] = await db
      .select()
      .from(buyerSignUps)
      .where(eq(buyerSignUps.buyerId, pub.buyerId as string));
    expect(a).toMatchObject({ ...sales, createdBy: 'sale-01', provinceCode: '01' });
    expect(b).toMatchObject({
      createdBy: null,
      hubspotUrl: null,
      priorityLevel: null,
      salePic: null,
      customerTier: null,
    });
    const [buyer] = await db
      .select({ region: buyers.region })
      .from(buyers)
      .where(eq(buyers.id, internal.buyerId as string));
    expect(buyer?.region).toBe('HN');
  });

  it(`is limited per address: ${SIGN_UP_LIMITS.signUp.free} sign-ups, then TOO_MANY_REQUESTS with the wait`, async () => {
    const client = visitor();
    for (let i = 0; i < SIGN_UP_LIMITS.signUp.free; i++) expect((await signUp(form(), client)).success).toBe(true);
    const refused = await signUp(form(), client);
    expect(refused.success).toBe(false);
    expect(refused.userErrors[0]).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: expect.stringMatching(/try again in 1 minute/),
    });
    // Another address is not affected.
    expect((await signUp(form())).success).toBe(true);
  });
});

describe('checkEmail', () => {
  it('answers whether an e-mail is free, case-insensitively', async () => {
    const client = visitor();
    const taken = await client.gql<{ checkEmail: { success: boolean; available: boolean | null } }>(CHECK, {
      email: ' Owner@ChoBep.vn ',
    });
    expect(taken.data?.checkEmail).toMatchObject({ success: true, available: false });
    const free = await client.gql<{ checkEmail: { available: boolean | null } }>(CHECK, {
      email: 'nobody-yet@signup.test',
    });
    expect(free.data?.checkEmail.available).toBe(true);
  });

  it('refuses an invalid e-mail without counting it', async () => {
    const res = await visitor().gql<{ checkEmail: { success: boolean; available: null; userErrors: Errors } }>(CHECK, {
      email: 'lan@',
    });
    expect(res.data?.checkEmail).toMatchObject({
      success: false,
      available: null,
      userErrors: [{ field: 'email', code: 'INVALID_EMAIL', message: 'Please enter a correct email address' }],
    });
  });

  it(`is not a free oracle: ${SIGN_UP_LIMITS.checkEmail.free} answers per address, then TOO_MANY_REQUESTS (shared in the database)`, async () => {
    const client = visitor();
    for (let i = 0; i < SIGN_UP_LIMITS.checkEmail.free; i++) {
      const res = await client.gql<{ checkEmail: { success: boolean } }>(CHECK, { email: `probe-${i}@signup.test` });
      expect(res.data?.checkEmail.success).toBe(true);
    }
    const refused = await client.gql<{ checkEmail: { success: boolean; available: null; userErrors: Errors } }>(CHECK, {
      email: 'owner@chobep.vn',
    });
    expect(refused.data?.checkEmail).toMatchObject({ success: false, available: null });
    expect(refused.data?.checkEmail.userErrors[0]?.code).toBe('TOO_MANY_REQUESTS');
    // The counter is a row of login_throttles, which every API instance reads.
    const rows = await api.database.db.execute<{ key: string }>(
      sql`select key from login_throttles where key like 'checkEmail:%'`,
    );
    expect(rows.rows.length).toBeGreaterThan(0);
  });
});

describe('the review and sign-in', () => {
  it('a company waiting for approval: NOT_APPROVED at sign-in; approved: the owner signs in with every permission', async () => {
    const input = form();
    const created = await signUp(input);
    const waiting = await signIn(String(input.email));
    expect(waiting).toMatchObject({ success: false, me: null });
    expect(waiting.userErrors[0]).toMatchObject({
      code: 'ACCOUNT_NOT_APPROVED',
      message: 'Your account is waiting for approval. We will contact you soon.',
    });
    // A wrong password says nothing about the review.
    expect((await signIn(String(input.email), 'wrong-pass-1')).userErrors[0]?.code).toBe('INVALID_CREDENTIALS');

    const list = await operator.gql<{ supplyBuyerSignUps: { total: number; data: Array<Record<string, unknown>> } }>(
      LIST,
      {
        size: 100,
      },
    );
    expect(list.errors).toBeUndefined();
    const listed = list.data?.supplyBuyerSignUps.data.find((s) => s.buyerId === created.buyerId);
    expect(listed).toMatchObject({
      businessName: 'Bếp Nhà Lan',
      email: input.email,
      telephone: input.telephone,
      status: 'PENDING',
      businessType: 'RESTAURANT',
      businessCategory: 'RESTAURANT_VIETNAMESE',
      representativeName: 'Nguyễn Thị Lan',
      role: 'OWNER',
      address: '12 Nguyễn Đình Chiểu',
      acquisitionSource: 'SOCIAL_MEDIA',
      region: 'HCM',
      createdAt: expect.any(String),
    });
    // The seeded pending company is listed too, with its own fields.
    const seeded = list.data?.supplyBuyerSignUps.data.find((s) => s.buyerId === DEMO_BUYERS.pendingBakery.id);
    expect(seeded).toMatchObject({ status: 'PENDING', address: DEMO_BUYERS.pendingBakery.location.address });

    const approved = await operator.gql<{ supplyBuyerApprove: { success: boolean } }>(APPROVE, {
      buyerId: created.buyerId,
    });
    expect(approved.data?.supplyBuyerApprove.success).toBe(true);
    const [record] = await api.database.db
      .select()
      .from(buyerSignUps)
      .where(eq(buyerSignUps.buyerId, created.buyerId as string));
    expect(record?.reviewedAt).toBeInstanceOf(Date);
    expect(record?.reviewedBy).not.toBeNull();

    const entered = await signIn(String(input.email));
    expect(entered.success).toBe(true);
    expect(entered.me?.permissionCodes.sort()).toEqual([...PERMISSIONS].sort());
    expect(entered.me?.stores).toEqual([]);
    // And by phone.
    expect((await signIn(String(input.telephone))).success).toBe(true);

    // A second decision is refused: already reviewed.
    const twice = await operator.gql<{ supplyBuyerReject: { success: boolean; userErrors: Errors } }>(REJECT, {
      buyerId: created.buyerId,
      reason: 'Trùng',
    });
    expect(twice.data?.supplyBuyerReject.userErrors[0]).toMatchObject({
      code: 'SIGN_UP_ALREADY_REVIEWED',
      message: 'This sign-up has already been reviewed. Please reload the list.',
    });
  });

  it("the VAT invoice details are the sign-up's: name, address and tax code; an approval fills what is empty", async () => {
    const input = form({ businessName: 'Công ty TNHH Bếp Nhà Lan' });
    const created = await signUp(input);
    const BUYER = 'query B { buyer { redInvoiceInfo { companyName location mst } } }';
    const expected = {
      companyName: 'Công ty TNHH Bếp Nhà Lan',
      location: '12 Nguyễn Đình Chiểu, Phường Võ Thị Sáu, Quận 3, Hồ Chí Minh',
      mst: '0312345678',
    };
    // A company from before the sign-up wrote them: the approval takes them from its sign-up.
    await api.database.db
      .update(buyers)
      .set({ redInvoiceCompanyName: null, redInvoiceAddress: null })
      .where(eq(buyers.id, created.buyerId as string));
    expect((await operator.gql(APPROVE, { buyerId: created.buyerId })).errors).toBeUndefined();
    const owner = visitor();
    expect((await signIn(String(input.email), undefined, owner)).success).toBe(true);
    const read = await owner.gql<{ buyer: { redInvoiceInfo: typeof expected } }>(BUYER);
    expect(read.data?.buyer.redInvoiceInfo).toEqual(expected);
    // The store dialog offers the registered address, matched to the form's units.
    const offered = await owner.gql<{
      buyer: { registeredStoreAddress: Record<string, string | null> | null };
    }>('query R { buyer { registeredStoreAddress { text provinceCode districtCode wardCode addressDetail } } }');
    const address = offered.data?.buyer.registeredStoreAddress;
    expect(address).toMatchObject({
      text: expected.location,
      provinceCode: '79',
      addressDetail: '12 Nguyễn Đình Chiểu',
    });
    const [unit] = (
      await api.database.db.execute<{ district: string; ward: string }>(
        sql`select d.full_name as district, w.full_name as ward from geo_wards w join geo_districts d on d.code = w.district_code
          where w.code = ${address?.wardCode ?? ''} and d.code = ${address?.districtCode ?? ''}`,
      )
    ).rows;
    expect(unit).toEqual({ district: 'Quận 3', ward: 'Phường Võ Thị Sáu' });

    // Written at sign-up already, for the review to see.
    const other = await signUp(form({ businessName: 'Bếp Thứ Hai', taxCode: '0398765432' }));
    const [row] = await api.database.db
      .select({ name: buyers.redInvoiceCompanyName, address: buyers.redInvoiceAddress, tax: buyers.redInvoiceTaxCode })
      .from(buyers)
      .where(eq(buyers.id, other.buyerId as string));
    expect(row).toEqual({ name: 'Bếp Thứ Hai', address: expected.location, tax: '0398765432' });
  });

  it('a rejected company cannot sign in and reads the reason; a rejection needs a reason', async () => {
    const input = form();
    const created = await signUp(input);
    const blank = await operator.gql<{ supplyBuyerReject: { success: boolean; userErrors: Errors } }>(REJECT, {
      buyerId: created.buyerId,
      reason: '   ',
    });
    expect(blank.data?.supplyBuyerReject).toMatchObject({
      success: false,
      userErrors: [{ field: 'reason', code: 'REASON_REQUIRED', message: 'Please enter a reason' }],
    });
    const rejected = await operator.gql<{ supplyBuyerReject: { success: boolean } }>(REJECT, {
      buyerId: created.buyerId,
      reason: 'Không xác minh được giấy phép kinh doanh',
    });
    expect(rejected.data?.supplyBuyerReject.success).toBe(true);
    const refused = await signIn(String(input.email));
    expect(refused).toMatchObject({ success: false, me: null });
    expect(refused.userErrors[0]).toMatchObject({
      code: 'ACCOUNT_REJECTED',
      message:
        'Your business registration was not approved: Không xác minh được giấy phép kinh doanh. Please contact customer care.',
    });
    const vi = await signIn(String(input.email), 'bepngon2025', visitor('vi'));
    expect(vi.userErrors[0]?.message).toContain('chưa được chấp thuận');
    const list = await operator.gql<{ supplyBuyerSignUps: { data: Array<Record<string, unknown>> } }>(LIST, {
      status: 'REJECTED',
      size: 100,
    });
    expect(list.data?.supplyBuyerSignUps.data.find((s) => s.buyerId === created.buyerId)).toMatchObject({
      status: 'REJECTED',
      rejectionReason: 'Không xác minh được giấy phép kinh doanh',
      reviewedAt: expect.any(String),
    });
  });

  it('unknown or malformed ids: SIGN_UP_NOT_FOUND', async () => {
    for (const buyerId of [randomUUID(), 'not-a-uuid']) {
      const res = await operator.gql<{ supplyBuyerApprove: { success: boolean; userErrors: Errors } }>(APPROVE, {
        buyerId,
      });
      expect(res.data?.supplyBuyerApprove.userErrors[0]).toMatchObject({ code: 'SIGN_UP_NOT_FOUND', field: 'buyerId' });
    }
  });

  it('operators only: a supplier’s user, a buyer owner and a visitor are refused, and nothing changes', async () => {
    const created = await signUp(form());
    const owner = api.client({ lang: 'en' });
    await owner.signIn(DEMO_ACCOUNTS.owner.email);
    for (const client of [supplier, owner]) {
      const list = await client.gql(LIST, {});
      expect(list.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const approve = await client.gql<{ supplyBuyerApprove: { success: boolean; userErrors: Errors } }>(APPROVE, {
        buyerId: created.buyerId,
      });
      expect(approve.data?.supplyBuyerApprove).toMatchObject({ success: false, userErrors: [{ code: 'FORBIDDEN' }] });
      const reject = await client.gql<{ supplyBuyerReject: { success: boolean; userErrors: Errors } }>(REJECT, {
        buyerId: created.buyerId,
        reason: 'x',
      });
      expect(reject.data?.supplyBuyerReject.success).toBe(false);
    }
    const anonymous = await visitor().gql(APPROVE, { buyerId: created.buyerId });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const [buyer] = await api.database.db
      .select({ status: buyers.status })
      .from(buyers)
      .where(eq(buyers.id, created.buyerId as string));
    expect(buyer?.status).toBe('PENDING');
  });
});
