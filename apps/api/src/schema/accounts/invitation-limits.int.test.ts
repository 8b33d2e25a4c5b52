import { DEMO_ACCOUNTS, DEMO_GROUPS, invitations, loginThrottles, mailOutbox } from '@chobep/db';
import { INVITE_LIMITS, INVITE_MAX_EMAILS } from '@chobep/domain';
import { eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createServer } from '../../server';
import { createTestApi, type TestApi, TestClient } from '../../test/harness';
import { ACCEPT, INVITE, invitationTokenOf, teamMember, type UserErrorsOf } from '../../test/team';

/**
 * How many invitation mails go out (issue 22): a quota per inviter and per company counted in the database, shared
 * by every API instance, refused with TOO_MANY_REQUESTS before anything is mailed; and a re-sent list mails each
 * address once.
 */
let api: TestApi;
let secondInstance: Awaited<ReturnType<typeof createServer>>;
let owner: TestClient;
let seq = 0;
const fresh = (tag = 'moi') => `${tag}-${++seq}-${process.pid}@test.chobep.vn`;
const list = (n: number, tag = 'han') => Array.from({ length: n }, () => fresh(tag));

type InvitePayload = UserErrorsOf & { results: { email: string; outcome: string; message: string | null }[] };

async function invite(client: TestClient, input: Record<string, unknown>): Promise<InvitePayload> {
  const res = await client.gql<{ companyInviteUsers: InvitePayload }>(INVITE, { input });
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return res.data.companyInviteUsers;
}
async function mailsTo(emails: string[]) {
  return api.database.db.select().from(mailOutbox).where(inArray(mailOutbox.recipient, emails));
}

beforeAll(async () => {
  api = await createTestApi();
  // Another API instance on the same database: what one counts, the other sees.
  secondInstance = await createServer({ database: api.database, logLevel: 'silent', mail: { poll: false } });
  await secondInstance.ready();
  owner = api.client({ lang: 'en' });
  await owner.signIn(DEMO_ACCOUNTS.owner.email);
});
afterAll(async () => {
  await secondInstance?.close();
  await api?.close();
});
// Each test starts with full quotas.
beforeEach(async () => {
  await api.database.db.delete(loginThrottles).where(like(loginThrottles.key, 'invite:%'));
});

/** The same signed-in browser, talking to the second instance. */
function onSecondInstance(client: TestClient, lang: 'vi' | 'en' = 'en'): TestClient {
  const other = new TestClient(secondInstance, { lang });
  for (const [name, value] of client.cookies) other.cookies.set(name, value);
  return other;
}

describe('invitation quotas', () => {
  it('an inviter gets a full hour’s quota across two instances, then TOO_MANY_REQUESTS and nothing is mailed', async () => {
    const { max } = INVITE_LIMITS.userHour;
    const second = onSecondInstance(owner);
    const sent: string[] = [];
    for (let i = 0; sent.length < max; i++) {
      const emails = list(Math.min(INVITE_MAX_EMAILS, max - sent.length));
      const res = await invite(i % 2 === 0 ? owner : second, { emails });
      expect(res.success).toBe(true);
      expect(res.results.every((r) => r.outcome === 'INVITED')).toBe(true);
      sent.push(...emails);
    }
    expect(await mailsTo(sent)).toHaveLength(max);

    for (const [client, message] of [
      [owner, /^You have sent too many requests\. Please try again in (59|60) minutes\.$/],
      [onSecondInstance(owner, 'vi'), /^Bạn đã gửi quá nhiều yêu cầu\. Vui lòng thử lại sau (59|60) phút\.$/],
    ] as const) {
      const late = fresh('tre');
      const refused = await invite(client, { emails: [late] });
      expect(refused.success).toBe(false);
      expect(refused.results).toEqual([]);
      expect(refused.userErrors).toEqual([{ code: 'TOO_MANY_REQUESTS', field: 'emails', message: expect.any(String) }]);
      expect(refused.userErrors[0]?.message).toMatch(message);
      expect(await mailsTo([late])).toEqual([]);
      expect(await api.database.db.select().from(invitations).where(eq(invitations.email, late))).toEqual([]);
    }

    // An hour later the window starts again.
    await api.database.db
      .update(loginThrottles)
      .set({ windowStartedAt: new Date(Date.now() - INVITE_LIMITS.userHour.windowMs - 1000) })
      .where(like(loginThrottles.key, `invite:%:hour`));
    expect((await invite(owner, { emails: [fresh('sau')] })).success).toBe(true);
  });

  it('a company gets its quota whoever invites: a colleague with an unused quota is refused once it is spent', async () => {
    const { max } = INVITE_LIMITS.companyHour;
    const managers = [];
    for (let i = 0; i * INVITE_LIMITS.userHour.max < max; i++)
      managers.push(await teamMember(api, ['BUYER_USER_ADD', 'BUYER_USER_LIST']));
    let sent = 0;
    for (const manager of managers) {
      for (let own = 0; own < INVITE_LIMITS.userHour.max && sent < max; ) {
        const n = Math.min(INVITE_MAX_EMAILS, INVITE_LIMITS.userHour.max - own, max - sent);
        expect((await invite(manager.client, { emails: list(n) })).success).toBe(true);
        own += n;
        sent += n;
      }
    }
    const fresher = await teamMember(api, ['BUYER_USER_ADD', 'BUYER_USER_LIST']);
    const refused = await invite(fresher.client, { emails: [fresh('tre')] });
    expect(refused.userErrors.map((e) => e.code)).toEqual(['TOO_MANY_REQUESTS']);
    // Another company's quota is its own.
    const other = api.client({ lang: 'en' });
    await other.signIn(DEMO_ACCOUNTS.otherOwner.email);
    expect((await invite(other, { emails: [fresh('khac')] })).success).toBe(true);
  });

  it('parallel calls on two instances never mail more than the quota', async () => {
    const lists = Array.from({ length: 5 }, () => list(INVITE_MAX_EMAILS, 'song'));
    const second = onSecondInstance(owner);
    const answers = await Promise.all(lists.map((emails, i) => invite(i % 2 ? second : owner, { emails })));
    const granted = answers.filter((a) => a.success).length;
    expect(granted).toBe(INVITE_LIMITS.userHour.max / INVITE_MAX_EMAILS);
    expect(answers.filter((a) => a.userErrors[0]?.code === 'TOO_MANY_REQUESTS')).toHaveLength(5 - granted);
    expect(await mailsTo(lists.flat())).toHaveLength(INVITE_LIMITS.userHour.max);
  });

  it('members, invalid addresses and addresses just invited cost nothing', async () => {
    const emails = list(3);
    await invite(owner, { emails });
    await invite(owner, { emails: [...emails, DEMO_ACCOUNTS.purchaser.email, 'không-phải-email'] });
    const [row] = await api.database.db
      .select()
      .from(loginThrottles)
      .where(eq(loginThrottles.key, `invite:user:${DEMO_ACCOUNTS.owner.id}:hour`));
    expect(row?.failures).toBe(3);
  });
});

describe('a re-sent list mails each address once', () => {
  it('after fixing an invalid address, the valid one is not mailed again and its link still works', async () => {
    const a = fresh('lai');
    const b = fresh('lai');
    const first = await invite(owner, { emails: [`${a}, ${b.replace('@', '@@')}`] });
    expect(first.results.map((r) => r.outcome)).toEqual(['INVITED', 'INVALID']);
    const link = await invitationTokenOf(api, a);

    const again = await invite(owner, { emails: [`${a}, ${b}`] });
    expect(again.success).toBe(true);
    expect(again.userErrors).toEqual([]);
    expect(again.results).toEqual([
      {
        email: a,
        outcome: 'ALREADY_INVITED',
        message: expect.stringMatching(
          new RegExp(
            `^${a} was invited at \\d\\d:\\d\\d; the mail was not sent again\\. It can be sent again after \\d\\d:\\d\\d\\.$`,
          ),
        ),
      },
      { email: b, outcome: 'INVITED', message: null },
    ]);
    expect(await mailsTo([a])).toHaveLength(1);
    expect(await mailsTo([b])).toHaveLength(1);
    expect(await invitationTokenOf(api, a)).toBe(link);
    const accepted = await api.client().gql<{ invitationAccept: UserErrorsOf }>(ACCEPT, {
      input: {
        token: link,
        name: 'Ngô Thị Lan',
        password: 'bepviet2026',
        confirmPassword: 'bepviet2026',
        storeIds: [],
      },
    });
    expect(accepted.data?.invitationAccept.success).toBe(true);
  });

  it('a double submit on two instances mails each address once', async () => {
    const emails = list(4, 'doi');
    const answers = await Promise.all([invite(owner, { emails }), invite(onSecondInstance(owner), { emails })]);
    expect(await mailsTo(emails)).toHaveLength(4);
    const outcomes = answers.map((a) => [...new Set(a.results.map((r) => r.outcome))]).sort();
    expect(outcomes).toEqual([['ALREADY_INVITED'], ['INVITED']]);
  });

  it('a re-send with other groups changes the pending invitation, without a second mail', async () => {
    const email = fresh('nhom');
    await invite(owner, { emails: [email] });
    const again = await invite(owner, { emails: [email], groupIds: [DEMO_GROUPS.bepVietApprovers.id] });
    expect(again.results[0]?.outcome).toBe('ALREADY_INVITED');
    expect(await mailsTo([email])).toHaveLength(1);
    const [row] = await api.database.db.select().from(invitations).where(eq(invitations.email, email));
    expect(row?.groupIds).toEqual([DEMO_GROUPS.bepVietApprovers.id]);
  });
});
