import { REGIONS, type Region } from '@chobep/domain';
import { builder } from '../../builder';
import { findHomePopup } from '../../services/content/find-home-popup';
import { listWidgets } from '../../services/content/list-widgets';
import { RegionEnum } from '../shared/enums';
import { HomePopupRef } from './home-popup.type';
import { WidgetRef } from './widget.type';

builder.queryFields((t) => ({
  widgets: t.field({
    type: [WidgetRef],
    description:
      'Home widgets in their server order for the given regions (default: the request region; a buyer always ' +
      "gets its company's region). Region-specific widgets (e.g. the partner super showcase, widgetId ending " +
      '_SUPER) carry `regions`.',
    args: { regions: t.arg({ type: [RegionEnum] }) },
    resolve: async (_root, args, ctx) => {
      const asked = [...new Set(args.regions ?? [])].filter((r): r is Region => REGIONS.includes(r));
      // Like productSearch's region: a visitor may choose, a buyer's company region always wins.
      const regions: Region[] = ctx.viewer || asked.length === 0 ? [ctx.region] : asked;
      const priceRegion = regions.length === 1 ? (regions[0] as Region) : ctx.region;
      const rows = await listWidgets(ctx.db, regions);
      return rows.map((row) => ({ row, region: priceRegion }));
    },
  }),
  homePagePopup: t.field({
    type: HomePopupRef,
    nullable: true,
    description: 'The home popup, or null when none is active.',
    resolve: (_root, _args, ctx) => findHomePopup(ctx.db),
  }),
}));
