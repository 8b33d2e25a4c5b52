import { formatMoney } from '../text/format-money';
import type { Language } from './constants';

/**
 * Coded errors. Domain and API code deal in codes; the edge turns a code into a
 * translated message for the caller's language. Both catalogues are complete by type.
 */
export const ERROR_MESSAGES = {
  UNAUTHENTICATED: { vi: 'Cần đăng nhập để tiếp tục', en: 'Authentication is required' },
  FORBIDDEN: { vi: 'Bạn không có quyền thực hiện thao tác này', en: 'You do not have permission to do this' },
  SOMETHING_WRONG: { vi: 'Đã có lỗi xảy ra', en: 'Something wrong' },
  INVALID_CREDENTIALS: {
    vi: 'Email/số điện thoại hoặc mật khẩu không đúng',
    en: 'The email/phone number or password is incorrect',
  },
  TOO_MANY_ATTEMPTS: {
    vi: 'Bạn đã thử đăng nhập quá nhiều lần. Vui lòng thử lại sau {wait}.',
    en: 'Too many sign-in attempts. Please try again in {wait}.',
  },
  ACCOUNT_NOT_APPROVED: {
    vi: 'Tài khoản của bạn đang chờ duyệt. Chúng tôi sẽ liên hệ với bạn sớm.',
    en: 'Your account is waiting for approval. We will contact you soon.',
  },
  ACCOUNT_DELETED: {
    vi: 'Tài khoản của bạn đã bị xoá hoặc vô hiệu hoá.',
    en: 'Your account has been deleted or disabled.',
  },
  ACCOUNT_BLOCKED: {
    vi: 'Tài khoản của bạn tạm thời bị khoá do chậm thanh toán hoặc lý do khác. Vui lòng liên hệ chăm sóc khách hàng.',
    en: 'Your account is temporarily blocked due to late payment or other reasons. Please contact customer care.',
  },
  REMEMBER_TOKEN_INVALID: {
    vi: 'Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại',
    en: 'Your session has expired, please sign in again',
  },
  REMEMBER_TOKEN_REUSED: {
    vi: 'Phiên đăng nhập không còn hợp lệ, vui lòng đăng nhập lại',
    en: 'Your session is no longer valid, please sign in again',
  },
  REQUIRED: { vi: '{field} không được để trống', en: '{field} must not be empty' },
  INVALID_EMAIL: { vi: 'Vui lòng nhập đúng địa chỉ email', en: 'Please enter a correct email address' },
  INVALID_PHONE: { vi: 'Số điện thoại không hợp lệ', en: 'Phone number is invalid' },
  INVALID_LOGIN_ID: {
    vi: 'Vui lòng nhập email hoặc số điện thoại hợp lệ',
    en: 'Please enter a valid email or phone number',
  },
  INVALID_LANGUAGE: { vi: 'Ngôn ngữ không được hỗ trợ', en: 'This language is not supported' },
  STORE_NOT_FOUND: { vi: 'Không tìm thấy cửa hàng', en: 'Store not found' },
  NOT_FOUND: { vi: 'Không tìm thấy', en: 'Not found' },
  NOTIFICATION_NOT_FOUND: { vi: 'Không tìm thấy thông báo', en: 'Notification not found' },
  PUSH_REGISTRATION_NOT_FOUND: { vi: 'Không tìm thấy thiết bị đã đăng ký', en: 'Device registration not found' },
  INVALID_PUSH_TOKEN: { vi: 'Mã thiết bị không hợp lệ', en: 'The device token is not valid' },
  PRODUCT_NOT_FOUND: { vi: 'Không tìm thấy sản phẩm', en: 'Product not found' },
  NOTE_TOO_LONG: { vi: 'Ghi chú không được dài quá {max} ký tự', en: 'The note must be at most {max} characters long' },
  TOO_MANY_PRODUCTS: {
    vi: 'Chỉ có thể thêm tối đa {max} sản phẩm mỗi lần',
    en: 'At most {max} products can be added at once',
  },
  QUERY_TOO_LONG: { vi: 'Từ khoá tìm kiếm quá dài', en: 'The search text is too long' },
  TOO_MANY_VALUES: { vi: 'Bộ lọc {field} có quá nhiều giá trị', en: 'Too many values in the {field} filter' },
  SEARCH_KEYWORD_TOO_LONG: {
    vi: 'Từ khoá tìm kiếm không được dài quá {max} ký tự',
    en: 'The search keyword must be at most {max} characters long',
  },
  SEARCH_KEYWORD_NO_LETTERS: {
    vi: 'Từ khoá tìm kiếm cần có ít nhất một chữ cái hoặc chữ số',
    en: 'The search keyword must contain at least one letter or digit',
  },
  SEARCH_KEYWORD_INAPPROPRIATE: {
    vi: 'Từ khoá tìm kiếm có từ ngữ không phù hợp, vui lòng nhập từ khoá khác',
    en: 'The search keyword contains inappropriate words, please try another one',
  },
  QUERY_TOO_LARGE: {
    vi: 'Yêu cầu GraphQL quá dài (tối đa {max} token)',
    en: 'The request is too long (at most {max} GraphQL tokens)',
  },
  QUERY_TOO_DEEP: {
    vi: 'Yêu cầu lồng nhau quá sâu (tối đa {max} cấp)',
    en: 'The request is nested too deeply (at most {max} levels)',
  },
  TOO_MANY_ALIASES: {
    vi: 'Yêu cầu có quá nhiều bí danh (tối đa {max})',
    en: 'The request has too many aliases (at most {max})',
  },
  QUERY_TOO_COSTLY: {
    vi: 'Yêu cầu đòi hỏi quá nhiều dữ liệu (chi phí ước tính {cost}, tối đa {max}); hãy chia thành nhiều yêu cầu nhỏ hơn',
    en: 'The request asks for too much data (estimated cost {cost}, at most {max}); split it into smaller requests',
  },
  INVALID_TEXT: {
    vi: '{field} chứa ký tự không hợp lệ',
    en: '{field} contains characters that are not allowed',
  },
  INVALID_JSON: {
    vi: 'Tham số {field} của yêu cầu không phải JSON hợp lệ',
    en: 'The request parameter {field} is not valid JSON',
  },
  FORBIDDEN_ORIGIN: {
    vi: 'Yêu cầu đến từ một trang web khác nên đã bị từ chối',
    en: 'This request comes from another website and was refused',
  },
  // Cart, checkout and orders (spec/trading.md §5, §8).
  QUANTITY_FORMAT: { vi: 'Số lượng không đúng định dạng', en: 'The quantity is not in the right format' },
  QUANTITY_NO_DECIMALS: { vi: 'Sản phẩm này không thể nhập số thập phân', en: 'This product cannot enter decimals' },
  QUANTITY_ONE_DECIMAL: {
    vi: 'Chỉ được nhập số thập phân với một chữ số sau dấu phẩy',
    en: 'Please enter a decimal with one number after the point',
  },
  QUANTITY_BELOW_MINIMUM: { vi: 'Số lượng tối thiểu là {min}', en: 'The minimum quantity is {min}' },
  QUANTITY_ABOVE_MAXIMUM: { vi: 'Số lượng tối đa là {max}', en: 'The maximum quantity is {max}' },
  PRODUCT_EXCLUSIVE: {
    vi: 'Sản phẩm này chỉ bán riêng cho doanh nghiệp.',
    en: 'This product is sold exclusively to businesses.',
  },
  PRODUCTS_NOT_AVAILABLE: { vi: 'Sản phẩm hiện không có sẵn', en: 'The products are not available' },
  SUPPLIER_MISMATCH: {
    vi: 'Sản phẩm không thuộc nhà cung cấp đã chọn',
    en: 'The product is not sold by the chosen supplier',
  },
  CART_EMPTY: { vi: 'Giỏ hàng đang trống', en: 'Your cart is empty' },
  CART_TOO_LARGE: {
    vi: 'Giỏ hàng có tối đa {max} sản phẩm',
    en: 'A cart holds at most {max} products',
  },
  CART_CHANGED: {
    vi: 'Sản phẩm trong giỏ hàng đã thay đổi, vui lòng kiểm tra lại và thử lại',
    en: 'Products in your cart have changed, please review them and try again',
  },
  ORDER_NOT_FOUND: { vi: 'Không tìm thấy đơn hàng', en: 'Order not found' },
  ORDER_PROCESSED: {
    vi: 'Đơn hàng đã được xử lý và không thể huỷ. Bấm Xác nhận để tải lại trạng thái mới nhất.',
    en: 'The order has been processed and cannot be canceled. Press Confirm to reload the latest status.',
  },
  ORDER_STATUS_CHANGED: {
    vi: 'Trạng thái đơn hàng vừa thay đổi, không thể thực hiện thao tác này. Vui lòng tải lại.',
    en: 'The order’s status has just changed and this can no longer be done. Please reload.',
  },
  ORDER_HAS_VOUCHER: {
    vi: 'Đơn hàng có mã giảm giá không thể sửa. Hãy huỷ và đặt lại đơn.',
    en: 'An order with a voucher cannot be edited. Cancel it and place it again.',
  },
  REASON_REQUIRED: { vi: 'Vui lòng nhập lý do', en: 'Please enter a reason' },
  INVALID_DATE: { vi: '{field}: ngày không hợp lệ', en: '{field}: not a valid date' },
  DATE_RANGE_INVALID: {
    vi: '{field} phải sau hoặc trùng ngày bắt đầu',
    en: '{field} must be on or after the start date',
  },
  DATE_RANGE_TOO_LONG: {
    vi: 'Khoảng thời gian tối đa là 2 năm, vui lòng chọn khoảng ngắn hơn',
    en: 'The longest range is 2 years, please choose a shorter one',
  },
  APPROVAL_HAS_PENDING_ORDERS: {
    vi: 'Không thể tắt chức năng duyệt đơn khi còn {count} đơn hàng đang chờ duyệt. Hãy duyệt hoặc từ chối các đơn đó trước.',
    en: 'Order approval cannot be turned off while {count} orders are waiting for approval. Approve or decline them first.',
  },
  ORDER_EDIT_MIXED: {
    vi: 'Số lượng đặt và số lượng giao được sửa riêng, mỗi lần một loại',
    en: 'Ordered quantities and delivered figures are changed separately, one kind at a time',
  },
  ORDER_EMPTY: {
    vi: 'Đơn hàng cần ít nhất một sản phẩm. Nếu không cần nữa, hãy từ chối duyệt đơn.',
    en: 'An order needs at least one product. If it is no longer needed, disapprove it.',
  },
  NOTHING_TO_REORDER: {
    vi: 'Không có sản phẩm nào của đơn hàng còn bán, không thể đặt lại',
    en: 'None of the order’s products are still on sale, so it cannot be reordered',
  },
  ORDER_ITEM_NOT_FOUND: {
    vi: 'Sản phẩm không có trong đơn hàng này',
    en: 'The item is not part of this order',
  },
  ORDER_QUANTITY_INVALID: {
    vi: 'Số lượng không hợp lệ: từ 0 đến {max}, tối đa 3 chữ số thập phân',
    en: 'Invalid quantity: from 0 to {max}, with at most 3 decimals',
  },
  ORDER_PRICE_INVALID: {
    vi: 'Đơn giá không hợp lệ: số đồng nguyên, tối đa {amount}',
    en: 'Invalid unit price: whole đồng, at most {amount}',
  },
  ORDER_NOTHING_ACCEPTED: {
    vi: 'Không thể nhận đơn với số lượng 0 cho mọi sản phẩm. Hãy từ chối đơn và ghi lý do.',
    en: 'An order cannot be accepted with nothing in it. Decline it with a reason instead.',
  },
  ORDER_UNDER_MINIMUM: { vi: 'Đơn hàng chưa đạt giá trị tối thiểu', en: 'Order is under minimum value' },
  MOQ_NOT_REACHED: {
    vi: 'Chưa đạt giá trị đơn hàng tối thiểu. Vui lòng thêm sản phẩm!',
    en: 'The MOQ is not reached. Please add more items!',
  },
  STORE_BLOCKED: {
    vi: 'Cửa hàng này tạm thời không thể đặt hàng. Vui lòng liên hệ chăm sóc khách hàng.',
    en: 'This store cannot place orders at the moment. Please contact customer care.',
  },
  DELIVERY_DATE_NOT_AVAILABLE: {
    vi: 'Ngày giao hàng {date} không còn khả dụng, vui lòng chọn ngày khác',
    en: 'Delivery on {date} is not available, please choose another date',
  },
  DELIVERY_SLOT_NOT_AVAILABLE: {
    vi: 'Khung giờ giao hàng đã chọn không còn khả dụng, vui lòng chọn khung giờ khác',
    en: 'The chosen delivery time slot is not available, please choose another one',
  },
  PAYMENT_METHOD_NOT_ALLOWED: {
    vi: 'Phương thức thanh toán này không áp dụng cho công ty của bạn',
    en: 'This payment method is not available to your company',
  },
  DEPOSIT_INSUFFICIENT: {
    vi: 'Số dư ký quỹ ({balance}) không đủ để thanh toán đơn hàng',
    en: 'Your deposit balance ({balance}) is not enough for this order',
  },
  INVALID_TAX_CODE: {
    vi: 'Mã số thuế gồm 10 chữ số (hoặc 10 chữ số, dấu gạch ngang và 3 chữ số)',
    en: 'A tax code has 10 digits (or 10 digits, a hyphen and 3 digits)',
  },
  DRAFT_EXPIRED: {
    vi: 'Phiên đặt hàng đã hết hạn, vui lòng đặt hàng lại',
    en: 'This checkout has expired, please place the order again',
  },
  VOUCHER_NOT_FOUND: {
    vi: 'Không tìm thấy mã giảm giá, vui lòng kiểm tra lại!',
    en: 'This voucher is not found, please check again!',
  },
  VOUCHER_EXPIRED: { vi: 'Mã giảm giá {code} đã hết hạn', en: 'The voucher {code} has expired' },
  VOUCHER_NOT_STARTED: {
    vi: 'Mã giảm giá {code} chưa đến thời gian áp dụng',
    en: 'The voucher {code} is not valid yet',
  },
  VOUCHER_MIN_ORDER: {
    vi: 'Mã giảm giá chỉ áp dụng cho đơn hàng từ {minValue}',
    en: 'This voucher is only valid for orders over {minValue}',
  },
  VOUCHER_NOT_ELIGIBLE: {
    vi: 'Đơn hàng của bạn không đủ điều kiện áp dụng mã giảm giá này',
    en: 'Your order is not eligible for this voucher',
  },
  VOUCHER_USED_UP: { vi: 'Mã giảm giá {code} đã hết lượt sử dụng', en: 'The voucher {code} has been used up' },
  VOUCHER_CANNOT_APPLY: { vi: 'Không thể áp dụng mã giảm giá bạn chọn.', en: 'Can not apply voucher you choose.' },
  VOUCHER_APPLICATION_FAILED: {
    vi: 'Áp dụng mã giảm giá thất bại: giỏ hàng đã thay đổi và đơn hàng không còn đủ điều kiện',
    en: 'Voucher application failed: your cart changed and the order no longer qualifies',
  },
  // Stores and addresses (issue 15: geo and the store dialog).
  PLEASE_ENTER: { vi: 'Vui lòng nhập {field}', en: 'Please enter {field}' },
  TEXT_TOO_LONG: { vi: '{field} quá dài', en: '{field} is too long' },
  CHOOSE_WARD: { vi: 'Vui lòng chọn phường/xã', en: 'Please choose ward/commune' },
  ADDRESS_UPDATE_REQUIRED: {
    vi: 'Vui lòng cập nhật địa chỉ: chọn vị trí cửa hàng trên bản đồ',
    en: 'Please update the address: place the store on the map',
  },
  ADDRESS_UNIT_MISMATCH: {
    vi: 'Tỉnh/thành, quận/huyện và phường/xã đã chọn không khớp nhau',
    en: 'The chosen province, district and ward/commune do not belong together',
  },
  STORE_OUT_OF_REGION: {
    vi: 'Vui lòng chọn địa chỉ thuộc khu vực {region}',
    en: 'Please choose an address in the {region} region',
  },
  STORE_DUPLICATE: {
    vi: 'Thông tin cửa hàng mới trùng với một cửa hàng đã có',
    en: 'The new store info duplicates an existing store',
  },
  STORE_NOT_EDITABLE: {
    vi: 'Không thể sửa cửa hàng sau khi đã lưu. Vui lòng liên hệ bộ phận kinh doanh.',
    en: 'A store cannot be changed after saving. Please contact sales.',
  },
  STORE_FIELD_READ_ONLY: { vi: '{field} không thể thay đổi', en: '{field} cannot be changed' },
  STORE_CREATE_FAILED: { vi: 'Tạo cửa hàng thất bại', en: 'Create store failed' },
  STORE_UPDATE_FAILED: { vi: 'Cập nhật cửa hàng thất bại', en: 'Update store failed' },
} as const satisfies Record<string, Record<Language, string>>;

export type ErrorCode = keyof typeof ERROR_MESSAGES;

/** Subcodes of a failed token renewal: both make the client drop its stored tokens. */
export const RELOGIN_SUBCODES = { invalid: 6101, reused: 6102 } as const;

/** Field labels used in "{field} must not be empty". */
export const FIELD_LABELS = {
  login: { vi: 'Email hoặc số điện thoại', en: 'Email or phone number' },
  password: { vi: 'Mật khẩu', en: 'Password' },
  lang: { vi: 'Ngôn ngữ', en: 'Language' },
  userId: { vi: 'Mã người dùng', en: 'User id' },
  keyword: { vi: 'Từ khoá', en: 'Keyword' },
  note: { vi: 'Ghi chú', en: 'Note' },
  productId: { vi: 'Sản phẩm', en: 'Product' },
  supplierName: { vi: 'Tên nhà cung cấp', en: 'Supplier name' },
  supplierInternalCode: { vi: 'Mã sản phẩm của nhà cung cấp', en: "Supplier's product code" },
  storeId: { vi: 'Cửa hàng', en: 'Store' },
  supplierId: { vi: 'Nhà cung cấp', en: 'Supplier' },
  quantity: { vi: 'Số lượng', en: 'Quantity' },
  date: { vi: 'Ngày giao hàng', en: 'Delivery date' },
  startTime: { vi: 'Khung giờ giao hàng', en: 'Delivery time' },
  paymentMethod: { vi: 'Phương thức thanh toán', en: 'Payment method' },
  voucherCode: { vi: 'Mã giảm giá', en: 'Voucher code' },
  token: { vi: 'Mã đơn nháp', en: 'Draft token' },
  taxCode: { vi: 'Mã số thuế', en: 'Tax code' },
  orderDateStart: { vi: 'Ngày đặt từ', en: 'Order date from' },
  orderDateEnd: { vi: 'Ngày đặt đến', en: 'Order date to' },
  deliveryDateStart: { vi: 'Ngày giao từ', en: 'Delivery date from' },
  deliveryDateEnd: { vi: 'Ngày giao đến', en: 'Delivery date to' },
  name: { vi: 'tên cửa hàng', en: 'store name' },
  telephone: { vi: 'số điện thoại', en: 'phone number' },
  provinceCode: { vi: 'tỉnh/thành phố', en: 'province/city' },
  districtCode: { vi: 'quận/huyện', en: 'district' },
  wardCode: { vi: 'phường/xã', en: 'ward/commune' },
  addressDetail: { vi: 'địa chỉ cụ thể', en: 'address detail' },
  addressNote: { vi: 'Ghi chú địa chỉ', en: 'Address note' },
} as const satisfies Record<string, Record<Language, string>>;

export type FieldName = keyof typeof FIELD_LABELS;

/** Parameters that are amounts of đồng: written the language's way (1.250.000 đ / 1,250,000 đ). */
const MONEY_PARAMS = new Set(['minValue', 'balance', 'missing', 'amount']);

export function translateError(code: ErrorCode, lang: Language, params: Record<string, string | number> = {}): string {
  const template: string = ERROR_MESSAGES[code][lang];
  return template.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) return `{${key}}`;
    return typeof value === 'number' && MONEY_PARAMS.has(key) ? formatMoney(value, lang) : String(value);
  });
}

export function fieldLabel(field: string, lang: Language): string {
  return (FIELD_LABELS as Record<string, Record<Language, string>>)[field]?.[lang] ?? field;
}

/** A failure the domain expects; mapped to userErrors (mutations) or a GraphQL error once, at the edge. */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly field: string | null = null,
    readonly params: Record<string, string | number> = {},
  ) {
    super(code);
    this.name = 'DomainError';
  }
}
