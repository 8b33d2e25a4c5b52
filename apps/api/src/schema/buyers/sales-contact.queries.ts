import { builder } from '../../builder';
import { listSalesContacts } from '../../services/buyers/list-sales-contacts';

interface SalesPic {
  id: string;
  name: string;
  phoneNumber: string;
  email: string | null;
}

const SalesPicRef = builder.objectRef<SalesPic>('SalesPic').implement({
  description: "A salesperson of the marketplace in charge of the company (spec/trading.md §3 'sales contact').",
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    phoneNumber: t.exposeString('phoneNumber'),
    email: t.exposeString('email', { nullable: true }),
  }),
});

builder.queryFields((t) => ({
  listSalesPic: t.withAuth({ loggedIn: true }).field({
    type: [SalesPicRef],
    description: "The company's sales contacts, shown in the account menu; empty when none is assigned.",
    resolve: (_root, _args, ctx) => listSalesContacts(ctx.db, ctx.viewer.buyerId),
  }),
}));
