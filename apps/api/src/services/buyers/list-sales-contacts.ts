import { type Db, salesContacts } from '@chobep/db';
import { asc, eq } from 'drizzle-orm';

/** `listSalesPic`: the marketplace's salespeople in charge of the company, oldest first. */
export function listSalesContacts(db: Db, buyerId: string) {
  return db
    .select({
      id: salesContacts.id,
      name: salesContacts.name,
      phoneNumber: salesContacts.phoneNumber,
      email: salesContacts.email,
    })
    .from(salesContacts)
    .where(eq(salesContacts.buyerId, buyerId))
    .orderBy(asc(salesContacts.createdAt), asc(salesContacts.id));
}
