import type { ListingParams } from '@chobep/domain/catalog/parse-listing-params';
import type { Language } from '@chobep/domain/platform/constants';
import { getTranslations } from 'next-intl/server';
import type { ResultOf } from '@/lib/api/graphql';
import type { ListingProductsQuery } from '@/lib/api/listing';
import { listingHref, toggle } from './listing-href';

export type FacetKind = 'categories' | 'brands' | 'suppliers' | 'origins' | 'preservation' | 'tags';
type Aggregation = ResultOf<typeof ListingProductsQuery>['productSearch']['aggregation'];

interface FacetValue {
  key: string;
  label: string;
  count: number;
  selected: boolean;
  href: string;
}

/** How many values a facet shows before "show more". */
const VISIBLE = 8;

/**
 * Facet counts (API: each facet over the filtered set without its own selection, so a ticked supplier leaves the
 * other suppliers offered) as links that toggle one value each: a filter is a URL, so it can be shared, bookmarked
 * and used without JavaScript.
 */
export async function FacetPanel({
  basePath,
  params,
  aggregation,
  facets,
  locale,
}: {
  basePath: string;
  params: ListingParams;
  aggregation: Aggregation;
  facets: readonly FacetKind[];
  locale: Language;
}) {
  const t = await getTranslations('listing');
  if (!aggregation) return null;
  const href = (change: Partial<ListingParams>) => listingHref(basePath, params, change, locale);

  const groups: { kind: FacetKind; values: FacetValue[] }[] = [];
  for (const kind of facets) {
    let values: FacetValue[] = [];
    if (kind === 'categories')
      values = aggregation.categories.flatMap(({ category, count }) =>
        category
          ? [
              {
                key: String(category.id),
                label: category.name,
                count,
                selected: params.categoryIds.includes(category.id),
                href: href({ categoryIds: toggle(params.categoryIds, category.id) }),
              },
            ]
          : [],
      );
    else if (kind === 'brands')
      values = aggregation.brands.flatMap(({ brand, count }) =>
        brand
          ? [
              {
                key: String(brand.id),
                label: brand.name,
                count,
                selected: params.brandIds.includes(brand.id),
                href: href({ brandIds: toggle(params.brandIds, brand.id) }),
              },
            ]
          : [],
      );
    else if (kind === 'suppliers')
      values = aggregation.suppliers.flatMap(({ supplier, count }) =>
        supplier
          ? [
              {
                key: String(supplier.id),
                label: supplier.name,
                count,
                selected: params.suppliers.includes(supplier.name),
                href: href({ suppliers: toggle(params.suppliers, supplier.name) }),
              },
            ]
          : [],
      );
    else if (kind === 'origins')
      values = aggregation.origins.flatMap(({ origin, count }) =>
        origin
          ? [
              {
                key: String(origin.id),
                label: origin.name,
                count,
                selected: params.origins.includes(origin.nameVn),
                href: href({ origins: toggle(params.origins, origin.nameVn) }),
              },
            ]
          : [],
      );
    else if (kind === 'preservation')
      values = aggregation.preservation.map(({ value, count }) => ({
        key: value,
        label: t(`preservation.${value}`),
        count,
        selected: params.preservation === value,
        href: href({ preservation: params.preservation === value ? null : value }),
      }));
    else if (kind === 'tags')
      values = aggregation.tags.flatMap(({ tag, count }) =>
        tag
          ? [
              {
                key: tag.code,
                label: tag.name,
                count,
                selected: params.tags.includes(tag.code),
                href: href({ tags: toggle(params.tags, tag.code) }),
              },
            ]
          : [],
      );
    // Selected values first, so a choice never hides behind "show more".
    values.sort((a, b) => Number(b.selected) - Number(a.selected));
    if (values.length > 0) groups.push({ kind, values });
  }

  if (groups.length === 0) return null;
  return (
    <nav aria-label={t('filters')} className="flex flex-col gap-5">
      {groups.map(({ kind, values }) => (
        <section key={kind} data-testid={`facet-${kind}`} aria-labelledby={`facet-${kind}-title`}>
          <h3 id={`facet-${kind}-title`} className="mb-2 font-semibold text-neutral-900 text-sm">
            {t(`facet.${kind}`)}
          </h3>
          <ul className="flex flex-col gap-0.5">
            {values.slice(0, VISIBLE).map((value) => (
              <FacetLink key={value.key} value={value} selectedLabel={t('selected')} />
            ))}
          </ul>
          {values.length > VISIBLE ? (
            <details className="mt-1">
              <summary className="cursor-pointer py-1 font-medium text-brand-700 text-sm">
                {t('showMore', { count: values.length - VISIBLE })}
              </summary>
              <ul
                className="flex flex-col gap-0.5"
                // biome-ignore lint/security/noDangerouslySetInnerHtml: markup built by facetLinkHtml, every value escaped
                dangerouslySetInnerHTML={{
                  __html: values
                    .slice(VISIBLE)
                    .map((value) => facetLinkHtml(value, t('selected')))
                    .join(''),
                }}
              />
            </details>
          ) : null}
        </section>
      ))}
    </nav>
  );
}

const LINK_CLASS =
  'flex min-h-9 items-center gap-2 rounded-lg px-1 text-neutral-800 text-sm before:flex before:h-4 before:w-4 before:shrink-0 before:items-center before:justify-center before:rounded before:border hover:bg-neutral-50';
const BOX_SELECTED = "before:border-brand-600 before:bg-brand-600 before:text-white before:content-['✓'_/_'']";
const BOX_EMPTY = "before:border-neutral-400 before:content-['']";
const COUNT_CLASS = 'ml-auto text-neutral-500 text-xs';

/**
 * One value: a plain link (client navigation through SoftLinks) of three elements, its check box
 * drawn by CSS; a long brand list has hundreds of them.
 */
function FacetLink({ value, selectedLabel }: { value: FacetValue; selectedLabel: string }) {
  return (
    <li>
      <a
        href={value.href}
        data-soft-link="noscroll"
        data-testid="facet-value"
        data-selected={value.selected}
        className={`${LINK_CLASS} ${value.selected ? BOX_SELECTED : BOX_EMPTY}`}
      >
        {value.label}
        {value.selected ? <span className="sr-only"> ({selectedLabel})</span> : null}
        <span className={COUNT_CLASS}>{value.count}</span>
      </a>
    </li>
  );
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/**
 * The same markup as FacetLink, as a string: the values behind "show more" (up to some hundred
 * brands on /market) go into the page as one HTML string, which React neither repeats element by
 * element in the RSC payload nor hydrates. They are static links; SoftLinks handles their clicks.
 */
function facetLinkHtml(value: FacetValue, selectedLabel: string): string {
  const box = value.selected ? BOX_SELECTED : BOX_EMPTY;
  const selected = value.selected ? `<span class="sr-only"> (${escapeHtml(selectedLabel)})</span>` : '';
  return `<li><a href="${escapeHtml(value.href)}" data-soft-link="noscroll" data-testid="facet-value" data-selected="${value.selected}" class="${escapeHtml(`${LINK_CLASS} ${box}`)}">${escapeHtml(value.label)}${selected}<span class="${COUNT_CLASS}">${value.count}</span></a></li>`;
}
