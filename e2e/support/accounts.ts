/**
 * The demo accounts and stores the tests use. They mirror packages/db/src/seed/demo-accounts.ts
 * (fixed ids, independent of the seed): the browser tests read them as a user would know them,
 * without importing the database package.
 */
export const DEMO_PASSWORD = 'chobep123';

export const STORES = {
  bepVietQuan1: { id: 'c1000000-0000-4000-8000-000000000001', name: 'Bếp Việt – Quận 1', status: 'NORMAL' },
  bepVietThaoDien: { id: 'c1000000-0000-4000-8000-000000000002', name: 'Bếp Việt – Thảo Điền', status: 'NORMAL' },
  bepVietPhuNhuan: { id: 'c1000000-0000-4000-8000-000000000003', name: 'Bếp Việt – Phú Nhuận', status: 'PENDING' },
  quanComHoanKiem: { id: 'c1000000-0000-4000-8000-000000000004', name: 'Quán Cơm Nhà – Hoàn Kiếm', status: 'NORMAL' },
  quanComCauGiay: { id: 'c1000000-0000-4000-8000-000000000005', name: 'Quán Cơm Nhà – Cầu Giấy', status: 'NORMAL' },
} as const;

export interface DemoAccount {
  email: string;
  telephone: string;
  name: string;
  company: string;
  /** The stores the account may act for, in the seed's order. */
  stores: readonly (typeof STORES)[keyof typeof STORES][];
}

export const ACCOUNTS = {
  /** Every permission; 2 NORMAL stores and 1 PENDING: chooses on /change-store. */
  owner: {
    email: 'owner@chobep.vn',
    telephone: '0901234567',
    name: 'Nguyễn Văn An',
    company: 'Nhà hàng Bếp Việt',
    stores: [STORES.bepVietQuan1, STORES.bepVietThaoDien, STORES.bepVietPhuNhuan],
  },
  /** Exactly one store (auto-selected); ORDER_LIST, ORDER_VIEW, ORDER_PLACE and the favourites. */
  purchaser: {
    email: 'purchaser@chobep.vn',
    telephone: '0901234568',
    name: 'Trần Thị Bích',
    company: 'Nhà hàng Bếp Việt',
    stores: [STORES.bepVietQuan1],
  },
  /** ORDER_LIST, ORDER_VIEW, ORDER_APPROVE; 2 NORMAL stores. */
  approver: {
    email: 'approver@chobep.vn',
    telephone: '0901234569',
    name: 'Lê Minh Châu',
    company: 'Nhà hàng Bếp Việt',
    stores: [STORES.bepVietQuan1, STORES.bepVietThaoDien],
  },
  /** Another company (region HN) with 2 stores. */
  otherOwner: {
    email: 'owner@quancomnha.vn',
    telephone: '0912345678',
    name: 'Phạm Quốc Dũng',
    company: 'Quán Cơm Nhà',
    stores: [STORES.quanComHoanKiem, STORES.quanComCauGiay],
  },
  /** No permission at all (no group either); one store (auto-selected). */
  staff: {
    email: 'staff@chobep.vn',
    telephone: '0901234571',
    name: 'Đặng Thu Trang',
    company: 'Nhà hàng Bếp Việt',
    stores: [STORES.bepVietQuan1],
  },
  /** Buyer NOT_APPROVED: sign-in says the account waits for approval. */
  pending: {
    email: 'pending@chobep.vn',
    telephone: '0987654321',
    name: 'Hoàng Thị Hoa',
    company: 'Tiệm Bánh Chờ Duyệt',
    stores: [],
  },
  /** Every permission, an approved company with no store yet: the store dialog opens by itself (375 px tests). */
  newcomer: {
    email: 'owner@quanmoimo.vn',
    telephone: '0901234574',
    name: 'Lý Thị Mai',
    company: 'Quán Mới Mở',
    stores: [],
  },
  /** The same for the 1280 px tests. */
  newcomerTwo: {
    email: 'owner@bepnhala.vn',
    telephone: '0901234575',
    name: 'Trương Văn Lâm',
    company: 'Bếp Nhà Lá',
    stores: [],
  },
  /** User DISABLED: sign-in says the account was deleted. */
  disabled: {
    email: 'disabled@chobep.vn',
    telephone: '0901234570',
    name: 'Võ Văn Khánh',
    company: 'Nhà hàng Bếp Việt',
    stores: [],
  },
} as const satisfies Record<string, DemoAccount>;

/**
 * The supply side's demo users (issue 14; packages/db DEMO_SUPPLY_ACCOUNTS): they sign in like buyers but have no
 * company or store, and every buyer page sends them to /supplier/orders.
 */
export const SUPPLY_ACCOUNTS = {
  /** A user of supplier 4, Công ty TNHH Thực Phẩm Tươi Sống Sài Gòn, with every supply permission. */
  supplier: {
    email: 'ncc@tuoisongsaigon.vn',
    telephone: '0938123456',
    name: 'Đỗ Thanh Tùng',
    company: 'Công ty TNHH Thực Phẩm Tươi Sống Sài Gòn',
    stores: [],
  },
  /** An operator of the marketplace: every supplier's orders. */
  operator: {
    email: 'vanhanh@chobep.vn',
    telephone: '0938123457',
    name: 'Bùi Thị Vân',
    company: 'Chợ Bếp',
    stores: [],
  },
} as const satisfies Record<string, DemoAccount>;

/** The demo supplier user's supplier (its id in the generated catalogue). */
export const SUPPLY_SUPPLIER_ID = 4;

/** The translated messages the tests expect (packages/domain/src/platform/errors.ts). */
export const MESSAGES = {
  invalidCredentials: {
    vi: 'Email/số điện thoại hoặc mật khẩu không đúng',
    en: 'The email/phone number or password is incorrect',
  },
  notApproved: {
    vi: 'Tài khoản của bạn đang chờ duyệt',
    en: 'Your account is waiting for approval',
  },
  deleted: {
    vi: 'Tài khoản của bạn đã bị xoá hoặc vô hiệu hoá',
    en: 'Your account has been deleted or disabled',
  },
  // The form's own check (spec §5 "Please input {field}!"); the API's answer to the same gap stays "must not be empty".
  loginRequired: { vi: 'Vui lòng nhập Email hoặc số điện thoại!', en: 'Please input Email or phone number!' },
  passwordRequired: { vi: 'Vui lòng nhập Mật khẩu!', en: 'Please input Password!' },
} as const;
