import { type Language, translateError } from '@chobep/domain';

/** Shown in the main layout while the buyer's account is BLOCKED (spec/foundations.md §8). */
export function BlockedBanner({ locale }: { locale: Language }) {
  return (
    <div role="alert" data-testid="account-blocked-banner" className="border-red-200 border-t bg-red-50 text-red-900">
      <p className="mx-auto flex max-w-7xl items-start gap-2 px-4 py-2.5 text-sm">
        <svg viewBox="0 0 20 20" className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M10 1.7 19 17.3H1zm-.9 5.8v5h1.8v-5zm0 6.5v1.8h1.8V14z" />
        </svg>
        <span>{translateError('ACCOUNT_BLOCKED', locale)}</span>
      </p>
    </div>
  );
}
