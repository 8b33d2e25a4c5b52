import { getTranslations } from 'next-intl/server';

/**
 * Said in place of the sections that failed to load (the API down, restarting or too slow): a page that only looks
 * empty would tell a buyer there is nothing to buy. The retry is a plain link, so it works before hydration and
 * without JavaScript, and asks the server for a fresh page (home pages are rendered per request, never cached).
 */
export async function HomeLoadError() {
  const t = await getTranslations('homePage');
  return (
    <section
      role="alert"
      aria-labelledby="home-load-error-title"
      data-testid="home-load-error"
      className="flex flex-col gap-4 rounded-2xl bg-amber-50 p-5 ring-1 ring-amber-200 sm:flex-row sm:items-center sm:justify-between md:p-6"
    >
      <div className="flex gap-3">
        <svg
          viewBox="0 0 24 24"
          className="mt-0.5 h-6 w-6 shrink-0 text-amber-700"
          aria-hidden="true"
          focusable="false"
        >
          <path
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinejoin="round"
            d="M12 3 2 20h20L12 3zm0 6v5m0 3v.5"
          />
        </svg>
        <div>
          <h2 id="home-load-error-title" className="font-semibold text-lg text-neutral-900">
            {t('loadErrorTitle')}
          </h2>
          <p className="mt-1 text-neutral-700">{t('loadErrorBody')}</p>
        </div>
      </div>
      <a
        href="/"
        data-testid="home-load-error-retry"
        className="inline-flex min-h-11 shrink-0 items-center justify-center self-start rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700 focus-visible:outline-offset-2 sm:self-center"
      >
        {t('loadErrorRetry')}
      </a>
    </section>
  );
}
