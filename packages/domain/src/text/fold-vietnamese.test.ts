import { describe, expect, it } from 'vitest';
import { foldVietnamese, VI_FOLD_FROM, VI_FOLD_TO } from './fold-vietnamese';
import { stripVietnameseMarks } from './normalize';

describe('foldVietnamese', () => {
  it('the two alphabets pair every letter', () => {
    expect([...VI_FOLD_FROM].length).toBe([...VI_FOLD_TO].length);
  });

  it('each pair folds as stripVietnameseMarks does', () => {
    const from = [...VI_FOLD_FROM];
    from.forEach((ch, i) => {
      expect(VI_FOLD_TO[i], ch).toBe(stripVietnameseMarks(ch));
    });
  });

  it.each([
    ['Nguyễn Văn An', 'nguyen van an'],
    ['TRẦN THỊ BÌNH', 'tran thi binh'],
    ['Đỗ Quỳnh', 'do quynh'],
    ['Nguye\u0302\u0303n', 'nguyen'],
  ])('%j → %j', (text, folded) => {
    expect(foldVietnamese(text)).toBe(folded);
  });
});
