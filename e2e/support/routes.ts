import { matchRoute, ROUTES, type RouteDef } from '@chobep/domain/platform/routes';
import type { APIRequestContext } from '@playwright/test';
import { ACCOUNTS, type DemoAccount, SUPPLY_ACCOUNTS } from './accounts';
import { graphql } from './graphql';
import { exampleDeliveryNotePath, exampleOrderPath } from './orders';

/**
 * One URL per route of the route table (packages/domain/src/platform/routes.ts), keyed by route id.
 * The route matrix (specs/guards/route-matrix.spec.ts) and the accessibility check
 * (specs/a11y/routes.spec.ts) walk the route table and open each route at its example: a route
 * without an example, or an example naming a route that no longer exists, fails both.
 */
export interface RouteExample {
  /** Path and query a buyer could open; a function when it depends on the demo data. */
  path: string | ((request: APIRequestContext) => Promise<string>);
  /** The status of the page when the guard lets the user in (200 unless the page says otherwise). */
  status?: number;
}

/**
 * A listed product of the demo catalogue, as the API names it (cached per worker): one with a brand and, so that
 * the page's "Other suppliers" list is checked too, with other suppliers' offers when there is one.
 */
let listed: Promise<{ product: string; brand: string }> | null = null;
function listedProduct(request: APIRequestContext) {
  listed ??= graphql<{
    productSearch: { data: { slug: string; brand: { slug: string } | null; otherOffers: { id: string }[] }[] };
  }>(
    request,
    `query E2eRouteExamples { productSearch(filter: { query: "nuoc mam" }, pagination: { size: 20 }) {
      data { slug brand { slug } otherOffers { id } } } }`,
    {},
    { 'x-region': 'HCM' },
  ).then((result) => {
    const data = result.data?.productSearch.data ?? [];
    const product = data.find((p) => p.brand && p.otherOffers.length > 0) ?? data.find((p) => p.brand);
    if (!product?.brand) throw new Error(`no listed product with a brand: ${JSON.stringify(result)}`);
    return { product: product.slug, brand: `/${product.brand.slug}` };
  });
  return listed;
}

export const ROUTE_EXAMPLES: Record<string, RouteExample> = {
  home: { path: '/' },
  market: { path: '/market?q=n%C6%B0%E1%BB%9Bc+m%E1%BA%AFm' },
  product: { path: async (request) => (await listedProduct(request)).product },
  brands: { path: '/thuong-hieu' },
  brand: { path: async (request) => (await listedProduct(request)).brand },
  category: { path: '/rau-cu-tuoi-c10' },
  'farm-to-business': { path: '/tu-nong-trai-den-doanh-nghiep' },
  'japanese-ingredients': { path: '/nguyen-lieu-nhat-ban-gyomu-japan' },
  'distribution-system': { path: '/he-thong-phan-phoi' },
  'contact-landing': { path: '/lien-he-hop-tac' },
  'own-brand': { path: '/thuong-hieu-cho-bep' },
  overview: { path: '/overview' },
  orders: { path: '/orders?status=ALL' },
  order: { path: () => exampleOrderPath() },
  checkout: { path: '/checkout/2' },
  'checkout-success': { path: '/checkout/4' },
  'delivery-note': { path: () => exampleDeliveryNotePath() },
  'orders-pending-approval': { path: '/orders-pending-approval' },
  'pending-orders-history': { path: '/pending-orders-history' },
  favorite: { path: '/favorite' },
  'account-info': { path: '/account-info' },
  'company-info': { path: '/company-info' },
  'store-info': { path: '/store-info' },
  'account-mobile': { path: '/account-mobile' },
  'item-analysis': { path: '/item-analysis' },
  notifications: { path: '/notifications' },
  'user-management': { path: '/user-management' },
  'user-details': { path: '/user-details/a1000000-0000-4000-8000-000000000002' },
  'group-management': { path: '/group-management' },
  group: { path: '/groups/d1000000-0000-4000-8000-000000000002' },
  'change-store': { path: '/change-store' },
  signin: { path: '/signin' },
  signup: { path: '/signup?createdBy=owner' },
  'forgot-password': { path: '/forgot-password' },
  'reset-password': { path: '/reset-password?token=abc' },
  'contact-us': { path: '/contact-us' },
  'contact-success': { path: '/contact-success' },
  invitation: { path: '/invitations/abc123' },
  docs: { path: '/docs/privacy-policy' },
  'not-found': { path: '/not-found', status: 404 },
  'not-authorized': { path: '/not-authorized' },
  tag: { path: '/NEW_PRODUCTS' },
  'supply-orders': { path: '/supplier/orders?status=ALL' },
  'supply-order': { path: async (request) => supplyOrderPath(request) },
  'supply-outbox': { path: '/supplier/outbox' },
  'supply-requests': { path: '/supplier/requests' },
  maintenance: { path: '/maintenance?redirect=%2Fmarket' },
  'supply-sign-ups': { path: '/supplier/sign-ups' },
  'supply-stores': { path: '/supplier/stores' },
};

/**
 * An order of the demo supplier user's supplier, as the supply side links it (cached per worker); the list when
 * the demo data has none yet (the page then says so: a 200 all the same is not what the route matrix wants, so the
 * example needs an order — e2e/support/supply.ts places one).
 */
let supplyOrder: Promise<string> | null = null;
function supplyOrderPath(request: APIRequestContext): Promise<string> {
  supplyOrder ??= import('./supply').then((m) => m.ensureSupplyOrder(request)).then((id) => `/supplier/orders/${id}`);
  return supplyOrder;
}

export interface ResolvedRoute {
  route: RouteDef;
  example: RouteExample;
  /** The example's path and query, resolved. */
  url: string;
}

/** The example of a route, or an error telling the developer what to add. */
export function exampleOf(route: RouteDef): RouteExample {
  const example = ROUTE_EXAMPLES[route.id];
  if (!example) {
    throw new Error(
      `The route "${route.id}" of packages/domain/src/platform/routes.ts has no example URL: add one to ROUTE_EXAMPLES in e2e/support/routes.ts.`,
    );
  }
  return example;
}

/** Resolves the example's URL and checks that the route table really sends it to this route. */
export async function resolveRoute(route: RouteDef, request: APIRequestContext): Promise<ResolvedRoute> {
  const example = exampleOf(route);
  const url = typeof example.path === 'string' ? example.path : await example.path(request);
  const matched = matchRoute(new URL(url, 'http://x').pathname);
  if (matched?.id !== route.id) {
    throw new Error(
      `ROUTE_EXAMPLES["${route.id}"] is ${url}, which the route table sends to ${matched ? `"${matched.id}"` : 'no route'}: give "${route.id}" a URL of its own.`,
    );
  }
  return { route, example, url };
}

/** Keys of ROUTE_EXAMPLES that name no route of the table (left behind when a route went). */
export function staleExampleKeys(): string[] {
  const ids = new Set(ROUTES.map((r) => r.id));
  return Object.keys(ROUTE_EXAMPLES).filter((id) => !ids.has(id));
}

/** Routes whose example is missing. */
export function routesWithoutExample(): string[] {
  return ROUTES.filter((r) => !ROUTE_EXAMPLES[r.id]).map((r) => r.id);
}

export { ROUTES };

/**
 * Who opens a route in the route-wide checks (accessibility, JavaScript budgets): the owner (every permission) where
 * it needs a session, the supplier's user (or the operator) on the supply side, else a visitor.
 */
export function viewerFor(route: RouteDef): DemoAccount | null {
  if (route.access === 'supply') return route.operatorOnly ? SUPPLY_ACCOUNTS.operator : SUPPLY_ACCOUNTS.supplier;
  return route.access === 'login' || route.access === 'token' ? ACCOUNTS.owner : null;
}
