import { formatAddress } from '../geo/format-address';

/** A company's VAT ("red") invoice details: registered name, address and tax code (MST). */
export interface InvoiceDetails {
  companyName: string | null;
  address: string | null;
  taxCode: string | null;
}

/** What a sign-up says about the business (the sign-up form's fields). */
export interface SignUpFacts {
  businessName: string;
  taxCode: string | null;
  address: string | null;
  ward: string | null;
  district: string | null;
  /** The province's name. */
  city: string | null;
}

const blank = (value: string | null | undefined) => !value || value.trim() === '';

/**
 * A company's invoice details, taken from its sign-up where the company has none: the business's name, its address on
 * one line (formatAddress) and its tax code — what the sign-up form asked for the VAT invoice. Details the company
 * already holds (entered on /company-info, or at an earlier approval) are kept: the sign-up only fills what is empty.
 */
export function composeInvoiceDetails(current: InvoiceDetails, signUp: SignUpFacts): InvoiceDetails {
  const address = formatAddress(signUp);
  return {
    companyName: blank(current.companyName) ? signUp.businessName.trim() || null : current.companyName,
    address: blank(current.address) ? address || null : current.address,
    taxCode: blank(current.taxCode) ? signUp.taxCode?.trim() || null : current.taxCode,
  };
}
