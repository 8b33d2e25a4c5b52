import { getTranslations } from 'next-intl/server';
import { ProductGrid } from '@/components/catalog/product-grid';
import type { LandingProduct } from '@/lib/api/content-pages';

/** The products a landing page features, as product cards (the catalogue's own grid). */
export async function LandingProducts({ products }: { products: readonly LandingProduct[] }) {
  const t = await getTranslations('landing.products');
  if (products.length === 0) return <p className="text-neutral-600">{t('empty')}</p>;
  return <ProductGrid products={products} />;
}
