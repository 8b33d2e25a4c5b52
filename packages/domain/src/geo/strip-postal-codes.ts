/**
 * Map results carry postal codes ("Bến Nghé, Quận 1, Thành phố Hồ Chí Minh 700000, Việt Nam"): numbers of 5 to 8
 * digits standing alone are removed (foundations §5), with the commas and spaces they leave tidied. House numbers
 * ("12", "12/3", "123A") and shorter numbers ("Quận 12") are kept.
 */
export function stripPostalCodes(formattedAddress: string): string {
  return formattedAddress
    .replace(/(^|[\s,])\d{5,8}(?=$|[\s,])/g, '$1')
    .replace(/\s+,/g, ',')
    .replace(/,(\s*,)+/g, ',')
    .replace(/\s{2,}/g, ' ')
    .replace(/^[\s,]+|[\s,]+$/g, '');
}
