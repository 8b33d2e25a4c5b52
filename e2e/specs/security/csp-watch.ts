import { expect, type Page, type Response } from '@playwright/test';

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/**
 * Collects every Content-Security-Policy violation of a page, in two ways: the console messages
 * Chromium writes for a refused script, style, picture, frame or connection, and the
 * `securitypolicyviolation` events of every frame (an init script runs in each, before the page's
 * own scripts). Call before the first navigation.
 */
export async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const fromConsole: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) fromConsole.push(`console: ${message.text()}`);
  });
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push(
        `event: ${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} in ${event.documentURI}` +
          ` (${event.sourceFile || 'document'}:${event.lineNumber}) ${event.sample}`,
      );
    });
  });
  return async () => {
    const fromEvents: string[] = [];
    for (const frame of page.frames()) {
      // A frame that navigated away or closed has nothing more to say.
      const list = await frame.evaluate(() => window.__cspViolations ?? []).catch(() => []);
      fromEvents.push(...list);
    }
    return [...fromConsole, ...fromEvents];
  };
}

/** The policy a document answer was sent with: strict (a nonce, no 'unsafe-inline' nor 'unsafe-eval'). */
export function expectStrictPolicy(response: Response | null): string {
  expect(response, 'a document answer').not.toBeNull();
  const policy = response?.headers()['content-security-policy'] ?? '';
  const scripts = policy.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? '';
  expect(scripts).toMatch(/'nonce-[A-Za-z0-9+/]{22}=='/);
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(scripts).not.toContain("'unsafe-eval'");
  return policy;
}

/**
 * The page's scripts ran: React hydrated the app (Next.js' inline bootstrap scripts carry the
 * nonce; were they refused, the app would stay dead HTML and the hydration mark would not appear).
 */
export async function expectHydrated(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => Boolean((window as unknown as { next?: { version?: string } }).next?.version)))
    .toBe(true);
}
