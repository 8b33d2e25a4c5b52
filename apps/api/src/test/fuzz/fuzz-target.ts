import type { Answer } from './check-answer';

/** What the fuzzer needs of a server: Fastify's inject, in-process (no port, no socket limits). */
export interface Injectable {
  inject(request: {
    method: 'GET' | 'POST';
    url: string;
    headers: Record<string, string>;
    payload?: string | Buffer;
    remoteAddress?: string;
  }): Promise<{
    statusCode: number;
    body: string;
    headers: Record<string, string | string[] | number | undefined>;
  }>;
}

/** `supply`: a supplier's user or an operator, for the supply side's operations (issue 14). */
export type Role = 'visitor' | 'owner' | 'supply';

export interface OutgoingRequest {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

/** An answer that takes longer is a hang. */
export const REQUEST_TIMEOUT_MS = 10_000;

/**
 * Fuzzed calls come from an address of their own (TEST-NET-2), the owner's sign-ins from another: thousands of
 * failed meLogin calls may slow that address down (the sign-in throttle's job), not the fuzzer's own session.
 */
const FUZZ_ADDRESS = '198.51.100.7';
const SIGN_IN_ADDRESS = '192.0.2.1';

/**
 * Sends fuzzed requests as a visitor or as a signed-in owner acting for one of its stores. The owner's session is
 * the one a browser has (cookies); a request that changes it (meLogout, meLogin, meRelogin with a fuzzed token …)
 * is answered with Set-Cookie, and the next owner request signs in again — so no operation needs to be known here.
 */
export class FuzzTarget {
  private cookies: string | null = null;
  private storeId: string | null = null;
  private userId: string | null = null;
  private supplyCookies: string | null = null;
  signIns = 0;

  constructor(
    private readonly app: Injectable,
    private readonly owner: { login: string; password: string },
    private readonly supplyAccount: { login: string; password: string } | null = null,
    /** Takes the error lines the server logged since the last call (each request's are its own: one at a time). */
    private readonly takeErrorLog: () => string[] = () => [],
  ) {}

  async send(role: Role, request: OutgoingRequest): Promise<Answer> {
    const headers = { ...request.headers };
    if (role === 'owner') {
      const session = await this.ownerSession();
      headers.cookie = headers.cookie ? `${session.cookies}; ${headers.cookie}` : session.cookies;
      if (session.storeId && !('x-store-id' in headers)) headers['x-store-id'] = session.storeId;
    } else if (role === 'supply') {
      const cookies = await this.supplySession();
      headers.cookie = headers.cookie ? `${cookies}; ${headers.cookie}` : cookies;
    }
    this.takeErrorLog();
    const answer = await bounded(this.app.inject({ ...request, headers, remoteAddress: FUZZ_ADDRESS }));
    answer.errorLog = this.takeErrorLog();
    if (role === 'owner' && answer.headers['set-cookie'] !== undefined) this.cookies = null;
    if (role === 'supply' && answer.headers['set-cookie'] !== undefined) this.supplyCookies = null;
    return answer;
  }

  /** The supply account's session (an operator: it reaches every supplier's orders), signed in when needed. */
  private async supplySession(): Promise<string> {
    if (this.supplyCookies) return this.supplyCookies;
    if (!this.supplyAccount) throw new Error('the fuzzer has no supply account');
    const res = await this.app.inject({
      method: 'POST',
      url: '/graphql',
      remoteAddress: SIGN_IN_ADDRESS,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        query: 'mutation FuzzSupplySignIn($input: MeLoginInput!) { meLogin(input: $input) { success } }',
        variables: { input: { ...this.supplyAccount, rememberMe: true } },
      }),
    });
    if (!(JSON.parse(res.body) as { data?: { meLogin?: { success: boolean } } }).data?.meLogin?.success)
      throw new Error(`the fuzzer could not sign in the supply account: ${res.body}`);
    const setCookie = res.headers['set-cookie'];
    const list = Array.isArray(setCookie) ? setCookie : setCookie ? [String(setCookie)] : [];
    this.supplyCookies = list.map((c) => c.split(';')[0]).join('; ');
    this.signIns++;
    return this.supplyCookies;
  }

  /** `{ __typename }`: the server still answers. */
  async alive(): Promise<Answer> {
    return this.send('visitor', {
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ query: '{ __typename }' }),
    });
  }

  /** The owner's own ids: what its calls need to get past "not yours". */
  async ownerIds(): Promise<{ userId: string | null; storeId: string | null }> {
    await this.ownerSession();
    return { userId: this.userId, storeId: this.storeId };
  }

  private async ownerSession(): Promise<{ cookies: string; storeId: string | null }> {
    if (this.cookies) return { cookies: this.cookies, storeId: this.storeId };
    const res = await this.app.inject({
      method: 'POST',
      url: '/graphql',
      remoteAddress: SIGN_IN_ADDRESS,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        query:
          'mutation FuzzSignIn($input: MeLoginInput!) { meLogin(input: $input) { success userErrors { message } me { id stores { id } } } }',
        variables: { input: { ...this.owner, rememberMe: true } },
      }),
    });
    const body = JSON.parse(res.body) as {
      data?: { meLogin?: { success: boolean; me?: { id: string; stores: { id: string }[] } | null } };
    };
    if (!body.data?.meLogin?.success) throw new Error(`the fuzzer could not sign in: ${res.body}`);
    const setCookie = res.headers['set-cookie'];
    const list = Array.isArray(setCookie) ? setCookie : setCookie ? [String(setCookie)] : [];
    this.cookies = list.map((c) => c.split(';')[0]).join('; ');
    // A store chosen, as the web app does, so store-scoped operations get past "which store?".
    this.storeId = body.data.meLogin.me?.stores[0]?.id ?? null;
    this.userId = body.data.meLogin.me?.id ?? null;
    this.signIns++;
    return { cookies: this.cookies, storeId: this.storeId };
  }
}

async function bounded(pending: ReturnType<Injectable['inject']>): Promise<Answer> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<Answer>((resolve) => {
    timer = setTimeout(
      () => resolve({ status: 0, body: `no answer within ${REQUEST_TIMEOUT_MS / 1000} s`, headers: {} }),
      REQUEST_TIMEOUT_MS,
    );
  });
  try {
    return await Promise.race([
      pending.then((res) => ({ status: res.statusCode, body: res.body, headers: res.headers })),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
