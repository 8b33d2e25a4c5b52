import { type Db, mailOutbox } from '@chobep/db';
import { count, desc, eq } from 'drizzle-orm';

export const OUTBOX_PAGE_MAX = 100;

export type OutboxMail = typeof mailOutbox.$inferSelect;

export interface OutboxPage {
  items: OutboxMail[];
  total: number;
  page: number;
  size: number;
}

/**
 * The outbox for operators, newest first, optionally for one recipient (lower-cased, exact). Two statements: the
 * page (on mail_outbox_created_idx / mail_outbox_recipient_idx) and the count.
 */
export async function listMailOutbox(
  db: Db,
  input: { page: number; size: number; recipient?: string | null },
): Promise<OutboxPage> {
  const page = Math.max(1, Math.floor(input.page) || 1);
  const size = Math.min(OUTBOX_PAGE_MAX, Math.max(1, Math.floor(input.size) || 20));
  const recipient = input.recipient?.trim().toLowerCase();
  const where = recipient ? eq(mailOutbox.recipient, recipient) : undefined;
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(mailOutbox)
      .where(where)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ n: count() }).from(mailOutbox).where(where),
  ]);
  return { items, total: Number(total?.n ?? 0), page, size };
}
