import type { Language } from '@chobep/domain';
import type { Metadata } from 'next';
import { siteOrigin } from '@/lib/site-origin';

/** The page's address in a language: landing pages carry it as ?lang= (Vietnamese has none). */
export function landingUrl(origin: string, path: string, lang: Language): string {
  return `${origin}${path}${lang === 'vi' ? '' : `?lang=${lang}`}`;
}

/**
 * Title, description, canonical and language alternates, and the social cards of a landing page,
 * all absolute (no metadataBase is needed).
 */
export async function landingMetadata(input: {
  path: string;
  locale: Language;
  title: string;
  description: string;
  siteName: string;
}): Promise<Metadata> {
  const origin = await siteOrigin();
  const url = landingUrl(origin, input.path, input.locale);
  return {
    title: input.title,
    description: input.description,
    alternates: {
      canonical: url,
      languages: {
        vi: landingUrl(origin, input.path, 'vi'),
        en: landingUrl(origin, input.path, 'en'),
        'x-default': landingUrl(origin, input.path, 'vi'),
      },
    },
    openGraph: {
      type: 'website',
      url,
      siteName: input.siteName,
      title: input.title,
      description: input.description,
      locale: input.locale === 'vi' ? 'vi_VN' : 'en_US',
      alternateLocale: input.locale === 'vi' ? ['en_US'] : ['vi_VN'],
    },
    twitter: { card: 'summary', title: input.title, description: input.description },
  };
}
