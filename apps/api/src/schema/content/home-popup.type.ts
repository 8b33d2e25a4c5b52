import { builder } from '../../builder';
import type { HomePopupRow } from '../../services/content/find-home-popup';

const HomePopupFilterRef = builder.objectRef<{ tags: string[] }>('HomePopupFilter').implement({
  fields: (t) => ({ tags: t.exposeStringList('tags', { description: 'The popup leads to the page of these tags.' }) }),
});

const HomePopupScreenRef = builder.objectRef<{ tags: string[] }>('HomePopupScreen').implement({
  fields: (t) => ({ filter: t.field({ type: HomePopupFilterRef, resolve: (s) => s }) }),
});

export const HomePopupRef = builder.objectRef<HomePopupRow>('HomePopup').implement({
  description: 'The popup of the home page; clients remember "do not show again" per key.',
  fields: (t) => ({
    key: t.exposeString('key'),
    imageUrl: t.string({
      description: 'In the request language.',
      resolve: (p, _a, ctx) => (ctx.lang === 'en' ? (p.imageUrlEn ?? p.imageUrl) : p.imageUrl),
    }),
    screen: t.field({ type: HomePopupScreenRef, resolve: (p) => ({ tags: p.tags }) }),
  }),
});
