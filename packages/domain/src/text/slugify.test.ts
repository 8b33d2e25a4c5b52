import { describe, expect, it } from 'vitest';
import { brandPath, categoryPath, parseBrandId, parseCategoryId, productPath, slugify } from './slugify';

describe('slugify (trading §2)', () => {
  it.each([
    ['Cà chua bi Đà Lạt', 'ca-chua-bi-da-lat'],
    ['Nước mắm Phú Quốc 40 độ đạm', 'nuoc-mam-phu-quoc-40-do-dam'],
    ['Tỷ Kỹ Mỵ', 'ty-ky-my'],
    ['Tỳ tỷ tỹ tỵ ý', 'ty-ty-ty-ty-y'],
    ['ĐẶC SẢN ĐỒNG THÁP', 'dac-san-dong-thap'],
    ['Bơ, sữa & phô-mai!!', 'bo-sua-pho-mai'],
    ['  Gạo   ST25   ', 'gao-st25'],
    ['Thịt bò (Úc) - 500g / khay', 'thit-bo-uc-500g-khay'],
    ['Cà phê "Trung Nguyên" – số 1', 'ca-phe-trung-nguyen-so-1'],
    ['ơ ư ă â ê ô', 'o-u-a-a-e-o'],
    ['already-a-slug', 'already-a-slug'],
    ['---', ''],
    ['!!!', ''],
    ['', ''],
    ['日本', ''],
  ])('%j → %j', (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });

  it.each(['Cà chua bi Đà Lạt', 'Nước mắm Phú Quốc 40 độ đạm', 'Tỷ Kỹ Mỵ', 'Bánh tráng Trảng Bàng'])(
    'decomposed (NFD) %j gives the same slug as NFC',
    (text) => {
      const nfd = text.normalize('NFD');
      expect(nfd).not.toBe(text.normalize('NFC'));
      expect(slugify(nfd)).toBe(slugify(text.normalize('NFC')));
    },
  );
});

describe('categoryPath / parseCategoryId', () => {
  it.each([
    ['Rau củ', 81, '/rau-cu-c81'],
    ['Thịt, cá & hải sản', 1, '/thit-ca-hai-san-c1'],
    ['Đồ uống', 12345, '/do-uong-c12345'],
    ['', 5, '/c5'],
  ])('categoryPath(%j, %d) → %s', (name, id, path) => {
    expect(categoryPath(name, id)).toBe(path);
    expect(parseCategoryId(path)).toBe(id);
  });

  it.each([
    ['/rau-cu-c81', 81],
    ['/rau-cu-c81/', 81],
    ['/do-uong-c12345', 12345],
    ['/c0', 0],
    ['/rau-cu-c123456', null],
    ['/rau-cu-c', null],
    ['/rau-cu', null],
    ['/rau-cu-c81x', null],
  ])('parseCategoryId(%j) → %s', (path, id) => {
    expect(parseCategoryId(path)).toBe(id);
  });
});

describe('brandPath / parseBrandId', () => {
  it.each([
    ['Vinamilk', 12, 'vi', '/thuong-hieu/vinamilk-b12'],
    ['Vinamilk', 12, 'en', '/thuong-hieu/vinamilk-b12?lang=en'],
    ['Nước mắm Phú Quốc', 7, 'vi', '/thuong-hieu/nuoc-mam-phu-quoc-b7'],
    ['Nước mắm Phú Quốc', 7, 'en', '/thuong-hieu/nuoc-mam-phu-quoc-b7?lang=en'],
    ['', 3, 'vi', '/thuong-hieu/b3'],
  ] as const)('brandPath(%j, %d, %s) → %s', (name, id, lang, path) => {
    expect(brandPath(name, id, lang)).toBe(path);
  });

  it('defaults to Vietnamese (no ?lang=)', () => {
    expect(brandPath('Vinamilk', 12)).toBe('/thuong-hieu/vinamilk-b12');
  });

  it.each([
    ['vinamilk-b12', 12],
    ['nuoc-mam-phu-quoc-b7', 7],
    ['b3', 3],
    ['bia-b-b40', 40],
    ['vinamilk', null],
    ['vinamilk-b', null],
    ['vinamilkb12', null],
    ['vinamilk-b12x', null],
  ])('parseBrandId(%j) → %s', (slug, id) => {
    expect(parseBrandId(slug)).toBe(id);
  });
});

describe('productPath', () => {
  it.each([
    ['Cà chua bi Đà Lạt', 'SKU123', 'vi', '/products/ca-chua-bi-da-lat-sku123'],
    ['Cà chua bi Đà Lạt', 'SKU123', 'en', '/products/ca-chua-bi-da-lat-sku123?lang=en'],
    ['Cherry tomato Da Lat', 'SKU123', 'en', '/products/cherry-tomato-da-lat-sku123?lang=en'],
    ['Nước mắm Phú Quốc 40 độ đạm', 'NM_40/500ml', 'vi', '/products/nuoc-mam-phu-quoc-40-do-dam-nm-40-500ml'],
    ['日本', 'A1', 'vi', '/products/a1'],
    ['Gạo ST25', '', 'vi', '/products/gao-st25'],
  ] as const)('productPath(%j, %j, %s) → %s', (name, code, lang, path) => {
    expect(productPath(name, code, lang)).toBe(path);
  });

  it('defaults to Vietnamese (no ?lang=)', () => {
    expect(productPath('Gạo ST25', 'X1')).toBe('/products/gao-st25-x1');
  });
});
