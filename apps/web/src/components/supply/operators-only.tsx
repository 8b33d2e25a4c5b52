import { translateError } from '@chobep/domain/platform/errors';
import { SUPPLY_HOME } from '@chobep/domain/platform/routes';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { getRequestContext } from '@/lib/request-context';
import { SupplyFrame, type SupplyMe } from './supply-frame';

/**
 * An operators' page opened by a supplier's user: the route is the supply side's, the page is not theirs (the API
 * refuses them too). Says so, with a link to their orders.
 */
export async function OperatorsOnly({ me, testId }: { me: SupplyMe | null; testId: string }) {
  const [{ locale }, t] = await Promise.all([getRequestContext(), getTranslations('supplySignUps')]);
  return (
    <SupplyFrame me={me}>
      <div data-testid={testId} className="rounded-2xl border border-neutral-200 p-6">
        <h1 className="font-bold text-2xl text-neutral-900">{translateError('FORBIDDEN', locale)}</h1>
        <p className="mt-2 text-neutral-700">{translateError('OPERATORS_ONLY', locale)}</p>
        <Link href={SUPPLY_HOME} className="mt-4 inline-flex min-h-11 items-center text-brand-700 underline">
          {t('navOrders')}
        </Link>
      </div>
    </SupplyFrame>
  );
}
