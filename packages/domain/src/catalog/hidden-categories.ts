import { HIDDEN_CATEGORY_ID_FOR_HCM, type Region } from '../platform/constants';

/** Categories a region never sees: not in menus, not in listings, not as a page (spec/trading.md §2, §9). */
export function hiddenCategoryIds(region: Region): number[] {
  return region === 'HCM' ? [HIDDEN_CATEGORY_ID_FOR_HCM] : [];
}

export function isCategoryHidden(categoryId: number, parentId: number | null, region: Region): boolean {
  const hidden = hiddenCategoryIds(region);
  return hidden.includes(categoryId) || (parentId !== null && hidden.includes(parentId));
}
