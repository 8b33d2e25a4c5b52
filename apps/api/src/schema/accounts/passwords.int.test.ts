import { createHash } from 'node:crypto';
import {
  DEMO_ACCOUNTS,
  DEMO_BUYERS,
  DEMO_SUPPLY_ACCOUNTS,
  loginThrottles,
  mailOutbox,
  passwordResetTokens,
  rememberTokens,
  sessions,
  signInDevices,
  users,
} from '@chobep/db';
import { and, desc, eq, isNull, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, createUser, PASSWORD, type TestApi, type TestClient } from '../../test/harness';

let api: TestApi;

const FORGET = `mutation Forget($input: MeForgetPasswordInput!) {
  meForgetPassword(input: $input) { success userErrors { field code message } } }`;
const RESET = `mutation Reset($input: MeResetPasswordInput!) {
  meResetPassword(input: $input) { success userErrors { field code message } } }`;
const UPDATE = `mutation Update($input: MeUpdatePasswordInput!) {
  meUpdatePassword(input: $input) { success userErrors { field code message } } }`;
const ME = 'query { me { id } }';
const OUTBOX = `query Outbox($recipient: String, $size: Int) { operatorMailOutbox(recipient: $recipient, size: $size) {
  total items { recipient kind lang subject status textBody } } }`;

type Payload = { success: boolean; userErrors: Array<{ field: string | null; code: string; message: string }> };

async function forget(client: TestClient, email: string) {
  const res = await client.gql<{ meForgetPassword: Payload }>(FORGET, { input: { email } });
  return res.data?.meForgetPassword as Payload;
}
async function reset(client: TestClient, token: string, password = 'matkhau2026', confirmPassword = password) {
  const res = await client.gql<{ meResetPassword: Payload }>(RESET, { input: { token, password, confirmPassword } });
  return res.data?.meResetPassword as Payload;
}

/** A user of its own (so the limits and mails of one test do not meet another's), password chobep123. */
async function freshUser(lang: 'vi' | 'en' = 'vi') {
  const user = await createUser(api, { buyerId: DEMO_BUYERS.bepViet.id, permissions: [] });
  await api.database.db.update(users).set({ lang, name: 'Lan Nguyễn' }).where(eq(users.id, user.id));
  return user;
}

async function mailsTo(email: string) {
  return api.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.recipient, email))
    .orderBy(desc(mailOutbox.createdAt));
}

/** The token of the newest reset mail to this address, read from its link as the recipient would. */
async function tokenFromMail(email: string): Promise<string> {
  const [mail] = await mailsTo(email);
  const match = mail?.textBody.match(/\/reset-password\?token=([A-Za-z0-9_-]+)/);
  if (!match?.[1]) throw new Error(`no reset link mailed to ${email}`);
  return match[1];
}

/** Each client its own address, so the per-address limit of one test does not hold up another. */
let addressSeq = 10;
function clientAt(lang: 'vi' | 'en' = 'vi'): TestClient {
  addressSeq++;
  return api.client({ lang, headers: { 'x-forwarded-for': `203.0.113.${addressSeq}` } });
}

beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api.close();
});

describe('meForgetPassword', () => {
  it('mails a single-use link in the user’s language and stores only the token’s hash', async () => {
    const user = await freshUser('en');
    const res = await forget(clientAt('vi'), user.email.toUpperCase());
    expect(res).toEqual({ success: true, userErrors: [] });
    const [mail] = await mailsTo(user.email);
    expect(mail).toMatchObject({ kind: 'PASSWORD_RESET', lang: 'en', subject: 'Reset your Chợ Bếp password' });
    expect(mail?.textBody).toContain('Hello Lan Nguyễn,');
    // Without SITE_URL (nor npm start's WEB_ORIGIN) the link goes to http://localhost:3000, whatever the request's host.
    expect(mail?.textBody).toMatch(/http:\/\/localhost:3000\/reset-password\?token=[A-Za-z0-9_-]{43}/);
    const token = await tokenFromMail(user.email);
    const stored = await api.database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(token);
    const ttl = (stored[0]?.expiresAt.getTime() ?? 0) - (stored[0]?.createdAt.getTime() ?? 0);
    expect(ttl).toBe(60 * 60_000);
  });

  it('writes the mail in Vietnamese for a Vietnamese user, whatever the request’s language', async () => {
    const user = await freshUser('vi');
    await forget(clientAt('en'), user.email);
    const [mail] = await mailsTo(user.email);
    expect(mail).toMatchObject({ lang: 'vi', subject: 'Đặt lại mật khẩu Chợ Bếp' });
    expect(mail?.textBody).toContain('Xin chào Lan Nguyễn,');
  });

  it('points the link at SITE_URL when it is set, whatever the request’s host', async () => {
    const site = await createTestApi({ siteUrl: 'https://chobep.vn' });
    try {
      const user = await createUser(site, { buyerId: DEMO_BUYERS.bepViet.id, permissions: [] });
      const client = site.client({ headers: { 'x-forwarded-host': 'evil.example' } });
      await client.gql(FORGET, { input: { email: user.email } });
      const [mail] = await site.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, user.email));
      expect(mail?.textBody).toMatch(/https:\/\/chobep\.vn\/reset-password\?token=/);
      expect(mail?.textBody).not.toContain('evil.example');
    } finally {
      await site.close();
    }
  });

  it('gives the same answer for an unknown e-mail, a disabled account and a real one, and mails only the real one', async () => {
    const user = await freshUser();
    const disabled = await freshUser();
    await api.database.db.update(users).set({ status: 'INACTIVE' }).where(eq(users.id, disabled.id));
    const answers = await Promise.all([
      clientAt('en').gql(FORGET, { input: { email: user.email } }),
      clientAt('en').gql(FORGET, { input: { email: 'nobody-at-all@chobep.vn' } }),
      clientAt('en').gql(FORGET, { input: { email: disabled.email } }),
    ]);
    // The whole answer, byte for byte: status, body and cookies.
    const bodies = answers.map((a) =>
      JSON.stringify({ status: a.status, data: a.data, errors: a.errors, cookies: a.setCookies }),
    );
    expect(new Set(bodies).size).toBe(1);
    expect(await mailsTo(user.email)).toHaveLength(1);
    expect(await mailsTo('nobody-at-all@chobep.vn')).toHaveLength(0);
    expect(await mailsTo(disabled.email)).toHaveLength(0);
  });

  it.each([
    ['vi', '', 'REQUIRED', 'Địa chỉ email không được để trống'],
    ['en', '   ', 'REQUIRED', 'Email must not be empty'],
    ['vi', 'owner', 'INVALID_EMAIL', 'Vui lòng nhập đúng địa chỉ email'],
    ['en', 'owner@', 'INVALID_EMAIL', 'Please enter a correct email address'],
  ] as const)('%s: %j → %s', async (lang, email, code, message) => {
    expect(await forget(clientAt(lang), email)).toEqual({
      success: false,
      userErrors: [{ field: 'email', code, message }],
    });
  });

  it('limits requests per e-mail, for unknown e-mails the same way, whatever the address', async () => {
    for (const email of [(await freshUser()).email, 'unknown-limit@chobep.vn']) {
      for (let i = 0; i < 3; i++) expect((await forget(clientAt(), email)).success).toBe(true);
      const refused = await forget(clientAt('en'), email);
      expect(refused).toEqual({
        success: false,
        userErrors: [
          {
            field: null,
            code: 'TOO_MANY_RESET_REQUESTS',
            message: 'Too many password reset requests. Please try again in 1 minute.',
          },
        ],
      });
    }
  });

  it('limits requests per client address across e-mails', async () => {
    const client = clientAt('vi');
    for (let i = 0; i < 20; i++) expect((await forget(client, `spray${i}@example.vn`)).success).toBe(true);
    const refused = await forget(client, 'spray-last@example.vn');
    expect(refused.userErrors[0]).toMatchObject({ code: 'TOO_MANY_RESET_REQUESTS' });
    expect(refused.userErrors[0]?.message).toBe(
      'Bạn đã yêu cầu đặt lại mật khẩu quá nhiều lần. Vui lòng thử lại sau 30 giây.',
    );
    // The counters are rows every instance shares.
    const rows = await api.database.db.select().from(loginThrottles).where(like(loginThrottles.key, 'reset-address:%'));
    expect(rows.length).toBeGreaterThan(0);
  });
});

describe('meResetPassword', () => {
  it('sets the new password with the mailed token, once; every session and remember token ends', async () => {
    const user = await freshUser();
    // Two signed-in browsers, one with remember-me.
    const a = api.client();
    const b = api.client();
    await a.signIn(user.email, PASSWORD, true);
    await b.signIn(user.email, PASSWORD, false);
    expect((await a.gql(ME)).data).toMatchObject({ me: { id: user.id } });

    await forget(clientAt(), user.email);
    const token = await tokenFromMail(user.email);
    expect(await reset(clientAt(), token)).toEqual({ success: true, userErrors: [] });

    // Sessions: ended; their access tokens are refused at once, their remember tokens revoked.
    for (const client of [a, b]) {
      const res = await client.gql(ME);
      expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
    expect(
      await api.database.db
        .select()
        .from(sessions)
        .where(and(eq(sessions.userId, user.id), isNull(sessions.endedAt))),
    ).toEqual([]);
    expect(
      await api.database.db
        .select()
        .from(rememberTokens)
        .where(and(eq(rememberTokens.userId, user.id), isNull(rememberTokens.revokedAt))),
    ).toEqual([]);
    const renewed = await a.gql<{ meRelogin: { success: boolean } }>('mutation { meRelogin { success } }');
    expect(renewed.data?.meRelogin.success).toBe(false);
    // Known browsers are forgotten: a new password inherits no device.
    expect(await api.database.db.select().from(signInDevices).where(eq(signInDevices.userId, user.id))).toEqual([]);

    // The new password signs in, the old one does not.
    await expect(api.client().signIn(user.email, PASSWORD)).rejects.toThrow();
    await expect(api.client().signIn(user.email, 'matkhau2026')).resolves.toMatchObject({ success: true });

    // Single use.
    const again = await reset(clientAt('en'), token, 'khac2026x');
    expect(again).toEqual({
      success: false,
      userErrors: [
        {
          field: 'token',
          code: 'RESET_TOKEN_INVALID',
          message: 'This password reset link has expired or has already been used. Please ask for a new one.',
        },
      ],
    });
  });

  it('refuses an expired token with the same clear message', async () => {
    const user = await freshUser();
    await forget(clientAt(), user.email);
    const token = await tokenFromMail(user.email);
    await api.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, user.id));
    expect(await reset(clientAt('vi'), token)).toEqual({
      success: false,
      userErrors: [
        {
          field: 'token',
          code: 'RESET_TOKEN_INVALID',
          message: 'Liên kết đặt lại mật khẩu đã hết hạn hoặc đã được sử dụng. Vui lòng yêu cầu liên kết mới.',
        },
      ],
    });
    await expect(api.client().signIn(user.email, PASSWORD)).resolves.toMatchObject({ success: true });
  });

  it('spends the user’s other open links with the one used', async () => {
    const user = await freshUser();
    await forget(clientAt(), user.email);
    const first = await tokenFromMail(user.email);
    await forget(clientAt(), user.email);
    const second = await tokenFromMail(user.email);
    expect(second).not.toBe(first);
    expect((await reset(clientAt(), second)).success).toBe(true);
    expect((await reset(clientAt(), first, 'khac2026x')).userErrors[0]?.code).toBe('RESET_TOKEN_INVALID');
  });

  it('lets only one of two racing resets with one token win', async () => {
    const user = await freshUser();
    await forget(clientAt(), user.email);
    const token = await tokenFromMail(user.email);
    const results = await Promise.all([
      reset(clientAt(), token, 'dautien2026'),
      reset(clientAt(), token, 'thuhai2026'),
    ]);
    expect(results.filter((r) => r.success)).toHaveLength(1);
    const won = results[0]?.success ? 'dautien2026' : 'thuhai2026';
    await expect(api.client().signIn(user.email, won)).resolves.toMatchObject({ success: true });
  });

  it.each([
    [
      'en',
      'abc',
      'short1',
      'short1',
      'password',
      'PASSWORD_TOO_SHORT',
      'The password must be at least 8 characters long',
    ],
    [
      'vi',
      'abc',
      'matkhaumoi',
      'matkhaumoi',
      'password',
      'PASSWORD_NEEDS_DIGIT',
      'Mật khẩu phải có ít nhất một chữ số',
    ],
    [
      'en',
      'abc',
      'mat khau 1',
      'mat khau 1',
      'password',
      'PASSWORD_HAS_SPACES',
      'The password must not contain spaces',
    ],
    [
      'en',
      'abc',
      'matkhau1',
      'matkhau2',
      'confirmPassword',
      'PASSWORD_CONFIRM_MISMATCH',
      'Your confirm password is not correct!',
    ],
    ['vi', 'abc', 'matkhau1', '', 'confirmPassword', 'REQUIRED', 'Xác nhận mật khẩu không được để trống'],
    [
      'en',
      'not-a-token',
      'matkhau1',
      'matkhau1',
      'token',
      'RESET_TOKEN_INVALID',
      'This password reset link has expired or has already been used. Please ask for a new one.',
    ],
  ] as const)('%s: %j / %j / %j → %s %s', async (lang, token, password, confirm, field, code, message) => {
    expect(await reset(clientAt(lang), token, password, confirm)).toEqual({
      success: false,
      userErrors: [{ field, code, message }],
    });
  });
});

describe('meUpdatePassword', () => {
  async function update(client: TestClient, currentPassword: string, password: string, confirmPassword = password) {
    const res = await client.gql<{ meUpdatePassword: Payload }>(UPDATE, {
      input: { currentPassword, password, confirmPassword },
    });
    return res;
  }

  it('needs a session', async () => {
    const res = await update(api.client(), PASSWORD, 'matkhau2026');
    expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('changes the password, keeps this session and signs every other one out', async () => {
    const user = await freshUser();
    const here = api.client();
    const there = api.client();
    await here.signIn(user.email);
    await there.signIn(user.email);
    const res = await update(here, PASSWORD, 'matkhau2026');
    expect(res.data?.meUpdatePassword).toEqual({ success: true, userErrors: [] });
    expect((await here.gql(ME)).data).toMatchObject({ me: { id: user.id } });
    expect((await there.gql(ME)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    // This browser's remember token still renews; the other's is revoked.
    expect(
      (await here.gql<{ meRelogin: { success: boolean } }>('mutation { meRelogin { success } }')).data?.meRelogin
        .success,
    ).toBe(true);
    expect(
      (await there.gql<{ meRelogin: { success: boolean } }>('mutation { meRelogin { success } }')).data?.meRelogin
        .success,
    ).toBe(false);
    await expect(api.client().signIn(user.email, PASSWORD)).rejects.toThrow();
    await expect(api.client().signIn(user.email, 'matkhau2026')).resolves.toMatchObject({ success: true });
  });

  it.each([
    [
      'en',
      'wrong-pass1',
      'matkhau2026',
      'matkhau2026',
      'currentPassword',
      'CURRENT_PASSWORD_WRONG',
      'The current password is incorrect',
    ],
    ['vi', '', 'matkhau2026', 'matkhau2026', 'currentPassword', 'REQUIRED', 'Mật khẩu hiện tại không được để trống'],
    [
      'en',
      PASSWORD,
      PASSWORD,
      PASSWORD,
      'password',
      'PASSWORD_SAME_AS_CURRENT',
      'The new password must be different from the current one',
    ],
    ['vi', PASSWORD, 'ngan1', 'ngan1', 'password', 'PASSWORD_TOO_SHORT', 'Mật khẩu phải có ít nhất 8 ký tự'],
    [
      'en',
      PASSWORD,
      'matkhau2026',
      'matkhau2027',
      'confirmPassword',
      'PASSWORD_CONFIRM_MISMATCH',
      'Your confirm password is not correct!',
    ],
  ] as const)('%s: current %j, new %j / %j → %s', async (lang, current, password, confirm, field, code, message) => {
    const user = await freshUser();
    const client = api.client({ lang });
    await client.signIn(user.email);
    const res = await update(client, current, password, confirm);
    expect(res.data?.meUpdatePassword).toEqual({ success: false, userErrors: [{ field, code, message }] });
    // Nothing changed.
    await expect(api.client().signIn(user.email, PASSWORD)).resolves.toMatchObject({ success: true });
  });

  it('limits guesses of the current password like sign-in attempts', async () => {
    const user = await freshUser();
    const client = api.client({ lang: 'en' });
    await client.signIn(user.email);
    for (let i = 0; i < 5; i++) {
      const res = await update(client, `wrong${i}pass`, 'matkhau2026');
      expect(res.data?.meUpdatePassword.userErrors[0]?.code).toBe('CURRENT_PASSWORD_WRONG');
    }
    const res = await update(client, PASSWORD, 'matkhau2026');
    expect(res.data?.meUpdatePassword.userErrors[0]).toMatchObject({
      field: 'currentPassword',
      code: 'TOO_MANY_ATTEMPTS',
      message: 'Too many sign-in attempts. Please try again in 30 seconds.',
    });
  });
});

describe('operatorMailOutbox', () => {
  it('lists mails newest first for operators, with the body of a mail SMTP has not taken', async () => {
    const user = await freshUser();
    await forget(clientAt(), user.email);
    const operator = api.client();
    await operator.signIn(DEMO_SUPPLY_ACCOUNTS.operator.email);
    const res = await operator.gql<{
      operatorMailOutbox: {
        total: number;
        items: Array<{ recipient: string; kind: string; status: string; textBody: string | null }>;
      };
    }>(OUTBOX, { recipient: user.email.toUpperCase(), size: 5 });
    expect(res.data?.operatorMailOutbox.total).toBe(1);
    expect(res.data?.operatorMailOutbox.items[0]).toMatchObject({ recipient: user.email, kind: 'PASSWORD_RESET' });
    expect(res.data?.operatorMailOutbox.items[0]?.textBody).toContain('/reset-password?token=');
  });

  it('refuses a supplier’s user and a buyer', async () => {
    for (const login of [DEMO_SUPPLY_ACCOUNTS.supplier.email, DEMO_ACCOUNTS.owner.email]) {
      const client = api.client();
      await client.signIn(login);
      const res = await client.gql(OUTBOX, {});
      expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect(res.data?.operatorMailOutbox ?? null).toBeNull();
    }
  });
});
