import { buyers, type Db, orders, virtualAccounts } from '@chobep/db';
import { DomainError, formatOrderNumber, isUuid, virtualAccountNumber, writeTransferPurpose } from '@chobep/domain';
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

export interface VaAndQr {
  bankBin: string;
  bankName: string;
  accountNumber: string;
  accountName: string;
  amount: number;
  purpose: string;
  qrPayload: string;
  qrSvg: string;
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

/**
 * getVaAndQrInfo: how to pay the company's bank-transfer orders: its virtual account, the amount (the orders' gross
 * totals) and a VietQR code whose purpose names the orders. Only the company's own BANK_TRANSFER orders count;
 * null when none of the ids is one.
 */
export async function vaAndQrInfo(db: Db, buyerId: string, orderIds: string[]): Promise<VaAndQr | null> {
  const ids = orderIds.filter(isUuid).slice(0, 20);
  const rows = ids.length
    ? await db
        .select({ number: orders.number, grossTotal: orders.grossTotal })
        .from(orders)
        .where(and(inArray(orders.id, ids), eq(orders.buyerId, buyerId), eq(orders.paymentMethod, 'BANK_TRANSFER')))
        .orderBy(orders.number)
    : [];
  // Nothing of the company's to pay by transfer among them: nothing to show (another company's ids included).
  if (!rows.length) return null;
  const account = await virtualAccountOf(db, buyerId);
  const amount = rows.reduce((n, r) => n + r.grossTotal, 0);
  const purpose = vietQrPurpose(
    writeTransferPurpose(
      rows.map((r) => formatOrderNumber(r.number)),
      VIETQR_PURPOSE_MAX,
    ),
  );
  const qr = await buildVietQr({ bankBin: account.bankBin, accountNumber: account.accountNumber, amount, purpose });
  return {
    bankBin: account.bankBin,
    bankName: account.bankName,
    accountNumber: account.accountNumber,
    accountName: account.accountName,
    amount,
    purpose,
    qrPayload: qr.payload,
    qrSvg: qr.svg,
  };
}
