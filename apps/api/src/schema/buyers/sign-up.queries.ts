import { builder } from '../../builder';
import { readSignUps, SIGN_UP_PAGE_MAX } from '../../services/buyers/review-sign-ups';
import { BuyerStatusEnum } from '../shared/enums';
import { queryAnswer } from '../shared/payload';
import { BuyerSignUpPageRef } from './sign-up.type';

builder.queryFields((t) => ({
  supplyBuyerSignUps: t.withAuth({ supply: true }).field({
    type: BuyerSignUpPageRef,
    description:
      'Companies by review state (default PENDING: those waiting, the oldest first) with their business setup and ' +
      `owner. Operators only. At most ${SIGN_UP_PAGE_MAX} a page.`,
    args: {
      status: t.arg({ type: BuyerStatusEnum, defaultValue: 'PENDING' }),
      page: t.arg.int({ defaultValue: 1 }),
      size: t.arg.int({ defaultValue: 20 }),
    },
    resolve: (_r, args, ctx) =>
      queryAnswer(ctx.lang, () =>
        readSignUps(ctx.db, ctx.supplyViewer, args.status ?? 'PENDING', args.page ?? 1, args.size ?? 20),
      ),
  }),
}));
