/**
 * The note under a product priced by weight says how far the delivered weight may differ from the
 * ordered one, and that depends on what the product is: a leaf of lettuce, a cut of beef and a
 * whole fish vary differently. The kind comes from the product's top-level category.
 *
 * Category ids are explicit and stable (packages/db/src/seed/catalogue-base.ts; pages and rules refer
 * to them, like category 81 of hidden-categories.ts).
 */
export type WeightNote = 'produce' | 'meat' | 'seafood' | 'generic';

export const WEIGHT_NOTE_BY_PARENT_CATEGORY: Readonly<Record<number, WeightNote>> = {
  10: 'produce', // Fresh vegetables
  20: 'produce', // Fruit
  30: 'meat', // Meat
  40: 'seafood', // Seafood
};

/** The note for a product in category `categoryId` (whose parent is `parentId`, null for a top-level one). */
export function chooseWeightNote(category: { id: number; parentId: number | null } | null | undefined): WeightNote {
  if (!category) return 'generic';
  return WEIGHT_NOTE_BY_PARENT_CATEGORY[category.parentId ?? category.id] ?? 'generic';
}
