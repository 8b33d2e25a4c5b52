/**
 * Pure generation of the demo companies, stores, users, groups, favourites and notes.
 * The account ids are the fixed ones of demo-accounts.ts; favourites and notes are picked
 * from the generated catalogue with the seeded PRNG.
 */
import { encodePlusCode, groupNameKey, PERMISSIONS, toNfc } from '@chobep/domain';
import { ownerGroupRow, ownerUserGrants } from '../company-owner';
import type {
  buyers,
  favorites,
  productNotes,
  salesContacts,
  stores,
  userGroupMembers,
  userGroups,
  userStores,
  users,
} from '../schema';
import {
  DEMO_ACCOUNTS,
  DEMO_BUYERS,
  DEMO_GROUPS,
  DEMO_SALES_CONTACTS,
  DEMO_STORES,
  DEMO_SUPPLY_ACCOUNTS,
  type DemoAccount,
  type DemoBuyer,
  type DemoGroup,
  type DemoStore,
} from './demo-accounts';
import { type ProductRow, SEED_EPOCH } from './generate-catalogue';
import { iconUrl } from './icons';
import { Rng } from './prng';

export type BuyerRow = typeof buyers.$inferInsert;
export type StoreRow = typeof stores.$inferInsert;
export type UserRow = typeof users.$inferInsert;
export type UserStoreRow = typeof userStores.$inferInsert;
export type UserGroupRow = typeof userGroups.$inferInsert;
export type UserGroupMemberRow = typeof userGroupMembers.$inferInsert;
export type FavoriteRow = typeof favorites.$inferInsert;
export type ProductNoteRow = typeof productNotes.$inferInsert;
export type SalesContactRow = typeof salesContacts.$inferInsert;

export interface GeneratedAccounts {
  buyers: BuyerRow[];
  stores: StoreRow[];
  users: UserRow[];
  userStores: UserStoreRow[];
  userGroups: UserGroupRow[];
  userGroupMembers: UserGroupMemberRow[];
  favorites: FavoriteRow[];
  productNotes: ProductNoteRow[];
  salesContacts: SalesContactRow[];
}

const DAY_MS = 86_400_000;
const daysBeforeEpoch = (days: number) => new Date(SEED_EPOCH.getTime() - days * DAY_MS);

const permissionsOf = (value: readonly string[] | 'ALL'): string[] => (value === 'ALL' ? [...PERMISSIONS] : [...value]);

const NOTES = [
  'Giao trước 9 giờ sáng, để ở kho lạnh phía sau bếp.',
  'Chỉ nhận hàng size lớn, không lấy hàng dập hoặc héo.',
  'Kiểm tra hạn sử dụng còn trên 6 tháng trước khi giao.',
] as const;

/** Favourites and notes are picked among the first products only, so that streaming seeding need not keep them all. */
export const FAVOURITE_POOL = 2000;

export type FavouriteCandidate = Pick<ProductRow, 'id' | 'categoryId' | 'isPrivate' | 'stock'>;

export interface GenerateAccountsOptions {
  seed: number;
  /** One argon2id hash of DEMO_PASSWORD, shared by every demo user. */
  passwordHash: string;
  /** The generated products (only the first FAVOURITE_POOL are looked at). */
  catalogue: { products: readonly FavouriteCandidate[] };
}

export function generateAccounts({ seed, passwordHash, catalogue }: GenerateAccountsOptions): GeneratedAccounts {
  const rng = new Rng(seed, 'accounts');

  const buyerRows: BuyerRow[] = (Object.values(DEMO_BUYERS) as DemoBuyer[]).map((b, i) => ({
    id: b.id,
    name: toNfc(b.name),
    telephone: b.telephone,
    status: b.status,
    accountStatus: b.accountStatus,
    imageUrl: iconUrl(b.icon),
    region: b.region,
    isFreeshipOffer: false,
    location: nfcLocation(b.location),
    newMergedLocation: nfcLocation(b.newMergedLocation),
    fullAddress: {
      ...b.fullAddress,
      provinceName: toNfc(b.fullAddress.provinceName),
      districtName: b.fullAddress.districtName ? toNfc(b.fullAddress.districtName) : null,
      wardName: toNfc(b.fullAddress.wardName),
    },
    redInvoiceCompanyName: b.redInvoice ? toNfc(b.redInvoice.companyName) : null,
    redInvoiceAddress: b.redInvoice ? toNfc(b.redInvoice.address) : null,
    redInvoiceTaxCode: b.redInvoice?.taxCode ?? null,
    enabledFeatures: [...b.enabledFeatures],
    businessCategory: b.businessCategory,
    createdAt: daysBeforeEpoch(400 - i * 100),
    updatedAt: daysBeforeEpoch(30),
  }));

  const storeRows: StoreRow[] = (Object.values(DEMO_STORES) as DemoStore[]).map((s, i) => ({
    id: s.id,
    internalId: s.internalId,
    buyerId: s.buyerId,
    name: toNfc(s.name),
    imageUrl: null,
    telephone: s.telephone,
    address: toNfc(s.address),
    formattedAddress: toNfc(`${s.address}, ${s.ward}, ${s.district}, ${s.city}`),
    city: toNfc(s.city),
    district: toNfc(s.district),
    ward: toNfc(s.ward),
    provinceId: s.provinceId,
    districtId: s.districtId,
    wardId: s.wardId,
    geoLat: s.geoLat,
    geoLon: s.geoLon,
    // Derived from the pin, as storeCreate derives it.
    geoPlusCode: encodePlusCode(s.geoLat, s.geoLon),
    addressNote: s.addressNote ? toNfc(s.addressNote) : null,
    disabled: false,
    status: s.status,
    lastOrderedAt: null,
    isForceUpdate: false,
    freeShipping: false,
    moq: null,
    createdAt: daysBeforeEpoch(390 - i * 20),
  }));

  const accounts = Object.values(DEMO_ACCOUNTS) as DemoAccount[];
  const userRows: UserRow[] = accounts.map((a, i) => ({
    id: a.id,
    buyerId: a.buyerId,
    name: toNfc(a.name),
    email: a.email.toLowerCase(),
    telephone: a.telephone,
    passwordHash,
    status: a.status,
    imageUrl: null,
    lang: a.lang ?? 'vi',
    ...(a.role === 'OWNER' && a.ownPermissions === 'ALL'
      ? ownerUserGrants()
      : { role: a.role, permissions: permissionsOf(a.ownPermissions) }),
    lastSeenAt: null,
    createdAt: daysBeforeEpoch(380 - i * 10),
    updatedAt: daysBeforeEpoch(30),
  }));
  // The supply side's users: a supplier's and an operator, of no company.
  for (const [i, a] of Object.values(DEMO_SUPPLY_ACCOUNTS).entries())
    userRows.push({
      id: a.id,
      kind: a.kind,
      buyerId: null,
      supplierId: a.supplierId,
      name: toNfc(a.name),
      email: a.email,
      telephone: a.telephone,
      passwordHash,
      status: 'ACTIVE',
      role: 'OTHER',
      imageUrl: null,
      lang: 'vi',
      permissions: [...a.ownPermissions],
      lastSeenAt: null,
      createdAt: daysBeforeEpoch(200 - i * 10),
      updatedAt: daysBeforeEpoch(30),
    });
  const userStoreRows: UserStoreRow[] = accounts.flatMap((a) =>
    a.storeIds.map((storeId) => ({ userId: a.id, storeId })),
  );

  const groups = Object.values(DEMO_GROUPS) as DemoGroup[];
  // An owner group is what every company's owner gets (company-owner.ts, shared with the sign-up).
  const groupRows: UserGroupRow[] = groups.map((g, i) =>
    g.isSystemCreated && g.permissions === 'ALL'
      ? { ...ownerGroupRow(g.buyerId, g.id), createdAt: daysBeforeEpoch(370 - i) }
      : {
          id: g.id,
          buyerId: g.buyerId,
          name: toNfc(g.name),
          nameKey: groupNameKey(g.name),
          isSystemCreated: g.isSystemCreated,
          active: true,
          permissions: permissionsOf(g.permissions),
          createdAt: daysBeforeEpoch(370 - i),
        },
  );
  const memberRows: UserGroupMemberRow[] = accounts.flatMap((a) =>
    a.groupIds.map((groupId) => ({ groupId, userId: a.id })),
  );

  // Favourites of Bếp Việt: purchasable, in-stock products from different categories.
  const owner = DEMO_ACCOUNTS.owner;
  const buyerId = DEMO_BUYERS.bepViet.id;
  const candidates = rng.shuffle(
    catalogue.products.slice(0, FAVOURITE_POOL).filter((p) => !p.isPrivate && p.stock !== 0 && p.categoryId !== 81),
  );
  const chosen: FavouriteCandidate[] = [];
  const usedCategories = new Set<number>();
  for (const p of candidates) {
    if (chosen.length >= 8) break;
    if (usedCategories.has(p.categoryId)) continue;
    usedCategories.add(p.categoryId);
    chosen.push(p);
  }
  const favoriteRows: FavoriteRow[] = chosen.map((p, i) => ({
    buyerId,
    productId: p.id,
    createdBy: i % 3 === 2 ? DEMO_ACCOUNTS.purchaser.id : owner.id,
    createdAt: daysBeforeEpoch(60 - i * 5),
  }));
  // Two notes on favourites and one on a product that is not a favourite.
  const notTaken = candidates.find((p) => !chosen.includes(p));
  const noteTargets = [chosen[0], chosen[1], notTaken].filter((p): p is FavouriteCandidate => Boolean(p));
  const noteRows: ProductNoteRow[] = noteTargets.map((p, i) => ({
    buyerId,
    productId: p.id,
    note: toNfc(NOTES[i] ?? NOTES[0]),
    updatedBy: owner.id,
    updatedAt: daysBeforeEpoch(20 - i * 3),
  }));

  return {
    buyers: buyerRows,
    stores: storeRows,
    users: userRows,
    userStores: userStoreRows,
    userGroups: groupRows,
    userGroupMembers: memberRows,
    favorites: favoriteRows,
    productNotes: noteRows,
    salesContacts: Object.values(DEMO_SALES_CONTACTS).map((c, i) => ({
      id: c.id,
      buyerId: c.buyerId,
      name: toNfc(c.name),
      phoneNumber: c.phoneNumber,
      email: c.email,
      createdAt: daysBeforeEpoch(380 - i),
    })),
  };
}

function nfcLocation(l: DemoBuyer['location']): DemoBuyer['location'] {
  return {
    address: toNfc(l.address),
    ward: l.ward ? toNfc(l.ward) : null,
    district: l.district ? toNfc(l.district) : null,
    city: l.city ? toNfc(l.city) : null,
  };
}
