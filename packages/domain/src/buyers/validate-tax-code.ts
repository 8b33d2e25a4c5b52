/**
 * A Vietnamese tax code (mã số thuế, MST): 10 digits for a company, or 10 digits, a hyphen and 3 digits for a
 * branch (dependent unit). Spaces around it are ignored; inside it, nothing else is allowed.
 * Checkout's red-invoice step and the company page share it.
 */
export function isValidTaxCode(input: string): boolean {
  return /^\d{10}(-\d{3})?$/.test(input.trim());
}
