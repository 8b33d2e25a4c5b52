import type { Page } from '@playwright/test';

export interface Focus {
  /** A short description of the focused element, for messages. */
  what: string;
  /** Why its focus is not visible, or null when it is. */
  problem: string | null;
}

/**
 * Whether a sighted keyboard user can see where focus is: the element matches :focus-visible, has an
 * outline (the app's focus indicator, apps/web/src/app/globals.css), and no ancestor that clips its
 * overflow hides the ring. Runs in the page (passed as source): it may use nothing from outside.
 */
function checkFocus(el: Element | null): Focus {
  if (!el || el === document.body || el === document.documentElement) {
    return { what: 'nothing (body)', problem: 'focus is lost: nothing is focused' };
  }
  const label =
    el.getAttribute('aria-label') ?? el.getAttribute('data-testid') ?? el.textContent?.trim().slice(0, 40) ?? '';
  const what = `<${el.tagName.toLowerCase()}${el.id ? ` id=${el.id}` : ''}> "${label}"`;
  if (!el.matches(':focus-visible')) return { what, problem: 'does not match :focus-visible' };
  const style = getComputedStyle(el);
  const width = Number.parseFloat(style.outlineWidth) || 0;
  if (style.outlineStyle === 'none' || width < 1) return { what, problem: 'has no outline' };
  const rect = el.getBoundingClientRect();
  if (rect.width < 1 || rect.height < 1) return { what, problem: 'has no size' };
  const offset = Number.parseFloat(style.outlineOffset) || 0;
  const ring = {
    top: rect.top - offset - width,
    left: rect.left - offset - width,
    bottom: rect.bottom + offset + width,
    right: rect.right + offset + width,
  };
  // An ancestor that clips its overflow must not hide the ring for good. Overflow hidden or clip: the ring
  // must lie inside it. A scroller (auto, scroll): an outline adds nothing to what it can scroll to, so the
  // ring must lie inside its scrollable content, and be at least partly in view (Chrome scrolls a focused
  // element only when it is wholly out of view).
  const px = (box: { left: number; top: number; right: number; bottom: number }) =>
    [box.left, box.top, box.right, box.bottom].map(Math.round).join(',');
  const outside = (box: { left: number; top: number; right: number; bottom: number }) =>
    ring.top < box.top - 0.5 ||
    ring.left < box.left - 0.5 ||
    ring.bottom > box.bottom + 0.5 ||
    ring.right > box.right + 0.5;
  for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
    const s = getComputedStyle(a);
    if (s.overflowX === 'visible' && s.overflowY === 'visible') continue;
    const box = a.getBoundingClientRect();
    const clipper = `<${a.tagName.toLowerCase()} class="${a.className}"> (${px(box)}, overflow ${s.overflowX}/${s.overflowY})`;
    const scrolls = /auto|scroll/.test(`${s.overflowX} ${s.overflowY}`);
    if (!scrolls) {
      if (outside(box)) return { what, problem: `its outline (${px(ring)}) is cut off by ${clipper}` };
      continue;
    }
    const left = box.left + a.clientLeft - a.scrollLeft;
    const top = box.top + a.clientTop - a.scrollTop;
    const content = { left, top, right: left + a.scrollWidth, bottom: top + a.scrollHeight };
    if (outside(content)) {
      return {
        what,
        problem: `its outline (${px(ring)}) lies beyond what ${clipper} can scroll to (${px(content)})`,
      };
    }
    const inView = ring.right > box.left && ring.left < box.right && ring.bottom > box.top && ring.top < box.bottom;
    if (!inView) return { what, problem: `it is scrolled out of view in ${clipper}` };
  }
  return { what, problem: null };
}

/** The focused element and whether its focus is visible. */
export function describeFocus(page: Page): Promise<Focus> {
  return page.evaluate(`(${checkFocus})(document.activeElement)`);
}

/**
 * Focuses every element of the page a Tab could reach (visible, not inert, not tabindex=-1) in turn,
 * after a key press so that focus counts as keyboard focus, and returns those whose focus is not
 * visible. One evaluation for the whole page: cheaper than pressing Tab through it.
 */
export async function focusProblems(page: Page): Promise<Focus[]> {
  await page.keyboard.press('Shift');
  return page.evaluate(`(() => {
    const check = ${checkFocus};
    // Not iframes: Tab moves focus into the framed document, which draws its own focus.
    const selector = 'a[href], button, input:not([type=hidden]), select, textarea, summary, [tabindex]:not(iframe)';
    const problems = [];
    for (const el of document.querySelectorAll(selector)) {
      if (el.tabIndex < 0 || el.disabled || el.closest('[inert]')) continue;
      if (!el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
      const rect = el.getBoundingClientRect();
      if (rect.width < 1 || rect.height < 1) continue;
      el.focus();
      if (document.activeElement !== el) continue;
      const focus = check(el);
      if (focus.problem) problems.push(focus);
    }
    document.activeElement?.blur?.();
    return problems;
  })()`);
}
