import { type Db, orderDrafts } from '@chobep/db';
import { and, eq } from 'drizzle-orm';
import { builder } from '../../builder';
import {
  createOrderDraft,
  type DraftGroup,
  type DraftLine,
  type DraftRow,
} from '../../services/checkout/create-order-draft';
import { mayActForStore } from '../buyers/store-access';
import { SupplierRef } from '../catalog/taxonomy.type';
import { failed, fromDomainError, ok, type PayloadShape, UserError, userError } from '../shared/payload';
import { PaymentMethodEnum, RedInvoiceRef } from './checkout.type';

const DraftLineRef = builder.objectRef<DraftLine>('OrderDraftItem').implement({
  fields: (t) => ({
    productId: t.exposeID('productId'),
    name: t.string({ resolve: (l, _a, ctx) => (ctx.lang === 'en' ? l.nameEn : l.nameVi) }),
    uom: t.exposeString('uomCode'),
    quantity: t.exposeFloat('quantity'),
    priceBeforeVat: t.expose('priceBeforeVat', { type: 'Money' }),
    vatRate: t.exposeInt('vatRate'),
    price: t.expose('price', { type: 'Money' }),
    amountBeforeVat: t.expose('amountBeforeVat', { type: 'Money' }),
    vat: t.expose('vat', { type: 'Money' }),
    amount: t.expose('amount', { type: 'Money' }),
    discount: t.expose('discount', { type: 'Money' }),
  }),
});

const DraftGroupRef = builder.objectRef<DraftGroup>('OrderDraftGroup').implement({
  description: 'One order-to-be: a supplier’s lines with every total and choice.',
  fields: (t) => ({
    supplier: t.field({
      type: SupplierRef,
      resolve: async (g, _a, ctx) => {
        const s = await ctx.catalog.supplierById.load(g.supplierId);
        if (!s) throw new Error(`supplier ${g.supplierId} is missing`);
        return s;
      },
    }),
    deliveryDate: t.exposeString('deliveryDate'),
    slotStart: t.exposeString('slotStart'),
    slotEnd: t.exposeString('slotEnd'),
    deliveryNote: t.exposeString('deliveryNote', { nullable: true }),
    paymentMethod: t.field({ type: PaymentMethodEnum, resolve: (g) => g.paymentMethod }),
    voucherCode: t.exposeString('voucherCode', { nullable: true }),
    items: t.field({ type: [DraftLineRef], resolve: (g) => g.lines }),
    subTotalBeforeVat: t.expose('subtotalBeforeVat', { type: 'Money' }),
    vat: t.expose('vat', { type: 'Money' }),
    totalItemPrice: t.expose('itemsTotal', { type: 'Money' }),
    discount: t.expose('discount', { type: 'Money' }),
    deliveryFee: t.expose('deliveryFee', { type: 'Money' }),
    deliveryFeeVat: t.expose('deliveryFeeVat', { type: 'Money' }),
    grossTotal: t.expose('grossTotal', { type: 'Money' }),
  }),
});

const sum = (
  d: DraftRow,
  key: keyof Pick<
    DraftGroup,
    'subtotalBeforeVat' | 'vat' | 'itemsTotal' | 'discount' | 'deliveryFee' | 'deliveryFeeVat' | 'grossTotal'
  >,
) => d.snapshot.groups.reduce((n, g) => n + g[key], 0);

const OrderDraftRef = builder.objectRef<DraftRow>('OrderDraft').implement({
  description: 'A checkout kept for 30 minutes: what orderCreate will create with its token.',
  fields: (t) => ({
    token: t.exposeString('token'),
    storeId: t.exposeID('storeId'),
    expiresAt: t.field({ type: 'DateTime', resolve: (d) => d.expiresAt }),
    orderIds: t.idList({ description: 'Set once the orders exist.', resolve: (d) => d.orderIds ?? [] }),
    groups: t.field({ type: [DraftGroupRef], resolve: (d) => d.snapshot.groups }),
    redInvoiceInfo: t.field({ type: RedInvoiceRef, resolve: (d) => d.snapshot.redInvoice }),
    subTotalBeforeVat: t.field({ type: 'Money', resolve: (d) => sum(d, 'subtotalBeforeVat') }),
    vat: t.field({ type: 'Money', resolve: (d) => sum(d, 'vat') }),
    totalItemPrice: t.field({ type: 'Money', resolve: (d) => sum(d, 'itemsTotal') }),
    discount: t.field({ type: 'Money', resolve: (d) => sum(d, 'discount') }),
    deliveryFee: t.field({ type: 'Money', resolve: (d) => sum(d, 'deliveryFee') }),
    deliveryFeeVat: t.field({ type: 'Money', resolve: (d) => sum(d, 'deliveryFeeVat') }),
    grossTotal: t.field({ type: 'Money', resolve: (d) => sum(d, 'grossTotal') }),
  }),
});

interface DraftPayloadShape extends PayloadShape {
  draft?: DraftRow;
}

const DraftPayload = builder.objectRef<DraftPayloadShape>('OrderDraftPayload').implement({
  fields: (t) => ({
    success: t.exposeBoolean('success'),
    userErrors: t.field({ type: [UserError], resolve: (p) => p.userErrors }),
    token: t.string({ nullable: true, resolve: (p) => p.draft?.token ?? null }),
    draft: t.field({ type: OrderDraftRef, nullable: true, resolve: (p) => p.draft ?? null }),
  }),
});

const RedInvoiceInput = builder.inputType('RedInvoiceInput', {
  fields: (t) => ({
    registeredName: t.string(),
    registeredAddress: t.string(),
    redInvoiceNumber: t.string({ description: 'The tax code: 10 digits, or 10 digits, a hyphen and 3.' }),
  }),
});

async function findDraft(db: Db, token: string, buyerId: string): Promise<DraftRow | null> {
  const [row] = await db
    .select()
    .from(orderDrafts)
    .where(and(eq(orderDrafts.token, token), eq(orderDrafts.buyerId, buyerId)));
  return row ? { ...row, snapshot: row.snapshot as DraftRow['snapshot'] } : null;
}

builder.queryFields((t) => ({
  orderDraft: t.withAuth({ loggedIn: true }).field({
    type: OrderDraftRef,
    nullable: true,
    description: "A draft of the viewer's company, for a store the viewer acts for; null otherwise.",
    args: { token: t.arg.string({ required: true }) },
    resolve: async (_r, args, ctx) => {
      const draft = await findDraft(ctx.db, args.token, ctx.viewer.buyerId);
      return draft && (await mayActForStore(ctx, draft.storeId)) ? draft : null;
    },
  }),
}));

builder.mutationFields((t) => ({
  cartCreateOrderDraft: t.withAuth({ loggedIn: true }).field({
    type: DraftPayload,
    description:
      "Checks the store's cart as orderCreate will (minimums, dates, slots, vouchers, deposit) and keeps a priced " +
      'snapshot for 30 minutes under a token. The red-invoice details default to the company’s.',
    args: { storeId: t.arg.id({ required: true }), redInvoice: t.arg({ type: RedInvoiceInput }) },
    resolve: async (_r, args, ctx): Promise<DraftPayloadShape> => {
      const storeId = String(args.storeId);
      if (!(await mayActForStore(ctx, storeId))) return failed(userError('FORBIDDEN', ctx.lang, 'storeId'));
      try {
        const draft = await createOrderDraft(
          ctx.db,
          { storeId, buyerId: ctx.viewer.buyerId, userId: ctx.viewer.userId, region: ctx.viewer.region },
          args.redInvoice
            ? {
                name: args.redInvoice.registeredName ?? null,
                address: args.redInvoice.registeredAddress ?? null,
                taxCode: args.redInvoice.redInvoiceNumber ?? null,
              }
            : null,
        );
        return { ...ok(), draft };
      } catch (error) {
        return fromDomainError(error, ctx.lang);
      }
    },
  }),
}));
