import { builder } from '../../builder';
import {
  readStoreReviews,
  reviewStore,
  STORE_REVIEW_PAGE_MAX,
  type StoreReviewRow,
} from '../../services/buyers/review-stores';
import { RegionEnum, StoreStatusEnum } from '../shared/enums';
import { fromDomainError, MutationPayload, ok, queryAnswer } from '../shared/payload';

/** A store as the operators review it: where it is, how to reach it, and its company. */
const StoreReviewRef = builder.objectRef<StoreReviewRow>('StoreReview').implement({
  fields: (t) => ({
    storeId: t.exposeID('id'),
    internalId: t.exposeInt('internalId'),
    name: t.exposeString('name'),
    telephone: t.exposeString('telephone', { nullable: true }),
    address: t.exposeString('address'),
    ward: t.exposeString('ward', { nullable: true }),
    district: t.exposeString('district', { nullable: true }),
    city: t.exposeString('city', { nullable: true }),
    geoLat: t.exposeFloat('geoLat', { nullable: true }),
    geoLon: t.exposeFloat('geoLon', { nullable: true }),
    geoPlusCode: t.exposeString('geoPlusCode', { nullable: true, description: 'The pin as a plus code.' }),
    status: t.field({ type: StoreStatusEnum, resolve: (r) => r.status }),
    createdAt: t.field({ type: 'DateTime', resolve: (r) => r.createdAt }),
    reviewedAt: t.field({ type: 'DateTime', nullable: true, resolve: (r) => r.reviewedAt }),
    reviewNote: t.exposeString('reviewNote', { nullable: true, description: 'Why it was blocked.' }),
    buyerId: t.exposeID('buyerId'),
    companyName: t.exposeString('companyName'),
    companyStatus: t.exposeString('companyStatus'),
    region: t.field({ type: RegionEnum, resolve: (r) => r.region }),
  }),
});

const StoreReviewPageRef = builder.objectRef<{ data: StoreReviewRow[]; total: number }>('StoreReviewPage').implement({
  fields: (t) => ({
    data: t.field({ type: [StoreReviewRef], resolve: (p) => p.data }),
    total: t.exposeInt('total'),
  }),
});

builder.queryFields((t) => ({
  supplyStoreReviews: t.withAuth({ supply: true }).field({
    type: StoreReviewPageRef,
    description:
      'Stores by review state (default PENDING: those a company created and waits to order from, the oldest first), ' +
      `with their company. Operators only. At most ${STORE_REVIEW_PAGE_MAX} a page.`,
    args: {
      status: t.arg({ type: StoreStatusEnum, defaultValue: 'PENDING' }),
      page: t.arg.int({ defaultValue: 1 }),
      size: t.arg.int({ defaultValue: 20 }),
    },
    resolve: (_r, args, ctx) =>
      queryAnswer(ctx.lang, () =>
        readStoreReviews(ctx.db, ctx.supplyViewer, args.status ?? 'PENDING', args.page ?? 1, args.size ?? 20),
      ),
  }),
}));

builder.mutationFields((t) => ({
  supplyStoreApprove: t.withAuth({ supply: true }).field({
    type: MutationPayload,
    description: 'Approves a store waiting for review: its company may order for it. Operators only.',
    args: { storeId: t.arg.id({ required: true }) },
    resolve: async (_r, args, ctx) => {
      try {
        await reviewStore(ctx.db, ctx.supplyViewer, String(args.storeId), { approve: true });
        return ok();
      } catch (error) {
        return fromDomainError(error, ctx.lang);
      }
    },
  }),
  supplyStoreReject: t.withAuth({ supply: true }).field({
    type: MutationPayload,
    description:
      'Blocks a store waiting for review, with a reason (REASON_REQUIRED) its company reads on /store-info. Operators only.',
    args: { storeId: t.arg.id({ required: true }), reason: t.arg.string({ required: true }) },
    resolve: async (_r, args, ctx) => {
      try {
        await reviewStore(ctx.db, ctx.supplyViewer, String(args.storeId), { approve: false, reason: args.reason });
        return ok();
      } catch (error) {
        return fromDomainError(error, ctx.lang);
      }
    },
  }),
}));
