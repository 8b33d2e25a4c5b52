import type { Messages } from 'next-intl';

/**
 * The message namespaces that code running in the browser reads: `useTranslations` in a
 * 'use client' module or in a module one of them imports. The root layout sends only these to
 * NextIntlClientProvider; by default it would serialise every catalogue (the landing pages'
 * texts, the footer, page titles…) into the RSC payload of every page. `client-messages.test.ts`
 * walks the client module graph and fails when a namespace is missing here.
 */
export const CLIENT_NAMESPACES = [
  'accountMenu',
  'ageCheck',
  'cart',
  'catalog',
  'categoryNav',
  'changeStore',
  'common',
  'error',
  'header',
  'help',
  'homePage',
  'language',
  'listing',
  'notifications',
  'platformWatch',
  'productPage',
  'publicLayout',
  'recommendationPopup',
  'region',
  'search',
  'signIn',
  'storeDialog',
  'storeStatus',
] as const satisfies readonly (keyof Messages)[];

export type ClientNamespace = (typeof CLIENT_NAMESPACES)[number];

/**
 * Namespaces that client code reads on a few pages only: those pages wrap their content in a provider of their own
 * (`pageMessages`), so every other page does not carry them. The checkout's texts are as long as all the shared ones.
 */
export const PAGE_NAMESPACES = [
  'checkout',
  'orders',
  'orderMoney',
  'supply',
  'passwords',
  'platform',
  'team',
  'accountPages',
  'signUp',
  'supplySignUps',
  'supplyStores',
] as const satisfies readonly (keyof Messages)[];

export type PageNamespace = (typeof PAGE_NAMESPACES)[number];

/** The shared client messages plus a page's own namespaces, for a NextIntlClientProvider around that page. */
export function pageMessages<N extends PageNamespace>(
  messages: Messages,
  namespaces: readonly N[],
): Pick<Messages, ClientNamespace | N> {
  return {
    ...clientMessages(messages),
    ...Object.fromEntries(namespaces.map((ns) => [ns, messages[ns]])),
  } as Pick<Messages, ClientNamespace | N>;
}

export function clientMessages(messages: Messages): Pick<Messages, ClientNamespace> {
  return Object.fromEntries(CLIENT_NAMESPACES.map((ns) => [ns, messages[ns]])) as Pick<Messages, ClientNamespace>;
}
