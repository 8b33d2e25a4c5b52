import {
  buyers,
  cartGroups,
  cartItems,
  type Db,
  depositTransactions,
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
  formatOrderNumber,
  isDeliveryDateAllowed,
  type Region,
  type VoucherErrorCode,
  withVat,
} from '@chobep/domain';
import { and, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { assertStoreCanOrder } from '../cart/assert-store-can-order';
import type { Executor } from '../cart/executor';
import { readCart } from '../cart/read-cart';
import { checkPlanOrderable, type DraftGroup, type DraftSnapshot } from '../checkout/create-order-draft';
import { loadCheckoutFacts } from '../checkout/load-checkout-facts';
import { type CheckoutPlan, planWithFacts } from '../checkout/plan-checkout';

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
 * read and planned again and compared with the snapshot: a changed price, quantity or availability refuses with
 * CART_CHANGED and the list; a lost date or slot, a minimum no longer met, a voucher used up meanwhile, a deposit
 * that no longer covers are refused with their own messages. Vouchers are counted with a conditional UPDATE that
 * cannot pass the total limit, the per-company limit is counted under that row's lock, and the deposit is taken
 * with a conditional UPDATE that cannot go below zero. The ordered lines leave the cart in the same transaction.
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
    // The groups of the snapshot only: what was added to the cart after the draft stays in the cart.
    const drafted = new Set(snapshot.groups.map((g) => g.supplierId));
    cart.groups = cart.groups.filter((g) => drafted.has(g.supplierId));
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
      snapshot,
    );
    checkPlanOrderable(plan);
    for (const d of snapshot.groups) {
      const g = plan.groups.get(d.supplierId);
      if (!g?.request || !isDeliveryDateAllowed(d.deliveryDate, g.request) || g.deliveryDate !== d.deliveryDate)
        throw new DomainError('DELIVERY_DATE_NOT_AVAILABLE', 'date', {
          date: d.deliveryDate.split('-').reverse().join('/'),
        });
      if ((g.slot?.start ?? '') !== d.slotStart || (g.slot?.end ?? '') !== d.slotEnd)
        throw new DomainError('DELIVERY_SLOT_NOT_AVAILABLE', 'startTime');
    }
    const choices = [...plan.groups.values()].flatMap((g) =>
      g.voucher && !g.voucherError && g.discount > 0
        ? [{ supplierId: g.group.supplierId, voucherId: g.voucher.id }]
        : [],
    );
    if (!checkVoucherChoices(choices).ok) throw new DomainError('VOUCHER_CANNOT_APPLY', 'voucherCode');

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
    // An order that would wait for approval reads the feature again under a share lock of the company's row, so
    // featureFlagToggle (which locks the row to count the waiting orders) cannot turn approval off in between.
    if (status === 'PENDING_APPROVAL') {
      const [buyer] = await tx
        .select({ enabledFeatures: buyers.enabledFeatures })
        .from(buyers)
        .where(eq(buyers.id, scope.buyerId))
        .for('share');
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
    const redeemed = created.filter((o) => o.voucherId);
    if (redeemed.length)
      await tx.insert(voucherRedemptions).values(
        redeemed.map((o) => ({
          voucherId: o.voucherId as string,
          orderId: o.id,
          buyerId: scope.buyerId,
          discount: o.discount,
        })),
      );
    let depositTotal = 0;
    for (const [at, g] of groups.entries()) {
      const order = created[at]!;
      if (g.waivesEarlierFee)
        await tx
          .update(orders)
          .set({
            grossTotal: sql`${orders.grossTotal} - ${orders.deliveryFee}`,
            deliveryFee: 0,
            deliveryFeeVat: 0,
            updatedAt: now,
          })
          .where(
            and(
              eq(orders.storeId, scope.storeId),
              eq(orders.supplierId, g.group.supplierId),
              eq(orders.deliveryDate, order.deliveryDate),
              gt(orders.deliveryFee, 0),
              inArray(orders.status, [...FEE_WAIVABLE]),
              sql`${orders.id} <> ${order.id}`,
            ),
          );
      if (g.paymentMethod === 'DEPOSIT') depositTotal += g.grossTotal;
    }

    if (depositTotal > 0) {
      const [paid] = await tx
        .update(buyers)
        .set({ depositBalance: sql`${buyers.depositBalance} - ${depositTotal}` })
        .where(and(eq(buyers.id, scope.buyerId), sql`${buyers.depositBalance} >= ${depositTotal}`))
        .returning({ balance: buyers.depositBalance });
      if (!paid)
        throw new DomainError('DEPOSIT_INSUFFICIENT', 'paymentMethod', {
          balance: plan.facts.buyer.depositBalance ?? 0,
        });
      await tx.insert(depositTransactions).values(
        created
          .filter((o) => o.paymentMethod === 'DEPOSIT')
          .map((o) => ({
            buyerId: scope.buyerId,
            amount: -o.grossTotal,
            orderId: o.id,
            note: formatOrderNumber(o.number),
          })),
      );
    }

    // The ordered lines leave the cart, with their groups' choices.
    const orderedSuppliers = created.map((o) => o.supplierId);
    const orderedProducts = [...plan.groups.values()].flatMap((g) => g.group.lines.map((l) => l.product.id));
    await tx
      .delete(cartItems)
      .where(and(eq(cartItems.storeId, scope.storeId), inArray(cartItems.productId, orderedProducts)));
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

/** Every line of the snapshot must still be in the cart, orderable, at the same quantity and price. */
function compareWithSnapshot(plan: CheckoutPlan, unavailable: string[], snapshot: DraftSnapshot): void {
  const changes: CartChange[] = [];
  const gone = new Set(unavailable);
  for (const d of snapshot.groups) {
    const lines = new Map((plan.groups.get(d.supplierId)?.group.lines ?? []).map((l) => [l.product.id, l]));
    for (const s of d.lines) {
      const now = lines.get(s.productId);
      const base = { productId: s.productId, nameVi: s.nameVi, nameEn: s.nameEn };
      if (!now) changes.push({ ...base, reason: gone.has(s.productId) ? 'UNAVAILABLE' : 'REMOVED' });
      else if ((now.product.regionPrice ?? 0) !== s.priceBeforeVat || now.product.vatRate !== s.vatRate)
        changes.push({ ...base, reason: 'PRICE' });
      else if (now.quantity !== s.quantity) changes.push({ ...base, reason: 'QUANTITY' });
    }
  }
  if (changes.length) throw new CartChangedError(changes);
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
