import { describe, expect, it } from 'vitest';
import { countBookInAdvanceDays } from './count-book-in-advance-days';

describe('countBookInAdvanceDays', () => {
  it.each([
    { name: 'an empty cart', items: [], want: 0 },
    { name: 'untagged items', items: [[], []], want: 0 },
    { name: 'other tags', items: [['BEST_SELLER'], ['FLASH_SALE', 'COMBO']], want: 0 },
    {
      name: 'one item to book in advance holds back the delivery',
      items: [['BEST_SELLER'], ['BOOK_IN_ADVANCE']],
      want: 2,
    },
    {
      name: 'several such items: still 2 days',
      items: [['BOOK_IN_ADVANCE'], ['NEW_PRODUCTS', 'BOOK_IN_ADVANCE']],
      want: 2,
    },
  ])('$name → $want', ({ items, want }) => {
    expect(countBookInAdvanceDays(items)).toBe(want);
  });
});
