'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { SESSION_STORAGE_KEYS } from './storage-keys';

/**
 * How a dialog got onto the screen, which decides who gives way (docs/decisions.md, "One dialog at a time"):
 * - `required`: the person must answer before going on (the region popup, the alcohol age check).
 *   It closes a promotion that is open and waits only for another required or person-opened dialog.
 *   Once one has been shown on a visit, no promotion opens for the rest of that visit.
 * - `user`: the person opened it (a banner's dialog). Like `required`, without the visit rule.
 * - `promotion`: the site's own idea (the home popup). It opens only when nothing else holds the
 *   slot and no required dialog has interrupted this visit, gives the slot up to anything else, and
 *   never asks again on the same page load.
 */
export type DialogKind = 'required' | 'user' | 'promotion';

interface Claim {
  name: string;
  kind: DialogKind;
}

let holder: Claim | null = null;
let waiting: Claim[] = [];
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A visit is the browser tab's session: sessionStorage lives exactly that long. */
function interruptedThisVisit(): boolean {
  try {
    return sessionStorage.getItem(SESSION_STORAGE_KEYS.dialogInterruptedVisit) === '1';
  } catch {
    return false;
  }
}

/** Recorded when a required dialog shows: after the reload its answer causes, promotions still keep away. */
export function markVisitInterrupted(): void {
  try {
    sessionStorage.setItem(SESSION_STORAGE_KEYS.dialogInterruptedVisit, '1');
  } catch (error) {
    console.error('Could not store the dialog flag', error);
  }
}

function grant(claim: Claim): void {
  holder = claim;
  if (claim.kind === 'required') markVisitInterrupted();
  emit();
}

function request(claim: Claim): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  if (claim.kind === 'promotion') {
    // One task later, so a required dialog rendered in the same commit (the region popup is in the
    // server HTML) has claimed the slot first, whichever effect React ran first.
    timer = setTimeout(() => {
      timer = null;
      if (holder === null && !interruptedThisVisit()) grant(claim);
    }, 0);
  } else if (holder === null || holder.kind === 'promotion') {
    grant(claim);
  } else {
    waiting.push(claim);
  }
  return () => {
    if (timer) clearTimeout(timer);
    waiting = waiting.filter((w) => w !== claim);
    if (holder !== claim) return;
    holder = null;
    const next = waiting.shift();
    if (next) grant(next);
    else emit();
  };
}

/**
 * One place decides which dialog may show, so two never stack (a first visit on a phone showed the
 * region popup and then the home popup over most of the screen). Call it in every dialog that opens
 * itself or is opened by the person, with `wanted` true while the dialog would like to be open;
 * show the dialog only while the result is true. Stop wanting it when it closes, which frees the
 * slot for whatever waits. A dialog that is always rendered (the region popup is in the server
 * HTML) calls it with `wanted` true to keep the others away and may ignore the result.
 */
export function useExclusiveDialog(name: string, kind: DialogKind, wanted: boolean): boolean {
  const held = useSyncExternalStore(
    subscribe,
    () => holder?.name === name,
    () => false,
  );
  useEffect(() => {
    if (!wanted) return;
    return request({ name, kind });
  }, [name, kind, wanted]);
  return wanted && held;
}
