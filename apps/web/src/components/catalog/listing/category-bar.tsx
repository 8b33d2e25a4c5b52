import Link from 'next/link';
import { getTranslations } from 'next-intl/server';

interface BarCategory {
  id: number;
  name: string;
  href: string;
}

/**
 * The narrow screens' category bar (spec/foundations.md §2.3): "All" plus categories, the selected one
 * highlighted, scrolling sideways. Hidden from 1025 px, where the filter sidebar shows. Category 81
 * never reaches it in HCM: the API leaves it out of the tree.
 */
export async function CategoryBar({
  allHref,
  categories,
  selectedId,
}: {
  allHref: string;
  categories: readonly BarCategory[];
  selectedId: number | null;
}) {
  const t = await getTranslations('listing');
  if (categories.length === 0) return null;
  const item = (selected: boolean) =>
    `inline-flex min-h-9 shrink-0 items-center whitespace-nowrap rounded-full border px-3 text-sm ${
      selected
        ? 'border-brand-600 bg-brand-600 font-semibold text-white'
        : 'border-neutral-300 bg-white text-neutral-800'
    }`;
  return (
    // The scroller clips overflow on both axes and an outline adds nothing to what it can scroll to: py-1
    // leaves room for the chips' focus rings (2px outline, 2px offset) above and below, and a list as wide
    // as its chips (w-max) lets the scroller's end padding count, so the last ring is not cut at the edge.
    // mt-2 instead of mt-3 keeps the chips where they were.
    <nav aria-label={t('categoryBar')} data-testid="category-bar" className="-mx-4 mt-2 overflow-x-auto px-4 lg:hidden">
      <ul className="flex w-max gap-2 py-1">
        <li>
          <Link
            href={allHref}
            aria-current={selectedId === null ? 'page' : undefined}
            className={item(selectedId === null)}
          >
            {t('all')}
          </Link>
        </li>
        {categories.map((category) => (
          <li key={category.id}>
            <Link
              href={category.href}
              prefetch={false}
              data-testid="category-bar-item"
              aria-current={selectedId === category.id ? 'page' : undefined}
              className={item(selectedId === category.id)}
            >
              {category.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
