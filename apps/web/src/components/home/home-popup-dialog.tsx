'use client';

import { pickPictureTint } from '@chobep/domain/catalog/pick-picture-tint';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import type { HomePopupData } from './home-popup';

/**
 * The home popup, in its own chunk: loaded only when the popup may open. A plain non-modal dialog rather than
 * Radix's: what a floating promotion needs — focus on itself when it opens, Escape, a press or focus elsewhere
 * closes it, focus back where it was — is a few listeners, and Radix's layers and focus scope cost a first visit
 * of the home page 15 kB of JavaScript (docs/performance.md, "JavaScript budgets").
 */
export function HomePopupDialog({
  popup,
  href,
  open,
  doNotShowAgain,
  setDoNotShowAgain,
  close,
}: {
  popup: HomePopupData;
  href: string | null;
  open: boolean;
  doNotShowAgain: boolean;
  setDoNotShowAgain: (value: boolean) => void;
  close: () => void;
}) {
  const t = useTranslations('homePage');
  const checkbox = useId();
  const picture = (
    // biome-ignore lint/performance/noImgElement: a promotion picture served by the API, sized (4:5) to avoid layout shift
    <img
      src={popup.imageUrl}
      alt={t('homePopupView')}
      width={720}
      height={900}
      style={{ backgroundColor: pickPictureTint(popup.imageUrl) }}
      className="block aspect-[4/5] h-auto w-full"
    />
  );

  const dialog = useRef<HTMLDivElement>(null);
  const title = useId();
  // The latest close, without opening the dialog anew (and taking the focus back) on every render.
  const closeRef = useRef(close);
  closeRef.current = close;
  useEffect(() => {
    const close = () => closeRef.current();
    const node = dialog.current;
    if (!open || !node) return;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // Focus the dialog itself, not its first link, so a keyboard user is not sent off by Enter.
    node.focus();
    const outside = (target: EventTarget | null) => !(target instanceof Node && node.contains(target));
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) close();
    };
    const onPointer = (event: PointerEvent) => outside(event.target) && close();
    const onFocus = (event: FocusEvent) => outside(event.target) && close();
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer, true);
    document.addEventListener('focusin', onFocus);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer, true);
      document.removeEventListener('focusin', onFocus);
      // Closed with the focus inside, the focus went with the dialog's nodes: it goes back where it was, as Radix did
      // (a press or focus elsewhere keeps it where the person put it).
      const lost =
        !document.activeElement || document.activeElement === document.body || node.contains(document.activeElement);
      if (lost) before?.focus();
    };
  }, [open]);

  if (!open) return null;
  // Not modal: a promotion must not block ordering or hide the page from assistive technology.
  // It floats at the bottom (right on wide screens); Close, Escape or a click elsewhere dismisses it.
  return createPortal(
    <div
      ref={dialog}
      role="dialog"
      aria-labelledby={title}
      data-testid="home-popup"
      tabIndex={-1}
      className="fixed right-1/2 bottom-4 z-50 max-h-[calc(100dvh-2rem)] w-[min(360px,calc(100vw-2rem))] translate-x-1/2 overflow-y-auto rounded-2xl bg-white shadow-2xl ring-1 ring-black/10 outline-none md:right-6 md:bottom-6 md:translate-x-0"
    >
      <h2 id={title} className="sr-only">
        {t('homePopupTitle')}
      </h2>
      {href ? (
        <Link
          href={href}
          prefetch={false}
          onClick={close}
          data-testid="home-popup-link"
          className="block focus-visible:outline-offset-[-3px]"
        >
          {picture}
        </Link>
      ) : (
        picture
      )}
      <div className="flex items-center justify-between gap-3 px-4 py-2">
        <label htmlFor={checkbox} className="flex min-h-11 cursor-pointer items-center gap-2 text-neutral-800 text-sm">
          <input
            id={checkbox}
            type="checkbox"
            checked={doNotShowAgain}
            onChange={(event) => setDoNotShowAgain(event.target.checked)}
            className="h-4 w-4 accent-brand-600"
          />
          {t('doNotShowAgain')}
        </label>
        <button
          type="button"
          data-testid="home-popup-close"
          onClick={close}
          className="min-h-11 rounded-full px-4 font-semibold text-brand-700 text-sm hover:bg-brand-50"
        >
          {t('close')}
        </button>
      </div>
    </div>,
    document.body,
  );
}
