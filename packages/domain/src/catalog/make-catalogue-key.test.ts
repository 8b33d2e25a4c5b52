import { describe, expect, it } from 'vitest';
import { type CatalogueItem, makeCatalogueKey } from './make-catalogue-key';

const item = (over: Partial<CatalogueItem> = {}): CatalogueItem => ({
  name: 'Bia 333 lon 330ml',
  brand: 'Bia 333',
  uom: 'can',
  baseUnit: null,
  baseUom: null,
  ...over,
});

describe('makeCatalogueKey', () => {
  it('spells name, brand and unit', () => {
    expect(makeCatalogueKey(item())).toBe('bia-333-lon-330ml/bia-333/can');
    expect(makeCatalogueKey(item({ brand: null, name: 'Cà chua bi', uom: 'kg' }))).toBe('ca-chua-bi/-/kg');
    expect(makeCatalogueKey(item({ uom: 'carton', baseUnit: 24, baseUom: 'can' }))).toBe(
      'bia-333-lon-330ml/bia-333/carton-24-can',
    );
  });

  it.each<[string, Partial<CatalogueItem>, Partial<CatalogueItem>, boolean]>([
    ['the same listing', {}, {}, true],
    ['case, accents and spacing do not count', { name: 'BIA 333  LON 330ML' }, {}, true],
    [
      'decomposed Vietnamese is the same text',
      { name: 'Sữa đậu nành'.normalize('NFD') },
      { name: 'Sữa đậu nành' },
      true,
    ],
    [
      'another brand is another item',
      { name: 'Sữa đậu nành hộp 1 lít', brand: 'Vinasoy' },
      { name: 'Sữa đậu nành hộp 1 lít', brand: 'Fami' },
      false,
    ],
    ['a branded item is not the unbranded one', { brand: null }, {}, false],
    ['a case is not a can', { uom: 'carton', baseUnit: 24, baseUom: 'can' }, {}, false],
    [
      'a case of 12 is not a case of 24',
      { uom: 'carton', baseUnit: 12, baseUom: 'can' },
      { uom: 'carton', baseUnit: 24, baseUom: 'can' },
      false,
    ],
    ['another size is another item', { name: 'Bia 333 lon 500ml' }, {}, false],
  ])('%s', (_name, a, b, same) => {
    expect(makeCatalogueKey(item(a)) === makeCatalogueKey(item(b))).toBe(same);
  });
});
