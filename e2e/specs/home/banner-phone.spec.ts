import { expect, type Page, test } from '@playwright/test';
import { carousel, openHomeAsVisitor } from './home-page';

/**
 * The banner pictures are SVGs with their words in them: the size a subtitle is read at is its
 * computed font size (in the picture's units) times the scale the carousel shows the picture at.
 * Each picture is opened in a frame as wide as the carousel shows it, so its media queries pick
 * the same layout as in the <img>, and the visible subtitle lines are measured there.
 */
async function subtitleSizes(page: Page): Promise<{ src: string; px: number; lines: number }[]> {
  const images = carousel(page).getByTestId('home-carousel-slide').locator('img');
  const results: { src: string; px: number; lines: number }[] = [];
  for (const image of await images.all()) {
    const { src, width } = await image.evaluate((img: HTMLImageElement) => ({
      src: img.currentSrc || img.src,
      width: img.getBoundingClientRect().width,
    }));
    expect(width).toBeGreaterThan(0);
    const measured = await page.evaluate(
      async ({ src, width }) => {
        const frame = document.createElement('iframe');
        frame.style.cssText = `position:fixed;left:0;top:0;border:0;width:${width}px;height:${width / 3}px;visibility:hidden`;
        frame.src = src;
        await new Promise((resolve) => {
          frame.onload = resolve;
          document.body.append(frame);
        });
        const svg = frame.contentDocument?.documentElement;
        const viewBoxWidth = svg instanceof SVGSVGElement ? svg.viewBox.baseVal.width : 0;
        const sizes = [...(frame.contentDocument?.querySelectorAll('[data-role="sub"]') ?? [])]
          .filter((text) => text.getClientRects().length > 0)
          .map((text) => Number.parseFloat(getComputedStyle(text).fontSize) * (width / viewBoxWidth));
        frame.remove();
        return sizes;
      },
      { src, width },
    );
    results.push({ src, px: measured.length ? Math.min(...measured) : 0, lines: measured.length });
  }
  return results;
}

for (const lang of ['vi', 'en'] as const) {
  test(`banner subtitles are at least 12 px at this width (${lang})`, async ({ page }) => {
    await openHomeAsVisitor(page, { lang });
    const sizes = await subtitleSizes(page);
    expect(sizes.length).toBeGreaterThanOrEqual(6);
    for (const { src, px, lines } of sizes) {
      expect(lines, `${src}: a subtitle is shown`).toBeGreaterThan(0);
      expect(px, `${src}: subtitle size in CSS px`).toBeGreaterThanOrEqual(12);
    }
  });
}
