import type { ScreenLinkContext } from '@chobep/domain/content/resolve-banner-link';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CategoryNavMenu } from '@/components/catalog/category-nav-menu';
import { FloatingSectionMenu } from '@/components/home/floating-section-menu';
import { HomeLoadError } from '@/components/home/home-load-error';
import { HomePopup } from '@/components/home/home-popup';
import { buildHomeSections } from '@/components/home/home-sections';
import { HomeWelcome } from '@/components/home/home-welcome';
import { loadHomeData } from '@/components/home/load-home-data';
import { PreviouslyBought } from '@/components/home/previously-bought';
import { TagBar } from '@/components/home/tag-bar';
import { JsonLd } from '@/components/platform/json-ld';
import { catalogViewerOf } from '@/lib/catalog-viewer';
import { claimValues } from '@/lib/claims';
import { loadTreatments } from '@/lib/feature-flags';
import { getRequestContext } from '@/lib/request-context';
import { siteOrigin } from '@/lib/site-origin';

export async function generateMetadata(): Promise<Metadata> {
  const [t, { locale }, origin] = await Promise.all([getTranslations('meta'), getRequestContext(), siteOrigin()]);
  const title = t('defaultTitle');
  const description = t('defaultDescription', claimValues(locale));
  return {
    title: { absolute: title },
    description,
    alternates: { canonical: `${origin}/` },
    // The social card: what a link to the home page shows when shared (Zalo, Facebook, X…).
    openGraph: {
      type: 'website',
      url: `${origin}/`,
      siteName: t('siteName'),
      title,
      description,
      locale: locale === 'vi' ? 'vi_VN' : 'en_US',
      alternateLocale: locale === 'vi' ? ['en_US'] : ['vi_VN'],
    },
    twitter: { card: 'summary', title, description },
  };
}

/**
 * The home page (spec/foundations.md §2.4), server-rendered: banners, the category navigation,
 * showcases, the personal rows of a signed-in buyer, previously bought and the trusted brands.
 * The browser only runs the carousel, the menu's hover panel, the floating section menu, the
 * home popup and the favourite actions.
 */
export default async function HomePage() {
  const context = await getRequestContext();
  const { viewer, currentStore, storedRegion, locale } = context;
  // The partner super showcase and the widgets follow the buyer's region, else the stored one.
  const region = viewer?.buyer.region ?? storedRegion;
  const [data, t, tMeta, origin, treatments] = await Promise.all([
    loadHomeData({ signedIn: viewer !== null, hasStore: currentStore !== null, region }),
    getTranslations('homePage'),
    getTranslations('meta'),
    siteOrigin(),
    loadTreatments(),
  ]);
  const capabilities = catalogViewerOf(viewer, locale);

  const organisation = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: tMeta('siteName'),
    description: tMeta('defaultDescription', claimValues(locale)),
    url: `${origin}/`,
    logo: `${origin}/icon.svg`,
  };

  const categoryById = new Map<number, { id: number; name: string }>();
  for (const parent of data.categories) {
    categoryById.set(parent.id, parent);
    for (const child of parent.children) categoryById.set(child.id, child);
  }
  const links: ScreenLinkContext = { lang: locale, findCategory: (id) => categoryById.get(id) ?? null };

  const { hero, sections, floating, trustedBrands } = buildHomeSections(data, region, links, locale, {
    recommended: t('recommendedTitle'),
    mightFavorite: t('mightFavoriteTitle'),
    trustedBrands: t('trustedBrandsTitle'),
  });
  const previouslyBought =
    data.previouslyBought.products.length > 0 ? (
      <PreviouslyBought
        products={data.previouslyBought.products}
        total={data.previouslyBought.total}
        canFavorite={capabilities.canFavorite}
        canListFavorites={capabilities.canListFavorites}
      />
    ) : null;
  // Same rule as the layout's region popup: the home popup waits until a region is chosen.
  const regionPopupShown =
    viewer === null && !context.sessionUnknown && context.storedRegion === null && !context.isBot;

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-4 md:gap-8 md:py-6">
      <JsonLd data={organisation} />
      {data.failed.length > 0 ? <HomeLoadError /> : null}
      <HomeWelcome viewer={viewer} currentStore={currentStore} region={region} />
      <div className="flex gap-4">
        {data.categories.length > 0 ? (
          <CategoryNavMenu categories={data.categories} className="hidden w-[260px] shrink-0 lg:block" />
        ) : null}
        <div className="flex min-w-0 flex-1 flex-col gap-4">
          {hero}
          <TagBar locale={locale} className="hidden lg:block" />
        </div>
      </div>
      <div
        className={
          previouslyBought
            ? 'flex flex-col gap-6 md:gap-8 min-[1024px]:grid min-[1024px]:grid-cols-[minmax(0,1fr)_300px] min-[1024px]:items-start'
            : 'contents'
        }
      >
        <div className="flex min-w-0 flex-col gap-6 md:gap-8">{sections}</div>
        {previouslyBought ? (
          <aside className="min-[1024px]:sticky min-[1024px]:top-24">{previouslyBought}</aside>
        ) : null}
      </div>
      {trustedBrands}
      <FloatingSectionMenu sections={floating} />
      {/* The experiment's treatment (BuyerWebHomePagePopup, default on) must be on for the popup (foundations §4). */}
      {data.popupKnown && !context.isBot && treatments.BuyerWebHomePagePopup === 'on' ? (
        <HomePopup
          popup={
            data.popup
              ? { key: data.popup.key, imageUrl: data.popup.imageUrl, tags: data.popup.screen.filter.tags }
              : null
          }
          waitForRegion={regionPopupShown}
        />
      ) : null}
    </div>
  );
}
