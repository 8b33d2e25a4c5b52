import { DEMO_ACCOUNTS, DEMO_BUYERS, DEMO_SALES_CONTACTS, uploads, users } from '@chobep/db';
import { IMAGE_UPLOAD_MAX_BYTES } from '@chobep/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, createUser, type TestApi, type TestClient } from '../../test/harness';

/**
 * The account pages (issue 15 point 3 and listSalesPic of point 8): meUpdate, signImageUpload and the upload
 * route, companyUpdate, buyerUpdate, listSalesPic — every message, the permission and the company boundary.
 */
let api: TestApi;
const clients = new Map<string, TestClient>();
async function as(email: string, lang: 'vi' | 'en' = 'en'): Promise<TestClient> {
  const key = `${email}:${lang}`;
  const known = clients.get(key);
  if (known) return known;
  const client = api.client({ lang });
  await client.signIn(email);
  clients.set(key, client);
  return client;
}

/** A PNG of 1×1 pixel. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const GIF = Buffer.from('R0lGODlhAQABAAAAACw=', 'base64');

type Errors = { field: string | null; code: string; message: string }[];
const ME_UPDATE = `mutation U($input: MeUpdateInput!) { meUpdate(input: $input) {
  success userErrors { field code message } me { name telephone lang imageUrl } } }`;
type MeUpdate = {
  meUpdate: {
    success: boolean;
    userErrors: Errors;
    me: { name: string; telephone: string | null; lang: string; imageUrl: string | null } | null;
  };
};
const SIGN = `mutation S($contentType: String!, $size: Int!) { signImageUpload(contentType: $contentType, size: $size) {
  success userErrors { field code message } upload { id uploadUrl maxBytes expiresAt } } }`;
type Sign = {
  signImageUpload: {
    success: boolean;
    userErrors: Errors;
    upload: { id: string; uploadUrl: string; maxBytes: number; expiresAt: string } | null;
  };
};
const COMPANY = `mutation C($input: CompanyUpdateInput!) { companyUpdate(input: $input) {
  success userErrors { field code message } buyer { name businessCategory redInvoiceInfo { companyName location mst } } } }`;
type Company = {
  companyUpdate: {
    success: boolean;
    userErrors: Errors;
    buyer: {
      name: string;
      businessCategory: string | null;
      redInvoiceInfo: { companyName: string | null; location: string | null; mst: string | null } | null;
    } | null;
  };
};
const RENAME = `mutation R($input: BuyerUpdateInput!) { buyerUpdate(input: $input) {
  success userErrors { field code message } buyer { id name } } }`;
type Rename = { buyerUpdate: { success: boolean; userErrors: Errors; buyer: { id: string; name: string } | null } };

beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api?.close();
});

async function freshUser(permissions: string[] = []) {
  const user = await createUser(api, { buyerId: DEMO_BUYERS.bepViet.id, permissions });
  const client = api.client({ lang: 'en' });
  await client.signIn(user.email);
  return { ...user, client };
}

async function signAndPut(client: TestClient, bytes: Buffer = PNG, contentType = 'image/png') {
  const signed = await client.gql<Sign>(SIGN, { contentType, size: bytes.length });
  const upload = signed.data?.signImageUpload.upload;
  if (!upload) throw new Error(JSON.stringify(signed));
  const put = await client.put(upload.uploadUrl, bytes, { 'content-type': contentType });
  return { upload, put };
}

describe('meUpdate', () => {
  it('changes name, phone (normalised) and language, and me shows them', async () => {
    const { client, id } = await freshUser();
    const res = await client.gql<MeUpdate>(ME_UPDATE, {
      input: { name: '  Lê   Thị  Lan ', telephone: '+84 93 111 2233', lang: 'en' },
    });
    expect(res.data?.meUpdate).toEqual({
      success: true,
      userErrors: [],
      me: { name: 'Lê Thị Lan', telephone: '0931112233', lang: 'en', imageUrl: null },
    });
    const [row] = await api.database.db.select().from(users).where(eq(users.id, id));
    expect(row).toMatchObject({ name: 'Lê Thị Lan', telephone: '0931112233', lang: 'en' });
    const me = await client.gql<{ me: { name: string } }>('query { me { name } }');
    expect(me.data?.me.name).toBe('Lê Thị Lan');
    // The new number signs in.
    await api.client().signIn('0931112233');
  });

  it('an empty phone removes it', async () => {
    const { client, id } = await freshUser();
    await client.gql(ME_UPDATE, { input: { name: 'A', telephone: '0931112299', lang: 'vi' } });
    const res = await client.gql<MeUpdate>(ME_UPDATE, { input: { name: 'A', telephone: '', lang: 'vi' } });
    expect(res.data?.meUpdate.me?.telephone).toBeNull();
    const [row] = await api.database.db.select({ t: users.telephone }).from(users).where(eq(users.id, id));
    expect(row?.t).toBeNull();
  });

  it.each([
    [
      'en',
      { name: ' ', telephone: '0901', lang: 'vi' },
      [
        { field: 'name', code: 'REQUIRED', message: 'Name must not be empty' },
        { field: 'telephone', code: 'INVALID_PHONE', message: 'Phone number is invalid' },
      ],
    ],
    [
      'vi',
      { name: 'x'.repeat(101), telephone: '', lang: 'vi' },
      [{ field: 'name', code: 'TEXT_TOO_LONG', message: 'Họ và tên quá dài (tối đa 100 ký tự)' }],
    ],
    [
      'en',
      { name: 'An', telephone: DEMO_ACCOUNTS.purchaser.telephone, lang: 'vi' },
      [{ field: 'telephone', code: 'PHONE_TAKEN', message: 'This phone number is already used by another account' }],
    ],
    [
      'vi',
      { name: 'An', telephone: `+84${DEMO_ACCOUNTS.purchaser.telephone.slice(1)}`, lang: 'vi' },
      [{ field: 'telephone', code: 'PHONE_TAKEN', message: 'Số điện thoại này đã được một tài khoản khác sử dụng' }],
    ],
  ] as const)('(%s) %j is refused: %j', async (lang, input, errors) => {
    const user = await freshUser();
    const client = api.client({ lang });
    await client.signIn(user.email);
    const res = await client.gql<MeUpdate>(ME_UPDATE, { input });
    expect(res.data?.meUpdate).toEqual({ success: false, userErrors: errors, me: null });
    const [row] = await api.database.db.select({ name: users.name }).from(users).where(eq(users.id, user.id));
    expect(row?.name).toBe('Người dùng thử');
  });

  it('keeps the own phone number (not taken by oneself)', async () => {
    const owner = await as(DEMO_ACCOUNTS.owner.email);
    const res = await owner.gql<MeUpdate>(ME_UPDATE, {
      input: { name: DEMO_ACCOUNTS.owner.name, telephone: DEMO_ACCOUNTS.owner.telephone, lang: 'vi' },
    });
    expect(res.data?.meUpdate.success).toBe(true);
  });

  it('a visitor is UNAUTHENTICATED', async () => {
    const res = await api.client().gql<MeUpdate>(ME_UPDATE, { input: { name: 'A', lang: 'vi' } });
    expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('avatar: signImageUpload, PUT /media/uploads/{id}, meUpdate(imageUploadId)', () => {
  it('uploads a PNG, sets it as the avatar and serves it to the signed-in', async () => {
    const { client } = await freshUser();
    const { upload, put } = await signAndPut(client);
    expect(upload.uploadUrl).toBe(`/media/uploads/${upload.id}`);
    expect(upload.maxBytes).toBe(IMAGE_UPLOAD_MAX_BYTES);
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ id: upload.id, contentType: 'image/png', size: PNG.length });
    const res = await client.gql<MeUpdate>(ME_UPDATE, {
      input: { name: 'Có ảnh', telephone: '', lang: 'vi', imageUploadId: upload.id },
    });
    expect(res.data?.meUpdate.me?.imageUrl).toBe(`/media/uploads/${upload.id}`);
    const got = await client.get(`/media/uploads/${upload.id}`);
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    expect(got.rawPayload).toEqual(PNG);
    // A colleague sees it; a visitor does not.
    expect((await (await as(DEMO_ACCOUNTS.owner.email)).get(`/media/uploads/${upload.id}`)).statusCode).toBe(200);
    const visitor = await api.client({ lang: 'en' }).get(`/media/uploads/${upload.id}`);
    expect([visitor.statusCode, visitor.json().code]).toEqual([401, 'UNAUTHENTICATED']);
    // removeImage takes it off.
    const removed = await client.gql<MeUpdate>(ME_UPDATE, {
      input: { name: 'Có ảnh', telephone: '', lang: 'vi', removeImage: true },
    });
    expect(removed.data?.meUpdate.me?.imageUrl).toBeNull();
  });

  it.each([
    ['image/gif', 100, 'contentType', 'UPLOAD_TYPE_NOT_ALLOWED', 'Only JPEG, PNG or WebP pictures are accepted'],
    ['image/svg+xml', 100, 'contentType', 'UPLOAD_TYPE_NOT_ALLOWED', 'Only JPEG, PNG or WebP pictures are accepted'],
    ['image/png', IMAGE_UPLOAD_MAX_BYTES + 1, 'size', 'UPLOAD_TOO_LARGE', 'The picture must not be larger than 5 MB'],
    ['image/png', 0, 'size', 'UPLOAD_EMPTY', 'The picture file is empty'],
  ])('declaring %s of %d bytes is refused (%s %s)', async (contentType, size, field, code, message) => {
    const client = await as(DEMO_ACCOUNTS.owner.email);
    const res = await client.gql<Sign>(SIGN, { contentType, size });
    expect(res.data?.signImageUpload).toEqual({ success: false, userErrors: [{ field, code, message }], upload: null });
  });

  it('bytes that are not an allowed picture are refused whatever the header says (415), and nothing is stored', async () => {
    const { client } = await freshUser();
    const { upload, put } = await signAndPut(client, GIF, 'image/png');
    expect([put.statusCode, put.json().code]).toEqual([415, 'UPLOAD_TYPE_NOT_ALLOWED']);
    const html = await client.put(upload.uploadUrl, Buffer.from('<html><script>alert(1)</script>'), {
      'content-type': 'image/png',
    });
    expect(html.statusCode).toBe(415);
    const [row] = await api.database.db.select().from(uploads).where(eq(uploads.id, upload.id));
    expect(row).toMatchObject({ status: 'PENDING', storageKey: null });
    expect((await client.get(`/media/uploads/${upload.id}`)).statusCode).toBe(404);
  });

  it('more bytes than the limit are refused while reading (413), in the caller language', async () => {
    const client = api.client({ lang: 'vi' });
    const user = await createUser(api, { buyerId: DEMO_BUYERS.bepViet.id, permissions: [] });
    await client.signIn(user.email);
    const signed = await client.gql<Sign>(SIGN, { contentType: 'image/png', size: 1000 });
    const url = signed.data?.signImageUpload.upload?.uploadUrl as string;
    const big = Buffer.concat([PNG, Buffer.alloc(IMAGE_UPLOAD_MAX_BYTES)]);
    const put = await client.put(url, big, { 'content-type': 'image/png' });
    expect(put.statusCode).toBe(413);
    expect(put.json()).toMatchObject({ code: 'UPLOAD_TOO_LARGE', message: 'Ảnh không được lớn hơn 5 MB' });
  });

  it("is single-use and its uploader's only: another user, a second PUT, a visitor and a foreign origin are refused", async () => {
    const a = await freshUser();
    const b = await freshUser();
    const signed = await a.client.gql<Sign>(SIGN, { contentType: 'image/png', size: PNG.length });
    const url = signed.data?.signImageUpload.upload?.uploadUrl as string;
    const id = signed.data?.signImageUpload.upload?.id as string;
    expect((await b.client.put(url, PNG, { 'content-type': 'image/png' })).statusCode).toBe(404);
    expect((await api.client().put(url, PNG, { 'content-type': 'image/png' })).statusCode).toBe(401);
    expect(
      (await a.client.put(url, PNG, { 'content-type': 'image/png', origin: 'https://evil.example' })).statusCode,
    ).toBe(403);
    expect((await a.client.put(url, PNG, { 'content-type': 'image/png' })).statusCode).toBe(200);
    expect((await a.client.put(url, PNG, { 'content-type': 'image/png' })).statusCode).toBe(404);
    // B cannot take A's stored upload as its avatar.
    const taken = await b.client.gql<MeUpdate>(ME_UPDATE, {
      input: { name: 'B', telephone: '', lang: 'en', imageUploadId: id },
    });
    expect(taken.data?.meUpdate.userErrors).toEqual([
      {
        field: 'imageUploadId',
        code: 'UPLOAD_NOT_FOUND',
        message: 'The uploaded picture was not found, please upload it again',
      },
    ]);
  });

  it('an upload id that is no id is UPLOAD_NOT_FOUND, not a fault', async () => {
    const { client } = await freshUser();
    const res = await client.gql<MeUpdate>(ME_UPDATE, {
      input: { name: 'D', telephone: '', lang: 'en', imageUploadId: 'not-a-uuid' },
    });
    expect(res.errors).toBeUndefined();
    expect(res.data?.meUpdate.userErrors.map((e) => e.code)).toEqual(['UPLOAD_NOT_FOUND']);
  });

  it('an upload whose bytes never came, or that expired, cannot be used', async () => {
    const { client } = await freshUser();
    const signed = await client.gql<Sign>(SIGN, { contentType: 'image/png', size: PNG.length });
    const id = signed.data?.signImageUpload.upload?.id as string;
    const pending = await client.gql<MeUpdate>(ME_UPDATE, {
      input: { name: 'C', telephone: '', lang: 'en', imageUploadId: id },
    });
    expect(pending.data?.meUpdate.userErrors.map((e) => e.code)).toEqual(['UPLOAD_NOT_FOUND']);
    await api.database.db
      .update(uploads)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(uploads.id, id));
    const late = await client.put(`/media/uploads/${id}`, PNG, { 'content-type': 'image/png' });
    expect([late.statusCode, late.json().code]).toEqual([404, 'UPLOAD_NOT_FOUND']);
  });
});

describe('companyUpdate', () => {
  const input = {
    name: 'Nhà hàng Bếp Việt Mới',
    businessCategory: 'RESTAURANT_JAPANESE',
    redInvoiceInfo: { companyName: 'Công ty TNHH Bếp Việt Mới', location: '1 Lê Lợi, Quận 1', mst: '0312345678-002' },
  };

  it('the owner changes the name, category and red-invoice details', async () => {
    const owner = await as(DEMO_ACCOUNTS.owner.email);
    const res = await owner.gql<Company>(COMPANY, { input });
    expect(res.data?.companyUpdate).toEqual({
      success: true,
      userErrors: [],
      buyer: {
        name: input.name,
        businessCategory: 'RESTAURANT_JAPANESE',
        redInvoiceInfo: {
          companyName: 'Công ty TNHH Bếp Việt Mới',
          location: '1 Lê Lợi, Quận 1',
          mst: '0312345678-002',
        },
      },
    });
    // The other company is untouched.
    const other = await as(DEMO_ACCOUNTS.otherOwner.email);
    const b = await other.gql<{ buyer: { name: string } }>('query { buyer { name } }');
    expect(b.data?.buyer.name).toBe(DEMO_BUYERS.quanComNha.name);
  });

  it('empty red-invoice details clear them', async () => {
    const owner = await as(DEMO_ACCOUNTS.owner.email);
    const res = await owner.gql<Company>(COMPANY, {
      input: { name: input.name, businessCategory: '', redInvoiceInfo: { companyName: '', location: ' ', mst: '' } },
    });
    expect(res.data?.companyUpdate.buyer).toEqual({ name: input.name, businessCategory: null, redInvoiceInfo: null });
  });

  it.each([
    [
      'en',
      { ...input, name: '', redInvoiceInfo: { ...input.redInvoiceInfo, mst: '031234567' } },
      [
        { field: 'name', code: 'REQUIRED', message: 'Name must not be empty' },
        {
          field: 'redInvoiceInfo.mst',
          code: 'INVALID_TAX_CODE',
          message: 'A tax code has 10 digits (or 10 digits, a hyphen and 3 digits)',
        },
      ],
    ],
    [
      'vi',
      { ...input, businessCategory: 'SPACESHIP' },
      [
        {
          field: 'businessCategory',
          code: 'INVALID_BUSINESS_CATEGORY',
          message: 'Vui lòng chọn loại hình kinh doanh trong danh sách',
        },
      ],
    ],
    [
      'en',
      { ...input, redInvoiceInfo: { ...input.redInvoiceInfo, location: 'x'.repeat(501) } },
      [
        {
          field: 'redInvoiceInfo.location',
          code: 'TEXT_TOO_LONG',
          message: 'Address on the VAT invoice is too long (at most 500 characters)',
        },
      ],
    ],
  ] as const)('(%s) refuses %j', async (lang, bad, errors) => {
    const owner = await as(DEMO_ACCOUNTS.owner.email, lang);
    const res = await owner.gql<Company>(COMPANY, { input: bad });
    expect(res.data?.companyUpdate).toEqual({ success: false, userErrors: errors, buyer: null });
  });

  it('without BUYER_INFO_EDIT: FORBIDDEN, nothing changed', async () => {
    const staff = await as(DEMO_ACCOUNTS.staff.email);
    const before = await staff.gql<{ buyer: { name: string } }>('query { buyer { name } }');
    const res = await staff.gql<Company>(COMPANY, { input: { ...input, name: 'Đổi bởi nhân viên' } });
    expect(res.data?.companyUpdate.success).toBe(false);
    expect(res.data?.companyUpdate.userErrors.map((e) => e.code)).toEqual(['FORBIDDEN']);
    const after = await staff.gql<{ buyer: { name: string } }>('query { buyer { name } }');
    expect(after.data?.buyer.name).toBe(before.data?.buyer.name);
  });
});

describe('buyerUpdate', () => {
  it("renames the caller's company; another company's id is FORBIDDEN and leaves it unchanged", async () => {
    const other = await as(DEMO_ACCOUNTS.otherOwner.email);
    const own = await other.gql<Rename>(RENAME, {
      input: { buyerId: DEMO_BUYERS.quanComNha.id, buyerName: 'Quán Cơm Nhà 2' },
    });
    expect(own.data?.buyerUpdate.buyer).toEqual({ id: DEMO_BUYERS.quanComNha.id, name: 'Quán Cơm Nhà 2' });
    const owner = await as(DEMO_ACCOUNTS.owner.email);
    const before = await owner.gql<{ buyer: { name: string } }>('query { buyer { name } }');
    const res = await other.gql<Rename>(RENAME, { input: { buyerId: DEMO_BUYERS.bepViet.id, buyerName: 'Bị đổi' } });
    expect(res.data?.buyerUpdate).toMatchObject({ success: false, buyer: null });
    expect(res.data?.buyerUpdate.userErrors.map((e) => [e.field, e.code])).toEqual([['buyerId', 'FORBIDDEN']]);
    const after = await owner.gql<{ buyer: { name: string } }>('query { buyer { name } }');
    expect(after.data?.buyer.name).toBe(before.data?.buyer.name);
  });

  it('an empty name is REQUIRED', async () => {
    const other = await as(DEMO_ACCOUNTS.otherOwner.email, 'vi');
    const res = await other.gql<Rename>(RENAME, { input: { buyerId: DEMO_BUYERS.quanComNha.id, buyerName: '  ' } });
    expect(res.data?.buyerUpdate.userErrors).toEqual([
      { field: 'buyerName', code: 'REQUIRED', message: 'Tên công ty không được để trống' },
    ]);
  });
});

describe('listSalesPic', () => {
  it('each company sees its own sales contact only', async () => {
    const q = 'query { listSalesPic { id name phoneNumber email } }';
    const a = await (await as(DEMO_ACCOUNTS.staff.email)).gql<{ listSalesPic: unknown[] }>(q);
    expect(a.data?.listSalesPic).toEqual([DEMO_SALES_CONTACTS.bepViet].map(({ buyerId: _b, ...c }) => c));
    const b = await (await as(DEMO_ACCOUNTS.otherOwner.email)).gql<{ listSalesPic: unknown[] }>(q);
    expect(b.data?.listSalesPic).toEqual([DEMO_SALES_CONTACTS.quanComNha].map(({ buyerId: _b, ...c }) => c));
    const visitor = await api.client().gql(q);
    expect(visitor.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
