import { describe, expect, it } from 'vitest';
import { isStorableText } from './storable-text';

describe('isStorableText', () => {
  it.each([
    ['', true],
    ['Cà chua bi Đà Lạt', true],
    ['tab\tand\nnew line', true],
    ['emoji 😀 and 𝔘', true],
    ['\u001b[31m escape', true],
    ['\u0000', false],
    ['nước\u0000mắm', false],
    ['high \ud800 alone', false],
    ['ends with high \ud83d', false],
    ['\udc00 low alone', false],
    ['reversed pair \ude00\ud83d', false],
  ])('%j → %s', (text, storable) => {
    expect(isStorableText(text)).toBe(storable);
  });
});
