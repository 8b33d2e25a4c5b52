import type { Permission } from '@chobep/domain';

/**
 * Who may call each GraphQL operation: the authorisation matrix, reviewed like code.
 *
 * `applyAuthorization` (authorize.ts) wraps every root field of the executable schema with its rule, and
 * refuses to build a schema in which an operation has no rule or a rule names no operation — so a new
 * query or mutation cannot be served until someone has decided, here, who may call it. The resolvers then
 * only scope the data (a company's rows, a store the user may act for); they never decide access again.
 *
 * authorization.int.test.ts calls every operation as a visitor, as a signed-in user without the
 * permissions, as one with them and — for the ids of company-owned things listed in `owned` — as a user of
 * another company with an id of the first, and checks the outcome promised here.
 */
export interface OperationRule {
  /**
   * `public`: anyone, visitors included. `signedIn`: a buyer user's session is required (UNAUTHENTICATED
   * without one; FORBIDDEN for a supply user). `supply`: a supplier's user or an operator (UNAUTHENTICATED without
   * a session, FORBIDDEN for a buyer user). `operator`: a marketplace operator only (UNAUTHENTICATED without a
   * session, FORBIDDEN for a buyer user and for a supplier's user).
   */
  access: 'public' | 'signedIn' | 'supply' | 'operator';
  /** Every one of these is required (implies a session). A mutation refuses with a FORBIDDEN userError,
   * a query with a FORBIDDEN error. On `supply` rules they are a supplier user's; an operator needs none (the
   * marketplace's staff are a side of their own, packages/domain orders/decide-order-action). */
  permissions?: readonly Permission[];
  /**
   * On `supply` rules: the marketplace's operators only; a supplier's user is refused (FORBIDDEN) whatever it holds
   * (issue 15: reviewing sign-ups is the marketplace's business, not a supplier's).
   */
  operatorOnly?: boolean;
  /** Whose data it reads or changes: the resolver filters by the viewer's company, store or supplier. */
  scope: Scope;
  /** Stricter rules when an argument asks for private data, e.g. productSearch(filter: { favorite: true }). */
  when?: readonly ConditionalRule[];
  /** Arguments (or the store header) that name a company-owned thing, and what another company's id gives. */
  owned?: readonly OwnedId[];
}

export type Scope =
  /** The public catalogue and content: the same for everyone in a region. */
  | 'catalogue'
  /** The signed-in user itself. */
  | 'self'
  /** The viewer's company (favourites, notes, groups). */
  | 'company'
  /** A store of the company that the user may act for. */
  | 'store'
  /** The viewer's supplier (the supply side, from the orders issue on). */
  | 'supplier'
  /** The whole marketplace: what operators see and set (customer requests, maintenance, feature flags). */
  | 'marketplace';

export interface ConditionalRule {
  /** A dotted path into the arguments; the rule applies when its value is `true`. */
  arg: string;
  /** Permissions required on top of a session; an empty list means "a session". */
  permissions: readonly Permission[];
}

/** `supplierOrder`: an order of a supplier, named by a user of another supplier (the supply side's boundary). */
export type OwnedKind =
  | 'store'
  | 'user'
  | 'favorite'
  | 'note'
  | 'order'
  | 'supplierOrder'
  | 'notification'
  | 'pushRegistration'
  | 'group'
  /** The company itself (buyerUpdate's buyerId). */
  | 'buyer';

export interface OwnedId {
  /** A dotted path into the arguments, or `header:store` for the x-store-id header (cb_store cookie). */
  from: string;
  kind: OwnedKind;
  /**
   * What an id of another company (for `supplierOrder`: of another supplier) gives:
   * - `forbidden`: a FORBIDDEN userError (mutations) or error (queries), nothing read or written;
   * - `ignored`: the id is not used (the answer is what it would be without it), nothing of the other company;
   * - `isolated`: the operation acts on the caller's own company only; the other company's thing is unchanged.
   */
  otherCompany: 'forbidden' | 'ignored' | 'isolated';
}

const PUBLIC: OperationRule = { access: 'public', scope: 'catalogue' };

/** The cart and checkout: ORDER_PLACE (spec §6: the add-to-cart control and /checkout), for the user's own store. */
const ORDER_PLACE_FOR_STORE = (from: string): OperationRule => ({
  access: 'signedIn',
  permissions: ['ORDER_PLACE'],
  scope: 'store',
  owned: [{ from, kind: 'store', otherCompany: 'forbidden' }],
});

/**
 * An order of a store the user acts for. Another company's order is treated as no order at all: the query refuses
 * it (FORBIDDEN, as for a missing id), an action answers ORDER_NOT_FOUND and changes nothing.
 */
const ORDER_OF_STORE = (permissions: readonly Permission[], from: string, query = false): OperationRule => ({
  access: 'signedIn',
  permissions,
  scope: 'store',
  owned: [{ from, kind: 'order', otherCompany: query ? 'forbidden' : 'isolated' }],
});

/**
 * The supply side (issue 14 point 5): a supplier's user acts on its own supplier's orders only, an operator on
 * any. Another supplier's order is no order: the query refuses it (FORBIDDEN, as for a missing id), an action
 * answers ORDER_NOT_FOUND and changes nothing.
 */
const SUPPLY = (permissions: readonly Permission[], from?: string, query = false): OperationRule => ({
  access: 'supply',
  permissions,
  scope: 'supplier',
  ...(from ? { owned: [{ from, kind: 'supplierOrder', otherCompany: query ? 'forbidden' : 'isolated' }] } : {}),
});

/** The paid map lookups: storeCreate's rule, per user. */
const MAP: OperationRule = { access: 'signedIn', permissions: ['BUYER_INFO_EDIT'], scope: 'self' };

/** A marketplace operator only: a supplier's user and a buyer user are refused (FORBIDDEN). */
const OPERATOR: OperationRule = { access: 'operator', scope: 'marketplace' };

export const AUTHORIZATION: { Query: Record<string, OperationRule>; Mutation: Record<string, OperationRule> } = {
  Query: {
    // Accounts and the company.
    me: { access: 'signedIn', scope: 'self' },
    buyer: { access: 'signedIn', scope: 'company' },
    // Accounts (issue 15): the team. Another company's group or user id is refused (FORBIDDEN) like a missing one.
    userGroups: { access: 'signedIn', permissions: ['BUYER_GROUP_LIST'], scope: 'company' },
    userGroup: {
      access: 'signedIn',
      permissions: ['BUYER_GROUP_LIST'],
      scope: 'company',
      owned: [{ from: 'id', kind: 'group', otherCompany: 'forbidden' }],
    },
    // The invitation page: public (the invitee has no account); the token is the secret.
    invitation: { access: 'public', scope: 'self' },
    users: {
      access: 'signedIn',
      permissions: ['BUYER_USER_LIST'],
      scope: 'company',
      owned: [{ from: 'filter.groupId', kind: 'group', otherCompany: 'isolated' }],
    },
    user: {
      access: 'signedIn',
      permissions: ['BUYER_USER_LIST'],
      scope: 'company',
      owned: [{ from: 'id', kind: 'user', otherCompany: 'forbidden' }],
    },
    // Accounts (issue 15): the company's sales contacts, for the account menu.
    listSalesPic: { access: 'signedIn', scope: 'company' },
    currentStore: {
      access: 'signedIn',
      scope: 'store',
      owned: [{ from: 'header:store', kind: 'store', otherCompany: 'ignored' }],
    },

    // Administrative units (geo): public reference data, the sign-up form needs them too.
    provinceSearch: PUBLIC,
    districtSearch: PUBLIC,
    wardSearch: PUBLIC,
    findFullAddress: PUBLIC,
    // The map (issue 15, the store dialog's address search): each call costs the marketplace money, so only those
    // who may add a store (storeCreate's rule) may ask, counted per user (MAP_LIMIT); which map there is, any buyer.
    mapProvider: { access: 'signedIn', scope: 'self' },
    mapAutocomplete: MAP,
    mapPlace: MAP,
    mapGeocode: MAP,
    mapNearby: MAP,

    // Catalogue: public, priced in the visitor's region or the buyer's.
    product: PUBLIC,
    productBySupplierInternalCode: PUBLIC,
    productSearch: {
      access: 'public',
      scope: 'catalogue',
      when: [
        { arg: 'filter.favorite', permissions: ['BUYER_FAVORITE_ITEM_LIST'] },
        // What a store ordered is the company's business.
        { arg: 'filter.orderedOnly', permissions: [] },
      ],
    },
    categories: {
      access: 'public',
      scope: 'catalogue',
      when: [{ arg: 'isFavorite', permissions: ['BUYER_FAVORITE_ITEM_LIST'] }],
    },
    categoryLookup: PUBLIC,
    categoryDetail: PUBLIC,
    brands: PUBLIC,
    brand: PUBLIC,
    brandsForHome: PUBLIC,
    suppliers: {
      access: 'public',
      scope: 'catalogue',
      when: [{ arg: 'hasOrdersOnly', permissions: [] }],
    },
    tags: PUBLIC,
    allUoms: PUBLIC,
    allBaseUoms: PUBLIC,
    allNetUoms: PUBLIC,
    getAllOrigins: PUBLIC,
    getItemsInSameProductGroups: PUBLIC,
    getItemsInSameProductFamily: PUBLIC,
    getFrequentlyBuyTogether: PUBLIC,
    badWordCheck: PUBLIC,
    // Only keywords several companies searched for, so one company's searches stay its own.
    trendingSearches: PUBLIC,

    // Personal lists: empty for visitors rather than an error (the home page asks for them for everyone).
    recommendedProducts: {
      access: 'public',
      scope: 'store',
      owned: [{ from: 'header:store', kind: 'store', otherCompany: 'ignored' }],
    },
    mightFavoriteProducts: {
      access: 'public',
      scope: 'company',
      owned: [{ from: 'header:store', kind: 'store', otherCompany: 'ignored' }],
    },
    searchHistory: {
      access: 'signedIn',
      scope: 'store',
      owned: [{ from: 'storeId', kind: 'store', otherCompany: 'forbidden' }],
    },

    // Home content.
    widgets: PUBLIC,
    homePagePopup: PUBLIC,

    // The cart belongs to a store; reading it is part of placing orders.
    cart: ORDER_PLACE_FOR_STORE('storeId'),
    deliveryNotes: ORDER_PLACE_FOR_STORE('storeId'),

    // Checkout: the calendar is public; what a store's cart can have needs ORDER_PLACE for that store.
    listHolidays: PUBLIC,
    dayOffs: PUBLIC,
    nextDeliveryDate: ORDER_PLACE_FOR_STORE('storeId'),
    orderDeadline: ORDER_PLACE_FOR_STORE('storeId'),
    deliveryTimeSlots: ORDER_PLACE_FOR_STORE('storeId'),
    availableVouchersForStore: ORDER_PLACE_FOR_STORE('storeId'),
    // spec §7's getDeliveryFee(storeId, totalPrice): the cart's fee rule for a store the user orders for.
    getDeliveryFee: ORDER_PLACE_FOR_STORE('storeId'),
    // Public offers for everyone; a store's private ones only for a store the viewer acts for (header).
    getVouchersForProduct: {
      access: 'public',
      scope: 'catalogue',
      owned: [{ from: 'header:store', kind: 'store', otherCompany: 'ignored' }],
    },
    orderDraft: { access: 'signedIn', permissions: ['ORDER_PLACE'], scope: 'store' },
    // Paying for the company's own orders: only its bank-transfer orders count.
    getVaAndQrInfo: { access: 'signedIn', permissions: ['ORDER_VIEW'], scope: 'company' },
    // Truthful for everyone: true for visitors and users who cannot order.
    // (Another company's store id answers true, as for any store the viewer cannot order for: checkout.int.test.ts.)
    orderDisabled: { access: 'public', scope: 'store' },

    // Orders (issue 14): a store's orders, for the users who act for it.
    order: ORDER_OF_STORE(['ORDER_VIEW'], 'id', true),
    printOrderInvoice: ORDER_OF_STORE(['ORDER_VIEW'], 'id', true),
    // The delivery note is for whoever receives goods at the store: a session and the store, no permission.
    fulfillmentNote: ORDER_OF_STORE([], 'id', true),
    // The list and its export: the stores the user acts for, or one of them.
    orders: {
      access: 'signedIn',
      permissions: ['ORDER_LIST'],
      scope: 'store',
      owned: [{ from: 'filter.storeId', kind: 'store', otherCompany: 'forbidden' }],
    },
    ordersExport: {
      access: 'signedIn',
      permissions: ['ORDER_LIST'],
      scope: 'store',
      owned: [{ from: 'filter.storeId', kind: 'store', otherCompany: 'forbidden' }],
    },
    // The approvers' notice: a count over the stores the user acts for.
    countPendingOrders: { access: 'signedIn', permissions: ['ORDER_APPROVE'], scope: 'store' },
    addStoreDisabled: { access: 'public', scope: 'company' },

    // The supply side: who is signed in, the incoming orders and one order.
    supplyMe: { access: 'supply', scope: 'self' },
    supplyOrders: SUPPLY(['ORDER_LIST']),
    // The list's supplier filter (operators); a supplier's user gets its own supplier only.
    supplySuppliers: SUPPLY(['ORDER_LIST']),
    supplyOrder: SUPPLY(['ORDER_VIEW'], 'id', true),
    // The mail outbox (issue 15): the marketplace's operators only.
    operatorMailOutbox: OPERATOR,

    // Platform (issue 15): the maintenance check and the feature flags are everyone's (the web app asks them before
    // knowing who is there, and during maintenance); the requests customers sent are read by operators only.
    maintenance: PUBLIC,
    featureFlags: PUBLIC,
    customerRequests: OPERATOR,
    // Sign-ups waiting for review (issue 15): the marketplace's operators only.
    supplyBuyerSignUps: OPERATOR,
    supplyStoreReviews: OPERATOR,
    // Notifications: a store's messages tell of its orders, so they need ORDER_VIEW, for a store the user acts for.
    notificationMessages: {
      access: 'signedIn',
      permissions: ['ORDER_VIEW'],
      scope: 'store',
      owned: [{ from: 'storeId', kind: 'store', otherCompany: 'forbidden' }],
    },
  },

  Mutation: {
    // Stores (issue 15, the store dialog): the company's set-up, BUYER_INFO_EDIT. A store of another company is
    // no store: STORE_NOT_FOUND, nothing changed.
    checkStoreIsDuplicate: { access: 'signedIn', permissions: ['BUYER_INFO_EDIT'], scope: 'company' },
    storeCreate: { access: 'signedIn', permissions: ['BUYER_INFO_EDIT'], scope: 'company' },
    storeUpdate: {
      access: 'signedIn',
      permissions: ['BUYER_INFO_EDIT'],
      scope: 'store',
      owned: [{ from: 'input.id', kind: 'store', otherCompany: 'isolated' }],
    },

    // Sessions: open to everyone by nature; each checks its own credentials.
    meLogin: { access: 'public', scope: 'self' },
    meRelogin: { access: 'public', scope: 'self' },
    meLogout: { access: 'public', scope: 'self' },
    meUpdateLang: { access: 'signedIn', scope: 'self' },
    // Passwords (issue 15): asking for and using a reset link needs no session; a change needs the current one.
    meForgetPassword: { access: 'public', scope: 'self' },
    meResetPassword: { access: 'public', scope: 'self' },
    meUpdatePassword: { access: 'signedIn', scope: 'self' },
    // Accounts (issue 15): the account and company pages. An upload is the user's own (store-upload.ts checks it
    // again when the bytes arrive and when meUpdate uses it).
    meUpdate: { access: 'signedIn', scope: 'self' },
    signImageUpload: { access: 'signedIn', scope: 'self' },
    companyUpdate: { access: 'signedIn', permissions: ['BUYER_INFO_EDIT'], scope: 'company' },
    buyerUpdate: {
      access: 'signedIn',
      permissions: ['BUYER_INFO_EDIT'],
      scope: 'company',
      owned: [{ from: 'input.buyerId', kind: 'buyer', otherCompany: 'forbidden' }],
    },

    // Sign-up (issue 15): anyone, limited per client address; the review is the operators'.
    checkEmail: { access: 'public', scope: 'self' },
    buyerCreateAccount: { access: 'public', scope: 'self' },
    supplyBuyerApprove: OPERATOR,
    supplyBuyerReject: OPERATOR,
    supplyStoreApprove: OPERATOR,
    supplyStoreReject: OPERATOR,
    pingUser: {
      access: 'signedIn',
      scope: 'self',
      owned: [{ from: 'userId', kind: 'user', otherCompany: 'forbidden' }],
    },

    // Accounts (issue 15): groups. Another company's group (or user) is GROUP_NOT_FOUND (USER_NOT_FOUND), unchanged.
    // Granting (permissions added to a group, members added) also needs BUYER_USER_ADD and every granted permission
    // held by the caller: a rule of the service (checkGrant of @chobep/domain), not of this table.
    userGroupCreate: { access: 'signedIn', permissions: ['BUYER_GROUP_ADD'], scope: 'company' },
    userGroupUpdate: {
      access: 'signedIn',
      permissions: ['BUYER_GROUP_EDIT'],
      scope: 'company',
      owned: [{ from: 'input.id', kind: 'group', otherCompany: 'isolated' }],
    },
    userGroupDelete: {
      access: 'signedIn',
      permissions: ['BUYER_GROUP_EDIT'],
      scope: 'company',
      owned: [{ from: 'id', kind: 'group', otherCompany: 'isolated' }],
    },
    userGroupAddMembers: {
      access: 'signedIn',
      permissions: ['BUYER_GROUP_EDIT'],
      scope: 'company',
      owned: [
        { from: 'groupId', kind: 'group', otherCompany: 'isolated' },
        { from: 'userIds', kind: 'user', otherCompany: 'isolated' },
      ],
    },
    userGroupRemoveMembers: {
      access: 'signedIn',
      permissions: ['BUYER_GROUP_EDIT'],
      scope: 'company',
      owned: [
        { from: 'groupId', kind: 'group', otherCompany: 'isolated' },
        { from: 'userIds', kind: 'user', otherCompany: 'isolated' },
      ],
    },

    // Accounts (issue 15): users. Editing and removing colleagues is BUYER_USER_ADD (spec §6 has no other code for
    // it); the owner rules (never the last owner, an owner only by an owner) are checkUserStatusChange's.
    userUpdate: {
      access: 'signedIn',
      permissions: ['BUYER_USER_ADD'],
      scope: 'company',
      owned: [{ from: 'input.id', kind: 'user', otherCompany: 'isolated' }],
    },
    userRemove: {
      access: 'signedIn',
      permissions: ['BUYER_USER_ADD'],
      scope: 'company',
      owned: [{ from: 'id', kind: 'user', otherCompany: 'isolated' }],
    },

    // Invitations: inviting is BUYER_USER_ADD (the groups given are a grant, checked by the service); accepting is
    // public, the link's token being the credential.
    companyInviteUsers: {
      access: 'signedIn',
      permissions: ['BUYER_USER_ADD'],
      scope: 'company',
      owned: [
        { from: 'input.groupIds', kind: 'group', otherCompany: 'isolated' },
        { from: 'input.storeIds', kind: 'store', otherCompany: 'isolated' },
      ],
    },
    invitationAccept: { access: 'public', scope: 'self' },

    // The company's features (spec §6: Set Up Account).
    featureFlagToggle: { access: 'signedIn', permissions: ['BUYER_FEATURE_TOGGLE'], scope: 'company' },

    // Favourites and notes belong to the company.
    favoritesAdd: { access: 'signedIn', permissions: ['BUYER_FAVORITE_ITEM_ADD'], scope: 'company' },
    favoritesRemove: {
      access: 'signedIn',
      permissions: ['BUYER_FAVORITE_ITEM_ADD'],
      scope: 'company',
      owned: [{ from: 'productId', kind: 'favorite', otherCompany: 'isolated' }],
    },
    putItemsToFavorite: { access: 'signedIn', permissions: ['BUYER_FAVORITE_ITEM_ADD'], scope: 'company' },
    productSetNote: {
      access: 'signedIn',
      scope: 'company',
      owned: [{ from: 'productId', kind: 'note', otherCompany: 'isolated' }],
    },

    // Search history belongs to a store.
    saveSearchHistory: {
      access: 'signedIn',
      scope: 'store',
      owned: [{ from: 'input.storeId', kind: 'store', otherCompany: 'forbidden' }],
    },
    deleteSearchHistory: {
      access: 'signedIn',
      scope: 'store',
      owned: [{ from: 'input.storeId', kind: 'store', otherCompany: 'forbidden' }],
    },

    // Cart writes: ORDER_PLACE, for a store the user acts for.
    cartPutItem: ORDER_PLACE_FOR_STORE('input.storeId'),
    cartPutItemLight: ORDER_PLACE_FOR_STORE('input.storeId'),
    cartDeleteItem: ORDER_PLACE_FOR_STORE('input.storeId'),
    cartDeleteItemLight: ORDER_PLACE_FOR_STORE('input.storeId'),
    cartPutItems: ORDER_PLACE_FOR_STORE('storeId'),
    cartClearSupplier: ORDER_PLACE_FOR_STORE('storeId'),
    cartPutDeliveryNote: ORDER_PLACE_FOR_STORE('storeId'),
    cartPutDeliveryDate: ORDER_PLACE_FOR_STORE('storeId'),
    cartPutDeliveryTime: ORDER_PLACE_FOR_STORE('storeId'),
    cartPutPaymentMethod: ORDER_PLACE_FOR_STORE('storeId'),
    calculateVoucherDiscount: ORDER_PLACE_FOR_STORE('storeId'),
    cartCreateOrderDraft: ORDER_PLACE_FOR_STORE('storeId'),
    orderCreate: ORDER_PLACE_FOR_STORE('storeId'),

    // Order actions: each needs its permission (the state machine asks it again) and orders of the user's stores.
    orderApprove: ORDER_OF_STORE(['ORDER_APPROVE'], 'ids'),
    orderDisapprove: ORDER_OF_STORE(['ORDER_APPROVE'], 'ids'),
    orderCancel: ORDER_OF_STORE(['ORDER_CANCEL'], 'id'),
    orderReceive: ORDER_OF_STORE(['ORDER_DELIVERY_CONFIRM'], 'id'),
    // Reordering writes the order's store's cart: placing orders for that store.
    orderReorder: ORDER_OF_STORE(['ORDER_PLACE'], 'id'),
    orderBulkReorder: ORDER_OF_STORE(['ORDER_PLACE'], 'ids'),
    // Delivered quantities and final prices: either permission; the state machine asks for the one each change needs.
    orderUpdateItems: ORDER_OF_STORE([], 'id'),

    // The supply side's actions (the state machine asks the permission of each again).
    supplyOrderAccept: SUPPLY(['ORDER_ACCEPT'], 'id'),
    supplyOrderDecline: SUPPLY(['ORDER_ACCEPT'], 'id'),
    supplyOrderAdvance: SUPPLY(['ORDER_ACCEPT'], 'id'),
    supplyOrderSetDelivered: SUPPLY([], 'id'),
    supplyOrderReportMissing: SUPPLY(['ORDER_ACCEPT'], 'id'),

    // Platform (issue 15): the contact and request forms are open to visitors (bots are kept out by a honeypot and
    // a limit per client address); maintenance mode and feature flags are set by operators only.
    writeContactUsInfo: PUBLIC,
    customerContactRequest: PUBLIC,
    submitKeepInTouchForm: PUBLIC,
    createNewProductRequest: PUBLIC,
    submitErrorReport: PUBLIC,
    maintenanceSet: OPERATOR,
    featureFlagSet: OPERATOR,

    // Notifications: read is per store (another company's message is not found, unchanged); push tokens are the
    // user's own (another's registration is not found, kept).
    notificationMarkRead: {
      access: 'signedIn',
      permissions: ['ORDER_VIEW'],
      scope: 'store',
      owned: [{ from: 'messageId', kind: 'notification', otherCompany: 'isolated' }],
    },
    notificationRegister: { access: 'signedIn', scope: 'self' },
    notificationUnregister: {
      access: 'signedIn',
      scope: 'self',
      owned: [{ from: 'id', kind: 'pushRegistration', otherCompany: 'isolated' }],
    },
  },
};
