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
    vi: 'Bạn đã nhập sai quá nhiều lần. Vui lòng thử lại sau {minutes} phút.',
    en: 'Too many failed attempts. Please try again in {minutes} minutes.',
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
} as const satisfies Record<string, Record<Language, string>>;

export type FieldName = keyof typeof FIELD_LABELS;

export function translateError(code: ErrorCode, lang: Language, params: Record<string, string | number> = {}): string {
  const template: string = ERROR_MESSAGES[code][lang];
  return template.replace(/\{(\w+)\}/g, (_, key: string) => String(params[key] ?? `{${key}}`));
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
