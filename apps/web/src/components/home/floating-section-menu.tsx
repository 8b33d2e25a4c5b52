'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';

/** spec/foundations.md §9: shown after 300 px of scrolling, wider than 1024 px; targets 100 px below the top. */
const SCROLL_THRESHOLD_PX = 300;
const SCROLL_OFFSET_PX = 100;
const WIDE_QUERY = '(min-width: 1025px)';

export interface SectionLink {
  /** The section element's id. */
  id: string;
  label: string;
}

/**
 * The floating section menu (spec/foundations.md §2.4): one button per home section that is on
 * the page (showcases with data and a title, recommended for you, trusted brands), shown only on
 * wide screens once the page has scrolled 300 px; a button scrolls smoothly to its section, 100 px
 * below the top so the sticky header does not cover the title.
 */
export function FloatingSectionMenu({ sections }: { sections: readonly SectionLink[] }) {
  const t = useTranslations('homePage');
  const [shown, setShown] = useState(false);
  const [current, setCurrent] = useState<string | null>(null);

  useEffect(() => {
    const wide = window.matchMedia(WIDE_QUERY);
    let frame = 0;
    const update = () => {
      frame = 0;
      setShown(wide.matches && window.scrollY > SCROLL_THRESHOLD_PX);
      let here: string | null = null;
      for (const section of sections) {
        const element = document.getElementById(section.id);
        if (element && element.getBoundingClientRect().top <= SCROLL_OFFSET_PX + 1) here = section.id;
      }
      setCurrent(here);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    wide.addEventListener('change', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      wide.removeEventListener('change', schedule);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [sections]);

  if (!shown || sections.length === 0) return null;

  function go(id: string) {
    const element = document.getElementById(id);
    if (!element) return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const top = element.getBoundingClientRect().top + window.scrollY - SCROLL_OFFSET_PX;
    window.scrollTo({ top, behavior: reduce ? 'auto' : 'smooth' });
    // Move focus with the view, for keyboard and screen-reader users, without a second jump.
    element.querySelector<HTMLElement>('h2')?.setAttribute('tabindex', '-1');
    element.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
  }

  return (
    <nav
      aria-label={t('sectionMenuLabel')}
      data-testid="home-section-menu"
      className="fixed bottom-5 left-1/2 z-30 max-w-[calc(100vw-2rem)] -translate-x-1/2 overflow-x-auto rounded-full bg-white/95 p-1.5 shadow-lg ring-1 ring-neutral-200 backdrop-blur"
    >
      <ul className="flex gap-1">
        {sections.map((section) => (
          <li key={section.id}>
            <button
              type="button"
              onClick={() => go(section.id)}
              aria-current={current === section.id ? 'location' : undefined}
              className={`min-h-9 whitespace-nowrap rounded-full px-3.5 font-medium text-sm ${
                current === section.id ? 'bg-brand-600 text-white' : 'text-neutral-800 hover:bg-brand-50'
              }`}
            >
              {section.label}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
