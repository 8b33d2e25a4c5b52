import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { cache } from 'react';
import { DeliveryNote, type DeliveryNoteData } from '@/components/orders/delivery-note';
import { FulfillmentNoteQuery } from '@/lib/api/orders';
import { serverRequest } from '@/lib/api/server';

type Props = { params: Promise<{ id: string }> };

/** The note, or null for any failure: another company's order (FORBIDDEN), none, a refused id, the API not answering. */
const loadNote = cache(async (id: string): Promise<DeliveryNoteData | null> => {
  try {
    return (await serverRequest(FulfillmentNoteQuery, { id })).fulfillmentNote ?? null;
  } catch (error) {
    console.error('[orders] delivery note not read', error instanceof Error ? error.message : error);
    return null;
  }
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [{ id }, t] = await Promise.all([params, getTranslations('orders.deliveryNote')]);
  const note = await loadNote(decodeURIComponent(id));
  return {
    title: note ? t('metaTitle', { code: note.shortCode }) : t('metaTitleFallback'),
    robots: { index: false, follow: false },
  };
}

/**
 * /phieu-giao/{orderId} (login only): the delivery note of the delivery the order travels in, merged with the other
 * orders of the same supplier, store and date (docs/decisions.md, "Delivery notes"). Anyone acting for the store
 * may read it; any failure goes to /not-authorized like the order page, so the page never says which.
 */
export default async function DeliveryNotePage({ params }: Props) {
  const { id } = await params;
  const orderId = decodeURIComponent(id);
  const note = await loadNote(orderId);
  if (!note) redirect('/not-authorized');
  return <DeliveryNote note={note} orderId={orderId} />;
}
