import { buyers, type Db, stores } from '@chobep/db';
import { DomainError, isUuid, type StoreStatus } from '@chobep/domain';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { SupplyViewer } from '../supply/load-supply-viewer';
import { assertOperator, rejectionReasonOf } from './review-sign-ups';

export const STORE_REVIEW_PAGE_MAX = 100;

export interface StoreReviewRow {
  id: string;
  internalId: number;
  name: string;
  telephone: string | null;
  address: string;
  ward: string | null;
  district: string | null;
  city: string | null;
  geoLat: number | null;
  geoLon: number | null;
  geoPlusCode: string | null;
  status: StoreStatus;
  createdAt: Date;
  reviewedAt: Date | null;
  reviewNote: string | null;
  buyerId: string;
  companyName: string;
  companyStatus: string;
  region: 'HN' | 'HCM';
}

/**
 * The stores in one review state for the operators (PENDING: the oldest first, so none waits behind new ones;
 * otherwise the latest reviewed first), each with its company. One statement (stores_status_created_idx).
 */
export async function readStoreReviews(
  db: Db,
  viewer: Pick<SupplyViewer, 'kind'>,
  status: StoreStatus,
  page: number,
  size: number,
): Promise<{ data: StoreReviewRow[]; total: number }> {
  assertOperator(viewer);
  const limit = Math.min(Math.max(1, Math.trunc(size)), STORE_REVIEW_PAGE_MAX);
  const offset = (Math.max(1, Math.trunc(page)) - 1) * limit;
  const rows = await db
    .select({
      id: stores.id,
      internalId: stores.internalId,
      name: stores.name,
      telephone: stores.telephone,
      address: stores.address,
      ward: stores.ward,
      district: stores.district,
      city: stores.city,
      geoLat: stores.geoLat,
      geoLon: stores.geoLon,
      geoPlusCode: stores.geoPlusCode,
      status: stores.status,
      createdAt: stores.createdAt,
      reviewedAt: stores.reviewedAt,
      reviewNote: stores.reviewNote,
      buyerId: stores.buyerId,
      companyName: buyers.name,
      companyStatus: buyers.status,
      region: buyers.region,
      total: sql<number>`count(*) over ()::int`,
    })
    .from(stores)
    .innerJoin(buyers, eq(buyers.id, stores.buyerId))
    .where(eq(stores.status, status))
    .orderBy(
      status === 'PENDING' ? asc(stores.createdAt) : desc(sql`coalesce(${stores.reviewedAt}, ${stores.createdAt})`),
      asc(stores.id),
    )
    .limit(limit)
    .offset(offset);
  return { total: rows[0]?.total ?? 0, data: rows.map(({ total: _total, ...row }) => row) };
}

/**
 * Approves a store waiting for review (it may order) or blocks it with a reason its company reads on /store-info.
 * Conditional on PENDING, so two operators cannot both decide: the second is told it was already reviewed.
 */
export async function reviewStore(
  db: Db,
  viewer: Pick<SupplyViewer, 'kind' | 'userId'>,
  storeId: string,
  decision: { approve: true } | { approve: false; reason: string },
  now = new Date(),
): Promise<void> {
  assertOperator(viewer);
  const reason = rejectionReasonOf(decision);
  if (!isUuid(storeId)) throw new DomainError('STORE_NOT_FOUND', 'storeId');
  const changed = await db
    .update(stores)
    .set({
      status: decision.approve ? 'NORMAL' : 'BLOCKED',
      reviewedAt: now,
      reviewedBy: viewer.userId,
      reviewNote: reason,
    })
    .where(and(eq(stores.id, storeId), eq(stores.status, 'PENDING')))
    .returning({ id: stores.id });
  if (changed.length > 0) return;
  const [exists] = await db.select({ id: stores.id }).from(stores).where(eq(stores.id, storeId));
  throw new DomainError(exists ? 'STORE_ALREADY_REVIEWED' : 'STORE_NOT_FOUND', 'storeId');
}
