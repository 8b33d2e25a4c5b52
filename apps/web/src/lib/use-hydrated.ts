import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the server's HTML and while React hydrates it, true once this page runs its script. Controls that work only
 * by script are disabled until then, so a tap in that moment (long on a slow phone) is visibly not taken instead of
 * silently lost: a box ticked before hydration is reset to the state React renders.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
