/**
 * Demo companies, stores, groups and users. Their ids are fixed (they do not depend on the
 * seed), so tests in other packages can import them:
 *
 *   import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_STORES } from '@chobep/db/seed/demo-accounts';
 *   // or: import { DEMO_ACCOUNTS } from '@chobep/db';
 */
import { OWNER_GROUP_NAME } from '../company-owner';
import type { FullAddressJson, LocationJson } from '../schema';

export const DEMO_PASSWORD = 'chobep123';

export type DemoRegion = 'HN' | 'HCM';

export interface DemoBuyer {
  id: string;
  name: string;
  region: DemoRegion;
  status: 'NORMAL' | 'PENDING';
  accountStatus: 'NORMAL';
  enabledFeatures: readonly string[];
  telephone: string;
  businessCategory: string;
  icon: string;
  location: LocationJson;
  newMergedLocation: LocationJson;
  fullAddress: FullAddressJson;
  redInvoice: { companyName: string; address: string; taxCode: string } | null;
}

export interface DemoStore {
  id: string;
  internalId: number;
  buyerId: string;
  name: string;
  status: 'NORMAL' | 'PENDING';
  telephone: string;
  address: string;
  ward: string;
  district: string;
  city: string;
  provinceId: string;
  districtId: string;
  wardId: string;
  geoLat: number;
  geoLon: number;
  addressNote: string | null;
}

const HCM = 'Thành phố Hồ Chí Minh';
const HN = 'Thành phố Hà Nội';

export const DEMO_BUYERS = {
  bepViet: {
    id: 'b1000000-0000-4000-8000-000000000001',
    name: 'Nhà hàng Bếp Việt',
    region: 'HCM',
    status: 'NORMAL',
    accountStatus: 'NORMAL',
    enabledFeatures: ['ORDER_APPROVAL'],
    telephone: '02838221234',
    businessCategory: 'RESTAURANT_VIETNAMESE',
    icon: 'cooking',
    location: { address: '45 Lê Thánh Tôn', ward: 'Phường Bến Nghé', district: 'Quận 1', city: HCM },
    newMergedLocation: { address: '45 Lê Thánh Tôn', ward: 'Phường Sài Gòn', district: null, city: HCM },
    fullAddress: {
      provinceCode: '79',
      provinceName: HCM,
      districtCode: '760',
      districtName: 'Quận 1',
      wardCode: '26740',
      wardName: 'Phường Bến Nghé',
      kmrRegion: 'HCM',
    },
    redInvoice: {
      companyName: 'Công ty TNHH Ẩm Thực Bếp Việt',
      address: '45 Lê Thánh Tôn, Phường Bến Nghé, Quận 1, Thành phố Hồ Chí Minh',
      taxCode: '0312345678',
    },
  },
  quanComNha: {
    id: 'b1000000-0000-4000-8000-000000000002',
    name: 'Quán Cơm Nhà',
    region: 'HN',
    status: 'NORMAL',
    accountStatus: 'NORMAL',
    enabledFeatures: [],
    telephone: '02438251234',
    businessCategory: 'RICE_NOODLE_SHOP',
    icon: 'cooked-rice',
    location: { address: '22 Hàng Bè', ward: 'Phường Hàng Bạc', district: 'Quận Hoàn Kiếm', city: HN },
    newMergedLocation: { address: '22 Hàng Bè', ward: 'Phường Hoàn Kiếm', district: null, city: HN },
    fullAddress: {
      provinceCode: '01',
      provinceName: HN,
      districtCode: '002',
      districtName: 'Quận Hoàn Kiếm',
      wardCode: '00061',
      wardName: 'Phường Hàng Bạc',
      kmrRegion: 'HN',
    },
    redInvoice: {
      companyName: 'Hộ kinh doanh Quán Cơm Nhà',
      address: '22 Hàng Bè, Phường Hàng Bạc, Quận Hoàn Kiếm, Thành phố Hà Nội',
      taxCode: '0109876543',
    },
  },
  pendingBakery: {
    id: 'b1000000-0000-4000-8000-000000000003',
    name: 'Tiệm Bánh Chờ Duyệt',
    region: 'HCM',
    status: 'PENDING',
    accountStatus: 'NORMAL',
    enabledFeatures: [],
    telephone: '02839301234',
    businessCategory: 'CAFE_BAKERY_SINGLE',
    icon: 'croissant',
    location: { address: '210 Võ Văn Tần', ward: 'Phường 5', district: 'Quận 3', city: HCM },
    newMergedLocation: { address: '210 Võ Văn Tần', ward: 'Phường Bàn Cờ', district: null, city: HCM },
    fullAddress: {
      provinceCode: '79',
      provinceName: HCM,
      districtCode: '770',
      districtName: 'Quận 3',
      wardCode: '27142',
      wardName: 'Phường 5',
      kmrRegion: 'HCM',
    },
    redInvoice: null,
  },
  /**
   * Two approved companies that have no store yet (issue 15, the store dialog): the dialog opens by itself for their
   * owners. Two, so that the browser tests at 375 px and at 1280 px each have one of their own.
   */
  newcomer: {
    id: 'b1000000-0000-4000-8000-000000000004',
    name: 'Quán Mới Mở',
    region: 'HCM',
    status: 'NORMAL',
    accountStatus: 'NORMAL',
    enabledFeatures: [],
    telephone: '02839301299',
    businessCategory: 'RICE_NOODLE_SHOP',
    icon: 'cooked-rice',
    location: { address: '8 Võ Văn Tần', ward: 'Phường 6', district: 'Quận 3', city: HCM },
    newMergedLocation: { address: '8 Võ Văn Tần', ward: 'Phường Xuân Hòa', district: null, city: HCM },
    fullAddress: {
      provinceCode: '79',
      provinceName: HCM,
      districtCode: '770',
      districtName: 'Quận 3',
      wardCode: '27139',
      wardName: 'Phường 6',
      kmrRegion: 'HCM',
    },
    redInvoice: null,
  },
  newcomerTwo: {
    id: 'b1000000-0000-4000-8000-000000000005',
    name: 'Bếp Nhà Lá',
    region: 'HCM',
    status: 'NORMAL',
    accountStatus: 'NORMAL',
    enabledFeatures: [],
    telephone: '02839301298',
    businessCategory: 'RESTAURANT_VIETNAMESE',
    icon: 'cooking',
    location: { address: '20 Pasteur', ward: 'Phường Bến Nghé', district: 'Quận 1', city: HCM },
    newMergedLocation: { address: '20 Pasteur', ward: 'Phường Sài Gòn', district: null, city: HCM },
    fullAddress: {
      provinceCode: '79',
      provinceName: HCM,
      districtCode: '760',
      districtName: 'Quận 1',
      wardCode: '26740',
      wardName: 'Phường Bến Nghé',
      kmrRegion: 'HCM',
    },
    redInvoice: null,
  },
} as const satisfies Record<string, DemoBuyer>;

export const DEMO_STORES = {
  bepVietQuan1: {
    id: 'c1000000-0000-4000-8000-000000000001',
    internalId: 1001,
    buyerId: DEMO_BUYERS.bepViet.id,
    name: 'Bếp Việt – Quận 1',
    status: 'NORMAL',
    telephone: '0901234501',
    address: '45 Lê Thánh Tôn',
    ward: 'Phường Bến Nghé',
    district: 'Quận 1',
    city: HCM,
    provinceId: '79',
    districtId: '760',
    wardId: '26740',
    geoLat: 10.7769,
    geoLon: 106.7019,
    addressNote: 'Giao hàng qua cửa sau, hẻm bên hông nhà hàng.',
  },
  bepVietThaoDien: {
    id: 'c1000000-0000-4000-8000-000000000002',
    internalId: 1002,
    buyerId: DEMO_BUYERS.bepViet.id,
    name: 'Bếp Việt – Thảo Điền',
    status: 'NORMAL',
    telephone: '0901234502',
    address: '12 Quốc Hương',
    ward: 'Phường Thảo Điền',
    district: 'Thành phố Thủ Đức',
    city: HCM,
    provinceId: '79',
    districtId: '769',
    wardId: '27094',
    geoLat: 10.8038,
    geoLon: 106.7321,
    addressNote: null,
  },
  bepVietPhuNhuan: {
    id: 'c1000000-0000-4000-8000-000000000003',
    internalId: 1003,
    buyerId: DEMO_BUYERS.bepViet.id,
    name: 'Bếp Việt – Phú Nhuận',
    status: 'PENDING',
    telephone: '0901234503',
    address: '159 Phan Xích Long',
    ward: 'Phường 2',
    district: 'Quận Phú Nhuận',
    city: HCM,
    provinceId: '79',
    districtId: '768',
    wardId: '27058',
    geoLat: 10.7996,
    geoLon: 106.6893,
    addressNote: null,
  },
  quanComHoanKiem: {
    id: 'c1000000-0000-4000-8000-000000000004',
    internalId: 1004,
    buyerId: DEMO_BUYERS.quanComNha.id,
    name: 'Quán Cơm Nhà – Hoàn Kiếm',
    status: 'NORMAL',
    telephone: '0912345601',
    address: '22 Hàng Bè',
    ward: 'Phường Hàng Bạc',
    district: 'Quận Hoàn Kiếm',
    city: HN,
    provinceId: '01',
    districtId: '002',
    wardId: '00061',
    geoLat: 21.0331,
    geoLon: 105.8537,
    addressNote: null,
  },
  quanComCauGiay: {
    id: 'c1000000-0000-4000-8000-000000000005',
    internalId: 1005,
    buyerId: DEMO_BUYERS.quanComNha.id,
    name: 'Quán Cơm Nhà – Cầu Giấy',
    status: 'NORMAL',
    telephone: '0912345602',
    address: '88 Trần Thái Tông',
    ward: 'Phường Dịch Vọng Hậu',
    district: 'Quận Cầu Giấy',
    city: HN,
    provinceId: '01',
    districtId: '005',
    wardId: '00163',
    geoLat: 21.0336,
    geoLon: 105.7896,
    addressNote: 'Gọi trước 15 phút khi giao.',
  },
  pendingBakery: {
    id: 'c1000000-0000-4000-8000-000000000006',
    internalId: 1006,
    buyerId: DEMO_BUYERS.pendingBakery.id,
    name: 'Tiệm Bánh Chờ Duyệt – Quận 3',
    status: 'PENDING',
    telephone: '0987654301',
    address: '210 Võ Văn Tần',
    ward: 'Phường 5',
    district: 'Quận 3',
    city: HCM,
    provinceId: '79',
    districtId: '770',
    wardId: '27142',
    geoLat: 10.774,
    geoLon: 106.688,
    addressNote: null,
  },
} as const satisfies Record<string, DemoStore>;

export interface DemoGroup {
  id: string;
  buyerId: string;
  name: string;
  isSystemCreated: boolean;
  /** Empty for the owner groups, which hold every permission (filled in by the generator). */
  permissions: readonly string[] | 'ALL';
}

export const DEMO_GROUPS = {
  bepVietOwners: {
    id: 'd1000000-0000-4000-8000-000000000001',
    buyerId: DEMO_BUYERS.bepViet.id,
    name: OWNER_GROUP_NAME,
    isSystemCreated: true,
    permissions: 'ALL',
  },
  bepVietPurchasers: {
    id: 'd1000000-0000-4000-8000-000000000002',
    buyerId: DEMO_BUYERS.bepViet.id,
    name: 'Nhân viên mua hàng',
    isSystemCreated: false,
    permissions: ['ORDER_LIST', 'ORDER_VIEW', 'ORDER_PLACE', 'BUYER_FAVORITE_ITEM_ADD', 'BUYER_FAVORITE_ITEM_LIST'],
  },
  bepVietApprovers: {
    id: 'd1000000-0000-4000-8000-000000000003',
    buyerId: DEMO_BUYERS.bepViet.id,
    name: 'Quản lý duyệt đơn',
    isSystemCreated: false,
    permissions: ['ORDER_LIST', 'ORDER_VIEW', 'ORDER_APPROVE'],
  },
  quanComOwners: {
    id: 'd1000000-0000-4000-8000-000000000004',
    buyerId: DEMO_BUYERS.quanComNha.id,
    name: OWNER_GROUP_NAME,
    isSystemCreated: true,
    permissions: 'ALL',
  },
  pendingBakeryOwners: {
    id: 'd1000000-0000-4000-8000-000000000005',
    buyerId: DEMO_BUYERS.pendingBakery.id,
    name: OWNER_GROUP_NAME,
    isSystemCreated: true,
    permissions: 'ALL',
  },
} as const satisfies Record<string, DemoGroup>;

export interface DemoAccount {
  id: string;
  email: string;
  name: string;
  telephone: string;
  /** The user's language (mails, notifications); Vietnamese when not given. */
  lang?: 'vi' | 'en';
  role: 'OWNER' | 'MANAGER' | 'PURCHASER' | 'OTHER';
  status: 'ACTIVE' | 'INACTIVE';
  buyerId: string;
  /** The buyer's region, for convenience. */
  region: DemoRegion;
  /** user_stores rows of this user (owners also act for every store of their buyer). */
  storeIds: readonly string[];
  groupIds: readonly string[];
  /** The user's own permissions; 'ALL' means every code of PERMISSIONS. */
  ownPermissions: readonly string[] | 'ALL';
  /** What the session layer should derive (accountStateOf of @chobep/domain). */
  expectedAccountState: 'PRIVATE' | 'NOT_APPROVED' | 'DISABLED';
}

export const DEMO_ACCOUNTS = {
  owner: {
    id: 'a1000000-0000-4000-8000-000000000001',
    email: 'owner@chobep.vn',
    name: 'Nguyễn Văn An',
    telephone: '0901234567',
    role: 'OWNER',
    status: 'ACTIVE',
    buyerId: DEMO_BUYERS.bepViet.id,
    region: 'HCM',
    storeIds: [DEMO_STORES.bepVietQuan1.id, DEMO_STORES.bepVietThaoDien.id, DEMO_STORES.bepVietPhuNhuan.id],
    groupIds: [DEMO_GROUPS.bepVietOwners.id],
    ownPermissions: 'ALL',
    expectedAccountState: 'PRIVATE',
  },
  purchaser: {
    id: 'a1000000-0000-4000-8000-000000000002',
    email: 'purchaser@chobep.vn',
    name: 'Trần Thị Bích',
    telephone: '0901234568',
    role: 'PURCHASER',
    status: 'ACTIVE',
    buyerId: DEMO_BUYERS.bepViet.id,
    region: 'HCM',
    storeIds: [DEMO_STORES.bepVietQuan1.id],
    groupIds: [DEMO_GROUPS.bepVietPurchasers.id],
    ownPermissions: [],
    expectedAccountState: 'PRIVATE',
  },
  approver: {
    id: 'a1000000-0000-4000-8000-000000000003',
    email: 'approver@chobep.vn',
    name: 'Lê Minh Châu',
    telephone: '0901234569',
    role: 'MANAGER',
    status: 'ACTIVE',
    buyerId: DEMO_BUYERS.bepViet.id,
    region: 'HCM',
    storeIds: [DEMO_STORES.bepVietQuan1.id, DEMO_STORES.bepVietThaoDien.id],
    groupIds: [DEMO_GROUPS.bepVietApprovers.id],
    ownPermissions: [],
    expectedAccountState: 'PRIVATE',
  },
  otherOwner: {
    id: 'a1000000-0000-4000-8000-000000000004',
    email: 'owner@quancomnha.vn',
    name: 'Phạm Quốc Dũng',
    telephone: '0912345678',
    role: 'OWNER',
    status: 'ACTIVE',
    buyerId: DEMO_BUYERS.quanComNha.id,
    region: 'HN',
    storeIds: [DEMO_STORES.quanComHoanKiem.id, DEMO_STORES.quanComCauGiay.id],
    groupIds: [DEMO_GROUPS.quanComOwners.id],
    ownPermissions: 'ALL',
    expectedAccountState: 'PRIVATE',
  },
  pending: {
    id: 'a1000000-0000-4000-8000-000000000005',
    email: 'pending@chobep.vn',
    name: 'Hoàng Thị Hoa',
    telephone: '0987654321',
    role: 'OWNER',
    status: 'ACTIVE',
    buyerId: DEMO_BUYERS.pendingBakery.id,
    region: 'HCM',
    storeIds: [DEMO_STORES.pendingBakery.id],
    groupIds: [DEMO_GROUPS.pendingBakeryOwners.id],
    ownPermissions: 'ALL',
    expectedAccountState: 'NOT_APPROVED',
  },
  disabled: {
    id: 'a1000000-0000-4000-8000-000000000006',
    email: 'disabled@chobep.vn',
    name: 'Võ Văn Khánh',
    telephone: '0901234570',
    role: 'OTHER',
    status: 'INACTIVE',
    buyerId: DEMO_BUYERS.bepViet.id,
    region: 'HCM',
    storeIds: [DEMO_STORES.bepVietQuan1.id],
    groupIds: [DEMO_GROUPS.bepVietPurchasers.id],
    ownPermissions: [],
    expectedAccountState: 'DISABLED',
  },
  /**
   * A kitchen hand of Bếp Việt who may only browse: no permission of their own and no group. The
   * route and operation matrices need a signed-in user lacking each permission, and ORDER_LIST /
   * ORDER_VIEW are held by every other Bếp Việt account.
   */
  staff: {
    id: 'a1000000-0000-4000-8000-000000000007',
    email: 'staff@chobep.vn',
    name: 'Đặng Thu Trang',
    telephone: '0901234571',
    role: 'OTHER',
    status: 'ACTIVE',
    buyerId: DEMO_BUYERS.bepViet.id,
    region: 'HCM',
    storeIds: [DEMO_STORES.bepVietQuan1.id],
    groupIds: [],
    ownPermissions: [],
    expectedAccountState: 'PRIVATE',
  },
  /**
   * Two Bếp Việt users for the forgot-password journey (issue 15): the browser tests reset their passwords (one in
   * Vietnamese on a phone, one in English on a desktop), which ends their sessions, so no other test may use them.
   * No permission, one store (selected automatically after sign-in).
   */
  forgetfulVi: {
    id: 'a1000000-0000-4000-8000-000000000008',
    email: 'quenmatkhau@chobep.vn',
    name: 'Lý Thị Hoa',
    telephone: '0901234572',
    role: 'OTHER',
    status: 'ACTIVE',
    buyerId: DEMO_BUYERS.bepViet.id,
    region: 'HCM',
    storeIds: [DEMO_STORES.bepVietQuan1.id],
    groupIds: [],
    ownPermissions: [],
    expectedAccountState: 'PRIVATE',
  },
  forgetfulEn: {
    id: 'a1000000-0000-4000-8000-000000000009',
    email: 'forgot@chobep.vn',
    name: 'Mai Anh Tuấn',
    lang: 'en',
    telephone: '0901234573',
    role: 'OTHER',
    status: 'ACTIVE',
    buyerId: DEMO_BUYERS.bepViet.id,
    region: 'HCM',
    storeIds: [DEMO_STORES.bepVietQuan1.id],
    groupIds: [],
    ownPermissions: [],
    expectedAccountState: 'PRIVATE',
  },
  /** The owners of the two companies without a store (the store dialog's browser tests). */
  newcomer: {
    id: 'a1000000-0000-4000-8000-000000000010',
    email: 'owner@quanmoimo.vn',
    name: 'Lý Thị Mai',
    telephone: '0901234574',
    role: 'OWNER',
    status: 'ACTIVE',
    buyerId: DEMO_BUYERS.newcomer.id,
    region: 'HCM',
    storeIds: [],
    groupIds: [],
    ownPermissions: 'ALL',
    expectedAccountState: 'PRIVATE',
  },
  newcomerTwo: {
    id: 'a1000000-0000-4000-8000-000000000011',
    email: 'owner@bepnhala.vn',
    name: 'Trương Văn Lâm',
    telephone: '0901234575',
    role: 'OWNER',
    status: 'ACTIVE',
    buyerId: DEMO_BUYERS.newcomerTwo.id,
    region: 'HCM',
    storeIds: [],
    groupIds: [],
    ownPermissions: 'ALL',
    expectedAccountState: 'PRIVATE',
  },
} as const satisfies Record<string, DemoAccount>;

export type DemoAccountKey = keyof typeof DEMO_ACCOUNTS;

/**
 * The supply side's demo users (issue 14): they sign in like buyers (`meLogin`, DEMO_PASSWORD) but belong to no
 * company, so no buyer operation answers them. `supplierId` is the generated supplier's id (SUPPLIERS' position + 1):
 * 4 is Công ty TNHH Thực Phẩm Tươi Sống Sài Gòn, meat and seafood sold by weight in both regions.
 */
export interface DemoSupplyAccount {
  id: string;
  email: string;
  name: string;
  telephone: string;
  kind: 'SUPPLIER' | 'OPERATOR';
  supplierId: number | null;
  ownPermissions: readonly string[];
}

export const DEMO_SUPPLY_ACCOUNTS = {
  supplier: {
    id: 'a2000000-0000-4000-8000-000000000001',
    email: 'ncc@tuoisongsaigon.vn',
    name: 'Đỗ Thanh Tùng',
    telephone: '0938123456',
    kind: 'SUPPLIER',
    supplierId: 4,
    ownPermissions: ['ORDER_ACCEPT', 'ORDER_LIST', 'ORDER_VIEW', 'ORDER_ITEM_SET_QUANTITY', 'ORDER_ITEM_SET_PRICE'],
  },
  operator: {
    id: 'a2000000-0000-4000-8000-000000000002',
    email: 'vanhanh@chobep.vn',
    name: 'Bùi Thị Vân',
    telephone: '0938123457',
    kind: 'OPERATOR',
    supplierId: null,
    ownPermissions: [],
  },
} as const satisfies Record<string, DemoSupplyAccount>;

/** The marketplace's salesperson in charge of each demo company (`listSalesPic`, the account menu). */
export const DEMO_SALES_CONTACTS = {
  bepViet: {
    id: 'a3000000-0000-4000-8000-000000000001',
    buyerId: DEMO_BUYERS.bepViet.id,
    name: 'Võ Thị Mai',
    phoneNumber: '0908111222',
    email: 'mai.vo@chobep.vn',
  },
  quanComNha: {
    id: 'a3000000-0000-4000-8000-000000000002',
    buyerId: DEMO_BUYERS.quanComNha.id,
    name: 'Đặng Văn Hùng',
    phoneNumber: '0904333444',
    email: 'hung.dang@chobep.vn',
  },
  pendingBakery: {
    id: 'a3000000-0000-4000-8000-000000000003',
    buyerId: DEMO_BUYERS.pendingBakery.id,
    name: 'Võ Thị Mai',
    phoneNumber: '0908111222',
    email: 'mai.vo@chobep.vn',
  },
  newcomer: {
    id: 'a3000000-0000-4000-8000-000000000004',
    buyerId: DEMO_BUYERS.newcomer.id,
    name: 'Đặng Văn Hùng',
    phoneNumber: '0904333444',
    email: 'hung.dang@chobep.vn',
  },
  newcomerTwo: {
    id: 'a3000000-0000-4000-8000-000000000005',
    buyerId: DEMO_BUYERS.newcomerTwo.id,
    name: 'Võ Thị Mai',
    phoneNumber: '0908111222',
    email: 'mai.vo@chobep.vn',
  },
} as const satisfies Record<
  keyof typeof DEMO_BUYERS,
  { id: string; buyerId: string; name: string; phoneNumber: string; email: string }
>;
