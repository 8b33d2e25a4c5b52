import { customerRequests, type Db, products } from '@chobep/db';
import {
  type CampaignSource,
  CUSTOMER_REQUEST_LIMIT,
  type CustomerRequestKind,
  contactUsSchema,
  customerContactRequestSchema,
  DomainError,
  errorReportSchema,
  isBotSubmission,
  keepInTouchSchema,
  type Language,
  productPath,
  productRequestSchema,
  REQUEST_LIMITS,
  requestIssues,
} from '@chobep/domain';
import { formatWait } from '@chobep/domain/accounts/sign-in-limits';
import { addressLimitKey } from '@chobep/domain/platform/client-address';
import { and, desc, eq, lt, or, type SQL } from 'drizzle-orm';
import { reserveAttempt } from '../accounts/login-throttle';

/** Who sends a request: the client's address (rate limit), the signed-in user if any, the language. */
export interface RequestSender {
  clientAddress: string | null;
  userId: string | null;
  buyerId: string | null;
  lang: Language;
}

/** An invalid field of a request, with its code (REQUIRED gets the field label at the edge). */
export class RequestInvalid extends Error {
  constructor(readonly issues: { field: string; code: DomainError['code']; max?: number }[]) {
    super('REQUEST_INVALID');
    this.name = 'RequestInvalid';
  }
}

const SCHEMAS = {
  CONTACT_US: contactUsSchema,
  CONTACT_REQUEST: customerContactRequestSchema,
  KEEP_IN_TOUCH: keepInTouchSchema,
  PRODUCT_REQUEST: productRequestSchema,
  ERROR_REPORT: errorReportSchema,
} as const;

type Row = typeof customerRequests.$inferInsert;

/** The columns of each kind's parsed form. */
function columnsOf(kind: CustomerRequestKind, data: Record<string, unknown>): Partial<Row> {
  const s = (key: string) => (typeof data[key] === 'string' ? (data[key] as string) : null);
  switch (kind) {
    case 'CONTACT_US':
      return {
        whoAreYou: data.whoAreYou as Row['whoAreYou'],
        name: s('name'),
        telephone: s('phone'),
        email: s('email'),
        companyName: s('companyName'),
        message: s('message'),
      };
    case 'CONTACT_REQUEST':
      return { name: s('name'), telephone: s('phone'), productId: s('productId'), message: s('message') };
    case 'KEEP_IN_TOUCH':
      return { email: s('email'), name: s('name'), telephone: s('phone') };
    case 'PRODUCT_REQUEST':
      return { productName: s('productName'), productLink: s('link'), telephone: s('phone'), message: s('message') };
    case 'ERROR_REPORT':
      return {
        name: s('name'),
        email: s('email'),
        message: s('comments'),
        pageUrl: s('pageUrl'),
        errorDigest: s('digest'),
      };
  }
}

const MAX_OF: Record<string, number> = { ...REQUEST_LIMITS, comments: REQUEST_LIMITS.message, digest: 100 };

/**
 * Stores one request of a form (issue 15 point 7) after its shared schema accepts it. Order of checks: the
 * fields (an invalid form costs nothing), then the honeypot (a bot's request is answered as a success and not
 * stored, and does not tell the bot anything by its timing: it is counted like a real one), then the client
 * address's limit (CUSTOMER_REQUEST_LIMIT, in the shared throttle table so that every API instance counts alike).
 * Returns the new request's id, or null for a bot's.
 */
export async function submitCustomerRequest(
  db: Db,
  sender: RequestSender,
  kind: CustomerRequestKind,
  input: unknown,
  campaignSource: CampaignSource | null,
  now = new Date(),
): Promise<string | null> {
  const parsed = SCHEMAS[kind].safeParse(input);
  if (!parsed.success) {
    throw new RequestInvalid(
      requestIssues(parsed.error).map((issue) => ({
        field: issue.field,
        code: issue.code,
        ...(issue.code === 'TEXT_TOO_LONG' ? { max: MAX_OF[issue.field] ?? 0 } : {}),
      })),
    );
  }
  const reservation = await reserveAttempt(
    db,
    [
      {
        key: `request:${addressLimitKey(sender.clientAddress)}`,
        rule: CUSTOMER_REQUEST_LIMIT,
        onSuccess: 'release',
      },
    ],
    now,
  );
  if (!reservation.granted) {
    throw new DomainError('TOO_MANY_REQUESTS', null, { wait: formatWait(reservation.retryAfterMs, sender.lang) });
  }
  if (isBotSubmission(input as { website?: string })) return null;
  const columns = columnsOf(kind, parsed.data as Record<string, unknown>);
  if (columns.productId) Object.assign(columns, await productAskedAbout(db, columns.productId));
  const [row] = await db
    .insert(customerRequests)
    .values({
      kind,
      ...columns,
      lang: sender.lang,
      userId: sender.userId,
      buyerId: sender.buyerId,
      campaignSource,
      createdAt: now,
    })
    .returning({ id: customerRequests.id });
  return row?.id ?? null;
}

/**
 * The product a talk-to-sales request is about, as the sales team reads it: its name and page at the time of the
 * request (the product may be renamed or withdrawn later). An unknown id is refused on its field.
 */
async function productAskedAbout(db: Db, productId: string): Promise<Partial<Row>> {
  const [product] = await db
    .select({ name: products.nameVi, code: products.supplierInternalCode })
    .from(products)
    .where(eq(products.id, productId));
  if (!product) throw new RequestInvalid([{ field: 'productId', code: 'PRODUCT_NOT_FOUND' }]);
  return { productName: product.name, productLink: productPath(product.name, product.code) };
}

export type CustomerRequestRow = typeof customerRequests.$inferSelect;

export const REQUESTS_PAGE_MAX = 100;

/** Requests for operators, newest first, optionally of one kind; `after` is the last id of the previous page. */
export async function listCustomerRequests(
  db: Db,
  options: { kind?: CustomerRequestKind | null; first?: number | null; after?: string | null },
): Promise<{ items: CustomerRequestRow[]; hasMore: boolean }> {
  const size = Math.min(Math.max(options.first ?? 50, 1), REQUESTS_PAGE_MAX);
  const conditions: SQL[] = [];
  if (options.kind) conditions.push(eq(customerRequests.kind, options.kind));
  if (options.after) {
    const [cursor] = await db
      .select({ createdAt: customerRequests.createdAt, id: customerRequests.id })
      .from(customerRequests)
      .where(eq(customerRequests.id, options.after));
    if (cursor) {
      const older = or(
        lt(customerRequests.createdAt, cursor.createdAt),
        and(eq(customerRequests.createdAt, cursor.createdAt), lt(customerRequests.id, cursor.id)),
      );
      if (older) conditions.push(older);
    }
  }
  const rows = await db
    .select()
    .from(customerRequests)
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(desc(customerRequests.createdAt), desc(customerRequests.id))
    .limit(size + 1);
  return { items: rows.slice(0, size), hasMore: rows.length > size };
}
