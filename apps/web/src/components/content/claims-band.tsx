import { getLocale, getTranslations } from 'next-intl/server';
import { claimValues } from '@/lib/claims';
import { Icon, type IconName } from './icons';

/** The marketing claims of spec/foundations.md §1, as the landing pages show them. */
export async function ClaimsBand() {
  const [t, locale] = await Promise.all([getTranslations('landing.claims'), getLocale()]);
  const values = claimValues(locale === 'en' ? 'en' : 'vi');
  const claims: { icon: IconName; title: string; hint: string }[] = [
    { icon: 'box', title: t('products', values), hint: t('productsHint') },
    { icon: 'users', title: t('businesses', values), hint: t('businessesHint') },
    {
      icon: 'truck',
      title: t('freeDelivery'),
      hint: t('freeDeliveryHint', values),
    },
  ];
  return (
    <section aria-labelledby="landing-claims" className="bg-brand-800 text-white">
      <h2 id="landing-claims" className="sr-only">
        {t('title')}
      </h2>
      <ul data-testid="landing-claims" className="mx-auto grid max-w-7xl gap-4 px-4 py-6 sm:grid-cols-3">
        {claims.map((claim) => (
          <li key={claim.title} className="flex items-center gap-3">
            <span className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-white/10">
              <Icon name={claim.icon} />
            </span>
            <p>
              <strong className="block font-bold text-lg">{claim.title}</strong>
              <span className="text-brand-100 text-sm">{claim.hint}</span>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
