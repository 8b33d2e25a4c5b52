import { slugify } from '../text/slugify';

/** What makes two suppliers' listings the same item for a buyer. */
export interface CatalogueItem {
  /** The Vietnamese name as listed: base product, grade, size and pack ("Bia 333 lon 330ml (thùng 24 lon)"). */
  name: string;
  /** The brand's name; null for an unbranded product (fresh produce), which is a brand of its own. */
  brand: string | null;
  /** The selling unit and, for a pack, what it holds. */
  uom: string;
  baseUnit: number | null;
  baseUom: string | null;
}

/**
 * The catalogue key: the same key on products of different suppliers says they are the same item, so the
 * product page can link the other suppliers' offers. Name, brand and selling unit all count: "Sữa đậu nành hộp
 * 1 lít" of two brands are two items, and so are a can and a case of 24 cans. Accents, case and punctuation do
 * not ("Bia 333" = "bia 333"). Where a catalogue has a better identity (a GTIN barcode), it goes in the same
 * column; the key is data, this is only how the demo catalogue and imports derive it.
 */
export function makeCatalogueKey(item: CatalogueItem): string {
  const pack = item.baseUnit !== null && item.baseUom ? `${item.uom}-${item.baseUnit}-${item.baseUom}` : item.uom;
  return [slugify(item.name), item.brand ? slugify(item.brand) : '-', slugify(pack)].join('/');
}
