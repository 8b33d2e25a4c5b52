import { ACCOUNTS, SUPPLY_ACCOUNTS } from '../support/accounts';
import { setLanguage } from '../support/cookies';
import { test } from '../support/sessions';

const OWNER_PAGES = ['/account-info', '/account-mobile', '/company-info', '/store-info', '/user-management', '/group-management', '/groups/d1000000-0000-4000-8000-000000000002', '/user-details/a1000000-0000-4000-8000-000000000002', '/notifications'];
const PUBLIC_PAGES = ['/signup', '/forgot-password', '/reset-password?token=x', '/invitations/abc123', '/contact-success'];
const OPERATOR_PAGES = ['/supplier/sign-ups', '/supplier/requests', '/supplier/outbox'];

for (const lang of ['vi', 'en'] as const) {
  test(`shots ${lang}`, async ({ page, context, browser, sessions }, info) => {
    test.setTimeout(600_000);
    const name = (p: string) => `/tmp/shots/${info.project.name}-${lang}-${p.replace(/[/?=]/g, '_').slice(0, 40)}.png`;
    await setLanguage(context, lang);
    for (const p of PUBLIC_PAGES) {
      await page.goto(p);
      await page.screenshot({ path: name(p), fullPage: true });
    }
    for (const [pages, account] of [[OWNER_PAGES, ACCOUNTS.owner], [OPERATOR_PAGES, SUPPLY_ACCOUNTS.operator]] as const) {
      const ctx = await browser.newContext({ ...info.project.use, storageState: await sessions.state(account) });
      await setLanguage(ctx, lang);
      const pg = await ctx.newPage();
      for (const p of pages) {
        await pg.goto(p);
        await pg.waitForTimeout(800);
        await pg.screenshot({ path: name(p), fullPage: true });
      }
      await ctx.close();
    }
  });
}
