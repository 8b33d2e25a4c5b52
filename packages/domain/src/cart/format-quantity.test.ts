import { describe, expect, it } from 'vitest';
import { formatQuantity, pluralEnglish, type QuantityUnit, quantityUnitText, readQuantity } from './format-quantity';

const KG: QuantityUnit = { code: 'kg', name: 'Kilôgam' };
const KG_EN: QuantityUnit = { code: 'kg', name: 'Kilogram' };
const BOTTLE_VI: QuantityUnit = { code: 'bottle', name: 'Chai' };
const BOTTLE_EN: QuantityUnit = { code: 'bottle', name: 'Bottle' };
const CARTON_VI: QuantityUnit = { code: 'carton', name: 'Thùng giấy' };
const BOX_EN: QuantityUnit = { code: 'box', name: 'Box' };
const PIECES_EN: QuantityUnit = { code: 'pieces', name: 'Pieces' };

describe('formatQuantity: real decimals, the language’s separators, the unit', () => {
  it.each([
    ['2.5 kg is never 3', 2.5, KG, KG_EN, '2,5 kg', '2.5 kg'],
    ['a delivered 3.62 kg is never 4', 3.62, KG, KG_EN, '3,62 kg', '3.62 kg'],
    ['three decimals of a weighing', 1.234, KG, KG_EN, '1,234 kg', '1.234 kg'],
    ['a fourth decimal rounds half up', 1.2345, KG, KG_EN, '1,235 kg', '1.235 kg'],
    ['no trailing zeros', 5.1, KG, KG_EN, '5,1 kg', '5.1 kg'],
    ['a whole weight', 2, KG, KG_EN, '2 kg', '2 kg'],
    ['grouping by the language', 1250.5, KG, KG_EN, '1.250,5 kg', '1,250.5 kg'],
    ['float noise', 0.1 + 0.2, KG, KG_EN, '0,3 kg', '0.3 kg'],
    ['one bottle', 1, BOTTLE_VI, BOTTLE_EN, '1 chai', '1 bottle'],
    ['three bottles', 3, BOTTLE_VI, BOTTLE_EN, '3 chai', '3 bottles'],
    ['zero is plural in English', 0, BOTTLE_VI, BOTTLE_EN, '0 chai', '0 bottles'],
    ['a unit of two words', 2, CARTON_VI, { code: 'carton', name: 'Carton' }, '2 thùng giấy', '2 cartons'],
    ['a litre', 1.5, { code: 'l', name: 'Lít' }, { code: 'l', name: 'Liter' }, '1,5 l', '1.5 l'],
    ['an unknown unit keeps its name', 2, { name: 'Bó' }, { name: 'Bunch' }, '2 bó', '2 bunches'],
    ['a symbol given as the name stays a symbol', 5.25, { name: 'kg' }, { name: 'kg' }, '5,25 kg', '5.25 kg'],
  ])('%s: vi %s, en %s', (_name, quantity, unitVi, unitEn, vi, en) => {
    expect(formatQuantity(quantity, 'vi', unitVi)).toBe(vi);
    expect(formatQuantity(quantity, 'en', unitEn)).toBe(en);
  });

  it.each([
    [2.5, '2,5', '2.5'],
    [3.62, '3,62', '3.62'],
    [1000, '1.000', '1,000'],
    [0, '0', '0'],
  ])('without a unit, the number alone: %d → vi %s, en %s', (quantity, vi, en) => {
    expect(formatQuantity(quantity, 'vi')).toBe(vi);
    expect(formatQuantity(quantity, 'en', null)).toBe(en);
  });

  it.each([
    ['Bottle', 'Bottles'],
    ['Box', 'Boxes'],
    ['Pieces', 'Pieces'],
    ['Bunch', 'Bunches'],
    ['Tray', 'Trays'],
    ['Battery', 'Batteries'],
    ['Sack', 'Sacks'],
    ['Six-pack', 'Six-packs'],
    ['', ''],
  ])('pluralEnglish(%j) = %j', (name, plural) => {
    expect(pluralEnglish(name)).toBe(plural);
  });

  it('an abbreviation stays in capitals', () => {
    expect(quantityUnitText(2, { name: 'PCS' }, 'vi')).toBe('PCS');
    expect(quantityUnitText(1, BOX_EN, 'en')).toBe('box');
    expect(quantityUnitText(1.5, PIECES_EN, 'en')).toBe('pieces');
  });
});

describe('readQuantity: a weight or a count typed in a field that takes decimals', () => {
  it.each([
    ['12', 12],
    [' 2,5 ', 2.5],
    ['2.5', 2.5],
    ['3,62', 3.62],
    ['1,234', 1.234],
    ['.5', 0.5],
    ['5.', 5],
    ['0', 0],
    ['1.000', 1],
    ['1.2345', null],
    ['1.000.000', null],
    ['1,2.3', null],
    ['', null],
    ['.', null],
    ['-1', null],
    ['2kg', null],
    ['1e3', null],
    ['1 000', null],
  ] as const)('%j → %j', (text, expected) => {
    expect(readQuantity(text)).toBe(expected);
  });

  it('takes a smaller number of decimals when asked', () => {
    expect(readQuantity('2,25', 1)).toBeNull();
    expect(readQuantity('2,5', 1)).toBe(2.5);
  });
});
