import { FREE_DELIVERY_THRESHOLD, type Language } from '@chobep/domain';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { formatMoney } from '@/lib/format';
import { getRequestContext } from '@/lib/request-context';
import { siteOrigin } from '@/lib/site-origin';

/** The landing pages' message namespaces; each has `metaTitle` and `metaDescription`. */
export type LandingNamespace =
  | 'landing.farm'
  | 'landing.japan'
  | 'landing.ownBrand'
  | 'landing.distribution'
  | 'landing.contact';

/** The page's address in a language: landing pages carry it as ?lang= (Vietnamese has none). */
export function landingUrl(origin: string, path: string, lang: Language): string {
  return `${origin}${path}${lang === 'vi' ? '' : `?lang=${lang}`}`;
}

/**
 * Title, description, canonical and language alternates, and the social cards of a landing page, in the
 * request's language, all absolute (no metadataBase is needed). `values` fill the title and description;
 * `amount` is the free-delivery threshold in the request's language unless given.
 */
export async function landingMetadata(
  path: string,
  namespace: LandingNamespace,
  values: Record<string, string> = {},
): Promise<Metadata> {
  const [t, tMeta, { locale }] = await Promise.all([
    getTranslations(namespace),
    getTranslations('meta'),
    getRequestContext(),
  ]);
  values = { amount: formatMoney(FREE_DELIVERY_THRESHOLD, locale), ...values };
  // The namespaces' messages differ in their placeholders; a missing one is not a type error here.
  const message = t as unknown as (key: 'metaTitle' | 'metaDescription', values: Record<string, string>) => string;
  const input = {
    path,
    locale,
    title: message('metaTitle', values),
    description: message('metaDescription', values),
    siteName: tMeta('siteName'),
  };
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
