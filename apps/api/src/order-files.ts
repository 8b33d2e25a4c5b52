import { Readable } from 'node:stream';
import {
  csvSeparatorOf,
  DomainError,
  type ErrorCode,
  fieldLabel,
  formatOrderNumber,
  translateError,
} from '@chobep/domain';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { GraphQLError } from 'graphql';
import { type AppServices, buildContext, type Context, type SignedInContext } from './context';
import { orderListRequest } from './schema/orders/order.queries';
import { buyerActor } from './services/orders/buyer-actor';
import { exportOrdersCsv } from './services/orders/export-orders';
import { printOrderInvoice } from './services/orders/print-order-invoice';
import { readOrder } from './services/orders/read-order';

/** The export's filter from its URL: the same parameters as /orders (spec/trading.md §2), arrays repeated. */
export function exportFilterOf(query: Record<string, string | string[] | undefined>) {
  const one = (name: string) => {
    const value = query[name];
    return (Array.isArray(value) ? value[0] : value) ?? null;
  };
  const many = (name: string) => {
    const value = query[name];
    return value === undefined ? [] : Array.isArray(value) ? value : [value];
  };
  return {
    status: one('status'),
    statuses: many('statuses'),
    supplierIds: many('supplierIds').map(Number),
    storeId: one('storeId'),
    orderDateStart: one('orderDateStart'),
    orderDateEnd: one('orderDateEnd'),
    deliveryDateStart: one('deliveryDateStart'),
    deliveryDateEnd: one('deliveryDateEnd'),
    q: one('q'),
  };
}

function refuse(reply: FastifyReply, ctx: Context, status: number, code: ErrorCode, field?: string | null) {
  return reply
    .code(status)
    .type('text/plain; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(translateError(code, ctx.lang, field ? { field: fieldLabel(field, ctx.lang) } : {}));
}

/**
 * Files about orders, served over plain HTTP because they are downloads, not data: the CSV export (the address
 * `ordersExport` gives) and an order's invoice PDF (`printOrderInvoice`). The rules are the GraphQL operations',
 * checked again here on every request: a session, the permission (ORDER_LIST, ORDER_VIEW), and only orders of
 * stores the user acts for — another company's order is answered as no order at all (404).
 */
export function orderFileRoutes(services: AppServices): FastifyPluginAsync {
  return async (app) => {
    app.get<{ Params: { file: string }; Querystring: { lang?: string } }>('/invoices/:file', async (req, reply) => {
      const built = await buildContext(services, req, reply);
      const asked = req.query.lang;
      const ctx = { ...built, lang: asked === 'en' || asked === 'vi' ? asked : built.lang } as Context;
      if (!ctx.viewer) return refuse(reply, ctx, 401, 'UNAUTHENTICATED');
      if (!ctx.viewer.permissions.has('ORDER_VIEW')) return refuse(reply, ctx, 403, 'FORBIDDEN');
      const id = req.params.file.replace(/\.pdf$/, '');
      const order = await readOrder(ctx.db, await buyerActor(ctx as SignedInContext), id);
      if (!order) return refuse(reply, ctx, 404, 'ORDER_NOT_FOUND');
      const pdf = await printOrderInvoice(ctx.db, order, ctx.lang);
      const name = `${ctx.lang === 'en' ? 'invoice' : 'hoa-don'}-${formatOrderNumber(order.number)}.pdf`;
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${name}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(pdf));
    });

    app.get<{ Querystring: Record<string, string | string[] | undefined> }>(
      '/exports/orders.csv',
      async (req, reply) => {
        const built = await buildContext(services, req, reply);
        // The link carries the language the page was read in (vi when absent, as on every page).
        const asked = req.query.lang;
        const ctx = { ...built, lang: asked === 'en' || asked === 'vi' ? asked : built.lang } as Context;
        if (!ctx.viewer) return refuse(reply, ctx, 401, 'UNAUTHENTICATED');
        if (!ctx.viewer.permissions.has('ORDER_LIST')) return refuse(reply, ctx, 403, 'FORBIDDEN');
        let request: Awaited<ReturnType<typeof orderListRequest>>;
        try {
          request = await orderListRequest(ctx as SignedInContext, exportFilterOf(req.query));
        } catch (error) {
          if (error instanceof DomainError) return refuse(reply, ctx, 400, error.code, error.field);
          // A store the user does not act for: the same refusal as the GraphQL list's.
          if (error instanceof GraphQLError && error.extensions.code === 'FORBIDDEN')
            return refuse(reply, ctx, 403, 'FORBIDDEN');
          throw error;
        }
        const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
        // `sep=semicolon`: the variant for Excel with Vietnamese regional settings (";" between fields).
        const sep = req.query.sep;
        const separator = csvSeparatorOf(Array.isArray(sep) ? sep[0] : sep);
        const variant = separator === ';' ? '-excel' : '';
        const name = `${ctx.lang === 'en' ? 'orders' : 'don-hang'}-${today}${variant}.csv`;
        const body = Readable.from(
          exportOrdersCsv(ctx.db, request.actor, request.filter, ctx.lang, undefined, separator),
        );
        body.on('error', (error) => req.log.error({ err: error }, 'the order export stopped'));
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${name}"`)
          .header('cache-control', 'no-store')
          .header('x-content-type-options', 'nosniff')
          .send(body);
      },
    );
  };
}
