import { BOOK_IN_ADVANCE_DAYS, BOOK_IN_ADVANCE_TAG } from './delivery-rules';

/**
 * The `bookInAdvanceDays` of a delivery request: BOOK_IN_ADVANCE_DAYS when any item of the supplier's part of the
 * cart carries the BOOK_IN_ADVANCE tag, else 0. One such item holds back the whole delivery, since a supplier's
 * items travel together.
 */
export function countBookInAdvanceDays(itemTagCodes: readonly (readonly string[])[]): number {
  return itemTagCodes.some((tags) => tags.includes(BOOK_IN_ADVANCE_TAG)) ? BOOK_IN_ADVANCE_DAYS : 0;
}
