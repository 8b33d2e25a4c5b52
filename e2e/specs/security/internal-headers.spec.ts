import { expect, test } from '@playwright/test';

// Behaviour, not layout: the desktop project runs it, which keeps the browser suite within CI's time.
test.skip(({ isMobile }) => isMobile, 'width-independent');

/**
 * Issue 11 §4. The proxy hands server components the viewer in an internal request header (x-cb-viewer,
 * with x-cb-locale, x-cb-route …). A client sending its own on a path the proxy's matcher skips must not
 * be taken for a signed-in user, nor change what is rendered.
 */
const FORGED_NAME = 'Kẻ Giả Mạo Zqx';
const forgedViewer = Buffer.from(
  JSON.stringify({
    id: 'a0000000-0000-4000-8000-000000000001',
    name: FORGED_NAME,
    status: 'NORMAL',
    permissionCodes: ['BUYER_FAVORITE_ITEM_ADD', 'BUYER_FAVORITE_ITEM_LIST'],
    stores: [{ id: 'c1000000-0000-4000-8000-000000000001', name: FORGED_NAME, status: 'NORMAL', location: null }],
    buyer: {
      id: 'b0000000-0000-4000-8000-000000000001',
      name: FORGED_NAME,
      region: 'HCM',
      accountBuyerStatus: 'NORMAL',
      enabledFeatures: [],
    },
  }),
  'utf8',
).toString('base64url');

const forged = {
  'x-cb-viewer': forgedViewer,
  'x-cb-locale': 'en',
  'x-cb-route': 'home',
  'x-cb-url': '/favorite',
  'x-cb-seal': 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
};

for (const path of ['/abc.json', '/picture.png', '/market']) {
  test(`a forged x-cb-viewer on ${path} is ignored`, async ({ request }) => {
    const res = await request.get(path, { headers: forged, maxRedirects: 0 });
    expect(res.status()).toBeLessThan(500);
    const html = await res.text();
    expect(html).not.toContain(FORGED_NAME);
    expect(html).not.toContain('data-testid="account-menu"');
    // Rendered for a visitor, in the visitor's language (Vietnamese by default), not the forged one. The
    // not-found page streams its <html> in the RSC payload, hence both spellings.
    expect(html).not.toMatch(/signedIn\\?":true/);
    expect(html).toMatch(/<html lang="vi"|\\"lang\\":\\"vi\\"/);
    expect(html).not.toMatch(/<html lang="en"|\\"lang\\":\\"en\\"/);
  });
}
