import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { UOMS } from '@chobep/db/seed/reference-data';
import { formatQuantity } from '@chobep/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type InvoiceInput, type InvoiceItem, renderOrderInvoice } from './render-order-invoice';

/**
 * The PDF is read back with poppler (pdftotext, pdffonts), as a reader's viewer would. A font without Vietnamese
 * glyphs sets them as .notdef and pdftotext then drops the letters ("Nư c m m Phú Qu c"; tried with Liberation
 * Sans), so finding every name with its exact diacritics is what proves the embedded font covers Vietnamese.
 */
const dir = mkdtempSync(path.join(tmpdir(), 'invoice-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

beforeAll(() => {
  for (const tool of ['pdftotext', 'pdffonts']) {
    const probe = spawnSync(tool, ['-v']);
    if (probe.error) throw new Error(`${tool} is missing: install poppler-utils (apt-get install -y poppler-utils)`);
  }
});

let files = 0;
function poppler(pdf: Uint8Array) {
  const file = path.join(dir, `${++files}.pdf`);
  writeFileSync(file, pdf);
  return {
    text: execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }),
    fonts: execFileSync('pdffonts', [file], { encoding: 'utf8' }),
    pages: execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).split('\f').length - 1,
  };
}

const line = (item: Partial<InvoiceItem> & Pick<InvoiceItem, 'name' | 'unit'>): InvoiceItem => ({
  quantity: 1,
  acceptedQuantity: null,
  deliveredQuantity: null,
  priceBeforeVat: 0,
  vatRate: 0,
  amountBeforeVat: 0,
  vat: 0,
  amount: 0,
  discount: 0,
  ...item,
});

// Four VAT rates; the accepted and the delivered quantity each win over the ordered one; 1.250.000 đ in all.
const items: InvoiceItem[] = [
  line({
    name: 'Nước mắm Phú Quốc 40 độ đạm',
    unit: 'Chai',
    quantity: 10,
    priceBeforeVat: 50_000,
    vatRate: 8,
    amountBeforeVat: 500_000,
    vat: 40_000,
    amount: 540_000,
  }),
  line({
    name: 'Thịt ba chỉ heo Đồng Nai',
    unit: 'kg',
    unitCode: 'kg',
    quantity: 5.5,
    acceptedQuantity: 5.25,
    priceBeforeVat: 80_000,
    vatRate: 5,
    amountBeforeVat: 420_000,
    vat: 21_000,
    amount: 441_000,
    discount: 25_000,
  }),
  line({
    name: 'Bia Sài Gòn Đặc Biệt thùng 24 lon',
    unit: 'Thùng',
    priceBeforeVat: 200_000,
    vatRate: 10,
    amountBeforeVat: 200_000,
    vat: 20_000,
    amount: 220_000,
  }),
  line({
    name: 'Rau muống Đà Lạt',
    unit: 'kg',
    unitCode: 'kg',
    quantity: 3,
    acceptedQuantity: 3,
    deliveredQuantity: 2.4,
    priceBeforeVat: 12_500,
    amountBeforeVat: 30_000,
    amount: 30_000,
  }),
];

const input: InvoiceInput = {
  order: {
    code: 'CB-000123',
    createdAt: new Date('2026-03-14T17:30:00Z'),
    deliveryDate: '2026-03-16',
    slotStart: '08:00',
    slotEnd: '10:00',
    paymentMethod: 'DEBT_7_DAY',
    status: 'DELIVERED',
    voucherCode: 'GIAM25K',
    subtotalBeforeVat: 1_150_000,
    vat: 81_000,
    itemsTotal: 1_231_000,
    discount: 25_000,
    deliveryFee: 44_000,
    deliveryFeeVat: 3_259,
    grossTotal: 1_250_000,
    redInvoiceName: 'Công ty TNHH Ẩm Thực Bếp Việt',
    redInvoiceAddress: '12 Nguyễn Huệ, Phường Bến Nghé, Quận 1, TP. Hồ Chí Minh',
    redInvoiceTaxCode: '0312345678-001',
  },
  supplier: { name: 'Công ty CP Thực phẩm Sài Gòn Xanh', address: '45 Lê Lợi, Quận 1, TP. Hồ Chí Minh' },
  buyer: { name: 'Công ty TNHH Ẩm Thực Bếp Việt', address: '12 Nguyễn Huệ, Quận 1, TP. Hồ Chí Minh' },
  store: { name: 'Bếp Việt Thảo Điền', address: '8 Quốc Hương, Thảo Điền, Thủ Đức' },
  items,
};

/** A row of the item table as pdftotext -layout lays it out: the cells in order, separated by spaces. */
const row = (...cells: string[]) => new RegExp(cells.map((c) => c.replace(/[.()%]/g, '\\$&')).join('\\s+'));

describe('renderOrderInvoice', () => {
  it('writes a Vietnamese invoice whose text reads back exactly, fonts embedded', async () => {
    const pdf = await renderOrderInvoice(input, 'vi');
    expect(Buffer.from(pdf.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const { text, fonts, pages } = poppler(pdf);
    expect(pages).toBe(1);

    for (const name of [
      'HOÁ ĐƠN BÁN HÀNG',
      'CB-000123',
      'Nước mắm Phú Quốc 40 độ đạm',
      'Thịt ba chỉ heo Đồng Nai',
      'Bia Sài Gòn Đặc Biệt thùng 24 lon',
      'Rau muống Đà Lạt',
      'Công ty TNHH Ẩm Thực Bếp Việt',
      'Công ty CP Thực phẩm Sài Gòn Xanh',
      'Địa chỉ: 12 Nguyễn Huệ, Phường Bến Nghé',
      'Mã số thuế: 0312345678-001',
      'không thay thế hoá đơn điện tử',
      // 17:30 UTC is already the next day in Vietnam.
      'Ngày đặt: 00:30 15/03/2026',
      'Giao hàng: 16/03/2026, 08:00–10:00',
      'Thanh toán: Công nợ 7 ngày',
      'Trang 1/1',
    ]) {
      expect(text).toContain(name.normalize('NFC'));
    }

    expect(text).toMatch(
      row('1', 'Nước mắm Phú Quốc 40 độ đạm', '10 chai', '50.000', '8%', '500.000', '40.000', '540.000'),
    );
    expect(text).toMatch(row('Thịt ba chỉ heo Đồng Nai', '5,25 kg', '80.000', '5%', '420.000', '21.000', '441.000'));
    expect(text).toMatch(row('Rau muống Đà Lạt', '2,4 kg', '12.500', '0%', '30.000', '0', '30.000'));
    expect(text).toContain('Giảm giá: −25.000 đ');

    expect(text).toMatch(row('Cộng tiền hàng (chưa VAT)', '1.150.000 đ'));
    // pdftotext -layout drops the space after a lone digit ("0đ"); -raw keeps it, the PDF has it.
    expect(text).toMatch(/Thuế VAT 0% \(trên 30\.000 đ\)\s+0 ?đ/);
    expect(text).toMatch(row('Thuế VAT 5% (trên 420.000 đ)', '21.000 đ'));
    expect(text).toMatch(row('Thuế VAT 8% (trên 500.000 đ)', '40.000 đ'));
    expect(text).toMatch(row('Thuế VAT 10% (trên 200.000 đ)', '20.000 đ'));
    expect(text).toMatch(row('Cộng tiền hàng (gồm VAT)', '1.231.000 đ'));
    expect(text).toMatch(row('Giảm giá (mã GIAM25K)', '−25.000 đ'));
    expect(text).toMatch(row('Phí giao hàng (gồm VAT)', '44.000 đ'));
    expect(text).toMatch(row('Trong đó VAT phí giao hàng', '3.259 đ'));
    expect(text).toMatch(row('Tổng thanh toán', '1.250.000 đ'));

    // Every font embedded (a subset) with a Unicode map: nothing is left to the reader's system fonts.
    const fontRows = fonts.trim().split('\n').slice(2);
    expect(fontRows.length).toBeGreaterThan(0);
    for (const font of fontRows) expect(font).toMatch(/MavenPro.*\syes\s+yes\s+yes\s/);
    expect(Buffer.from(pdf).toString('latin1')).not.toMatch(/\/BaseFont\s*\/(Helvetica|Times|Courier)/);
  });

  it('writes the English one in its own labels and number format', async () => {
    const { text } = poppler(await renderOrderInvoice(input, 'en'));
    expect(text).toContain('SALES INVOICE');
    expect(text).toContain('Nước mắm Phú Quốc 40 độ đạm');
    expect(text).toContain('Placed: 00:30 15/03/2026');
    expect(text).toContain('Payment: Credit, 7 days');
    expect(text).toMatch(row('Thịt ba chỉ heo Đồng Nai', '5.25 kg', '80,000', '5%', '420,000', '21,000', '441,000'));
    expect(text).toMatch(row('VAT 8% (on 500,000 đ)', '40,000 đ'));
    expect(text).toMatch(row('VAT 10% (on 200,000 đ)', '20,000 đ'));
    expect(text).toMatch(row('Discount (voucher GIAM25K)', '−25,000 đ'));
    expect(text).toMatch(row('Total', '1,250,000 đ'));
    expect(text).toContain('Page 1/1');
    expect(text).not.toContain('1.250.000');
  });

  it.each([
    ['vi', 'nameVi'],
    ['en', 'nameEn'],
  ] as const)(
    'writes every unit of the catalogue after its quantity, no word broken inside (%s)',
    async (lang, key) => {
      // The catalogue's own unit names, each with a weighed or counted quantity; "Kilogram" once broke as "Kilogra/m".
      const lines = UOMS.map((u, i) =>
        line({ name: `Hàng ${i + 1}`, unit: u[key], unitCode: u.code, quantity: i % 2 ? 1234.567 : 3.62 }),
      );
      const odd = line({ name: 'Hàng lạ', unit: 'Kilogramcontainers', quantity: 1 });
      const { text } = poppler(await renderOrderInvoice({ ...input, items: [...lines, odd] }, lang));
      for (const [i, u] of UOMS.entries()) {
        const shown = formatQuantity(i % 2 ? 1234.567 : 3.62, lang, { code: u.code, name: u[key] });
        expect(text, `${u.code}: ${shown}`).toMatch(row(`Hàng ${i + 1}`, shown));
      }
      expect(text).not.toMatch(/Kilogra\s*\n/);
      // A word longer than its column is set smaller rather than cut.
      expect(text).toContain('kilogramcontainers');
    },
  );

  it('runs a 120-line order over several pages, header repeated, every line there', async () => {
    // Short names, so that none wraps in its cell and each reads back on one line; 'Hàng 1/120' is in no other.
    const kinds = ['Nước mắm Phú Quốc', 'Thịt ba chỉ heo', 'Bia Sài Gòn', 'Rau muống Đà Lạt'];
    const many = Array.from({ length: 120 }, (_, i) => ({
      ...items[i % items.length]!,
      name: `Hàng ${i + 1}/120 ${kinds[i % kinds.length]}`,
    }));
    const { text, pages } = poppler(await renderOrderInvoice({ ...input, items: many }, 'vi'));
    expect(pages).toBeGreaterThanOrEqual(2);
    for (const item of many) expect(text).toContain(item.name);
    const pageTexts = text.split('\f').slice(0, pages);
    for (const page of pageTexts.filter((p) => p.includes('/120 '))) expect(page).toContain('Tên hàng hoá');
    for (let page = 1; page <= pages; page++) expect(text).toContain(`Trang ${page}/${pages}`);
    expect(text).toMatch(row('Tổng thanh toán', '1.250.000 đ'));
  });
});
