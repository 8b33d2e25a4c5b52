// Direct imports, not the accounts barrel: this module runs in the browser (every page's shell), and
// the barrel pulls in zod through the sign-in schema.
import { hasAllPermissions } from '../accounts/capability-bundles';
import type { Permission } from '../accounts/permissions';

/**
 * The route table of spec/foundations.md §2.1, encoded once: the web server's guard,
 * the layouts and the region popup all read it, and the API never depends on it.
 */
export type RouteAccess =
  /** anyone */
  | 'public'
  /** a session is required */
  | 'login'
  /** a token is required; no permission check (store selection) */
  | 'token'
  /** visitors only: a signed-in user goes to / */
  | 'guest'
  /** the supply side: a supplier's user or an operator; a buyer goes to /, a visitor to sign-in */
  | 'supply';

export type RouteLayout = 'main' | 'public' | 'empty';

export interface RouteDef {
  id: string;
  /** Matched against the pathname only (no query). Case sensitive on purpose: tag slugs are. */
  pattern: RegExp;
  access: RouteAccess;
  permissions?: readonly Permission[];
  layout: RouteLayout;
  /** Where a visitor goes instead of /signin (the overview falls back to /market). */
  visitorFallback?: string;
  /** Where a failure to load the page's own data sends the user. */
  failureRedirect?: string;
  /** False on pages where the region popup must not interrupt (spec §2.3). */
  regionPopup: boolean;
  /** Pages whose language is carried by ?lang= (Vietnamese removes it, others add it). */
  langParam?: boolean;
  /** Market-style pages show the category bar and search bar under 1025 px. */
  marketBar?: boolean;
  /**
   * In the table, but its page is not built yet: whoever the guard lets in goes to /not-found (like any path
   * without a page, spec §2.1), and no page links to it (isPendingPath). Removed when the page is built.
   */
  pending?: true;
  /**
   * May be framed by our own pages (a banner's web view) with ?embed=1, which renders the page's
   * content only: no header, search, footer, help button or popups.
   */
  embeddable?: boolean;
  /** `supply` routes only: the marketplace's operators alone; a supplier's user goes to its orders. */
  operatorOnly?: true;
}

const exact = (path: string) => new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/?$`);

export const ROUTES: readonly RouteDef[] = [
  { id: 'home', pattern: /^\/$/, access: 'public', layout: 'main', regionPopup: true, marketBar: true },
  { id: 'market', pattern: exact('/market'), access: 'public', layout: 'main', regionPopup: true, marketBar: true },
  {
    id: 'product',
    pattern: /^\/products\/[^/]+\/?$/,
    access: 'public',
    layout: 'main',
    regionPopup: true,
    langParam: true,
  },
  { id: 'brands', pattern: exact('/thuong-hieu'), access: 'public', layout: 'main', regionPopup: true },
  {
    id: 'brand',
    // The slug part may be empty: brandPath() emits /thuong-hieu/b{id} for a name with no Latin letters.
    pattern: /^\/thuong-hieu\/(?:[^/]*-)?b\d+\/?$/,
    access: 'public',
    layout: 'main',
    regionPopup: true,
    langParam: true,
  },
  // Category pages: any slug ending in -c and 1 to 5 digits (categoryPath() emits /c{id} when the slug is empty).
  {
    id: 'category',
    pattern: /^\/(?:[^/]*-)?c\d{1,5}\/?$/,
    access: 'public',
    layout: 'main',
    regionPopup: true,
    langParam: true,
    marketBar: true,
  },
  {
    id: 'farm-to-business',
    pattern: exact('/tu-nong-trai-den-doanh-nghiep'),
    access: 'public',
    layout: 'main',
    regionPopup: true,
    langParam: true,
  },
  {
    id: 'japanese-ingredients',
    pattern: exact('/nguyen-lieu-nhat-ban-gyomu-japan'),
    access: 'public',
    layout: 'main',
    regionPopup: true,
    langParam: true,
  },
  {
    id: 'distribution-system',
    pattern: exact('/he-thong-phan-phoi'),
    access: 'public',
    layout: 'main',
    regionPopup: false,
    langParam: true,
    embeddable: true,
  },
  {
    id: 'contact-landing',
    pattern: exact('/lien-he-hop-tac'),
    access: 'public',
    layout: 'main',
    regionPopup: true,
    langParam: true,
  },
  {
    id: 'own-brand',
    pattern: /^\/thuong-hieu-[a-z0-9-]+\/?$/,
    access: 'public',
    layout: 'main',
    regionPopup: true,
    langParam: true,
  },
  {
    id: 'overview',
    pattern: exact('/overview'),
    access: 'login',
    layout: 'main',
    visitorFallback: '/market',
    regionPopup: true,
    pending: true,
  },
  {
    id: 'orders',
    pattern: exact('/orders'),
    access: 'login',
    permissions: ['ORDER_LIST'],
    layout: 'main',
    regionPopup: true,
  },
  {
    id: 'order',
    pattern: /^\/orders\/[^/]+\/?$/,
    access: 'login',
    permissions: ['ORDER_VIEW'],
    layout: 'main',
    failureRedirect: '/not-authorized',
    regionPopup: true,
  },
  {
    id: 'checkout',
    pattern: /^\/checkout(?:\/[123])?\/?$/,
    access: 'login',
    permissions: ['ORDER_PLACE'],
    layout: 'main',
    regionPopup: true,
  },
  {
    id: 'checkout-success',
    pattern: /^\/checkout\/4\/?$/,
    access: 'login',
    layout: 'main',
    regionPopup: true,
  },
  {
    id: 'delivery-note',
    pattern: /^\/phieu-giao\/[^/]+\/?$/,
    access: 'login',
    layout: 'main',
    regionPopup: true,
  },
  {
    id: 'orders-pending-approval',
    pattern: exact('/orders-pending-approval'),
    access: 'login',
    permissions: ['ORDER_APPROVE'],
    layout: 'main',
    regionPopup: true,
  },
  {
    id: 'pending-orders-history',
    pattern: exact('/pending-orders-history'),
    access: 'login',
    permissions: ['ORDER_LIST', 'ORDER_VIEW', 'ORDER_PLACE'],
    layout: 'main',
    regionPopup: true,
  },
  {
    id: 'favorite',
    pattern: exact('/favorite'),
    access: 'login',
    permissions: ['BUYER_FAVORITE_ITEM_LIST'],
    layout: 'main',
    regionPopup: true,
    marketBar: true,
  },
  // The account pages (issue 15): login only, as the spec's table says; editing the company needs BUYER_INFO_EDIT,
  // which the page itself asks about (read-only without it).
  ...(['account-info', 'company-info', 'store-info', 'account-mobile'] as const).map(
    (id): RouteDef => ({ id, pattern: exact(`/${id}`), access: 'login', layout: 'main', regionPopup: true }),
  ),
  {
    id: 'item-analysis',
    pattern: exact('/item-analysis'),
    access: 'login',
    layout: 'main',
    regionPopup: true,
    pending: true,
  },
  // The store's messages (issue 14). Login only, as the spec's table says; the list itself needs ORDER_VIEW and
  // the page says so to a user without it.
  { id: 'notifications', pattern: exact('/notifications'), access: 'login', layout: 'main', regionPopup: true },
  {
    id: 'user-management',
    pattern: exact('/user-management'),
    access: 'login',
    permissions: ['BUYER_USER_LIST'],
    layout: 'main',
    regionPopup: true,
  },
  {
    id: 'user-details',
    pattern: /^\/user-details\/[^/]+\/?$/,
    access: 'login',
    permissions: ['BUYER_USER_LIST'],
    layout: 'main',
    regionPopup: true,
  },
  {
    id: 'group-management',
    pattern: exact('/group-management'),
    access: 'login',
    permissions: ['BUYER_GROUP_LIST'],
    layout: 'main',
    regionPopup: true,
  },
  {
    id: 'group',
    pattern: /^\/groups\/[^/]+\/?$/,
    access: 'login',
    permissions: ['BUYER_GROUP_LIST'],
    layout: 'main',
    regionPopup: true,
  },
  { id: 'change-store', pattern: exact('/change-store'), access: 'token', layout: 'public', regionPopup: false },
  { id: 'signin', pattern: exact('/signin'), access: 'guest', layout: 'public', regionPopup: false },
  { id: 'signup', pattern: exact('/signup'), access: 'guest', layout: 'public', regionPopup: false },
  {
    id: 'forgot-password',
    pattern: exact('/forgot-password'),
    access: 'guest',
    layout: 'public',
    regionPopup: false,
  },
  {
    id: 'reset-password',
    pattern: exact('/reset-password'),
    access: 'guest',
    layout: 'public',
    regionPopup: false,
  },
  // These accept signed-in users too: a buyer may write to us or open an invitation link while signed in.
  {
    id: 'contact-us',
    pattern: exact('/contact-us'),
    access: 'public',
    layout: 'public',
    regionPopup: false,
  },
  {
    id: 'contact-success',
    pattern: exact('/contact-success'),
    access: 'public',
    layout: 'public',
    regionPopup: false,
  },
  {
    id: 'invitation',
    pattern: /^\/invitations\/[^/]+\/?$/,
    access: 'public',
    layout: 'public',
    regionPopup: false,
  },
  {
    id: 'docs',
    pattern: /^\/docs\/(?:privacy-policy|term-of-service)\/?$/,
    access: 'public',
    layout: 'public',
    regionPopup: true,
  },
  // The supply side (issue 14 point 5): supplier users and operators; its pages draw their own header.
  {
    id: 'supply-orders',
    pattern: exact('/supplier/orders'),
    access: 'supply',
    layout: 'empty',
    regionPopup: false,
  },
  {
    id: 'supply-order',
    pattern: /^\/supplier\/orders\/[^/]+\/?$/,
    access: 'supply',
    layout: 'empty',
    failureRedirect: '/supplier/orders',
    regionPopup: false,
  },
  // The mail outbox (issue 15): operators only (the page sends a supplier's user back to its orders; the API refuses it).
  {
    id: 'supply-outbox',
    pattern: exact('/supplier/outbox'),
    access: 'supply',
    operatorOnly: true,
    layout: 'empty',
    regionPopup: false,
  },
  // Operators only (issue 15): the requests customers sent, maintenance mode and feature flags.
  {
    id: 'supply-requests',
    pattern: exact('/supplier/requests'),
    access: 'supply',
    operatorOnly: true,
    layout: 'empty',
    regionPopup: false,
  },
  // Where the maintenance check sends users (spec/foundations.md §4); public, so it answers during maintenance.
  { id: 'maintenance', pattern: exact('/maintenance'), access: 'public', layout: 'public', regionPopup: false },
  // Sign-ups waiting for review (issue 15): operators only (the API refuses a supplier's user; the page sends one home).
  {
    id: 'supply-sign-ups',
    pattern: exact('/supplier/sign-ups'),
    access: 'supply',
    operatorOnly: true,
    layout: 'empty',
    regionPopup: false,
  },
  // New stores waiting for review: operators only, like the sign-ups.
  {
    id: 'supply-stores',
    pattern: exact('/supplier/stores'),
    access: 'supply',
    operatorOnly: true,
    layout: 'empty',
    regionPopup: false,
  },
  { id: 'not-found', pattern: exact('/not-found'), access: 'public', layout: 'public', regionPopup: false },
  { id: 'not-authorized', pattern: exact('/not-authorized'), access: 'public', layout: 'public', regionPopup: true },
  // Tag pages last: their pattern (upper-case letters, digits, underscore) is the loosest single segment.
  {
    id: 'tag',
    pattern: /^\/[A-Z0-9_]+\/?$/,
    access: 'public',
    layout: 'main',
    regionPopup: true,
    marketBar: true,
  },
];

export type RouteId = string;

export function matchRoute(pathname: string): RouteDef | null {
  for (const route of ROUTES) if (route.pattern.test(pathname)) return route;
  return null;
}

/**
 * Whether a link target (path, optionally with query or fragment) is a route whose page is not built: such links
 * are not shown, since they could only lead to /not-found.
 */
export function isPendingPath(href: string): boolean {
  const pathname = href.split(/[?#]/, 1)[0] ?? '';
  return matchRoute(pathname)?.pending === true;
}

/** Any path containing the /v2 segment goes to the same path without it. */
export function stripV2(pathname: string): string | null {
  if (!/\/v2(?=\/|$)/.test(pathname)) return null;
  const stripped = pathname.replace(/\/v2(?=\/|$)/g, '');
  return stripped === '' ? '/' : stripped;
}

export interface GuardInput {
  pathname: string;
  /** The query string including its leading "?", or "". */
  search: string;
  /** A buyer user is signed in. */
  hasToken: boolean;
  /** The signed-in user's permissions; null when unknown (visitor). */
  permissions: readonly string[] | null;
  /** A supplier's user or an operator is signed in (hasToken is false for them: no buyer page is theirs). */
  supply?: boolean;
  /** The supply user is one of the marketplace's operators (operator-only pages). */
  operator?: boolean;
  /** Where the visitor came from (the Referer header), if any. */
  referrer?: string | null;
}

export type GuardResult = { kind: 'allow'; route: RouteDef } | { kind: 'redirect'; location: string };

export function signInLocation(pathAndQuery: string, referrer?: string | null): string {
  const params = new URLSearchParams({ redirect: pathAndQuery });
  if (referrer) params.set('referrer', referrer);
  // "/" is legal in a query value; keeping it readable gives /signin?redirect=/orders%3Fpage%3D2.
  return `/signin?${params.toString().replace(/%2F/gi, '/')}`;
}

/** Where a supplier's user or an operator lands (after sign-in, and from any buyer page). */
export const SUPPLY_HOME = '/supplier/orders';

/** The one place where route guards are decided (spec/foundations.md §2.1–§2.2). */
export function resolveGuard(input: GuardInput): GuardResult {
  const withoutV2 = stripV2(input.pathname);
  if (withoutV2 !== null) return { kind: 'redirect', location: `${withoutV2}${input.search}` };

  const route = matchRoute(input.pathname);
  if (!route) return { kind: 'redirect', location: '/not-found' };

  const here = `${input.pathname}${input.search}`;
  if (input.supply) {
    // A supply user: its own section and the public pages (as a visitor sees them); every buyer page, the sign-in
    // page and the home page lead to its orders.
    if (route.access === 'supply' && route.operatorOnly && !input.operator)
      return { kind: 'redirect', location: SUPPLY_HOME };
    if (route.access === 'supply' || (route.access === 'public' && route.id !== 'home'))
      return { kind: 'allow', route };
    return { kind: 'redirect', location: SUPPLY_HOME };
  }
  switch (route.access) {
    case 'supply':
      return input.hasToken
        ? { kind: 'redirect', location: '/' }
        : { kind: 'redirect', location: signInLocation(here) };
    case 'public':
      return { kind: 'allow', route };
    case 'guest':
      return input.hasToken ? { kind: 'redirect', location: '/' } : { kind: 'allow', route };
    case 'token':
      return input.hasToken ? { kind: 'allow', route } : { kind: 'redirect', location: signInLocation(here) };
    case 'login': {
      if (!input.hasToken) {
        return {
          kind: 'redirect',
          location: route.visitorFallback ?? signInLocation(here, input.referrer),
        };
      }
      // Unknown permissions of a signed-in user grant nothing rather than everything.
      if (route.permissions && !hasAllPermissions(input.permissions ?? [], route.permissions)) {
        return { kind: 'redirect', location: '/' };
      }
      return { kind: 'allow', route };
    }
  }
}

// The return-path check has its own module and table of attacks; routes.ts keeps exporting it.
export { safeReturnPath } from './safe-return-path';
