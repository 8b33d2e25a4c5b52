import { randomBytes } from 'node:crypto';
import { expect, request as playwrightRequest } from '@playwright/test';
import { DEMO_PASSWORD, SUPPLY_ACCOUNTS } from './accounts';
import { BASE_URL } from './env';
import { graphql, ME_LOGIN } from './graphql';

export interface Newcomer {
  email: string;
  company: string;
}

const SIGN_UP = `mutation E2eNewcomerSignUp($input: BuyerCreateAccountInput!) {
  buyerCreateAccount(input: $input) { success buyerId userErrors { field code message } }
}`;
const APPROVE = `mutation E2eNewcomerApprove($buyerId: ID!) {
  supplyBuyerApprove(buyerId: $buyerId) { success userErrors { field code message } }
}`;

/**
 * A company of its own for a test that changes it for good (its first store): signed up through the API as the
 * sign-up form does (a Hồ Chí Minh Vietnamese restaurant), approved by the demo operator. Its owner signs in with
 * the demo password. The UI of both steps is e2e/specs/accounts/signup.spec.ts's.
 */
export async function approvedNewcomer(label: string): Promise<Newcomer> {
  const tag = randomBytes(4).toString('hex');
  const email = `newcomer-${label}-${tag}@e2e.chobep.vn`;
  const company = `Quán Thử ${tag}`;
  const visitor = await playwrightRequest.newContext({ baseURL: BASE_URL });
  const operator = await playwrightRequest.newContext({ baseURL: BASE_URL });
  try {
    const signUp = await graphql<{
      buyerCreateAccount: { success: boolean; buyerId: string | null; userErrors: unknown[] };
    }>(
      visitor,
      SIGN_UP,
      {
        input: {
          representativeName: 'Nguyễn Thị Lan',
          role: 'OWNER',
          email,
          telephone: `037${String(randomBytes(4).readUInt32BE() % 10_000_000).padStart(7, '0')}`,
          password: DEMO_PASSWORD,
          confirmPassword: DEMO_PASSWORD,
          businessName: company,
          businessType: 'RESTAURANT',
          businessCategory: 'RESTAURANT_VIETNAMESE',
          branchCount: 1,
          provinceCode: '79',
          district: 'Quận 3',
          ward: 'Phường Võ Thị Sáu',
          address: '12 Nguyễn Đình Chiểu',
          acquisitionSource: 'FRIEND',
        },
      },
      { origin: BASE_URL },
    );
    const buyerId = signUp.data?.buyerCreateAccount.buyerId;
    expect(signUp.data?.buyerCreateAccount.success, JSON.stringify(signUp)).toBe(true);

    const login = await graphql<{ meLogin: { success: boolean } }>(
      operator,
      ME_LOGIN,
      { input: { login: SUPPLY_ACCOUNTS.operator.email, password: DEMO_PASSWORD, rememberMe: false } },
      { origin: BASE_URL },
    );
    expect(login.data?.meLogin.success, JSON.stringify(login)).toBe(true);
    const approved = await graphql<{ supplyBuyerApprove: { success: boolean } }>(
      operator,
      APPROVE,
      { buyerId },
      { origin: BASE_URL },
    );
    expect(approved.data?.supplyBuyerApprove.success, JSON.stringify(approved)).toBe(true);
    return { email, company };
  } finally {
    await visitor.dispose();
    await operator.dispose();
  }
}
