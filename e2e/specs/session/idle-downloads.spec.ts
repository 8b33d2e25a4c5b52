import { expect } from '@playwright/test';
import { ACCOUNTS, STORES } from '../../support/accounts';
import { COOKIES, cookieValue, setLanguage } from '../../support/cookies';
import { placeOrder } from '../../support/orders';
import { signInQuickly } from '../../support/session';
import { test } from '../../support/sessions';

/**
 * Pages left open past the access token's 15 minutes (issue 22 point 12): the links that open on their own — the
 * invoice in a new tab, the CSV export, the delivery note — renew the session with the remember token first, as
 * every page does, instead of answering "sign in to continue" to a signed-in user. The access cookie is taken away
 * to stand for the time passed (the browser drops it when it ends). The test signs in a session of its own: a
 * renewal rotates the remember token, which the suite's shared sessions must keep.
 */
const STORE = STORES.bepVietQuan1;

test('after the access token ended, the invoice, the CSV export and the delivery note still open', async ({
  page,
  context,
  sessions,
  isMobile,
}) => {
  const lang = isMobile ? 'vi' : 'en';
  const order = await placeOrder(await sessions.client(ACCOUNTS.owner), STORE.id, isMobile ? 41 : 42);
  await setLanguage(context, lang);
  await signInQuickly(page, ACCOUNTS.owner, { storeId: STORE.id });
  // No live stream: a reconnect in the background would renew the session before the link does.
  await page.route('**/events?**', (route) => route.abort());
  await page.goto(`/orders/${order.id}`);
  await expect(page.getByTestId('order-invoice')).toBeVisible();
  // The header's signed-in parts load in their own chunk and ask for their counts when they mount: a request after
  // the token is gone would renew the session before the link does.
  await page.waitForLoadState('networkidle');
  const idle = async () => {
    await context.clearCookies({ name: COOKIES.accessToken });
    expect(await cookieValue(context, COOKIES.accessToken)).toBeUndefined();
  };

  // "Print invoice" opens a new tab: the PDF, not "Authentication is required".
  await idle();
  const invoice = context.waitForEvent('response', (r) => r.url().includes(`/invoices/${order.id}.pdf`));
  await page.getByTestId('order-invoice').click();
  const pdf = await invoice;
  // The tab asked without an access token, and got the PDF and a renewed session.
  expect((await pdf.request().allHeaders()).cookie ?? '').not.toContain(`${COOKIES.accessToken}=`);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect(await cookieValue(context, COOKIES.accessToken)).toBeTruthy();

  // The order list's CSV export.
  await page.goto('/orders?status=ALL');
  const href = await page.getByTestId('orders-export').getAttribute('href');
  expect(href).toMatch(/^\/exports\/orders\.csv\?/);
  // Nothing of the page runs meanwhile.
  await page.goto('about:blank');
  await idle();
  const csv = await page.request.get(href as string);
  expect(csv.status()).toBe(200);
  expect(csv.headers()['content-type']).toContain('text/csv');
  expect(csv.headersArray().some((h) => h.name.toLowerCase() === 'set-cookie' && h.value.startsWith('cb_at='))).toBe(
    true,
  );
  expect((await csv.text()).slice(0, 200)).toContain(lang === 'vi' ? 'Mã đơn' : 'Order code');

  // The delivery note (a page: the proxy renews it).
  await idle();
  await page.goto(`/phieu-giao/${order.id}`);
  await expect(page.getByTestId('delivery-note')).toBeVisible();
  await expect(page.getByTestId('delivery-note')).toContainText(order.code);
});
