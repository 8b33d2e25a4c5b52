'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { browserRequest } from '@/lib/api/browser';
import { CatalogSearchPageQuery } from '@/lib/api/catalog';
import type { VariablesOf } from '@/lib/api/graphql';
import { ProductCard, type ProductCardData } from '../product-card';

type Variables = VariablesOf<typeof CatalogSearchPageQuery>;

/**
 * "Show more" appends the next page to the list (spec/trading.md §2: results append across pages and
 * stop when a page comes back empty). Without JavaScript it is a plain link to the next page.
 */
export function LoadMore({
  variables,
  nextPage,
  totalPage,
  nextHref,
}: {
  variables: Omit<Variables, 'pagination'> & { size: number };
  /** 0-based, as the API counts. */
  nextPage: number;
  totalPage: number;
  nextHref: string;
}) {
  const t = useTranslations('listing');
  const [products, setProducts] = useState<ProductCardData[]>([]);
  const [page, setPage] = useState(nextPage);
  const [done, setDone] = useState(nextPage >= totalPage);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);

  async function load() {
    setLoading(true);
    setFailed(false);
    try {
      const { size, ...rest } = variables;
      const result = (await browserRequest(CatalogSearchPageQuery, { ...rest, pagination: { page, size } }))
        .productSearch;
      const seen = new Set(products.map((p) => p.id));
      setProducts((current) => [...current, ...result.data.filter((p) => !seen.has(p.id))]);
      setPage(page + 1);
      if (result.data.length === 0 || page + 1 >= result.totalPage) setDone(true);
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  }

  return (
    <>
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} />
        </li>
      ))}
      {done ? null : (
        <li className="col-span-full flex flex-col items-center gap-2 py-4">
          {failed ? (
            <p role="alert" className="text-red-700 text-sm">
              {t('loadMoreFailed')}
            </p>
          ) : null}
          <a
            href={nextHref}
            data-testid="load-more"
            aria-busy={loading}
            onClick={(event) => {
              event.preventDefault();
              if (!loading) void load();
            }}
            className="inline-flex min-h-11 items-center rounded-full border border-brand-600 px-6 font-semibold text-brand-700 hover:bg-brand-50"
          >
            {loading ? t('loading') : t('loadMore')}
          </a>
        </li>
      )}
    </>
  );
}
