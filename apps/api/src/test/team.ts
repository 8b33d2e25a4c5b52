import { DEMO_BUYERS, DEMO_STORES, mailOutbox } from '@chobep/db';
import type { Permission } from '@chobep/domain';
import { and, desc, eq } from 'drizzle-orm';
import { createUser, type TestApi, type TestClient } from './harness';

/** The team's tests (issue 15): a signed-in user of a company with exactly these own permissions. */
export async function teamMember(
  api: TestApi,
  permissions: readonly Permission[],
  opts: { buyerId?: string; storeIds?: readonly string[]; lang?: 'vi' | 'en' } = {},
): Promise<{ id: string; email: string; client: TestClient }> {
  const user = await createUser(api, {
    buyerId: opts.buyerId ?? DEMO_BUYERS.bepViet.id,
    permissions,
    storeIds: opts.storeIds ?? [DEMO_STORES.bepVietQuan1.id],
  });
  const client = api.client({ lang: opts.lang ?? 'en' });
  await client.signIn(user.email);
  return { ...user, client };
}

export interface UserErrorsOf {
  success: boolean;
  userErrors: { code: string; field: string | null; message: string }[];
}

export const GROUP_FIELDS = 'groupId name active isSystemCreated permissions members { id name }';

/** The token of the newest invitation mailed to this address, read from the outbox as a mail client would. */
export async function invitationTokenOf(api: TestApi, email: string): Promise<string> {
  const rows = await api.database.db
    .select({ text: mailOutbox.textBody })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.recipient, email.toLowerCase()), eq(mailOutbox.kind, 'INVITATION')))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  const token = rows[0]?.text.match(/\/invitations\/([\w-]+)/)?.[1];
  if (!token) throw new Error(`no invitation mail to ${email}`);
  return token;
}

export const INVITE = `mutation Invite($input: CompanyInviteUsersInput!) { companyInviteUsers(input: $input) {
  success userErrors { code field message } results { email outcome message } } }`;
export const ACCEPT = `mutation Accept($input: InvitationAcceptInput!) { invitationAccept(input: $input) {
  success userErrors { code field message } email } }`;
