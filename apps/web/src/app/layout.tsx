import './fonts.css';
import './globals.css';

import type { Metadata, Viewport } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Heartbeat } from '@/components/accounts/heartbeat';
import { StoreUpdateHost } from '@/components/buyers/store-update-host';
import { CartProvider } from '@/components/cart/cart-provider';
import { CatalogViewerProvider } from '@/components/catalog/catalog-viewer';
import { FloatingHelp } from '@/components/content/floating-help';
import { MainFooter } from '@/components/layout/main-footer';
import { MainHeader } from '@/components/layout/main-header';
import { PublicFooter } from '@/components/layout/public-footer';
import { PublicHeader } from '@/components/layout/public-header';
import { Shell } from '@/components/layout/shell';
import { BrowserNotifier } from '@/components/notifications/browser-notifier';
import { CampaignCapture } from '@/components/platform/campaign-capture';
import { PlatformWatch } from '@/components/platform/platform-watch';
import { RegionPopup } from '@/components/platform/region-popup';
import { SoftLinks } from '@/components/platform/soft-links';
import { clientMessages } from '@/i18n/client-messages';
import { currentBuildId } from '@/lib/build-id';
import { catalogViewerOf } from '@/lib/catalog-viewer';
import { claimValues } from '@/lib/claims';
import { LiveEventsProvider } from '@/lib/live/live-events';
import { getRequestContext } from '@/lib/request-context';
import { siteOrigin } from '@/lib/site-origin';

export async function generateMetadata(): Promise<Metadata> {
  const [t, { locale }, origin] = await Promise.all([getTranslations('meta'), getRequestContext(), siteOrigin()]);
  return {
    metadataBase: new URL(origin),
    applicationName: t('siteName'),
    title: { default: t('defaultTitle'), template: `%s | ${t('siteName')}` },
    description: t('defaultDescription', claimValues(locale)),
    openGraph: {
      type: 'website',
      siteName: t('siteName'),
      title: t('defaultTitle'),
      description: t('defaultDescription', claimValues(locale)),
      locale: locale === 'vi' ? 'vi_VN' : 'en_US',
    },
    twitter: { card: 'summary', title: t('defaultTitle'), description: t('defaultDescription', claimValues(locale)) },
    formatDetection: { telephone: false },
  };
}

export const viewport: Viewport = {
  themeColor: '#4b9c63',
  width: 'device-width',
  initialScale: 1,
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  const [context, messages] = await Promise.all([getRequestContext(), getMessages()]);
  const { viewer, locale } = context;
  const showRegionPopup = viewer === null && !context.sessionUnknown && context.storedRegion === null && !context.isBot;
  return (
    <html lang={locale}>
      <body className="font-sans text-neutral-900 antialiased">
        <NextIntlClientProvider messages={clientMessages(messages)}>
          <CatalogViewerProvider value={catalogViewerOf(viewer, locale)}>
            <CartProvider
              storeId={context.currentStore?.id ?? null}
              enabled={viewer?.permissionCodes.includes('ORDER_PLACE') ?? false}
            >
              <LiveEventsProvider
                storeId={context.currentStore?.id ?? null}
                enabled={viewer?.permissionCodes.includes('ORDER_VIEW') ?? false}
              >
                <Shell
                  chrome={{
                    main: { header: <MainHeader context={context} />, footer: <MainFooter /> },
                    public: { header: <PublicHeader signedIn={viewer !== null} />, footer: <PublicFooter /> },
                  }}
                  regionPopup={showRegionPopup ? <RegionPopup /> : null}
                  floatingHelp={<FloatingHelp />}
                >
                  {children}
                </Shell>
                {viewer?.permissionCodes.includes('ORDER_VIEW') ? <BrowserNotifier /> : null}
              </LiveEventsProvider>
            </CartProvider>
          </CatalogViewerProvider>
          {viewer ? <Heartbeat userId={viewer.id} /> : null}
          {viewer && context.currentStore?.isForceUpdate && viewer.permissionCodes.includes('BUYER_INFO_EDIT') ? (
            <StoreUpdateHost region={viewer.buyer.region} />
          ) : null}
          <SoftLinks />
          <CampaignCapture />
          <PlatformWatch buildId={currentBuildId()} />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
