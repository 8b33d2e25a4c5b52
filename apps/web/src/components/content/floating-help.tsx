'use client';

import { HOTLINE, HOTLINE_TEL, MESSENGER_URL, ZALO_URL } from '@chobep/domain/platform/constants';
import { useTranslations } from 'next-intl';
import { type RefObject, useEffect, useId, useRef, useState } from 'react';

function overlaps(a: DOMRect, b: DOMRect): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/**
 * True while an element marked `data-keep-clear` (a product's price and cart controls, the
 * footer's text: what the help button must never cover) passes through the box of `spot` (where the button rests),
 * checked once a frame while the page scrolls or resizes.
 */
function useSomethingUnder(spot: RefObject<HTMLElement | null>): boolean {
  const [under, setUnder] = useState(false);
  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      const zone = spot.current?.getBoundingClientRect();
      if (!zone) return;
      let found = false;
      for (const element of document.querySelectorAll('[data-keep-clear]')) {
        const box = element.getBoundingClientRect();
        // An empty box (a wrapper whose content is not shown to this user) hides nothing.
        if (box.width > 0 && box.height > 0 && overlaps(zone, box)) {
          found = true;
          break;
        }
      }
      setUnder(found);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    schedule();
    // Content that loads late (prices, related products) moves things without a scroll.
    const resize = new ResizeObserver(schedule);
    resize.observe(document.body);
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      if (frame) cancelAnimationFrame(frame);
      resize.disconnect();
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [spot]);
  return under;
}

/**
 * The floating help widget (spec/trading.md §2): one round button that opens the hotline, Messenger
 * and Zalo links. Escape or a click elsewhere closes it and gives the focus back to the button.
 * While a price, the cart controls or the footer's text scroll past its corner it slides out of the
 * way (it comes back with focus, so the keyboard still reaches it), and it stays while its panel is open.
 */
export function FloatingHelp() {
  const t = useTranslations('help');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const spot = useRef<HTMLDivElement>(null);
  const away = useSomethingUnder(spot) && !open;

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  const link =
    'flex min-h-11 items-center gap-3 rounded-xl px-3 py-2 font-medium text-neutral-900 hover:bg-brand-50 focus-visible:bg-brand-50';
  return (
    <>
      {/* Room under the footer, so that at the end of the page the button rests on no text or link. */}
      <div aria-hidden="true" className="h-20 bg-brand-900" />
      {/* Where the button rests, with 8 px to spare: what passes through it makes the button step aside. */}
      <div
        ref={spot}
        aria-hidden="true"
        className="pointer-events-none invisible fixed right-2 bottom-[calc(max(1rem,env(safe-area-inset-bottom))-0.5rem)] h-16 w-16 md:h-[4.5rem] md:w-[4.5rem]"
      />
      <div
        ref={root}
        data-testid="floating-help"
        data-away={away ? '' : undefined}
        className="fixed right-4 bottom-[max(1rem,env(safe-area-inset-bottom))] z-30 flex flex-col items-end gap-3 transition-transform duration-200 data-[away]:translate-x-[calc(100%+2rem)] data-[away]:focus-within:translate-x-0"
      >
        <section
          id={panelId}
          hidden={!open}
          aria-labelledby={`${panelId}-title`}
          className="w-64 rounded-2xl bg-white p-2 shadow-xl ring-1 ring-neutral-200"
        >
          <p id={`${panelId}-title`} className="px-3 pt-2 pb-1 font-semibold text-neutral-900">
            {t('title')}
          </p>
          <ul>
            <li>
              <a href={HOTLINE_TEL} className={link} data-testid="help-hotline">
                <span
                  aria-hidden="true"
                  className="flex h-8 w-8 items-center justify-center rounded-full bg-brand-600 text-white"
                >
                  <svg viewBox="0 0 24 24" className="h-4 w-4" fill="currentColor" aria-hidden="true" focusable="false">
                    <path d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2c.3-.3.7-.4 1-.2 1.1.4 2.3.6 3.6.6.6 0 1 .4 1 1V20c0 .6-.4 1-1 1A17 17 0 0 1 3 4c0-.6.4-1 1-1h3.5c.6 0 1 .4 1 1 0 1.3.2 2.5.6 3.6.1.3 0 .7-.2 1l-2.3 2.2Z" />
                  </svg>
                </span>
                {t('hotline', { hotline: HOTLINE })}
              </a>
            </li>
            <li>
              <a
                href={MESSENGER_URL}
                target="_blank"
                rel="noopener noreferrer"
                className={link}
                data-testid="help-messenger"
              >
                <span
                  aria-hidden="true"
                  className="flex h-8 w-8 items-center justify-center rounded-full bg-[#0866ff] text-white"
                >
                  <svg viewBox="0 0 24 24" className="h-4 w-4" fill="currentColor" aria-hidden="true" focusable="false">
                    <path d="M12 2C6.4 2 2 6.1 2 11.7c0 2.9 1.2 5.5 3.2 7.2V22l3-1.6c1.2.3 2.4.5 3.8.5 5.6 0 10-4.1 10-9.7S17.6 2 12 2Zm1 12.4-2.6-2.7-5 2.7 5.5-5.8 2.6 2.7 4.9-2.7-5.4 5.8Z" />
                  </svg>
                </span>
                <span>
                  {t('messenger')}
                  <span className="sr-only"> {t('opensInNewTab')}</span>
                </span>
              </a>
            </li>
            <li>
              <a href={ZALO_URL} target="_blank" rel="noopener noreferrer" className={link} data-testid="help-zalo">
                <span
                  aria-hidden="true"
                  className="flex h-8 w-8 items-center justify-center rounded-full bg-[#0068ff] font-bold text-[10px] text-white"
                >
                  Zalo
                </span>
                <span>
                  {t('zalo')}
                  <span className="sr-only"> {t('opensInNewTab')}</span>
                </span>
              </a>
            </li>
          </ul>
        </section>
        <button
          ref={button}
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          aria-label={open ? t('close') : t('open')}
          data-testid="help-toggle"
          onClick={() => setOpen((value) => !value)}
          className="flex h-12 w-12 items-center justify-center rounded-full bg-brand-600 text-white shadow-lg ring-2 ring-white hover:bg-brand-700 md:h-14 md:w-14"
        >
          <svg
            viewBox="0 0 24 24"
            className="h-6 w-6"
            fill="none"
            stroke="currentColor"
            strokeWidth={2}
            aria-hidden="true"
            focusable="false"
          >
            {open ? (
              <path strokeLinecap="round" d="M6 6l12 12M18 6 6 18" />
            ) : (
              <path
                strokeLinecap="round"
                strokeLinejoin="round"
                d="M4 13v-1a8 8 0 0 1 16 0v1M4 13a2 2 0 0 1 2-2h1v6H6a2 2 0 0 1-2-2v-2Zm16 0a2 2 0 0 0-2-2h-1v6h1a2 2 0 0 0 2-2v-2Zm-3 4v1a3 3 0 0 1-3 3h-2"
              />
            )}
          </svg>
        </button>
      </div>
    </>
  );
}
