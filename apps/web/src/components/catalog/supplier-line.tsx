import { shortenSupplierName } from '@chobep/domain/catalog/shorten-supplier-name';
import { useTranslations } from 'next-intl';

/**
 * Who sells the product, on every product tile: one small line, its trading name without the legal form
 * (shortenSupplierName), cut with an ellipsis when it is still too long. The full legal name is the line's
 * title and what a screen reader reads. The same item from two suppliers is two cards a buyer can tell apart.
 */
export function SupplierLine({ supplier, className }: { supplier: { name: string } | null; className?: string }) {
  const t = useTranslations('catalog');
  if (!supplier) return null;
  return (
    <p
      data-testid="product-supplier"
      title={supplier.name}
      className={`flex min-w-0 items-center gap-1 text-neutral-500 text-xs ${className ?? ''}`}
    >
      <svg viewBox="0 0 16 16" aria-hidden="true" className="h-3 w-3 shrink-0">
        <path
          d="M2.5 6.5v7h11v-7M1.5 6.5 3 2.5h10l1.5 4M1.5 6.5h13M6.5 13.5v-4h3v4"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.3"
          strokeLinejoin="round"
        />
      </svg>
      <span className="sr-only">{t('supplierLabel', { name: supplier.name })}</span>
      <span aria-hidden="true" className="truncate">
        {shortenSupplierName(supplier.name)}
      </span>
    </p>
  );
}
