import type { Region } from '../platform/constants';
import { SUPER_WIDGET_SUFFIX, type WidgetType } from './constants';

/** What the arrangement needs to know of a widget; the caller's own widget type passes through untouched. */
export interface ArrangeableWidget {
  widgetId: string;
  type: WidgetType;
}

/** One block of the home page, in display order. */
export type HomeBlock<W extends ArrangeableWidget> =
  | { kind: 'widget'; widget: W }
  /** The category icon grid shown below 1025 px. */
  | { kind: 'mobileCategories' }
  | { kind: 'trustedBrands' };

/** The partner super showcase: its widget id ends in _SUPER and it is only for region HCM. */
export function isPartnerSuperWidget(widget: Pick<ArrangeableWidget, 'widgetId'>): boolean {
  return widget.widgetId.endsWith(SUPER_WIDGET_SUFFIX);
}

/** Where the recommendation goes when there is no partner super showcase to follow. */
const RECOMMENDATION_INDEX = 3;

/**
 * The home page's order (spec/foundations.md §2.4), from the server's order (banner carousel,
 * recommendation, showcases…, might-favourite):
 *
 * 1. the partner super showcase(s) and the recommendation and might-favourite widgets are taken out;
 * 2. the mobile category block goes in at index 1 and the trusted brands at the end;
 * 3. might-favourite goes in at index 1 (so it comes before the mobile category block);
 * 4. in region HCM the partner super showcase goes in at index 3 and the recommendation right
 *    after it; otherwise (no super showcase, or another region, or no region yet) the super
 *    showcase is dropped and the recommendation goes in at index 3.
 *
 * Indexes are clamped so that a short list still ends with the trusted brands. Widgets that
 * turn out to have no data are hidden when rendered, not here: the order is the same for
 * everyone in a region.
 */
export function arrangeHomeWidgets<W extends ArrangeableWidget>(
  widgets: readonly W[],
  region: Region | null,
): HomeBlock<W>[] {
  const supers: W[] = [];
  const recommendations: W[] = [];
  const mightFavorites: W[] = [];
  const blocks: HomeBlock<W>[] = [];
  for (const widget of widgets) {
    if (isPartnerSuperWidget(widget)) supers.push(widget);
    else if (widget.type === 'RecommendationWidget') recommendations.push(widget);
    else if (widget.type === 'MightFavoriteProductsWidget') mightFavorites.push(widget);
    else blocks.push({ kind: 'widget', widget });
  }

  const trustedBrands: HomeBlock<W> = { kind: 'trustedBrands' };
  blocks.push(trustedBrands);
  const insertAt = (index: number, items: readonly HomeBlock<W>[]) => {
    // Never after the trusted brands, which stay last.
    blocks.splice(Math.min(index, blocks.length - 1), 0, ...items);
  };
  const asBlocks = (list: readonly W[]) => list.map((widget): HomeBlock<W> => ({ kind: 'widget', widget }));

  insertAt(1, [{ kind: 'mobileCategories' }]);
  insertAt(1, asBlocks(mightFavorites));
  const shownSupers = region === 'HCM' ? supers : [];
  insertAt(RECOMMENDATION_INDEX, [...asBlocks(shownSupers), ...asBlocks(recommendations)]);
  return blocks;
}
