import { SESSION_STORAGE_KEYS } from '@/lib/storage-keys';

/**
 * What the checkout keeps in the tab (sessionStorage) between its steps and across a reload. Nothing here is trusted:
 * the server checks the token, the invoice details and the order ids again. Storage can be unavailable (private
 * modes, quotas): reads then find nothing and writes are dropped.
 */
function read<T>(key: string): T | null {
  try {
    const raw = sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Without storage a retry makes a new draft; orderCreate's checks still hold.
  }
}

export interface KeptDraft {
  storeId: string;
  token: string;
  expiresAt: string;
}

/** The store's draft token while it is valid. */
export function readDraft(storeId: string, now = Date.now()): KeptDraft | null {
  const kept = read<KeptDraft>(SESSION_STORAGE_KEYS.checkoutDraft);
  if (!kept || kept.storeId !== storeId || typeof kept.token !== 'string') return null;
  return Date.parse(kept.expiresAt) > now ? kept : null;
}

/** The store's last token, expired or not (to ask whether it already became orders). */
export function readAnyDraft(storeId: string): KeptDraft | null {
  const kept = read<KeptDraft>(SESSION_STORAGE_KEYS.checkoutDraft);
  return kept && kept.storeId === storeId && typeof kept.token === 'string' ? kept : null;
}

export function keepDraft(draft: KeptDraft | null): void {
  write(SESSION_STORAGE_KEYS.checkoutDraft, draft);
}

export interface InvoiceDetails {
  registeredName: string;
  registeredAddress: string;
  redInvoiceNumber: string;
}

export function readInvoice(storeId: string): InvoiceDetails | null {
  return read<Record<string, InvoiceDetails>>(SESSION_STORAGE_KEYS.checkoutInvoice)?.[storeId] ?? null;
}

export function keepInvoice(storeId: string, details: InvoiceDetails): void {
  // One store at a time: the details of another store's checkout are not kept.
  write(SESSION_STORAGE_KEYS.checkoutInvoice, { [storeId]: details });
}

export interface PlacedOrder {
  id: string;
  code: string;
  status: string;
  supplierName: string;
  deliveryDate: string;
  deliveryTimeSlot: string;
  paymentMethod: string;
  grossTotal: number;
}

export function keepPlaced(orders: readonly PlacedOrder[]): void {
  write(SESSION_STORAGE_KEYS.checkoutPlaced, orders);
}

/** The placed orders among the ids, in the ids' order. */
export function readPlaced(ids: readonly string[]): PlacedOrder[] {
  const all = read<PlacedOrder[]>(SESSION_STORAGE_KEYS.checkoutPlaced) ?? [];
  return ids.flatMap((id) => all.filter((o) => o.id === id));
}
