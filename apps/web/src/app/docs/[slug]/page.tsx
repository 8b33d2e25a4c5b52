import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getRequestContext } from '@/lib/request-context';

const DOCUMENTS = ['privacy-policy', 'term-of-service'] as const;
type DocumentSlug = (typeof DOCUMENTS)[number];

function isDocument(slug: string): slug is DocumentSlug {
  return (DOCUMENTS as readonly string[]).includes(slug);
}

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  if (!isDocument(slug)) return {};
  const t = await getTranslations('docs');
  return { title: t(`${slug}.title`), description: t(`${slug}.description`) };
}

/** Legal documents (spec/foundations.md §2.1): a static page per language, in a frame. */
export default async function DocumentPage({ params }: Props) {
  const { slug } = await params;
  if (!isDocument(slug)) notFound();
  const [t, { locale }] = await Promise.all([getTranslations('docs'), getRequestContext()]);
  const src = `/docs/${slug}.${locale}.html`;
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-1 flex-col px-4 py-6">
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="font-bold text-2xl text-neutral-900">{t(`${slug}.title`)}</h1>
        <a href={src} target="_blank" rel="noopener" className="text-brand-700 text-sm underline underline-offset-2">
          {t('openInNewTab')}
        </a>
      </div>
      <iframe
        src={src}
        title={t('frameTitle', { title: t(`${slug}.title`) })}
        data-testid="document-frame"
        className="min-h-[70vh] w-full flex-1 rounded-xl border border-neutral-200 bg-white"
      />
    </div>
  );
}
