import { fragment, operation } from './graphql';

/** An order as a list row shows it (/orders, /orders-pending-approval, /pending-orders-history). */
export const OrderRowFields = /* @__PURE__ */ fragment(`
  fragment OrderRowFields on Order {
    id
    code
    status
    supplier { id name }
    storeId
    storeName
    creatorName
    createdAt
    deliveryDate
    deliveryTimeSlot
    paymentMethod
    voucherCode
    grossTotal
    statusReason
    statusChangedAt
    availableActions
    history { fromStatus status actorName actorSide note createdAt }
  }
`);

/** An order with everything the order page shows. */
export const OrderDetailFields = /* @__PURE__ */ fragment(`
  fragment OrderDetailFields on Order {
    id
    number
    code
    status
    supplier { id name }
    storeId
    storeName
    creatorName
    createdAt
    deliveryDate
    deliveryTimeSlot
    deliveryNote
    paymentMethod
    voucherCode
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
    statusReason
    statusChangedAt
    availableActions
    cancellation { actorName actorSide createdAt note }
    history { fromStatus status actorName actorSide note createdAt }
    items {
      id
      productId
      name
      uom
      uomName
      orderedQuantity
      acceptedQuantity
      deliveryQuantity
      priceBeforeVat
      finalPriceBeforeVat
      proposedPriceBeforeVat
      proposalNote
      missingNote
      missingReportedAt
      billedQuantity
      vatRate
      orderedPrice
      unitPrice
      amountBeforeVat
      vat
      amount
      discount
      amountAfterDiscount
    }
  }
`);

export const OrdersListQuery = /* @__PURE__ */ operation(
  `
  query OrdersList($filter: OrderListFilter, $page: Int, $size: Int) {
    orders(filter: $filter, page: $page, size: $size) {
      data { ...OrderRowFields }
      total
      totalPage
      page
      size
    }
  }
`,
  [OrderRowFields],
);

/**
 * The supplier filter's options: the suppliers the current store ordered from, and the market's suppliers for a store
 * that has ordered from none.
 */
export const OrderSupplierOptionsQuery = /* @__PURE__ */ operation(`
  query OrderSupplierOptions {
    ordered: suppliers(hasOrdersOnly: true, page: 0, size: 100) { data { id name } }
    all: suppliers(page: 0, size: 100) { data { id name } }
  }
`);

export const OrdersExportQuery = /* @__PURE__ */ operation(`
  query OrdersExport($filter: OrderListFilter) {
    ordersExport(filter: $filter) { url total }
  }
`);

export const OrderDetailQuery = /* @__PURE__ */ operation(
  `
  query OrderDetail($id: ID!) {
    order(id: $id) { ...OrderDetailFields }
  }
`,
  [OrderDetailFields],
);

export const CountPendingOrdersQuery = /* @__PURE__ */ operation(`
  query CountPendingOrders {
    countPendingOrders
  }
`);

export const OrderApproveMutation = /* @__PURE__ */ operation(`
  mutation OrderApprove($ids: [ID!]!) {
    orderApprove(ids: $ids) { success userErrors { field code message } orders { id status } }
  }
`);

export const OrderDisapproveMutation = /* @__PURE__ */ operation(`
  mutation OrderDisapprove($ids: [ID!]!, $reason: String!) {
    orderDisapprove(ids: $ids, reason: $reason) { success userErrors { field code message } orders { id status } }
  }
`);

export const OrderCancelMutation = /* @__PURE__ */ operation(
  `
  mutation OrderCancel($id: ID!, $reason: String) {
    orderCancel(id: $id, reason: $reason) {
      success
      userErrors { field code message }
      orders { ...OrderDetailFields }
    }
  }
`,
  [OrderDetailFields],
);

export const OrderReceiveMutation = /* @__PURE__ */ operation(
  `
  mutation OrderReceive($id: ID!) {
    orderReceive(id: $id) {
      success
      userErrors { field code message }
      orders { ...OrderDetailFields }
    }
  }
`,
  [OrderDetailFields],
);

export const OrderReorderMutation = /* @__PURE__ */ operation(`
  mutation OrderReorder($id: ID!) {
    orderReorder(id: $id) {
      success
      userErrors { field code message }
      added { productId storeId name quantity }
      leftOut { productId storeId name quantity code reason }
    }
  }
`);

export const OrderBulkReorderMutation = /* @__PURE__ */ operation(`
  mutation OrderBulkReorder($ids: [ID!]!) {
    orderBulkReorder(ids: $ids) {
      success
      userErrors { field code message }
      added { productId storeId name quantity }
      leftOut { productId storeId name quantity code reason }
    }
  }
`);

/** An approver's edit of a pending order's quantities, or the delivered quantities and final prices. */
export const OrderUpdateItemsMutation = /* @__PURE__ */ operation(
  `
  mutation OrderUpdateItems($id: ID!, $items: [OrderItemChangeInput!]!, $note: String) {
    orderUpdateItems(id: $id, items: $items, note: $note) {
      success
      userErrors { field code message }
      order { ...OrderDetailFields }
    }
  }
`,
  [OrderDetailFields],
);

/**
 * The delivery note (/phieu-giao/{id}) of the delivery an order travels in: every order of that supplier, store and
 * date still going, merged (docs/decisions.md, "Delivery notes").
 */
export const FulfillmentNoteQuery = /* @__PURE__ */ operation(`
  query FulfillmentNote($id: ID!) {
    fulfillmentNote(id: $id) {
      id
      shortCode
      orderIds
      orderCodes
      status
      deliveryDate
      deliveryStart
      deliveryEnd
      paymentMethods
      storeName
      storeAddress
      storeTelephone
      addressNote
      supplierName
      deliveryNotes
      items { productId name unit quantity price amount orderCodes }
      itemCount
      subTotalBeforeVat
      itemsVat
      totalItemPrice
      deliveryFee
      deliveryFeeVat
      discount
      grossTotal
    }
  }
`);
