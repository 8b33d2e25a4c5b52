import { createHash } from 'node:crypto';
import { DEMO_ACCOUNTS, DEMO_GROUPS, DEMO_STORES, invitations, mailOutbox, users } from '@chobep/db';
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
        DEMO_ACCOUNTS.otherOwner.email,
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
        message: `${DEMO_ACCOUNTS.purchaser.email} already has a Chợ Bếp account`,
      },
      {
        email: DEMO_ACCOUNTS.otherOwner.email,
        outcome: 'ALREADY_MEMBER',
        message: `${DEMO_ACCOUNTS.otherOwner.email} already has a Chợ Bếp account`,
      },
      { email: 'không-phải-email', outcome: 'INVALID', message: 'không-phải-email is not a valid email' },
    ]);
    expect(res.userErrors.map((e) => [e.code, e.field])).toEqual([
      ['INVITE_ALREADY_MEMBER', 'emails'],
      ['INVITE_ALREADY_MEMBER', 'emails'],
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
    [Array.from({ length: 21 }, (_, i) => `a${i}@x.vn`), 'INVITE_TOO_MANY', 'At most 20 emails can be invited at once'],
  ])('refuses an empty or too long list (%#)', async (emails, code, message) => {
    const res = await invite(owner, { emails });
    expect(res.userErrors).toEqual([{ code, field: 'emails', message }]);
  });

  it('a newer invitation revokes the older link', async () => {
    const email = fresh();
    await invite(owner, { emails: [email] });
    const first = await invitationTokenOf(api, email);
    await new Promise((r) => setTimeout(r, 5));
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
