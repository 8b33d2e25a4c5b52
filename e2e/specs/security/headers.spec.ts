import { type APIRequestContext, type APIResponse, expect, test } from '@playwright/test';

/**
 * The security headers on every kind of answer of the web origin (issue 11 §6): pages, Next.js'
 * static files, the forwarded /graphql and /media, redirects, not-found pages and answers, metadata
 * files and files of public/. The suite's server runs without COOKIE_SECURE, so no HSTS.
 */

const FIXED = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'SAMEORIGIN',
  'cross-origin-opener-policy': 'same-origin',
} as const;

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name as string, sources]),
  );
}

/** Every security header, checked on one answer; returns the CSP's nonce when it has one. */
function expectSecurityHeaders(response: APIResponse, label: string): string | null {
  const headers = response.headers();
  for (const [name, value] of Object.entries(FIXED)) expect(headers[name], `${label}: ${name}`).toBe(value);
  const features = headers['permissions-policy'] ?? '';
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
    expect(features, `${label}: permissions-policy`).toContain(`${feature}=()`);
  }
  expect(headers['strict-transport-security'], `${label}: no HSTS over plain HTTP`).toBeUndefined();

  const policy = headers['content-security-policy'];
  expect(policy, `${label}: content-security-policy`).toBeTruthy();
  // One policy only: a second one (from next.config.ts besides the proxy's) would be enforced too.
  expect(policy, label).not.toContain(', ');
  const csp = directives(policy ?? '');
  expect(csp.get('frame-ancestors'), label).toEqual(["'self'"]);
  expect(csp.get('object-src'), label).toEqual(["'none'"]);
  expect(csp.get('default-src'), label).toEqual(["'self'"]);
  const scripts = csp.get('script-src') ?? [];
  expect(scripts, label).not.toContain("'unsafe-inline'");
  expect(scripts, label).not.toContain("'unsafe-eval'");
  const nonce = scripts.find((source) => source.startsWith("'nonce-"));
  return nonce ? nonce.slice("'nonce-".length, -1) : null;
}

/** An HTML answer: its policy has a nonce, and every script Next.js wrote carries exactly that one. */
async function expectNoncedScripts(response: APIResponse, nonce: string | null, label: string): Promise<void> {
  expect(nonce, `${label}: a nonce for the page's inline scripts`).toBeTruthy();
  const html = await response.text();
  const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
  const executable = scripts.filter((tag) => !/type="application\/(?:ld\+)?json"/.test(tag));
  expect(executable.length, `${label}: scripts`).toBeGreaterThan(0);
  for (const tag of executable) expect(tag, label).toContain(`nonce="${nonce}"`);
}

async function get(request: APIRequestContext, path: string): Promise<APIResponse> {
  return request.get(path, { maxRedirects: 0 });
}

test.describe('security headers on every answer', () => {
  // Answers of the server, the same at every width: the phone project would only repeat them.
  test.skip(({ isMobile }) => isMobile, 'width-independent');

  test('pages: a fresh nonce per answer, on every script of the page', async ({ request }) => {
    const nonces = new Set<string>();
    for (const path of ['/', '/market', '/signin', '/he-thong-phan-phoi']) {
      const response = await get(request, path);
      expect(response.status(), path).toBe(200);
      const nonce = expectSecurityHeaders(response, path);
      await expectNoncedScripts(response, nonce, path);
      nonces.add(nonce ?? '');
    }
    const again = expectSecurityHeaders(await get(request, '/'), '/ again');
    nonces.add(again ?? '');
    expect(nonces.size).toBe(5);
  });

  test('not-found: the page, an unknown page path (redirect) and an unknown file (rendered not-found)', async ({
    request,
  }) => {
    const notFound = await get(request, '/not-found');
    expect(notFound.status()).toBe(404);
    await expectNoncedScripts(notFound, expectSecurityHeaders(notFound, '/not-found'), '/not-found');

    const unknownPage = await get(request, '/khong-co-trang-nay');
    expect(unknownPage.status()).toBe(307);
    expect(unknownPage.headers().location).toMatch(/\/not-found$/);
    expectSecurityHeaders(unknownPage, 'unknown page');

    const unknownFile = await get(request, '/khong-co.json');
    expect(unknownFile.status()).toBe(404);
    await expectNoncedScripts(unknownFile, expectSecurityHeaders(unknownFile, '/khong-co.json'), '/khong-co.json');
  });

  test('redirects of the guard', async ({ request }) => {
    for (const [path, location] of [
      ['/orders', /\/signin\?redirect=\/orders$/],
      ['/v2/market', /\/market$/],
      ['/market?region=HN', /\/market$/],
    ] as const) {
      const response = await get(request, path);
      expect(response.status(), path).toBe(307);
      expect(response.headers().location, path).toMatch(location);
      expectSecurityHeaders(response, path);
    }
  });

  test("Next.js' static files, found and not found", async ({ request }) => {
    const html = await (await get(request, '/')).text();
    const asset = html.match(/\/_next\/static\/[^"'\s]+\.js/)?.[0];
    expect(asset, 'a script of the home page').toBeTruthy();
    const found = await get(request, asset ?? '');
    expect(found.status()).toBe(200);
    expectSecurityHeaders(found, asset ?? '');
    const css = html.match(/\/_next\/static\/[^"'\s]+\.css/)?.[0];
    if (css) expectSecurityHeaders(await get(request, css), css);

    const missing = await get(request, '/_next/static/chunks/khong-co.js');
    expect(missing.status()).toBe(404);
    expectSecurityHeaders(missing, 'missing static file');
  });

  test('/graphql (GET and POST) and /media through the API forwarder', async ({ request }) => {
    const viaGet = await get(request, '/graphql?query=%7B__typename%7D');
    expect(viaGet.status()).toBe(200);
    expectSecurityHeaders(viaGet, 'GET /graphql');

    const viaPost = await request.post('/graphql', {
      data: { query: '{ __typename }' },
      headers: { 'content-type': 'application/json' },
    });
    expect(viaPost.status()).toBe(200);
    expectSecurityHeaders(viaPost, 'POST /graphql');

    const refused = await request.post('/graphql', { data: 'query=x', headers: { 'content-type': 'text/plain' } });
    expect(refused.status()).toBe(415);
    expectSecurityHeaders(refused, 'refused POST /graphql');

    const html = await (await get(request, '/')).text();
    const picture = html.match(/\/media\/[^"'\s?]+\.svg/)?.[0];
    expect(picture, 'a picture of the home page').toBeTruthy();
    const media = await get(request, picture ?? '');
    expect(media.status()).toBe(200);
    expect(media.headers()['content-type']).toContain('image/svg+xml');
    expectSecurityHeaders(media, picture ?? '');

    const missing = await get(request, '/media/icons/khong-co.svg');
    expect(missing.status()).toBe(404);
    expectSecurityHeaders(missing, 'missing picture');
  });

  test('metadata files and files of public/', async ({ request }) => {
    for (const path of ['/robots.txt', '/sitemap.xml', '/icon.svg', '/docs/privacy-policy.vi.html']) {
      const response = await get(request, path);
      expect(response.status(), path).toBe(200);
      expectSecurityHeaders(response, path);
    }
  });
});
