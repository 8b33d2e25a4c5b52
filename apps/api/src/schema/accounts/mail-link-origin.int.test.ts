import { DEMO_ACCOUNTS, DEMO_BUYERS, DEMO_STORES, mailOutbox } from '@chobep/db';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, createUser, type TestApi } from '../../test/harness';
import { INVITE } from '../../test/team';

/**
 * The address of the links mailed to users comes from configuration, never from the request: SITE_URL, else the
 * address `npm start` serves the web app on (WEB_ORIGIN, which it passes to the API), else http://localhost:3000.
 * A caller who writes their own Host, X-Forwarded-Host and a matching Origin (which the CSRF check then takes for the
 * request's own origin) must not get their site into someone's password-reset or invitation mail.
 */
const FORGET = `mutation Forget($input: MeForgetPasswordInput!) {
  meForgetPassword(input: $input) { success userErrors { code } } }`;

/** What an attacker sends: the whole request says it was addressed to their site. */
const FORGED: Record<string, string>[] = [
  { host: 'evil.example', origin: 'http://evil.example' },
  { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https', origin: 'https://evil.example' },
  { host: 'evil.example', 'x-forwarded-host': 'evil.example:8443', origin: 'http://evil.example:8443' },
];

async function newestMail(api: TestApi, to: string, kind: 'PASSWORD_RESET' | 'INVITATION') {
  const [mail] = await api.database.db
    .select({ text: mailOutbox.textBody, html: mailOutbox.htmlBody })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.recipient, to.toLowerCase()), eq(mailOutbox.kind, kind)))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  if (!mail) throw new Error(`no ${kind} mail to ${to}`);
  return mail;
}

let seq = 0;
describe.each([
  { settings: { webOrigin: 'http://localhost:3200' }, origin: 'http://localhost:3200', what: 'npm start’s address' },
  { settings: {}, origin: 'http://localhost:3000', what: 'http://localhost:3000' },
  {
    settings: { siteUrl: 'https://chobep.vn/', webOrigin: 'http://localhost:3200' },
    origin: 'https://chobep.vn',
    what: 'SITE_URL',
  },
])('links in mails with $settings point at $what', ({ settings, origin }) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi(settings);
  });
  afterAll(async () => {
    await api?.close();
  });

  it.each(FORGED)('forgot password with %o', async (headers) => {
    const user = await createUser(api, { buyerId: DEMO_BUYERS.bepViet.id, permissions: [] });
    const res = await api
      .client({ headers: { 'x-forwarded-for': `203.0.113.${++seq}` } })
      .gql<{ meForgetPassword: { success: boolean } }>(FORGET, { input: { email: user.email } }, headers);
    expect(res.errors).toBeUndefined();
    expect(res.data?.meForgetPassword.success).toBe(true);
    const mail = await newestMail(api, user.email, 'PASSWORD_RESET');
    expect(mail.text).toMatch(new RegExp(`${origin.replace(/[.:/]/g, '\\$&')}/reset-password\\?token=[\\w-]{43}`));
    expect(`${mail.text}${mail.html}`).not.toContain('evil.example');
  });

  it.each(FORGED)('an invitation with %o', async (headers) => {
    const owner = api.client({ lang: 'en', headers });
    await owner.signIn(DEMO_ACCOUNTS.owner.email);
    const email = `origin-${++seq}-${process.pid}@test.chobep.vn`;
    const res = await owner.gql<{ companyInviteUsers: { success: boolean } }>(INVITE, {
      input: { emails: [email], groupIds: [], storeIds: [DEMO_STORES.bepVietQuan1.id] },
    });
    expect(res.errors).toBeUndefined();
    expect(res.data?.companyInviteUsers.success).toBe(true);
    const mail = await newestMail(api, email, 'INVITATION');
    expect(mail.text).toMatch(new RegExp(`${origin.replace(/[.:/]/g, '\\$&')}/invitations/[\\w-]+`));
    expect(`${mail.text}${mail.html}`).not.toContain('evil.example');
  });
});
