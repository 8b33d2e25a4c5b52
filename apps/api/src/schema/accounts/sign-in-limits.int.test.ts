import { DEMO_BUYERS, loginThrottles, users } from '@chobep/db';
import { SIGN_IN_LIMITS } from '@chobep/domain/accounts/sign-in-limits';
import { eq, like } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { pruneSignInRecords, reserveAttempt } from '../../services/accounts/login-throttle';
import { createTestApi, createUser, PASSWORD, type TestApi, type TestClient } from '../../test/harness';

/** Every password verification the sign-in makes, counted (the hashes themselves stay real). */
const verifications = vi.hoisted(() => ({ count: 0 }));
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const real = await importOriginal<typeof import('@node-rs/argon2')>();
  return {
    ...real,
    verify: (...args: Parameters<typeof real.verify>) => {
      verifications.count++;
      return real.verify(...args);
    },
  };
});

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api?.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const LOGIN = `mutation Login($input: MeLoginInput!) {
  meLogin(input: $input) { success userErrors { field code message } }
}`;
type LoginData = {
  meLogin: { success: boolean; userErrors: Array<{ field: string | null; code: string; message: string }> };
};

/** A fresh account per test, so that one test's counters do not leak into another's. */
async function freshUser(telephone?: string) {
  const user = await createUser(api, { buyerId: DEMO_BUYERS.bepViet.id, permissions: [] });
  if (telephone) await api.database.db.update(users).set({ telephone }).where(eq(users.id, user.id));
  return user;
}

/** A request as the web server forwards it: from loopback (a trusted proxy), for the given client. */
function viaWebServer(client: TestClient, login: string, password: string, forwardedFor: string) {
  return client.gql<LoginData>(LOGIN, { input: { login, password } }, { 'x-forwarded-for': forwardedFor });
}

/** A request straight from a socket address, as a caller on the network would make it. */
async function injectFrom(remoteAddress: string, login: string, password: string, headers: Record<string, string>) {
  const res = await api.app.inject({
    method: 'POST',
    url: '/graphql',
    remoteAddress,
    headers: { 'content-type': 'application/json', 'x-lang': 'en', ...headers },
    payload: JSON.stringify({ query: LOGIN, variables: { input: { login, password } } }),
  });
  return { body: res.json() as { data: LoginData }, cookies: res.cookies, raw: res.headers['set-cookie'] };
}

const codeOf = (res: { data?: LoginData | null }) => res.data?.meLogin.userErrors[0]?.code ?? 'OK';

/** Moves the clock the API reads (Date only: timers and the database keep running). */
function advanceClock(ms: number) {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + ms });
}

describe('sign-in limits: the owner is not locked out by strangers', () => {
  it('five wrong passwords from five addresses do not keep the owner out of a browser that signed in before', async () => {
    const user = await freshUser();
    const owner = api.client({ lang: 'en' });
    await owner.signIn(user.email);
    await owner.gql('mutation { meLogout { success } }');
    expect(owner.cookies.has('cb_device')).toBe(true);
    expect(owner.cookies.has('cb_at')).toBe(false);

    const attacker = api.client({ lang: 'en' });
    for (let i = 0; i < 5; i++) {
      expect(codeOf(await viaWebServer(attacker, user.email, `wrong-${i}-pw`, `198.51.100.${10 + i}`))).toBe(
        'INVALID_CREDENTIALS',
      );
    }
    // The account is now held up for anyone else…
    expect(codeOf(await viaWebServer(attacker, user.email, 'wrong-6-pw', '198.51.100.99'))).toBe('TOO_MANY_ATTEMPTS');
    // …but not for the owner's own browser, even when the owner mistypes once first.
    expect(codeOf(await viaWebServer(owner, user.email, 'typo-pw-1', '203.0.113.5'))).toBe('INVALID_CREDENTIALS');
    const res = await viaWebServer(owner, user.email, PASSWORD, '203.0.113.5');
    expect(res.data?.meLogin).toMatchObject({ success: true, userErrors: [] });
  });

  it('a new browser gets in after a short delay that refused guesses do not extend, and the delay doubles', async () => {
    const user = await freshUser();
    const attacker = api.client({ lang: 'en' });
    for (let i = 0; i < 5; i++) await viaWebServer(attacker, user.email, `wrong-${i}-pw`, `198.51.100.${20 + i}`);

    const owner = api.client({ lang: 'en' });
    const held = await viaWebServer(owner, user.email, PASSWORD, '203.0.113.6');
    expect(held.data?.meLogin.success).toBe(false);
    expect(held.data?.meLogin.userErrors).toEqual([
      { field: null, code: 'TOO_MANY_ATTEMPTS', message: 'Too many sign-in attempts. Please try again in 30 seconds.' },
    ]);
    // The attacker keeps trying during the wait: refused without a password check, nothing counted.
    verifications.count = 0;
    for (let i = 0; i < 10; i++) await viaWebServer(attacker, user.email, `more-${i}-pw`, `198.51.100.${40 + i}`);
    expect(verifications.count).toBe(0);

    advanceClock(31_000);
    // One more wrong guess after the wait: the next one must wait twice as long.
    expect(codeOf(await viaWebServer(attacker, user.email, 'wrong-6-pw', '198.51.100.60'))).toBe('INVALID_CREDENTIALS');
    const longer = await viaWebServer(owner, user.email, PASSWORD, '203.0.113.6');
    expect(longer.data?.meLogin.userErrors[0]?.message).toBe(
      'Too many sign-in attempts. Please try again in 1 minute.',
    );

    advanceClock(31_000 + 61_000);
    const res = await viaWebServer(owner, user.email, PASSWORD, '203.0.113.6');
    expect(res.data?.meLogin).toMatchObject({ success: true, userErrors: [] });
  });

  it('says when to retry in Vietnamese too', async () => {
    const user = await freshUser();
    const client = api.client({ lang: 'vi' });
    for (let i = 0; i < 5; i++) await viaWebServer(client, user.email, `wrong-${i}-pw`, '198.51.100.70');
    const res = await viaWebServer(client, user.email, PASSWORD, '198.51.100.70');
    expect(res.data?.meLogin.userErrors[0]?.message).toBe(
      'Bạn đã thử đăng nhập quá nhiều lần. Vui lòng thử lại sau 30 giây.',
    );
  });
});

describe('sign-in limits: one counter per account', () => {
  it('counts guesses by e-mail and by phone on one counter; an unknown identifier is held the same way', async () => {
    const user = await freshUser('0977000111');
    const client = api.client({ lang: 'en' });
    for (let i = 0; i < 3; i++) {
      expect(codeOf(await viaWebServer(client, user.email, `wrong-${i}-pw`, '198.51.100.80'))).toBe(
        'INVALID_CREDENTIALS',
      );
    }
    for (let i = 0; i < 2; i++) {
      expect(codeOf(await viaWebServer(client, '+84 977 000 111', `wrong-${i}-pw`, '198.51.100.81'))).toBe(
        'INVALID_CREDENTIALS',
      );
    }
    const byEmail = await viaWebServer(api.client({ lang: 'en' }), user.email, PASSWORD, '198.51.100.82');
    const byPhone = await viaWebServer(api.client({ lang: 'en' }), '0977000111', PASSWORD, '198.51.100.83');
    expect(codeOf(byEmail)).toBe('TOO_MANY_ATTEMPTS');
    expect(codeOf(byPhone)).toBe('TOO_MANY_ATTEMPTS');

    // Nothing in the answers tells an account that exists from one that does not.
    const unknown = 'nobody-here-7@test.chobep.vn';
    for (let i = 0; i < 5; i++) {
      expect(codeOf(await viaWebServer(client, unknown, `wrong-${i}-pw`, '198.51.100.84'))).toBe('INVALID_CREDENTIALS');
    }
    const held = await viaWebServer(api.client({ lang: 'en' }), unknown, PASSWORD, '198.51.100.85');
    expect(held.data?.meLogin).toEqual(byEmail.data?.meLogin);
  });

  it('thirty parallel wrong passwords get five password checks, not more', async () => {
    const user = await freshUser();
    verifications.count = 0;
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        viaWebServer(api.client(), user.email, `parallel-${i}-pw`, `198.51.100.${100 + i}`),
      ),
    );
    expect(verifications.count).toBe(5);
    const codes = results.map(codeOf);
    expect(codes.filter((c) => c === 'INVALID_CREDENTIALS')).toHaveLength(5);
    expect(codes.filter((c) => c === 'TOO_MANY_ATTEMPTS')).toHaveLength(25);
  });
});

describe('sign-in limits: forwarded addresses', () => {
  it('ignores X-Forwarded-For from a caller that is not a trusted proxy', async () => {
    // Thirty-one unknown identifiers (each within its own limit) from one address that claims
    // to be a different client every time: the address limit still holds.
    const codes: string[] = [];
    for (let i = 0; i < 31; i++) {
      const res = await injectFrom('203.0.113.77', `spray-${i}@test.chobep.vn`, 'wrong-pw-1', {
        'x-forwarded-for': `192.0.2.${i}`,
      });
      codes.push(codeOf(res.body));
    }
    expect(codes.slice(0, 30).every((c) => c === 'INVALID_CREDENTIALS')).toBe(true);
    expect(codes[30]).toBe('TOO_MANY_ATTEMPTS');
    const rows = await api.database.db
      .select({ key: loginThrottles.key, failures: loginThrottles.failures })
      .from(loginThrottles)
      .where(like(loginThrottles.key, 'address:%'));
    expect(rows).toContainEqual({ key: 'address:203.0.113.77', failures: 30 });
    expect(rows.some((r) => r.key.startsWith('address:192.0.2.'))).toBe(false);
  });

  it('believes X-Forwarded-For from a trusted proxy (the web server on loopback)', async () => {
    await injectFrom('127.0.0.1', 'nobody-else-3@test.chobep.vn', 'wrong-pw-1', { 'x-forwarded-for': '192.0.2.200' });
    await injectFrom('::ffff:127.0.0.1', 'nobody-else-4@test.chobep.vn', 'wrong-pw-1', {
      'x-forwarded-for': 'spoofed, 2001:db8:5:6::1',
    });
    const keys = (await api.database.db.select({ key: loginThrottles.key }).from(loginThrottles)).map((r) => r.key);
    expect(keys).toContain('address:192.0.2.200');
    expect(keys).toContain('address:2001:db8:5:6::/64');
    expect(keys.some((k) => k.includes('spoofed'))).toBe(false);
  });
});

describe('sign-in limits: attempts at the same moment', () => {
  it('grant a free attempt whose clock read came a few milliseconds before the one already counted', async () => {
    const db = api.database.db;
    const key = { key: 'address:concurrent-test', rule: SIGN_IN_LIMITS.address, onSuccess: 'release' as const };
    const first = new Date();
    // Two requests read the clock in one order and reach the counter in the other.
    expect(await reserveAttempt(db, [key], first)).toMatchObject({ granted: true });
    expect(await reserveAttempt(db, [key], new Date(first.getTime() - 5))).toMatchObject({ granted: true });
    const [row] = await db.select().from(loginThrottles).where(eq(loginThrottles.key, key.key));
    expect(row).toMatchObject({ failures: 2, lockedUntil: null });
  });
});

describe('sign-in limits: housekeeping', () => {
  it('prunes counters no rule remembers and keeps those that still hold someone up', async () => {
    const db = api.database.db;
    const now = new Date();
    const day = 24 * 3600 * 1000;
    await db.insert(loginThrottles).values([
      { key: 'prune:old', failures: 9, windowStartedAt: new Date(now.getTime() - 2 * day), lockedUntil: null },
      { key: 'prune:recent', failures: 9, windowStartedAt: new Date(now.getTime() - 3600_000), lockedUntil: null },
      {
        key: 'prune:old-but-locked',
        failures: 9,
        windowStartedAt: new Date(now.getTime() - 2 * day),
        lockedUntil: new Date(now.getTime() + 60_000),
      },
    ]);
    await pruneSignInRecords(db, now);
    const keys = (
      await db.select({ key: loginThrottles.key }).from(loginThrottles).where(like(loginThrottles.key, 'prune:%'))
    ).map((r) => r.key);
    expect(keys.sort()).toEqual(['prune:old-but-locked', 'prune:recent']);
  });
});

describe('session cookies', () => {
  it('are Secure when a trusted proxy says the request came over HTTPS, and not when anyone else says so', async () => {
    const user = await freshUser();
    const trusted = await injectFrom('127.0.0.1', user.email, PASSWORD, { 'x-forwarded-proto': 'https' });
    expect(trusted.body.data.meLogin.success).toBe(true);
    expect(trusted.cookies.map((c) => c.name).sort()).toEqual(['cb_at', 'cb_device', 'cb_rt', 'cb_session']);
    for (const cookie of trusted.cookies) expect(cookie, cookie.name).toMatchObject({ secure: true });

    const untrusted = await injectFrom('203.0.113.78', user.email, PASSWORD, { 'x-forwarded-proto': 'https' });
    expect(untrusted.body.data.meLogin.success).toBe(true);
    expect(untrusted.cookies.length).toBeGreaterThan(0);
    for (const cookie of untrusted.cookies) expect(cookie.secure, cookie.name).toBeFalsy();

    const plain = await injectFrom('127.0.0.1', user.email, PASSWORD, {});
    for (const cookie of plain.cookies) expect(cookie.secure, cookie.name).toBeFalsy();
  });
});
