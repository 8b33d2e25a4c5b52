/**
 * Each buyer company gets its own virtual bank account number: money transferred to it is known to be that
 * company's (deposit top-ups, bank-transfer payments) without reading the transfer's free text.
 *
 * Scheme: prefix + the company's internal number zero-padded to 8 digits + one Luhn check digit, 13 digits with
 * the default prefix. Digits only, because banks' virtual accounts and the VietQR account field are read as
 * digits by every banking app; fixed length, so it can be read back unambiguously; the check digit catches any
 * single wrong digit and most swapped neighbours when sales or a buyer types it. The number comes from a
 * sequential internal number (like stores.internal_id), not from the uuid: a uuid cannot be shortened to a few
 * digits without collisions, and the number must never change for a company. The prefix is the range the
 * partner bank assigns us; it is a parameter so a second bank can use another.
 */
export const VIRTUAL_ACCOUNT_PREFIX = '6868';
const NUMBER_DIGITS = 8;

/** The Luhn check digit for a string of digits (the digit that makes digits + it pass the Luhn test). */
export function luhnCheckDigit(digits: string): number {
  let sum = 0;
  // From the right: the digit next to the check digit is doubled, then every second one.
  for (let i = digits.length - 1, double = true; i >= 0; i--, double = !double) {
    let digit = Number(digits[i]);
    if (double) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return (10 - (sum % 10)) % 10;
}

export function virtualAccountNumber(internalNumber: number, prefix: string = VIRTUAL_ACCOUNT_PREFIX): string {
  if (!Number.isSafeInteger(internalNumber) || internalNumber < 1 || internalNumber >= 10 ** NUMBER_DIGITS) {
    throw new RangeError(`internal number must be 1…${10 ** NUMBER_DIGITS - 1} (got ${internalNumber})`);
  }
  if (!/^\d{1,10}$/.test(prefix)) throw new RangeError(`prefix must be 1 to 10 digits (got ${prefix})`);
  const body = prefix + String(internalNumber).padStart(NUMBER_DIGITS, '0');
  return body + luhnCheckDigit(body);
}

/** The company's internal number from a virtual account number, or null when it is not one of ours or mistyped. */
export function parseVirtualAccountNumber(account: string, prefix: string = VIRTUAL_ACCOUNT_PREFIX): number | null {
  const text = account.replace(/[\s.-]/g, '');
  if (text.length !== prefix.length + NUMBER_DIGITS + 1 || !text.startsWith(prefix) || !/^\d+$/.test(text)) return null;
  const body = text.slice(0, -1);
  if (luhnCheckDigit(body) !== Number(text.slice(-1))) return null;
  const internalNumber = Number(body.slice(prefix.length));
  return internalNumber >= 1 ? internalNumber : null;
}
