import { describe, expect, it } from 'vitest';
import { parseOrderIds } from './order-ids';

const A = '0b0c6a62-5c1e-4a8e-9f3e-2d1f7c9b8a01';
const B = '0b0c6a62-5c1e-4a8e-9f3e-2d1f7c9b8a02';

describe('step 4 order ids', () => {
  it.each([
    [undefined, []],
    ['', []],
    [A, [A]],
    [`${A},${B}`, [A, B]],
    [` ${A} , ${A} ,${B}`, [A, B]],
    [`DH-000001,${A},<script>`, [A]],
  ])('%s', (raw, ids) => {
    expect(parseOrderIds(raw)).toEqual(ids);
  });

  it('keeps at most 20', () => {
    const many = Array.from({ length: 25 }, (_, i) => `0b0c6a62-5c1e-4a8e-9f3e-${String(i).padStart(12, '0')}`);
    expect(parseOrderIds(many.join(','))).toHaveLength(20);
  });
});
