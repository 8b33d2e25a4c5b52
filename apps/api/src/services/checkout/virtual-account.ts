import { buyers, type Db, orders, virtualAccounts } from '@chobep/db';
import {
  amountToPay,
  CART_MAX_LINES,
  DomainError,
  formatOrderNumber,
  isUuid,
  type OrderStatus,
  virtualAccountNumber,
  writeTransferPurpose,
} from '@chobep/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { buildVietQr, VIETQR_PURPOSE_MAX, vietQrPurpose } from './vietqr';

/** The bank that holds the companies' virtual accounts (configurable; the demo uses MB Bank's BIN). */
export function virtualAccountBank(env: NodeJS.ProcessEnv = process.env) {
  return {
    bin: env.VA_BANK_BIN ?? '970422',
    name: env.VA_BANK_NAME ?? 'MB Bank',
    holder: env.VA_ACCOUNT_HOLDER ?? 'CONG TY TNHH CHO BEP',
  };
}

/** One bank-transfer order of the answer: what it cost when placed, what is to be paid for it now. */
export interface VaOrder {
  id: string;
  number: number;
  status: OrderStatus;
  placedTotal: number;
  amount: number;
}

export interface VaAndQr {
  bankBin: string;
  bankName: string;
  accountNumber: string;
  accountName: string;
  /** What to transfer now: the orders that will be delivered, at what they cost now. */
  amount: number;
  purpose: string;
  /** Null when nothing is left to pay (every order ended without delivery). */
  qrPayload: string | null;
  qrSvg: string | null;
  orders: VaOrder[];
}

/** The company's virtual account, opened on first use (one per company; the number never changes). */
export async function virtualAccountOf(db: Db, buyerId: string) {
  const bank = virtualAccountBank();
  const [existing] = await db.select().from(virtualAccounts).where(eq(virtualAccounts.buyerId, buyerId));
  if (existing) return existing;
  return db.transaction(async (tx) => {
    const [buyer] = await tx.select({ name: buyers.name }).from(buyers).where(eq(buyers.id, buyerId));
    if (!buyer) throw new DomainError('NOT_FOUND');
    const [row] = await tx
      .insert(virtualAccounts)
      .values({
        buyerId,
        bankBin: bank.bin,
        bankName: bank.name,
        accountNumber: `pending-${buyerId}`,
        accountName: bank.holder,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) {
      const [again] = await tx.select().from(virtualAccounts).where(eq(virtualAccounts.buyerId, buyerId));
      if (!again) throw new Error('virtual account vanished');
      return again;
    }
    const [done] = await tx
      .update(virtualAccounts)
      .set({ accountNumber: virtualAccountNumber(row.number) })
      .where(eq(virtualAccounts.buyerId, buyerId))
      .returning();
    return done ?? row;
  });
}

/** The most orders one transfer pays: a checkout's, one per supplier, and a cart has no more suppliers than lines. */
export const VA_MAX_ORDERS = CART_MAX_LINES;

/**
 * getVaAndQrInfo: how to pay the company's bank-transfer orders: its virtual account, the amount and a VietQR code
 * whose purpose names the orders. The amount is what the buyer will pay for them now (orders/amount-to-pay): a
 * declined, disapproved or canceled order is left out, a repriced one counts at its new total, and each order says
 * what it cost when placed, so the page can tell what was corrected. Only the company's own BANK_TRANSFER orders
 * count; null when none of the ids is one.
 */
export async function vaAndQrInfo(db: Db, buyerId: string, orderIds: string[]): Promise<VaAndQr | null> {
  // Every order asked for counts (the GraphQL limits refuse more than VA_MAX_ORDERS): a QR for the first 20 of a
  // larger checkout would have asked for less than the buyer owes.
  const ids = orderIds.filter(isUuid).slice(0, VA_MAX_ORDERS);
  const rows = ids.length
    ? await db
        .select({
          id: orders.id,
          number: orders.number,
          status: orders.status,
          grossTotal: orders.grossTotal,
          placedTotal: orders.placedGrossTotal,
        })
        .from(orders)
        .where(and(inArray(orders.id, ids), eq(orders.buyerId, buyerId), eq(orders.paymentMethod, 'BANK_TRANSFER')))
        .orderBy(orders.number)
    : [];
  // Nothing of the company's to pay by transfer among them: nothing to show (another company's ids included).
  if (!rows.length) return null;
  const account = await virtualAccountOf(db, buyerId);
  const listed: VaOrder[] = rows.map((r) => ({
    id: r.id,
    number: r.number,
    status: r.status,
    placedTotal: r.placedTotal ?? r.grossTotal,
    amount: amountToPay(r),
  }));
  const paying = listed.filter((o) => o.amount > 0);
  const amount = paying.reduce((n, o) => n + o.amount, 0);
  const purpose = vietQrPurpose(
    writeTransferPurpose(
      paying.map((o) => formatOrderNumber(o.number)),
      VIETQR_PURPOSE_MAX,
    ),
  );
  const qr =
    amount > 0
      ? await buildVietQr({ bankBin: account.bankBin, accountNumber: account.accountNumber, amount, purpose })
      : null;
  return {
    bankBin: account.bankBin,
    bankName: account.bankName,
    accountNumber: account.accountNumber,
    accountName: account.accountName,
    amount,
    purpose,
    qrPayload: qr?.payload ?? null,
    qrSvg: qr?.svg ?? null,
    orders: listed,
  };
}
