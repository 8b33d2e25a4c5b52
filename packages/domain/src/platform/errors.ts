import { formatMoney } from '../text/format-money';
import { formatNumber } from '../text/format-number';
import type { Language } from './constants';
import { FAILURE_MESSAGES } from './failure-messages';

/**
 * Coded errors. Domain and API code deal in codes; the edge turns a code into a
 * translated message for the caller's language. Both catalogues are complete by type.
 */
export const ERROR_MESSAGES = {
  UNAUTHENTICATED: { vi: 'Cần đăng nhập để tiếp tục', en: 'Authentication is required' },
  FORBIDDEN: { vi: 'Bạn không có quyền thực hiện thao tác này', en: 'You do not have permission to do this' },
  ...FAILURE_MESSAGES,
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
  /** spec/trading.md §5's other wording of a required field: what a form says before sending (decisions.md). */
  PLEASE_INPUT: { vi: 'Vui lòng nhập {field}!', en: 'Please input {field}!' },
  AMOUNT_INVALID: { vi: '{field} không hợp lệ: số đồng nguyên, từ 0', en: '{field} is not valid: whole đồng, from 0' },
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
  PUSH_TOKEN_IN_USE: {
    vi: 'Thiết bị này đang nhận thông báo cho một tài khoản khác. Thông báo sẽ chuyển sang tài khoản của bạn khi tài khoản kia đăng xuất khỏi thiết bị.',
    en: 'This device receives notifications for another account. They move to yours once that account signs out on the device.',
  },
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
  LIST_TOO_LONG: {
    vi: 'Quá nhiều phần tử trong {field} (tối đa {max} trong một yêu cầu)',
    en: 'Too many items in {field} (at most {max} in one request)',
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
  PRICE_RAISE_TOO_HIGH: {
    vi: 'Đơn giá chỉ được tăng tối đa {percent}% so với giá khách đã đặt (tối đa {amount} trước VAT). Cao hơn là một đơn hàng mới khách phải đặt lại.',
    en: 'A unit price may rise by at most {percent}% over the price the buyer ordered at (at most {amount} before VAT). More is a new order the buyer must place.',
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
  // Passwords (issue 15; rules of spec/trading.md §5 in accounts/password-rules.ts).
  PASSWORD_TOO_SHORT: {
    vi: 'Mật khẩu phải có ít nhất 8 ký tự',
    en: 'The password must be at least 8 characters long',
  },
  PASSWORD_NEEDS_DIGIT: {
    vi: 'Mật khẩu phải có ít nhất một chữ số',
    en: 'The password must contain at least one digit',
  },
  PASSWORD_HAS_SPACES: { vi: 'Mật khẩu không được chứa khoảng trắng', en: 'The password must not contain spaces' },
  PASSWORD_TOO_LONG: {
    vi: 'Mật khẩu không được dài quá 128 ký tự',
    en: 'The password must be at most 128 characters long',
  },
  PASSWORD_CONFIRM_MISMATCH: { vi: 'Mật khẩu xác nhận không khớp!', en: 'Your confirm password is not correct!' },
  PASSWORD_SAME_AS_CURRENT: {
    vi: 'Mật khẩu mới phải khác mật khẩu hiện tại',
    en: 'The new password must be different from the current one',
  },
  CURRENT_PASSWORD_WRONG: { vi: 'Mật khẩu hiện tại không đúng', en: 'The current password is incorrect' },
  RESET_TOKEN_INVALID: {
    vi: 'Liên kết đặt lại mật khẩu đã hết hạn hoặc đã được sử dụng. Vui lòng yêu cầu liên kết mới.',
    en: 'This password reset link has expired or has already been used. Please ask for a new one.',
  },
  TOO_MANY_RESET_REQUESTS: {
    vi: 'Bạn đã yêu cầu đặt lại mật khẩu quá nhiều lần. Vui lòng thử lại sau {wait}.',
    en: 'Too many password reset requests. Please try again in {wait}.',
  },
  // Platform (issue 15): the contact and request forms, maintenance.
  TEXT_TOO_LONG: { vi: '{field} quá dài (tối đa {max} ký tự)', en: '{field} is too long (at most {max} characters)' },
  INVALID_LINK: {
    vi: 'Đường dẫn không hợp lệ (bắt đầu bằng http:// hoặc https://)',
    en: 'The link is not valid (it starts with http:// or https://)',
  },
  // Accounts (issue 15): team — users, groups, invitations (spec/trading.md §8 "Users and groups").
  GROUP_NAME_REQUIRED: { vi: 'Vui lòng nhập tên nhóm', en: 'Please enter group name' },
  GROUP_NAME_TOO_LONG: {
    vi: 'Tên nhóm không được dài quá {max} ký tự',
    en: 'The group name must be at most {max} characters long',
  },
  GROUP_NAME_DUPLICATE: { vi: 'Tên nhóm đã tồn tại!', en: 'Group name already exists!' },
  GROUP_NOT_FOUND: { vi: 'Không tìm thấy nhóm', en: 'Group not found' },
  GROUP_SYSTEM_LOCKED: {
    vi: 'Nhóm do hệ thống tạo không thể đổi tên hoặc xoá',
    en: 'A system-created group cannot be renamed or deleted',
  },
  USER_NOT_FOUND: { vi: 'Không tìm thấy người dùng', en: 'User not found' },
  USER_CHANGE_SELF: {
    vi: 'Bạn không thể tự xoá hoặc vô hiệu hoá tài khoản của mình',
    en: 'You cannot remove or deactivate your own account',
  },
  USER_OWNER_PROTECTED: {
    vi: 'Chỉ chủ sở hữu mới có thể xoá hoặc thay đổi trạng thái của chủ sở hữu khác',
    en: 'Only an owner can remove an owner or change their status',
  },
  USER_LAST_OWNER: {
    vi: 'Công ty cần ít nhất một chủ sở hữu đang hoạt động',
    en: 'The company needs at least one active owner',
  },
  GRANT_NEEDS_USER_ADD: {
    vi: 'Bạn cần quyền thêm người dùng (BUYER_USER_ADD) để cấp quyền',
    en: 'You need the add-users permission (BUYER_USER_ADD) to grant permissions',
  },
  GRANT_NOT_HELD: {
    vi: 'Bạn không thể cấp quyền mà chính bạn không có: {permissions}',
    en: 'You cannot grant permissions you do not hold yourself: {permissions}',
  },
  INVITE_NO_EMAILS: { vi: 'Vui lòng nhập ít nhất một email', en: 'Please enter at least one email' },
  INVITE_TOO_MANY: {
    vi: 'Chỉ có thể mời tối đa {max} email mỗi lần',
    en: 'At most {max} emails can be invited at once',
  },
  INVITE_EMAIL_INVALID: { vi: '{email} không phải là email hợp lệ', en: '{email} is not a valid email' },
  INVITE_ALREADY_MEMBER: {
    vi: '{email} đã có tài khoản trên Chợ Bếp',
    en: '{email} already has a Chợ Bếp account',
  },
  INVITE_ALREADY_IN_COMPANY: {
    vi: '{email} đã là thành viên của công ty bạn',
    en: '{email} is already a member of your company',
  },
  INVITE_RECENTLY_SENT: {
    vi: '{email} vừa được mời lúc {time}; thư mời không được gửi lại. Có thể gửi lại sau {again}.',
    en: '{email} was invited at {time}; the mail was not sent again. It can be sent again after {again}.',
  },
  INVITE_FAILED: { vi: 'Mời người dùng thất bại', en: 'Invite user failed' },
  INVITATION_INVALID: {
    vi: 'Liên kết mời không hợp lệ. Vui lòng kiểm tra lại email mời.',
    en: 'This invitation link is not valid. Please check the invitation email.',
  },
  INVITATION_EXPIRED: {
    vi: 'Liên kết mời đã hết hạn. Vui lòng nhờ quản trị viên công ty gửi lời mời mới.',
    en: 'This invitation has expired. Please ask your company administrator for a new one.',
  },
  INVITATION_WITHDRAWN: {
    vi: 'Người mời bạn không còn quản lý người dùng của công ty này nên lời mời đã bị thu hồi. Vui lòng nhờ quản trị viên công ty gửi lời mời mới.',
    en: 'The colleague who invited you no longer manages this company’s users, so the invitation was withdrawn. Please ask your company administrator for a new one.',
  },
  INVITATION_USED: {
    vi: 'Lời mời này đã được sử dụng. Vui lòng đăng nhập.',
    en: 'This invitation has already been used. Please sign in.',
  },
  INVITATION_STORE_NOT_OFFERED: {
    vi: 'Cửa hàng đã chọn không nằm trong lời mời',
    en: 'The chosen store is not part of the invitation',
  },
  INVITATION_STORES_REQUIRED: { vi: 'Vui lòng chọn ít nhất một cửa hàng', en: 'Please choose at least one store' },
  NAME_TOO_LONG: { vi: 'Họ tên không được dài quá 100 ký tự', en: 'The name must be at most 100 characters long' },
  // Accounts (issue 15): the account and company pages.
  PHONE_TAKEN: {
    vi: 'Số điện thoại này đã được một tài khoản khác sử dụng',
    en: 'This phone number is already used by another account',
  },
  INVALID_BUSINESS_CATEGORY: {
    vi: 'Vui lòng chọn loại hình kinh doanh trong danh sách',
    en: 'Please choose a business category from the list',
  },
  UPLOAD_TYPE_NOT_ALLOWED: {
    vi: 'Chỉ nhận ảnh JPEG, PNG hoặc WebP',
    en: 'Only JPEG, PNG or WebP pictures are accepted',
  },
  UPLOAD_TOO_LARGE: { vi: 'Ảnh không được lớn hơn {max}', en: 'The picture must not be larger than {max}' },
  UPLOAD_EMPTY: { vi: 'Tệp ảnh trống', en: 'The picture file is empty' },
  UPLOAD_NOT_FOUND: {
    vi: 'Không tìm thấy ảnh đã tải lên, vui lòng tải lại',
    en: 'The uploaded picture was not found, please upload it again',
  },
  INVALID_CHOICE: { vi: 'Vui lòng chọn {field} trong danh sách', en: 'Please choose a {field} from the list' },
  CATEGORY_NOT_OF_TYPE: {
    vi: 'Lĩnh vực kinh doanh không thuộc loại hình đã chọn',
    en: 'This business category does not belong to the chosen business type',
  },
  INVALID_TIME: { vi: '{field}: nhập giờ theo dạng HH:MM', en: '{field}: enter a time as HH:MM' },
  INVALID_BRANCH_COUNT: {
    vi: 'Số chi nhánh là số nguyên từ 1 đến 10.000',
    en: 'The number of branches is a whole number from 1 to 10,000',
  },
  FOOD_DELIVERY_LINK_INVALID: {
    vi: 'Liên kết phải bắt đầu bằng https://shopeefood.vn/ hoặc https://food.grab.com/',
    en: 'The link must start with https://shopeefood.vn/ or https://food.grab.com/',
  },
  HUBSPOT_LINK_INVALID: {
    vi: 'Liên kết HubSpot phải bắt đầu bằng https://app.hubspot.com/',
    en: 'The HubSpot link must start with https://app.hubspot.com/',
  },
  INVALID_CREATED_BY: {
    vi: 'Mã người tạo chỉ gồm chữ, số và . _ @ + -',
    en: 'The creator code may only contain letters, digits and . _ @ + -',
  },
  EMAIL_TAKEN: {
    vi: 'Email này đã được đăng ký. Vui lòng đăng nhập hoặc dùng email khác.',
    en: 'This email is already registered. Please sign in or use another email.',
  },
  // One code for every per-client limit (sign-up, e-mail check, contact and request forms).
  TOO_MANY_REQUESTS: {
    vi: 'Bạn đã gửi quá nhiều yêu cầu. Vui lòng thử lại sau {wait}.',
    en: 'You have sent too many requests. Please try again in {wait}.',
  },
  ACCOUNT_REJECTED: {
    vi: 'Đăng ký doanh nghiệp của bạn chưa được chấp thuận: {reason}. Vui lòng liên hệ chăm sóc khách hàng.',
    en: 'Your business registration was not approved: {reason}. Please contact customer care.',
  },
  SIGN_UP_NOT_FOUND: { vi: 'Không tìm thấy đăng ký này', en: 'This sign-up was not found' },
  SIGN_UP_ALREADY_REVIEWED: {
    vi: 'Đăng ký này đã được xét duyệt trước đó. Vui lòng tải lại danh sách.',
    en: 'This sign-up has already been reviewed. Please reload the list.',
  },
  STORE_ALREADY_REVIEWED: {
    vi: 'Cửa hàng này đã được xét duyệt trước đó. Vui lòng tải lại danh sách.',
    en: 'This store has already been reviewed. Please reload the list.',
  },
  OPERATORS_ONLY: {
    vi: 'Chỉ nhân viên vận hành của Chợ Bếp được thực hiện thao tác này',
    en: "Only Chợ Bếp's operators may do this",
  },
  // Stores and addresses (issue 15: geo and the store dialog).
  PLEASE_ENTER: { vi: 'Vui lòng nhập {field}', en: 'Please enter {field}' },
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
  STORE_FIELD_READ_ONLY: { vi: 'Không thể thay đổi {field}', en: 'The {field} cannot be changed' },
  // The map (foundations §8): provider failures and empty answers are warnings, never errors.
  MAP_UNAVAILABLE: {
    vi: 'Hiện không thể tải bản đồ, xin lỗi bạn.',
    en: 'Map cannot be loaded right now, sorry.',
  },
  INVALID_COORDINATE: { vi: '{field}: toạ độ không hợp lệ', en: '{field}: not a valid coordinate' },
  MAP_LOCATION_NOT_FOUND: {
    vi: 'Không tìm thấy vị trí trên bản đồ',
    en: 'Can not find the location on the map',
  },
  STORE_CREATE_FAILED: { vi: 'Tạo cửa hàng thất bại', en: 'Create store failed' },
  STORE_CONFIRM_FAILED: { vi: 'Xác nhận cửa hàng thất bại', en: 'Confirm store failed' },
  STORE_UPDATE_FAILED: { vi: 'Cập nhật cửa hàng thất bại', en: 'Update store failed' },
} as const satisfies Record<string, Record<Language, string>>;

export type ErrorCode = keyof typeof ERROR_MESSAGES;

/** Subcodes of a failed token renewal: both make the client drop its stored tokens. */
export const RELOGIN_SUBCODES = { invalid: 6101, reused: 6102 } as const;

// The labels live apart, so a form can show them without the whole catalogue (apps/web lib/forms/error-catalogue.ts).
export { FIELD_LABELS, type FieldName, fieldLabel } from './field-labels';

/** Parameters that are amounts of đồng: written the language's way (1.250.000 đ / 1,250,000 đ). */
const MONEY_PARAMS = new Set(['minValue', 'balance', 'missing', 'amount']);

export function translateError(code: ErrorCode, lang: Language, params: Record<string, string | number> = {}): string {
  const template: string = ERROR_MESSAGES[code][lang];
  return template.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) return `{${key}}`;
    if (typeof value !== 'number') return value;
    if (MONEY_PARAMS.has(key)) return formatMoney(value, lang);
    // A quantity such as an ordered 2.5 kg keeps its decimals with the language's separator (vi "2,5"); whole
    // numbers (lengths, counts, seconds) stay as they are written.
    return Number.isInteger(value) ? String(value) : formatNumber(value, lang, 3);
  });
}

/**
 * The code a form shows for its own check of a field, before anything is sent. Spec/trading.md §5 words a required
 * field two ways: a form in the browser says "Please input {field}!" (PLEASE_INPUT); the API's answer, which every
 * client reads (the mobile apps too), says "{field} must not be empty" (REQUIRED). Every other code is the same.
 */
export function formIssueCode(code: ErrorCode): ErrorCode {
  return code === 'REQUIRED' ? 'PLEASE_INPUT' : code;
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
