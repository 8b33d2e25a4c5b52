import { builder } from '../../builder';
import type { SignedInContext } from '../../context';
import type { StoreRow } from '../../loaders';
import { maxItems } from '../../security/graphql-limits';
import { clearCartSupplier } from '../../services/cart/clear-cart-supplier';
import { putDeliveryNote } from '../../services/cart/delivery-notes';
import {
  CART_PUT_MAX_ITEMS,
  type CartItemInput,
  checkCartItems,
  putCartItems,
} from '../../services/cart/put-cart-items';
import { type CartView, readCart } from '../../services/cart/read-cart';
import { storeOfViewer } from '../buyers/store-access';
import { failed, fromDomainError, ok, type PayloadShape, UserError, userError } from '../shared/payload';
import { addedProducts, CartItemRef, CartRef, CartSupplierGroupRef } from './cart.type';

interface CartPayloadShape extends PayloadShape {
  cart?: CartView;
}

/** What a light write answers: only the lines it changed, their groups' totals and the cart's count. */
interface CartLightShape extends PayloadShape {
  changed?: { productId: string; quantity: number }[];
  cart?: CartView;
  productIds?: string[];
}

export const CartPayload = builder.objectRef<CartPayloadShape>('CartPayload').implement({
  fields: (t) => ({
    success: t.exposeBoolean('success'),
    userErrors: t.field({ type: [UserError], resolve: (p) => p.userErrors }),
    cart: t.field({ type: CartRef, nullable: true, resolve: (p) => p.cart ?? null }),
  }),
});

const CartLightPayload = builder.objectRef<CartLightShape>('CartLightPayload').implement({
  fields: (t) => ({
    success: t.exposeBoolean('success'),
    userErrors: t.field({ type: [UserError], resolve: (p) => p.userErrors }),
    changed: t.field({
      type: [
        builder.objectRef<{ productId: string; quantity: number }>('CartChange').implement({
          description: 'A product whose quantity changed; 0 when it left the cart.',
          fields: (f) => ({ productId: f.exposeID('productId'), quantity: f.exposeFloat('quantity') }),
        }),
      ],
      resolve: (p) => p.changed ?? [],
    }),
    items: t.field({
      type: [CartItemRef],
      description: 'The changed lines still in the cart, priced.',
      resolve: (p) => {
        const ids = new Set(p.productIds ?? []);
        return p.cart
          ? [...p.cart.groups.flatMap((g) => g.lines), ...p.cart.notAvailable].filter((l) => ids.has(l.product.id))
          : [];
      },
    }),
    groups: t.field({
      type: [CartSupplierGroupRef],
      description:
        'The supplier groups holding a changed line, with their new totals. A group whose last line left is not ' +
        'here: its line is in `changed` with quantity 0.',
      resolve: (p) => {
        const ids = new Set(p.productIds ?? []);
        return p.cart?.groups.filter((g) => g.lines.some((l) => ids.has(l.product.id))) ?? [];
      },
    }),
    count: t.int({
      resolve: (p) => (p.cart ? p.cart.groups.reduce((n, g) => n + g.lines.length, 0) + p.cart.notAvailable.length : 0),
    }),
  }),
});

const CartItemInputRef = builder.inputType('CartItemInput', {
  fields: (t) => ({
    storeId: t.id({ required: true }),
    supplierId: t.int({ required: true }),
    productId: t.id({ required: true }),
    quantity: t.float({
      required: true,
      description: '0 removes the line; at most one decimal, where the product allows.',
    }),
  }),
});

const CartDeleteItemInputRef = builder.inputType('CartDeleteItemInput', {
  fields: (t) => ({
    storeId: t.id({ required: true }),
    supplierId: t.int({ required: true }),
    productId: t.id({ required: true }),
    quantity: t.float({ description: 'Ignored: deleting always removes the whole line.' }),
  }),
});

const CartLineInputRef = builder.inputType('CartLineInput', {
  fields: (t) => ({
    supplierId: t.int({ required: true }),
    productId: t.id({ required: true }),
    quantity: t.float({ required: true }),
  }),
});

/** A write answers the product ids it changed, and the cart it left when it read it in the same statement. */
type Write = (
  ctx: SignedInContext,
  storeId: string,
  store: StoreRow,
) => Promise<string[] | { productIds: string[]; cart: CartView }>;

/**
 * Every cart write: the store must be one the user acts for (its row, as this request loaded it, goes to the write);
 * the write; then the cart as it is now — the write's own answer when it has one (a quantity write), else read.
 */
export async function writeCart(ctx: SignedInContext, storeId: string, write: Write) {
  const store = await storeOfViewer(ctx, storeId);
  if (!store) return { ...failed(userError('FORBIDDEN', ctx.lang, 'storeId')) };
  try {
    const written = await write(ctx, storeId, store);
    const { productIds, cart } = Array.isArray(written)
      ? { productIds: written, cart: await readCart(ctx.db, storeId, ctx.viewer.region) }
      : written;
    const quantities = new Map(addedProducts(cart).map((a) => [a.productId, a.quantity]));
    const changed = productIds.map((productId) => ({ productId, quantity: quantities.get(productId) ?? 0 }));
    return { ...ok(), cart, changed, productIds };
  } catch (error) {
    return fromDomainError(error, ctx.lang);
  }
}

/**
 * A quantity write. The catalogue check reads nothing of the store, so it runs while the store access is checked
 * (one round trip fewer per quantity change); its refusal is reported only once the user may act for the store.
 * The write answers the cart it leaves (putCartItems): a put is three round trips — the viewer, the store access
 * with the catalogue check, the write with its answer.
 */
function putLines(ctx: SignedInContext, storeId: string, items: CartItemInput[]) {
  const planned = checkCartItems(ctx.db, ctx.viewer.region, items);
  planned.catch(() => {}); // awaited in the write; unawaited when the store is refused
  return writeCart(ctx, storeId, async (c, id, store) => {
    const plan = await planned;
    const cart = await putCartItems(
      c.db,
      {
        storeId: id,
        userId: c.viewer.userId,
        region: c.viewer.region,
        store: {
          storeStatus: store.status,
          storeDisabled: store.disabled,
          buyerStatus: c.viewer.buyerStatus,
          accountStatus: c.viewer.accountStatus,
        },
      },
      plan,
    );
    return cart ? { productIds: plan.productIds, cart } : plan.productIds;
  });
}

const line = (i: { supplierId: number; productId: string | number; quantity: number }): CartItemInput => ({
  supplierId: i.supplierId,
  productId: String(i.productId),
  quantity: i.quantity,
});

builder.mutationFields((t) => ({
  cartPutItem: t.withAuth({ loggedIn: true }).field({
    type: CartPayload,
    description: 'Sets the quantity of one product in a store’s cart (0 removes it); answers the whole cart.',
    args: { input: t.arg({ type: CartItemInputRef, required: true }) },
    resolve: (_r, { input }, ctx) => putLines(ctx, String(input.storeId), [line(input)]),
  }),
  cartPutItemLight: t.withAuth({ loggedIn: true }).field({
    type: CartLightPayload,
    description: 'cartPutItem answering only what changed.',
    args: { input: t.arg({ type: CartItemInputRef, required: true }) },
    resolve: (_r, { input }, ctx) => putLines(ctx, String(input.storeId), [line(input)]),
  }),
  cartDeleteItem: t.withAuth({ loggedIn: true }).field({
    type: CartPayload,
    description: 'Removes one product from a store’s cart; answers the whole cart.',
    args: { input: t.arg({ type: CartDeleteItemInputRef, required: true }) },
    resolve: (_r, { input }, ctx) => putLines(ctx, String(input.storeId), [line({ ...input, quantity: 0 })]),
  }),
  cartDeleteItemLight: t.withAuth({ loggedIn: true }).field({
    type: CartLightPayload,
    description: 'cartDeleteItem answering only what changed.',
    args: { input: t.arg({ type: CartDeleteItemInputRef, required: true }) },
    resolve: (_r, { input }, ctx) => putLines(ctx, String(input.storeId), [line({ ...input, quantity: 0 })]),
  }),
  cartPutItems: t.withAuth({ loggedIn: true }).field({
    type: CartLightPayload,
    description: `Several quantities at once (at most ${CART_PUT_MAX_ITEMS}), all or none: what a buyer changed within a second.`,
    args: {
      storeId: t.arg.id({ required: true }),
      items: t.arg({ type: [CartLineInputRef], required: true, ...maxItems(CART_PUT_MAX_ITEMS) }),
    },
    resolve: (_r, args, ctx) => putLines(ctx, String(args.storeId), args.items.map(line)),
  }),
  cartClearSupplier: t.withAuth({ loggedIn: true }).field({
    type: CartPayload,
    description: "Removes one supplier's lines and choices from a store's cart.",
    args: { storeId: t.arg.id({ required: true }), supplierId: t.arg.int({ required: true }) },
    resolve: (_r, args, ctx) =>
      writeCart(ctx, String(args.storeId), (c, storeId) => clearCartSupplier(c.db, storeId, args.supplierId)),
  }),
  cartPutDeliveryNote: t.withAuth({ loggedIn: true }).field({
    type: CartPayload,
    description: "Sets the note for one supplier's delivery (empty removes it); at most 500 characters.",
    args: {
      storeId: t.arg.id({ required: true }),
      supplierId: t.arg.int({ required: true }),
      note: t.arg.string({ required: true }),
    },
    resolve: (_r, args, ctx) =>
      writeCart(ctx, String(args.storeId), async (c, storeId) => {
        await putDeliveryNote(c.db, { storeId, buyerId: c.viewer.buyerId }, args.supplierId, args.note);
        return [];
      }),
  }),
}));
