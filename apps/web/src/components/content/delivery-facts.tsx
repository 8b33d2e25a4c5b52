import { getLocale, getTranslations } from 'next-intl/server';
import { formatMoney } from '@/lib/format';
import { describeDeliveryDays } from './delivery-days';
import { Icon } from './icons';

export interface SupplierDelivery {
  moq: number;
  fulfillmentTime: { days: readonly number[]; hoursToDelivery: number; cutoffTime: string };
}

/** A supplier's delivery terms as the API states them: lead time, weekdays, cut-off, minimum order. */
export async function DeliveryFacts({
  supplier,
  size = 'small',
}: {
  supplier: SupplierDelivery;
  size?: 'small' | 'large';
}) {
  const [t, locale] = await Promise.all([getTranslations('landing.delivery'), getLocale()]);
  const lang = locale === 'en' ? 'en' : 'vi';
  const weekday = (day: number) => t('weekday', { day: String(day) });
  const days = describeDeliveryDays(supplier.fulfillmentTime.days);
  const daysText =
    days.kind === 'everyDay'
      ? t('everyDay')
      : days.kind === 'range'
        ? t('range', { from: weekday(days.from), to: weekday(days.to) })
        : days.kind === 'list'
          ? days.days.map(weekday).join(', ')
          : t('noDays');
  const facts = [
    { icon: 'clock' as const, text: t('hours', { hours: supplier.fulfillmentTime.hoursToDelivery }) },
    { icon: 'calendar' as const, text: t('days', { days: daysText }) },
    { icon: 'cart' as const, text: t('cutoff', { time: supplier.fulfillmentTime.cutoffTime }) },
    {
      icon: 'tag' as const,
      text: supplier.moq > 0 ? t('moq', { amount: formatMoney(supplier.moq, lang) }) : t('noMoq'),
    },
  ];
  return (
    <ul className={size === 'large' ? 'grid gap-3 sm:grid-cols-2 lg:grid-cols-4' : 'space-y-1.5 text-sm'}>
      {facts.map((fact) => (
        <li
          key={fact.icon}
          className={
            size === 'large'
              ? 'flex items-center gap-3 rounded-2xl bg-white p-4 font-medium text-neutral-900 ring-1 ring-neutral-200'
              : 'flex items-start gap-2 text-neutral-700'
          }
        >
          <Icon
            name={fact.icon}
            className={size === 'large' ? 'h-6 w-6 shrink-0 text-brand-700' : 'mt-0.5 h-4 w-4 shrink-0 text-brand-700'}
          />
          <span>{fact.text}</span>
        </li>
      ))}
    </ul>
  );
}
