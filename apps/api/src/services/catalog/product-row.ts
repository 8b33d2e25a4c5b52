import type { products } from '@chobep/db';
import type { Region } from '@chobep/domain';

/** A product with its price in one region, as every catalogue query returns it. */
export type ProductRow = typeof products.$inferSelect & {
  region: Region;
  /** Before VAT; null when the product has no price in the region. */
  regionPrice: number | null;
  regionOriginalPrice: number | null;
};
