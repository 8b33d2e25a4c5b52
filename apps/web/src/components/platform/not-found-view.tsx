import Link from 'next/link';
import { getTranslations } from 'next-intl/server';

export async function NotFoundView() {
  const t = await getTranslations('notFound');
  return (
    <div className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center px-4 py-16 text-center">
      <title>{t('metaTitle')}</title>
      <meta name="robots" content="noindex" />
      <p aria-hidden="true" className="font-bold text-7xl text-brand-500">
        404
      </p>
      <h1 className="mt-4 font-bold text-2xl text-neutral-900">{t('title')}</h1>
      <p className="mt-2 text-neutral-600">{t('body')}</p>
      <Link
        href="/"
        className="mt-8 inline-flex min-h-11 items-center rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700"
      >
        {t('backHome')}
      </Link>
    </div>
  );
}
