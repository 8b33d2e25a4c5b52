import { describe, expect, it } from 'vitest';
import {
  BRAND_LOGO_COLOURS,
  brandLogoColour,
  NEUTRAL_PICTURE_TINT,
  PICTURE_KIND_TINTS,
  PICTURE_KINDS,
  pickPictureTint,
} from './pick-picture-tint';

/** Relative luminance (WCAG 2). */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

describe('pickPictureTint', () => {
  it.each([
    ['a product picture takes its kind’s tint', '/media/products/oil/dau-an-tuong-an.oil-bottle.svg', '#faefc4'],
    ['an absolute URL too', 'http://127.0.0.1:4000/media/products/meat/cha-lua.pack.svg', '#f7dcda'],
    ['a query string is ignored', '/media/products/alcohol/x.wine.svg?v=2', '#eadcea'],
    ['an unknown kind is neutral', '/media/products/toys/x.box.svg', NEUTRAL_PICTURE_TINT],
    ['a brand logo takes the brand’s colour', '/media/brands/vinamilk.svg', brandLogoColour('vinamilk')],
    ['a malformed brand file is neutral', '/media/brands/Vina Milk.png', NEUTRAL_PICTURE_TINT],
    ['an emoji icon is neutral', '/media/icons/tomato.svg', NEUTRAL_PICTURE_TINT],
    ['a banner is neutral', '/media/banners/free-delivery-vi.svg', NEUTRAL_PICTURE_TINT],
    ['no URL is neutral', null, NEUTRAL_PICTURE_TINT],
  ])('%s', (_, url, tint) => {
    expect(pickPictureTint(url)).toBe(tint);
  });

  it('never gives white or near white: a loading box is always visible', () => {
    for (const tint of [...Object.values(PICTURE_KIND_TINTS), NEUTRAL_PICTURE_TINT]) {
      expect(luminance(tint), tint).toBeLessThan(0.93);
    }
    expect(Object.keys(PICTURE_KIND_TINTS).sort()).toEqual([...PICTURE_KINDS].sort());
  });

  it('gives brand logos colours white type reads on (contrast ≥ 4.5)', () => {
    for (const colour of BRAND_LOGO_COLOURS)
      expect(1.05 / (luminance(colour) + 0.05), colour).toBeGreaterThanOrEqual(4.5);
  });
});
