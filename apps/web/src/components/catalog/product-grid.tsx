import type { ReactNode } from 'react';
import { ProductCard, type ProductCardData } from './product-card';

/**
 * Cards in a responsive grid: 2 columns on a phone up to 5 on a wide screen. The first row is
 * loaded eagerly (it is the page's largest paint), the rest lazily.
 */
export function ProductGrid({
  products,
  eager = 0,
  columns = 'default',
  children,
}: {
  products: readonly ProductCardData[];
  /** How many cards load their image eagerly. */
  eager?: number;
  columns?: 'default' | 'narrow';
  children?: ReactNode;
}) {
  return (
    <ul
      data-testid="product-grid"
      className={`grid grid-cols-2 gap-3 sm:grid-cols-3 md:gap-4 ${
        columns === 'narrow' ? 'lg:grid-cols-3 xl:grid-cols-4' : 'lg:grid-cols-4 xl:grid-cols-5'
      }`}
    >
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} priority={index < eager} />
        </li>
      ))}
      {children}
    </ul>
  );
}
