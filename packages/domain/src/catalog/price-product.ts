/**
 * What a buyer is shown for a product's price. Stored prices are in đồng before VAT; the card shows
 * the price with VAT (spec/trading.md §2 "price includes VAT") and rounds to whole đồng (§9).
 */
export interface ProductPriceInput {
  /** Before VAT, in đồng. */
  price: number;
  /** Before VAT; a sale when above price. */
  originalPrice: number | null;
  /** Percent: 0, 5, 8 or 10. */
  vatRate: number;
  /** How many base units one unit holds (e.g. a 5 kg bag: 5), if the product has a base unit. */
  baseUnit: number | null;
  netUnit: number | null;
}

export interface ProductPrice {
  /** With VAT. */
  price: number;
  priceBeforeVat: number;
  vat: number;
  /** With VAT; null unless the product is on sale. */
  originalPrice: number | null;
  /** originalPrice − price, with VAT; 0 when not on sale. */
  savingAmount: number;
  /** Whole percent off, for the saving badge; 0 when not on sale. */
  savingPercent: number;
  /** Price with VAT per base unit, when the base unit is not one unit. */
  baseUomPrice: number | null;
  netUomPrice: number | null;
}

/** A price before VAT with the VAT added, rounded to the đồng: what buyers see and what price orders go by. */
export const withVat = (amount: number, vatRate: number) => Math.round((amount * (100 + vatRate)) / 100);

export function priceProduct(input: ProductPriceInput): ProductPrice {
  const price = withVat(input.price, input.vatRate);
  const onSale = input.originalPrice !== null && input.originalPrice > input.price;
  const originalPrice = onSale ? withVat(input.originalPrice as number, input.vatRate) : null;
  const savingAmount = originalPrice === null ? 0 : originalPrice - price;
  const perUnit = (units: number | null) => (units && units > 0 && units !== 1 ? Math.round(price / units) : null);
  return {
    price,
    priceBeforeVat: input.price,
    vat: price - input.price,
    originalPrice,
    savingAmount,
    savingPercent: originalPrice ? Math.floor((savingAmount * 100) / originalPrice) : 0,
    baseUomPrice: perUnit(input.baseUnit),
    netUomPrice: perUnit(input.netUnit),
  };
}
