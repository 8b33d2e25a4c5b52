import type { Region } from '../platform/constants';

export interface WidgetPlacement {
  /** The widget id (BANNERS, PARTNER_SUPER …). */
  id: string;
  sortOrder: number;
  /** Empty: shown in every region. */
  regions: readonly Region[];
}

/**
 * The home widgets for the given regions, in the server's order (sort order, then id, so that two
 * widgets with the same place never swap between requests). A widget limited to some regions (the
 * partner super showcase is HCM only) is kept when it shares one with the request; asking for no
 * region at all gets only the widgets shown everywhere.
 */
export function selectWidgets<W extends WidgetPlacement>(widgets: readonly W[], regions: readonly Region[]): W[] {
  return widgets
    .filter((w) => w.regions.length === 0 || w.regions.some((r) => regions.includes(r)))
    .sort((a, b) => a.sortOrder - b.sortOrder || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
