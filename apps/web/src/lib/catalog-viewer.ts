/** Plain data and functions (no 'use client'): the layout computes the value on the server. */

/** What product cards need to know about the person looking at them (spec/trading.md §6). */
export interface CatalogViewer {
  signedIn: boolean;
  /** BUYER_FAVORITE_ITEM_ADD: the favourite toggle and Add all to favourite. */
  canFavorite: boolean;
  /** BUYER_FAVORITE_ITEM_LIST: the favourites page. */
  canListFavorites: boolean;
  /** Visitors or ORDER_PLACE: the add-to-cart control (cart issue). */
  canOrder: boolean;
  locale: 'vi' | 'en';
}

export const VISITOR: CatalogViewer = {
  signedIn: false,
  canFavorite: false,
  canListFavorites: false,
  canOrder: true,
  locale: 'vi',
};

/** The capabilities from the proxy-resolved viewer (server side: layout). */
export function catalogViewerOf(
  viewer: { permissionCodes: readonly string[] } | null,
  locale: 'vi' | 'en',
): CatalogViewer {
  if (!viewer) return { ...VISITOR, locale };
  const has = (code: string) => viewer.permissionCodes.includes(code);
  return {
    signedIn: true,
    canFavorite: has('BUYER_FAVORITE_ITEM_ADD'),
    canListFavorites: has('BUYER_FAVORITE_ITEM_LIST'),
    canOrder: has('ORDER_PLACE'),
    locale,
  };
}
