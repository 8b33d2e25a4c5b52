import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { graphql } from '../../support/graphql';

export type Lang = 'vi' | 'en';

/** The five content pages (routes of packages/domain/src/platform/routes.ts) and their headings. */
export const LANDING_PAGES = {
  farm: {
    path: '/tu-nong-trai-den-doanh-nghiep',
    heading: { vi: 'Từ nông trại đến doanh nghiệp', en: 'From the farm to your business' },
  },
  japan: {
    path: '/nguyen-lieu-nhat-ban-gyomu-japan',
    heading: { vi: 'Nguyên liệu Nhật Bản cho bếp chuyên nghiệp', en: 'Japanese ingredients for professional kitchens' },
  },
  ownBrand: { path: '/thuong-hieu-cho-bep', heading: { vi: 'Chợ Bếp Fresh', en: 'Chợ Bếp Fresh' } },
  distribution: {
    path: '/he-thong-phan-phoi',
    heading: { vi: 'Mạng lưới phân phối của Chợ Bếp', en: 'The Chợ Bếp distribution network' },
  },
  contact: { path: '/lien-he-hop-tac', heading: { vi: 'Hợp tác cùng Chợ Bếp', en: 'Partner with Chợ Bếp' } },
} as const;

/** The page in a language: landing pages carry it as ?lang= (Vietnamese has none). */
export function inLang(path: string, lang: Lang): string {
  return lang === 'vi' ? path : `${path}?lang=${lang}`;
}

/** A catalogue call as a visitor of region HCM, in a language (the same call the page makes). */
export async function api<T>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
  options: { lang?: Lang; region?: 'HN' | 'HCM' } = {},
): Promise<T> {
  const result = await graphql<T>(request, query, variables, {
    'x-lang': options.lang ?? 'vi',
    'x-region': options.region ?? 'HCM',
  });
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  expect(result.data).toBeTruthy();
  return result.data as T;
}

export interface ApiProduct {
  id: string;
  name: string;
  slug: string;
}

/** The products a landing page lists (its product cards), in order: name and link. */
export async function listedProducts(page: Page): Promise<{ name: string; href: string | null }[]> {
  const names = page.getByRole('main').getByTestId('product-card').getByRole('heading', { level: 3 }).getByRole('link');
  await expect(names.first()).toBeVisible();
  const out: { name: string; href: string | null }[] = [];
  for (const link of await names.all()) {
    out.push({ name: ((await link.textContent()) ?? '').trim(), href: await link.getAttribute('href') });
  }
  return out;
}

/** Serious and critical WCAG 2.1 A/AA violations (as in specs/a11y/smoke.spec.ts). */
export async function blockingViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, help: v.help, targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
}

/** The page's structured data blocks, parsed. */
export async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
}
