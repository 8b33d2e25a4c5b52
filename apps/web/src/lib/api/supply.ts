import { fragment, operation } from './graphql';

/**
 * The supply side's operations (issue 14 point 5): supplier users and operators. The API decides every action
 * again (permission, the order's supplier, the state machine); the pages only offer `availableActions`.
 */

/** Who is signed in on the supply side (the proxy asks it when `me` refuses a signed-in user). */
export const ProxySupplyViewerQuery = /* @__PURE__ */ operation(`
  query ProxySupplyViewer {
    supplyMe { id name kind supplierId supplierName permissions }
  }
`);

export const SupplyOrderSummaryFields = /* @__PURE__ */ fragment(`
  fragment SupplyOrderSummaryFields on Order {
    id
    code
    status
    deliveryDate
    deliveryTimeSlot
    storeName
    buyerName
    grossTotal
    supplier { id name }
  }
`);

export const SupplyOrdersQuery = /* @__PURE__ */ operation(
  `
  query SupplyOrders($filter: SupplyOrderFilter, $page: Int, $size: Int) {
    supplyMe { id name kind supplierName }
    supplySuppliers { id name }
    supplyOrders(filter: $filter, page: $page, size: $size) {
      total
      page
      size
      items { ...SupplyOrderSummaryFields }
    }
  }
`,
  [SupplyOrderSummaryFields],
);

export const SupplyOrderFields = /* @__PURE__ */ fragment(`
  fragment SupplyOrderFields on Order {
    id
    code
    status
    statusReason
    deliveryDate
    deliveryTimeSlot
    deliveryNote
    paymentMethod
    voucherCode
    storeName
    storeAddress
    storeTelephone
    buyerName
    supplier { id name }
    subTotalBeforeVat
    totalVat
    itemsVat
    totalItemPrice
    discount
    deliveryFee
    deliveryFeeVat
    grossTotal
    amountToPay
    paidFromDeposit
    depositMovements { id amount reason createdAt }
    lineChanges { id orderItemId name kind before after totalBefore totalAfter actorName actorSide reason createdAt }
    availableActions
    createdAt
    history { fromStatus status actorName actorSide note createdAt }
    items {
      id
      name
      uom
      uomName
      orderedQuantity
      acceptedQuantity
      deliveryQuantity
      billedQuantity
      uomName
      priceBeforeVat
      finalPriceBeforeVat
      proposedPriceBeforeVat
      proposalNote
      vatRate
      amount
      missingNote
      missingReportedAt
    }
  }
`);

export const SupplyOrderQuery = /* @__PURE__ */ operation(
  `
  query SupplyOrder($id: ID!) {
    supplyMe { id name kind supplierName }
    supplyOrder(id: $id) { ...SupplyOrderFields }
  }
`,
  [SupplyOrderFields],
);

export const SupplyOrderAcceptMutation = /* @__PURE__ */ operation(
  `
  mutation SupplyOrderAccept($id: ID!, $items: [SupplyAcceptItemInput!]) {
    supplyOrderAccept(id: $id, items: $items) { success userErrors { field message code } order { ...SupplyOrderFields } }
  }
`,
  [SupplyOrderFields],
);

export const SupplyOrderDeclineMutation = /* @__PURE__ */ operation(
  `
  mutation SupplyOrderDecline($id: ID!, $reason: String!) {
    supplyOrderDecline(id: $id, reason: $reason) { success userErrors { field message code } order { ...SupplyOrderFields } }
  }
`,
  [SupplyOrderFields],
);

export const SupplyOrderAdvanceMutation = /* @__PURE__ */ operation(
  `
  mutation SupplyOrderAdvance($id: ID!, $action: SupplyAdvance!) {
    supplyOrderAdvance(id: $id, action: $action) { success userErrors { field message code } order { ...SupplyOrderFields } }
  }
`,
  [SupplyOrderFields],
);

export const SupplyOrderSetDeliveredMutation = /* @__PURE__ */ operation(
  `
  mutation SupplyOrderSetDelivered($id: ID!, $items: [OrderItemChangeInput!]!, $note: String) {
    supplyOrderSetDelivered(id: $id, items: $items, note: $note) { success userErrors { field message code } order { ...SupplyOrderFields } }
  }
`,
  [SupplyOrderFields],
);

export const SupplyOrderReportMissingMutation = /* @__PURE__ */ operation(
  `
  mutation SupplyOrderReportMissing($id: ID!, $itemIds: [ID!]!, $note: String) {
    supplyOrderReportMissing(id: $id, itemIds: $itemIds, note: $note) { success userErrors { field message code } order { ...SupplyOrderFields } }
  }
`,
  [SupplyOrderFields],
);
