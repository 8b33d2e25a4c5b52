import { rememberTokens, users } from '@chobep/db';
import { PERMISSIONS } from '@chobep/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../test/harness';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api?.close();
});

const ME = `query Me { me { id name status lang role permissionCodes permissions { action } stores { id name status } } }`;
const LOGIN = `mutation Login($input: MeLoginInput!) {
  meLogin(input: $input) { success accessToken rememberToken userErrors { field code message } me { name } }
}`;
const RELOGIN = `mutation Relogin($input: MeReloginInput) {
  meRelogin(input: $input) { success subcode accessToken rememberToken userErrors { code message } }
}`;

type LoginData = {
  meLogin: {
    success: boolean;
    accessToken: string | null;
    rememberToken: string | null;
    userErrors: Array<{ field: string | null; code: string; message: string }>;
    me: { name: string } | null;
  };
};
type ReloginData = {
  meRelogin: {
    success: boolean;
    subcode: number | null;
    accessToken: string | null;
    rememberToken: string | null;
    userErrors: Array<{ code: string; message: string }>;
  };
};

describe('meLogin', () => {
  it('signs in with an email and sets httpOnly token cookies plus a readable session marker', async () => {
    const client = api.client();
    const res = await client.gql<LoginData>(LOGIN, {
      input: { login: ' Owner@ChoBep.vn ', password: 'chobep123', rememberMe: true },
    });
    expect(res.data?.meLogin).toMatchObject({ success: true, userErrors: [], me: { name: expect.any(String) } });
    const byName = new Map(res.setCookies.map((c) => [c.name, c]));
    expect(byName.get('cb_at')).toMatchObject({ httpOnly: true, maxAge: 900 });
    expect(byName.get('cb_rt')).toMatchObject({ httpOnly: true, maxAge: 30 * 24 * 3600 });
    expect(byName.get('cb_session')).toMatchObject({ value: '1', httpOnly: false });

    const me = await client.gql<{ me: { permissionCodes: string[]; status: string; role: string } }>(ME);
    expect(me.errors).toBeUndefined();
    expect(me.data?.me).toMatchObject({ status: 'PRIVATE', role: 'OWNER' });
    expect(me.data?.me.permissionCodes).toEqual([...PERMISSIONS]);
  });

  it('without remember-me the remember cookie ends with the browser session', async () => {
    const res = await api
      .client()
      .gql<LoginData>(LOGIN, { input: { login: 'owner@chobep.vn', password: 'chobep123', rememberMe: false } });
    expect(res.data?.meLogin.success).toBe(true);
    expect(res.setCookies.find((c) => c.name === 'cb_rt')?.maxAge).toBeUndefined();
  });

  it('signs in with a phone number written with separators', async () => {
    const res = await api.client().gql<LoginData>(LOGIN, { input: { login: '090 123 4567', password: 'chobep123' } });
    expect(res.data?.meLogin.success).toBe(true);
  });

  it('rejects a wrong password and an unknown account alike, translated, without cookies', async () => {
    const vi = await api
      .client()
      .gql<LoginData>(LOGIN, { input: { login: 'approver@chobep.vn', password: 'wrong-pass1' } });
    expect(vi.data?.meLogin.success).toBe(false);
    expect(vi.data?.meLogin.userErrors[0]).toMatchObject({ code: 'INVALID_CREDENTIALS', field: 'password' });
    expect(vi.data?.meLogin.userErrors[0]?.message).toContain('không đúng');
    expect(vi.setCookies).toHaveLength(0);

    const en = await api
      .client({ lang: 'en' })
      .gql<LoginData>(LOGIN, { input: { login: 'nobody@chobep.vn', password: 'wrong-pass1' } });
    expect(en.data?.meLogin.userErrors[0]).toMatchObject({
      code: 'INVALID_CREDENTIALS',
      message: 'The email/phone number or password is incorrect',
    });
  });

  it('explains empty and malformed input per field in both languages', async () => {
    const empty = await api.client().gql<LoginData>(LOGIN, { input: { login: '  ', password: 'x' } });
    expect(empty.data?.meLogin.userErrors[0]).toMatchObject({
      field: 'login',
      code: 'REQUIRED',
      message: 'Email hoặc số điện thoại không được để trống',
    });
    const bad = await api.client({ lang: 'en' }).gql<LoginData>(LOGIN, { input: { login: 'abc', password: 'x' } });
    expect(bad.data?.meLogin.userErrors[0]).toMatchObject({
      field: 'login',
      code: 'INVALID_LOGIN_ID',
      message: 'Please enter a valid email or phone number',
    });
    const noPassword = await api.client({ lang: 'en' }).gql<LoginData>(LOGIN, {
      input: { login: 'owner@chobep.vn', password: '' },
    });
    expect(noPassword.data?.meLogin.userErrors[0]).toMatchObject({
      field: 'password',
      code: 'REQUIRED',
      message: 'Password must not be empty',
    });
  });

  it('tells a NOT_APPROVED account to wait and a disabled account that it is deleted, only with the right password', async () => {
    const pending = await api.client({ lang: 'en' }).gql<LoginData>(LOGIN, {
      input: { login: 'pending@chobep.vn', password: 'chobep123' },
    });
    expect(pending.data?.meLogin.userErrors[0]?.code).toBe('ACCOUNT_NOT_APPROVED');
    expect(pending.data?.meLogin.userErrors[0]?.message).toContain('waiting for approval');
    expect(pending.setCookies).toHaveLength(0);

    const disabled = await api.client().gql<LoginData>(LOGIN, {
      input: { login: 'disabled@chobep.vn', password: 'chobep123' },
    });
    expect(disabled.data?.meLogin.userErrors[0]?.code).toBe('ACCOUNT_DELETED');

    const wrong = await api
      .client()
      .gql<LoginData>(LOGIN, { input: { login: 'pending@chobep.vn', password: 'nope12345' } });
    expect(wrong.data?.meLogin.userErrors[0]?.code).toBe('INVALID_CREDENTIALS');
  });

  it('holds an account up after five failures, even for the right password, with a clear message', async () => {
    const client = api.client({ lang: 'en' });
    for (let i = 0; i < 5; i++) {
      const res = await client.gql<LoginData>(LOGIN, {
        input: { login: 'owner@quancomnha.vn', password: `bad-${i}-pass` },
      });
      expect(res.data?.meLogin.userErrors[0]?.code).toBe('INVALID_CREDENTIALS');
    }
    const locked = await client.gql<LoginData>(LOGIN, {
      input: { login: 'owner@quancomnha.vn', password: 'chobep123' },
    });
    expect(locked.data?.meLogin.success).toBe(false);
    expect(locked.data?.meLogin.userErrors[0]?.code).toBe('TOO_MANY_ATTEMPTS');
    expect(locked.data?.meLogin.userErrors[0]?.message).toMatch(/try again in 30 seconds/);
    // Another account from the same address is not locked by it.
    const other = await client.gql<LoginData>(LOGIN, { input: { login: 'approver@chobep.vn', password: 'chobep123' } });
    expect(other.data?.meLogin.success).toBe(true);
    await api.database.db.execute(sql`delete from login_throttles`);
  });
});

describe('protected calls', () => {
  it('fail with "Authentication is required" without a session', async () => {
    const res = await api.client({ lang: 'en' }).gql(ME);
    expect(res.data).toBeNull();
    expect(res.errors?.[0]).toMatchObject({
      message: 'Authentication is required',
      extensions: { code: 'UNAUTHENTICATED' },
    });
    const buyer = await api.client().gql('{ buyer { id } }');
    expect(buyer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('accept a Bearer access token (mobile clients)', async () => {
    const web = api.client();
    const { accessToken } = await web.signIn('purchaser@chobep.vn');
    const mobile = api.client();
    mobile.bearer = accessToken;
    const res = await mobile.gql<{ me: { role: string } }>(ME);
    expect(res.data?.me.role).toBe('PURCHASER');
  });

  it('reject a forged or garbage token as unauthenticated, not as a crash', async () => {
    const client = api.client();
    client.bearer = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.AAAA';
    const res = await client.gql(ME);
    expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('end when the account is disabled after sign-in', async () => {
    const client = api.client();
    await client.signIn('approver@chobep.vn');
    await api.database.db.update(users).set({ status: 'INACTIVE' }).where(eq(users.email, 'approver@chobep.vn'));
    try {
      const res = await client.gql(ME);
      expect(res.errors?.[0]?.extensions?.code).toBe('ACCOUNT_DELETED');
    } finally {
      await api.database.db.update(users).set({ status: 'ACTIVE' }).where(eq(users.email, 'approver@chobep.vn'));
    }
  });
});

describe('permissions', () => {
  it.each([
    [
      'purchaser@chobep.vn',
      ['BUYER_FAVORITE_ITEM_ADD', 'BUYER_FAVORITE_ITEM_LIST', 'ORDER_LIST', 'ORDER_PLACE', 'ORDER_VIEW'],
    ],
    ['approver@chobep.vn', ['ORDER_APPROVE', 'ORDER_LIST', 'ORDER_VIEW']],
  ])('%s holds the union of own and group permissions', async (email, expected) => {
    const client = api.client();
    await client.signIn(email);
    const res = await client.gql<{ me: { permissionCodes: string[]; permissions: Array<{ action: string }> } }>(ME);
    expect([...(res.data?.me.permissionCodes ?? [])].sort()).toEqual(expected);
    expect(res.data?.me.permissions.map((p) => p.action).sort()).toEqual(expected);
  });

  it('follows a change of group permissions on the next request', async () => {
    const client = api.client();
    await client.signIn('approver@chobep.vn');
    await api.database.db.execute(
      sql`update user_groups set active = false where id in (select group_id from user_group_members m join users u on u.id = m.user_id where u.email = 'approver@chobep.vn')`,
    );
    try {
      const res = await client.gql<{ me: { permissionCodes: string[] } }>(ME);
      expect(res.data?.me.permissionCodes).toEqual([]);
    } finally {
      await api.database.db.execute(sql`update user_groups set active = true`);
    }
  });
});

describe('meRelogin (remember-token rotation)', () => {
  it('rotates the remember token and renews the access token', async () => {
    const client = api.client();
    await client.signIn('owner@chobep.vn');
    const first = client.cookies.get('cb_rt');
    client.cookies.delete('cb_at');
    const res = await client.gql<ReloginData>(RELOGIN);
    expect(res.data?.meRelogin).toMatchObject({ success: true, subcode: null });
    expect(client.cookies.get('cb_rt')).not.toBe(first);
    const me = await client.gql<{ me: { role: string } }>(ME);
    expect(me.data?.me.role).toBe('OWNER');
  });

  it('accepts a token in the input for non-browser clients', async () => {
    const full = await api
      .client()
      .gql<LoginData>(LOGIN, { input: { login: 'owner@chobep.vn', password: 'chobep123' } });
    const mobile = api.client();
    const ok = await mobile.gql<ReloginData>(RELOGIN, { input: { rememberToken: full.data?.meLogin.rememberToken } });
    expect(ok.data?.meRelogin.success).toBe(true);
    expect(ok.data?.meRelogin.rememberToken).toMatch(/^[\w-]{40,}$/);
    expect(ok.data?.meRelogin.rememberToken).not.toBe(full.data?.meLogin.rememberToken);
  });

  it('fails with 6101 for an unknown token and clears both token cookies', async () => {
    const client = api.client({ lang: 'en' });
    client.cookies.set('cb_rt', 'not-a-real-token');
    client.cookies.set('cb_at', 'garbage');
    const res = await client.gql<ReloginData>(RELOGIN);
    expect(res.data?.meRelogin).toMatchObject({ success: false, subcode: 6101 });
    expect(res.data?.meRelogin.userErrors[0]?.code).toBe('REMEMBER_TOKEN_INVALID');
    const cleared = res.setCookies.filter((c) => c.value === '').map((c) => c.name);
    expect(cleared).toEqual(expect.arrayContaining(['cb_at', 'cb_rt', 'cb_session']));
    expect(client.cookies.has('cb_rt')).toBe(false);
  });

  it('fails with 6102 when a rotated token is replayed later, and revokes the whole session', async () => {
    const victim = api.client();
    const login = await victim.gql<LoginData>(LOGIN, { input: { login: 'owner@chobep.vn', password: 'chobep123' } });
    const stolen = login.data?.meLogin.rememberToken;
    const rotated = await victim.gql<ReloginData>(RELOGIN);
    expect(rotated.data?.meRelogin.success).toBe(true);
    // The attacker replays the old token after the race grace window.
    await api.database.db
      .update(rememberTokens)
      .set({ usedAt: new Date(Date.now() - 120_000) })
      .where(sql`used_at is not null`);
    const attacker = api.client();
    const replay = await attacker.gql<ReloginData>(RELOGIN, { input: { rememberToken: stolen } });
    expect(replay.data?.meRelogin).toMatchObject({ success: false, subcode: 6102 });
    // The victim's current tokens died with the family.
    const renewed = await victim.gql<ReloginData>(RELOGIN);
    expect(renewed.data?.meRelogin.subcode).toBe(6101);
    const me = await api
      .client()
      .gql(ME, undefined, { authorization: `Bearer ${rotated.data?.meRelogin.accessToken}` });
    expect(me.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('tolerates two tabs renewing with the same token at once', async () => {
    const client = api.client();
    const login = await client.gql<LoginData>(LOGIN, { input: { login: 'owner@chobep.vn', password: 'chobep123' } });
    const token = login.data?.meLogin.rememberToken;
    const [a, b] = await Promise.all([
      api.client().gql<ReloginData>(RELOGIN, { input: { rememberToken: token } }),
      api.client().gql<ReloginData>(RELOGIN, { input: { rememberToken: token } }),
    ]);
    expect(a.data?.meRelogin.success).toBe(true);
    expect(b.data?.meRelogin.success).toBe(true);
  });
});

describe('meLogout', () => {
  it('ends the session: the old access and remember tokens stop working', async () => {
    const client = api.client();
    const login = await client.gql<LoginData>(LOGIN, {
      input: { login: 'purchaser@chobep.vn', password: 'chobep123' },
    });
    const { accessToken, rememberToken } = login.data?.meLogin ?? {};
    const out = await client.gql<{ meLogout: { success: boolean } }>('mutation { meLogout { success } }');
    expect(out.data?.meLogout.success).toBe(true);
    // Only the device cookie stays: it is what lets the owner in while strangers guess (sign-in limits).
    expect([...client.cookies.keys()]).toEqual(['cb_device']);
    const me = await api.client().gql(ME, undefined, { authorization: `Bearer ${accessToken}` });
    expect(me.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const relogin = await api.client().gql<ReloginData>(RELOGIN, { input: { rememberToken } });
    expect(relogin.data?.meRelogin.subcode).toBe(6101);
  });

  it('revokes the remember token even when the access token has expired', async () => {
    const client = api.client();
    await client.signIn('purchaser@chobep.vn');
    const rt = client.cookies.get('cb_rt');
    client.cookies.delete('cb_at');
    await client.gql('mutation { meLogout { success } }');
    const relogin = await api.client().gql<ReloginData>(RELOGIN, { input: { rememberToken: rt } });
    expect(relogin.data?.meRelogin.subcode).toBe(6101);
  });

  it('is harmless without a session', async () => {
    const res = await api.client().gql<{ meLogout: { success: boolean } }>('mutation { meLogout { success } }');
    expect(res.data?.meLogout.success).toBe(true);
  });
});

describe('meUpdateLang and pingUser', () => {
  it('stores the language of the user', async () => {
    const client = api.client();
    await client.signIn('purchaser@chobep.vn');
    const res = await client.gql<{ meUpdateLang: { success: boolean } }>(
      'mutation { meUpdateLang(lang: en) { success } }',
    );
    expect(res.data?.meUpdateLang.success).toBe(true);
    const me = await client.gql<{ me: { lang: string } }>(ME);
    expect(me.data?.me.lang).toBe('en');
    await client.gql('mutation { meUpdateLang(lang: vi) { success } }');
  });

  it('rejects an unknown language with a GraphQL validation error, not a crash', async () => {
    const client = api.client();
    await client.signIn('purchaser@chobep.vn');
    const res = await client.gql('mutation { meUpdateLang(lang: fr) { success } }');
    expect(res.data ?? null).toBeNull();
    expect(res.errors?.[0]?.message).toMatch(/"fr"/);
  });

  it('records the heartbeat of the signed-in user only', async () => {
    const client = api.client({ lang: 'en' });
    await client.signIn('purchaser@chobep.vn');
    const me = await client.gql<{ me: { id: string } }>(ME);
    const id = me.data?.me.id;
    const ping = await client.gql<{ pingUser: { success: boolean } }>(
      'mutation P($id: ID!) { pingUser(userId: $id) { success } }',
      { id },
    );
    expect(ping.data?.pingUser.success).toBe(true);
    const [row] = await api.database.db
      .select({ seen: users.lastSeenAt })
      .from(users)
      .where(eq(users.id, String(id)));
    expect(row?.seen).toBeInstanceOf(Date);

    const [other] = await api.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'owner@chobep.vn'));
    const forged = await client.gql<{ pingUser: { success: boolean; userErrors: Array<{ code: string }> } }>(
      'mutation P($id: ID!) { pingUser(userId: $id) { success userErrors { code } } }',
      { id: other?.id },
    );
    expect(forged.data?.pingUser).toMatchObject({ success: false, userErrors: [{ code: 'FORBIDDEN' }] });

    const anonymous = await api.client().gql('mutation P($id: ID!) { pingUser(userId: $id) { success } }', { id });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
