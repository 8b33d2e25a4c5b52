'use client';

import { pickPictureTint } from '@chobep/domain/catalog/pick-picture-tint';
import type { BannerAction } from '@chobep/domain/content/resolve-banner-link';
import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { type KeyboardEvent, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useExclusiveDialog } from '@/lib/exclusive-dialog';
import { useOpenedOnce } from '@/lib/use-opened-once';

/** Radix dialog code loads when a banner's popup is first opened. */
const BannerDialog = dynamic(() => import('./banner-dialog').then((m) => m.BannerDialog), { ssr: false });

/** spec/foundations.md §9: carousel autoplay 5000 ms. */
const AUTOPLAY_MS = 5000;

export interface CarouselSlide {
  id: string;
  imageUrl: string;
  title: string;
  /** Resolved on the server (resolveBannerAction of @chobep/domain). */
  action: BannerAction;
  /** ShowPopup banners: the dialog's picture, sanitised HTML and button text. */
  popup: { imageUrl: string | null; html: string | null; buttonText: string | null } | null;
}

function Arrow({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" className="h-5 w-5">
      <path
        d={direction === 'left' ? 'm12.5 4.5-5.5 5.5 5.5 5.5' : 'm7.5 4.5 5.5 5.5-5.5 5.5'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
    </svg>
  );
}

function usePrefersReducedMotion(): boolean {
  const [reduce, setReduce] = useState(false);
  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    setReduce(query.matches);
    const onChange = () => setReduce(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return reduce;
}

function usePageVisible(): boolean {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    const onChange = () => setVisible(document.visibilityState === 'visible');
    onChange();
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);
  return visible;
}

/**
 * The home banner carousel (spec/foundations.md §2.4): a CSS scroll-snap track (swipe works
 * without script), with arrows, dots, arrow keys and a 5 s autoplay that pauses on hover, on
 * focus, while a banner dialog is open, when the tab is hidden, when the user pauses it, and never
 * starts for people who prefer reduced motion. Banners are 3:1 pictures with their space reserved.
 */
export function BannerCarousel({
  slides,
  priority = false,
}: {
  slides: readonly CarouselSlide[];
  /** The page's first carousel: its first banner is the largest paint, fetched with high priority. */
  priority?: boolean;
}) {
  const t = useTranslations('homePage');
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [userPaused, setUserPaused] = useState(false);
  const [dialog, setDialog] = useState<CarouselSlide | null>(null);
  // Opened by the person: it closes the home popup if that is still showing (one dialog at a time).
  const dialogShown = useExclusiveDialog('banner', 'user', dialog !== null);
  const dialogOpenedOnce = useOpenedOnce(dialogShown);
  const reduceMotion = usePrefersReducedMotion();
  const pageVisible = usePageVisible();
  const count = slides.length;

  const goTo = useCallback(
    (target: number) => {
      const element = track.current;
      if (!element || count === 0) return;
      const next = ((target % count) + count) % count;
      setIndex(next);
      element.scrollTo({ left: next * element.clientWidth, behavior: reduceMotion ? 'auto' : 'smooth' });
    },
    [count, reduceMotion],
  );

  // The index follows the track when it is swiped or scrolled by focus.
  useEffect(() => {
    const element = track.current;
    if (!element) return;
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        if (element.clientWidth > 0) setIndex(Math.round(element.scrollLeft / element.clientWidth));
      });
    };
    element.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      element.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);

  const autoplay = count > 1 && !reduceMotion;
  const playing = autoplay && !userPaused && !hovered && !focused && pageVisible && dialog === null;
  useEffect(() => {
    if (!playing) return;
    // Re-armed on every change of slide, so a manual move gets the full 5 s too.
    const timer = setTimeout(() => goTo(index + 1), AUTOPLAY_MS);
    return () => clearTimeout(timer);
  }, [playing, index, goTo]);

  if (count === 0) return null;

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      goTo(index + 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      goTo(index - 1);
    }
  }

  function slideContent(slide: CarouselSlide, position: number): ReactNode {
    const picture = (
      // biome-ignore lint/performance/noImgElement: banner art served by the API (SVG); width and height reserve the 3:1 space
      <img
        src={slide.imageUrl}
        alt={slide.title}
        width={1200}
        height={400}
        loading={position === 0 ? 'eager' : 'lazy'}
        decoding={position === 0 && priority ? 'sync' : 'async'}
        {...(position === 0 && priority ? { fetchPriority: 'high' as const } : {})}
        draggable={false}
        style={{ backgroundColor: pickPictureTint(slide.imageUrl) }}
        className="block aspect-[3/1] h-auto w-full select-none object-cover"
      />
    );
    const { action } = slide;
    const className = 'block w-full focus-visible:outline-offset-[-3px]';
    switch (action.kind) {
      case 'link':
        return action.link.external ? (
          <a href={action.link.href} target="_blank" rel="noopener noreferrer" className={className}>
            {picture}
            <span className="sr-only">{t('opensInNewTab')}</span>
          </a>
        ) : (
          <Link href={action.link.href} prefetch={false} className={className}>
            {picture}
          </Link>
        );
      case 'popup':
      case 'webView':
        return (
          <button
            type="button"
            aria-haspopup="dialog"
            onClick={() => setDialog(slide)}
            className={`${className} cursor-pointer`}
          >
            {picture}
          </button>
        );
      default:
        return picture;
    }
  }

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('carouselLabel')}
      data-testid="home-carousel"
      className="group relative overflow-hidden md:rounded-xl"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      onKeyDown={onKeyDown}
    >
      <div
        ref={track}
        aria-live={playing ? 'off' : 'polite'}
        className="flex snap-x snap-mandatory overflow-x-auto rounded-xl bg-neutral-100 md:rounded-none overscroll-x-contain [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
      >
        {slides.map((slide, position) => (
          // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern: a slide is a group, not a form fieldset
          <div
            key={slide.id}
            role="group"
            aria-roledescription="slide"
            aria-label={t('slideLabel', { index: position + 1, total: count })}
            data-testid="home-carousel-slide"
            data-active={position === index}
            inert={position !== index}
            className="w-full shrink-0 snap-center snap-always"
          >
            {slideContent(slide, position)}
          </div>
        ))}
      </div>
      {count > 1 ? (
        <>
          <button
            type="button"
            onClick={() => goTo(index - 1)}
            aria-label={t('previousSlide')}
            data-testid="home-carousel-prev"
            className="absolute top-1/2 left-2 hidden h-10 w-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-neutral-800 shadow ring-1 ring-neutral-200 hover:bg-white md:flex"
          >
            <Arrow direction="left" />
          </button>
          <button
            type="button"
            onClick={() => goTo(index + 1)}
            aria-label={t('nextSlide')}
            data-testid="home-carousel-next"
            className="absolute top-1/2 right-2 hidden h-10 w-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-neutral-800 shadow ring-1 ring-neutral-200 hover:bg-white md:flex"
          >
            <Arrow direction="right" />
          </button>
          {/* Under the picture on phones (it is small there), over it from 768 px. */}
          <div className="flex items-center justify-center gap-1 bg-white pt-1 md:absolute md:inset-x-0 md:bottom-2.5 md:bg-transparent md:pt-0">
            {autoplay ? (
              <button
                type="button"
                onClick={() => setUserPaused((paused) => !paused)}
                aria-label={userPaused ? t('resumeAutoplay') : t('pauseAutoplay')}
                data-testid="home-carousel-pause"
                className="flex h-6 w-6 items-center justify-center rounded-full bg-neutral-700 text-white hover:bg-neutral-900 focus-visible:outline-offset-[-2px] md:bg-black/35 md:hover:bg-black/55"
              >
                <svg viewBox="0 0 12 12" aria-hidden="true" className="h-3 w-3">
                  {userPaused ? (
                    <path d="M3 1.5v9l7-4.5z" fill="currentColor" />
                  ) : (
                    <path d="M3 1.5h2v9H3zm4 0h2v9H7z" fill="currentColor" />
                  )}
                </svg>
              </button>
            ) : null}
            {slides.map((slide, position) => (
              <button
                key={slide.id}
                type="button"
                onClick={() => goTo(position)}
                aria-label={t('goToSlide', { index: position + 1 })}
                aria-current={position === index ? 'true' : undefined}
                data-testid="home-carousel-dot"
                className="flex h-6 w-6 items-center justify-center rounded-full focus-visible:outline-offset-[-2px]"
              >
                <span
                  className={`block h-2 rounded-full transition-all ${
                    position === index
                      ? 'w-5 bg-brand-600 md:bg-white'
                      : 'w-2 bg-neutral-300 hover:bg-neutral-400 md:bg-white/60 md:hover:bg-white/90'
                  } md:shadow md:ring-1 md:ring-black/10`}
                />
              </button>
            ))}
          </div>
        </>
      ) : null}
      {dialogOpenedOnce ? <BannerDialog slide={dialogShown ? dialog : null} onClose={() => setDialog(null)} /> : null}
    </section>
  );
}
