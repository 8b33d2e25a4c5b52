/** The longest company name and invoice address the company form (validate-company-info.ts) accepts. */
export const COMPANY_TEXT_MAX = 200;
export const COMPANY_ADDRESS_MAX = 500;
