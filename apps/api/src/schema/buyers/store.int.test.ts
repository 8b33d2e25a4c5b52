import { buyers, DEMO_BUYERS, DEMO_STORES, stores, users } from '@chobep/db';
import { encodePlusCode, REGION_CENTRES } from '@chobep/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, createUser, type TestApi, type TestClient } from '../../test/harness';

/** The store dialog's operations (issue 15 point 4): storeCreate, storeUpdate, checkStoreIsDuplicate. */
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api?.close();
});

type UserErrors = { code: string; field: string | null; message: string }[];
type StorePayload = {
  success: boolean;
  userErrors: UserErrors;
  store: {
    id: string;
    name: string;
    status: string;
    telephone: string;
    provinceId: string;
    wardId: string;
    location: { address: string; ward: string; district: string; city: string };
    geoLat: number;
    geoLon: number;
    geoPlusCode: string | null;
  } | null;
};
const CREATE = `mutation C($input: StoreInput!) { storeCreate(input: $input) { success userErrors { code field message }
  store { id name status telephone provinceId wardId location { address ward district city } geoLat geoLon geoPlusCode } } }`;
const UPDATE = `mutation U($input: StoreUpdateInput!) { storeUpdate(input: $input) { success userErrors { code field message }
  store { id name status telephone provinceId wardId location { address ward district city } geoLat geoLon geoPlusCode } } }`;
const DUPLICATE = `mutation D($input: StoreInput!) { checkStoreIsDuplicate(input: $input) { success isDuplicate
  userErrors { code field message } } }`;

/** The smallest PNG: one transparent pixel. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** Quận 3, Phường 14 (Ho Chi Minh City), pin off the preset centre. */
const form = (patch: Record<string, unknown> = {}) => ({
  name: 'Bếp Việt – Quận 3',
  telephone: '(090) 123-4599',
  provinceCode: '79',
  districtCode: '770',
  wardCode: '27127',
  addressDetail: '12 Võ Văn Tần',
  geoLat: 10.7795,
  geoLon: 106.6899,
  ...patch,
});

async function signedIn(email: string, lang: 'vi' | 'en' = 'en'): Promise<TestClient> {
  const client = api.client({ lang });
  await client.signIn(email);
  return client;
}

/** A new HCM company with no store, and its owner (all the company's set-up permissions). */
async function newCompany(name: string, region: 'HN' | 'HCM' = 'HCM') {
  const [buyer] = await api.database.db
    .insert(buyers)
    .values({ name, region, status: 'NORMAL' })
    .returning({ id: buyers.id });
  if (!buyer) throw new Error('no buyer');
  const owner = await createUser(api, { buyerId: buyer.id, permissions: ['BUYER_INFO_EDIT', 'ORDER_PLACE'] });
  await api.database.db.update(users).set({ role: 'OWNER' }).where(eq(users.id, owner.id));
  return { buyerId: buyer.id, owner };
}

describe('storeCreate', () => {
  it('creates the first store of a new company, PENDING, with the address written out', async () => {
    const { owner } = await newCompany('Quán Mới');
    const client = await signedIn(owner.email, 'vi');
    const before = await client.gql<{ buyer: { stores: unknown[] } }>('{ buyer { stores { id } } }');
    expect(before.data?.buyer.stores).toEqual([]);
    const res = await client.gql<{ storeCreate: StorePayload }>(CREATE, { input: form({ name: 'Quán Mới – Quận 3' }) });
    expect(res.data?.storeCreate.userErrors).toEqual([]);
    expect(res.data?.storeCreate.store).toMatchObject({
      name: 'Quán Mới – Quận 3',
      status: 'PENDING',
      telephone: '0901234599',
      provinceId: '79',
      wardId: '27127',
      location: {
        address: '12 Võ Văn Tần, Phường 14, Quận 3, Thành phố Hồ Chí Minh',
        ward: 'Phường 14',
        district: 'Quận 3',
        city: 'Thành phố Hồ Chí Minh',
      },
      geoLat: 10.7795,
      geoLon: 106.6899,
      // Derived from the pin on the server (encodePlusCode), never taken from the client.
      geoPlusCode: encodePlusCode(10.7795, 106.6899),
    });
    expect(res.data?.storeCreate.store?.geoPlusCode).toMatch(
      /^7P28[23456789CFGHJMPQRVWX]{4}\+[23456789CFGHJMPQRVWX]{2}$/,
    );
    const after = await client.gql<{ buyer: { stores: { id: string }[] } }>('{ buyer { stores { id } } }');
    expect(after.data?.buyer.stores.map((s) => s.id)).toEqual([res.data?.storeCreate.store?.id]);
  });

  it('reports every field of the form with its message (vi and en)', async () => {
    const vi = await signedIn('owner@chobep.vn', 'vi');
    const res = await vi.gql<{ storeCreate: StorePayload }>(CREATE, {
      input: form({ name: ' ', telephone: '123', wardCode: '', addressDetail: '', geoLat: null, geoLon: null }),
    });
    expect(res.data?.storeCreate.success).toBe(false);
    const byField = Object.fromEntries((res.data?.storeCreate.userErrors ?? []).map((e) => [e.field, e.message]));
    expect(byField).toEqual({
      name: 'Vui lòng nhập tên cửa hàng',
      telephone: 'Số điện thoại không hợp lệ',
      wardCode: 'Vui lòng chọn phường/xã',
      addressDetail: 'Vui lòng nhập địa chỉ cụ thể',
      geoLat: 'Vui lòng cập nhật địa chỉ: chọn vị trí cửa hàng trên bản đồ',
    });
    const en = await signedIn('owner@chobep.vn', 'en');
    const preset = await en.gql<{ storeCreate: StorePayload }>(CREATE, {
      input: form({ telephone: '', geoLat: REGION_CENTRES.HCM.lat, geoLon: REGION_CENTRES.HCM.lng }),
    });
    expect(preset.data?.storeCreate.userErrors.map((e) => [e.field, e.message])).toEqual([
      ['telephone', 'Please enter phone number'],
      ['geoLat', 'Please update the address: place the store on the map'],
    ]);
  });

  it('refuses a ward of another district', async () => {
    const client = await signedIn('owner@chobep.vn');
    const res = await client.gql<{ storeCreate: StorePayload }>(CREATE, { input: form({ wardCode: '26740' }) });
    expect(res.data?.storeCreate.userErrors).toEqual([
      {
        code: 'ADDRESS_UNIT_MISMATCH',
        field: 'wardCode',
        message: 'The chosen province, district and ward/commune do not belong together',
      },
    ]);
  });

  it("refuses an address outside the company's region, naming the region in upper case", async () => {
    const hanoi = form({ provinceCode: '01', districtCode: '001', wardCode: '00001', geoLat: 21.04, geoLon: 105.84 });
    const vi = await signedIn('owner@chobep.vn', 'vi');
    const res = await vi.gql<{ storeCreate: StorePayload }>(CREATE, { input: hanoi });
    expect(res.data?.storeCreate.userErrors).toEqual([
      {
        code: 'STORE_OUT_OF_REGION',
        field: 'provinceCode',
        message: 'Vui lòng chọn địa chỉ thuộc khu vực HỒ CHÍ MINH',
      },
    ]);
    const en = await signedIn('owner@quancomnha.vn', 'en');
    const hcm = await en.gql<{ storeCreate: StorePayload }>(CREATE, { input: form() });
    expect(hcm.data?.storeCreate.userErrors[0]?.message).toBe('Please choose an address in the HA NOI region');
    const count = await api.database.db.select({ id: stores.id }).from(stores).where(eq(stores.wardId, '00001'));
    expect(count).toEqual([]);
  });

  it('refuses a duplicate of an existing store: same name, or same address in the same ward', async () => {
    const client = await signedIn('owner@chobep.vn');
    // The demo store "Bếp Việt – Quận 1", written another way.
    const sameName = form({ name: 'bep viet - quan 1' });
    const check = await client.gql<{ checkStoreIsDuplicate: { isDuplicate: boolean; success: boolean } }>(DUPLICATE, {
      input: sameName,
    });
    expect(check.data?.checkStoreIsDuplicate).toMatchObject({ success: true, isDuplicate: true });
    const created = await client.gql<{ storeCreate: StorePayload }>(CREATE, { input: sameName });
    expect(created.data?.storeCreate.userErrors).toEqual([
      { code: 'STORE_DUPLICATE', field: 'name', message: 'The new store info duplicates an existing store' },
    ]);
    // Same ward and street address as the demo store of Quận 1, under another name.
    const sameAddress = form({
      name: 'Chi nhánh mới',
      districtCode: DEMO_STORES.bepVietQuan1.districtId,
      wardCode: DEMO_STORES.bepVietQuan1.wardId,
      addressDetail: '45 le thanh ton',
    });
    const dup = await client.gql<{ checkStoreIsDuplicate: { isDuplicate: boolean } }>(DUPLICATE, {
      input: sameAddress,
    });
    expect(dup.data?.checkStoreIsDuplicate.isDuplicate).toBe(true);
    const fresh = await client.gql<{ checkStoreIsDuplicate: { isDuplicate: boolean } }>(DUPLICATE, {
      input: form({ name: 'Bếp Việt – Quận 3 mới', addressDetail: '99 Võ Văn Tần' }),
    });
    expect(fresh.data?.checkStoreIsDuplicate.isDuplicate).toBe(false);
    // Another company may use the same name.
    const { owner } = await newCompany('Bếp Việt khác');
    const other = await signedIn(owner.email);
    const theirs = await other.gql<{ checkStoreIsDuplicate: { isDuplicate: boolean } }>(DUPLICATE, { input: sameName });
    expect(theirs.data?.checkStoreIsDuplicate.isDuplicate).toBe(false);
  });

  it('needs BUYER_INFO_EDIT; a creator who is not an owner is given the new store', async () => {
    const staff = await signedIn('staff@chobep.vn');
    const refused = await staff.gql<{ storeCreate: StorePayload }>(CREATE, { input: form({ name: 'Không được' }) });
    expect(refused.data?.storeCreate.userErrors[0]?.code).toBe('FORBIDDEN');
    const editor = await createUser(api, { buyerId: DEMO_BUYERS.bepViet.id, permissions: ['BUYER_INFO_EDIT'] });
    const client = await signedIn(editor.email);
    const res = await client.gql<{ storeCreate: StorePayload }>(CREATE, {
      input: form({ name: 'Bếp Việt – Quận 3 (editor)', addressDetail: '1 Nam Kỳ Khởi Nghĩa' }),
    });
    expect(res.data?.storeCreate.success).toBe(true);
    const mine = await client.gql<{ buyer: { stores: { id: string }[] } }>('{ buyer { stores { id } } }');
    expect(mine.data?.buyer.stores.map((s) => s.id)).toEqual([res.data?.storeCreate.store?.id]);
  });

  it('two identical creations at once make one store', async () => {
    const { owner, buyerId } = await newCompany('Quán Song Song');
    const client = await signedIn(owner.email);
    const input = form({ name: 'Quán Song Song – Quận 3' });
    const results = await Promise.all([client.gql(CREATE, { input }), client.gql(CREATE, { input })]);
    expect(results).toHaveLength(2);
    const rows = await api.database.db.select({ id: stores.id }).from(stores).where(eq(stores.buyerId, buyerId));
    expect(rows).toHaveLength(1);
  });
});

describe('storeUpdate', () => {
  const QUAN1 = DEMO_STORES.bepVietQuan1;
  const update = (patch: Record<string, unknown> = {}) => ({
    id: QUAN1.id,
    provinceCode: '79',
    districtCode: '760',
    wardCode: '26743',
    addressDetail: '50 Lê Lợi',
    geoLat: 10.7725,
    geoLon: 106.6985,
    ...patch,
  });

  it('refuses a store that was not flagged for update ("contact sales")', async () => {
    await api.database.db.update(stores).set({ isForceUpdate: false }).where(eq(stores.id, QUAN1.id));
    const client = await signedIn('owner@chobep.vn');
    const res = await client.gql<{ storeUpdate: StorePayload }>(UPDATE, { input: update() });
    expect(res.data?.storeUpdate.userErrors).toEqual([
      {
        code: 'STORE_NOT_EDITABLE',
        field: 'id',
        message: 'A store cannot be changed after saving. Please contact sales.',
      },
    ]);
  });

  it('re-enters the address of a flagged store, name and phone read-only, and clears the flag', async () => {
    await api.database.db.update(stores).set({ isForceUpdate: true }).where(eq(stores.id, QUAN1.id));
    const client = await signedIn('owner@chobep.vn');
    const renamed = await client.gql<{ storeUpdate: StorePayload }>(UPDATE, { input: update({ name: 'Tên mới' }) });
    expect(renamed.data?.storeUpdate.userErrors).toEqual([
      { code: 'STORE_FIELD_READ_ONLY', field: 'name', message: 'The store name cannot be changed' },
    ]);
    const phone = await client.gql<{ storeUpdate: StorePayload }>(UPDATE, {
      input: update({ telephone: '0999999999' }),
    });
    expect(phone.data?.storeUpdate.userErrors[0]?.code).toBe('STORE_FIELD_READ_ONLY');
    const res = await client.gql<{ storeUpdate: StorePayload }>(UPDATE, {
      input: update({ name: QUAN1.name, telephone: QUAN1.telephone }),
    });
    expect(res.data?.storeUpdate.userErrors).toEqual([]);
    expect(res.data?.storeUpdate.store).toMatchObject({
      name: QUAN1.name,
      telephone: QUAN1.telephone,
      wardId: '26743',
      location: { address: '50 Lê Lợi, Phường Bến Thành, Quận 1, Thành phố Hồ Chí Minh' },
    });
    const [row] = await api.database.db.select().from(stores).where(eq(stores.id, QUAN1.id));
    expect(row?.isForceUpdate).toBe(false);
  });

  it("answers STORE_NOT_FOUND for another company's store and changes nothing", async () => {
    await api.database.db.update(stores).set({ isForceUpdate: true }).where(eq(stores.id, QUAN1.id));
    const [before] = await api.database.db.select().from(stores).where(eq(stores.id, QUAN1.id));
    const other = await signedIn('owner@quancomnha.vn');
    const res = await other.gql<{ storeUpdate: StorePayload }>(UPDATE, {
      input: update({ provinceCode: '01', districtCode: '001', wardCode: '00001', geoLat: 21.04, geoLon: 105.84 }),
    });
    expect(res.data?.storeUpdate.userErrors[0]?.code).toBe('STORE_NOT_FOUND');
    const [after] = await api.database.db.select().from(stores).where(eq(stores.id, QUAN1.id));
    expect(after).toEqual(before);
  });

  it('checks the region on update too', async () => {
    await api.database.db.update(stores).set({ isForceUpdate: true }).where(eq(stores.id, QUAN1.id));
    const client = await signedIn('owner@chobep.vn');
    const res = await client.gql<{ storeUpdate: StorePayload }>(UPDATE, {
      input: update({ provinceCode: '01', districtCode: '001', wardCode: '00001', geoLat: 21.04, geoLon: 105.84 }),
    });
    expect(res.data?.storeUpdate.userErrors[0]?.code).toBe('STORE_OUT_OF_REGION');
  });

  it('disables and enables a store at any time (BUYER_INFO_EDIT): a disabled store neither fills its cart nor orders', async () => {
    await api.database.db.update(stores).set({ isForceUpdate: false, disabled: false }).where(eq(stores.id, QUAN1.id));
    const owner = await signedIn('owner@chobep.vn');
    const [product] = (
      await api.database.db.execute<{ id: string; supplier_id: number }>(
        sql`select p.id, p.supplier_id from products p join product_prices pr on pr.product_id = p.id and pr.region = 'HCM'
          join suppliers s on s.id = p.supplier_id and not s.off_market
          where p.is_active and p.allow_purchase and not p.is_private and p.stock > 10 and p.min_quantity <= 1
            and not p.allow_decimal and p.category_id <> 81 order by p.supplier_internal_code limit 1`,
      )
    ).rows;
    const put = () =>
      owner.gql<{ cartPutItem: { success: boolean; userErrors: UserErrors } }>(
        'mutation P($input: CartItemInput!) { cartPutItem(input: $input) { success userErrors { code field message } } }',
        { input: { storeId: QUAN1.id, supplierId: product!.supplier_id, productId: product!.id, quantity: 1 } },
      );
    const disabled = await owner.gql<{ storeUpdate: StorePayload & { store: { disabled: boolean } } }>(
      `mutation U($input: StoreUpdateInput!) { storeUpdate(input: $input) { success userErrors { code } store { id disabled } } }`,
      { input: { id: QUAN1.id, disabled: true } },
    );
    expect(disabled.data?.storeUpdate).toMatchObject({ success: true, userErrors: [], store: { disabled: true } });
    expect((await put()).data?.cartPutItem.userErrors[0]?.code).toBe('STORE_BLOCKED');
    const orderDisabled = await owner.gql<{ orderDisabled: boolean }>(
      'query O($id: ID!) { orderDisabled(storeId: $id) }',
      {
        id: QUAN1.id,
      },
    );
    expect(orderDisabled.data?.orderDisabled).toBe(true);
    // Still the company's store: listed, and enabled again by the same call.
    const enabled = await owner.gql<{ storeUpdate: { success: boolean; store: { disabled: boolean } } }>(
      `mutation U($input: StoreUpdateInput!) { storeUpdate(input: $input) { success store { disabled } } }`,
      { input: { id: QUAN1.id, disabled: false } },
    );
    expect(enabled.data?.storeUpdate).toEqual({ success: true, store: { disabled: false } });
    expect((await put()).data?.cartPutItem).toMatchObject({ success: true });
    // Disabling changes nothing else, and needs no isForceUpdate; a user without BUYER_INFO_EDIT is refused.
    const staff = await signedIn('staff@chobep.vn');
    const refused = await staff.gql<{ storeUpdate: { userErrors: UserErrors } }>(
      'mutation U($input: StoreUpdateInput!) { storeUpdate(input: $input) { userErrors { code } } }',
      { input: { id: QUAN1.id, disabled: true } },
    );
    expect(refused.data?.storeUpdate.userErrors[0]?.code).toBe('FORBIDDEN');
    const [row] = await api.database.db.select().from(stores).where(eq(stores.id, QUAN1.id));
    expect(row).toMatchObject({ disabled: false, isForceUpdate: false, name: QUAN1.name });
    await api.database.db.execute(sql`delete from cart_items where store_id = ${QUAN1.id}`);
  });

  it('sets the picture only to an upload of the caller (or the one it has); null removes it', async () => {
    const owner = await signedIn('owner@chobep.vn');
    const setImage = (imageUrl: string | null) =>
      owner.gql<{
        storeUpdate: { success: boolean; userErrors: UserErrors; store: { imageUrl: string | null } | null };
      }>(
        `mutation U($input: StoreUpdateInput!) { storeUpdate(input: $input) { success userErrors { code field message }
          store { imageUrl } } }`,
        { input: { id: QUAN1.id, imageUrl } },
      );
    const notOurs = {
      success: false,
      userErrors: [{ code: 'UPLOAD_NOT_FOUND', field: 'imageUrl', message: expect.any(String) }],
      store: null,
    };
    // Addresses this system did not issue.
    for (const url of ['https://evil.example/x.png', '/media/products/fruit/apple.square.svg', 'javascript:alert(1)'])
      expect((await setImage(url)).data?.storeUpdate).toEqual(notOurs);
    // Another user's upload, and an upload not yet stored.
    const upload = async (client: TestClient, bytes?: Buffer) => {
      const signed = await client.gql<{ signImageUpload: { upload: { id: string; uploadUrl: string } } }>(
        'mutation S($c: String!, $s: Int!) { signImageUpload(contentType: $c, size: $s) { upload { id uploadUrl } } }',
        { c: 'image/png', s: PNG.length },
      );
      const { id, uploadUrl } = signed.data!.signImageUpload.upload;
      if (bytes) expect((await client.put(uploadUrl, bytes, { 'content-type': 'image/png' })).statusCode).toBe(200);
      return `/media/uploads/${id}`;
    };
    const colleague = await signedIn('approver@chobep.vn');
    expect((await setImage(await upload(colleague, PNG))).data?.storeUpdate).toEqual(notOurs);
    expect((await setImage(await upload(owner))).data?.storeUpdate).toEqual(notOurs);
    // The caller's own stored upload: set, served, kept when sent again, removed with null.
    const mine = await upload(owner, PNG);
    expect((await setImage(mine)).data?.storeUpdate).toEqual({
      success: true,
      userErrors: [],
      store: { imageUrl: mine },
    });
    expect((await owner.get(mine)).statusCode).toBe(200);
    expect((await setImage(mine)).data?.storeUpdate.success).toBe(true);
    expect((await setImage(null)).data?.storeUpdate).toEqual({
      success: true,
      userErrors: [],
      store: { imageUrl: null },
    });
  });

  it('an address for a store not flagged for update refuses the whole call: nothing half-done', async () => {
    await api.database.db.update(stores).set({ isForceUpdate: false, disabled: false }).where(eq(stores.id, QUAN1.id));
    const owner = await signedIn('owner@chobep.vn');
    const res = await owner.gql<{ storeUpdate: StorePayload }>(UPDATE, { input: update({ disabled: true }) });
    expect(res.data?.storeUpdate.userErrors[0]?.code).toBe('STORE_NOT_EDITABLE');
    const [row] = await api.database.db.select().from(stores).where(eq(stores.id, QUAN1.id));
    expect(row?.disabled).toBe(false);
  });
});
