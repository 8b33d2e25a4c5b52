import { describe, expect, it } from 'vitest';
import { encodePlusCode } from './encode-plus-code';

describe('encodePlusCode', () => {
  it.each([
    // The example of the Open Location Code specification (Zürich).
    [47.36559, 8.524997, '8FVC9G8F+6X'],
    // The origin cell, and the corners the clipping and wrapping rules decide.
    [-90, -180, '22222222+22'],
    [90, 0, 'CFX2X2X2+X2'],
    [0, 180, '62G22222+22'],
    [0, -180, '62G22222+22'],
  ])('(%f, %f) → %s', (lat, lng, code) => {
    expect(encodePlusCode(lat, lng)).toBe(code);
  });

  it('names the ~14 m cell of a pin: points inside one cell share the code, the next cell differs', () => {
    // Bến Thành market, Ho Chi Minh City: 1/8000° cells.
    const code = encodePlusCode(10.77245, 106.69805);
    expect(code).toMatch(/^[23456789CFGHJMPQRVWX]{8}\+[23456789CFGHJMPQRVWX]{2}$/);
    expect(code.startsWith('7P28')).toBe(true);
    expect(encodePlusCode(10.77245 + 0.00001, 106.69805 + 0.00001)).toBe(code);
    expect(encodePlusCode(10.77245 + 1 / 8000, 106.69805)).not.toBe(code);
  });
});
