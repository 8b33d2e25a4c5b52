import { chromium } from '@playwright/test';
const BASE = process.env.BASE ?? 'http://127.0.0.1:3203';
const OUT = process.env.OUT ?? '/tmp/offers-shots';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
const res = await fetch(`${BASE}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-region': 'HCM' }, body: JSON.stringify({ query: '{ productSearch(filter: { query: "Bia 333 lon 330ml" }, pagination: { size: 20 }) { data { name slug otherOffers { id } } } }' }) });
const data = (await res.json()).data.productSearch.data.filter((p) => p.name === 'Bia 333 lon 330ml');
const beer = data.find((p) => p.otherOffers.length > 0).slug;
for (const lang of ['vi', 'en']) for (const width of [375, 1280]) {
  const ctx = await browser.newContext({ viewport: { width, height: width === 375 ? 812 : 900 }, deviceScaleFactor: width === 375 ? 2 : 1, isMobile: width === 375, hasTouch: width === 375 });
  await ctx.addCookies([{ name: 'cb_region', value: 'HCM', url: BASE }, { name: 'cb_lang', value: lang, url: BASE }]);
  const page = await ctx.newPage();
  for (const [name, path] of [['market', '/market'], ['home', '/'], ['beer', beer + (lang === 'en' ? '' : '')]]) {
    await page.goto(BASE + path, { waitUntil: 'networkidle' }).catch(() => {});
    await page.keyboard.press('Escape').catch(() => {});
    await page.waitForTimeout(800);
    await page.screenshot({ path: `${OUT}/${name}-${width}-${lang}.png`, fullPage: name !== 'home' });
    if (name === 'home') { await page.evaluate(() => window.scrollTo(0, 900)); await page.waitForTimeout(500); await page.screenshot({ path: `${OUT}/${name}-${width}-${lang}-2.png` }); }
    if (name === 'beer') { const o = page.getByTestId('other-offers'); if (await o.count()) await o.screenshot({ path: `${OUT}/offers-${width}-${lang}.png` }); }
    if (name === 'market') { const c = page.getByTestId('product-grid').first(); await c.screenshot({ path: `${OUT}/grid-${width}-${lang}.png` }).catch(()=>{}); }
  }
  await ctx.close();
}
await browser.close();
console.log('shots done', beer);
