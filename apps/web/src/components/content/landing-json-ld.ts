import type { LandingProduct } from '@/lib/api/content-pages';

/** schema.org data of a landing page that features products: a CollectionPage with its ItemList. */
export function collectionPageJsonLd(input: {
  origin: string;
  url: string;
  name: string;
  description: string;
  products: readonly Pick<LandingProduct, 'name' | 'slug'>[];
}): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'CollectionPage',
    name: input.name,
    description: input.description,
    url: input.url,
    isPartOf: { '@type': 'WebSite', name: 'Chợ Bếp', url: input.origin },
    ...(input.products.length
      ? {
          mainEntity: {
            '@type': 'ItemList',
            itemListElement: input.products.map((product, index) => ({
              '@type': 'ListItem',
              position: index + 1,
              name: product.name,
              url: `${input.origin}${product.slug}`,
            })),
          },
        }
      : {}),
  };
}
