'use client';

import { BACK_TO_TOP_THRESHOLD_PX } from '@chobep/domain/platform/constants';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';

/**
 * Back to top (spec/foundations.md §2.4, §9): shown once the page has scrolled past 400 px, it
 * scrolls smoothly to the top (instantly when the visitor prefers reduced motion) and moves the
 * keyboard focus to the start of the content.
 */
export function BackToTop() {
  const t = useTranslations('common');
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > BACK_TO_TOP_THRESHOLD_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  function toTop() {
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
    document.getElementById('main')?.focus({ preventScroll: true });
  }

  if (!visible) return null;
  return (
    <button
      type="button"
      onClick={toTop}
      data-testid="back-to-top"
      className="fixed right-4 bottom-[calc(max(1rem,env(safe-area-inset-bottom))+4rem)] z-30 flex h-12 w-12 items-center justify-center rounded-full bg-white text-brand-700 shadow-lg ring-1 ring-neutral-200 hover:bg-brand-50 md:right-5 md:bottom-[calc(max(1rem,env(safe-area-inset-bottom))+4.5rem)]"
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
        <path strokeLinecap="round" strokeLinejoin="round" d="M12 19V5m-6 6 6-6 6 6" />
      </svg>
      <span className="sr-only">{t('backToTop')}</span>
    </button>
  );
}
