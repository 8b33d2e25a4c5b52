import { fragment, operation } from './graphql';

/** A cart line as the checkout pages show it (picture, name link, unit, prices, note, quantity rules). */
export const CheckoutLineFields = /* @__PURE__ */ fragment(`
  fragment CheckoutLineFields on CartItem {
    quantity
    amount
    amountBeforeVat
    vat
    available
    unavailableReason
    supplierId
    product {
      id
      name
      slug
      imageUrl
      uom
      uomLocal { code name }
      baseUnit
      baseUom { code name }
      price
      priceBeforeVat
      allowDecimal
      minQuantity
      note
      category { name }
      brand { name }
    }
  }
`);

/** One supplier's part of the cart with every choice of step 2 and every total. */
export const CheckoutGroupFields = /* @__PURE__ */ fragment(
  `
  fragment CheckoutGroupFields on CartSupplierGroup {
    supplier { id name }
    items { ...CheckoutLineFields }
    subtotalBeforeVat
    vat
    total
    discount
    grossTotal
    moq
    moqReached
    moqMissing
    earliestDate
    deliveryDatetime
    chosenDateLost
    deliveryDates
    deliveryTimeSlots { start end }
    deliveryTimeSlot { start end }
    orderDeadline
    deliveryFee { isFreeDelivery fee remainingToFree deliveryFeeThreshold additionalVat }
    voucher { id code name discountPercent discountMaxValue discountMinPrice }
    voucherError
    voucherOffers {
      voucher { id code name discountPercent discountMaxValue discountMinPrice startDate endDate }
      applicable
      discount
      reason
      missing
    }
    selectedPaymentMethod
    deliveryNotes
  }
`,
  [CheckoutLineFields],
);

/** The whole cart of a store for the checkout steps. */
export const CheckoutCartFields = /* @__PURE__ */ fragment(
  `
  fragment CheckoutCartFields on Cart {
    storeId
    count
    subtotalBeforeVat
    vat
    total
    deliveryFee
    discount
    grossTotal
    depositBalance
    paymentMethods
    redInvoiceInfo { registeredName registeredAddress redInvoiceNumber }
    cartSet { ...CheckoutGroupFields }
    notAvailableProducts { ...CheckoutLineFields }
  }
`,
  [CheckoutGroupFields, CheckoutLineFields],
);

export const CheckoutCartQuery = /* @__PURE__ */ operation(
  `
  query CheckoutCart($storeId: ID!) {
    cart(storeId: $storeId) { ...CheckoutCartFields }
  }
`,
  [CheckoutCartFields],
);

/** Step 2's side data: notes written before (each group's vouchers come with the cart, checked against it). */
export const CheckoutDeliveryExtrasQuery = /* @__PURE__ */ operation(`
  query CheckoutDeliveryExtras($storeId: ID!) {
    deliveryNotes(storeId: $storeId) { id text }
  }
`);

export const CheckoutDeleteItemMutation = /* @__PURE__ */ operation(
  `
  mutation CheckoutDeleteItem($input: CartDeleteItemInput!) {
    cartDeleteItem(input: $input) { success userErrors { field code message } cart { ...CheckoutCartFields } }
  }
`,
  [CheckoutCartFields],
);

export const CheckoutClearSupplierMutation = /* @__PURE__ */ operation(
  `
  mutation CheckoutClearSupplier($storeId: ID!, $supplierId: Int!) {
    cartClearSupplier(storeId: $storeId, supplierId: $supplierId) {
      success userErrors { field code message } cart { ...CheckoutCartFields }
    }
  }
`,
  [CheckoutCartFields],
);

export const CheckoutPutDeliveryDateMutation = /* @__PURE__ */ operation(
  `
  mutation CheckoutPutDeliveryDate($storeId: ID!, $supplierId: Int!, $date: String!) {
    cartPutDeliveryDate(storeId: $storeId, supplierId: $supplierId, date: $date) {
      success userErrors { field code message } cart { ...CheckoutCartFields }
    }
  }
`,
  [CheckoutCartFields],
);

export const CheckoutPutDeliveryTimeMutation = /* @__PURE__ */ operation(
  `
  mutation CheckoutPutDeliveryTime($storeId: ID!, $supplierId: Int!, $startTime: String!, $endTime: String!) {
    cartPutDeliveryTime(storeId: $storeId, supplierId: $supplierId, startTime: $startTime, endTime: $endTime) {
      success userErrors { field code message } cart { ...CheckoutCartFields }
    }
  }
`,
  [CheckoutCartFields],
);

export const CheckoutPutDeliveryNoteMutation = /* @__PURE__ */ operation(
  `
  mutation CheckoutPutDeliveryNote($storeId: ID!, $supplierId: Int!, $note: String!) {
    cartPutDeliveryNote(storeId: $storeId, supplierId: $supplierId, note: $note) {
      success userErrors { field code message } cart { ...CheckoutCartFields }
    }
  }
`,
  [CheckoutCartFields],
);

/** The payment method for every group of the checkout (supplierId left out). */
export const CheckoutPutPaymentMethodMutation = /* @__PURE__ */ operation(
  `
  mutation CheckoutPutPaymentMethod($storeId: ID!, $paymentMethod: PaymentMethod!) {
    cartPutPaymentMethod(storeId: $storeId, paymentMethod: $paymentMethod) {
      success userErrors { field code message } cart { ...CheckoutCartFields }
    }
  }
`,
  [CheckoutCartFields],
);

/** Applies a voucher code to a group; an empty code removes it. */
export const CheckoutApplyVoucherMutation = /* @__PURE__ */ operation(
  `
  mutation CheckoutApplyVoucher($storeId: ID!, $supplierId: Int!, $code: String!) {
    calculateVoucherDiscount(storeId: $storeId, supplierId: $supplierId, code: $code) {
      success userErrors { field code message } cart { ...CheckoutCartFields }
    }
  }
`,
  [CheckoutCartFields],
);

/** The priced snapshot step 3 shows and orderCreate turns into orders. */
export const CheckoutDraftFields = /* @__PURE__ */ fragment(`
  fragment CheckoutDraftFields on OrderDraft {
    token
    expiresAt
    orderIds
    subTotalBeforeVat
    vat
    deliveryFee
    deliveryFeeVat
    discount
    grossTotal
    totalItemPrice
    redInvoiceInfo { registeredName registeredAddress redInvoiceNumber }
    groups {
      supplier { id name }
      deliveryDate
      slotStart
      slotEnd
      deliveryNote
      paymentMethod
      voucherCode
      subTotalBeforeVat
      vat
      deliveryFee
      deliveryFeeVat
      discount
      grossTotal
      totalItemPrice
      items { productId name uom quantity price priceBeforeVat amount amountBeforeVat vat discount }
    }
  }
`);

export const CheckoutCreateDraftMutation = /* @__PURE__ */ operation(
  `
  mutation CheckoutCreateDraft($storeId: ID!, $redInvoice: RedInvoiceInput) {
    cartCreateOrderDraft(storeId: $storeId, redInvoice: $redInvoice) {
      success userErrors { field code message } token draft { ...CheckoutDraftFields }
    }
  }
`,
  [CheckoutDraftFields],
);

/** Whether a kept token already became orders (a lost answer, a reload after pressing Place order). */
export const CheckoutDraftQuery = /* @__PURE__ */ operation(`
  query CheckoutDraft($token: String!) {
    orderDraft(token: $token) { token orderIds expiresAt }
  }
`);

export const CheckoutOrderCreateMutation = /* @__PURE__ */ operation(`
  mutation CheckoutOrderCreate($storeId: ID!, $token: String!) {
    orderCreate(storeId: $storeId, token: $token) {
      success
      userErrors { field code message }
      changes { productId name reason }
      orders {
        id code status deliveryDate deliveryTimeSlot paymentMethod grossTotal deliveryFee discount
        supplier { id name }
        items { productId name orderedPrice orderedQuantity }
      }
    }
  }
`);

/** How to pay the bank-transfer orders among the ids (null when there is none). */
export const CheckoutVaAndQrQuery = /* @__PURE__ */ operation(`
  query CheckoutVaAndQr($orderIds: [ID!]!) {
    getVaAndQrInfo(orderIds: $orderIds) {
      bankName accountNumber accountName amount purpose qrSvg orders { id code status placedTotal amount }
    }
  }
`);
