import { useRef } from 'react';

/**
 * Gives focus back to whatever opened a dialog when it closes. Radix returns focus to the dialog's
 * `Dialog.Trigger`; our dialogs open from state (loaded on demand, or opened by a card's own button)
 * and have no Trigger, so focus fell to <body> and a keyboard user started again from the top of
 * the page. Spread the handlers on `Dialog.Content`: on open the opener still has focus (Radix calls
 * `onOpenAutoFocus` before it moves focus in), and on close it gets it back if it is still there.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
    },
    onCloseAutoFocus: (event: Event) => {
      const target = opener.current;
      opener.current = null;
      if (!target?.isConnected) return;
      event.preventDefault();
      target.focus();
    },
  };
}
