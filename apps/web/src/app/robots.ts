import type { MetadataRoute } from 'next';
import { siteOrigin } from '@/lib/site-origin';

/** Catalogue pages are for search engines; account pages are not. */
export default async function robots(): Promise<MetadataRoute.Robots> {
  const origin = await siteOrigin();
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      disallow: [
        '/signin',
        '/signup',
        '/change-store',
        '/forgot-password',
        '/reset-password',
        '/invitations/',
        '/checkout',
        '/orders',
        '/overview',
        '/account-info',
        '/company-info',
        '/store-info',
        '/account-mobile',
        '/item-analysis',
        '/notifications',
        '/favorite',
        '/user-management',
        '/user-details/',
        '/group-management',
        '/groups/',
        '/phieu-giao/',
        '/orders-pending-approval',
        '/pending-orders-history',
      ],
    },
    // The index of the split sitemap (app/sitemap.ts, app/sitemap-index.xml).
    sitemap: `${origin}/sitemap.xml`,
  };
}
