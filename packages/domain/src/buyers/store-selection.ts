/** Store statuses of spec/foundations.md §4. */
export const STORE_STATUSES = ['NORMAL', 'PENDING', 'BLOCKED'] as const;
export type StoreStatus = (typeof STORE_STATUSES)[number];

export interface SelectableStore {
  id: string;
  status: StoreStatus;
}

export type StoreSelection =
  | { kind: 'keep'; storeId: string }
  | { kind: 'auto'; storeId: string }
  /** No usable choice: go to /change-store; drop the stored id if there was one. */
  | { kind: 'choose'; dropStored: boolean };

/**
 * spec/foundations.md §4: keep the stored store if it belongs to the account; when the
 * account has exactly one store that is not PENDING, select it automatically (a
 * PENDING store beside it cannot order yet, so there is nothing to choose);
 * otherwise, or when the stored store no longer belongs to the account, the stored
 * choice is dropped and the user chooses on /change-store, where every store of the
 * account may be chosen (a PENDING one to prepare its cart, a BLOCKED one to see it).
 */
export function selectStore(stores: readonly SelectableStore[], storedId: string | null | undefined): StoreSelection {
  if (storedId) {
    if (stores.some((s) => s.id === storedId)) return { kind: 'keep', storeId: storedId };
    // A stored id that no longer belongs to the account is removed and the user chooses (§4).
    return { kind: 'choose', dropStored: true };
  }
  const usable = stores.filter((s) => isAutoSelectable(s.status));
  const only = usable.length === 1 ? usable[0] : undefined;
  if (only) return { kind: 'auto', storeId: only.id };
  return { kind: 'choose', dropStored: false };
}

/**
 * Whether a store may be selected without asking (spec/foundations.md §4: "not PENDING"). A PENDING store is never
 * chosen for the user, who may still choose it on /change-store.
 */
export function isAutoSelectable(status: StoreStatus): boolean {
  return status !== 'PENDING';
}
