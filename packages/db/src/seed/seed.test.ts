import {
  accountStateOf,
  type BuyerStatus,
  PERMISSIONS,
  parseVirtualAccountNumber,
  type UserStatus,
  unionPermissions,
  VIETNAM_HOLIDAYS,
} from '@chobep/domain';
import { verify } from '@node-rs/argon2';
import { and, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../client';
import {
  banners,
  brands,
  buyers,
  categories,
  deliveryAreaGroups,
  favorites,
  holidays,
  homePopups,
  productNotes,
  productPrices,
  products,
  productTags,
  stores,
  supplierDayOffs,
  suppliers,
  tags,
  userGroupMembers,
  userGroups,
  userStores,
  users,
  virtualAccounts,
  vouchers,
  widgets,
} from '../schema';
import { parseBannerArtName } from './banner-art';
import { DEMO_ACCOUNTS, DEMO_BUYERS, DEMO_GROUPS, DEMO_PASSWORD, DEMO_STORES } from './demo-accounts';
import { DEMO_VOUCHER_CODES, generateCheckout } from './generate-checkout';
import { iconNameOf, loadIconNames } from './icons';
import { parseProductPicture, renderBrandLogo } from './packshot';
import { loadVoucherProductCandidates, refreshCheckoutDemo } from './refresh-checkout';
import { refreshDemoOffers } from './refresh-offers';
import { refreshDemoPictures } from './refresh-pictures';
import { isSeeded, resetDatabase, type SeedSummary, seedDemoData, seedMissingDemoContent } from './seed';

/** When the demo is seeded: fixed, so that the dated checkout rows are the same in every run. */
const NOW = new Date('2026-11-26T09:30:00+07:00');

describe('seedDemoData on PGlite', () => {
  let database: Database;
  let summary: SeedSummary;
  let wasSeededBefore: boolean;

  beforeAll(async () => {
    database = await createDatabase();
    await database.migrate();
    wasSeededBefore = await isSeeded(database.db);
    summary = await seedDemoData(database.db, { products: 2000, now: NOW });
  });

  afterAll(async () => {
    await database?.close();
  });

  const db = () => database.db;
  const count = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;
  const n = sql<number>`count(*)::int`;

  it('reports what it wrote and flips isSeeded', async () => {
    expect(wasSeededBefore).toBe(false);
    expect(await isSeeded(db())).toBe(true);
    expect(summary).toMatchObject({ seed: 42, products: 2000, productPrices: 4000, users: 13, buyers: 5, stores: 6 });
    expect(summary).toMatchObject({ vouchers: 9, areaGroups: 1, virtualAccounts: 5 });
    expect(summary.dayOffs).toBeGreaterThanOrEqual(12);
    expect(summary.timings.totalMs).toBeGreaterThan(0);
  });

  it('writes ≥2000 products and ≥10 parent categories, each with children, including category 81', async () => {
    expect(await count(db().select({ n }).from(products))).toBeGreaterThanOrEqual(2000);
    const parents = await db().select().from(categories).where(isNull(categories.parentId));
    expect(parents.length).toBeGreaterThanOrEqual(10);
    for (const parent of parents) {
      expect(
        await count(db().select({ n }).from(categories).where(eq(categories.parentId, parent.id))),
      ).toBeGreaterThan(0);
    }
    const [wine] = await db().select().from(categories).where(eq(categories.id, 81));
    expect(wine).toMatchObject({ nameVi: 'Rượu vang', nameEn: 'Wine' });
    expect(wine?.slug).toBe('ruou-vang-c81');
    expect(await count(db().select({ n }).from(products).where(eq(products.categoryId, 81)))).toBeGreaterThan(0);
  });

  it('writes ≥20 suppliers, ≥100 brands (20 trusted) and every tag', async () => {
    expect(await count(db().select({ n }).from(suppliers))).toBeGreaterThanOrEqual(20);
    expect(await count(db().select({ n }).from(brands))).toBeGreaterThanOrEqual(100);
    const trusted = await db()
      .select({ rank: brands.trustedRank })
      .from(brands)
      .where(isNotNull(brands.trustedRank))
      .orderBy(brands.trustedRank);
    expect(trusted.map((b) => b.rank)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    const tagCodes = (await db().select({ code: tags.code }).from(tags)).map((t) => t.code).sort();
    expect(tagCodes).toEqual(
      ['BEST_SELLER', 'BOOK_IN_ADVANCE', 'COMBO', 'EXCLUSIVE', 'FLASH_SALE', 'NEW_PRODUCTS', 'SUPER_SAVING_TAG'].sort(),
    );
    expect(await count(db().select({ n }).from(productTags))).toBeGreaterThan(500);
  });

  it('prices every product in both regions', async () => {
    const missing = await db().execute<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM products p
      WHERE NOT EXISTS (SELECT 1 FROM product_prices x WHERE x.product_id = p.id AND x.region = 'HN')
         OR NOT EXISTS (SELECT 1 FROM product_prices x WHERE x.product_id = p.id AND x.region = 'HCM')`);
    expect(missing.rows[0]?.n).toBe(0);
    const odd = await count(
      db()
        .select({ n })
        .from(productPrices)
        .where(sql`${productPrices.price} % 500 <> 0 OR ${productPrices.price} <= 0`),
    );
    expect(odd).toBe(0);
  });

  it('has at least one product of each kind', async () => {
    const weight = await count(
      db()
        .select({ n })
        .from(products)
        .where(and(eq(products.uomCode, 'kg'), eq(products.allowDecimal, true))),
    );
    expect(weight).toBeGreaterThan(0);
    expect(await count(db().select({ n }).from(products).where(eq(products.stock, 0)))).toBeGreaterThan(0);
    const exclusive = await count(
      db()
        .select({ n })
        .from(products)
        .where(and(eq(products.isPrivate, true), eq(products.allowPurchase, false))),
    );
    expect(exclusive).toBeGreaterThan(0);
    const onSale = await count(
      db()
        .select({ n })
        .from(productPrices)
        .where(and(isNotNull(productPrices.originalPrice), gt(productPrices.originalPrice, productPrices.price))),
    );
    expect(onSale).toBeGreaterThan(0);
    const caseOfCans = await count(
      db()
        .select({ n })
        .from(products)
        .where(and(eq(products.uomCode, 'case'), eq(products.baseUomCode, 'can'), gt(products.baseUnit, 1))),
    );
    expect(caseOfCans).toBeGreaterThan(0);
    // Numeric columns come back as numbers.
    const [sample] = await db().select().from(products).where(eq(products.id, summary.samples.weightPriced));
    expect(typeof sample?.stock).toBe('number');
    expect(typeof sample?.minQuantity).toBe('number');
  });

  it('stores NFC names with Vietnamese diacritics and unique internal codes', async () => {
    const rows = await db()
      .select({ nameVi: products.nameVi, nameEn: products.nameEn, code: products.supplierInternalCode })
      .from(products);
    expect(
      rows.filter((r) => r.nameVi !== r.nameVi.normalize('NFC') || r.nameEn !== r.nameEn.normalize('NFC')),
    ).toEqual([]);
    expect(rows.filter((r) => /[ăâđêôơưàáạảãèéẹẻẽìíịỉĩòóọỏõùúụủũỳýỵỷỹ]/i.test(r.nameVi)).length).toBeGreaterThan(
      rows.length * 0.8,
    );
    expect(new Set(rows.map((r) => r.code)).size).toBe(rows.length);
    expect(rows.filter((r) => !/^[A-Z0-9]+$/.test(r.code))).toEqual([]);
  });

  it('finds products through the trigram-indexed searchKey without marks', async () => {
    const hits = await db()
      .select({ nameVi: products.nameVi })
      .from(products)
      .where(sql`${products.searchKey} LIKE ${'%ca chua bi da lat%'}`);
    expect(hits.length).toBeGreaterThan(0);
    for (const h of hits) expect(h.nameVi).toContain('Cà chua bi Đà Lạt');
  });

  it('uses only existing icon names, product pictures and brand logos for images', async () => {
    const icons = loadIconNames();
    const urls = [...(await db().select({ u: categories.thumbnail }).from(categories)).map((r) => r.u)];
    const pictures = [
      ...(await db().selectDistinct({ u: products.imageUrl }).from(products)).map((r) => r.u),
      ...(await db().select({ u: brands.imageUrl }).from(brands)).map((r) => r.u),
    ];
    expect(urls.filter((url) => !icons.has(iconNameOf(url) ?? ''))).toEqual([]);
    expect(pictures.filter((url) => !parseProductPicture(url ?? '') && !renderBrandLogo(url ?? ''))).toEqual([]);
  });

  it('creates Bếp Việt with three stores in Hồ Chí Minh City, two of them NORMAL', async () => {
    const [bepViet] = await db().select().from(buyers).where(eq(buyers.id, DEMO_BUYERS.bepViet.id));
    expect(bepViet).toMatchObject({
      name: 'Nhà hàng Bếp Việt',
      status: 'NORMAL',
      accountStatus: 'NORMAL',
      region: 'HCM',
      enabledFeatures: ['ORDER_APPROVAL'],
      businessCategory: 'RESTAURANT_VIETNAMESE',
    });
    expect(bepViet?.redInvoiceTaxCode).toBeTruthy();
    expect(bepViet?.fullAddress?.kmrRegion).toBe('HCM');
    const own = await db().select().from(stores).where(eq(stores.buyerId, DEMO_BUYERS.bepViet.id));
    expect(own.map((s) => s.name).sort()).toEqual(
      ['Bếp Việt – Phú Nhuận', 'Bếp Việt – Quận 1', 'Bếp Việt – Thảo Điền'].sort(),
    );
    expect(own.filter((s) => s.status === 'NORMAL')).toHaveLength(2);
    expect(own.find((s) => s.status === 'PENDING')?.name).toBe('Bếp Việt – Phú Nhuận');
    for (const s of own) {
      expect(s.city).toBe('Thành phố Hồ Chí Minh');
      expect(s.geoLat).toBeGreaterThan(10.7);
      expect(s.geoLat).toBeLessThan(10.85);
      expect(s.geoLon).toBeGreaterThan(106.6);
      expect(s.geoLon).toBeLessThan(106.75);
    }
  });

  async function effectivePermissions(userId: string) {
    const [user] = await db().select().from(users).where(eq(users.id, userId));
    const groups = await db()
      .select({ active: userGroups.active, permissions: userGroups.permissions, name: userGroups.name })
      .from(userGroupMembers)
      .innerJoin(userGroups, eq(userGroups.id, userGroupMembers.groupId))
      .where(eq(userGroupMembers.userId, userId));
    return { user, groups, permissions: unionPermissions(user?.permissions ?? [], groups) };
  }

  async function storeIdsOf(userId: string) {
    const rows = await db().select({ id: userStores.storeId }).from(userStores).where(eq(userStores.userId, userId));
    return rows.map((r) => r.id).sort();
  }

  it('gives the owner every permission, the system "Chủ sở hữu" group and all its stores', async () => {
    const { user, groups, permissions } = await effectivePermissions(DEMO_ACCOUNTS.owner.id);
    expect(user).toMatchObject({
      email: 'owner@chobep.vn',
      name: 'Nguyễn Văn An',
      telephone: '0901234567',
      role: 'OWNER',
      status: 'ACTIVE',
    });
    expect([...(user?.permissions ?? [])].sort()).toEqual([...PERMISSIONS].sort());
    expect(groups).toHaveLength(1);
    expect(groups[0]?.name).toBe('Chủ sở hữu');
    expect([...(groups[0]?.permissions ?? [])].sort()).toEqual([...PERMISSIONS].sort());
    const [ownerGroup] = await db().select().from(userGroups).where(eq(userGroups.id, DEMO_GROUPS.bepVietOwners.id));
    expect(ownerGroup?.isSystemCreated).toBe(true);
    expect(permissions).toEqual([...PERMISSIONS]);
    expect(await storeIdsOf(DEMO_ACCOUNTS.owner.id)).toEqual(
      [DEMO_STORES.bepVietQuan1.id, DEMO_STORES.bepVietThaoDien.id, DEMO_STORES.bepVietPhuNhuan.id].sort(),
    );
  });

  it('gives the purchaser only the purchasing group and one NORMAL store', async () => {
    const { user, groups, permissions } = await effectivePermissions(DEMO_ACCOUNTS.purchaser.id);
    expect(user).toMatchObject({ email: 'purchaser@chobep.vn', role: 'PURCHASER', telephone: '0901234568' });
    expect(user?.permissions).toEqual([]);
    expect(groups.map((g) => g.name)).toEqual(['Nhân viên mua hàng']);
    expect([...permissions].sort()).toEqual(
      ['BUYER_FAVORITE_ITEM_ADD', 'BUYER_FAVORITE_ITEM_LIST', 'ORDER_LIST', 'ORDER_PLACE', 'ORDER_VIEW'].sort(),
    );
    const storeIds = await storeIdsOf(DEMO_ACCOUNTS.purchaser.id);
    expect(storeIds).toEqual([DEMO_STORES.bepVietQuan1.id]);
    const [store] = await db().select().from(stores).where(eq(stores.id, DEMO_STORES.bepVietQuan1.id));
    expect(store).toMatchObject({ name: 'Bếp Việt – Quận 1', status: 'NORMAL' });
  });

  it('gives the approver the approval group and both NORMAL stores', async () => {
    const { user, groups, permissions } = await effectivePermissions(DEMO_ACCOUNTS.approver.id);
    expect(user).toMatchObject({ email: 'approver@chobep.vn', role: 'MANAGER', telephone: '0901234569' });
    expect(groups.map((g) => g.name)).toEqual(['Quản lý duyệt đơn']);
    expect([...permissions].sort()).toEqual(['ORDER_APPROVE', 'ORDER_LIST', 'ORDER_VIEW']);
    const storeIds = await storeIdsOf(DEMO_ACCOUNTS.approver.id);
    expect(storeIds).toEqual([DEMO_STORES.bepVietQuan1.id, DEMO_STORES.bepVietThaoDien.id].sort());
    const rows = await db().select().from(stores).where(inArray(stores.id, storeIds));
    for (const s of rows) expect(s.status).toBe('NORMAL');
  });

  it('creates the unrelated Quán Cơm Nhà in Hà Nội with its owner', async () => {
    const [buyer] = await db().select().from(buyers).where(eq(buyers.id, DEMO_BUYERS.quanComNha.id));
    expect(buyer).toMatchObject({ name: 'Quán Cơm Nhà', status: 'NORMAL', region: 'HN', enabledFeatures: [] });
    const own = await db().select().from(stores).where(eq(stores.buyerId, DEMO_BUYERS.quanComNha.id));
    expect(own).toHaveLength(2);
    for (const s of own) {
      expect(s.status).toBe('NORMAL');
      expect(s.geoLat).toBeCloseTo(21.03, 1);
      expect(s.geoLon).toBeGreaterThan(105.7);
      expect(s.geoLon).toBeLessThan(105.9);
    }
    const { user, permissions } = await effectivePermissions(DEMO_ACCOUNTS.otherOwner.id);
    expect(user).toMatchObject({ email: 'owner@quancomnha.vn', role: 'OWNER', telephone: '0912345678' });
    expect(user?.buyerId).toBe(DEMO_BUYERS.quanComNha.id);
    expect(permissions).toEqual([...PERMISSIONS]);
  });

  it('has a Bếp Việt staff member without any permission, acting for one store', async () => {
    const { user, groups, permissions } = await effectivePermissions(DEMO_ACCOUNTS.staff.id);
    expect(user).toMatchObject({ email: 'staff@chobep.vn', role: 'OTHER', status: 'ACTIVE' });
    expect(user?.buyerId).toBe(DEMO_BUYERS.bepViet.id);
    expect(groups).toEqual([]);
    expect(permissions).toEqual([]);
    expect(await storeIdsOf(DEMO_ACCOUNTS.staff.id)).toEqual([DEMO_STORES.bepVietQuan1.id]);
  });

  it('has a pending company and a disabled user with the expected account states', async () => {
    const rows = await db()
      .select({ email: users.email, userStatus: users.status, buyerStatus: buyers.status })
      .from(users)
      .innerJoin(buyers, eq(buyers.id, users.buyerId));
    const state = (email: string) => {
      const r = rows.find((x) => x.email === email);
      return r && accountStateOf(r.userStatus as UserStatus, r.buyerStatus as BuyerStatus);
    };
    expect(state('pending@chobep.vn')).toBe('NOT_APPROVED');
    expect(state('disabled@chobep.vn')).toBe('DISABLED');
    for (const key of ['owner', 'purchaser', 'approver', 'otherOwner'] as const) {
      expect(state(DEMO_ACCOUNTS[key].email)).toBe('PRIVATE');
    }
    for (const a of Object.values(DEMO_ACCOUNTS)) expect(state(a.email)).toBe(a.expectedAccountState);
    const [pendingStore] = await db().select().from(stores).where(eq(stores.buyerId, DEMO_BUYERS.pendingBakery.id));
    expect(pendingStore?.status).toBe('PENDING');
    const [disabled] = await db().select().from(users).where(eq(users.email, 'disabled@chobep.vn'));
    expect(disabled).toMatchObject({ status: 'INACTIVE', buyerId: DEMO_BUYERS.bepViet.id });
  });

  it('hashes the shared demo password with argon2id', async () => {
    const rows = await db().select({ hash: users.passwordHash }).from(users);
    // The eleven buyer users (two kept for the forgot-password test, two owners without a store for the store
    // dialog's) and the supply side's two (DEMO_SUPPLY_ACCOUNTS).
    expect(rows).toHaveLength(13);
    expect(new Set(rows.map((r) => r.hash)).size).toBe(1);
    const hash = rows[0]?.hash as string;
    expect(hash.startsWith('$argon2id$')).toBe(true);
    expect(await verify(hash, DEMO_PASSWORD)).toBe(true);
    expect(await verify(hash, 'wrong-password')).toBe(false);
  });

  it('gives Bếp Việt favourites and notes on purchasable products', async () => {
    const favs = await db()
      .select({ productId: favorites.productId, allowPurchase: products.allowPurchase })
      .from(favorites)
      .innerJoin(products, eq(products.id, favorites.productId))
      .where(eq(favorites.buyerId, DEMO_BUYERS.bepViet.id));
    expect(favs).toHaveLength(8);
    for (const f of favs) expect(f.allowPurchase).toBe(true);
    const notes = await db().select().from(productNotes).where(eq(productNotes.buyerId, DEMO_BUYERS.bepViet.id));
    expect(notes).toHaveLength(3);
    for (const note of notes) expect(note.note.length).toBeGreaterThan(5);
  });

  it('moves serial sequences past the explicit ids', async () => {
    const [created] = await db().insert(suppliers).values({ name: 'Nhà cung cấp thử nghiệm' }).returning();
    expect(created?.id).toBe(summary.suppliers + 1);
    await db()
      .delete(suppliers)
      .where(eq(suppliers.id, created?.id ?? -1));
    const [store] = await db()
      .insert(stores)
      .values({ buyerId: DEMO_BUYERS.quanComNha.id, name: 'Cửa hàng thử', address: '1 Phố Huế' })
      .returning();
    expect(store?.internalId).toBeGreaterThan(1006);
    await db()
      .delete(stores)
      .where(eq(stores.id, store?.id ?? ''));
  });

  it('gives every supplier its generated fulfilment, with at least one time slot', async () => {
    const rows = await db()
      .select({
        id: suppliers.id,
        name: suppliers.name,
        hoursToDelivery: suppliers.hoursToDelivery,
        deliveryDays: suppliers.deliveryDays,
        cutoffTime: suppliers.cutoffTime,
        moq: suppliers.moq,
        sameDay: suppliers.sameDay,
        timeSlots: suppliers.timeSlots,
      })
      .from(suppliers)
      .orderBy(suppliers.id);
    for (const s of rows) expect(s.timeSlots.length).toBeGreaterThanOrEqual(1);
    const expected = generateCheckout({ seed: 42, now: NOW, products: await loadVoucherProductCandidates(db()) });
    expect(rows).toEqual(expected.suppliers);
    expect(rows.filter((s) => s.sameDay).length).toBeGreaterThan(0);
    expect(new Set(rows.map((s) => s.moq)).size).toBe(5);
    const dayOffs = await db().select().from(supplierDayOffs);
    expect(dayOffs).toHaveLength(summary.dayOffs);
    for (const d of dayOffs) expect(d.date > '2026-11-26').toBe(true);
  });

  it('holds the demo vouchers, the product one on a purchasable product of the catalogue', async () => {
    const rows = await db().select().from(vouchers).orderBy(vouchers.code);
    expect(rows.map((v) => v.code)).toEqual(Object.values(DEMO_VOUCHER_CODES).sort());
    const usable = rows.filter(
      (v) =>
        v.startsAt <= NOW && v.endsAt > NOW && (v.usageLimit === null || v.usedCount < v.usageLimit) && !v.disabled,
    );
    expect(usable.map((v) => v.code).sort()).toEqual(
      Object.values(DEMO_VOUCHER_CODES)
        .filter((c) => !['TET2025', 'SINHNHAT', 'FLASH50'].includes(c))
        .sort(),
    );
    const productVoucher = rows.find((v) => v.code === DEMO_VOUCHER_CODES.product);
    const [target] = await db()
      .select()
      .from(products)
      .where(eq(products.id, productVoucher?.productIds?.[0] ?? ''));
    expect(target).toMatchObject({ isPrivate: false, allowPurchase: true });
    expect(target?.stock).toBeGreaterThan(0);
    expect(productVoucher?.nameVi).toBe(`Giảm 15% ${target?.nameVi}`);
    expect(rows.find((v) => v.code === DEMO_VOUCHER_CODES.storePrivate)?.storeIds).toEqual([
      DEMO_STORES.bepVietQuan1.id,
    ]);
  });

  it('gives Bếp Việt debt terms and a deposit, Quán Cơm Nhà neither, and every company a virtual account', async () => {
    const payment = await db()
      .select({ id: buyers.id, terms: buyers.paymentTerms, deposit: buyers.depositBalance })
      .from(buyers)
      .orderBy(buyers.id);
    expect(payment).toEqual([
      { id: DEMO_BUYERS.bepViet.id, terms: ['DEBT_7_DAY', 'DEBT_15_DAY'], deposit: 5_000_000 },
      { id: DEMO_BUYERS.quanComNha.id, terms: [], deposit: null },
      { id: DEMO_BUYERS.pendingBakery.id, terms: [], deposit: null },
      { id: DEMO_BUYERS.newcomer.id, terms: [], deposit: null },
      { id: DEMO_BUYERS.newcomerTwo.id, terms: [], deposit: null },
    ]);
    const accounts = await db().select().from(virtualAccounts).orderBy(virtualAccounts.number);
    expect(accounts.map((a) => [a.buyerId, a.number])).toEqual([
      [DEMO_BUYERS.bepViet.id, 1],
      [DEMO_BUYERS.quanComNha.id, 2],
      [DEMO_BUYERS.pendingBakery.id, 3],
      [DEMO_BUYERS.newcomer.id, 4],
      [DEMO_BUYERS.newcomerTwo.id, 5],
    ]);
    for (const a of accounts) expect(parseVirtualAccountNumber(a.accountNumber)).toBe(a.number);
    // The next account opened on first use takes number 6.
    const next = await db().execute<{ n: number }>(
      sql`SELECT nextval(pg_get_serial_sequence('virtual_accounts', 'number'))::int AS n`,
    );
    expect(next.rows[0]?.n).toBe(6);
  });

  it('delivers free to Thảo Điền, not to Quận 1, and keeps the holidays', async () => {
    const areas = await db().select().from(deliveryAreaGroups);
    expect(areas).toHaveLength(1);
    const free = (districtId: string) => areas.some((a) => a.freeDelivery && a.districtIds.includes(districtId));
    expect(free(DEMO_STORES.bepVietThaoDien.districtId)).toBe(true);
    expect(free(DEMO_STORES.bepVietQuan1.districtId)).toBe(false);
    expect(await count(db().select({ n }).from(holidays))).toBe(VIETNAM_HOLIDAYS.length);
  });

  it('writes the home widgets in order, a banner of every kind and link, and one live popup', async () => {
    expect(summary).toMatchObject({ widgets: 8, banners: 7, homePopups: 1 });
    const rows = await db().select().from(widgets).orderBy(widgets.sortOrder);
    expect(rows.map((w) => w.id)).toEqual([
      'BANNERS',
      'RECOMMENDED_FOR_YOU',
      'PARTNER_SUPER',
      'BEST_DEALS',
      'NEW_PRODUCTS',
      'BEST_PRICES',
      'OWN_BRAND',
      'MIGHT_FAVORITE_PRODUCTS',
    ]);
    expect(rows.find((w) => w.id === 'PARTNER_SUPER')?.regions).toEqual(['HCM']);
    const [own] = await db().select().from(brands).where(eq(brands.name, 'Chợ Bếp Fresh'));
    expect(rows.find((w) => w.id === 'OWN_BRAND')?.filterBrandIds).toEqual([own?.id]);

    const carousel = await db().select().from(banners).orderBy(banners.sortOrder);
    expect(new Set(carousel.map((b) => b.kind))).toEqual(new Set(['GoToScreen', 'ShowPopup', 'ShowWebView']));
    expect(new Set(carousel.filter((b) => b.kind === 'GoToScreen').map((b) => b.linkType))).toEqual(
      new Set(['TAG', 'CATEGORY', 'BRAND', 'PRODUCT', 'URL']),
    );
    for (const b of carousel) {
      expect(parseBannerArtName(b.imageUrl)?.lang).toBe('vi');
      expect(parseBannerArtName(b.imageUrlEn ?? '')?.lang).toBe('en');
      expect(b.titleVi).not.toBe(b.titleEn);
    }
    // The product banner leads to a product every region can open and buy.
    const productId = carousel.find((b) => b.linkType === 'PRODUCT')?.linkProductId ?? '';
    const [linked] = await db().select().from(products).where(eq(products.id, productId));
    expect(linked).toMatchObject({ brandId: own?.id, isPrivate: false, allowPurchase: true, isActive: true });
    expect(linked?.categoryId).not.toBe(81);
    expect(await count(db().select({ n }).from(productPrices).where(eq(productPrices.productId, productId)))).toBe(2);

    const popups = await db()
      .select()
      .from(homePopups)
      .where(
        sql`(${homePopups.startsAt} is null or ${homePopups.startsAt} <= now()) and (${homePopups.endsAt} is null or ${homePopups.endsAt} > now())`,
      );
    expect(popups.map((p) => [p.key, p.tags])).toEqual([['FLASH_SALE_2026', ['FLASH_SALE']]]);
  });

  it('adds the demo content to a demo database seeded before it existed, once', async () => {
    const snapshot = async () => ({
      widgets: await db().select().from(widgets).orderBy(widgets.id),
      banners: await db().select().from(banners).orderBy(banners.id),
      popups: await db().select().from(homePopups).orderBy(homePopups.id),
    });
    const before = await snapshot();
    expect(await seedMissingDemoContent(db())).toBe(false);
    await db().delete(homePopups);
    await db().delete(banners);
    await db().delete(widgets);
    expect(await seedMissingDemoContent(db())).toBe(true);
    const strip = (rows: { createdAt?: Date }[]) => rows.map(({ createdAt: _c, ...rest }) => rest);
    const after = await snapshot();
    expect(after.widgets).toEqual(before.widgets);
    expect(strip(after.banners)).toEqual(strip(before.banners));
    expect(strip(after.popups)).toEqual(strip(before.popups));
    expect(await seedMissingDemoContent(db())).toBe(false);
  });

  it('refuses a banner that does not say where it goes', async () => {
    await expect(
      db().insert(banners).values({
        widgetId: 'BANNERS',
        kind: 'GoToScreen',
        sortOrder: 99,
        imageUrl: '/media/banners/super-saving-vi.svg',
        titleVi: 'x',
        titleEn: 'x',
      }),
    ).rejects.toThrow();
    await expect(
      db().insert(banners).values({
        widgetId: 'BANNERS',
        kind: 'GoToScreen',
        sortOrder: 99,
        imageUrl: '/media/banners/super-saving-vi.svg',
        titleVi: 'x',
        titleEn: 'x',
        linkType: 'URL',
        linkUrl: 'javascript:alert(1)',
      }),
    ).rejects.toThrow();
  });

  it('refreshDemoPictures points a demo database seeded with emoji pictures at the drawn ones, once', async () => {
    const drawn = await db()
      .select({ id: products.id, imageUrl: products.imageUrl, medias: products.medias })
      .from(products);
    const brandRows = await db().select({ id: brands.id, imageUrl: brands.imageUrl }).from(brands);
    expect(await refreshDemoPictures(db(), { products: 2000 })).toBe(0);
    // As a database seeded before issue 12 holds them; one product's picture was set by hand.
    await db().execute(
      sql`UPDATE products SET image_url = '/media/icons/cut-of-meat.svg', medias = '[{"type":"image","url":"/media/icons/cut-of-meat.svg"}]'::jsonb`,
    );
    await db().execute(sql`UPDATE brands SET image_url = '/media/icons/package.svg'`);
    const own = drawn[0]?.id as string;
    await db().update(products).set({ imageUrl: 'https://cdn.example/own.jpg' }).where(eq(products.id, own));
    expect(await refreshDemoPictures(db(), { products: 2000 })).toBe(drawn.length - 1 + brandRows.length);
    const after = new Map(
      (await db().select({ id: products.id, imageUrl: products.imageUrl, medias: products.medias }).from(products)).map(
        (p) => [p.id, p],
      ),
    );
    for (const p of drawn) {
      if (p.id === own) expect(after.get(p.id)?.imageUrl).toBe('https://cdn.example/own.jpg');
      else expect(after.get(p.id)).toEqual(p);
    }
    expect(await db().select({ id: brands.id, imageUrl: brands.imageUrl }).from(brands)).toEqual(
      expect.arrayContaining(brandRows),
    );
    expect(await refreshDemoPictures(db(), { products: 2000 })).toBe(0);
  });

  it('refreshDemoOffers gives a demo database seeded before the catalogue key the current products, once', async () => {
    const columns = {
      id: products.id,
      supplierId: products.supplierId,
      catalogueKey: products.catalogueKey,
      nameVi: products.nameVi,
      searchKey: products.searchKey,
      uomCode: products.uomCode,
    };
    const current = await db().select(columns).from(products).orderBy(products.id);
    const currentPrices = await db()
      .select()
      .from(productPrices)
      .orderBy(productPrices.productId, productPrices.region);
    const currentTags = await db().select().from(productTags).orderBy(productTags.productId, productTags.tagCode);
    expect(current.every((p) => p.catalogueKey)).toBe(true);
    expect(await refreshDemoOffers(db(), { products: 2000 })).toBe(0);
    // As a database seeded before migration 0006 holds them: no keys, and one supplier listing an item twice.
    const [a, b] = current;
    await db().execute(sql`UPDATE products SET catalogue_key = NULL`);
    await db()
      .update(products)
      .set({ supplierId: a?.supplierId, nameVi: a?.nameVi, uomCode: a?.uomCode, searchKey: 'old' })
      .where(eq(products.id, b?.id as string));
    await db().execute(sql`UPDATE product_prices SET price = price + 500 WHERE product_id = ${b?.id}`);
    expect(await refreshDemoOffers(db(), { products: 2000 })).toBe(current.length);
    expect(await db().select(columns).from(products).orderBy(products.id)).toEqual(current);
    expect(await db().select().from(productPrices).orderBy(productPrices.productId, productPrices.region)).toEqual(
      currentPrices,
    );
    expect(await db().select().from(productTags).orderBy(productTags.productId, productTags.tagCode)).toEqual(
      currentTags,
    );
    expect(await refreshDemoOffers(db(), { products: 2000 })).toBe(0);
  });

  it('refreshCheckoutDemo gives a demo database seeded before the checkout its demo data, once', async () => {
    const snapshot = async () => ({
      suppliers: await db().select().from(suppliers).orderBy(suppliers.id),
      buyers: await db()
        .select({ id: buyers.id, terms: buyers.paymentTerms, deposit: buyers.depositBalance })
        .from(buyers)
        .orderBy(buyers.id),
      dayOffs: await db().select().from(supplierDayOffs).orderBy(supplierDayOffs.supplierId, supplierDayOffs.date),
      areas: await db().select().from(deliveryAreaGroups),
      vouchers: await db().select().from(vouchers).orderBy(vouchers.code),
      accounts: await db().select().from(virtualAccounts).orderBy(virtualAccounts.number),
    });
    const before = await snapshot();
    expect(await refreshCheckoutDemo(db(), NOW)).toBe(0);
    // As a database seeded before issue 13 holds them after migration 0008.
    await db().delete(vouchers);
    await db().delete(supplierDayOffs);
    await db().delete(deliveryAreaGroups);
    await db().delete(virtualAccounts);
    await db().execute(sql`UPDATE suppliers SET hours_to_delivery = DEFAULT, delivery_days = DEFAULT,
      cutoff_time = DEFAULT, moq = DEFAULT, same_day = DEFAULT, time_slots = DEFAULT`);
    await db().execute(sql`UPDATE buyers SET payment_terms = DEFAULT, deposit_balance = NULL`);
    const written = await refreshCheckoutDemo(db(), NOW);
    expect(written).toBe(
      before.suppliers.length +
        1 +
        before.dayOffs.length +
        before.areas.length +
        before.vouchers.length +
        before.accounts.length,
    );
    expect(await snapshot()).toEqual(before);
    expect(await refreshCheckoutDemo(db(), NOW)).toBe(0);
  });

  // Keep last: it empties the database the other tests read.
  it('resetDatabase empties every table; a reseed can rebuild the secondary indexes', async () => {
    const indexes = async () =>
      (
        await db().execute<{ indexdef: string }>(
          sql`SELECT indexdef FROM pg_indexes WHERE tablename IN ('products', 'product_prices', 'product_tags') ORDER BY indexname`,
        )
      ).rows.map((r) => r.indexdef);
    const before = await indexes();
    expect(before.some((d) => d.includes('gin_trgm_ops'))).toBe(true);
    await resetDatabase(db());
    expect(await isSeeded(db())).toBe(false);
    expect(await count(db().select({ n }).from(categories))).toBe(0);
    const again = await seedDemoData(db(), { products: 100, seed: 7, rebuildIndexes: true });
    expect(again.products).toBe(100);
    expect(await count(db().select({ n }).from(products))).toBe(100);
    expect(await count(db().select({ n }).from(users))).toBe(13);
    expect(await indexes()).toEqual(before);
  });
});
