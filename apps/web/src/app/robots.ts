import type { MetadataRoute } from 'next';

/** Catalogue pages are for search engines; account pages are not. */
export default function robots(): MetadataRoute.Robots {
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
  };
}
