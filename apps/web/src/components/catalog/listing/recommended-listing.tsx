import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { ListingRecommendedQuery } from '@/lib/api/listing';
import { serverRequest } from '@/lib/api/server';
import { ProductGrid } from '../product-grid';

/**
 * /RECOMMENDED_FOR_YOU, the home page's "see all" of recommended-for-you (spec/foundations.md §2.4).
 * It is not a product tag: the list is the store's recommendations, so visitors are asked to sign in.
 */
export async function RecommendedListing({ signedIn, signInHref }: { signedIn: boolean; signInHref: string }) {
  const t = await getTranslations('listing');
  const products = signedIn ? (await serverRequest(ListingRecommendedQuery)).recommendedProducts : [];
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-4 md:py-6">
      <h1 data-testid="listing-title" className="font-bold text-2xl text-neutral-900">
        {t('recommendedTitle')}
      </h1>
      <p className="mt-1 text-neutral-600 text-sm">{t('recommendedIntro')}</p>
      <div className="mt-4">
        {!signedIn ? (
          <div data-testid="recommended-sign-in" className="rounded-2xl bg-neutral-50 p-8 text-center">
            <p className="text-neutral-700">{t('recommendedSignIn')}</p>
            <Link
              href={signInHref}
              className="mt-4 inline-flex min-h-11 items-center rounded-full bg-brand-600 px-5 font-semibold text-white"
            >
              {t('signIn')}
            </Link>
          </div>
        ) : products.length === 0 ? (
          <p data-testid="listing-empty" className="rounded-2xl bg-neutral-50 p-8 text-center text-neutral-700">
            {t('recommendedEmpty')}
          </p>
        ) : (
          <ProductGrid products={products} eager={4} />
        )}
      </div>
    </div>
  );
}
