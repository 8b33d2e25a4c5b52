import {
  DomainError,
  formatOrderNumber,
  ORDER_LIST_MAX_VALUES,
  type OrderListFilterInput,
  orderListPage,
  parseOrderListFilter,
} from '@chobep/domain';
import { builder, unauthenticatedOrForbidden } from '../../builder';
import type { SignedInContext } from '../../context';
import { maxItems } from '../../security/graphql-limits';
import { buyerActor } from '../../services/orders/buyer-actor';
import { listOrders } from '../../services/orders/list-orders';
import { countPendingApproval, readOrder } from '../../services/orders/read-order';
import { assertMayActForStore } from '../buyers/store-access';
import { queryAnswer } from '../shared/payload';
import { OrderRef, type OrderRow, OrderStatusEnum, OrderStatusFilterEnum } from './order.type';

export const OrderListFilterRef = builder.inputType('OrderListFilter', {
  description: 'The order list’s filters (the URL parameters of /orders). Dates are YYYY-MM-DD, local (Vietnam).',
  fields: (t) => ({
    status: t.field({ type: OrderStatusFilterEnum, description: 'One status, or ALL.' }),
    statuses: t.field({ type: [OrderStatusEnum], ...maxItems(ORDER_LIST_MAX_VALUES) }),
    supplierIds: t.intList(maxItems(ORDER_LIST_MAX_VALUES)),
    storeId: t.id({ description: 'One store the viewer acts for; without it, every such store.' }),
    orderDateStart: t.string(),
    orderDateEnd: t.string(),
    deliveryDateStart: t.string(),
    deliveryDateEnd: t.string(),
    q: t.string({ description: 'An order code (CB-000123) or number.' }),
  }),
});

interface OrderListShape {
  rows: OrderRow[];
  total: number;
  page: number;
  size: number;
}

const OrderListRef = builder.objectRef<OrderListShape>('OrderList').implement({
  fields: (t) => ({
    data: t.field({ type: [OrderRef], resolve: (l) => l.rows }),
    total: t.exposeInt('total', { description: 'Orders matching the filter.' }),
    page: t.exposeInt('page', { description: '0-based.' }),
    size: t.exposeInt('size'),
    totalPage: t.int({ resolve: (l) => Math.ceil(l.total / l.size) }),
  }),
});

/** The checked filter and the actor: a store outside the viewer's is refused as another company's (FORBIDDEN). */
export async function orderListRequest(ctx: SignedInContext, input: OrderListFilterInput | null | undefined) {
  const parsed = parseOrderListFilter(input ?? {});
  if (!parsed.ok) throw new DomainError(parsed.code, parsed.field);
  if (parsed.filter.storeId) await assertMayActForStore(ctx, parsed.filter.storeId);
  return { actor: await buyerActor(ctx), filter: parsed.filter };
}

const OrdersExportRef = builder.objectRef<{ url: string; total: number }>('OrdersExport').implement({
  fields: (t) => ({
    url: t.exposeString('url', { description: 'A path on the site’s origin: /exports/orders.csv?…' }),
    total: t.exposeInt('total'),
  }),
});

/** The export's address: the filter as the list's URL parameters (arrays repeated), and the language. */
function exportUrl(filter: OrderListFilterInput, lang: string): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) {
    if (Array.isArray(value)) for (const v of value) params.append(key, String(v));
    else if (value !== null && value !== undefined && value !== '') params.set(key, String(value));
  }
  params.set('lang', lang);
  return `/exports/orders.csv?${params}`;
}

const OrderFileRef = builder.objectRef<{ url: string; fileName: string }>('OrderFile').implement({
  fields: (t) => ({
    url: t.exposeString('url', { description: 'A path on the site’s origin.' }),
    fileName: t.exposeString('fileName'),
  }),
});

builder.queryFields((t) => ({
  order: t.withAuth({ loggedIn: true }).field({
    type: OrderRef,
    nullable: true,
    description:
      'One order of a store the viewer acts for. Another company’s order, or none, is refused alike (FORBIDDEN).',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_r, args, ctx) => {
      const order = await readOrder(ctx.db, await buyerActor(ctx), String(args.id));
      if (!order) throw unauthenticatedOrForbidden(ctx);
      return order;
    },
  }),
  orders: t.withAuth({ loggedIn: true }).field({
    type: OrderListRef,
    description:
      'The orders of the stores the viewer acts for, newest first, filtered and paged (size at most 100). A date ' +
      'that is not one, or a range that ends before it starts, is refused with its field.',
    args: {
      filter: t.arg({ type: OrderListFilterRef }),
      page: t.arg.int({ description: '0-based.' }),
      size: t.arg.int(),
    },
    resolve: (_r, args, ctx) =>
      queryAnswer(ctx.lang, async () => {
        const { actor, filter } = await orderListRequest(ctx, args.filter);
        const paging = orderListPage(args.page, args.size);
        return { ...(await listOrders(ctx.db, actor, filter, paging)), ...paging };
      }),
  }),
  printOrderInvoice: t.withAuth({ loggedIn: true }).field({
    type: OrderFileRef,
    nullable: true,
    description:
      'Where to get the order’s invoice as a PDF (application/pdf; company and red-invoice details, items, VAT per ' +
      'rate, totals in đồng), in the reader’s language. The address checks the session and the order again.',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_r, args, ctx) => {
      const order = await readOrder(ctx.db, await buyerActor(ctx), String(args.id));
      if (!order) throw unauthenticatedOrForbidden(ctx);
      return {
        url: `/invoices/${order.id}.pdf?lang=${ctx.lang}`,
        fileName: `${ctx.lang === 'en' ? 'invoice' : 'hoa-don'}-${formatOrderNumber(order.number)}.pdf`,
      };
    },
  }),
  ordersExport: t.withAuth({ loggedIn: true }).field({
    type: OrdersExportRef,
    description:
      'Where to download the filtered orders as CSV (Excel opens it with Vietnamese intact): a same-origin address ' +
      'that streams the file; it checks the session and the filter again. `total` is how many orders it will hold.',
    args: { filter: t.arg({ type: OrderListFilterRef }) },
    resolve: (_r, args, ctx) =>
      queryAnswer(ctx.lang, async () => {
        const { actor, filter } = await orderListRequest(ctx, args.filter);
        const { total } = await listOrders(ctx.db, actor, filter, { page: 0, size: 1 });
        return { url: exportUrl(args.filter ?? {}, ctx.lang), total };
      }),
  }),
  countPendingOrders: t.withAuth({ loggedIn: true }).int({
    description: 'Orders of the stores the viewer acts for that wait for the company’s approval (ORDER_APPROVE).',
    resolve: async (_r, _a, ctx) => {
      const actor = await buyerActor(ctx);
      return countPendingApproval(ctx.db, ctx.viewer.buyerId, actor.storeIds ?? []);
    },
  }),
}));
