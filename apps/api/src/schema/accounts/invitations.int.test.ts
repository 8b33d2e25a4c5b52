import { createHash } from 'node:crypto';
import { DEMO_ACCOUNTS, DEMO_GROUPS, DEMO_STORES, invitations, mailOutbox, users } from '@chobep/db';
import { INVITE_RESEND_AFTER_MS } from '@chobep/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi, type TestClient } from '../../test/harness';
import { ACCEPT, INVITE, invitationTokenOf, teamMember, type UserErrorsOf } from '../../test/team';

/** Invitations (issue 15 point 5): companyInviteUsers, the public invitation page's query, invitationAccept. */
let api: TestApi;
let owner: TestClient;
let ownerVi: TestClient;
let otherOwner: TestClient;
let seq = 0;
const fresh = (tag = 'moi') => `${tag}-${++seq}-${process.pid}@test.chobep.vn`;

type InvitePayload = UserErrorsOf & { results: { email: string; outcome: string; message: string | null }[] };
type AcceptPayload = UserErrorsOf & { email: string | null };
interface InvitationView {
  state: string;
  email: string | null;
  companyName: string | null;
  inviterName: string | null;
  stores: { id: string; name: string }[];
}
const VIEW = `query Invitation($token: String!) { invitation(token: $token) {
  state email companyName inviterName stores { id name } } }`;

async function invite(client: TestClient, input: Record<string, unknown>): Promise<InvitePayload> {
  const res = await client.gql<{ companyInviteUsers: InvitePayload }>(INVITE, { input });
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return res.data.companyInviteUsers;
}
async function accept(input: Record<string, unknown>, lang: 'vi' | 'en' = 'en'): Promise<AcceptPayload> {
  const res = await api.client({ lang }).gql<{ invitationAccept: AcceptPayload }>(ACCEPT, {
    input: { name: 'Trần Thị Bình', password: 'bepviet2026', confirmPassword: 'bepviet2026', storeIds: [], ...input },
  });
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return res.data.invitationAccept;
}
async function view(token: string): Promise<InvitationView> {
  const res = await api.client().gql<{ invitation: InvitationView }>(VIEW, { token });
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return res.data.invitation;
}
async function mailsTo(email: string) {
  return api.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email));
}
const codes = (p: UserErrorsOf) => p.userErrors.map((e) => e.code);

beforeAll(async () => {
  api = await createTestApi();
  owner = api.client({ lang: 'en' });
  await owner.signIn(DEMO_ACCOUNTS.owner.email);
  ownerVi = api.client({ lang: 'vi' });
  await ownerVi.signIn(DEMO_ACCOUNTS.owner.email);
  otherOwner = api.client({ lang: 'en' });
  await otherOwner.signIn(DEMO_ACCOUNTS.otherOwner.email);
});
afterAll(async () => {
  await api?.close();
});

describe('companyInviteUsers', () => {
  it('mails each new address a single-use link; members and invalid addresses are reported per address', async () => {
    const a = fresh();
    const b = fresh();
    const res = await invite(owner, {
      emails: [
        `${a.toUpperCase()}, ${b}`,
        'không-phải-email',
        DEMO_ACCOUNTS.purchaser.email,
        DEMO_ACCOUNTS.disabled.email,
      ],
      groupIds: [DEMO_GROUPS.bepVietApprovers.id],
      storeIds: [DEMO_STORES.bepVietQuan1.id, DEMO_STORES.bepVietThaoDien.id],
    });
    expect(res.success).toBe(false);
    expect(res.results).toEqual([
      { email: a, outcome: 'INVITED', message: null },
      { email: b, outcome: 'INVITED', message: null },
      {
        email: DEMO_ACCOUNTS.purchaser.email,
        outcome: 'ALREADY_MEMBER',
        message: `${DEMO_ACCOUNTS.purchaser.email} is already a member of your company`,
      },
      {
        email: DEMO_ACCOUNTS.disabled.email,
        outcome: 'ALREADY_MEMBER',
        message: `${DEMO_ACCOUNTS.disabled.email} is already a member of your company`,
      },
      { email: 'không-phải-email', outcome: 'INVALID', message: 'không-phải-email is not a valid email' },
    ]);
    expect(res.userErrors.map((e) => [e.code, e.field])).toEqual([
      ['INVITE_ALREADY_IN_COMPANY', 'emails'],
      ['INVITE_ALREADY_IN_COMPANY', 'emails'],
      ['INVITE_EMAIL_INVALID', 'emails'],
    ]);
    for (const email of [a, b]) {
      const mails = await mailsTo(email);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.subject).toBe(`${DEMO_ACCOUNTS.owner.name} invites you to Nhà hàng Bếp Việt on Chợ Bếp`);
      expect(mails[0]?.textBody).toMatch(/\/invitations\/[\w-]{43}\b/);
    }
    expect(await mailsTo(DEMO_ACCOUNTS.purchaser.email)).toEqual([]);
  });

  it('the token is stored hashed (SHA-256), never as it is', async () => {
    const email = fresh();
    await invite(owner, { emails: [email] });
    const token = await invitationTokenOf(api, email);
    const [row] = await api.database.db.select().from(invitations).where(eq(invitations.email, email));
    expect(row?.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    const leak = await api.database.db.execute(
      sql`select count(*)::int as n from invitations where token_hash = ${token}`,
    );
    expect((leak.rows[0] as { n: number }).n).toBe(0);
  });

  it('a mail in Vietnamese for a Vietnamese inviter', async () => {
    const email = fresh();
    await invite(ownerVi, { emails: [email] });
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toBe(`${DEMO_ACCOUNTS.owner.name} mời bạn tham gia Nhà hàng Bếp Việt trên Chợ Bếp`);
    expect(mail?.lang).toBe('vi');
  });

  it.each([
    [[], 'INVITE_NO_EMAILS', 'Please enter at least one email'],
    // One item may hold several addresses (what the web's text box sends): the 20 counts addresses.
    [
      [Array.from({ length: 21 }, (_, i) => `a${i}@x.vn`).join(', ')],
      'INVITE_TOO_MANY',
      'At most 20 emails can be invited at once',
    ],
  ])('refuses an empty or too long list (%#)', async (emails, code, message) => {
    const res = await invite(owner, { emails });
    expect(res.userErrors).toEqual([{ code, field: 'emails', message }]);
  });

  it('a list of more than 20 items is refused by the GraphQL limits, before anything is read (issue 22 point 9)', async () => {
    const res = await owner.gql(
      'mutation Invite($input: CompanyInviteUsersInput!) { companyInviteUsers(input: $input) { success } }',
      { input: { emails: Array.from({ length: 21 }, (_, i) => `a${i}@x.vn`) } },
    );
    expect(res.errors?.[0]?.extensions).toEqual({ code: 'LIST_TOO_LONG', field: 'input.emails', max: 20 });
  });

  it('a newer invitation (after the re-send pause) revokes the older link', async () => {
    const email = fresh();
    await invite(owner, { emails: [email] });
    const first = await invitationTokenOf(api, email);
    await api.database.db
      .update(invitations)
      .set({ createdAt: new Date(Date.now() - INVITE_RESEND_AFTER_MS - 1000) })
      .where(eq(invitations.email, email));
    await invite(owner, { emails: [email] });
    const second = await invitationTokenOf(api, email);
    expect(second).not.toBe(first);
    expect((await view(first)).state).toBe('INVALID');
    expect((await view(second)).state).toBe('VALID');
  });

  it('nobody invites into a group whose permissions they lack; without BUYER_USER_ADD nobody invites', async () => {
    const manager = await teamMember(api, ['BUYER_USER_ADD', 'BUYER_USER_LIST', 'ORDER_LIST', 'ORDER_VIEW']);
    const email = fresh();
    const res = await invite(manager.client, { emails: [email], groupIds: [DEMO_GROUPS.bepVietApprovers.id] });
    expect(codes(res)).toEqual(['GRANT_NOT_HELD']);
    const lister = await teamMember(api, ['BUYER_USER_LIST']);
    expect(codes(await invite(lister.client, { emails: [email] }))).toEqual(['FORBIDDEN']);
    expect(await mailsTo(email)).toEqual([]);
  });

  it("an owner of another company cannot invite into this one's groups or stores", async () => {
    const email = fresh();
    expect(codes(await invite(otherOwner, { emails: [email], groupIds: [DEMO_GROUPS.bepVietOwners.id] }))).toEqual([
      'GROUP_NOT_FOUND',
    ]);
    expect(codes(await invite(otherOwner, { emails: [email], storeIds: [DEMO_STORES.bepVietQuan1.id] }))).toEqual([
      'STORE_NOT_FOUND',
    ]);
    expect(await mailsTo(email)).toEqual([]);
  });
});

describe('invitation and invitationAccept', () => {
  async function invited(input: Record<string, unknown> = {}) {
    const email = fresh('nhan');
    const res = await invite(owner, { emails: [email], ...input });
    expect(res.success).toBe(true);
    return { email, token: await invitationTokenOf(api, email) };
  }

  it('the link shows the company, the inviter and the stores offered', async () => {
    const { email, token } = await invited({ storeIds: [DEMO_STORES.bepVietQuan1.id] });
    expect(await view(token)).toEqual({
      state: 'VALID',
      email,
      companyName: 'Nhà hàng Bếp Việt',
      inviterName: DEMO_ACCOUNTS.owner.name,
      stores: [{ id: DEMO_STORES.bepVietQuan1.id, name: DEMO_STORES.bepVietQuan1.name }],
    });
    expect(await view('made-up')).toMatchObject({ state: 'INVALID', email: null, companyName: null, stores: [] });
  });

  it("accepting creates the account with the group's permissions only and the chosen stores, once", async () => {
    const { email, token } = await invited({
      groupIds: [DEMO_GROUPS.bepVietApprovers.id],
      storeIds: [DEMO_STORES.bepVietQuan1.id, DEMO_STORES.bepVietThaoDien.id],
    });
    const res = await accept({ token, storeIds: [DEMO_STORES.bepVietThaoDien.id] });
    expect(res).toEqual({ success: true, userErrors: [], email });
    const colleague = api.client();
    await colleague.signIn(email, 'bepviet2026');
    const me = await colleague.gql<{ me: { name: string; permissionCodes: string[]; stores: { id: string }[] } }>(
      'query { me { name permissionCodes stores { id } } }',
    );
    expect(me.data?.me.name).toBe('Trần Thị Bình');
    expect(me.data?.me.permissionCodes.sort()).toEqual(['ORDER_APPROVE', 'ORDER_LIST', 'ORDER_VIEW']);
    expect(me.data?.me.stores.map((s) => s.id)).toEqual([DEMO_STORES.bepVietThaoDien.id]);

    // Used: the page says so, a second acceptance is refused.
    expect((await view(token)).state).toBe('USED');
    expect((await accept({ token })).userErrors).toEqual([
      { code: 'INVITATION_USED', field: 'token', message: 'This invitation has already been used. Please sign in.' },
    ]);
  });

  it('two acceptances of one link at once create one account', async () => {
    const { email, token } = await invited();
    const results = await Promise.all([accept({ token }), accept({ token, name: 'Người thứ hai' })]);
    expect(results.filter((r) => r.success)).toHaveLength(1);
    const rows = await api.database.db.select().from(users).where(eq(users.email, email));
    expect(rows).toHaveLength(1);
  });

  it.each([
    ['en', 'This invitation has expired. Please ask your company administrator for a new one.'],
    ['vi', 'Liên kết mời đã hết hạn. Vui lòng nhờ quản trị viên công ty gửi lời mời mới.'],
  ] as const)('an expired link (%s) is refused with a clear message', async (lang, message) => {
    const { email, token } = await invited();
    await api.database.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.email, email));
    expect(await view(token)).toMatchObject({ state: 'EXPIRED', email: null, companyName: null });
    expect((await accept({ token }, lang)).userErrors).toEqual([
      { code: 'INVITATION_EXPIRED', field: 'token', message },
    ]);
    expect(await api.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it.each([
    [{ password: 'ngan1', confirmPassword: 'ngan1' }, 'PASSWORD_TOO_SHORT', 'password'],
    [{ password: 'khongcoso', confirmPassword: 'khongcoso' }, 'PASSWORD_NEEDS_DIGIT', 'password'],
    [{ password: 'co khoang1', confirmPassword: 'co khoang1' }, 'PASSWORD_HAS_SPACES', 'password'],
    [{ confirmPassword: 'khac2026' }, 'PASSWORD_CONFIRM_MISMATCH', 'confirmPassword'],
    [{ name: '  ' }, 'REQUIRED', 'name'],
  ])('the form rules (%#: %s)', async (input, code, field) => {
    const { token } = await invited();
    const res = await accept({ token, ...input });
    expect(res.userErrors.map((e) => [e.code, e.field])).toEqual([[code, field]]);
    expect((await view(token)).state).toBe('VALID');
  });

  it('stores: only among those offered, at least one when some are offered', async () => {
    const { token } = await invited({ storeIds: [DEMO_STORES.bepVietQuan1.id] });
    for (const storeId of [DEMO_STORES.bepVietPhuNhuan.id, DEMO_STORES.quanComHoanKiem.id, 'x'])
      expect(codes(await accept({ token, storeIds: [storeId] }))).toEqual(['INVITATION_STORE_NOT_OFFERED']);
    expect((await accept({ token, storeIds: [] })).userErrors).toEqual([
      { code: 'INVITATION_STORES_REQUIRED', field: 'storeIds', message: 'Please choose at least one store' },
    ]);
    expect((await accept({ token, storeIds: [DEMO_STORES.bepVietQuan1.id] })).success).toBe(true);
  });

  it('a removed colleague can be invited back: the same account, active again', async () => {
    const { email, token } = await invited();
    await accept({ token });
    const [user] = await api.database.db.select().from(users).where(eq(users.email, email));
    const removed = await owner.gql<{ userRemove: UserErrorsOf }>(
      'mutation R($id: ID!) { userRemove(id: $id) { success } }',
      {
        id: user?.id,
      },
    );
    expect(removed.data?.userRemove.success).toBe(true);
    const again = await invite(owner, { emails: [email] });
    expect(again.results[0]?.outcome).toBe('INVITED');
    const back = await accept({ token: await invitationTokenOf(api, email), name: 'Bình trở lại' });
    expect(back.success).toBe(true);
    const [after] = await api.database.db.select().from(users).where(eq(users.email, email));
    expect(after).toMatchObject({ id: user?.id, status: 'ACTIVE', name: 'Bình trở lại' });
  });
});

describe('an inviter who can no longer act for the company', () => {
  const USER_UPDATE = `mutation U($input: UserUpdateInput!) { userUpdate(input: $input) { success userErrors { code } } }`;
  const USER_REMOVE = 'mutation R($id: ID!) { userRemove(id: $id) { success userErrors { code } } }';

  it.each([
    ['deactivated', 'en', 'The colleague who invited you no longer manages this company’s users'],
    ['deactivated', 'vi', 'Người mời bạn không còn quản lý người dùng của công ty này'],
    ['removed', 'en', 'so the invitation was withdrawn'],
  ] as const)('%s: the pending link is withdrawn and accepting it is refused (%s)', async (how, lang, message) => {
    const manager = await teamMember(api, ['BUYER_USER_ADD', 'BUYER_USER_LIST']);
    const email = fresh('rut');
    expect((await invite(manager.client, { emails: [email] })).success).toBe(true);
    const token = await invitationTokenOf(api, email);
    expect((await view(token)).state).toBe('VALID');

    const res =
      how === 'deactivated'
        ? await owner.gql<{ userUpdate: UserErrorsOf }>(USER_UPDATE, { input: { id: manager.id, status: 'INACTIVE' } })
        : await owner.gql<{ userRemove: UserErrorsOf }>(USER_REMOVE, { id: manager.id });
    expect(res.errors).toBeUndefined();

    expect(await view(token)).toMatchObject({ state: 'WITHDRAWN', email: null, companyName: null, stores: [] });
    const refused = await accept({ token }, lang);
    expect(refused.success).toBe(false);
    expect(refused.userErrors).toEqual([
      { code: 'INVITATION_WITHDRAWN', field: 'token', message: expect.stringContaining(message) },
    ]);
    expect(await api.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('reactivating the inviter does not bring the link back (they invite again)', async () => {
    const manager = await teamMember(api, ['BUYER_USER_ADD', 'BUYER_USER_LIST']);
    const email = fresh('rut');
    await invite(manager.client, { emails: [email] });
    const token = await invitationTokenOf(api, email);
    await owner.gql(USER_UPDATE, { input: { id: manager.id, status: 'INACTIVE' } });
    const back = await owner.gql<{ userUpdate: UserErrorsOf }>(USER_UPDATE, {
      input: { id: manager.id, status: 'ACTIVE' },
    });
    expect(back.data?.userUpdate.success).toBe(true);
    expect((await view(token)).state).toBe('WITHDRAWN');
    expect(codes(await accept({ token }))).toEqual(['INVITATION_WITHDRAWN']);

    // Signed in again, the manager invites anew: a new link that works (the pause before a re-send does not apply
    // to a withdrawn invitation).
    const again = api.client({ lang: 'en' });
    await again.signIn(manager.email);
    expect((await invite(again, { emails: [email] })).results[0]?.outcome).toBe('INVITED');
    const fresher = await invitationTokenOf(api, email);
    expect(fresher).not.toBe(token);
    expect((await accept({ token: fresher })).success).toBe(true);
  });

  it('an invitation whose inviter is inactive by any other path is withdrawn too', async () => {
    const manager = await teamMember(api, ['BUYER_USER_ADD', 'BUYER_USER_LIST']);
    const email = fresh('rut');
    await invite(manager.client, { emails: [email] });
    const token = await invitationTokenOf(api, email);
    await api.database.db.update(users).set({ status: 'INACTIVE' }).where(eq(users.id, manager.id));
    expect((await view(token)).state).toBe('WITHDRAWN');
    expect(codes(await accept({ token }))).toEqual(['INVITATION_WITHDRAWN']);
  });
});

describe('an address with an account elsewhere', () => {
  it('is answered exactly as a new address; its owner gets a notice without a link; nothing changes for them', async () => {
    const newcomer = fresh('moi');
    const supplierUser = 'ncc@tuoisongsaigon.vn';
    const answers = [];
    for (const email of [newcomer, DEMO_ACCOUNTS.otherOwner.email, supplierUser]) {
      const res = await invite(owner, { emails: [email], storeIds: [DEMO_STORES.bepVietQuan1.id] });
      answers.push(JSON.stringify(res).replaceAll(email, 'ADDRESS'));
    }
    expect(new Set(answers).size).toBe(1);
    expect(JSON.parse(answers[0] as string)).toEqual({
      success: true,
      userErrors: [],
      results: [{ email: 'ADDRESS', outcome: 'INVITED', message: null }],
    });

    // A re-send is answered alike too.
    const again = [];
    for (const email of [newcomer, DEMO_ACCOUNTS.otherOwner.email])
      again.push(JSON.stringify(await invite(owner, { emails: [email] })).replaceAll(email, 'ADDRESS'));
    expect(again[0]).toBe(again[1]);

    for (const email of [DEMO_ACCOUNTS.otherOwner.email, supplierUser]) {
      const [account] = await api.database.db.select().from(users).where(eq(users.email, email));
      const mails = await mailsTo(email);
      expect(mails).toHaveLength(1);
      const [mail] = mails;
      expect(mail?.lang).toBe(account?.lang);
      expect(mail?.subject).toBe(
        account?.lang === 'en'
          ? `${DEMO_ACCOUNTS.owner.name} invites you to Nhà hàng Bếp Việt on Chợ Bếp`
          : `${DEMO_ACCOUNTS.owner.name} mời bạn tham gia Nhà hàng Bếp Việt trên Chợ Bếp`,
      );
      expect(mail?.textBody).not.toContain('/invitations/');
      expect(mail?.textBody).toContain(
        account?.lang === 'en' ? 'an account belongs to one company' : 'mỗi tài khoản chỉ thuộc về một công ty',
      );
      // Their account is as it was.
      expect(account).toMatchObject({ status: 'ACTIVE', buyerId: email === supplierUser ? null : account?.buyerId });
    }
    expect((await mailsTo(newcomer))[0]?.textBody).toMatch(/\/invitations\/[\w-]{43}\b/);
    const colleague = api.client();
    await colleague.signIn(DEMO_ACCOUNTS.otherOwner.email);
    const me = await colleague.gql<{ me: { buyer: { id: string } } }>('query { me { buyer { id } } }');
    expect(me.data?.me.buyer.id).toBe(DEMO_ACCOUNTS.otherOwner.buyerId);
  });
});

describe('accepting signs the colleague in', () => {
  const ACCEPT_SIGNED_IN = `mutation Accept($input: InvitationAcceptInput!) { invitationAccept(input: $input) {
    success userErrors { code field message } email accessToken rememberToken me { name } } }`;

  it('the cookies a sign-in sets, the tokens for other clients, and the next request is the new colleague', async () => {
    const email = fresh('vao');
    await invite(owner, { emails: [email], storeIds: [DEMO_STORES.bepVietQuan1.id] });
    const token = await invitationTokenOf(api, email);
    const browser = api.client({ lang: 'vi' });
    const res = await browser.gql<{
      invitationAccept: UserErrorsOf & {
        email: string;
        accessToken: string | null;
        rememberToken: string | null;
        me: { name: string } | null;
      };
    }>(ACCEPT_SIGNED_IN, {
      input: {
        token,
        name: 'Đỗ Thị Vân',
        password: 'bepviet2026',
        confirmPassword: 'bepviet2026',
        storeIds: [DEMO_STORES.bepVietQuan1.id],
      },
    });
    expect(res.data?.invitationAccept).toMatchObject({
      success: true,
      email,
      accessToken: expect.any(String),
      rememberToken: expect.any(String),
      me: { name: 'Đỗ Thị Vân' },
    });

    // The same cookies, flags and lifetimes as a sign-in without remember-me.
    const signIn = await api.client().gql('mutation S($input: MeLoginInput!) { meLogin(input: $input) { success } }', {
      input: { login: email, password: 'bepviet2026', rememberMe: false },
    });
    const shape = (cookies: typeof res.setCookies) =>
      cookies
        .map((c) => ({ name: c.name, httpOnly: c.httpOnly, maxAge: c.maxAge }))
        .sort((a, b) => a.name.localeCompare(b.name));
    expect(shape(res.setCookies)).toEqual(shape(signIn.setCookies));
    expect(res.setCookies.length).toBeGreaterThanOrEqual(3);

    const me = await browser.gql<{ me: { name: string; stores: { id: string }[] } }>(
      'query { me { name stores { id } } }',
    );
    expect(me.data?.me).toEqual({ name: 'Đỗ Thị Vân', stores: [{ id: DEMO_STORES.bepVietQuan1.id }] });
  });

  it('a caller already signed in keeps their own session', async () => {
    const email = fresh('vao');
    await invite(owner, { emails: [email] });
    const signedIn = api.client();
    await signedIn.signIn(DEMO_ACCOUNTS.purchaser.email);
    const res = await signedIn.gql<{ invitationAccept: UserErrorsOf & { me: unknown; accessToken: unknown } }>(
      ACCEPT_SIGNED_IN,
      {
        input: {
          token: await invitationTokenOf(api, email),
          name: 'Đỗ Thị Vân',
          password: 'bepviet2026',
          confirmPassword: 'bepviet2026',
          storeIds: [],
        },
      },
    );
    expect(res.data?.invitationAccept).toMatchObject({ success: true, me: null, accessToken: null });
    expect(res.setCookies).toEqual([]);
    const me = await signedIn.gql<{ me: { email: string } }>('query { me { email } }');
    expect(me.data?.me.email).toBe(DEMO_ACCOUNTS.purchaser.email);
  });

  it('a refused acceptance sets no cookie', async () => {
    const browser = api.client();
    const res = await browser.gql(ACCEPT_SIGNED_IN, {
      input: { token: 'made-up', name: 'A', password: 'bepviet2026', confirmPassword: 'bepviet2026', storeIds: [] },
    });
    expect(res.setCookies).toEqual([]);
  });
});
