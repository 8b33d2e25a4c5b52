import type { RouteDef } from '@chobep/domain/platform/routes';
import { type APIResponse, expect } from '@playwright/test';
import { ACCOUNTS, type DemoAccount, SUPPLY_ACCOUNTS } from '../../support/accounts';
import { BASE_URL } from '../../support/env';
import { type ResolvedRoute, ROUTES, resolveRoute, routesWithoutExample, staleExampleKeys } from '../../support/routes';
import { type Sessions, test } from '../../support/sessions';

/**
 * Every route of the route table × {visitor, signed-in user without the route's permissions, user
 * with them} gets what spec/foundations.md §2.1–§2.2 promises: the sign-in page carrying the path
 * (and query) to return to and the referrer, a fallback page, / for a user lacking a permission or
 * for a signed-in user on a guest page, or the page itself. Plain HTTP without following redirects:
 * the guard's answer is the first response, and no browser is needed to read it.
 *
 * Which account lacks what is asked of the API (me.permissionCodes), not written here: the owner
 * has every permission, the purchaser and the approver some, staff@chobep.vn none (the only Bếp
 * Việt account without ORDER_LIST and ORDER_VIEW). Each route with permissions is tried with every
 * one of them that lacks one (approver on /pending-orders-history lacks only ORDER_PLACE) and every
 * one that has them all.
 */
const SIGNED_IN = [ACCOUNTS.owner, ACCOUNTS.purchaser, ACCOUNTS.approver, ACCOUNTS.staff] as const;
/** The same-origin page the visitor comes from; the sign-in redirect must carry it. */
const REFERRER = '/market?from=route-matrix';

// Plain HTTP: the width changes nothing, so the desktop project alone runs it.
test.skip(({ isMobile }) => isMobile, 'plain HTTP: the desktop project runs it');

test('every route of the table has an example URL, and every example names a route', () => {
  expect.soft(routesWithoutExample(), 'add these route ids to ROUTE_EXAMPLES in e2e/support/routes.ts').toEqual([]);
  expect.soft(staleExampleKeys(), 'these ROUTE_EXAMPLES keys name no route of the table: remove them').toEqual([]);
});

async function open(sessions: Sessions, account: DemoAccount | null, url: string): Promise<APIResponse> {
  const client = await sessions.client(account);
  return client.get(url, { maxRedirects: 0, headers: { referer: `${BASE_URL}${REFERRER}` } });
}

function who(account: DemoAccount | null): string {
  return account ? account.email : 'a visitor';
}

function location(response: APIResponse): URL | null {
  const value = response.headers().location;
  return value ? new URL(value, BASE_URL) : null;
}

/**
 * The guard let the user in: the page itself, or — for a route marked `pending` in the route table (its page is not
 * built) — a redirect to /not-found, as for any path without a page (spec §2.1).
 */
async function expectAllowed(
  response: APIResponse,
  { route, example, url }: ResolvedRoute,
  account: DemoAccount | null,
) {
  const where = `${url} for ${who(account)}`;
  if (route.pending) {
    expectRedirect(response, '/not-found', `${where} (pending: its page is not built)`);
    return;
  }
  expect(location(response)?.toString() ?? null, `${where}: no redirect`).toBeNull();
  expect(response.status(), `${where}: the page`).toBe(example.status ?? 200);
  expect(response.headers()['content-type'], where).toMatch(/^text\/html/);
}

function expectRedirect(response: APIResponse, target: string, where: string) {
  expect(response.status(), `${where}: a redirect`).toBeGreaterThanOrEqual(300);
  expect(response.status(), `${where}: a redirect`).toBeLessThan(400);
  const to = location(response);
  expect(to?.origin, `${where}: same origin`).toBe(BASE_URL);
  expect(`${to?.pathname}${to?.search}`, where).toBe(target);
}

function expectSignIn(response: APIResponse, url: string, where: string, referrer: string | null) {
  expect(response.status(), `${where}: a redirect`).toBeGreaterThanOrEqual(300);
  expect(response.status(), `${where}: a redirect`).toBeLessThan(400);
  const to = location(response);
  expect(to?.pathname, `${where}: to the sign-in page`).toBe('/signin');
  expect(to?.searchParams.get('redirect'), `${where}: the path and query to return to`).toBe(url);
  if (referrer !== null) expect(to?.searchParams.get('referrer'), `${where}: the referrer`).toBe(referrer);
}

const describeAccess = (route: RouteDef) =>
  `${route.access}${route.permissions ? ` + ${route.permissions.join(', ')}` : ''}`;

for (const route of ROUTES) {
  test(`${route.id} (${describeAccess(route)})`, async ({ sessions }) => {
    const visitor = await sessions.client(null);
    const resolved = await resolveRoute(route, visitor);
    const { url } = resolved;

    // (a) A visitor.
    const asVisitor = await open(sessions, null, url);
    const where = `${url} for a visitor`;
    switch (route.access) {
      case 'public':
      case 'guest':
        await expectAllowed(asVisitor, resolved, null);
        break;
      case 'token':
        expectSignIn(asVisitor, url, where, null);
        break;
      case 'login':
        if (route.visitorFallback) expectRedirect(asVisitor, route.visitorFallback, where);
        else expectSignIn(asVisitor, url, where, REFERRER);
        break;
    }

    // The supply side (issue 14): its users get their section and the public pages (but home); every other page
    // sends them to /supplier/orders. Buyers never get the supply section.
    const supply = [SUPPLY_ACCOUNTS.supplier, SUPPLY_ACCOUNTS.operator];
    if (route.access === 'supply') {
      expectSignIn(asVisitor, url, where, null);
      for (const account of supply) {
        const response = await open(sessions, account, url);
        // Operator-only pages (the mail outbox) send a supplier's user to its orders.
        if (route.operatorOnly && account === SUPPLY_ACCOUNTS.supplier)
          expectRedirect(response, '/supplier/orders', `${url} for ${account.email} (not an operator)`);
        else await expectAllowed(response, resolved, account);
      }
      for (const account of [ACCOUNTS.owner, ACCOUNTS.staff])
        expectRedirect(await open(sessions, account, url), '/', `${url} for ${account.email} (a buyer)`);
      return;
    }
    for (const account of supply) {
      const response = await open(sessions, account, url);
      if (route.access === 'public' && route.id !== 'home') await expectAllowed(response, resolved, account);
      else expectRedirect(response, '/supplier/orders', `${url} for ${account.email} (a supply user)`);
    }

    // (b) Signed-in users without the route's permissions, (c) with them.
    const required = route.permissions ?? [];
    const lacking: DemoAccount[] = [];
    const holding: DemoAccount[] = [];
    for (const account of SIGNED_IN) {
      const has = await sessions.permissions(account);
      (required.every((p) => has.includes(p)) ? holding : lacking).push(account);
    }
    if (required.length > 0) {
      expect(lacking.length, `no demo account lacks one of ${required.join(', ')}: add one`).toBeGreaterThan(0);
      expect(holding.length, `no demo account holds ${required.join(', ')}`).toBeGreaterThan(0);
    }
    // A route without permissions: the user without any (staff) and the one with all (owner) stand for everyone.
    const without = required.length > 0 ? lacking : [ACCOUNTS.staff];
    const withThem = required.length > 0 ? holding : [ACCOUNTS.owner];

    for (const account of without) {
      const response = await open(sessions, account, url);
      if (route.access === 'guest') expectRedirect(response, '/', `${url} for ${account.email}`);
      else if (required.length > 0) expectRedirect(response, '/', `${url} for ${account.email} (lacks a permission)`);
      else await expectAllowed(response, resolved, account);
    }
    for (const account of withThem) {
      const response = await open(sessions, account, url);
      if (route.access === 'guest') expectRedirect(response, '/', `${url} for ${account.email}`);
      else await expectAllowed(response, resolved, account);
    }
  });
}
