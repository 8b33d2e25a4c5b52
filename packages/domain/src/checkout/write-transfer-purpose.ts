/**
 * The transfer text of a bank-transfer checkout: its orders' codes without the hyphen (banks carry letters, digits
 * and spaces only), as many whole codes as fit in `max` characters (VietQR's purpose, EMVCo tag 62/08, holds 25),
 * then "VA N" ("và N", and N more: banks carry no "+") for the orders left out. A code is never cut: a cut code would name another order ("CB00003" is not
 * CB-000033), and the accountant reconciles by these codes. The virtual account is the company's own, so the
 * amount and the account already identify the payer; the codes only help match the orders.
 */
export function writeTransferPurpose(orderCodes: readonly string[], max = 25): string {
  const codes = orderCodes.map((c) => c.replace(/[^A-Za-z0-9]/g, ''));
  for (let shown = codes.length; shown > 0; shown--) {
    const left = codes.length - shown;
    const text = [...codes.slice(0, shown), ...(left > 0 ? [`VA ${left}`] : [])].join(' ');
    if (text.length <= max) return text;
  }
  return codes.length > 0 ? `${codes.length} DON`.slice(0, max) : '';
}
