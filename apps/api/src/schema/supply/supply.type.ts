import { buyers, type Db, stores } from '@chobep/db';
import { billedQuantity, formatAddress } from '@chobep/domain';
import DataLoader from 'dataloader';
import { eq, inArray } from 'drizzle-orm';
import { builder } from '../../builder';
import type { Context } from '../../context';
import type { OrderRow } from '../../services/orders/create-orders';
import type { SupplyViewer } from '../../services/supply/load-supply-viewer';
import { OrderItemRef, OrderRef, OrderStatusEnum } from '../orders/order.type';

const AccountKindEnum = builder.enumType('AccountKind', {
  description: 'Whose user: a buying company’s, a supplier’s, or an operator of the marketplace.',
  values: ['BUYER', 'SUPPLIER', 'OPERATOR'] as const,
});

export const SupplyMeRef = builder.objectRef<SupplyViewer>('SupplyMe').implement({
  description: 'The signed-in supplier user or operator.',
  fields: (t) => ({
    id: t.exposeID('userId'),
    name: t.exposeString('name'),
    email: t.exposeString('email', { nullable: true }),
    kind: t.field({ type: AccountKindEnum, resolve: (v) => v.kind }),
    supplierId: t.exposeInt('supplierId', { nullable: true, description: 'Null for an operator.' }),
    supplierName: t.exposeString('supplierName', { nullable: true }),
    permissions: t.stringList({ resolve: (v) => [...v.permissions].sort() }),
  }),
});

export const SupplyOrderFilterInput = builder.inputType('SupplyOrderFilter', {
  fields: (t) => ({
    statuses: t.field({ type: [OrderStatusEnum], description: 'Any of these; none: every status.' }),
    deliveryDateFrom: t.string({ description: 'YYYY-MM-DD, inclusive.' }),
    deliveryDateTo: t.string({ description: 'YYYY-MM-DD, inclusive.' }),
    supplierId: t.int({ description: 'Operators only (a supplier user always gets its own supplier’s orders).' }),
  }),
});

export interface SupplyOrderPage {
  orders: OrderRow[];
  total: number;
  page: number;
  size: number;
}

export const SupplyOrderPageRef = builder.objectRef<SupplyOrderPage>('SupplyOrderPage').implement({
  fields: (t) => ({
    items: t.field({ type: [OrderRef], resolve: (p) => p.orders }),
    total: t.exposeInt('total'),
    page: t.exposeInt('page'),
    size: t.exposeInt('size'),
  }),
});

export const SupplyAdvanceEnum = builder.enumType('SupplyAdvance', {
  description:
    'A step of an accepted order: START (in progress), READY (waiting for delivery), DISPATCH (out for delivery), ' +
    'ARRIVE (at the store, being checked), DELIVER (delivered).',
  values: ['START', 'READY', 'DISPATCH', 'ARRIVE', 'DELIVER'] as const,
});

export const SupplyAcceptItemInput = builder.inputType('SupplyAcceptItemInput', {
  fields: (t) => ({
    itemId: t.id({ required: true }),
    acceptedQuantity: t.float({ required: true, description: '0 … the ordered quantity, at most 3 decimals.' }),
  }),
});

// What the supply side needs to deliver: the store and its company. One statement per request for a whole list.
interface StoreFacts {
  name: string;
  address: string | null;
  telephone: string | null;
  buyerName: string;
}
const storeLoaders = new WeakMap<object, DataLoader<string, StoreFacts | null>>();
function storeFacts(ctx: Context): DataLoader<string, StoreFacts | null> {
  let loader = storeLoaders.get(ctx.loaders);
  if (!loader) {
    const db: Db = ctx.db;
    // One statement with the company's name joined: the order page and the lists wait for it before answering.
    loader = new DataLoader(async (ids) => {
      const rows = await db
        .select({
          id: stores.id,
          name: stores.name,
          address: stores.address,
          ward: stores.ward,
          district: stores.district,
          city: stores.city,
          telephone: stores.telephone,
          buyerName: buyers.name,
        })
        .from(stores)
        .innerJoin(buyers, eq(buyers.id, stores.buyerId))
        .where(inArray(stores.id, [...ids]));
      const byId = new Map(
        rows.map((r) => [
          r.id,
          { name: r.name, address: formatAddress(r), telephone: r.telephone, buyerName: r.buyerName },
        ]),
      );
      return ids.map((id) => byId.get(id) ?? null);
    });
    storeLoaders.set(ctx.loaders, loader);
  }
  return loader;
}

builder.objectFields(OrderRef, (t) => ({
  storeName: t.string({
    description: 'The store the order goes to.',
    resolve: async (o, _a, ctx) => (await storeFacts(ctx).load(o.storeId))?.name ?? '',
  }),
  storeAddress: t.string({
    nullable: true,
    resolve: async (o, _a, ctx) => (await storeFacts(ctx).load(o.storeId))?.address ?? null,
  }),
  storeTelephone: t.string({
    nullable: true,
    resolve: async (o, _a, ctx) => (await storeFacts(ctx).load(o.storeId))?.telephone ?? null,
  }),
  buyerName: t.string({
    description: 'The buying company.',
    resolve: async (o, _a, ctx) => (await storeFacts(ctx).load(o.storeId))?.buyerName ?? '',
  }),
}));

builder.objectFields(OrderItemRef, (t) => ({
  billedQuantity: t.float({
    description: 'What the line is billed on: delivered, else 0 when reported missing, else accepted, else ordered.',
    resolve: (i) => billedQuantity({ ...i, missing: i.missingReportedAt !== null }),
  }),
  finalPriceBeforeVat: t.expose('finalPriceBeforeVat', {
    type: 'Money',
    nullable: true,
    description: 'The final unit price before VAT, when the supplier charged another than the ordered one.',
  }),
  missingNote: t.exposeString('missingNote', {
    nullable: true,
    description: 'Set when the supplier reported the line missing ("" without a note).',
  }),
  missingReportedAt: t.field({ type: 'DateTime', nullable: true, resolve: (i) => i.missingReportedAt }),
  proposedPriceBeforeVat: t.expose('proposedPriceBeforeVat', {
    type: 'Money',
    nullable: true,
    description:
      'A unit price before VAT the buyer proposed, waiting for the supplier (billed only once the supplier sets it).',
  }),
  proposalNote: t.exposeString('proposalNote', { nullable: true, description: 'Why the buyer proposed it.' }),
  proposedAt: t.field({ type: 'DateTime', nullable: true, resolve: (i) => i.proposedAt }),
}));
