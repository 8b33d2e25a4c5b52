import { virtualAccountNumber } from '@chobep/domain/checkout/make-virtual-account';
import QRCode from 'qrcode';
import { QRPay } from 'vietnam-qr-pay';
import { describe, expect, it } from 'vitest';
import { buildVietQr, type VietQrInput, vietQrPurpose } from './vietqr';

/** CRC-16/CCITT-FALSE (poly 0x1021, start 0xFFFF), as EMVCo tag 63 asks: written here, not taken from the library. */
function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** EMVCo fields: two-digit id, two-digit length, value; in order. */
function readFields(text: string): [string, string][] {
  const fields: [string, string][] = [];
  for (let i = 0; i < text.length; ) {
    const length = Number(text.slice(i + 2, i + 4));
    fields.push([text.slice(i, i + 2), text.slice(i + 4, i + 4 + length)]);
    i += 4 + length;
  }
  return fields;
}
const field = (text: string, id: string) => new Map(readFields(text)).get(id);

describe('crc16 (the test’s own)', () => {
  it('gives the standard check value and the published VietQR example’s CRC', () => {
    expect(crc16('123456789')).toBe('29B1');
    // vietnam-qr-pay's README: ACB 257678859, 10,000 đ, "Chuyen tien".
    const example =
      '00020101021238530010A0000007270123000697041601092576788590208QRIBFTTA53037045405100005802VN62150811Chuyen tien6304';
    expect(crc16(example)).toBe('53E6');
  });
});

describe('buildVietQr', () => {
  it('writes the published example byte for byte', async () => {
    const qr = await buildVietQr({
      bankBin: '970416',
      accountNumber: '257678859',
      amount: 10_000,
      purpose: 'Chuyển tiền',
    });
    expect(qr.payload).toBe(
      '00020101021238530010A0000007270123000697041601092576788590208QRIBFTTA53037045405100005802VN62150811Chuyen tien630453E6',
    );
  });

  it.each<{ name: string; input: VietQrInput; purpose: string }>([
    {
      name: 'an order payment',
      input: { bankBin: '970436', accountNumber: '0071000888888', amount: 425_000, purpose: 'Thanh toán đơn #CB-1024' },
      purpose: 'Thanh toan don CB 1024',
    },
    {
      name: 'a deposit top-up to a virtual account',
      input: {
        bankBin: '970418',
        accountNumber: virtualAccountNumber(42),
        amount: 5_000_000,
        purpose: 'ĐẶT CỌC Chợ Bếp',
      },
      purpose: 'DAT COC Cho Bep',
    },
    // Cut to 25 characters, then the trailing space dropped.
    {
      name: 'a long text',
      input: {
        bankBin: '970422',
        accountNumber: '1234567890123456789',
        amount: 9_999_999_999_999,
        purpose: 'Đặt hàng Chợ Bếp cho cửa hàng Quận Bình Thạnh',
      },
      purpose: 'Dat hang Cho Bep cho cua',
    },
    // Decomposed input (marks as separate code points) ends up the same.
    {
      name: 'decomposed marks',
      input: { bankBin: '970416', accountNumber: 'ABC123', amount: 1, purpose: 'Thanh toa\u0301n đơn' },
      purpose: 'Thanh toan don',
    },
  ])('$name: every field, read back two ways', async ({ input, purpose }) => {
    const { payload, svg } = await buildVietQr(input);

    // Independently of the library.
    expect(payload).toMatch(/^[\x20-\x7e]+$/);
    const root = readFields(payload);
    expect(root.map(([id]) => id)).toEqual(['00', '01', '38', '53', '54', '58', '62', '63']);
    expect(field(payload, '00')).toBe('01');
    expect(field(payload, '01')).toBe('12'); // dynamic: it carries an amount
    const merchant = field(payload, '38') ?? '';
    expect(field(merchant, '00')).toBe('A000000727');
    const beneficiary = field(merchant, '01') ?? '';
    expect(field(beneficiary, '00')).toBe(input.bankBin);
    expect(field(beneficiary, '01')).toBe(input.accountNumber);
    expect(field(merchant, '02')).toBe('QRIBFTTA');
    expect(field(payload, '53')).toBe('704');
    expect(field(payload, '54')).toBe(String(input.amount));
    expect(field(payload, '58')).toBe('VN');
    const purposeField = field(field(payload, '62') ?? '', '08');
    expect(purposeField).toBe(purpose);
    expect(purposeField?.length).toBeLessThanOrEqual(25);
    expect(purposeField).toMatch(/^[A-Za-z0-9 ]*$/);
    expect(payload.slice(-8, -4)).toBe('6304');
    expect(payload.slice(-4)).toBe(crc16(payload.slice(0, -4)));

    // With the library's parser.
    const parsed = new QRPay(payload);
    expect(parsed.isValid).toBe(true);
    expect(parsed.provider.guid).toBe('A000000727');
    expect(parsed.consumer.bankBin).toBe(input.bankBin);
    expect(parsed.consumer.bankNumber).toBe(input.accountNumber);
    expect(parsed.amount).toBe(String(input.amount));
    expect(parsed.currency).toBe('704');
    expect(parsed.nation).toBe('VN');
    expect(parsed.additionalData.purpose).toBe(purpose);

    // The picture: one square of the code's size plus the 4-module quiet zone on each side.
    const size = QRCode.create(payload, { errorCorrectionLevel: 'M' }).modules.size + 8;
    expect(svg).toMatch(new RegExp(`^<svg[^>]*viewBox="0 0 ${size} ${size}"`));
    expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
  });

  it('leaves the purpose out when nothing of it is left', async () => {
    const { payload } = await buildVietQr({
      bankBin: '970416',
      accountNumber: '257678859',
      amount: 10_000,
      purpose: ' #!? ',
    });
    expect(readFields(payload).map(([id]) => id)).toEqual(['00', '01', '38', '53', '54', '58', '63']);
    expect(new QRPay(payload).isValid).toBe(true);
  });

  it.each<[string, Partial<VietQrInput>]>([
    ['a 5-digit BIN', { bankBin: '97041' }],
    ['a BIN with letters', { bankBin: '97041A' }],
    ['an account of 20 characters', { accountNumber: '12345678901234567890' }],
    ['an account with a space', { accountNumber: '2576 78859' }],
    ['an empty account', { accountNumber: '' }],
    ['an amount of 0', { amount: 0 }],
    ['a fractional amount', { amount: 10_000.5 }],
    ['a negative amount', { amount: -10_000 }],
    ['an amount of 14 digits', { amount: 10_000_000_000_000 }],
  ])('refuses %s', async (_, over) => {
    const input = { bankBin: '970416', accountNumber: '257678859', amount: 10_000, purpose: 'x', ...over };
    await expect(buildVietQr(input)).rejects.toThrow(RangeError);
  });
});

describe('vietQrPurpose', () => {
  it.each([
    ['Chuyển tiền', 'Chuyen tien'],
    ['đ Đ', 'd D'],
    ['  Đơn   hàng\n#12 ', 'Don hang 12'],
    ['Ỷ Ỹ Ỵ ỳ', 'Y Y Y y'],
    ['CB-1024/2025', 'CB 1024 2025'],
    ['abcdefghijklmnopqrstuvwxyz0123', 'abcdefghijklmnopqrstuvwxy'],
    ['', ''],
  ])('%j → %j', (text, want) => {
    expect(vietQrPurpose(text)).toBe(want);
  });
});
