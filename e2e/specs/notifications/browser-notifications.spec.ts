import { expect, test } from '@playwright/test';
import { ACCOUNTS, STORES, SUPPLY_ACCOUNTS } from '../../support/accounts';
import { expectNoBlockingViolations } from '../../support/axe';
import { CHROMIUM_ARGS, FULL_CHROMIUM_PATH } from '../../support/browser';
import { setLanguage } from '../../support/cookies';
import { graphql } from '../../support/graphql';
import { placeOrder, signedInRequest } from '../../support/orders';
import { signInQuickly } from '../../support/session';

/**
 * Issue 15 point 8, the BuyerWebNotification flag: with it `on`, /notifications offers browser notifications; once
 * turned on, an order change that arrives over the store's live stream while the tab is in the background becomes a
 * system notification (the browser's Notification API, recorded here), whose click opens the order. The flag is set
 * by an operator and stays on for the rest of this run (the suite's own database); nothing else reads it.
 */
const STORE = STORES.quanComHoanKiem.id;

// The full browser, not its headless shell (support/browser.ts): the shell has no notification service, so it answers
// "denied" whatever permission the context grants.
test.use({ launchOptions: { executablePath: FULL_CHROMIUM_PATH, args: CHROMIUM_ARGS } });

const TEXT = {
  vi: { title: 'Thông báo trên trình duyệt', on: 'Bật thông báo', off: 'Tắt thông báo', canceled: 'Đã huỷ' },
  en: {
    title: 'Browser notifications',
    on: 'Turn on notifications',
    off: 'Turn off notifications',
    canceled: 'Canceled',
  },
} as const;

interface Shown {
  title: string;
  body: string;
  tag: string;
}

test('flag on: turned on from /notifications, a change in a background tab is a system notification', async ({
  page,
  context,
}, testInfo) => {
  const lang = testInfo.project.name === 'phone' ? 'vi' : 'en';
  const text = TEXT[lang];
  const operator = await signedInRequest(SUPPLY_ACCOUNTS.operator, STORE);
  try {
    const set = await graphql<{ featureFlagSet: { success: boolean } }>(
      operator,
      'mutation E2eFlagOn { featureFlagSet(name: BuyerWebNotification, treatment: "on") { success userErrors { message } } }',
    );
    expect(set.data?.featureFlagSet.success, JSON.stringify(set)).toBe(true);
  } finally {
    await operator.dispose();
  }

  await context.grantPermissions(['notifications']);
  // Records every notification the page shows (the real one is still made), and lets the test send the tab to the
  // background: Playwright's pages are always visible.
  await context.addInitScript(() => {
    const w = window as unknown as { __shown: unknown[]; __made: Notification[]; __setHidden: (h: boolean) => void };
    w.__shown = [];
    w.__made = [];
    const Real = window.Notification;
    class Recorded extends Real {
      constructor(title: string, options?: NotificationOptions) {
        super(title, options);
        w.__shown.push({ title, body: options?.body, tag: options?.tag });
        w.__made.push(this);
      }
    }
    Object.defineProperty(window, 'Notification', { value: Recorded, configurable: true, writable: true });
    let hidden = false;
    Object.defineProperty(document, 'visibilityState', { get: () => (hidden ? 'hidden' : 'visible') });
    w.__setHidden = (h) => {
      hidden = h;
      document.dispatchEvent(new Event('visibilitychange'));
    };
  });

  await signInQuickly(page, ACCOUNTS.otherOwner, { storeId: STORE });
  await setLanguage(context, lang);
  const order = await placeOrder(page.request, STORE, 3);

  const live = page.waitForResponse((r) => r.url().includes('/events?storeId='));
  await page.goto('/notifications');
  await live;
  const section = page.getByTestId('browser-notifications');
  await expect(section.getByRole('heading', { name: text.title })).toBeVisible();
  await expect(section).toHaveAttribute('data-state', 'off');
  await section.getByRole('button', { name: text.on }).click();
  await expect(section).toHaveAttribute('data-state', 'on');
  await expect(section.getByRole('button', { name: text.off })).toHaveAttribute('aria-pressed', 'true');
  await expectNoBlockingViolations(page, testInfo, `browser notifications ${lang}`);

  await page.evaluate(() => (window as unknown as { __setHidden: (h: boolean) => void }).__setHidden(true));
  const canceled = await graphql<{ orderCancel: { success: boolean } }>(
    page.request,
    'mutation E2eBrowserNotifyCancel($id: ID!) { orderCancel(id: $id) { success userErrors { message } } }',
    { id: order.id },
  );
  expect(canceled.data?.orderCancel.success, JSON.stringify(canceled)).toBe(true);

  const shown = () => page.evaluate(() => (window as unknown as { __shown: Shown[] }).__shown);
  await expect
    .poll(async () => (await shown()).find((n) => n.title.includes(order.code)) ?? null)
    .toMatchObject({ body: expect.stringContaining(text.canceled), tag: `order-${order.id}-CANCELED` });

  // Its click opens the order.
  await page.evaluate((code) => {
    const w = window as unknown as { __made: Notification[] };
    const made = w.__made.find((n) => n.title.includes(code));
    made?.onclick?.(new Event('click'));
  }, order.code);
  await expect(page).toHaveURL(new RegExp(`/orders/${order.id}$`));

  // Turned off: nothing more is shown.
  await page.goto('/notifications');
  await page.getByTestId('browser-notifications').getByRole('button', { name: text.off }).click();
  await expect(page.getByTestId('browser-notifications')).toHaveAttribute('data-state', 'off');
});
