import { type APIRequestContext, test as base, expect, type PlaywrightWorkerArgs } from '@playwright/test';
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

/** `test` with a worker-scoped `sessions` fixture. */
export const test = base.extend<Record<never, never>, { sessions: Sessions }>({
  sessions: [
    async ({ playwright }, use) => {
      const sessions = new Sessions(playwright);
      await use(sessions);
      await sessions.dispose();
    },
    { scope: 'worker' },
  ],
});
