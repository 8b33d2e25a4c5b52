'use client';

import { isEmbedView, layoutFor } from '@chobep/domain/platform/layout';
import { matchRoute, type RouteLayout } from '@chobep/domain/platform/routes';
import { usePathname, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import type { MouseEvent, ReactNode } from 'react';

export interface Chrome {
  header?: ReactNode;
  footer?: ReactNode;
}

/**
 * Picks the layout of the current route from the route table (spec/foundations.md §2.1) on the
 * server render and again on every client navigation, since the root layout is not re-rendered.
 */
export function Shell({
  chrome,
  regionPopup,
  floatingHelp,
  children,
}: {
  chrome: Record<Exclude<RouteLayout, 'empty'>, Chrome>;
  /** Rendered only for visitors without a stored region; each route decides whether it may interrupt. */
  regionPopup: ReactNode;
  /** The floating help widget: on the public pages of the main layout (docs/decisions.md, Content pages). */
  floatingHelp?: ReactNode;
  children: ReactNode;
}) {
  const t = useTranslations('common');
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const route = matchRoute(pathname);
  const layout = layoutFor(route, searchParams);
  const embed = isEmbedView(route, searchParams);
  const popup = route?.regionPopup && !embed ? regionPopup : null;

  const skipLink = (
    <a
      href="#main"
      className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-800 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      {t('skipToContent')}
    </a>
  );

  // The region popup is modal and cannot be dismissed: everything else is inert while it shows
  // (out of the tab order, the accessibility tree and the pointer's reach). The wrapper is always
  // there, so the page is not remounted when the popup goes.
  const inert = popup !== null ? true : undefined;

  if (embed) {
    // Framed by our own dialog (a banner's web view): the content only, and its links open in the
    // window around the frame, not as a second site inside the first.
    const toTop = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (link instanceof HTMLAnchorElement && !link.target) link.target = '_top';
    };
    return (
      <div data-layout="embed" data-embed="" className="flex min-h-dvh flex-col bg-white" onClickCapture={toTop}>
        <main id="main" className="flex flex-1 flex-col">
          {children}
        </main>
      </div>
    );
  }

  if (layout === 'empty') {
    return (
      <div data-layout="empty" className="flex min-h-dvh flex-col bg-white">
        <div className="contents" inert={inert}>
          {skipLink}
          <main id="main" className="flex flex-1 flex-col">
            {children}
          </main>
        </div>
        {popup}
      </div>
    );
  }

  const { header, footer } = chrome[layout];
  return (
    <div
      data-layout={layout}
      className={`flex min-h-dvh flex-col ${layout === 'public' ? 'bg-neutral-50' : 'bg-white'}`}
    >
      <div className="contents" inert={inert}>
        {skipLink}
        {/* On paper only the page: the header, footer and help button are screen chrome (the delivery note prints). */}
        <div className="contents print:hidden">{header}</div>
        <main id="main" tabIndex={-1} className="flex flex-1 flex-col outline-none">
          {children}
        </main>
        <div className="contents print:hidden">
          {footer}
          {layout === 'main' && route?.access === 'public' ? floatingHelp : null}
        </div>
      </div>
      {popup}
    </div>
  );
}
