import { buyers, type Db } from '@chobep/db';
import { type CompanyInfo, DomainError } from '@chobep/domain';
import { eq } from 'drizzle-orm';

/** `companyUpdate`: the company's name, business category and red-invoice details (already through companyInfoSchema). */
export async function updateCompany(db: Db, buyerId: string, info: CompanyInfo): Promise<void> {
  const done = await db
    .update(buyers)
    .set({
      name: info.name,
      businessCategory: info.businessCategory,
      redInvoiceCompanyName: info.redInvoiceCompanyName,
      redInvoiceAddress: info.redInvoiceAddress,
      redInvoiceTaxCode: info.redInvoiceTaxCode,
      updatedAt: new Date(),
    })
    .where(eq(buyers.id, buyerId))
    .returning({ id: buyers.id });
  if (done.length === 0) throw new DomainError('NOT_FOUND', 'buyerId');
}

/**
 * `buyerUpdate` (spec/trading.md §7: "buyer name registration: buyerId, buyerName"): renames the company. The id
 * must be the caller's own company: another one's is FORBIDDEN, the same answer as an unknown id.
 */
export async function renameBuyer(db: Db, viewerBuyerId: string, buyerId: string, name: string): Promise<void> {
  if (buyerId !== viewerBuyerId) throw new DomainError('FORBIDDEN', 'buyerId');
  await db.update(buyers).set({ name, updatedAt: new Date() }).where(eq(buyers.id, buyerId));
}
