import { describe, expect, it } from 'vitest';
import type { Region } from '../platform/constants';
import {
  type ArrangeableWidget,
  arrangeHomeWidgets,
  type HomeBlock,
  isPartnerSuperWidget,
} from './arrange-home-widgets';

const W = {
  BANNERS: { widgetId: 'BANNERS', type: 'CarouselBannerWidget' },
  REC: { widgetId: 'RECOMMENDED_FOR_YOU', type: 'RecommendationWidget' },
  SUPER: { widgetId: 'PARTNER_SUPER', type: 'ShowcaseWidget' },
  DEALS: { widgetId: 'BEST_DEALS', type: 'ShowcaseWidget' },
  NEW: { widgetId: 'NEW_PRODUCTS', type: 'ShowcaseWidget' },
  PRICES: { widgetId: 'BEST_PRICES', type: 'ShowcaseWidget' },
  OWN: { widgetId: 'OWN_BRAND', type: 'ShowcaseWidget' },
  MIGHT: { widgetId: 'MIGHT_FAVORITE_PRODUCTS', type: 'MightFavoriteProductsWidget' },
} as const satisfies Record<string, ArrangeableWidget>;

/** The server's order (spec/foundations.md §2.4). */
const SERVER = [W.BANNERS, W.REC, W.SUPER, W.DEALS, W.NEW, W.PRICES, W.OWN, W.MIGHT];

/** A block as a short name: the widget id, or [categories] / [brands] for the client's own blocks. */
function names(blocks: HomeBlock<ArrangeableWidget>[]): string[] {
  return blocks.map((b) =>
    b.kind === 'widget' ? b.widget.widgetId : b.kind === 'mobileCategories' ? '[categories]' : '[brands]',
  );
}

describe('arrangeHomeWidgets (foundations §2.4)', () => {
  it.each<[string, readonly ArrangeableWidget[], Region | null, string[]]>([
    [
      'HCM: might-favourite at 1, categories after it, the super showcase at 3 and the recommendation after it',
      SERVER,
      'HCM',
      [
        'BANNERS',
        'MIGHT_FAVORITE_PRODUCTS',
        '[categories]',
        'PARTNER_SUPER',
        'RECOMMENDED_FOR_YOU',
        'BEST_DEALS',
        'NEW_PRODUCTS',
        'BEST_PRICES',
        'OWN_BRAND',
        '[brands]',
      ],
    ],
    [
      'HN: the super showcase is removed and the recommendation goes to index 3',
      SERVER,
      'HN',
      [
        'BANNERS',
        'MIGHT_FAVORITE_PRODUCTS',
        '[categories]',
        'RECOMMENDED_FOR_YOU',
        'BEST_DEALS',
        'NEW_PRODUCTS',
        'BEST_PRICES',
        'OWN_BRAND',
        '[brands]',
      ],
    ],
    [
      'no region yet: treated as not HCM',
      SERVER,
      null,
      [
        'BANNERS',
        'MIGHT_FAVORITE_PRODUCTS',
        '[categories]',
        'RECOMMENDED_FOR_YOU',
        'BEST_DEALS',
        'NEW_PRODUCTS',
        'BEST_PRICES',
        'OWN_BRAND',
        '[brands]',
      ],
    ],
    [
      'HCM without a super showcase: the recommendation at index 3',
      [W.BANNERS, W.REC, W.DEALS, W.NEW, W.MIGHT],
      'HCM',
      [
        'BANNERS',
        'MIGHT_FAVORITE_PRODUCTS',
        '[categories]',
        'RECOMMENDED_FOR_YOU',
        'BEST_DEALS',
        'NEW_PRODUCTS',
        '[brands]',
      ],
    ],
    [
      'the super showcase wherever the server put it is moved to index 3 in HCM',
      [W.BANNERS, W.REC, W.DEALS, W.NEW, W.SUPER, W.MIGHT],
      'HCM',
      [
        'BANNERS',
        'MIGHT_FAVORITE_PRODUCTS',
        '[categories]',
        'PARTNER_SUPER',
        'RECOMMENDED_FOR_YOU',
        'BEST_DEALS',
        'NEW_PRODUCTS',
        '[brands]',
      ],
    ],
    [
      'HCM without recommendation or might-favourite',
      [W.BANNERS, W.SUPER, W.DEALS, W.NEW],
      'HCM',
      ['BANNERS', '[categories]', 'BEST_DEALS', 'PARTNER_SUPER', 'NEW_PRODUCTS', '[brands]'],
    ],
    [
      'HN without might-favourite: the recommendation at index 3 counts the categories block',
      [W.BANNERS, W.REC, W.DEALS, W.NEW, W.PRICES],
      'HN',
      ['BANNERS', '[categories]', 'BEST_DEALS', 'RECOMMENDED_FOR_YOU', 'NEW_PRODUCTS', 'BEST_PRICES', '[brands]'],
    ],
    [
      'a short list still ends with the trusted brands',
      [W.BANNERS, W.REC, W.MIGHT],
      'HCM',
      ['BANNERS', 'MIGHT_FAVORITE_PRODUCTS', '[categories]', 'RECOMMENDED_FOR_YOU', '[brands]'],
    ],
    ['no widgets at all: the client blocks only', [], 'HCM', ['[categories]', '[brands]']],
    ['only the super showcase, in HN: nothing of it remains', [W.SUPER], 'HN', ['[categories]', '[brands]']],
    ['only the super showcase, in HCM', [W.SUPER], 'HCM', ['[categories]', 'PARTNER_SUPER', '[brands]']],
    [
      'two super showcases keep their order, the recommendation after the last',
      [W.BANNERS, W.REC, { widgetId: 'A_SUPER', type: 'ShowcaseWidget' }, W.DEALS, W.SUPER, W.NEW],
      'HCM',
      [
        'BANNERS',
        '[categories]',
        'BEST_DEALS',
        'A_SUPER',
        'PARTNER_SUPER',
        'RECOMMENDED_FOR_YOU',
        'NEW_PRODUCTS',
        '[brands]',
      ],
    ],
  ])('%s', (_name, widgets, region, expected) => {
    expect(names(arrangeHomeWidgets(widgets, region))).toEqual(expected);
  });

  it('passes the caller’s widget objects through unchanged and does not touch the input', () => {
    const input = SERVER.map((w) => ({ ...w, title: `Title of ${w.widgetId}` }));
    const copy = structuredClone(input);
    const blocks = arrangeHomeWidgets(input, 'HCM');
    expect(input).toEqual(copy);
    const deals = blocks.find((b) => b.kind === 'widget' && b.widget.widgetId === 'BEST_DEALS');
    expect(deals).toEqual({ kind: 'widget', widget: input[3] });
    if (deals?.kind === 'widget') expect(deals.widget).toBe(input[3]);
  });

  it('every widget appears at most once and the client blocks exactly once', () => {
    for (const region of ['HN', 'HCM', null] as const) {
      const out = names(arrangeHomeWidgets(SERVER, region));
      expect(new Set(out).size).toBe(out.length);
      expect(out.filter((n) => n === '[categories]')).toHaveLength(1);
      expect(out.at(-1)).toBe('[brands]');
    }
  });
});

describe('isPartnerSuperWidget', () => {
  it.each([
    ['PARTNER_SUPER', true],
    ['METRO_SUPER', true],
    ['_SUPER', true],
    ['SUPER_SAVING', false],
    ['PARTNER_super', false],
    ['PARTNER_SUPERS', false],
    ['BEST_DEALS', false],
    ['', false],
  ])('%j → %s', (widgetId, expected) => {
    expect(isPartnerSuperWidget({ widgetId })).toBe(expected);
  });
});
