/**
 * Legal forms that open a Vietnamese company name: most suppliers' names start with one ("Công ty TNHH …"), so on
 * a narrow card they would fill the line and hide the part that tells suppliers apart. Longest first.
 */
const LEGAL_FORMS = [
  'công ty trách nhiệm hữu hạn một thành viên',
  'công ty trách nhiệm hữu hạn',
  'công ty tnhh một thành viên',
  'công ty tnhh mtv',
  'công ty tnhh',
  'công ty cổ phần',
  'công ty cp',
  'công ty',
  'cty tnhh',
  'cty cp',
  'doanh nghiệp tư nhân',
  'dntn',
  'hợp tác xã',
  'htx',
].map((form) => form.normalize('NFC'));

/**
 * The name a product card shows for its supplier: the trading name, without the legal form in front
 * ("Công ty TNHH Hải Sản Biển Đông" → "Hải Sản Biển Đông"). The full name stays the card's title and accessible
 * name, and the product page shows it whole. A name that is nothing but a legal form is kept as it is.
 */
export function shortenSupplierName(name: string): string {
  const full = name.normalize('NFC').trim().replace(/\s+/g, ' ');
  const lower = full.toLocaleLowerCase('vi');
  for (const form of LEGAL_FORMS) {
    if (lower.startsWith(form) && (lower.length === form.length || /[\s.,:–-]/.test(lower[form.length] ?? ''))) {
      const rest = full
        .slice(form.length)
        .replace(/^[\s.,:–-]+/, '')
        .trim();
      return rest || full;
    }
  }
  return full;
}
