import { expect, type Page } from '@playwright/test';

/**
 * Opens a page and waits until its live stream (/events) is connected: the response has started and the header's
 * bell shows the count the stream's first event carries. A change made before that could be missed by the page.
 */
export async function openLive(page: Page, url: string): Promise<void> {
  const live = page.waitForResponse((r) => r.url().includes('/events?storeId='));
  await page.goto(url);
  await live;
  await expect(page.getByTestId('notification-bell')).toHaveAttribute('data-unread', /^\d+$/);
}
