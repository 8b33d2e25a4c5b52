import { buyers, type Db, orderItems, stores, suppliers, uoms } from '@chobep/db';
import { formatAddress, formatOrderNumber, type Language } from '@chobep/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import type { OrderRow } from './create-orders';
import type { InvoiceInput } from './render-order-invoice';

/**
 * What the invoice of one order shows, read in four statements: its lines with their units in the reader's
 * language, the supplier, the buying company and the store. The caller has decided the reader may see the order.
 */
export async function readInvoiceInput(db: Db, order: OrderRow, lang: Language): Promise<InvoiceInput> {
  const [items, [supplier], [buyer], [store]] = await Promise.all([
    db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.nameVi)),
    db.select({ name: suppliers.name }).from(suppliers).where(eq(suppliers.id, order.supplierId)),
    db.select({ name: buyers.name, location: buyers.location }).from(buyers).where(eq(buyers.id, order.buyerId)),
    db
      .select({
        name: stores.name,
        address: stores.address,
        ward: stores.ward,
        district: stores.district,
        city: stores.city,
      })
      .from(stores)
      .where(eq(stores.id, order.storeId)),
  ]);
  const codes = [...new Set(items.map((i) => i.uomCode))];
  const units = codes.length
    ? await db.select({ code: uoms.code, vi: uoms.nameVi, en: uoms.nameEn }).from(uoms).where(inArray(uoms.code, codes))
    : [];
  const unitOf = new Map(units.map((u) => [u.code, lang === 'en' ? u.en : u.vi]));
  return {
    order: { ...order, code: formatOrderNumber(order.number) },
    supplier: { name: supplier?.name ?? '' },
    buyer: {
      name: buyer?.name ?? '',
      address: buyer?.location ? formatAddress(buyer.location) : null,
    },
    store: {
      name: store?.name ?? '',
      address: store ? formatAddress(store) : null,
    },
    items: items.map((i) => ({
      name: lang === 'en' ? i.nameEn : i.nameVi,
      unit: unitOf.get(i.uomCode) ?? i.uomCode,
      unitCode: i.uomCode,
      quantity: i.quantity,
      acceptedQuantity: i.acceptedQuantity,
      deliveredQuantity: i.deliveredQuantity,
      priceBeforeVat: i.priceBeforeVat,
      vatRate: i.vatRate,
      amountBeforeVat: i.amountBeforeVat,
      vat: i.vat,
      amount: i.amount,
      discount: i.discount,
    })),
  };
}

/**
 * The invoice PDF of an order. pdfkit and its fonts (about 15 MB of memory) are loaded on the first invoice, not
 * when the API starts: most API processes never print one.
 */
export async function printOrderInvoice(db: Db, order: OrderRow, lang: Language): Promise<Uint8Array> {
  const [input, { renderOrderInvoice }] = await Promise.all([
    readInvoiceInput(db, order, lang),
    import('./render-order-invoice'),
  ]);
  return renderOrderInvoice(input, lang);
}
