import { getTranslations } from 'next-intl/server';
import type { ResultOf } from '@/lib/api/graphql';
import { ProductRelatedQuery } from '@/lib/api/product';
import { serverRequest } from '@/lib/api/server';
import { ProductGrid } from '../product-grid';

/**
 * Below the product: similar products (same group, then same family) and what is bought with it.
 * Streamed after the product itself; a failure or an empty list hides the section, never the page.
 */
export async function RelatedProducts({ productId }: { productId: string }) {
  const t = await getTranslations('productPage');
  let data: ResultOf<typeof ProductRelatedQuery>;
  try {
    data = await serverRequest(ProductRelatedQuery, { productId });
  } catch (error) {
    console.error('Related products failed to load', error);
    return null;
  }
  const sections = [
    { id: 'similar', title: t('similar'), products: data.getItemsInSameProductGroups },
    { id: 'family', title: t('family'), products: data.getItemsInSameProductFamily },
    { id: 'together', title: t('boughtTogether'), products: data.getFrequentlyBuyTogether },
  ].filter((section) => section.products.length > 0);
  return (
    <>
      {sections.map((section) => (
        <section
          key={section.id}
          aria-labelledby={`related-${section.id}`}
          data-testid={`related-${section.id}`}
          className="mt-10"
        >
          <h2 id={`related-${section.id}`} className="mb-4 font-bold text-neutral-900 text-xl">
            {section.title}
          </h2>
          <ProductGrid products={section.products.slice(0, 10)} />
        </section>
      ))}
    </>
  );
}
