import { describe, expect, it } from 'vitest';
import {
  CSV_BOM,
  csvDecimal,
  csvField,
  csvSeparatorOf,
  type OrderCsvRecord,
  orderCsvHeader,
  orderCsvLine,
} from './write-orders-csv';

const order: OrderCsvRecord = {
  number: 123,
  // 23:30 UTC on the 25th is 06:30 on the 26th in Vietnam.
  createdAt: new Date('2026-11-25T23:30:00Z'),
  deliveryDate: '2026-11-27',
  slotStart: '08:00',
  slotEnd: '12:00',
  storeName: 'Bếp Việt – Quận 1',
  supplierName: 'Công ty TNHH Thực phẩm "Xanh"',
  status: 'DELIVERED',
  paymentMethod: 'COD',
  subtotalBeforeVat: 1_157_407,
  vat: 92_593,
  deliveryFee: 0,
  discount: 0,
  grossTotal: 1_250_000,
  itemCount: 3,
  creatorName: 'Nguyễn Văn Mua',
  voucherCode: null,
  statusReason: null,
  deliveryNote: '=cmd|calc',
};

describe('the order export', () => {
  it('starts with a byte-order mark and the header in the reader’s language', () => {
    expect(orderCsvHeader('vi').startsWith(CSV_BOM)).toBe(true);
    expect(orderCsvHeader('vi')).toContain('"Mã đơn","Ngày đặt"');
    expect(orderCsvHeader('en')).toContain('"Order code","Order date"');
    expect(orderCsvHeader('en').endsWith('\r\n')).toBe(true);
  });

  it('writes an order with local times, plain amounts and translated words', () => {
    expect(orderCsvLine(order, 'vi')).toBe(
      '"CB-000123","26/11/2026 06:30","27/11/2026","08:00–12:00","Bếp Việt – Quận 1",' +
        '"Công ty TNHH Thực phẩm ""Xanh""","Đã giao","Thanh toán khi nhận hàng (COD)",3,1157407,92593,0,0,' +
        `1250000,"Nguyễn Văn Mua",,,"'=cmd|calc"\r\n`,
    );
    expect(orderCsvLine(order, 'en')).toContain('"Delivered","Cash on delivery (COD)"');
  });

  it.each([
    ['plain', '"plain"'],
    ['a "quote"', '"a ""quote"""'],
    ['line\nbreak', '"line\nbreak"'],
    ['=1+1', `"'=1+1"`],
    ['+84 90', `"'+84 90"`],
    ['-5', `"'-5"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    ['a,b', '"a,b"'],
  ])('the text %j is written %s', (value, written) => {
    expect(csvField(value)).toBe(written);
  });

  it('numbers stay numbers and nothing stays empty', () => {
    expect(csvField(1250000)).toBe('1250000');
    expect(csvField(null)).toBe('');
    expect(csvField(Number.NaN)).toBe('');
  });
});

describe('the semicolon variant, for Excel with Vietnamese regional settings', () => {
  it('separates fields with ";" and keeps amounts whole', () => {
    expect(orderCsvHeader('vi', ';')).toBe(`${CSV_BOM}${orderCsvHeader('vi').slice(1).replaceAll('","', '";"')}`);
    expect(orderCsvLine({ ...order, deliveryNote: 'giao cổng sau; gọi trước' }, 'vi', ';')).toBe(
      '"CB-000123";"26/11/2026 06:30";"27/11/2026";"08:00–12:00";"Bếp Việt – Quận 1";' +
        '"Công ty TNHH Thực phẩm ""Xanh""";"Đã giao";"Thanh toán khi nhận hàng (COD)";3;1157407;92593;0;0;' +
        '1250000;"Nguyễn Văn Mua";;;"giao cổng sau; gọi trước"\r\n',
    );
  });

  it.each([
    ['semicolon', ';'],
    [null, ','],
    [undefined, ','],
    ['comma', ','],
    [';', ','],
  ] as const)('sep=%j → %j', (param, separator) => {
    expect(csvSeparatorOf(param)).toBe(separator);
  });

  it.each([
    [2.5, ',', '2.5'],
    [2.5, ';', '2,5'],
    [3, ';', '3'],
  ] as const)('a decimal %d in the %j file reads %j', (value, separator, text) => {
    expect(csvDecimal(value, separator)).toBe(text);
  });
});
