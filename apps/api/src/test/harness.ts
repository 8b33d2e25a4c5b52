import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDatabase, type Database, type DbOptions, DEMO_ACCOUNTS, userStores, users } from '@chobep/db';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import { createServer, type ServerOptions } from '../server';
import { offlineMapProvider } from '../services/geo/map-provider';
import { LocalFolderStorage } from '../services/platform/storage/local-folder-storage';

export const PASSWORD = 'chobep123';

export interface GraphQLResponse<T = Record<string, unknown>> {
  status: number;
  data: T | null | undefined;
  errors: Array<{ message: string; extensions?: { code?: string } }> | undefined;
  setCookies: Array<{ name: string; value: string; httpOnly: boolean; maxAge: number | undefined; raw: string }>;
}

export interface TestApi {
  app: Awaited<ReturnType<typeof createServer>>;
  database: Database;
  /** The SQL statements run since the last reset: how many, and their text. */
  queries: { count: number; texts: string[]; reset(): void };
  client(init?: { lang?: 'vi' | 'en'; headers?: Record<string, string> }): TestClient;
  close(): Promise<void>;
}

/**
 * A fresh database per test file, cloned from the seeded template of global-setup.ts:
 * in-memory PGlite by default, or a throw-away database on the PostgreSQL server of
 * DATABASE_URL (CI runs both).
 */
export async function createTestApi(
  options: Partial<Omit<ServerOptions, 'database'>> = {},
  databaseOptions: Pick<DbOptions, 'onConnectionEvent'> = {},
): Promise<TestApi> {
  const queries = {
    count: 0,
    texts: [] as string[],
    reset() {
      this.count = 0;
      this.texts = [];
    },
  };
  let dropDatabase: (() => Promise<void>) | null = null;
  let databaseUrl: string | undefined;
  if (process.env.DATABASE_URL) {
    const name = `chobep_test_${process.pid}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${name} template ${inject('postgresTemplate')}`);
    await admin.end();
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  }
  const template = databaseUrl ? undefined : new Blob([readFileSync(inject('pgliteTemplate'))]);
  const database = await createDatabase({
    ...databaseOptions,
    databaseUrl,
    loadDataDir: template,
    onQuery: (text) => {
      queries.count++;
      queries.texts.push(text);
    },
  });
  // Uploaded files of this test file only, removed with it.
  const uploadsDir = mkdtempSync(path.join(tmpdir(), 'chobep-test-uploads-'));
  const app = await createServer({
    logLevel: (process.env.TEST_LOG_LEVEL as 'silent') ?? 'silent',
    storage: new LocalFolderStorage(uploadsDir),
    // The offline map unless a test brings a provider (whatever MAP_API_KEY the shell has).
    mapProvider: offlineMapProvider,
    ...options,
    database,
  });
  await app.ready();
  queries.reset();

  return {
    app,
    database,
    queries,
    client: (init) => new TestClient(app, init),
    async close() {
      await app.close();
      await database.close();
      await dropDatabase?.();
      rmSync(uploadsDir, { recursive: true, force: true });
    },
  };
}

/** Keeps cookies between calls like a browser does; can also send a Bearer token. */
export class TestClient {
  readonly cookies = new Map<string, string>();
  bearer: string | null = null;

  constructor(
    private readonly app: TestApi['app'],
    private readonly init: { lang?: 'vi' | 'en'; headers?: Record<string, string> } = {},
  ) {}

  async gql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    headers: Record<string, string> = {},
  ): Promise<GraphQLResponse<T>> {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await this.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: {
        'content-type': 'application/json',
        ...(this.init.lang ? { 'x-lang': this.init.lang } : {}),
        ...(cookie ? { cookie } : {}),
        ...(this.bearer ? { authorization: `Bearer ${this.bearer}` } : {}),
        ...this.init.headers,
        ...headers,
      },
      payload: JSON.stringify({ query, variables }),
    });
    const setCookies = res.cookies.map((c) => ({
      name: c.name,
      value: c.value,
      httpOnly: Boolean(c.httpOnly),
      maxAge: c.maxAge,
      raw: JSON.stringify(c),
    }));
    for (const c of setCookies) {
      if (c.value === '' || c.maxAge === 0) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    const body = res.json() as { data?: T | null; errors?: GraphQLResponse['errors'] };
    return { status: res.statusCode, data: body.data, errors: body.errors, setCookies };
  }

  /** A plain GET with the client's cookies and language, as a browser fetches a download (the order export). */
  get(url: string, headers: Record<string, string> = {}) {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    return this.app.inject({
      method: 'GET',
      url,
      headers: {
        ...(this.init.lang ? { 'x-lang': this.init.lang } : {}),
        ...(cookie ? { cookie } : {}),
        ...(this.bearer ? { authorization: `Bearer ${this.bearer}` } : {}),
        ...headers,
      },
    });
  }

  /** A PUT of raw bytes with the client's cookies, as the browser sends a picture to the address signImageUpload gave. */
  put(url: string, body: Buffer, headers: Record<string, string> = {}) {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    return this.app.inject({
      method: 'PUT',
      url,
      payload: body,
      headers: {
        ...(this.init.lang ? { 'x-lang': this.init.lang } : {}),
        ...(cookie ? { cookie } : {}),
        ...(this.bearer ? { authorization: `Bearer ${this.bearer}` } : {}),
        ...headers,
      },
    });
  }

  async signIn(login: string, password = PASSWORD, rememberMe = true) {
    const res = await this.gql<{ meLogin: { success: boolean; userErrors: unknown[]; accessToken: string | null } }>(
      `mutation SignIn($input: MeLoginInput!) { meLogin(input: $input) { success userErrors { field code message } accessToken } }`,
      { input: { login, password, rememberMe } },
    );
    if (!res.data?.meLogin.success)
      throw new Error(`sign-in of ${login} failed: ${JSON.stringify(res.data ?? res.errors)}`);
    return res.data.meLogin;
  }
}

export interface TestUser {
  id: string;
  email: string;
}

/**
 * A user of a demo company with exactly the given own permissions and no group, acting for the given stores;
 * the password is the demo one. For tests that need "a user without X" whatever the demo accounts hold.
 */
export async function createUser(
  api: TestApi,
  init: { buyerId: string; permissions: readonly string[]; storeIds?: readonly string[]; email?: string },
): Promise<TestUser> {
  const db = api.database.db;
  const [owner] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, DEMO_ACCOUNTS.owner.id));
  if (!owner) throw new Error('the demo owner is missing');
  const email = init.email ?? `user-${randomBytes(6).toString('hex')}@test.chobep.vn`;
  const [row] = await db
    .insert(users)
    .values({
      buyerId: init.buyerId,
      name: 'Người dùng thử',
      email,
      passwordHash: owner.passwordHash,
      role: 'OTHER',
      permissions: [...init.permissions],
    })
    .returning({ id: users.id });
  if (!row) throw new Error('creating a test user failed');
  if (init.storeIds?.length) {
    await db.insert(userStores).values(init.storeIds.map((storeId) => ({ userId: row.id, storeId })));
  }
  return { id: row.id, email };
}

/**
 * A supplier's user (its supplier's orders) or an operator (supplierId null), with exactly the given permissions;
 * the password is the demo one. For the supply side's tests (issue 14).
 */
export async function createSupplyUser(
  api: TestApi,
  init: { supplierId: number | null; permissions: readonly string[]; email?: string },
): Promise<TestUser> {
  const db = api.database.db;
  const [owner] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, DEMO_ACCOUNTS.owner.id));
  if (!owner) throw new Error('the demo owner is missing');
  const email = init.email ?? `supply-${randomBytes(6).toString('hex')}@test.chobep.vn`;
  const [row] = await db
    .insert(users)
    .values({
      kind: init.supplierId === null ? 'OPERATOR' : 'SUPPLIER',
      buyerId: null,
      supplierId: init.supplierId,
      name: init.supplierId === null ? 'Vận hành thử' : 'Nhà cung cấp thử',
      email,
      passwordHash: owner.passwordHash,
      role: 'OTHER',
      permissions: [...init.permissions],
    })
    .returning({ id: users.id });
  if (!row) throw new Error('creating a supply test user failed');
  return { id: row.id, email };
}
