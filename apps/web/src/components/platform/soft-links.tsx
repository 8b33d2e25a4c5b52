'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

/**
 * Client-side navigation for plain links marked `data-soft-link` (`="noscroll"` keeps the scroll
 * position, as `<Link scroll={false}>`). Long lists (product cards, facet values) render plain `<a>`
 * on the server instead of one next/link client component per link, which cost hydration time on
 * every list page; one listener on the document gives them the same behaviour as `<Link
 * prefetch={false}>`: a plain left click navigates in the app, modified clicks, other targets and
 * clicks before hydration are the browser's, as before.
 */
export function SoftLinks() {
  const router = useRouter();
  useEffect(() => {
    function onClick(event: MouseEvent) {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest('a[data-soft-link]') : null;
      if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return;
      if (link.target && link.target !== '_self') return;
      const url = new URL(link.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      router.push(`${url.pathname}${url.search}${url.hash}`, { scroll: link.dataset.softLink !== 'noscroll' });
    }
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [router]);
  return null;
}
