import type { StoreStatus } from '@chobep/domain/buyers/store-selection';
import { useTranslations } from 'next-intl';

const TONES: Record<StoreStatus, string> = {
  NORMAL: 'bg-brand-50 text-brand-800 ring-brand-200',
  PENDING: 'bg-amber-50 text-amber-900 ring-amber-200',
  BLOCKED: 'bg-red-50 text-red-800 ring-red-200',
};

export function StoreStatusBadge({ status }: { status: StoreStatus }) {
  const t = useTranslations('storeStatus');
  return (
    <span
      data-testid="store-status"
      data-status={status}
      className={`inline-flex items-center whitespace-nowrap rounded-full px-2 py-0.5 font-medium text-xs ring-1 ring-inset ${TONES[status]}`}
    >
      {t(status)}
    </span>
  );
}
