import { stripVietnameseMarks } from '@chobep/domain';
import QRCode from 'qrcode';
import { QRPay } from 'vietnam-qr-pay';

/**
 * The VietQR (NAPAS 247) code a buyer scans with any Vietnamese banking app to pay a bank transfer: the bank, the
 * account, the exact amount and the transfer text are filled in, so the payment can be matched without typos.
 *
 * vietnam-qr-pay writes the EMVCo fields (tag 38 with the NAPAS GUID A000000727, bank BIN and account; 53 currency
 * 704; 54 amount; 58 country VN; 62/08 purpose; 63 CRC) but checks no length, and a field over its limit gives a
 * code that banking apps refuse or cut. So the limits are checked here:
 * - BIN: the bank's 6-digit NAPAS BIN. Account: at most 19 letters or digits (NAPAS beneficiary id).
 * - Amount: whole đồng (VND has no decimals in VietQR), positive, at most 13 characters (EMVCo tag 54).
 * - Purpose (tag 62/08, EMVCo "purpose of transaction"): at most 25 characters. Banks pass the transfer text on as
 *   ASCII and several drop or mangle anything else, so the text is reduced to letters, digits and single spaces
 *   without Vietnamese marks (đ → d) before it is cut to 25: "Thanh toán đơn #CB-1024" → "Thanh toan don CB 1024".
 * The SVG uses error correction M and the 4-module quiet zone the QR standard asks for.
 */
export interface VietQrInput {
  /** NAPAS BIN of the receiving bank, 6 digits. */
  bankBin: string;
  accountNumber: string;
  /** Whole đồng. */
  amount: number;
  /** Transfer text; made ASCII and cut to 25 characters. */
  purpose: string;
}

export interface VietQr {
  /** The EMVCo text encoded in the QR code. */
  payload: string;
  svg: string;
}

/** EMVCo tag 62/08. */
export const VIETQR_PURPOSE_MAX = 25;
/** EMVCo tag 54. */
const AMOUNT_MAX_LENGTH = 13;

/** The transfer text as banks carry it: ASCII letters and digits, single spaces, at most 25 characters. */
export function vietQrPurpose(text: string): string {
  return stripVietnameseMarks(text.normalize('NFC'))
    .replace(/[^A-Za-z0-9]+/g, ' ')
    .trim()
    .slice(0, VIETQR_PURPOSE_MAX)
    .trimEnd();
}

export async function buildVietQr(input: VietQrInput): Promise<VietQr> {
  if (!/^\d{6}$/.test(input.bankBin)) throw new RangeError(`bankBin must be 6 digits (got ${input.bankBin})`);
  if (!/^[0-9A-Za-z]{1,19}$/.test(input.accountNumber)) {
    throw new RangeError(`accountNumber must be 1 to 19 letters or digits (got ${input.accountNumber})`);
  }
  const amount = String(input.amount);
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0 || amount.length > AMOUNT_MAX_LENGTH) {
    throw new RangeError(`amount must be a positive whole number of đồng of at most 13 digits (got ${input.amount})`);
  }
  const purpose = vietQrPurpose(input.purpose);
  const payload = QRPay.initVietQR({
    bankBin: input.bankBin,
    bankNumber: input.accountNumber,
    amount,
    // An empty purpose leaves the field out rather than writing an empty one.
    purpose: purpose || undefined,
  }).build();
  const svg = await QRCode.toString(payload, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 });
  return { payload, svg };
}
