import { DEMO_ACCOUNTS, rememberTokens } from '@chobep/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endAllSessions } from '../../services/accounts/sessions';
import { createTestApi, type TestApi, type TestClient } from '../../test/harness';

/**
 * Issue 11 §4: ending a session is done on the server. Each test first shows that the old cookies or
 * tokens, replayed by someone who kept a copy, still work — then that they stop working once the session
 * ends; clearing the browser's cookies alone would pass the second half only.
 */
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api?.close();
});

const ME = '{ me { email } }';
const RELOGIN = 'mutation($t: String) { meRelogin(input: { rememberToken: $t }) { success subcode } }';

/** Someone holding a copy of the cookies (another tab, a stolen copy). */
function replayer(cookies: ReadonlyMap<string, string>): TestClient {
  const copy = api.client();
  for (const [name, value] of cookies) copy.cookies.set(name, value);
  return copy;
}

async function meOf(client: TestClient) {
  const res = await client.gql<{ me: { email: string } }>(ME);
  return res.data?.me?.email ?? res.errors?.[0]?.extensions?.code;
}

describe('sign-out (meLogout)', () => {
  it('ends the session on the server: a kept copy of the cookies signs no one in afterwards', async () => {
    const user = api.client();
    await user.signIn('purchaser@chobep.vn');
    const kept = new Map(user.cookies);
    expect(await meOf(replayer(kept))).toBe('purchaser@chobep.vn');

    const out = await user.gql<{ meLogout: { success: boolean } }>('mutation { meLogout { success } }');
    expect(out.data?.meLogout.success).toBe(true);

    // The access token cookie is refused, however valid its signature and expiry still are…
    const accessOnly = new Map([['cb_at', kept.get('cb_at') ?? '']]);
    expect(await meOf(replayer(accessOnly))).toBe('UNAUTHENTICATED');
    // …and the remember token renews nothing.
    const relogin = await api.client().gql<{ meRelogin: { success: boolean; subcode: number } }>(RELOGIN, {
      t: kept.get('cb_rt'),
    });
    expect(relogin.data?.meRelogin).toEqual({ success: false, subcode: 6101 });
  });

  it('also ends the session of a Bearer token (mobile clients)', async () => {
    const mobile = api.client();
    const { accessToken } = await mobile.signIn('approver@chobep.vn');
    mobile.cookies.clear();
    mobile.bearer = accessToken;
    expect(await meOf(mobile)).toBe('approver@chobep.vn');
    await mobile.gql('mutation { meLogout { success } }');
    const again = api.client();
    again.bearer = accessToken;
    expect(await meOf(again)).toBe('UNAUTHENTICATED');
  });
});

describe('endAllSessions (for a password change or reset)', () => {
  it('ends every session of the user at once, and only theirs', async () => {
    const phone = api.client();
    const laptop = api.client();
    const colleague = api.client();
    await phone.signIn('owner@chobep.vn');
    await laptop.signIn('0901234567');
    await colleague.signIn('purchaser@chobep.vn');
    const phoneCopy = new Map(phone.cookies);
    const laptopCopy = new Map(laptop.cookies);
    expect(await meOf(replayer(phoneCopy))).toBe('owner@chobep.vn');
    expect(await meOf(replayer(laptopCopy))).toBe('owner@chobep.vn');

    await endAllSessions(api.database.db, DEMO_ACCOUNTS.owner.id);

    for (const copy of [phoneCopy, laptopCopy]) {
      expect(await meOf(replayer(new Map([['cb_at', copy.get('cb_at') ?? '']])))).toBe('UNAUTHENTICATED');
      const relogin = await api.client().gql<{ meRelogin: { subcode: number } }>(RELOGIN, { t: copy.get('cb_rt') });
      expect(relogin.data?.meRelogin.subcode).toBe(6101);
    }
    expect(await meOf(colleague)).toBe('purchaser@chobep.vn');
    // Signing in again works.
    const fresh = api.client();
    await fresh.signIn('owner@chobep.vn');
    expect(await meOf(fresh)).toBe('owner@chobep.vn');
  });
});

describe('remember-token reuse after rotation', () => {
  it('inside the grace window (two tabs renewing at once) keeps the family alive', async () => {
    const tab = api.client();
    const login = await tab.signIn('approver@chobep.vn');
    expect(login.accessToken).toBeTruthy();
    const token = tab.cookies.get('cb_rt');
    const first = await api.client().gql<{ meRelogin: { success: boolean } }>(RELOGIN, { t: token });
    const second = await api.client().gql<{ meRelogin: { success: boolean } }>(RELOGIN, { t: token });
    expect(first.data?.meRelogin.success).toBe(true);
    expect(second.data?.meRelogin.success).toBe(true);
  });

  it('outside it revokes the whole family: every token and session of that sign-in', async () => {
    const victim = api.client();
    await victim.signIn('approver@chobep.vn');
    const stolen = victim.cookies.get('cb_rt');
    const rotated = await victim.gql<{ meRelogin: { success: boolean } }>(RELOGIN);
    expect(rotated.data?.meRelogin.success).toBe(true);
    expect(await meOf(victim)).toBe('approver@chobep.vn');
    const victimNow = new Map(victim.cookies);
    // The rotation happened long enough ago.
    await api.database.db
      .update(rememberTokens)
      .set({ usedAt: sql`now() - interval '10 minutes'` })
      .where(sql`used_at is not null and revoked_at is null`);

    const replay = await api.client().gql<{ meRelogin: { success: boolean; subcode: number } }>(RELOGIN, {
      t: stolen,
    });
    expect(replay.data?.meRelogin).toEqual({ success: false, subcode: 6102 });
    expect(await meOf(replayer(new Map([['cb_at', victimNow.get('cb_at') ?? '']])))).toBe('UNAUTHENTICATED');
    const current = await api.client().gql<{ meRelogin: { subcode: number } }>(RELOGIN, { t: victimNow.get('cb_rt') });
    expect(current.data?.meRelogin.subcode).toBe(6101);
  });
});
