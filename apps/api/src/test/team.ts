import { DEMO_BUYERS, DEMO_STORES } from '@chobep/db';
import type { Permission } from '@chobep/domain';
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
