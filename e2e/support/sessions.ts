import { type APIRequestContext, test as base, expect, type Page, type PlaywrightWorkerArgs } from '@playwright/test';
import { DEMO_PASSWORD, type DemoAccount } from './accounts';
import { COOKIES } from './cookies';
import { BASE_URL } from './env';
import { graphql, ME_LOGIN } from './graphql';

type StorageState = Awaited<ReturnType<APIRequestContext['storageState']>>;

/** Access tokens live 15 minutes: sign in again well before, rather than let the proxy rotate a shared token. */
const FRESH_FOR_MS = 10 * 60_000;

interface Session {
  state: StorageState;
  permissions: readonly string[];
  signedInAt: number;
}

/**
 * Demo accounts signed in once per worker (not per test): their cookies, as a storage state for
 * browser contexts or as an HTTP client, and their permissions as the API reports them. Every
 * account acts for Bếp Việt – Quận 1 (or its company's first store), so no page of the main layout
 * sends them to the store choice.
 */
export class Sessions {
  private readonly sessions = new Map<string, Promise<Session>>();
  private readonly clients: APIRequestContext[] = [];

  constructor(private readonly playwright: PlaywrightWorkerArgs['playwright']) {}

  private async signIn(account: DemoAccount): Promise<Session> {
    const request = await this.playwright.request.newContext({ baseURL: BASE_URL });
    try {
      const result = await graphql<{
        meLogin: { success: boolean; userErrors: { message: string }[] };
      }>(
        request,
        ME_LOGIN,
        { input: { login: account.email, password: DEMO_PASSWORD, rememberMe: false } },
        { origin: BASE_URL },
      );
      expect(
        result.data?.meLogin.success,
        `sign-in of ${account.email} (a server started on old demo data lacks staff@chobep.vn: start it on a fresh DATA_DIR): ${JSON.stringify(result)}`,
      ).toBe(true);
      const me = await graphql<{ me: { permissionCodes: string[] } | null }>(
        request,
        'query E2eSessionPermissions { me { permissionCodes } }',
      );
      let permissions = me.data?.me?.permissionCodes;
      // A supplier's user or an operator: `me` is the buyer's (FORBIDDEN); the supply side has its own.
      if (me.errors?.[0]?.extensions?.code === 'FORBIDDEN') {
        const supply = await graphql<{ supplyMe: { permissions: string[] } | null }>(
          request,
          'query E2eSupplySessionPermissions { supplyMe { permissions } }',
        );
        permissions = supply.data?.supplyMe?.permissions;
      }
      expect(permissions, JSON.stringify(me)).toBeDefined();
      const state = await request.storageState();
      const store = account.stores[0];
      if (store) {
        state.cookies.push({
          name: COOKIES.store,
          value: store.id,
          domain: new URL(BASE_URL).hostname,
          path: '/',
          expires: -1,
          httpOnly: false,
          secure: false,
          sameSite: 'Lax',
        });
      }
      return { state, permissions: permissions ?? [], signedInAt: Date.now() };
    } finally {
      await request.dispose();
    }
  }

  private session(account: DemoAccount): Promise<Session> {
    const cached = this.sessions.get(account.email);
    const fresh = cached?.then((s) => Date.now() - s.signedInAt < FRESH_FOR_MS);
    const next = (async () => {
      if (cached && (await fresh)) return cached;
      return this.signIn(account);
    })();
    this.sessions.set(account.email, next);
    return next;
  }

  /** The account's cookies (session, store), for `browser.newContext({ storageState })` or `test.use`. */
  async state(account: DemoAccount): Promise<StorageState> {
    return structuredClone((await this.session(account)).state);
  }

  /** The permissions the API gives the account (own and of its groups). */
  async permissions(account: DemoAccount): Promise<readonly string[]> {
    return (await this.session(account)).permissions;
  }

  /** A plain HTTP client carrying the account's cookies, or none for a visitor. Disposed with the worker. */
  async client(account: DemoAccount | null): Promise<APIRequestContext> {
    const client = await this.playwright.request.newContext({
      baseURL: BASE_URL,
      storageState: account ? await this.state(account) : undefined,
    });
    this.clients.push(client);
    return client;
  }

  async dispose(): Promise<void> {
    await Promise.all(this.clients.map((c) => c.dispose()));
  }
}

/**
 * Until React has revealed every streamed Suspense boundary. A page under a loading.tsx arrives as its fallback plus
 * the content in a hidden `<div hidden id="S:n">`, swapped in by an inline script that React 19 batches after the
 * load event: in that moment a test id is in the document twice (one hidden) and a strict locator fails. Seen in CI
 * on the order pages under load; a buyer never sees the hidden copy.
 */
async function revealed(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector('div[hidden][id^="S:"]') === null);
}

/**
 * `test` with a worker-scoped `sessions` fixture, and a `page` whose goto and reload return once the streamed
 * content is in place (see `revealed`).
 */
export const test = base.extend<Record<never, never>, { sessions: Sessions }>({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args: Parameters<Page['goto']>) => {
      const response = await goto(...args);
      await revealed(page);
      return response;
    };
    page.reload = async (...args: Parameters<Page['reload']>) => {
      const response = await reload(...args);
      await revealed(page);
      return response;
    };
    await use(page);
  },
  sessions: [
    async ({ playwright }, use) => {
      const sessions = new Sessions(playwright);
      await use(sessions);
      await sessions.dispose();
    },
    { scope: 'worker' },
  ],
});
