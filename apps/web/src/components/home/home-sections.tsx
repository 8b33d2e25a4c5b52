import { arrangeHomeWidgets } from '@chobep/domain/content/arrange-home-widgets';
import { resolveBannerAction, type ScreenLinkContext } from '@chobep/domain/content/resolve-banner-link';
import { resolveShowcaseLink } from '@chobep/domain/content/resolve-showcase-link';
import { sanitiseHtml } from '@chobep/domain/content/sanitise-html';
import type { Language, Region } from '@chobep/domain/platform/constants';
import type { ReactNode } from 'react';
import { preload } from 'react-dom';
import { CategoryNavGrid } from '@/components/catalog/category-nav';
import { BannerCarousel, type CarouselSlide } from './banner-carousel';
import type { SectionLink } from './floating-section-menu';
import type { HomeData, HomeWidget } from './load-home-data';
import { Showcase, sectionAnchor } from './showcase';
import { TRUSTED_BRANDS_KEY, TrustedBrands } from './trusted-brands';

/** The slides of a carousel widget, each with its click action resolved against the category tree. */
function carouselSlides(widget: HomeWidget, links: ScreenLinkContext): CarouselSlide[] {
  return (widget.banner?.items ?? []).map((item) => ({
    id: item.id,
    imageUrl: item.imageUrl,
    title: item.title,
    action: resolveBannerAction(
      item.__typename === 'ShowPopupBannerItem' ? { __typename: item.__typename, screen: item.popupScreen } : item,
      links,
    ),
    popup:
      item.__typename === 'ShowPopupBannerItem'
        ? {
            imageUrl: item.popupImageUrl ?? null,
            // Sanitised by the API already; once more here, as the markup is injected into the page.
            html: item.popupContent ? sanitiseHtml(item.popupContent) : null,
            buttonText: item.buttonText ?? null,
          }
        : null,
  }));
}

/** The blocks in the order of arrangeHomeWidgets, as elements, with the floating menu's entries. */
export function buildHomeSections(
  home: HomeData,
  homeRegion: Region | null,
  screenLinks: ScreenLinkContext,
  lang: Language,
  titles: { recommended: string; mightFavorite: string; trustedBrands: string },
) {
  let heroNode: ReactNode = null;
  const nodes: ReactNode[] = [];
  const menu: SectionLink[] = [];
  let brandsNode: ReactNode = null;
  const showcase = (key: string, title: string, products: HomeData['recommended'], seeAll: string | null) => {
    if (products.length === 0 || !title) return false;
    nodes.push(<Showcase key={key} sectionKey={key} title={title} products={products} seeAllHref={seeAll} />);
    return true;
  };
  for (const block of arrangeHomeWidgets(home.widgets ?? [], homeRegion)) {
    if (block.kind === 'mobileCategories') {
      nodes.push(<CategoryNavGrid key="categories" categories={home.categories} locale={lang} className="lg:hidden" />);
      continue;
    }
    if (block.kind === 'trustedBrands') {
      if (home.trustedBrands.length > 0) {
        brandsNode = <TrustedBrands brands={home.trustedBrands} locale={lang} />;
        menu.push({ id: sectionAnchor(TRUSTED_BRANDS_KEY), label: titles.trustedBrands });
      }
      continue;
    }
    const { widget } = block;
    switch (widget.type) {
      case 'CarouselBannerWidget': {
        const slides = carouselSlides(widget, screenLinks);
        if (slides.length === 0) break;
        const hero = heroNode === null && nodes.length === 0;
        const carousel = <BannerCarousel key={widget.widgetId} slides={slides} priority={hero} />;
        if (hero) {
          heroNode = carousel;
          // The hero's first banner is the home page's largest paint: fetched from the <head> on.
          const first = slides[0];
          if (first) preload(first.imageUrl, { as: 'image', fetchPriority: 'high' });
        } else nodes.push(carousel);
        break;
      }
      case 'ShowcaseWidget': {
        const title = widget.item?.title ?? '';
        const seeAll = widget.item ? resolveShowcaseLink(widget.item.filter, lang) : null;
        if (showcase(widget.widgetId, title, widget.products, seeAll))
          menu.push({ id: sectionAnchor(widget.widgetId), label: title });
        break;
      }
      case 'RecommendationWidget': {
        const title = widget.item?.title || titles.recommended;
        // The spec's see-all for recommendations; the tag page lists recommendedProducts for it.
        if (showcase(widget.widgetId, title, home.recommended, '/RECOMMENDED_FOR_YOU'))
          menu.push({ id: sectionAnchor(widget.widgetId), label: title });
        break;
      }
      case 'MightFavoriteProductsWidget':
        showcase(widget.widgetId, widget.item?.title || titles.mightFavorite, home.mightFavorite, null);
        break;
    }
  }
  return { hero: heroNode, sections: nodes, floating: menu, trustedBrands: brandsNode };
}
