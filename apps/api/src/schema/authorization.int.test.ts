import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  buyers,
  DEMO_ACCOUNTS,
  DEMO_BUYERS,
  DEMO_STORES,
  orderItems,
  orders,
  passwordResetTokens,
  stores,
  userGroupMembers,
  userGroups,
  users,
} from '@chobep/db';
import { PERMISSIONS, type Permission } from '@chobep/domain';
import { eq, sql } from 'drizzle-orm';
import {
  type GraphQLField,
  type GraphQLOutputType,
  getNamedType,
  isInterfaceType,
  isLeafType,
  isObjectType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSupplyUser,
  createTestApi,
  createUser,
  type GraphQLResponse,
  type TestApi,
  type TestClient,
} from '../test/harness';
import { INVITE, invitationTokenOf } from '../test/team';
import { AUTHORIZATION, type OperationRule, type OwnedId, type OwnedKind } from './authorization';
import { type AuthorizationTable, authorizationProblems, type RootKind, requirementOf } from './authorize';
import { schema } from './index';

/**
 * The authorisation matrix (issue 11): every operation of the executable schema, called as
 * (a) a visitor, (b) a signed-in user without its permissions, (c) a user with them and (d) a user of another
 * company with the id of a company-owned thing of the first — each outcome as schema/authorization.ts promises.
 * A new operation needs a rule there and a case below, or this file fails.
 */

interface Caller {
  client: TestClient;
  userId: string;
  /** A store the caller may act for. */
  storeId: string;
}

interface Fixtures {
  productId: string;
  productCode: string;
  otherProductId: string;
  /** The supplier of productId. */
  supplierId: number;
  /** Per store: a delivery date and slot the supplier offers, a draft token (set by `prepare`). */
  delivery: Record<string, { date: string; start: string; end: string }>;
  drafts: Record<string, string>;
  /** Per store: an order placed by `prepare`, in the status the call needs. */
  orders: Record<string, string>;
  /** Per order: its first line. */
  items: Record<string, string>;
  /** Per store: a notification message; per user: a push registration (set by `prepare`). */
  messages: Record<string, string>;
  registrations: Record<string, string>;
  /** Per caller: a company waiting for review, a store waiting for review (set by `prepare`). */
  signUps: Record<string, string>;
  pendingStores: Record<string, string>;
  categoryId: number;
  brandId: number;
  keyword: string;
  /** The team (issue 15): a group of company A with a permission, and per caller a group to delete. */
  groupId: string;
  deletableGroups: Record<string, string>;
  /** Per caller: a user of company A to remove. */
  removableUsers: Record<string, string>;
  /** A fresh invitation of company A (set by `prepare`). */
  invitationToken: string;
}

interface Case {
  /** The arguments of a call that succeeds for a caller with every permission. */
  variables: (fx: Fixtures, caller: Caller) => Record<string, unknown>;
  /** The call ends or replaces the session: make it on a session of its own. */
  ownSession?: boolean;
  /** The call ends the user's other sessions (a password change): company A's owner is replaced by a new user
   * of company A with every permission, so owner A's sessions used by the other cases stay open. */
  freshUser?: boolean;
  /** Puts the caller's store in the state the call needs (a cart to order, a draft to create orders from). */
  prepare?: (fx: Fixtures, caller: Caller) => Promise<void>;
  /** Headers of each call (a limited form: a client address of its own, so the limit does not decide the outcome). */
  headers?: () => Record<string, string>;
}

const none: Case = { variables: () => ({}) };

let storeForms = 0;
/** A store form in company A's region (Quận 1, Phường Bến Nghé), its name new at every call. */
const storeForm = () => ({
  name: `Cửa hàng ma trận ${++storeForms}`,
  telephone: '0901234500',
  provinceCode: '79',
  districtCode: '760',
  wardCode: '26740',
  addressDetail: `${storeForms} Đồng Khởi`,
  geoLat: 10.7771,
  geoLon: 106.7031,
});

const CASES: Record<string, Case> = {
  'Query.me': none,
  'Query.buyer': none,
  'Query.listSalesPic': none,
  'Query.currentStore': none,
  'Query.product': { variables: (fx) => ({ id: fx.productId }) },
  'Query.productBySupplierInternalCode': { variables: (fx) => ({ supplierInternalCode: fx.productCode }) },
  'Query.productSearch': { variables: () => ({ pagination: { size: 5 } }) },
  'Query.categories': none,
  'Query.categoryLookup': none,
  'Query.categoryDetail': { variables: (fx) => ({ id: fx.categoryId }) },
  'Query.brands': none,
  'Query.brand': { variables: (fx) => ({ id: fx.brandId }) },
  'Query.brandsForHome': none,
  'Query.suppliers': { variables: () => ({ size: 5 }) },
  'Query.tags': none,
  'Query.allUoms': none,
  'Query.allBaseUoms': none,
  'Query.allNetUoms': none,
  'Query.getAllOrigins': none,
  'Query.getItemsInSameProductGroups': { variables: (fx) => ({ productId: fx.productId }) },
  'Query.getItemsInSameProductFamily': { variables: (fx) => ({ productId: fx.productId }) },
  'Query.getFrequentlyBuyTogether': { variables: (fx) => ({ productId: fx.productId }) },
  'Query.badWordCheck': { variables: () => ({ word: 'cà chua' }) },
  'Query.trendingSearches': none,
  'Query.recommendedProducts': none,
  'Query.mightFavoriteProducts': none,
  'Query.searchHistory': { variables: (_fx, caller) => ({ storeId: caller.storeId }) },
  'Query.widgets': none,
  'Query.homePagePopup': none,
  // The team (issue 15).
  'Query.userGroups': none,
  'Query.userGroup': { variables: (fx) => ({ id: fx.groupId }) },
  'Mutation.userGroupCreate': {
    variables: () => ({ input: { name: `Ma trận ${randomUUID().slice(0, 8)}`, permissions: ['ORDER_LIST'] } }),
  },
  'Mutation.userGroupUpdate': { variables: (fx) => ({ input: { id: fx.groupId, name: 'Nhóm ma trận' } }) },
  'Mutation.userGroupDelete': {
    prepare: async (fx, caller) => {
      const [row] = await api.database.db
        .insert(userGroups)
        .values({ buyerId: DEMO_BUYERS.bepViet.id, name: `Xoá ${caller.userId}`, nameKey: `xoa ${caller.userId}` })
        .returning({ id: userGroups.id });
      fx.deletableGroups[caller.userId] = row?.id as string;
    },
    variables: (fx, caller) => ({ id: fx.deletableGroups[caller.userId] ?? NO_ORDER }),
  },
  'Query.users': { variables: () => ({ filter: { query: 'an' }, size: 5 }) },
  'Query.user': { variables: () => ({ id: DEMO_ACCOUNTS.staff.id }) },
  'Mutation.userUpdate': { variables: () => ({ input: { id: DEMO_ACCOUNTS.staff.id, status: 'ACTIVE' } }) },
  'Mutation.userRemove': {
    prepare: async (fx, caller) => {
      const user = await createUser(api, { buyerId: DEMO_BUYERS.bepViet.id, permissions: [] });
      fx.removableUsers[caller.userId] = user.id;
    },
    variables: (fx, caller) => ({ id: fx.removableUsers[caller.userId] ?? NO_ORDER }),
  },
  'Query.invitation': { variables: () => ({ token: 'no-such-invitation' }) },
  'Mutation.companyInviteUsers': {
    variables: (fx) => ({
      input: { emails: [`matrix-${randomUUID().slice(0, 8)}@test.chobep.vn`], groupIds: [fx.groupId] },
    }),
  },
  'Mutation.invitationAccept': {
    prepare: async (fx) => {
      const email = `accept-${randomUUID().slice(0, 8)}@test.chobep.vn`;
      const res = await ownerA.client.gql(INVITE, { input: { emails: [email] } });
      expect(JSON.stringify(res.data)).toContain('INVITED');
      fx.invitationToken = await invitationTokenOf(api, email);
    },
    variables: (fx) => ({
      input: {
        token: fx.invitationToken || 'no-such-invitation',
        name: 'Đồng nghiệp ma trận',
        password: 'matran2026',
        confirmPassword: 'matran2026',
        storeIds: [],
      },
    }),
  },
  'Mutation.userGroupAddMembers': {
    variables: (fx) => ({ groupId: fx.groupId, userIds: [DEMO_ACCOUNTS.staff.id] }),
  },
  'Mutation.userGroupRemoveMembers': {
    variables: (fx) => ({ groupId: fx.groupId, userIds: [DEMO_ACCOUNTS.staff.id] }),
  },
  'Mutation.meLogin': {
    variables: () => ({ input: { login: DEMO_ACCOUNTS.purchaser.email, password: 'chobep123' } }),
    ownSession: true,
  },
  'Mutation.meRelogin': none,
  'Mutation.meLogout': { ...none, ownSession: true },
  'Mutation.meUpdateLang': { variables: () => ({ lang: 'vi' }) },
  'Mutation.meForgetPassword': { variables: () => ({ input: { email: DEMO_ACCOUNTS.purchaser.email } }) },
  'Mutation.meResetPassword': {
    // A token of the purchaser's, valid and unused: the caller's own session plays no part.
    variables: () => ({ input: { token: resetTokenFor(), password: 'matkhau2026', confirmPassword: 'matkhau2026' } }),
    prepare: () => createResetToken(DEMO_ACCOUNTS.staff.id),
  },
  'Mutation.meUpdatePassword': {
    variables: () => ({
      input: { currentPassword: 'chobep123', password: 'matkhau2026', confirmPassword: 'matkhau2026' },
    }),
    freshUser: true,
  },
  'Mutation.pingUser': { variables: (_fx, caller) => ({ userId: caller.userId }) },
  'Mutation.favoritesAdd': { variables: (fx) => ({ productId: fx.productId }) },
  'Mutation.favoritesRemove': { variables: (fx) => ({ productId: fx.productId }) },
  'Mutation.putItemsToFavorite': { variables: (fx) => ({ itemUuids: [fx.productId, fx.otherProductId] }) },
  'Mutation.productSetNote': { variables: (fx) => ({ productId: fx.productId, note: 'Giao trước 7 giờ sáng' }) },
  'Mutation.saveSearchHistory': {
    variables: (fx, caller) => ({ input: { storeId: caller.storeId, keyword: fx.keyword } }),
  },
  'Mutation.deleteSearchHistory': {
    variables: (fx, caller) => ({ input: { storeId: caller.storeId, keyword: fx.keyword } }),
  },
  'Query.cart': { variables: (_fx, caller) => ({ storeId: caller.storeId }) },
  'Query.deliveryNotes': { variables: (_fx, caller) => ({ storeId: caller.storeId }) },
  'Mutation.cartPutItem': { variables: (fx, caller) => ({ input: cartLine(fx, caller, 2) }) },
  'Mutation.cartPutItemLight': { variables: (fx, caller) => ({ input: cartLine(fx, caller, 3) }) },
  'Mutation.cartDeleteItem': { variables: (fx, caller) => ({ input: cartLine(fx, caller, 0) }) },
  'Mutation.cartDeleteItemLight': { variables: (fx, caller) => ({ input: cartLine(fx, caller, 0) }) },
  'Mutation.cartPutItems': {
    variables: (fx, caller) => {
      const { storeId, ...item } = cartLine(fx, caller, 4);
      return { storeId, items: [item] };
    },
  },
  'Mutation.cartClearSupplier': { variables: (fx, caller) => ({ storeId: caller.storeId, supplierId: fx.supplierId }) },
  'Mutation.cartPutDeliveryNote': {
    variables: (fx, caller) => ({ storeId: caller.storeId, supplierId: fx.supplierId, note: 'Gọi trước khi giao' }),
  },
  'Query.listHolidays': { variables: () => ({ year: 2026 }) },
  'Query.dayOffs': { variables: (fx) => ({ supplierId: fx.supplierId }) },
  'Query.nextDeliveryDate': { variables: (fx, caller) => ({ storeId: caller.storeId, supplierId: fx.supplierId }) },
  'Query.orderDeadline': {
    variables: (fx, caller) => ({ storeId: caller.storeId, supplierId: fx.supplierId, date: '2026-12-30' }),
  },
  'Query.deliveryTimeSlots': {
    variables: (fx, caller) => ({ storeId: caller.storeId, supplierId: fx.supplierId, date: '2026-12-30' }),
  },
  'Query.availableVouchersForStore': { variables: (_fx, caller) => ({ storeId: caller.storeId }) },
  'Query.getDeliveryFee': { variables: (_fx, caller) => ({ storeId: caller.storeId, totalPrice: 150_000 }) },
  'Query.getVouchersForProduct': { variables: (fx) => ({ productId: fx.productId }) },
  'Query.orderDraft': { variables: () => ({ token: 'no-such-draft' }) },
  'Query.getVaAndQrInfo': { variables: () => ({ orderIds: [] }) },
  'Query.orderDisabled': { variables: (_fx, caller) => ({ storeId: caller.storeId }) },
  'Query.addStoreDisabled': none,
  'Mutation.cartPutDeliveryDate': {
    prepare: findDelivery,
    variables: (fx, caller) => ({
      storeId: caller.storeId,
      supplierId: fx.supplierId,
      date: fx.delivery[caller.storeId]?.date ?? '2026-12-30',
    }),
  },
  'Mutation.cartPutDeliveryTime': {
    prepare: findDelivery,
    variables: (fx, caller) => ({
      storeId: caller.storeId,
      supplierId: fx.supplierId,
      startTime: fx.delivery[caller.storeId]?.start ?? '08:00',
      endTime: fx.delivery[caller.storeId]?.end ?? '12:00',
    }),
  },
  'Mutation.cartPutPaymentMethod': { variables: (_fx, caller) => ({ storeId: caller.storeId, paymentMethod: 'COD' }) },
  'Mutation.calculateVoucherDiscount': {
    variables: (fx, caller) => ({ storeId: caller.storeId, supplierId: fx.supplierId, code: '' }),
  },
  'Mutation.cartCreateOrderDraft': { prepare: fillCart, variables: (_fx, caller) => ({ storeId: caller.storeId }) },
  'Mutation.orderCreate': {
    prepare: draft,
    variables: (fx, caller) => ({ storeId: caller.storeId, token: fx.drafts[caller.storeId] ?? 'none' }),
  },
  'Query.countPendingOrders': none,
  'Query.order': {
    prepare: (fx, caller) => placeOrder(fx, caller, 'PENDING_ACCEPTANCE'),
    variables: (fx, caller) => ({ id: orderOf(fx, caller) }),
  },
  'Query.printOrderInvoice': {
    prepare: (fx, caller) => placeOrder(fx, caller, 'PENDING_ACCEPTANCE'),
    variables: (fx, caller) => ({ id: orderOf(fx, caller) }),
  },
  'Query.fulfillmentNote': {
    prepare: (fx, caller) => placeOrder(fx, caller, 'ACCEPTED'),
    variables: (fx, caller) => ({ id: orderOf(fx, caller) }),
  },
  // Administrative units (issue 15, geo): public lookups.
  'Query.provinceSearch': none,
  'Query.districtSearch': { variables: () => ({ provinceCodes: ['79'] }) },
  'Query.wardSearch': { variables: () => ({ districtCodes: ['760'] }) },
  'Query.findFullAddress': { variables: () => ({ wardCodes: ['26740'] }) },
  // The map (issue 15): the offline adapter here, so empty answers.
  'Query.mapProvider': none,
  'Query.mapAutocomplete': { variables: () => ({ input: '12 Lê Lợi' }) },
  'Query.mapPlace': { variables: () => ({ placeId: 'place-1' }) },
  'Query.mapGeocode': { variables: () => ({ lat: 10.7769, lng: 106.7009 }) },
  'Query.mapNearby': { variables: () => ({ lat: 10.7769, lng: 106.7009 }) },
  // Stores (issue 15, the store dialog): a new store of A's region under a name not used before.
  'Mutation.checkStoreIsDuplicate': { variables: () => ({ input: storeForm() }) },
  'Mutation.storeCreate': { variables: () => ({ input: storeForm() }) },
  // The caller's store, flagged for update, re-entered at the same place.
  'Mutation.storeUpdate': {
    prepare: async (_fx, caller) => {
      await api.database.db.execute(sql`update stores set is_force_update = true where id = ${caller.storeId}`);
    },
    variables: (_fx, caller) => {
      const { name: _name, telephone: _phone, ...address } = storeForm();
      return {
        input: {
          id: caller.storeId,
          ...address,
          districtCode: '760',
          wardCode: '26740',
          addressDetail: '45 Lê Thánh Tôn',
        },
      };
    },
  },
  // Turning a feature on that is already on: allowed callers succeed and nothing changes.
  'Mutation.featureFlagToggle': { variables: () => ({ feature: 'ORDER_APPROVAL', enabled: true }) },
  // Accounts (issue 15): the account and company pages; the owner's own values, so a success changes nothing.
  'Mutation.meUpdate': {
    variables: () => ({
      input: { name: DEMO_ACCOUNTS.owner.name, telephone: DEMO_ACCOUNTS.owner.telephone, lang: 'vi' },
    }),
  },
  'Mutation.signImageUpload': { variables: () => ({ contentType: 'image/png', size: 1000 }) },
  'Mutation.companyUpdate': {
    variables: () => ({
      input: {
        name: DEMO_BUYERS.bepViet.name,
        businessCategory: DEMO_BUYERS.bepViet.businessCategory,
        redInvoiceInfo: {
          companyName: DEMO_BUYERS.bepViet.redInvoice.companyName,
          location: DEMO_BUYERS.bepViet.redInvoice.address,
          mst: DEMO_BUYERS.bepViet.redInvoice.taxCode,
        },
      },
    }),
  },
  'Mutation.buyerUpdate': {
    variables: () => ({ input: { buyerId: DEMO_BUYERS.bepViet.id, buyerName: DEMO_BUYERS.bepViet.name } }),
  },
  'Query.orders': {
    prepare: (fx, caller) => placeOrder(fx, caller, 'PENDING_ACCEPTANCE'),
    variables: (_fx, caller) => ({ filter: { storeId: caller.storeId } }),
  },
  'Query.ordersExport': { variables: (_fx, caller) => ({ filter: { storeId: caller.storeId } }) },
  'Mutation.orderApprove': {
    prepare: (fx, caller) => placeOrder(fx, caller, 'PENDING_APPROVAL'),
    variables: (fx, caller) => ({ ids: [orderOf(fx, caller)] }),
  },
  'Mutation.orderDisapprove': {
    prepare: (fx, caller) => placeOrder(fx, caller, 'PENDING_APPROVAL'),
    variables: (fx, caller) => ({ ids: [orderOf(fx, caller)], reason: 'Không cần nữa' }),
  },
  'Mutation.orderCancel': {
    prepare: (fx, caller) => placeOrder(fx, caller, 'PENDING_ACCEPTANCE'),
    variables: (fx, caller) => ({ id: orderOf(fx, caller) }),
  },
  'Mutation.orderReorder': {
    prepare: (fx, caller) => placeOrder(fx, caller, 'PENDING_ACCEPTANCE'),
    variables: (fx, caller) => ({ id: orderOf(fx, caller) }),
  },
  'Mutation.orderBulkReorder': {
    prepare: (fx, caller) => placeOrder(fx, caller, 'PENDING_ACCEPTANCE'),
    variables: (fx, caller) => ({ ids: [orderOf(fx, caller)] }),
  },
  'Mutation.orderReceive': {
    prepare: (fx, caller) => placeOrder(fx, caller, 'ACCEPTED'),
    variables: (fx, caller) => ({ id: orderOf(fx, caller) }),
  },
  'Mutation.orderUpdateItems': {
    prepare: (fx, caller) => placeOrder(fx, caller, 'DELIVERING'),
    variables: (fx, caller) => ({
      id: orderOf(fx, caller),
      items: [{ itemId: itemOf(fx, caller), deliveredQuantity: 150 }],
    }),
  },
  // The supply side: the (c) caller is a user of the fixture product's supplier; its orders are placed by owner A
  // (`supplyPrepare` places them for A's store, which the supply callers carry as theirs).
  'Query.supplyMe': none,
  'Query.supplyOrders': { variables: () => ({ size: 5 }) },
  'Query.supplySuppliers': none,
  'Query.operatorMailOutbox': { variables: () => ({ size: 5 }) },
  'Query.supplyOrder': {
    prepare: supplyPrepare('PENDING_ACCEPTANCE'),
    variables: (fx, caller) => ({ id: orderOf(fx, caller) }),
  },
  'Mutation.supplyOrderAccept': {
    prepare: supplyPrepare('PENDING_ACCEPTANCE'),
    variables: (fx, caller) => ({ id: orderOf(fx, caller) }),
  },
  'Mutation.supplyOrderDecline': {
    prepare: supplyPrepare('PENDING_ACCEPTANCE'),
    variables: (fx, caller) => ({ id: orderOf(fx, caller), reason: 'Hết hàng' }),
  },
  'Mutation.supplyOrderAdvance': {
    prepare: supplyPrepare('ACCEPTED'),
    variables: (fx, caller) => ({ id: orderOf(fx, caller), action: 'START' }),
  },
  'Mutation.supplyOrderSetDelivered': {
    prepare: supplyPrepare('DELIVERING'),
    variables: (fx, caller) => ({
      id: orderOf(fx, caller),
      items: [{ itemId: itemOf(fx, caller), deliveredQuantity: 150, priceBeforeVat: 1000 }],
      note: 'Giá hôm nay',
    }),
  },
  'Mutation.supplyOrderReportMissing': {
    prepare: supplyPrepare('ACCEPTED'),
    variables: (fx, caller) => ({ id: orderOf(fx, caller), itemIds: [itemOf(fx, caller)], note: 'Hết hàng' }),
  },
  'Query.notificationMessages': { variables: (_fx, caller) => ({ storeId: caller.storeId, page: 0, size: 20 }) },
  'Mutation.notificationMarkRead': {
    prepare: async (fx, caller) => {
      await seedMessage(fx, caller.storeId);
    },
    variables: (fx, caller) => ({ messageId: fx.messages[caller.storeId] ?? NO_ORDER, readStatus: 'IS_READ' }),
  },
  'Mutation.notificationRegister': {
    variables: (_fx, caller) => ({
      token: `ExponentPushToken[matrix-${caller.userId}]`,
      provider: 'EXPO',
      platform: 'IOS',
    }),
  },
  'Mutation.notificationUnregister': {
    prepare: async (fx, caller) => {
      await seedRegistration(fx, caller);
    },
    variables: (fx, caller) => ({ id: fx.registrations[caller.userId] ?? NO_ORDER }),
  },
  // Platform (issue 15): the forms are limited per client address, so each call comes from an address of its own.
  'Query.maintenance': none,
  'Query.featureFlags': none,
  'Query.customerRequests': { variables: () => ({ first: 5 }) },
  'Mutation.writeContactUsInfo': {
    variables: () => ({ input: { whoAreYou: 'RESTAURANT', name: 'Ma Trận', phone: '0901234567' } }),
    headers: freshAddress,
  },
  'Mutation.customerContactRequest': {
    variables: (fx) => ({ input: { name: 'Ma Trận', phone: '0901234567', productId: fx.productId } }),
    headers: freshAddress,
  },
  'Mutation.submitKeepInTouchForm': {
    variables: () => ({ input: { email: 'matran@test.chobep.vn' } }),
    headers: freshAddress,
  },
  'Mutation.createNewProductRequest': {
    variables: () => ({ input: { productName: 'Nước mắm Phú Quốc 40 độ' } }),
    headers: freshAddress,
  },
  'Mutation.submitErrorReport': { variables: () => ({ input: { comments: 'Trang trắng' } }), headers: freshAddress },
  // Turning maintenance off and setting a flag to its default: nothing changes for the other tests.
  'Mutation.maintenanceSet': { variables: () => ({ enabled: false }) },
  'Mutation.featureFlagSet': { variables: () => ({ name: 'BuyerWebHomePagePopup', treatment: 'on' }) },
  // Sign-up (issue 15): public, each call with an e-mail and phone of its own; the review is the operators'.
  'Mutation.checkEmail': { variables: () => ({ email: `free-${randomBytes(4).toString('hex')}@test.chobep.vn` }) },
  'Mutation.buyerCreateAccount': { variables: () => ({ input: signUpForm() }) },
  'Query.supplyBuyerSignUps': none,
  'Mutation.supplyBuyerApprove': {
    prepare: pendingCompany,
    variables: (fx, caller) => ({ buyerId: fx.signUps[caller.userId] ?? NO_ORDER }),
  },
  'Mutation.supplyBuyerReject': {
    prepare: pendingCompany,
    variables: (fx, caller) => ({ buyerId: fx.signUps[caller.userId] ?? NO_ORDER, reason: 'Không đủ giấy tờ' }),
  },
  'Query.supplyStoreReviews': none,
  'Mutation.supplyStoreApprove': {
    prepare: pendingStore,
    variables: (fx, caller) => ({ storeId: fx.pendingStores[caller.userId] ?? NO_ORDER }),
  },
  'Mutation.supplyStoreReject': {
    prepare: pendingStore,
    variables: (fx, caller) => ({ storeId: fx.pendingStores[caller.userId] ?? NO_ORDER, reason: 'Ngoài vùng giao' }),
  },
};

let addressCounter = 0;
/** A client address no other call of this file uses (TEST-NET-2, through the loopback proxy the harness is). */
function freshAddress(): Record<string, string> {
  addressCounter += 1;
  return { 'x-forwarded-for': `198.51.${100 + Math.floor(addressCounter / 250)}.${addressCounter % 250}` };
}

/** A complete sign-up with a fresh e-mail and phone. */
function signUpForm(): Record<string, unknown> {
  return {
    representativeName: 'Người đăng ký thử',
    role: 'OWNER',
    email: `signup-${randomBytes(5).toString('hex')}@test.chobep.vn`,
    telephone: `039${String(randomBytes(4).readUInt32BE() % 10_000_000).padStart(7, '0')}`,
    password: 'bepngon2025',
    confirmPassword: 'bepngon2025',
    businessName: 'Quán thử',
    businessType: 'RESTAURANT',
    businessCategory: 'RICE_NOODLE_SHOP',
    provinceCode: '79',
    district: 'Quận 1',
    ward: 'Phường Bến Nghé',
    address: '1 Lê Lợi',
    acquisitionSource: 'FRIEND',
  };
}

/** A company waiting for review, for the caller to approve or reject. */
async function pendingStore(fx: Fixtures, caller: Caller): Promise<void> {
  const [row] = await api.database.db
    .insert(stores)
    .values({ buyerId: DEMO_BUYERS.bepViet.id, name: `Chi nhánh chờ duyệt ${randomUUID()}`, address: '1 Lê Lợi' })
    .returning({ id: stores.id });
  fx.pendingStores[caller.userId] = row?.id as string;
}

async function pendingCompany(fx: Fixtures, caller: Caller): Promise<void> {
  const [row] = await api.database.db
    .insert(buyers)
    .values({ name: 'Công ty chờ duyệt', status: 'PENDING' })
    .returning({ id: buyers.id });
  fx.signUps[caller.userId] = row?.id as string;
}

/** Prepares a supply call: an order of owner A's store with the fixture supplier, in `status`. */
function supplyPrepare(status: (typeof orders.$inferSelect)['status']) {
  return (fx: Fixtures) => placeOrder(fx, ownerA, status);
}

const NO_ITEM = '00000000-0000-4000-8000-000000000001';
const itemOf = (fx: Fixtures, caller: Caller) => fx.items[orderOf(fx, caller)] ?? NO_ITEM;

/** An unread message to the store (as an order change would write it). */
async function seedMessage(fx: Fixtures, storeId: string) {
  const res = await api.database.db.execute<{ id: string }>(sql`
    insert into notification_messages (buyer_id, store_id, type, data)
    select buyer_id, id, 'ORDER_STATUS_UPDATE',
      '{"type":"ORDER_STATUS_UPDATE","orderNumber":1,"supplierName":"Rau Đà Lạt","from":"PENDING_ACCEPTANCE","to":"ACCEPTED"}'::jsonb
    from stores where id = ${storeId} returning id`);
  fx.messages[storeId] = res.rows[0]?.id as string;
  return fx.messages[storeId];
}

/** A push registration of the caller's own. */
async function seedRegistration(fx: Fixtures, caller: Caller) {
  const res = await caller.client.gql<{ notificationRegister: { id: string } }>(
    `mutation MatrixRegister { notificationRegister(token: "fcm-matrix-${caller.userId}", provider: FCM, platform: ANDROID) { id } }`,
  );
  fx.registrations[caller.userId] = res.data?.notificationRegister.id as string;
  expect(fx.registrations[caller.userId], JSON.stringify(res)).toBeTruthy();
  return fx.registrations[caller.userId] as string;
}

const NO_ORDER = '00000000-0000-4000-8000-000000000000';
const orderOf = (fx: Fixtures, caller: Caller) => fx.orders[caller.storeId] ?? NO_ORDER;

/** An order of the caller's store, put in `status` the way its actors would have moved it. */
async function placeOrder(fx: Fixtures, caller: Caller, status: (typeof orders.$inferSelect)['status']) {
  await draft(fx, caller);
  const res = await caller.client.gql<{ orderCreate: { success: boolean; orders: { id: string }[] } }>(
    `mutation MatrixPlace($storeId: ID!, $token: String!) {
      orderCreate(storeId: $storeId, token: $token) { success orders { id } userErrors { message } } }`,
    { storeId: caller.storeId, token: fx.drafts[caller.storeId] },
  );
  const id = res.data?.orderCreate.orders[0]?.id;
  expect(id, JSON.stringify(res)).toBeTruthy();
  await api.database.db
    .update(orders)
    .set({ status })
    .where(eq(orders.id, id as string));
  fx.orders[caller.storeId] = id as string;
  const [item] = await api.database.db
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(eq(orderItems.orderId, id as string));
  if (item) fx.items[id as string] = item.id;
}

/** A cart the owner can check out: the fixture product, enough of it for any minimum order. */
async function fillCart(fx: Fixtures, caller: Caller): Promise<void> {
  const res = await caller.client.gql<{ cartPutItem: { success: boolean } }>(
    'mutation MatrixFill($input: CartItemInput!) { cartPutItem(input: $input) { success } }',
    { input: cartLine(fx, caller, 200) },
  );
  expect(res.data?.cartPutItem.success, JSON.stringify(res)).toBe(true);
}

async function findDelivery(fx: Fixtures, caller: Caller): Promise<void> {
  const res = await caller.client.gql<{ nextDeliveryDate: string }>(
    'query MatrixNext($storeId: ID!, $supplierId: Int!) { nextDeliveryDate(storeId: $storeId, supplierId: $supplierId) }',
    { storeId: caller.storeId, supplierId: fx.supplierId },
  );
  const date = res.data?.nextDeliveryDate as string;
  const slots = await caller.client.gql<{ deliveryTimeSlots: { start: string; end: string }[] }>(
    `query MatrixSlots($storeId: ID!, $supplierId: Int!, $date: String!) {
      deliveryTimeSlots(storeId: $storeId, supplierId: $supplierId, date: $date) { start end } }`,
    { storeId: caller.storeId, supplierId: fx.supplierId, date },
  );
  const [slot] = slots.data?.deliveryTimeSlots ?? [];
  fx.delivery[caller.storeId] = { date, start: slot?.start ?? '', end: slot?.end ?? '' };
}

async function draft(fx: Fixtures, caller: Caller): Promise<void> {
  await fillCart(fx, caller);
  const res = await caller.client.gql<{ cartCreateOrderDraft: { success: boolean; token: string | null } }>(
    'mutation MatrixDraft($storeId: ID!) { cartCreateOrderDraft(storeId: $storeId) { success token userErrors { message } } }',
    { storeId: caller.storeId },
  );
  expect(res.data?.cartCreateOrderDraft.success, JSON.stringify(res)).toBe(true);
  fx.drafts[caller.storeId] = res.data?.cartCreateOrderDraft.token as string;
}

function cartLine(fx: Fixtures, caller: Caller, quantity: number) {
  return { storeId: caller.storeId, supplierId: fx.supplierId, productId: fx.productId, quantity };
}

// ---- Documents built from the schema: every argument as a variable, a selection that shows the outcome.

function selectionOf(type: GraphQLOutputType): string {
  const named = getNamedType(type);
  if (isLeafType(named)) return '';
  if (isObjectType(named) || isInterfaceType(named)) {
    const fields = named.getFields();
    if (fields.success && fields.userErrors) return ' { success userErrors { field code message } }';
    return fields.id ? ' { __typename id }' : ' { __typename }';
  }
  return ' { __typename }';
}

function documentOf(kind: RootKind, field: GraphQLField<unknown, unknown>): string {
  const definitions = field.args.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
  const args = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
  return `${kind.toLowerCase()} Matrix_${field.name}${definitions ? `(${definitions})` : ''} { ${field.name}${
    args ? `(${args})` : ''
  }${selectionOf(field.type)} }`;
}

function withValueAt(variables: Record<string, unknown>, path: string, value: unknown): Record<string, unknown> {
  const copy = structuredClone(variables);
  const keys = path.split('.');
  let at: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) {
    if (at[key] === null || typeof at[key] !== 'object') at[key] = {};
    at = at[key] as Record<string, unknown>;
  }
  at[keys.at(-1) as string] = value;
  return copy;
}

interface Operation {
  kind: RootKind;
  name: string;
  rule: OperationRule;
  document: string;
  testCase: Case;
}

const operations: Operation[] = (['Query', 'Mutation'] as const).flatMap((kind) =>
  Object.values((kind === 'Query' ? schema.getQueryType() : schema.getMutationType())?.getFields() ?? {}).map(
    (field) => ({
      kind,
      name: field.name,
      rule: AUTHORIZATION[kind][field.name] as OperationRule,
      document: documentOf(kind, field),
      testCase: CASES[`${kind}.${field.name}`] ?? none,
    }),
  ),
);

// ---- Outcomes.

type Result = GraphQLResponse<Record<string, unknown>>;
interface Payload {
  success: boolean;
  userErrors: { field: string | null; code: string; message: string }[];
}

function payloadOf(op: Operation, res: Result): Payload | null {
  const value = res.data?.[op.name];
  return value && typeof value === 'object' && 'userErrors' in value ? (value as Payload) : null;
}

function describeResult(res: Result): string {
  return JSON.stringify({ status: res.status, errors: res.errors, data: res.data });
}

function expectUnauthenticated(op: Operation, res: Result) {
  expect(
    res.errors?.map((e) => e.extensions?.code),
    describeResult(res),
  ).toEqual(['UNAUTHENTICATED']);
  expect(res.errors?.[0]?.message).toBe('Cần đăng nhập để tiếp tục');
  expect(res.data?.[op.name] ?? null).toBeNull();
}

function expectForbidden(op: Operation, res: Result) {
  if (op.kind === 'Mutation') {
    expect(res.errors, describeResult(res)).toBeUndefined();
    const payload = payloadOf(op, res);
    expect(payload?.success, describeResult(res)).toBe(false);
    expect(payload?.userErrors.map((e) => e.code)).toContain('FORBIDDEN');
    expect(payload?.userErrors.find((e) => e.code === 'FORBIDDEN')?.message).toBe(
      'Bạn không có quyền thực hiện thao tác này',
    );
  } else {
    expect(
      res.errors?.map((e) => e.extensions?.code),
      describeResult(res),
    ).toEqual(['FORBIDDEN']);
    expect(res.data?.[op.name] ?? null).toBeNull();
  }
}

/** Not refused: no error, and a payload without a refusal (a public mutation may still fail on its input). */
function expectNotRefused(op: Operation, res: Result) {
  expect(res.status, describeResult(res)).toBe(200);
  expect(res.errors, describeResult(res)).toBeUndefined();
  const codes = payloadOf(op, res)?.userErrors.map((e) => e.code) ?? [];
  expect(codes).not.toContain('FORBIDDEN');
  expect(codes).not.toContain('UNAUTHENTICATED');
}

function expectSuccess(op: Operation, res: Result) {
  expectNotRefused(op, res);
  const payload = payloadOf(op, res);
  if (payload) expect(payload.success, describeResult(res)).toBe(true);
}

// ---- The world: company A (Bếp Việt) and company B (Quán Cơm Nhà).

let api: TestApi;
let fx: Fixtures;
let ownerA: Caller;
let ownerB: Caller;
/** The supply side: a user of the fixture supplier with every supply permission, one of another supplier, an operator. */
let supplierA: Caller;
let supplierB: Caller;
let operator: Caller;
const SUPPLY_PERMISSIONS: readonly Permission[] = [
  'ORDER_ACCEPT',
  'ORDER_LIST',
  'ORDER_VIEW',
  'ORDER_ITEM_SET_QUANTITY',
  'ORDER_ITEM_SET_PRICE',
];
const supplyWithoutCache = new Map<string, Caller>();

/** A user of the fixture supplier holding every supply permission except these (they act on A's store's orders). */
async function supplierWithout(permissions: readonly Permission[]): Promise<Caller> {
  const key = [...permissions].sort().join(',');
  const cached = supplyWithoutCache.get(key);
  if (cached) return cached;
  const user = await createSupplyUser(api, {
    supplierId: fx.supplierId,
    permissions: SUPPLY_PERMISSIONS.filter((p) => !permissions.includes(p)),
  });
  const caller = await signedIn(user.email, user.id, DEMO_STORES.bepVietQuan1.id);
  supplyWithoutCache.set(key, caller);
  return caller;
}
const withoutCache = new Map<string, Caller>();

async function signedIn(email: string, userId: string, storeId: string): Promise<Caller> {
  const client = api.client();
  await client.signIn(email);
  return { client, userId, storeId };
}

/** A user of company A holding every permission except these, acting for A's store. */
async function userWithout(permissions: readonly Permission[]): Promise<Caller> {
  const key = [...permissions].sort().join(',');
  const cached = withoutCache.get(key);
  if (cached) return cached;
  const storeId = DEMO_STORES.bepVietQuan1.id;
  const user = await createUser(api, {
    buyerId: DEMO_BUYERS.bepViet.id,
    permissions: PERMISSIONS.filter((p) => !permissions.includes(p)),
    storeIds: [storeId],
  });
  const caller = await signedIn(user.email, user.id, storeId);
  withoutCache.set(key, caller);
  return caller;
}

/** The caller's own session, or a fresh one of the same user for calls that end or replace a session. */
async function sessionFor(op: Operation, caller: Caller): Promise<Caller> {
  if (op.testCase.freshUser && caller.userId === ownerA.userId) {
    const user = await createUser(api, {
      buyerId: DEMO_BUYERS.bepViet.id,
      permissions: PERMISSIONS,
      storeIds: [caller.storeId],
    });
    return signedIn(user.email, user.id, caller.storeId);
  }
  if (!op.testCase.ownSession) return caller;
  const [row] = await api.database.db.select({ email: users.email }).from(users).where(eq(users.id, caller.userId));
  return signedIn(row?.email as string, caller.userId, caller.storeId);
}

async function call(
  op: Operation,
  caller: Caller | null,
  variables: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<Result> {
  const client = caller ? (await sessionFor(op, caller)).client : api.client();
  const storeHeader: Record<string, string> = caller ? { 'x-store-id': caller.storeId } : {};
  return client.gql(op.document, variables, { ...storeHeader, ...(op.testCase.headers?.() ?? {}), ...headers });
}

beforeAll(async () => {
  api = await createTestApi();
  const db = api.database.db;
  const products = await db.execute<{
    id: string;
    code: string;
    category_id: number;
    brand_id: number;
    supplier_id: number;
  }>(
    sql.raw(`select p.id, p.supplier_internal_code as code, p.category_id, p.brand_id, p.supplier_id from products p
      join product_prices pr on pr.product_id = p.id and pr.region = 'HCM'
      join product_prices ph on ph.product_id = p.id and ph.region = 'HN'
      where p.is_active and not p.is_private and p.allow_purchase and p.stock > 0 and p.brand_id is not null
      order by p.supplier_internal_code limit 2`),
  );
  const [first, second] = products.rows;
  if (!first || !second) throw new Error('the test catalogue has no products priced in both regions');
  fx = {
    productId: first.id,
    productCode: first.code,
    otherProductId: second.id,
    supplierId: first.supplier_id,
    delivery: {},
    drafts: {},
    orders: {},
    items: {},
    messages: {},
    registrations: {},
    signUps: {},
    pendingStores: {},
    categoryId: first.category_id,
    brandId: first.brand_id,
    keyword: 'nước mắm',
    groupId: '',
    deletableGroups: {},
    removableUsers: {},
    invitationToken: '',
  };
  const [group] = await db
    .insert(userGroups)
    .values({
      buyerId: DEMO_BUYERS.bepViet.id,
      name: 'Nhóm ma trận',
      nameKey: 'nhom ma tran',
      permissions: ['ORDER_LIST'],
    })
    .returning({ id: userGroups.id });
  fx.groupId = group?.id as string;
  await db.insert(userGroupMembers).values({ groupId: fx.groupId, userId: DEMO_ACCOUNTS.purchaser.id });
  ownerA = await signedIn(DEMO_ACCOUNTS.owner.email, DEMO_ACCOUNTS.owner.id, DEMO_STORES.bepVietQuan1.id);
  ownerB = await signedIn(DEMO_ACCOUNTS.otherOwner.email, DEMO_ACCOUNTS.otherOwner.id, DEMO_STORES.quanComHoanKiem.id);
  supplierA = await supplierWithout([]);
  const other = await createSupplyUser(api, {
    supplierId: fx.supplierId === 1 ? 2 : 1,
    permissions: SUPPLY_PERMISSIONS,
  });
  supplierB = await signedIn(other.email, other.id, DEMO_STORES.quanComHoanKiem.id);
  const op = await createSupplyUser(api, { supplierId: null, permissions: [] });
  operator = await signedIn(op.email, op.id, DEMO_STORES.bepVietQuan1.id);
});
afterAll(async () => {
  await api?.close();
});

describe('the table matches the schema', () => {
  it('every operation has a rule and a case, and every rule and case an operation', () => {
    expect(authorizationProblems(schema, AUTHORIZATION)).toEqual([]);
    const names = operations.map((op) => `${op.kind}.${op.name}`).sort();
    expect(Object.keys(CASES).sort()).toEqual(names);
  });

  it('a missing or a stale rule is reported (the schema then refuses to build)', () => {
    const { me: _me, ...withoutMe } = AUTHORIZATION.Query;
    const table: AuthorizationTable = {
      Query: { ...withoutMe, retiredQuery: { access: 'public', scope: 'catalogue' } },
      Mutation: AUTHORIZATION.Mutation,
    };
    expect(authorizationProblems(schema, table)).toEqual([
      'Query.me has no rule in schema/authorization.ts',
      'schema/authorization.ts names Query.retiredQuery, which does not exist',
    ]);
  });

  it('a conditional rule adds a session and its permissions only when its argument is true', () => {
    const rule = AUTHORIZATION.Query.productSearch as OperationRule;
    expect(requirementOf(rule, {})).toEqual({ signedIn: false, permissions: [] });
    expect(requirementOf(rule, { filter: { favorite: false } })).toEqual({ signedIn: false, permissions: [] });
    expect(requirementOf(rule, { filter: { favorite: true } })).toEqual({
      signedIn: true,
      permissions: ['BUYER_FAVORITE_ITEM_LIST'],
    });
    expect(requirementOf(rule, { filter: { orderedOnly: true } })).toEqual({ signedIn: true, permissions: [] });
  });
});

// The supply side's operations: a session of a supplier's user or an operator; buyer users are refused.
for (const op of operations.filter((o) => o.rule.access === 'supply'))
  describe(`${op.kind}.${op.name} (supply side)`, () => {
    const permissions = op.rule.permissions ?? [];

    it('(a) a visitor: UNAUTHENTICATED', async () => {
      expectUnauthenticated(op, await call(op, null, op.testCase.variables(fx, { ...ownerA, client: api.client() })));
    });

    it('(b) a buyer user with every permission: FORBIDDEN', async () => {
      await op.testCase.prepare?.(fx, ownerA);
      expectForbidden(op, await call(op, ownerA, op.testCase.variables(fx, ownerA)));
    });

    if (permissions.length > 0) {
      it(`(b) a supplier's user without ${permissions.join(', ')}: FORBIDDEN`, async () => {
        const caller = await supplierWithout(permissions);
        expectForbidden(op, await call(op, caller, op.testCase.variables(fx, caller)));
      });
    }

    if (op.rule.operatorOnly) {
      it("(b) a supplier's user with every permission: FORBIDDEN (operators only)", async () => {
        await op.testCase.prepare?.(fx, supplierA);
        expectForbidden(op, await call(op, supplierA, op.testCase.variables(fx, supplierA)));
      });
    } else {
      it("(c) the supplier's user with every permission: allowed", async () => {
        await op.testCase.prepare?.(fx, supplierA);
        expectSuccess(op, await call(op, supplierA, op.testCase.variables(fx, supplierA)));
      });
    }

    it('(c) an operator: allowed', async () => {
      await op.testCase.prepare?.(fx, operator);
      expectSuccess(op, await call(op, operator, op.testCase.variables(fx, operator)));
    });

    for (const owned of op.rule.owned ?? []) {
      it(`(d) another supplier's user with supplier A's order in ${owned.from}: ${owned.otherCompany}`, async () => {
        await crossCompany(op, owned, supplierB);
      });
    }
  });

// Operator-only operations (issue 15): the marketplace's staff; buyer users and suppliers' users are refused.
for (const op of operations.filter((o) => o.rule.access === 'operator'))
  describe(`${op.kind}.${op.name} (operators only)`, () => {
    it('(a) a visitor: UNAUTHENTICATED', async () => {
      expectUnauthenticated(op, await call(op, null, op.testCase.variables(fx, { ...ownerA, client: api.client() })));
    });

    it('(b) a buyer user with every permission: FORBIDDEN', async () => {
      expectForbidden(op, await call(op, ownerA, op.testCase.variables(fx, ownerA)));
    });

    it("(b) a supplier's user with every permission: FORBIDDEN", async () => {
      expectForbidden(op, await call(op, supplierA, op.testCase.variables(fx, supplierA)));
    });

    it('(c) an operator: allowed', async () => {
      await op.testCase.prepare?.(fx, operator);
      expectSuccess(op, await call(op, operator, op.testCase.variables(fx, operator)));
    });
  });

for (const op of operations.filter((o) => o.rule.access !== 'supply' && o.rule.access !== 'operator'))
  describe(`${op.kind}.${op.name}`, () => {
    const needsSession = op.rule.access === 'signedIn' || (op.rule.permissions?.length ?? 0) > 0;

    if (needsSession) {
      it("(e) a supplier's user or an operator: FORBIDDEN (no buyer operation is theirs)", async () => {
        for (const caller of [supplierA, operator])
          expectForbidden(op, await call(op, caller, op.testCase.variables(fx, caller)));
      });
    }
    const permissions = op.rule.permissions ?? [];

    it(needsSession ? '(a) a visitor: UNAUTHENTICATED' : '(a) a visitor: allowed', async () => {
      const res = await call(op, null, op.testCase.variables(fx, { ...ownerA, client: api.client() }));
      if (needsSession) expectUnauthenticated(op, res);
      else expectNotRefused(op, res);
    });

    if (permissions.length > 0) {
      it(`(b) without ${permissions.join(', ')}: FORBIDDEN`, async () => {
        const caller = await userWithout(permissions);
        expectForbidden(op, await call(op, caller, op.testCase.variables(fx, caller)));
      });
    }

    it('(c) a user with every permission: allowed', async () => {
      await op.testCase.prepare?.(fx, ownerA);
      expectSuccess(op, await call(op, ownerA, op.testCase.variables(fx, ownerA)));
    });

    for (const condition of op.rule.when ?? []) {
      describe(`with ${condition.arg}: true`, () => {
        const variables = (caller: Caller) => withValueAt(op.testCase.variables(fx, caller), condition.arg, true);
        it('(a) a visitor: UNAUTHENTICATED', async () => {
          expectUnauthenticated(op, await call(op, null, variables(ownerA)));
        });
        if (condition.permissions.length > 0) {
          it(`(b) without ${condition.permissions.join(', ')}: FORBIDDEN`, async () => {
            const caller = await userWithout(condition.permissions);
            expectForbidden(op, await call(op, caller, variables(caller)));
          });
        }
        it('(c) a user with every permission: allowed', async () => {
          expectSuccess(op, await call(op, ownerA, variables(ownerA)));
        });
      });
    }

    for (const owned of op.rule.owned ?? []) {
      it(`(d) another company with company A's ${owned.kind} in ${owned.from}: ${owned.otherCompany}`, async () => {
        await crossCompany(op, owned);
      });
    }
  });

// ---- (d): company B uses an id of company A's thing.

interface OwnedFixture {
  /** Makes sure A has the thing, and returns its id. */
  prepare(): Promise<string>;
  /** What A has: must be the same before and after B's call. */
  state(): Promise<unknown>;
}

const OWNED: Record<OwnedKind, OwnedFixture> = {
  // An order its supplier can see (sent to it); another supplier's user must neither see nor change it.
  supplierOrder: {
    async prepare() {
      await placeOrder(fx, ownerA, 'PENDING_ACCEPTANCE');
      return orderOf(fx, ownerA);
    },
    async state() {
      const id = orderOf(fx, ownerA);
      const [row] = await api.database.db
        .select({ status: orders.status, reason: orders.statusReason, total: orders.grossTotal })
        .from(orders)
        .where(eq(orders.id, id));
      const items = await api.database.db
        .select({ accepted: orderItems.acceptedQuantity, missing: orderItems.missingNote })
        .from(orderItems)
        .where(eq(orderItems.orderId, id));
      return { ...row, items };
    },
  },
  notification: {
    prepare: () => seedMessage(fx, DEMO_STORES.bepVietQuan1.id),
    async state() {
      const res = await api.database.db.execute<{ read_status: string; read_by: string | null }>(
        sql`select read_status, read_by from notification_messages where id = ${fx.messages[DEMO_STORES.bepVietQuan1.id]}`,
      );
      return res.rows[0];
    },
  },
  pushRegistration: {
    prepare: () => seedRegistration(fx, ownerA),
    async state() {
      const res = await api.database.db.execute<{ user_id: string; token: string }>(
        sql`select user_id, token from push_registrations where id = ${fx.registrations[ownerA.userId]}`,
      );
      return res.rows[0];
    },
  },
  order: {
    async prepare() {
      await placeOrder(fx, ownerA, 'PENDING_APPROVAL');
      return orderOf(fx, ownerA);
    },
    async state() {
      const [row] = await api.database.db
        .select({ status: orders.status, reason: orders.statusReason, changed: orders.statusChangedAt })
        .from(orders)
        .where(eq(orders.id, orderOf(fx, ownerA)));
      return row;
    },
  },
  store: {
    async prepare() {
      const store = DEMO_STORES.bepVietQuan1.id;
      await ownerA.client.gql(
        'mutation MatrixSeedHistory($input: SaveSearchHistoryInput!) { saveSearchHistory(input: $input) { success } }',
        { input: { storeId: store, keyword: fx.keyword } },
      );
      await ownerA.client.gql(
        `mutation MatrixSeedCart($storeId: ID!, $items: [CartLineInput!]!) {
          cartPutItems(storeId: $storeId, items: $items) { success }
          cartPutDeliveryNote(storeId: $storeId, supplierId: ${fx.supplierId}, note: "Cổng sau") { success }
        }`,
        { storeId: store, items: [{ supplierId: fx.supplierId, productId: fx.productId, quantity: 5 }] },
      );
      return store;
    },
    async state() {
      const res = await ownerA.client.gql<{ searchHistory: { keyword: string }[]; cart: unknown }>(
        `query MatrixHistory($storeId: ID!) {
          searchHistory(storeId: $storeId, limit: 20) { keyword }
          cart(storeId: $storeId) { count cartSet { supplier { id } deliveryNotes items { quantity product { id } } } }
        }`,
        { storeId: DEMO_STORES.bepVietQuan1.id },
      );
      return res.data;
    },
  },
  user: {
    async prepare() {
      return ownerA.userId;
    },
    async state() {
      const [row] = await api.database.db
        .select({ lastSeenAt: users.lastSeenAt, lang: users.lang, status: users.status, name: users.name })
        .from(users)
        .where(eq(users.id, ownerA.userId));
      const groups = await api.database.db
        .select({ groupId: userGroupMembers.groupId })
        .from(userGroupMembers)
        .where(eq(userGroupMembers.userId, ownerA.userId))
        .orderBy(userGroupMembers.groupId);
      return { ...row, groups };
    },
  },
  // A group of company A: its name, permissions and members must survive company B's calls.
  group: {
    async prepare() {
      return fx.groupId;
    },
    async state() {
      const [row] = await api.database.db
        .select({ name: userGroups.name, permissions: userGroups.permissions, active: userGroups.active })
        .from(userGroups)
        .where(eq(userGroups.id, fx.groupId));
      const members = await api.database.db
        .select({ userId: userGroupMembers.userId })
        .from(userGroupMembers)
        .where(eq(userGroupMembers.groupId, fx.groupId))
        .orderBy(userGroupMembers.userId);
      return { ...row, members };
    },
  },
  favorite: {
    async prepare() {
      await ownerA.client.gql('mutation MatrixSeedFavorite($id: ID!) { favoritesAdd(productId: $id) { success } }', {
        id: fx.productId,
      });
      return fx.productId;
    },
    async state() {
      const res = await ownerA.client.gql<{ product: { isFavorite: boolean } }>(
        'query MatrixFavorite($id: ID!) { product(id: $id) { isFavorite } }',
        { id: fx.productId },
      );
      return res.data?.product;
    },
  },
  buyer: {
    prepare: async () => DEMO_BUYERS.bepViet.id,
    async state() {
      const [row] = await api.database.db
        .select({ name: buyers.name, updatedAt: buyers.updatedAt })
        .from(buyers)
        .where(eq(buyers.id, DEMO_BUYERS.bepViet.id));
      return row;
    },
  },
  note: {
    async prepare() {
      await ownerA.client.gql(
        'mutation MatrixSeedNote($id: ID!) { productSetNote(productId: $id, note: "Ghi chú riêng của Bếp Việt") { success } }',
        { id: fx.productId },
      );
      return fx.productId;
    },
    async state() {
      const res = await ownerA.client.gql<{ product: { note: string | null } }>(
        'query MatrixNote($id: ID!) { product(id: $id) { note } }',
        { id: fx.productId },
      );
      return res.data?.product;
    },
  },
};

async function crossCompany(op: Operation, owned: OwnedId, other: Caller = ownerB) {
  const fixture = OWNED[owned.kind];
  const id = await fixture.prepare();
  const before = await fixture.state();
  expect(before, 'company A has the thing before the call').toBeTruthy();

  const own = op.testCase.variables(fx, other);
  const viaHeader = owned.from === 'header:store';
  const variables = viaHeader ? own : withValueAt(own, owned.from, id);
  const res = await call(op, other, variables, viaHeader ? { 'x-store-id': id } : {});

  switch (owned.otherCompany) {
    case 'forbidden':
      expectForbidden(op, res);
      break;
    case 'ignored': {
      expectNotRefused(op, res);
      // The answer is the one B gets without naming A's thing at all.
      const without = await call(op, other, own, viaHeader ? { 'x-store-id': '' } : {});
      expect(res.data).toEqual(without.data);
      break;
    }
    case 'isolated':
      expectNotRefused(op, res);
      break;
  }
  expect(await fixture.state(), "company A's thing is unchanged").toEqual(before);
}

// ---- Passwords: a reset token the meResetPassword case spends (a new one before each call).

let lastResetToken = '';
function resetTokenFor(): string {
  return lastResetToken;
}
async function createResetToken(userId: string): Promise<void> {
  lastResetToken = randomBytes(32).toString('base64url');
  await api.database.db.insert(passwordResetTokens).values({
    userId,
    tokenHash: createHash('sha256').update(lastResetToken).digest('hex'),
    expiresAt: new Date(Date.now() + 3_600_000),
  });
}
