import { FREE_DELIVERY_THRESHOLD } from '@chobep/domain';
import { getTranslations } from 'next-intl/server';
import { formatMoney } from '@/lib/format';
import { Icon, type IconName } from './icons';

/** The marketing claims of spec/foundations.md §1, as the landing pages show them. */
export async function ClaimsBand() {
  const t = await getTranslations('landing.claims');
  const claims: { icon: IconName; title: string; hint: string }[] = [
    { icon: 'box', title: t('products'), hint: t('productsHint') },
    { icon: 'users', title: t('businesses'), hint: t('businessesHint') },
    {
      icon: 'truck',
      title: t('freeDelivery'),
      hint: t('freeDeliveryHint', { amount: formatMoney(FREE_DELIVERY_THRESHOLD) }),
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
