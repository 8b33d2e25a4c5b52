import { buyerSignUps, buyers, type Db, users } from '@chobep/db';
import { type BuyerStatus, composeInvoiceDetails, DomainError, isUuid, SIGN_UP_PROVINCES } from '@chobep/domain';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { SupplyViewer } from '../supply/load-supply-viewer';

export const SIGN_UP_PAGE_MAX = 100;
export const REJECTION_REASON_MAX = 500;

/**
 * Only the marketplace's operators review sign-ups: a supplier's user is refused here too, not only by the
 * authorisation table (schema/authorization.ts, `operatorOnly`), so that no other caller of these functions can
 * forget it.
 */
export function assertOperator(viewer: Pick<SupplyViewer, 'kind'>): void {
  if (viewer.kind !== 'OPERATOR') throw new DomainError('OPERATORS_ONLY');
}

export type SignUpRow = typeof buyerSignUps.$inferSelect & {
  name: string;
  telephone: string | null;
  status: BuyerStatus;
  region: 'HN' | 'HCM';
  businessCategory: string | null;
  ownerName: string | null;
  ownerEmail: string | null;
  ownerTelephone: string | null;
};

/**
 * The companies in one review state (PENDING: waiting, the oldest first, so none waits forever behind new ones;
 * otherwise the latest reviewed first), with what they signed up with and their owner's contact. A company made
 * without a sign-up record (the seed) is listed with its own fields.
 */
export async function readSignUps(
  db: Db,
  viewer: Pick<SupplyViewer, 'kind'>,
  status: BuyerStatus,
  page: number,
  size: number,
): Promise<{ data: SignUpRow[]; total: number }> {
  assertOperator(viewer);
  const limit = Math.min(Math.max(1, Math.trunc(size)), SIGN_UP_PAGE_MAX);
  const offset = (Math.max(1, Math.trunc(page)) - 1) * limit;
  // The first user of the company (its owner: a sign-up makes exactly one).
  const owner = db
    .selectDistinctOn([users.buyerId], {
      buyerId: users.buyerId,
      name: users.name,
      email: users.email,
      telephone: users.telephone,
    })
    .from(users)
    .orderBy(users.buyerId, asc(users.createdAt))
    .as('owner');
  const rows = await db
    .select({
      buyer: { id: buyers.id, name: buyers.name, telephone: buyers.telephone, status: buyers.status },
      region: buyers.region,
      businessCategory: buyers.businessCategory,
      location: buyers.location,
      buyerCreatedAt: buyers.createdAt,
      signUp: buyerSignUps,
      ownerName: owner.name,
      ownerEmail: owner.email,
      ownerTelephone: owner.telephone,
      total: sql<number>`count(*) over ()::int`,
    })
    .from(buyers)
    .leftJoin(buyerSignUps, eq(buyerSignUps.buyerId, buyers.id))
    .leftJoin(owner, eq(owner.buyerId, buyers.id))
    .where(eq(buyers.status, status))
    .orderBy(
      status === 'PENDING'
        ? asc(buyers.createdAt)
        : desc(sql`coalesce(${buyerSignUps.reviewedAt}, ${buyers.updatedAt})`),
      asc(buyers.id),
    )
    .limit(limit)
    .offset(offset);
  return {
    total: rows[0]?.total ?? 0,
    data: rows.map((r) => ({
      ...(r.signUp ?? {
        ...emptySignUp(r.buyer.id, r.buyerCreatedAt),
        // A company made without a sign-up (the seed): its own address.
        address: r.location?.address ?? '',
        ward: r.location?.ward ?? '',
        district: r.location?.district ?? '',
      }),
      name: r.buyer.name,
      telephone: r.buyer.telephone,
      status: r.buyer.status,
      region: r.region,
      businessCategory: r.businessCategory,
      ownerName: r.ownerName,
      ownerEmail: r.ownerEmail,
      ownerTelephone: r.ownerTelephone,
    })),
  };
}

function emptySignUp(buyerId: string, createdAt: Date): typeof buyerSignUps.$inferSelect {
  return {
    buyerId,
    submissionId: null,
    businessType: '',
    branchCount: null,
    taxCode: null,
    representativeName: '',
    role: '',
    provinceCode: '',
    district: '',
    ward: '',
    address: '',
    openTime: null,
    closeTime: null,
    foodDeliveryUrl: null,
    acquisitionSource: '',
    acquisitionSourceOther: null,
    eInvoiceEmail: null,
    createdBy: null,
    hubspotUrl: null,
    priorityLevel: null,
    salePic: null,
    team: null,
    regionalGroup: null,
    customerTier: null,
    createdAt,
    reviewedBy: null,
    reviewedAt: null,
    rejectionReason: null,
    campaignSource: null,
  };
}

/** A review's reason: none to approve; required (NFC, trimmed, at most REJECTION_REASON_MAX) to refuse. */
export function rejectionReasonOf(decision: { approve: true } | { approve: false; reason: string }): string | null {
  if (decision.approve) return null;
  const reason = decision.reason.normalize('NFC').trim();
  if (!reason) throw new DomainError('REASON_REQUIRED', 'reason');
  if (reason.length > REJECTION_REASON_MAX)
    throw new DomainError('TEXT_TOO_LONG', 'reason', { max: REJECTION_REASON_MAX });
  return reason;
}

/**
 * Approves or rejects a company waiting for review. The change is conditional (`WHERE status = 'PENDING'`), so two
 * operators cannot both decide: the second is told it was already reviewed. A rejection needs a reason, which the
 * company reads when it tries to sign in.
 */
export async function reviewSignUp(
  db: Db,
  viewer: Pick<SupplyViewer, 'kind' | 'userId'>,
  buyerId: string,
  decision: { approve: true } | { approve: false; reason: string },
  now = new Date(),
): Promise<void> {
  assertOperator(viewer);
  const reason = rejectionReasonOf(decision);
  if (!isUuid(buyerId)) throw new DomainError('SIGN_UP_NOT_FOUND', 'buyerId');
  await db.transaction(async (tx) => {
    const changed = await tx
      .update(buyers)
      .set({ status: decision.approve ? 'NORMAL' : 'REJECTED', updatedAt: now })
      .where(and(eq(buyers.id, buyerId), eq(buyers.status, 'PENDING')))
      .returning({ id: buyers.id });
    if (changed.length === 0) {
      const [exists] = await tx.select({ id: buyers.id }).from(buyers).where(eq(buyers.id, buyerId));
      throw new DomainError(exists ? 'SIGN_UP_ALREADY_REVIEWED' : 'SIGN_UP_NOT_FOUND', 'buyerId');
    }
    await tx
      .update(buyerSignUps)
      .set({ reviewedBy: viewer.userId, reviewedAt: now, rejectionReason: reason })
      .where(eq(buyerSignUps.buyerId, buyerId));
    if (decision.approve) await fillInvoiceDetails(tx, buyerId);
  });
}

/**
 * An approved company's VAT invoice details, where it has none, from its sign-up (composeInvoiceDetails): companies
 * that signed up before the sign-up wrote them, or whose owner cleared them, start with the name, address and tax
 * code they registered.
 */
async function fillInvoiceDetails(tx: Parameters<Parameters<Db['transaction']>[0]>[0], buyerId: string) {
  const [row] = await tx
    .select({
      name: buyers.name,
      companyName: buyers.redInvoiceCompanyName,
      address: buyers.redInvoiceAddress,
      taxCode: buyers.redInvoiceTaxCode,
      signUpTaxCode: buyerSignUps.taxCode,
      street: buyerSignUps.address,
      ward: buyerSignUps.ward,
      district: buyerSignUps.district,
      provinceCode: buyerSignUps.provinceCode,
    })
    .from(buyers)
    .innerJoin(buyerSignUps, eq(buyerSignUps.buyerId, buyers.id))
    .where(eq(buyers.id, buyerId));
  if (!row) return;
  const province = (SIGN_UP_PROVINCES as Record<string, { vi: string } | undefined>)[row.provinceCode ?? ''];
  const details = composeInvoiceDetails(row, {
    businessName: row.name,
    taxCode: row.signUpTaxCode,
    address: row.street,
    ward: row.ward,
    district: row.district,
    city: province?.vi ?? null,
  });
  await tx
    .update(buyers)
    .set({
      redInvoiceCompanyName: details.companyName,
      redInvoiceAddress: details.address,
      redInvoiceTaxCode: details.taxCode,
    })
    .where(eq(buyers.id, buyerId));
}
