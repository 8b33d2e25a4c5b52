import Link from 'next/link';
import { useTranslations } from 'next-intl';

export type CheckoutStep = 1 | 2 | 3 | 4;

const STEPS = [
  { step: 1, key: 'cart', href: '/checkout' },
  { step: 2, key: 'delivery', href: '/checkout/2' },
  { step: 3, key: 'confirm', href: '/checkout/3' },
  { step: 4, key: 'done', href: null },
] as const;

/**
 * 1 Giỏ hàng · 2 Giao hàng · 3 Xác nhận · 4 Hoàn tất. Earlier steps link back while the order is not placed; the
 * current one carries aria-current="step". On a phone the labels stay (short words), the connectors shrink.
 */
export function CheckoutSteps({ current }: { current: CheckoutStep }) {
  const t = useTranslations('checkout.steps');
  return (
    <nav aria-label={t('label')} data-testid="checkout-steps" className="mb-4 md:mb-6">
      <ol className="flex items-start gap-1 sm:gap-2">
        {STEPS.map(({ step, key, href }, index) => {
          const done = step < current;
          const here = step === current;
          const canGoBack = done && href !== null && current !== 4;
          const badge = (
            <span
              aria-hidden="true"
              className={`flex size-8 shrink-0 items-center justify-center rounded-full font-bold text-sm ${
                here
                  ? 'bg-brand-600 text-white'
                  : done
                    ? 'bg-brand-100 text-brand-800'
                    : 'border border-neutral-300 bg-white text-neutral-500'
              }`}
            >
              {done ? (
                <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true">
                  <path
                    d="m5 12 5 5 9-10"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2.5"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  />
                </svg>
              ) : (
                step
              )}
            </span>
          );
          const label = (
            <span
              className={`text-center text-xs leading-tight sm:text-sm ${
                here ? 'font-semibold text-brand-800' : done ? 'text-neutral-800' : 'text-neutral-500'
              }`}
            >
              {t(key)}
              {done ? <span className="sr-only"> ({t('done_sr')})</span> : null}
            </span>
          );
          return (
            <li
              key={step}
              data-testid={`checkout-step-${step}`}
              aria-current={here ? 'step' : undefined}
              className="flex min-w-0 flex-1 items-start"
            >
              {canGoBack ? (
                <Link
                  href={href}
                  className="flex min-w-0 flex-1 flex-col items-center gap-1 rounded-lg py-1 hover:bg-brand-50"
                >
                  {badge}
                  {label}
                </Link>
              ) : (
                <span className="flex min-w-0 flex-1 flex-col items-center gap-1 py-1">
                  {badge}
                  {label}
                </span>
              )}
              {index < STEPS.length - 1 ? (
                <span
                  aria-hidden="true"
                  className={`mt-5 h-0.5 w-3 shrink-0 rounded sm:w-8 md:w-16 ${done ? 'bg-brand-300' : 'bg-neutral-200'}`}
                />
              ) : null}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
