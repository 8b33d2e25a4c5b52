export interface AvailabilityInput {
  isPrivate: boolean;
  allowPurchase: boolean;
  stock: number;
}

export interface Availability {
  /** Private and not purchasable: the Exclusive tag and a talk-to-sales link instead of a price. */
  isExclusive: boolean;
  inStock: boolean;
  /** The add-to-cart control may be used. */
  allowAddToCart: boolean;
  /** The price may be shown at all. */
  showPrice: boolean;
}

export function productAvailability(input: AvailabilityInput): Availability {
  const isExclusive = input.isPrivate && !input.allowPurchase;
  const inStock = input.stock > 0;
  return {
    isExclusive,
    inStock,
    allowAddToCart: input.allowPurchase && inStock,
    showPrice: !isExclusive,
  };
}
