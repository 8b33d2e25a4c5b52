import { customerRequests, DEMO_ACCOUNTS, DEMO_BUYERS, DEMO_SUPPLY_ACCOUNTS } from '@chobep/db';
import { CUSTOMER_REQUEST_LIMIT } from '@chobep/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSupplyUser, createTestApi, type TestApi, type TestClient } from '../../test/harness';

/**
 * Issue 15 points 7 and 8 through the API: the contact and request forms (stored with the campaign source, listed
 * for operators), their validation messages in both languages, the honeypot, the limit per client address, and the
 * operator settings (maintenance mode, feature flags) that only operators may change.
 */
let api: TestApi;
let operator: TestClient;
let supplier: TestClient;
let owner: TestClient;
let address = 0;
/** Each call from a client address of its own (TEST-NET-3), unless a test means to share one. */
const fresh = () => ({ 'x-forwarded-for': `203.0.113.${++address}` });

interface Payload {
  success: boolean;
  userErrors: { field: string | null; code: string; message: string }[];
}

const CONTACT = `mutation($input: ContactUsInput!) { writeContactUsInfo(input: $input) { success userErrors { field code message } } }`;
const CONTACT_REQUEST = `mutation($input: CustomerContactRequestInput!) { customerContactRequest(input: $input) { success userErrors { field code message } } }`;
const KEEP = `mutation($input: KeepInTouchInput!) { submitKeepInTouchForm(input: $input) { success userErrors { field code message } } }`;
const PRODUCT = `mutation($input: NewProductRequestInput!) { createNewProductRequest(input: $input) { success userErrors { field code message } } }`;
const REPORT = `mutation($input: ErrorReportInput!) { submitErrorReport(input: $input) { success userErrors { field code message } } }`;
const LIST = `query($kind: CustomerRequestKind, $first: Int, $after: ID) {
  customerRequests(kind: $kind, first: $first, after: $after) {
    hasMore
    items { id kind whoAreYou name email telephone companyName message productName productLink productId pageUrl
      errorDigest lang userId buyerId createdAt
      campaignSource { ref utmSource utmMedium utmCampaign utmOther { name value } odooCustomerId } }
  }
}`;
const MAINTENANCE = '{ maintenance { enabled changedAt } }';
const SET_MAINTENANCE = `mutation($enabled: Boolean!) { maintenanceSet(enabled: $enabled) { success userErrors { code } maintenance { enabled } } }`;
const FLAGS = '{ featureFlags { name treatment } }';
const SET_FLAG = `mutation($name: FeatureFlagName!, $treatment: String!) { featureFlagSet(name: $name, treatment: $treatment) { success userErrors { field code } } }`;

type Item = {
  id: string;
  kind: string;
  name: string | null;
  message: string | null;
  userId: string | null;
  buyerId: string | null;
  campaignSource: Record<string, unknown> | null;
} & Record<string, unknown>;

async function list(kind?: string, first = 20): Promise<Item[]> {
  const res = await operator.gql<{ customerRequests: { items: Item[] } }>(LIST, { kind, first });
  expect(res.errors).toBeUndefined();
  return res.data?.customerRequests.items ?? [];
}

async function countRows(): Promise<number> {
  const res = await api.database.db.execute<{ n: number }>(sql`select count(*)::int as n from customer_requests`);
  return Number(res.rows[0]?.n);
}

beforeAll(async () => {
  api = await createTestApi();
  operator = api.client({ lang: 'en' });
  await operator.signIn(DEMO_SUPPLY_ACCOUNTS.operator.email);
  const supplierUser = await createSupplyUser(api, {
    supplierId: 1,
    permissions: ['ORDER_ACCEPT', 'ORDER_LIST', 'ORDER_VIEW', 'ORDER_ITEM_SET_QUANTITY', 'ORDER_ITEM_SET_PRICE'],
  });
  supplier = api.client({ lang: 'en' });
  await supplier.signIn(supplierUser.email);
  owner = api.client({ lang: 'en' });
  await owner.signIn(DEMO_ACCOUNTS.owner.email);
});
afterAll(async () => {
  await api?.close();
});

describe('writeContactUsInfo (/contact-us)', () => {
  it('stores the request with its campaign source, NFC and normalised, and operators read it', async () => {
    const visitor = api.client({ lang: 'vi' });
    const res = await visitor.gql<{ writeContactUsInfo: Payload }>(
      CONTACT,
      {
        input: {
          whoAreYou: 'RESTAURANT',
          name: ` ${'Phạm Thị Hồng'.normalize('NFD')} `,
          phone: '+84 90 111 2233',
          email: 'Hong@Example.VN',
          companyName: 'Quán Hồng',
          message: 'Tôi muốn mở tài khoản.',
          campaignSource: {
            utmSource: 'facebook',
            utmCampaign: 'tet-2027',
            utmOther: [
              { name: 'utm_adgroup', value: 'g1' },
              { name: 'not-utm', value: 'x' },
            ],
            odooCustomerId: '  77 ',
          },
        },
      },
      fresh(),
    );
    expect(res.data?.writeContactUsInfo).toEqual({ success: true, userErrors: [] });
    const [latest] = await list('CONTACT_US');
    expect(latest).toMatchObject({
      kind: 'CONTACT_US',
      whoAreYou: 'RESTAURANT',
      name: 'Phạm Thị Hồng',
      telephone: '0901112233',
      email: 'hong@example.vn',
      companyName: 'Quán Hồng',
      message: 'Tôi muốn mở tài khoản.',
      lang: 'vi',
      userId: null,
      buyerId: null,
      campaignSource: {
        ref: null,
        utmSource: 'facebook',
        utmMedium: null,
        utmCampaign: 'tet-2027',
        utmOther: [{ name: 'utm_adgroup', value: 'g1' }],
        odooCustomerId: '77',
      },
    });
    expect(latest?.name).toBe('Phạm Thị Hồng'.normalize('NFC'));
  });

  it('"who are you" is required; every invalid field is reported once, translated (vi and en)', async () => {
    const before = await countRows();
    const input = { name: '', phone: '12', email: 'x@y' };
    const vi = await api.client({ lang: 'vi' }).gql<{ writeContactUsInfo: Payload }>(CONTACT, { input }, fresh());
    expect(vi.data?.writeContactUsInfo.success).toBe(false);
    expect(vi.data?.writeContactUsInfo.userErrors).toEqual([
      { field: 'whoAreYou', code: 'REQUIRED', message: 'Bạn là ai không được để trống' },
      { field: 'name', code: 'REQUIRED', message: 'Họ và tên không được để trống' },
      { field: 'phone', code: 'INVALID_PHONE', message: 'Số điện thoại không hợp lệ' },
      { field: 'email', code: 'INVALID_EMAIL', message: 'Vui lòng nhập đúng địa chỉ email' },
    ]);
    const en = await api.client({ lang: 'en' }).gql<{ writeContactUsInfo: Payload }>(CONTACT, { input }, fresh());
    expect(en.data?.writeContactUsInfo.userErrors.map((e) => e.message)).toEqual([
      'Who are you must not be empty',
      'Full name must not be empty',
      'Phone number is invalid',
      'Please enter a correct email address',
    ]);
    const long = await api
      .client({ lang: 'en' })
      .gql<{ writeContactUsInfo: Payload }>(
        CONTACT,
        { input: { whoAreYou: 'OTHER', name: 'A', phone: '0901234567', message: 'x'.repeat(2001) } },
        fresh(),
      );
    expect(long.data?.writeContactUsInfo.userErrors).toEqual([
      { field: 'message', code: 'TEXT_TOO_LONG', message: 'Message is too long (at most 2000 characters)' },
    ]);
    expect(await countRows()).toBe(before);
  });

  it('optional fields sent as null (as the web forms send what was left blank) are accepted', async () => {
    const res = await api.client({ lang: 'en' }).gql<{ writeContactUsInfo: Payload }>(
      CONTACT,
      {
        input: {
          whoAreYou: 'HOTEL',
          name: 'Khách sạn Sen',
          phone: '0901234567',
          email: null,
          companyName: null,
          message: null,
          website: null,
          campaignSource: null,
        },
      },
      fresh(),
    );
    expect(res.data?.writeContactUsInfo).toEqual({ success: true, userErrors: [] });
    const [latest] = await list('CONTACT_US');
    expect(latest).toMatchObject({ name: 'Khách sạn Sen', email: null, companyName: null, campaignSource: null });
    const product = await api
      .client()
      .gql<{ createNewProductRequest: Payload }>(
        PRODUCT,
        { input: { productName: 'Bột mì số 8', link: null, phone: null, message: null, website: null } },
        fresh(),
      );
    expect(product.data?.createNewProductRequest).toEqual({ success: true, userErrors: [] });
  });

  it('a signed-in buyer’s request records who sent it', async () => {
    const res = await owner.gql<{ writeContactUsInfo: Payload }>(
      CONTACT,
      { input: { whoAreYou: 'CAFE', name: 'Chủ quán', phone: '0901234567' } },
      fresh(),
    );
    expect(res.data?.writeContactUsInfo.success).toBe(true);
    const [latest] = await list('CONTACT_US');
    expect(latest).toMatchObject({ name: 'Chủ quán', userId: DEMO_ACCOUNTS.owner.id, buyerId: DEMO_BUYERS.bepViet.id });
  });
});

describe('the other forms', () => {
  it('customerContactRequest: name and phone required; stored with the product', async () => {
    const bad = await api
      .client({ lang: 'en' })
      .gql<{ customerContactRequest: Payload }>(CONTACT_REQUEST, { input: { name: 'Lan', phone: '' } }, fresh());
    expect(bad.data?.customerContactRequest.userErrors).toEqual([
      { field: 'phone', code: 'REQUIRED', message: 'Phone number must not be empty' },
    ]);
    // Talk to sales on an exclusive product: the sales team reads which product, by name and page.
    const [exclusive] = (
      await api.database.db.execute<{ id: string; name: string }>(
        sql`select id, name_vi as name from products where is_private and not allow_purchase order by id limit 1`,
      )
    ).rows;
    if (!exclusive) throw new Error('the demo data has an exclusive product');
    const productId = exclusive.id;
    const good = await api
      .client()
      .gql<{ customerContactRequest: Payload }>(
        CONTACT_REQUEST,
        { input: { name: 'Lan', phone: '0912345678', productId, message: 'Giá sỉ?' } },
        fresh(),
      );
    expect(good.data?.customerContactRequest.success).toBe(true);
    const [latest] = await list('CONTACT_REQUEST');
    expect(latest).toMatchObject({
      name: 'Lan',
      telephone: '0912345678',
      productId,
      message: 'Giá sỉ?',
      productName: exclusive.name,
    });
    expect(latest?.productLink).toMatch(/^\/products\/[a-z0-9-]+$/);

    const unknown = await api
      .client({ lang: 'en' })
      .gql<{ customerContactRequest: Payload }>(
        CONTACT_REQUEST,
        { input: { name: 'Lan', phone: '0912345678', productId: 'c1000000-0000-4000-8000-0000000000aa' } },
        fresh(),
      );
    expect(unknown.data?.customerContactRequest.userErrors).toEqual([
      { field: 'productId', code: 'PRODUCT_NOT_FOUND', message: 'Product not found' },
    ]);
  });

  it('submitKeepInTouchForm: an e-mail required and checked', async () => {
    const bad = await api
      .client({ lang: 'en' })
      .gql<{ submitKeepInTouchForm: Payload }>(KEEP, { input: { email: 'nope' } }, fresh());
    expect(bad.data?.submitKeepInTouchForm.userErrors).toEqual([
      { field: 'email', code: 'INVALID_EMAIL', message: 'Please enter a correct email address' },
    ]);
    const good = await api
      .client()
      .gql<{ submitKeepInTouchForm: Payload }>(
        KEEP,
        { input: { email: 'Tin@Quan.vn', campaignSource: { ref: 'landing' } } },
        fresh(),
      );
    expect(good.data?.submitKeepInTouchForm.success).toBe(true);
    const [latest] = await list('KEEP_IN_TOUCH');
    expect(latest).toMatchObject({ email: 'tin@quan.vn', campaignSource: { ref: 'landing' } });
  });

  it('createNewProductRequest: product name required, link and phone optional but checked', async () => {
    const bad = await api
      .client({ lang: 'vi' })
      .gql<{ createNewProductRequest: Payload }>(
        PRODUCT,
        { input: { productName: '  ', link: 'javascript:alert(1)', phone: '0' } },
        fresh(),
      );
    expect(bad.data?.createNewProductRequest.userErrors).toEqual([
      { field: 'productName', code: 'REQUIRED', message: 'Tên sản phẩm không được để trống' },
      { field: 'link', code: 'INVALID_LINK', message: 'Đường dẫn không hợp lệ (bắt đầu bằng http:// hoặc https://)' },
      { field: 'phone', code: 'INVALID_PHONE', message: 'Số điện thoại không hợp lệ' },
    ]);
    const only = await api
      .client()
      .gql<{ createNewProductRequest: Payload }>(
        PRODUCT,
        { input: { productName: 'Phô mai Mozzarella 2kg' } },
        fresh(),
      );
    expect(only.data?.createNewProductRequest.success).toBe(true);
    const full = await owner.gql<{ createNewProductRequest: Payload }>(
      PRODUCT,
      { input: { productName: 'Bơ lạt Anchor', link: 'https://shop.example.vn/bo', phone: '0987654321' } },
      fresh(),
    );
    expect(full.data?.createNewProductRequest.success).toBe(true);
    const [latest, previous] = await list('PRODUCT_REQUEST');
    expect(latest).toMatchObject({
      productName: 'Bơ lạt Anchor',
      productLink: 'https://shop.example.vn/bo',
      telephone: '0987654321',
      userId: DEMO_ACCOUNTS.owner.id,
    });
    expect(previous).toMatchObject({ productName: 'Phô mai Mozzarella 2kg', productLink: null, telephone: null });
  });

  it('submitErrorReport: comments required; the page and reference kept', async () => {
    const bad = await api
      .client({ lang: 'en' })
      .gql<{ submitErrorReport: Payload }>(REPORT, { input: { comments: '' } }, fresh());
    expect(bad.data?.submitErrorReport.userErrors).toEqual([
      { field: 'comments', code: 'REQUIRED', message: 'Comments must not be empty' },
    ]);
    const good = await api.client().gql<{ submitErrorReport: Payload }>(
      REPORT,
      {
        input: {
          name: 'Minh',
          email: 'minh@quan.vn',
          comments: 'Trang giỏ hàng trắng',
          pageUrl: '/checkout',
          digest: 'abc123',
        },
      },
      fresh(),
    );
    expect(good.data?.submitErrorReport.success).toBe(true);
    const [latest] = await list('ERROR_REPORT');
    expect(latest).toMatchObject({
      name: 'Minh',
      message: 'Trang giỏ hàng trắng',
      pageUrl: '/checkout',
      errorDigest: 'abc123',
    });
  });
});

describe('bots and floods', () => {
  it('a filled honeypot is answered as a success and nothing is stored', async () => {
    const before = await countRows();
    for (const [query, input] of [
      [CONTACT, { whoAreYou: 'OTHER', name: 'Bot', phone: '0901234567', website: 'http://spam.example' }],
      [PRODUCT, { productName: 'Viagra', website: 'x' }],
      [KEEP, { email: 'bot@spam.example', website: 'y' }],
    ] as const) {
      const res = await api.client().gql<Record<string, Payload>>(query, { input }, fresh());
      expect(Object.values(res.data ?? {})[0]).toEqual({ success: true, userErrors: [] });
    }
    expect(await countRows()).toBe(before);
  });

  it(`one client address: ${CUSTOMER_REQUEST_LIMIT.free} requests, then TOO_MANY_REQUESTS; other addresses unaffected`, async () => {
    const same = { 'x-forwarded-for': '198.18.0.7' };
    const client = api.client({ lang: 'en' });
    for (let i = 0; i < CUSTOMER_REQUEST_LIMIT.free; i++) {
      const res = await client.gql<{ submitKeepInTouchForm: Payload }>(
        KEEP,
        { input: { email: `flood${i}@quan.vn` } },
        same,
      );
      expect(res.data?.submitKeepInTouchForm.success, `request ${i + 1}`).toBe(true);
    }
    const before = await countRows();
    const refused = await client.gql<{ writeContactUsInfo: Payload }>(
      CONTACT,
      { input: { whoAreYou: 'OTHER', name: 'A', phone: '0901234567' } },
      same,
    );
    expect(refused.data?.writeContactUsInfo.success).toBe(false);
    expect(refused.data?.writeContactUsInfo.userErrors[0]?.code).toBe('TOO_MANY_REQUESTS');
    expect(refused.data?.writeContactUsInfo.userErrors[0]?.message).toMatch(
      /^You have sent too many requests\. Please try again in \d+ (second|seconds|minute)\.$/,
    );
    expect(await countRows()).toBe(before);
    // Invalid forms are refused before the limit is asked: they neither count nor are refused as a flood.
    const invalid = await client.gql<{ writeContactUsInfo: Payload }>(
      CONTACT,
      { input: { name: '', phone: '' } },
      same,
    );
    expect(invalid.data?.writeContactUsInfo.userErrors.map((e) => e.code)).not.toContain('TOO_MANY_REQUESTS');
    const elsewhere = await client.gql<{ submitKeepInTouchForm: Payload }>(
      KEEP,
      { input: { email: 'ok@quan.vn' } },
      fresh(),
    );
    expect(elsewhere.data?.submitKeepInTouchForm.success).toBe(true);
    // The counter is in the shared table (every API instance counts alike).
    const rows = await api.database.db.execute<{ failures: number }>(
      sql`select failures from login_throttles where key = 'request:198.18.0.7'`,
    );
    expect(Number(rows.rows[0]?.failures)).toBe(CUSTOMER_REQUEST_LIMIT.free);
  });
});

describe('customerRequests (operators only)', () => {
  it('a visitor: UNAUTHENTICATED; a buyer and a supplier’s user: FORBIDDEN', async () => {
    const visitor = await api.client().gql(LIST, {});
    expect(visitor.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    for (const client of [owner, supplier]) {
      const res = await client.gql(LIST, {});
      expect(res.errors?.map((e) => e.extensions?.code)).toEqual(['FORBIDDEN']);
      expect(res.data?.customerRequests ?? null).toBeNull();
    }
  });

  it('pages newest first, by kind', async () => {
    const all = await list(undefined, 100);
    const times = all.map((r) => Date.parse(String(r.createdAt)));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const first = await operator.gql<{ customerRequests: { items: Item[]; hasMore: boolean } }>(LIST, { first: 2 });
    expect(first.data?.customerRequests.items).toHaveLength(2);
    expect(first.data?.customerRequests.hasMore).toBe(true);
    const last = first.data?.customerRequests.items[1]?.id;
    const next = await operator.gql<{ customerRequests: { items: Item[] } }>(LIST, { first: 2, after: last });
    expect(next.data?.customerRequests.items[0]?.id).toBe(all[2]?.id);
    expect((await list('ERROR_REPORT')).every((r) => r.kind === 'ERROR_REPORT')).toBe(true);
  });
});

describe('maintenance mode', () => {
  it('off by default; an operator turns it on and off; everyone (a visitor too) reads it', async () => {
    const visitor = api.client();
    const start = await visitor.gql<{ maintenance: { enabled: boolean } }>(MAINTENANCE);
    expect(start.data?.maintenance.enabled).toBe(false);
    const on = await operator.gql<{ maintenanceSet: { success: boolean; maintenance: { enabled: boolean } } }>(
      SET_MAINTENANCE,
      { enabled: true },
    );
    expect(on.data?.maintenanceSet).toMatchObject({ success: true, maintenance: { enabled: true } });
    const during = await visitor.gql<{ maintenance: { enabled: boolean; changedAt: string } }>(MAINTENANCE);
    expect(during.data?.maintenance.enabled).toBe(true);
    expect(during.data?.maintenance.changedAt).toBeTruthy();
    // The API keeps answering other calls during maintenance (the operator turns it off through it).
    const flags = await visitor.gql(FLAGS);
    expect(flags.errors).toBeUndefined();
    await operator.gql(SET_MAINTENANCE, { enabled: false });
    expect((await visitor.gql<{ maintenance: { enabled: boolean } }>(MAINTENANCE)).data?.maintenance.enabled).toBe(
      false,
    );
  });

  it('a supplier’s user and a buyer are refused and nothing changes; a visitor is asked to sign in', async () => {
    for (const client of [supplier, owner]) {
      const res = await client.gql<{ maintenanceSet: { success: boolean; userErrors: { code: string }[] } }>(
        SET_MAINTENANCE,
        { enabled: true },
      );
      expect(res.data?.maintenanceSet.success).toBe(false);
      expect(res.data?.maintenanceSet.userErrors.map((e) => e.code)).toEqual(['FORBIDDEN']);
    }
    const visitor = await api.client().gql(SET_MAINTENANCE, { enabled: true });
    expect(visitor.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const state = await api.client().gql<{ maintenance: { enabled: boolean } }>(MAINTENANCE);
    expect(state.data?.maintenance.enabled).toBe(false);
  });
});

describe('feature flags', () => {
  it('the spec’s defaults: BuyerWebNotification control, BuyerWebHomePagePopup on', async () => {
    const res = await api.client().gql<{ featureFlags: { name: string; treatment: string }[] }>(FLAGS);
    expect(res.data?.featureFlags).toEqual([
      { name: 'BuyerWebNotification', treatment: 'control' },
      { name: 'BuyerWebHomePagePopup', treatment: 'on' },
    ]);
  });

  it('an operator sets a treatment of the flag; another treatment is refused; others cannot set', async () => {
    const wrong = await operator.gql<{ featureFlagSet: Payload }>(SET_FLAG, {
      name: 'BuyerWebHomePagePopup',
      treatment: 'maybe',
    });
    expect(wrong.data?.featureFlagSet.success).toBe(false);
    expect(wrong.data?.featureFlagSet.userErrors[0]?.field).toBe('treatment');
    const refused = await supplier.gql<{ featureFlagSet: Payload }>(SET_FLAG, {
      name: 'BuyerWebHomePagePopup',
      treatment: 'off',
    });
    expect(refused.data?.featureFlagSet.userErrors.map((e) => e.code)).toEqual(['FORBIDDEN']);
    const read = async () =>
      (await api.client().gql<{ featureFlags: { name: string; treatment: string }[] }>(FLAGS)).data?.featureFlags.find(
        (f) => f.name === 'BuyerWebHomePagePopup',
      )?.treatment;
    expect(await read()).toBe('on');
    const set = await operator.gql<{ featureFlagSet: Payload }>(SET_FLAG, {
      name: 'BuyerWebHomePagePopup',
      treatment: 'off',
    });
    expect(set.data?.featureFlagSet.success).toBe(true);
    expect(await read()).toBe('off');
    await operator.gql(SET_FLAG, { name: 'BuyerWebHomePagePopup', treatment: 'on' });
    expect(await read()).toBe('on');
  });
});

it('the requests table keeps no row for an unknown kind (the column is an enum)', async () => {
  await expect(api.database.db.execute(sql`insert into customer_requests (kind) values ('SPAM')`)).rejects.toThrow();
  expect(await api.database.db.select().from(customerRequests).where(eq(customerRequests.name, 'Bot'))).toEqual([]);
});
