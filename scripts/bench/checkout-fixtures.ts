/**
 * What the checkout benchmark (scripts/bench/checkout.ts) and the crash test (scripts/crash/run.ts) share: buyers
 * of their own in a private database, suppliers that always deliver, the products a cart is filled from, and an
 * HTTP client that keeps its cookies and times every operation.
 *
 * Each virtual buyer is a company of its own (region HCM) with one NORMAL store and one OWNER user holding the
 * CREATE_ORDER permissions, so concurrent checkouts never share a cart, a store lock or a sign-in counter.
 */
import { buyers, type Db, demoPasswordHash, stores, userStores, users } from '@chobep/db';
import { sql } from 'drizzle-orm';
import pg from 'pg';

export interface BenchBuyer {
  index: number;
  buyerId: string;
  storeId: string;
  userId: string;
  email: string;
}

export interface CartProduct {
  id: string;
  supplierId: number;
}

export interface CartLinePlan extends CartProduct {
  quantity: number;
}

export const BENCH_PASSWORD = 'chobep123';

/** Drops (when asked) and creates a PostgreSQL database through the server's maintenance database. */
export async function recreatePostgresDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unexpected database name "${name}"`);
  target.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: target.toString() });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
}

/**
 * Every supplier delivers every day from 12 hours on, with no minimum and a cut-off at 23:59, and has no days off:
 * a draft never fails on a date, a slot or a minimum, whatever the hour the run starts at.
 */
export async function makeSuppliersDeliverable(db: Db): Promise<void> {
  await db.execute(sql`update suppliers set moq = 0, same_day = false, hours_to_delivery = 12, cutoff_time = '23:59',
    delivery_days = '{1,2,3,4,5,6,7}'`);
  await db.execute(sql`delete from supplier_day_offs`);
  // A store's own minimum would refuse small carts the same way.
  await db.execute(sql`update stores set moq = null`);
}

/**
 * `count` buyers, each with one store and one owner, e-mail `<tag>-<n>@bench.chobep.vn`, the demo password (hashed
 * with argon2id as the seed does). Inserted in three statements.
 */
export async function createBenchBuyers(db: Db, count: number, tag: string): Promise<BenchBuyer[]> {
  const passwordHash = await demoPasswordHash(Date.now() % 100_000);
  const buyerRows = await db
    .insert(buyers)
    .values(
      Array.from({ length: count }, (_, i) => ({
        name: `Bếp thử tải ${tag} ${i + 1}`,
        status: 'NORMAL' as const,
        accountStatus: 'NORMAL' as const,
        region: 'HCM' as const,
        telephone: `028${String(7_000_000 + i).padStart(8, '0')}`,
      })),
    )
    .returning({ id: buyers.id });
  const storeRows = await db
    .insert(stores)
    .values(
      buyerRows.map((b, i) => ({
        buyerId: b.id,
        name: `Cửa hàng ${tag} ${i + 1}`,
        address: `${i + 1} Lê Lợi, Phường Bến Nghé, Quận 1`,
        city: 'Thành phố Hồ Chí Minh',
        status: 'NORMAL' as const,
      })),
    )
    .returning({ id: stores.id, buyerId: stores.buyerId });
  const userRows = await db
    .insert(users)
    .values(
      buyerRows.map((b, i) => ({
        buyerId: b.id,
        name: `Người mua ${tag} ${i + 1}`,
        email: `${tag}-${i + 1}@bench.chobep.vn`,
        passwordHash,
        role: 'OWNER' as const,
        permissions: ['ORDER_LIST', 'ORDER_VIEW', 'ORDER_PLACE'],
      })),
    )
    .returning({ id: users.id, buyerId: users.buyerId, email: users.email });
  const storeOf = new Map<string | null, string>(storeRows.map((s) => [s.buyerId, s.id]));
  const userOf = new Map(userRows.map((u) => [u.buyerId, u]));
  await db
    .insert(userStores)
    .values(userRows.map((u) => ({ userId: u.id, storeId: storeOf.get(u.buyerId) as string })));
  return buyerRows.map((b, index) => ({
    index,
    buyerId: b.id,
    storeId: storeOf.get(b.id) as string,
    userId: userOf.get(b.id)?.id as string,
    email: userOf.get(b.id)?.email as string,
  }));
}

/**
 * Products any HCM store can put in its cart in whole units (listed, priced in HCM, not in the category HCM hides,
 * not private, plenty of stock, minimum quantity 1), grouped by supplier; suppliers with at least two of them.
 */
export async function orderableProducts(db: Db): Promise<CartProduct[][]> {
  const res = await db.execute<{ id: string; supplier_id: number }>(
    sql`select p.id, p.supplier_id from products p
      join product_prices pr on pr.product_id = p.id and pr.region = 'HCM'
      join suppliers s on s.id = p.supplier_id and not s.off_market and not s.is_private
      join categories c on c.id = p.category_id and c.id <> 81 and coalesce(c.parent_id, 0) <> 81
      where p.is_active and p.allow_purchase and not p.is_private and p.stock > 100 and not p.allow_decimal
        and p.min_quantity <= 1
      order by p.supplier_id, p.id`,
  );
  const groups = new Map<number, CartProduct[]>();
  for (const r of res.rows) {
    const list = groups.get(r.supplier_id) ?? [];
    list.push({ id: r.id, supplierId: r.supplier_id });
    groups.set(r.supplier_id, list);
  }
  const usable = [...groups.values()].filter((l) => l.length >= 2);
  if (usable.length < 3) throw new Error('the catalogue needs three suppliers with two orderable products each');
  return usable;
}

/** A small deterministic generator (mulberry32), so a run's carts can be told again from its seed. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A 3-supplier cart of 6 lines (two products of each supplier), 1–3 units each. */
export function planCart(random: () => number, bySupplier: CartProduct[][], suppliers = 3, perSupplier = 2) {
  const pick = <T>(list: T[], n: number): T[] => {
    const copy = [...list];
    const out: T[] = [];
    while (out.length < n && copy.length) out.push(copy.splice(Math.floor(random() * copy.length), 1)[0] as T);
    return out;
  };
  return pick(bySupplier, suppliers).flatMap((products) =>
    pick(products, perSupplier).map((p): CartLinePlan => ({ ...p, quantity: 1 + Math.floor(random() * 3) })),
  );
}

// ---------------------------------------------------------------------------------------------------------------
// The operations, as a buyer's client sends them

export const SIGN_IN = `mutation SignIn($input: MeLoginInput!) {
  meLogin(input: $input) { success userErrors { field code message } } }`;

/** cartPutItem answers the whole cart; the bench asks for the header's count and the totals. */
export const CART_PUT_ITEM = `mutation CartPutItem($input: CartItemInput!) {
  cartPutItem(input: $input) { success userErrors { field code message } cart { count subtotalBeforeVat vat total } } }`;

export const CART_CREATE_ORDER_DRAFT = `mutation CartCreateOrderDraft($storeId: ID!) {
  cartCreateOrderDraft(storeId: $storeId) { success token userErrors { field code message }
    draft { grossTotal groups { supplier { id } grossTotal items { quantity } } } } }`;

/** What the confirmation page shows: each order's code, supplier, total and lines. */
export const ORDER_CREATE = `mutation OrderCreate($token: String!, $storeId: ID!) {
  orderCreate(token: $token, storeId: $storeId) { success userErrors { field code message } changes { productId reason }
    orders { id code status supplier { id } grossTotal items { productId orderedQuantity } } } }`;

export interface UserErrorAnswer {
  field: string | null;
  code: string;
  message: string;
}

export interface CreatedOrder {
  id: string;
  code: string;
  status: string;
  supplier: { id: number };
  grossTotal: number;
  items: { productId: string; orderedQuantity: number }[];
}

export type Operation = 'meLogin' | 'cartPutItem' | 'cartCreateOrderDraft' | 'orderCreate';

/** The request never got an answer: refused, reset or cut (the server died). */
export class ConnectionLost extends Error {}

export interface Answer<T> {
  status: number;
  data: T | null;
  errors: { message: string; extensions?: { code?: string } }[] | undefined;
  ms: number;
}

/** A buyer's client over HTTP: its own cookie jar (the session cookies the API sets), JSON GraphQL. */
export class BuyerClient {
  private readonly cookies = new Map<string, string>();

  constructor(
    private readonly url: string,
    readonly buyer: BenchBuyer,
  ) {}

  private keep(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (value === '' || attributes.some((a) => /^\s*max-age=0\s*$/i.test(a))) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async gql<T>(operationName: string, query: string, variables: Record<string, unknown>): Promise<Answer<T>> {
    const started = performance.now();
    let res: Response;
    let text: string;
    try {
      res = await fetch(`${this.url}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-lang': 'en',
          ...(this.cookies.size ? { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
        },
        body: JSON.stringify({ operationName, query, variables }),
      });
      text = await res.text();
    } catch (error) {
      throw new ConnectionLost(`${operationName}: ${(error as Error & { cause?: Error }).cause?.message ?? error}`);
    }
    const ms = performance.now() - started;
    this.keep(res);
    let body: { data?: T; errors?: Answer<T>['errors'] } = {};
    try {
      body = JSON.parse(text);
    } catch {
      body = { errors: [{ message: `not JSON (${res.status}): ${text.slice(0, 200)}` }] };
    }
    return { status: res.status, data: body.data ?? null, errors: body.errors, ms };
  }

  async signIn(): Promise<void> {
    const res = await this.gql<{ meLogin: { success: boolean; userErrors: UserErrorAnswer[] } }>('SignIn', SIGN_IN, {
      input: { login: this.buyer.email, password: BENCH_PASSWORD, rememberMe: true },
    });
    if (!res.data?.meLogin.success)
      throw new Error(`sign-in of ${this.buyer.email} failed: ${JSON.stringify(res.data ?? res.errors)}`);
  }

  putItem(line: CartLinePlan) {
    return this.gql<{ cartPutItem: { success: boolean; userErrors: UserErrorAnswer[] } }>(
      'CartPutItem',
      CART_PUT_ITEM,
      {
        input: {
          storeId: this.buyer.storeId,
          supplierId: line.supplierId,
          productId: line.id,
          quantity: line.quantity,
        },
      },
    );
  }

  createDraft() {
    return this.gql<{
      cartCreateOrderDraft: { success: boolean; token: string | null; userErrors: UserErrorAnswer[] };
    }>('CartCreateOrderDraft', CART_CREATE_ORDER_DRAFT, { storeId: this.buyer.storeId });
  }

  createOrders(token: string) {
    return this.gql<{
      orderCreate: {
        success: boolean;
        userErrors: UserErrorAnswer[];
        changes: { productId: string; reason: string }[];
        orders: CreatedOrder[];
      };
    }>('OrderCreate', ORDER_CREATE, { token, storeId: this.buyer.storeId });
  }
}

/** Why an answer is not a plain success: GraphQL errors, a non-200 status or userErrors; null when it is one. */
export function refusal(
  answer: Answer<Record<string, { success: boolean; userErrors: UserErrorAnswer[] }>>,
  field: string,
): string | null {
  if (answer.errors?.length)
    return `${answer.status} ${answer.errors.map((e) => e.extensions?.code ?? e.message).join(', ')}`;
  if (answer.status !== 200) return `HTTP ${answer.status}`;
  const payload = answer.data?.[field];
  if (!payload) return 'no payload';
  if (!payload.success || payload.userErrors.length)
    return payload.userErrors.map((e) => `${e.code}: ${e.message}`).join('; ') || 'success: false';
  return null;
}

/** The value at or above p% of a sorted list (nearest rank), as scripts/bench/run.ts computes it. */
export function percentile(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] as number;
}
