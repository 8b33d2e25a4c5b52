import {
  buyers,
  cartGroups,
  cartItems,
  type Db,
  orderDrafts,
  orderItems,
  orderStatusHistory,
  orders,
  stores,
  voucherRedemptions,
  vouchers,
} from '@chobep/db';
import {
  checkVoucher,
  checkVoucherChoices,
  chooseInitialStatus,
  DomainError,
  isDeliveryDateAllowed,
  isDeliverySlotAllowed,
  orderGrossTotal,
  type Region,
  totalOrderLines,
  type VoucherErrorCode,
  withVat,
} from '@chobep/domain';
import { and, asc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { assertStoreCanOrder } from '../cart/assert-store-can-order';
import type { Executor } from '../cart/executor';
import { type CartGroup, readCart } from '../cart/read-cart';
import { checkPlanOrderable, type DraftGroup, type DraftSnapshot } from '../checkout/create-order-draft';
import { loadCheckoutFacts } from '../checkout/load-checkout-facts';
import { type CheckoutPlan, type GroupPlan, planWithFacts } from '../checkout/plan-checkout';
import { settleOrders } from './settle-orders';

export type OrderRow = typeof orders.$inferSelect;

export interface CartChange {
  productId: string;
  nameVi: string;
  nameEn: string;
  /** PRICE, QUANTITY, UNAVAILABLE or REMOVED. */
  reason: 'PRICE' | 'QUANTITY' | 'UNAVAILABLE' | 'REMOVED';
}

/** "Products in your cart have changed": nothing was created; `changes` says what to review. */
export class CartChangedError extends DomainError {
  constructor(readonly changes: CartChange[]) {
    super('CART_CHANGED');
  }
}

/** Statuses in which an order's delivery fee can still be waived (the supplier has not accepted it yet). */
const FEE_WAIVABLE = ['PENDING_APPROVAL', 'PENDING_ACCEPTANCE'] as const;

interface Scope {
  storeId: string;
  buyerId: string;
  userId: string;
  region: Region;
  permissions: ReadonlySet<string>;
}

/**
 * orderCreate: turns a draft into one order per supplier group, in ONE transaction — all of them or none.
 *
 * The draft row is locked first (FOR UPDATE): a second call with the same token, from another tab at the same
 * moment or a retry after a lost answer, waits, then finds the draft's order ids and gets the same orders; the
 * unique (draft_token, supplier_id) index backs this even without the lock. Inside the transaction the cart is
 * read again, cut down to exactly the draft's lines and quantities (what was added since stays in the cart), planned
 * again and compared with the snapshot: a changed price, a drafted line removed, lowered or no longer available
 * refuses with CART_CHANGED and the list; a lost date or slot, a minimum no longer met, a voucher used up meanwhile,
 * a deposit that no longer covers are refused with their own messages. Vouchers are counted with a conditional
 * UPDATE that cannot pass the total limit, the per-company limit is counted under that row's lock, and the deposit
 * is taken by settleOrders (the ledger, never below zero). The ordered quantities leave the cart in the same
 * transaction.
 */
export async function createOrders(
  db: Db,
  scope: Scope,
  token: string,
  voucherIds: string[] | null,
  now = new Date(),
): Promise<OrderRow[]> {
  return db.transaction(async (tx) => {
    const [draft] = await tx
      .select()
      .from(orderDrafts)
      .where(
        and(
          eq(orderDrafts.token, token),
          eq(orderDrafts.buyerId, scope.buyerId),
          eq(orderDrafts.storeId, scope.storeId),
          // A draft is its author's confirmation: whether it waits for approval depends on who confirmed it.
          eq(orderDrafts.createdBy, scope.userId),
        ),
      )
      .for('update');
    if (!draft) throw new DomainError('NOT_FOUND', 'token');
    if (draft.orderIds) return loadOrders(tx, draft.orderIds);
    if (draft.expiresAt.getTime() <= now.getTime()) throw new DomainError('DRAFT_EXPIRED', 'token');
    const snapshot = draft.snapshot as DraftSnapshot;

    await assertStoreCanOrder(tx, scope.storeId, true);
    const cart = await readCart(tx as unknown as Db, scope.storeId, scope.region);
    // The vouchers asked for replace the cart's: each goes on the group it gives the most to.
    const asked = voucherIds === null ? null : [...new Set(voucherIds)];
    const facts = await loadCheckoutFacts(tx, {
      storeId: scope.storeId,
      supplierIds: cart.groups.map((g) => g.supplierId),
      productIds: cart.groups.flatMap((g) => g.lines.map((l) => l.product.id)),
      voucherIds: asked ?? cart.groups.flatMap((g) => (g.choice?.voucherId ? [g.choice.voucherId] : [])),
      now,
    });
    if (asked) assignVouchers(cart, facts, asked, now);
    // Exactly the draft: its groups, its lines, its quantities. What was added to the cart after the draft — another
    // line, or more of a drafted one by a colleague — stays in the cart; a drafted line the cart no longer holds as
    // much of is a change the buyer must see (CART_CHANGED).
    const cartQuantities = new Map(cart.groups.flatMap((g) => g.lines.map((l) => [l.product.id, l.quantity])));
    cart.groups = restrictToDraft(cart.groups, snapshot);
    for (const g of cart.groups) {
      const d = snapshot.groups.find((s) => s.supplierId === g.supplierId) as DraftGroup;
      g.choice = {
        ...(g.choice ?? {
          storeId: scope.storeId,
          supplierId: g.supplierId,
          deliveryNote: null,
          updatedAt: now,
          voucherId: null,
        }),
        deliveryDate: d.deliveryDate,
        slotStart: d.slotStart || null,
        slotEnd: d.slotEnd || null,
        paymentMethod: d.paymentMethod,
        deliveryNote: d.deliveryNote,
      };
    }
    const plan = await planWithFacts(tx, cart, facts);
    compareWithSnapshot(
      plan,
      cart.notAvailable.map((l) => l.product.id),
      cartQuantities,
      snapshot,
    );
    checkPlanOrderable(plan);
    for (const d of snapshot.groups) {
      const g = plan.groups.get(d.supplierId);
      if (!g?.request || !isDeliveryDateAllowed(d.deliveryDate, g.request) || g.deliveryDate !== d.deliveryDate)
        throw new DomainError('DELIVERY_DATE_NOT_AVAILABLE', 'date', {
          date: d.deliveryDate.split('-').reverse().join('/'),
        });
      const slot = d.slotStart && d.slotEnd ? { start: d.slotStart, end: d.slotEnd } : null;
      if (
        !isDeliverySlotAllowed(d.deliveryDate, slot, g.request) ||
        (g.slot?.start ?? '') !== d.slotStart ||
        (g.slot?.end ?? '') !== d.slotEnd
      )
        throw new DomainError('DELIVERY_SLOT_NOT_AVAILABLE', 'startTime');
    }
    const choices = [...plan.groups.values()].flatMap((g) =>
      g.voucher && !g.voucherError && g.discount > 0
        ? [{ supplierId: g.group.supplierId, voucherId: g.voucher.id }]
        : [],
    );
    if (!checkVoucherChoices(choices).ok) throw new DomainError('VOUCHER_CANNOT_APPLY', 'voucherCode');

    // Locks in the order every order change takes them (services/orders/settle-orders.ts): the earlier orders of the
    // same deliveries, then vouchers, then the company.
    const waived = await waiveEarlierFees(tx, scope.storeId, [...plan.groups.values()], now);

    // Vouchers: the total limit in the UPDATE itself; the per-company limit counted under the row lock it takes.
    for (const choice of choices) {
      const [counted] = await tx
        .update(vouchers)
        .set({ usedCount: sql`${vouchers.usedCount} + 1` })
        .where(
          and(
            eq(vouchers.id, String(choice.voucherId)),
            or(isNull(vouchers.usageLimit), lt(vouchers.usedCount, vouchers.usageLimit)),
          ),
        )
        .returning({ code: vouchers.code, perCompanyLimit: vouchers.perCompanyLimit });
      const voucher = plan.groups.get(choice.supplierId)?.voucher;
      if (!counted) throw new DomainError('VOUCHER_USED_UP', 'voucherCode', { code: voucher?.code ?? '' });
      if (counted.perCompanyLimit !== null) {
        const [{ used } = { used: 0 }] = await tx
          .select({ used: sql<number>`count(*)::int` })
          .from(voucherRedemptions)
          .where(
            and(
              eq(voucherRedemptions.voucherId, String(choice.voucherId)),
              eq(voucherRedemptions.buyerId, scope.buyerId),
              isNull(voucherRedemptions.releasedAt),
            ),
          );
        if (Number(used) >= counted.perCompanyLimit)
          throw new DomainError('VOUCHER_USED_UP', 'voucherCode', { code: counted.code });
      }
    }

    let status = chooseInitialStatus({
      enabledFeatures: plan.facts.buyer.enabledFeatures,
      creatorPermissions: scope.permissions,
    });
    // An order that would wait for approval reads the feature again under a lock of the company's row, so
    // featureFlagToggle (which locks the row to count the waiting orders) cannot turn approval off in between. The
    // lock is the one the deposit takes later in this transaction (no key update), never a weaker one first: two
    // checkouts of one company upgrading a share lock would wait for each other.
    if (status === 'PENDING_APPROVAL') {
      const [buyer] = await tx
        .select({ enabledFeatures: buyers.enabledFeatures })
        .from(buyers)
        .where(eq(buyers.id, scope.buyerId))
        .for('no key update');
      status = chooseInitialStatus({
        enabledFeatures: buyer?.enabledFeatures ?? [],
        creatorPermissions: scope.permissions,
      });
    }
    // One statement per table for all the groups (not three per supplier): the orders, then their items, their
    // first status rows and voucher redemptions. Order numbers follow the groups' order, as the rows are inserted in
    // it; the orders are matched back by supplier, which the unique (draft_token, supplier_id) index keeps unique.
    const groups = [...plan.groups.values()];
    const draftGroupOf = (supplierId: number) => snapshot.groups.find((s) => s.supplierId === supplierId) as DraftGroup;
    const inserted = await tx
      .insert(orders)
      .values(
        groups.map((g) => {
          const d = draftGroupOf(g.group.supplierId);
          return {
            draftToken: token,
            buyerId: scope.buyerId,
            storeId: scope.storeId,
            supplierId: g.group.supplierId,
            createdBy: scope.userId,
            status,
            deliveryDate: d.deliveryDate,
            slotStart: d.slotStart,
            slotEnd: d.slotEnd,
            deliveryNote: d.deliveryNote,
            paymentMethod: g.paymentMethod,
            voucherId: g.discount > 0 && g.voucher ? String(g.voucher.id) : null,
            voucherCode: g.discount > 0 && g.voucher ? g.voucher.code : null,
            subtotalBeforeVat: g.group.subtotalBeforeVat,
            vat: g.group.vat,
            itemsTotal: g.group.total,
            discount: g.discount,
            deliveryFee: g.fee.fee,
            deliveryFeeVat: g.fee.additionalVat,
            grossTotal: g.grossTotal,
            placedGrossTotal: g.grossTotal,
            redInvoiceName: snapshot.redInvoice.name,
            redInvoiceAddress: snapshot.redInvoice.address,
            redInvoiceTaxCode: snapshot.redInvoice.taxCode,
            createdAt: now,
            updatedAt: now,
          };
        }),
      )
      .returning();
    const bySupplier = new Map(inserted.map((o) => [o.supplierId, o]));
    const created: OrderRow[] = groups.map((g) => {
      const order = bySupplier.get(g.group.supplierId);
      if (!order) throw new Error('the order insert returned fewer rows than groups');
      return order;
    });
    await tx.insert(orderItems).values(
      groups.flatMap((g, at) =>
        g.group.lines.map((l, line) => ({
          orderId: created[at]!.id,
          productId: l.product.id,
          nameVi: l.product.nameVi,
          nameEn: l.product.nameEn,
          uomCode: l.product.uomCode,
          priceBeforeVat: l.product.regionPrice ?? 0,
          vatRate: l.product.vatRate,
          price: withVat(l.product.regionPrice ?? 0, l.product.vatRate),
          quantity: l.quantity,
          amountBeforeVat: l.amountBeforeVat,
          vat: l.vat,
          amount: l.amount,
          discount: g.lineDiscounts[line] ?? 0,
          buyerNote: null,
        })),
      ),
    );
    await tx
      .insert(orderStatusHistory)
      .values(created.map((o) => ({ orderId: o.id, status, actorId: scope.userId, createdAt: now })));
    const redeemed = created.flatMap((o, at) => {
      const voucher = groups[at]?.voucher;
      return o.voucherId && voucher ? [{ order: o, voucher }] : [];
    });
    if (redeemed.length)
      await tx.insert(voucherRedemptions).values(
        redeemed.map(({ order, voucher }) => ({
          voucherId: order.voucherId as string,
          orderId: order.id,
          buyerId: scope.buyerId,
          discount: order.discount,
          // The terms the discount is computed with from now on, whatever the voucher becomes.
          percent: voucher.percent,
          maxDiscount: voucher.maxDiscount,
          productIds: voucher.productIds,
        })),
      );

    // The deposit pays the orders that chose it, whole — a checkout is refused rather than left partly unpaid — and
    // gives back the fees waived on earlier orders of the same deliveries.
    const settled = await settleOrders(tx, [...created.map((o) => o.id), ...waived], scope.userId);
    if (settled.some((s) => s.outstanding > 0))
      throw new DomainError('DEPOSIT_INSUFFICIENT', 'paymentMethod', {
        balance: plan.facts.buyer.depositBalance ?? 0,
      });
    // The ordered quantities leave the cart, with their groups' choices; what the cart held beyond them stays.
    const orderedSuppliers = created.map((o) => o.supplierId);
    const ordered = groups.flatMap((g) => g.group.lines.map((l) => ({ id: l.product.id, quantity: l.quantity })));
    const remaining = ordered.flatMap((l) => {
      const left = Math.round(((cartQuantities.get(l.id) ?? 0) - l.quantity) * 1000) / 1000;
      return left > 0 ? [{ id: l.id, quantity: left }] : [];
    });
    const emptied = ordered.filter((l) => !remaining.some((r) => r.id === l.id)).map((l) => l.id);
    if (emptied.length)
      await tx
        .delete(cartItems)
        .where(and(eq(cartItems.storeId, scope.storeId), inArray(cartItems.productId, emptied)));
    for (const r of remaining)
      await tx
        .update(cartItems)
        .set({ quantity: r.quantity, updatedAt: now })
        .where(and(eq(cartItems.storeId, scope.storeId), eq(cartItems.productId, r.id)));
    await tx
      .delete(cartGroups)
      .where(and(eq(cartGroups.storeId, scope.storeId), inArray(cartGroups.supplierId, orderedSuppliers)));
    await tx
      .update(orderDrafts)
      .set({ orderIds: created.map((o) => o.id) })
      .where(eq(orderDrafts.token, token));
    await tx.update(stores).set({ lastOrderedAt: now }).where(eq(stores.id, scope.storeId));
    return created;
  });
}

async function loadOrders(tx: Executor, ids: string[]): Promise<OrderRow[]> {
  const rows = await tx.select().from(orders).where(inArray(orders.id, ids));
  return ids.flatMap((id) => rows.filter((r) => r.id === id));
}

/**
 * The cart's groups cut down to the draft: its suppliers, its products, each at the drafted quantity when the cart
 * still holds at least that much (the totals computed again for those lines alone).
 */
function restrictToDraft(groups: CartGroup[], snapshot: DraftSnapshot): CartGroup[] {
  return groups.flatMap((g) => {
    const d = snapshot.groups.find((s) => s.supplierId === g.supplierId);
    if (!d) return [];
    const drafted = new Map(d.lines.map((l) => [l.productId, l.quantity]));
    const lines = g.lines.flatMap((l) => {
      const quantity = drafted.get(l.product.id);
      if (quantity === undefined || l.quantity < quantity) return [];
      const [amounts] = totalOrderLines([
        { priceBeforeVat: l.product.regionPrice ?? 0, vatRate: l.product.vatRate, quantity },
      ]).lines;
      return [{ ...l, quantity, ...amounts }];
    });
    const totals = totalOrderLines(
      lines.map((l) => ({
        priceBeforeVat: l.product.regionPrice ?? 0,
        vatRate: l.product.vatRate,
        quantity: l.quantity,
      })),
    );
    return [{ ...g, lines, subtotalBeforeVat: totals.subtotalBeforeVat, vat: totals.vat, total: totals.total }];
  });
}

/**
 * Every line of the snapshot must still be in the cart, orderable, at the same price and at least the drafted
 * quantity (more stays in the cart).
 */
function compareWithSnapshot(
  plan: CheckoutPlan,
  unavailable: string[],
  cartQuantities: ReadonlyMap<string, number>,
  snapshot: DraftSnapshot,
): void {
  const changes: CartChange[] = [];
  const gone = new Set(unavailable);
  for (const d of snapshot.groups) {
    const lines = new Map((plan.groups.get(d.supplierId)?.group.lines ?? []).map((l) => [l.product.id, l]));
    for (const s of d.lines) {
      const now = lines.get(s.productId);
      const base = { productId: s.productId, nameVi: s.nameVi, nameEn: s.nameEn };
      const inCart = cartQuantities.get(s.productId);
      if (gone.has(s.productId)) changes.push({ ...base, reason: 'UNAVAILABLE' });
      else if (inCart === undefined) changes.push({ ...base, reason: 'REMOVED' });
      else if (!now || inCart < s.quantity) changes.push({ ...base, reason: 'QUANTITY' });
      else if ((now.product.regionPrice ?? 0) !== s.priceBeforeVat || now.product.vatRate !== s.vatRate)
        changes.push({ ...base, reason: 'PRICE' });
    }
  }
  if (changes.length) throw new CartChangedError(changes);
}

/**
 * A new order that lifts a delivery (same supplier, store and date) whose earlier order carries the fee to the
 * free-delivery threshold waives that fee — while the supplier has not accepted the earlier order (after that its
 * invoice is the supplier's business). The earlier orders are locked and their gross totals computed with the one
 * rule (orders/amount-to-pay); their ids are returned, so their deposit is settled with the new orders.
 */
async function waiveEarlierFees(tx: Executor, storeId: string, groups: GroupPlan[], now: Date): Promise<string[]> {
  const waiving = groups.filter((g) => g.waivesEarlierFee && g.deliveryDate);
  if (!waiving.length) return [];
  const earlier = await tx
    .select({ id: orders.id, itemsTotal: orders.itemsTotal, discount: orders.discount })
    .from(orders)
    .where(
      and(
        eq(orders.storeId, storeId),
        or(
          ...waiving.map((g) =>
            and(eq(orders.supplierId, g.group.supplierId), eq(orders.deliveryDate, g.deliveryDate as string)),
          ),
        ),
        gt(orders.deliveryFee, 0),
        inArray(orders.status, [...FEE_WAIVABLE]),
      ),
    )
    .orderBy(asc(orders.id))
    .for('update');
  for (const o of earlier)
    await tx
      .update(orders)
      .set({
        deliveryFee: 0,
        deliveryFeeVat: 0,
        grossTotal: orderGrossTotal({ itemsTotal: o.itemsTotal, discount: o.discount, deliveryFee: 0 }),
        updatedAt: now,
      })
      .where(eq(orders.id, o.id));
  return earlier.map((o) => o.id);
}

/**
 * Puts the asked vouchers on the cart's groups: each on the group where it gives the largest discount among the
 * groups not yet given one (a voucher that fits none keeps the group it names, so the order is refused with the
 * voucher's own reason).
 */
function assignVouchers(
  cart: Awaited<ReturnType<typeof readCart>>,
  facts: Awaited<ReturnType<typeof loadCheckoutFacts>>,
  voucherIds: string[],
  now: Date,
): void {
  for (const g of cart.groups) if (g.choice) g.choice = { ...g.choice, voucherId: null };
  const taken = new Set<number>();
  for (const id of voucherIds) {
    const v = facts.vouchers.get(id);
    if (!v) throw new DomainError('VOUCHER_NOT_FOUND', 'voucherCode');
    let best: { supplierId: number; discount: number } | null = null;
    let refusal: { code: VoucherErrorCode; params?: Record<string, string | number> } | null = null;
    for (const g of cart.groups) {
      if (taken.has(g.supplierId)) continue;
      const checked = checkVoucher(v.voucher, {
        now,
        storeId: cart.storeId,
        supplierId: g.supplierId,
        lines: g.lines.map((l) => ({ productId: l.product.id, amount: l.amount })),
        usedTotal: v.usedTotal,
        usedByCompany: v.usedByCompany,
      });
      if (!checked.ok) refusal ??= checked;
      else if (!best || checked.discount > best.discount)
        best = { supplierId: g.supplierId, discount: checked.discount };
    }
    // The voucher's own reason (used up, expired…) when it fits no group.
    if (!best)
      throw new DomainError(refusal?.code ?? 'VOUCHER_CANNOT_APPLY', 'voucherCode', {
        code: v.voucher.code,
        ...refusal?.params,
      });
    taken.add(best.supplierId);
    const group = cart.groups.find((g) => g.supplierId === best.supplierId);
    if (group)
      group.choice = {
        ...(group.choice ?? {
          storeId: cart.storeId,
          supplierId: group.supplierId,
          deliveryDate: null,
          slotStart: null,
          slotEnd: null,
          deliveryNote: null,
          paymentMethod: null,
          updatedAt: now,
        }),
        voucherId: id,
      };
  }
}
