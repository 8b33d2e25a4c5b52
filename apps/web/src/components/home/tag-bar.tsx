import { localisePath } from '@chobep/domain/content/resolve-banner-link';
import type { Language } from '@chobep/domain/platform/constants';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { extraIconUrl } from '@/components/catalog/category-nav-links';

const TILES = [
  { key: 'farm', path: '/tu-nong-trai-den-doanh-nghiep', icon: 'tractor', tone: 'bg-lime-50 ring-lime-200' },
  { key: 'ownBrand', path: '/thuong-hieu-cho-bep', icon: 'shopping-bags', tone: 'bg-orange-50 ring-orange-200' },
  { key: 'superSaving', path: '/SUPER_SAVING_TAG', icon: 'money-bag', tone: 'bg-amber-50 ring-amber-200' },
] as const;

const TITLES = { farm: 'tagFarmTitle', ownBrand: 'tagOwnBrandTitle', superSaving: 'tagSuperSavingTitle' } as const;
const BODIES = { farm: 'tagFarmBody', ownBrand: 'tagOwnBrandBody', superSaving: 'tagSuperSavingBody' } as const;

/**
 * The tag bar (spec/foundations.md §2.4, spec/trading.md §2): farm to business, our own brand and
 * super saving, as three tiles; shown above 1024 px like the rest of the wide navigation.
 */
export function TagBar({ locale, className = '' }: { locale: Language; className?: string }) {
  const t = useTranslations('homePage');
  return (
    <nav aria-label={t('tagBarLabel')} data-testid="home-tag-bar" className={className}>
      <ul className="grid grid-cols-3 gap-3">
        {TILES.map((tile) => (
          <li key={tile.key}>
            <Link
              href={localisePath(tile.path, locale)}
              prefetch={false}
              data-testid={`home-tag-${tile.key}`}
              className={`flex h-full items-center gap-3 rounded-xl p-3 ring-1 transition hover:shadow-md ${tile.tone}`}
            >
              {/* biome-ignore lint/performance/noImgElement: small SVG icons served by the API, sized to avoid layout shift */}
              <img
                src={extraIconUrl(tile.icon)}
                alt=""
                width={40}
                height={40}
                loading="lazy"
                className="h-10 w-10 shrink-0"
              />
              <span className="min-w-0">
                <span className="block font-semibold text-neutral-900 text-sm">{t(TITLES[tile.key])}</span>
                <span className="line-clamp-1 block text-neutral-600 text-xs">{t(BODIES[tile.key])}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
