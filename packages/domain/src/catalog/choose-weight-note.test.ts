import { describe, expect, it } from 'vitest';
import { chooseWeightNote } from './choose-weight-note';

describe('chooseWeightNote: the weight note fits the product', () => {
  it.each([
    ['leafy greens', { id: 11, parentId: 10 }, 'produce'],
    ['fresh vegetables (parent)', { id: 10, parentId: null }, 'produce'],
    ['imported fruit', { id: 22, parentId: 20 }, 'produce'],
    ['pork', { id: 31, parentId: 30 }, 'meat'],
    ['beef', { id: 32, parentId: 30 }, 'meat'],
    ['meat (parent)', { id: 30, parentId: null }, 'meat'],
    ['fish', { id: 42, parentId: 40 }, 'seafood'],
    ['shrimp', { id: 41, parentId: 40 }, 'seafood'],
    ['cheese', { id: 52, parentId: 50 }, 'generic'],
    ['rice', { id: 61, parentId: 60 }, 'generic'],
    ['an unknown category', { id: 999, parentId: null }, 'generic'],
    ['no category', null, 'generic'],
  ] as const)('%s → %s', (_label, category, note) => {
    expect(chooseWeightNote(category)).toBe(note);
  });
});
