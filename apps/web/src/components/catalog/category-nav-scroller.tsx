'use client';

import { type CSSProperties, type ReactNode, useEffect, useRef, useState } from 'react';

interface Progress {
  /** The visible share of the row, 0–1. */
  visible: number;
  /** How far it is scrolled, 0–1. */
  scrolled: number;
}

/**
 * The icon grid's list: `columns` per row; under 576 px two rows that scroll sideways, with a
 * small indicator of where the row is (spec/foundations.md §2.4). The items are server-rendered
 * children; this only measures the scroll position.
 */
export function CategoryNavScroller({
  columns,
  label,
  children,
}: {
  columns: number;
  /** Read by screen readers for the indicator. */
  label: string;
  children: ReactNode;
}) {
  const list = useRef<HTMLUListElement>(null);
  const [progress, setProgress] = useState<Progress | null>(null);

  useEffect(() => {
    const element = list.current;
    if (!element) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const { scrollWidth, clientWidth, scrollLeft } = element;
      if (scrollWidth <= clientWidth + 1) {
        setProgress(null);
        return;
      }
      const max = scrollWidth - clientWidth;
      setProgress({ visible: clientWidth / scrollWidth, scrolled: Math.min(1, Math.max(0, scrollLeft / max)) });
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    element.addEventListener('scroll', schedule, { passive: true });
    const observer = new ResizeObserver(schedule);
    observer.observe(element);
    return () => {
      element.removeEventListener('scroll', schedule);
      observer.disconnect();
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);

  return (
    <>
      <ul
        ref={list}
        style={{ '--cols': columns } as CSSProperties}
        className="grid snap-x grid-cols-[repeat(var(--cols),minmax(0,1fr))] gap-y-2 [scrollbar-width:none] max-sm:snap-mandatory max-sm:auto-cols-[calc(100%/var(--cols))] max-sm:grid-flow-col max-sm:grid-cols-none max-sm:grid-rows-2 max-sm:overflow-x-auto [&::-webkit-scrollbar]:hidden"
      >
        {children}
      </ul>
      {/* The track always takes its place (under 576 px), so the indicator appearing after hydration shifts nothing. */}
      <div
        aria-hidden={progress ? undefined : true}
        {...(progress
          ? {
              role: 'progressbar',
              'aria-label': label,
              'aria-valuemin': 0,
              'aria-valuemax': 100,
              'aria-valuenow': Math.round(progress.scrolled * 100),
            }
          : {})}
        data-testid="category-nav-scroll-indicator"
        className={`mx-auto mt-2 h-1 w-12 overflow-hidden rounded-full bg-neutral-200 sm:hidden ${progress ? '' : 'invisible'}`}
      >
        {progress ? (
          <div
            className="h-full rounded-full bg-brand-600"
            style={{
              width: `${progress.visible * 100}%`,
              transform: `translateX(${(progress.scrolled * (1 - progress.visible) * 100) / progress.visible}%)`,
            }}
          />
        ) : null}
      </div>
    </>
  );
}
