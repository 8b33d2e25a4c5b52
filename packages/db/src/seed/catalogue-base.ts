/**
 * The hand-written base of the demo catalogue: categories (explicit ids), the pack
 * profiles products are sold in, and real Vietnamese/English base product names. The
 * generator combines these with grades, sizes, packs, brands and suppliers.
 */

export type Preservation = 'FROZEN' | 'REFRIGERATED' | 'ROOM_TEMPERATURE';

/** A multi-pack of a size: a case of 24 cans is sold as one "case" whose base unit is "can". */
export interface PackDef {
  n: number;
  uom: string;
  vi: string;
  en: string;
}

/** One way a product is sold. Prices of a base product are for the first size of its profile. */
export interface SizeDef {
  /** Appended to the name, e.g. "lon 330ml" / "330ml can"; empty for plain kilograms. */
  vi: string;
  en: string;
  uom: string;
  /** Price multiplier relative to the base price. */
  factor: number;
  net?: readonly [uom: string, amount: number];
  base?: readonly [uom: string, amount: number];
  /** Weight-priced: decimal quantities allowed. */
  allowDecimal?: boolean;
  packs?: readonly PackDef[];
  /** Relative chance of picking this size; 1 by default. */
  weight?: number;
}

export interface GradeDef {
  vi: string;
  en: string;
  factor: number;
  weight?: number;
}

export interface ProfileDef {
  sizes: readonly SizeDef[];
  grades?: readonly GradeDef[];
}

const KG: SizeDef = { vi: '', en: '', uom: 'kg', factor: 1, allowDecimal: true, weight: 5 };
const PLAIN: GradeDef = { vi: '', en: '', factor: 1, weight: 3 };

const pack = (n: number, uom: string, vi: string, en: string): PackDef => ({ n, uom, vi, en });
const caseOf = (n: number, wordVi: string, wordEn: string): PackDef =>
  pack(n, 'case', `thùng ${n} ${wordVi}`, `case of ${n} ${wordEn}`);
const cartonOf = (n: number, wordVi: string, wordEn: string): PackDef =>
  pack(n, 'carton', `thùng ${n} ${wordVi}`, `carton of ${n} ${wordEn}`);

export const PROFILES = {
  produce: {
    sizes: [
      KG,
      { vi: 'túi 500g', en: '500g bag', uom: 'bag', factor: 0.55, net: ['g', 500], weight: 2 },
      { vi: 'thùng 10kg', en: '10kg crate', uom: 'crate', factor: 9.2, base: ['kg', 10] },
    ],
    grades: [
      PLAIN,
      { vi: 'loại 1', en: 'grade 1', factor: 1.15 },
      { vi: 'VietGAP', en: 'VietGAP', factor: 1.3 },
      { vi: 'hữu cơ', en: 'organic', factor: 1.8, weight: 0.6 },
    ],
  },
  importedFruit: {
    sizes: [
      KG,
      { vi: 'hộp 500g', en: '500g box', uom: 'box', factor: 0.55, net: ['g', 500], weight: 2 },
      { vi: 'thùng 5kg', en: '5kg carton', uom: 'carton', factor: 4.6, base: ['kg', 5] },
    ],
    grades: [
      PLAIN,
      { vi: 'size lớn', en: 'large size', factor: 1.2 },
      { vi: 'loại đặc biệt', en: 'premium grade', factor: 1.4, weight: 0.6 },
    ],
  },
  cutFruit: {
    sizes: [
      { vi: 'hộp 300g', en: '300g box', uom: 'box', factor: 1, net: ['g', 300], weight: 2 },
      { vi: 'hộp 500g', en: '500g box', uom: 'box', factor: 1.6, net: ['g', 500] },
      { vi: 'khay 1kg', en: '1kg tray', uom: 'tray', factor: 3, net: ['kg', 1] },
    ],
  },
  meat: {
    sizes: [
      { ...KG, weight: 6 },
      { vi: 'khay 500g', en: '500g tray', uom: 'tray', factor: 0.55, net: ['g', 500], weight: 2 },
      { vi: 'túi 1kg', en: '1kg bag', uom: 'bag', factor: 1.02, net: ['kg', 1] },
      { vi: 'thùng 10kg', en: '10kg carton', uom: 'carton', factor: 9.3, base: ['kg', 10] },
    ],
    grades: [
      PLAIN,
      { vi: 'loại 1', en: 'grade 1', factor: 1.12 },
      { vi: 'loại đặc biệt', en: 'premium grade', factor: 1.3, weight: 0.5 },
      { vi: 'tươi mát', en: 'chilled', factor: 1.08 },
    ],
  },
  seafood: {
    sizes: [
      { ...KG, weight: 6 },
      { vi: 'khay 500g', en: '500g tray', uom: 'tray', factor: 0.55, net: ['g', 500], weight: 2 },
      { vi: 'túi 1kg', en: '1kg bag', uom: 'bag', factor: 1.02, net: ['kg', 1] },
    ],
    grades: [
      PLAIN,
      { vi: 'size lớn', en: 'large size', factor: 1.25 },
      { vi: 'size vừa', en: 'medium size', factor: 1 },
      { vi: 'làm sạch', en: 'cleaned', factor: 1.15 },
    ],
  },
  dried: {
    sizes: [
      {
        vi: 'gói 200g',
        en: '200g pack',
        uom: 'pack',
        factor: 1,
        net: ['g', 200],
        packs: [cartonOf(20, 'gói', 'packs')],
        weight: 2,
      },
      { vi: 'gói 500g', en: '500g pack', uom: 'pack', factor: 2.4, net: ['g', 500] },
      { ...KG, factor: 4.6, weight: 1 },
    ],
  },
  processedMeat: {
    sizes: [
      {
        vi: 'gói 500g',
        en: '500g pack',
        uom: 'pack',
        factor: 1,
        net: ['g', 500],
        packs: [cartonOf(20, 'gói', 'packs')],
        weight: 2,
      },
      { vi: 'gói 200g', en: '200g pack', uom: 'pack', factor: 0.45, net: ['g', 200] },
      { vi: 'túi 1kg', en: '1kg bag', uom: 'bag', factor: 1.9, net: ['kg', 1] },
    ],
  },
  milk: {
    sizes: [
      {
        vi: 'hộp 1 lít',
        en: '1L carton',
        uom: 'box',
        factor: 1,
        net: ['l', 1],
        packs: [caseOf(12, 'hộp', 'cartons')],
        weight: 2,
      },
      {
        vi: 'hộp 180ml',
        en: '180ml carton',
        uom: 'box',
        factor: 0.24,
        net: ['ml', 180],
        packs: [pack(4, 'pack', 'lốc 4 hộp', 'pack of 4'), caseOf(48, 'hộp', 'cartons')],
      },
    ],
  },
  cheese: {
    sizes: [
      {
        vi: 'gói 200g',
        en: '200g pack',
        uom: 'pack',
        factor: 1,
        net: ['g', 200],
        packs: [cartonOf(12, 'gói', 'packs')],
        weight: 2,
      },
      { vi: 'khối 1kg', en: '1kg block', uom: 'block', factor: 4.3, net: ['kg', 1] },
      { vi: 'khối 2,5kg', en: '2.5kg block', uom: 'block', factor: 10, net: ['kg', 2.5], weight: 0.5 },
    ],
  },
  yogurt: {
    sizes: [
      {
        vi: 'hũ 100g',
        en: '100g cup',
        uom: 'cup',
        factor: 1,
        net: ['g', 100],
        packs: [pack(4, 'pack', 'lốc 4 hũ', 'pack of 4'), cartonOf(48, 'hũ', 'cups')],
        weight: 2,
      },
      { vi: 'hũ 500g', en: '500g jar', uom: 'jar', factor: 4.3, net: ['g', 500] },
    ],
  },
  eggs: {
    sizes: [
      { vi: 'vỉ 10 quả', en: 'tray of 10', uom: 'tray', factor: 1, base: ['pieces', 10], weight: 2 },
      { vi: 'khay 30 quả', en: 'tray of 30', uom: 'tray', factor: 2.85, base: ['pieces', 30], weight: 2 },
      { vi: 'thùng 300 quả', en: 'carton of 300', uom: 'carton', factor: 27.5, base: ['pieces', 300] },
    ],
  },
  rice: {
    sizes: [
      { ...KG, weight: 3 },
      { vi: 'túi 5kg', en: '5kg bag', uom: 'bag', factor: 5, net: ['kg', 5], weight: 2 },
      { vi: 'bao 25kg', en: '25kg sack', uom: 'sack', factor: 23.5, base: ['kg', 25] },
      { vi: 'bao 50kg', en: '50kg sack', uom: 'sack', factor: 46, base: ['kg', 50], weight: 0.5 },
    ],
  },
  flour: {
    sizes: [
      {
        vi: 'gói 1kg',
        en: '1kg pack',
        uom: 'pack',
        factor: 1,
        net: ['kg', 1],
        packs: [cartonOf(10, 'gói', 'packs')],
        weight: 2,
      },
      { vi: 'bao 25kg', en: '25kg sack', uom: 'sack', factor: 21, base: ['kg', 25] },
    ],
  },
  noodles: {
    sizes: [
      {
        vi: 'gói 500g',
        en: '500g pack',
        uom: 'pack',
        factor: 1,
        net: ['g', 500],
        packs: [cartonOf(20, 'gói', 'packs')],
        weight: 2,
      },
      { vi: 'gói 200g', en: '200g pack', uom: 'pack', factor: 0.45, net: ['g', 200] },
      { vi: 'túi 2kg', en: '2kg bag', uom: 'bag', factor: 3.6, net: ['kg', 2] },
    ],
  },
  instantNoodles: {
    sizes: [
      {
        vi: 'gói 75g',
        en: '75g pack',
        uom: 'pack',
        factor: 1,
        net: ['g', 75],
        packs: [cartonOf(30, 'gói', 'packs')],
      },
    ],
  },
  beansNuts: {
    sizes: [
      { ...KG, weight: 3 },
      { vi: 'gói 500g', en: '500g pack', uom: 'pack', factor: 0.55, net: ['g', 500], weight: 2 },
      { vi: 'bao 25kg', en: '25kg sack', uom: 'sack', factor: 23, base: ['kg', 25] },
    ],
  },
  canned: {
    sizes: [
      {
        vi: 'lon 400g',
        en: '400g can',
        uom: 'can',
        factor: 1,
        net: ['g', 400],
        packs: [caseOf(24, 'lon', 'cans')],
        weight: 2,
      },
      { vi: 'lon 3kg', en: '3kg can', uom: 'can', factor: 6, net: ['kg', 3] },
    ],
  },
  sauceBottle: {
    sizes: [
      {
        vi: 'chai 500ml',
        en: '500ml bottle',
        uom: 'bottle',
        factor: 1,
        net: ['ml', 500],
        packs: [caseOf(12, 'chai', 'bottles')],
        weight: 2,
      },
      {
        vi: 'chai 1 lít',
        en: '1L bottle',
        uom: 'bottle',
        factor: 1.8,
        net: ['l', 1],
        packs: [caseOf(12, 'chai', 'bottles')],
      },
      {
        vi: 'can 5 lít',
        en: '5L jerrycan',
        uom: 'pail',
        factor: 8,
        net: ['l', 5],
        packs: [cartonOf(4, 'can', 'jerrycans')],
      },
    ],
  },
  condiment: {
    sizes: [
      {
        vi: 'chai 250g',
        en: '250g bottle',
        uom: 'bottle',
        factor: 1,
        net: ['g', 250],
        packs: [caseOf(24, 'chai', 'bottles')],
        weight: 2,
      },
      { vi: 'chai 1kg', en: '1kg bottle', uom: 'bottle', factor: 3.4, net: ['kg', 1] },
      { vi: 'can 5kg', en: '5kg pail', uom: 'pail', factor: 15, net: ['kg', 5], weight: 0.5 },
    ],
  },
  spices: {
    sizes: [
      {
        vi: 'gói 400g',
        en: '400g pack',
        uom: 'pack',
        factor: 1,
        net: ['g', 400],
        packs: [cartonOf(24, 'gói', 'packs')],
        weight: 2,
      },
      { vi: 'túi 1kg', en: '1kg bag', uom: 'bag', factor: 2.3, net: ['kg', 1], packs: [cartonOf(10, 'túi', 'bags')] },
      { vi: 'hũ 100g', en: '100g jar', uom: 'jar', factor: 0.35, net: ['g', 100] },
    ],
  },
  oil: {
    sizes: [
      {
        vi: 'chai 1 lít',
        en: '1L bottle',
        uom: 'bottle',
        factor: 1,
        net: ['l', 1],
        packs: [caseOf(12, 'chai', 'bottles')],
        weight: 2,
      },
      {
        vi: 'can 5 lít',
        en: '5L jerrycan',
        uom: 'pail',
        factor: 4.7,
        net: ['l', 5],
        packs: [cartonOf(4, 'can', 'jerrycans')],
      },
      { vi: 'can 18 lít', en: '18L tin', uom: 'pail', factor: 16, net: ['l', 18], weight: 0.5 },
    ],
  },
  sugar: {
    sizes: [
      {
        vi: 'gói 1kg',
        en: '1kg pack',
        uom: 'pack',
        factor: 1,
        net: ['kg', 1],
        packs: [cartonOf(20, 'gói', 'packs')],
        weight: 2,
      },
      { vi: 'bao 50kg', en: '50kg sack', uom: 'sack', factor: 46, base: ['kg', 50] },
    ],
  },
  wine: {
    sizes: [
      {
        vi: 'chai 750ml',
        en: '750ml bottle',
        uom: 'bottle',
        factor: 1,
        net: ['ml', 750],
        packs: [cartonOf(6, 'chai', 'bottles')],
        weight: 3,
      },
      {
        vi: 'chai 375ml',
        en: '375ml bottle',
        uom: 'bottle',
        factor: 0.56,
        net: ['ml', 375],
        packs: [cartonOf(12, 'chai', 'bottles')],
      },
      { vi: 'chai magnum 1,5 lít', en: '1.5L magnum', uom: 'bottle', factor: 2.3, net: ['l', 1.5], weight: 0.5 },
    ],
  },
  beer: {
    sizes: [
      {
        vi: 'lon 330ml',
        en: '330ml can',
        uom: 'can',
        factor: 1,
        net: ['ml', 330],
        packs: [pack(6, 'pack', 'lốc 6 lon', 'pack of 6 cans'), caseOf(24, 'lon', 'cans')],
        weight: 3,
      },
      {
        vi: 'chai 330ml',
        en: '330ml bottle',
        uom: 'bottle',
        factor: 1.05,
        net: ['ml', 330],
        packs: [pack(20, 'crate', 'két 20 chai', 'crate of 20 bottles')],
      },
      { vi: 'bom 20 lít', en: '20L keg', uom: 'keg', factor: 48, net: ['l', 20], weight: 0.4 },
    ],
  },
  spirits: {
    sizes: [
      {
        vi: 'chai 700ml',
        en: '700ml bottle',
        uom: 'bottle',
        factor: 1,
        net: ['ml', 700],
        packs: [cartonOf(6, 'chai', 'bottles')],
        weight: 3,
      },
      {
        vi: 'chai 1 lít',
        en: '1L bottle',
        uom: 'bottle',
        factor: 1.35,
        net: ['l', 1],
        packs: [cartonOf(12, 'chai', 'bottles')],
      },
    ],
  },
  sakeSoju: {
    sizes: [
      {
        vi: 'chai 360ml',
        en: '360ml bottle',
        uom: 'bottle',
        factor: 1,
        net: ['ml', 360],
        packs: [caseOf(20, 'chai', 'bottles')],
        weight: 3,
      },
      {
        vi: 'chai 720ml',
        en: '720ml bottle',
        uom: 'bottle',
        factor: 1.9,
        net: ['ml', 720],
        packs: [cartonOf(6, 'chai', 'bottles')],
      },
      { vi: 'chai 1,8 lít', en: '1.8L bottle', uom: 'bottle', factor: 4.2, net: ['l', 1.8], weight: 0.5 },
    ],
  },
  softDrink: {
    sizes: [
      {
        vi: 'lon 320ml',
        en: '320ml can',
        uom: 'can',
        factor: 1,
        net: ['ml', 320],
        packs: [pack(6, 'pack', 'lốc 6 lon', 'pack of 6 cans'), caseOf(24, 'lon', 'cans')],
        weight: 3,
      },
      {
        vi: 'chai 390ml',
        en: '390ml bottle',
        uom: 'bottle',
        factor: 1.05,
        net: ['ml', 390],
        packs: [caseOf(24, 'chai', 'bottles')],
      },
      {
        vi: 'chai 1,5 lít',
        en: '1.5L bottle',
        uom: 'bottle',
        factor: 2.3,
        net: ['l', 1.5],
        packs: [caseOf(12, 'chai', 'bottles')],
      },
    ],
  },
  water: {
    sizes: [
      {
        vi: 'chai 500ml',
        en: '500ml bottle',
        uom: 'bottle',
        factor: 1,
        net: ['ml', 500],
        packs: [caseOf(24, 'chai', 'bottles')],
        weight: 3,
      },
      {
        vi: 'chai 1,5 lít',
        en: '1.5L bottle',
        uom: 'bottle',
        factor: 2,
        net: ['l', 1.5],
        packs: [caseOf(12, 'chai', 'bottles')],
      },
      { vi: 'bình 19 lít', en: '19L jug', uom: 'bottle', factor: 12, net: ['l', 19], weight: 0.7 },
    ],
  },
  coffee: {
    sizes: [
      {
        vi: 'gói 500g',
        en: '500g pack',
        uom: 'pack',
        factor: 1,
        net: ['g', 500],
        packs: [cartonOf(20, 'gói', 'packs')],
        weight: 2,
      },
      {
        vi: 'túi 1kg',
        en: '1kg bag',
        uom: 'bag',
        factor: 1.9,
        net: ['kg', 1],
        packs: [cartonOf(10, 'túi', 'bags')],
      },
    ],
  },
  tea: {
    sizes: [
      { vi: 'hộp 25 túi lọc', en: 'box of 25 tea bags', uom: 'box', factor: 1, base: ['bag', 25], weight: 2 },
      { vi: 'gói 500g', en: '500g pack', uom: 'pack', factor: 3.5, net: ['g', 500] },
      { vi: 'túi 1kg', en: '1kg bag', uom: 'bag', factor: 6.5, net: ['kg', 1] },
    ],
  },
  juice: {
    sizes: [
      {
        vi: 'hộp 1 lít',
        en: '1L carton',
        uom: 'box',
        factor: 1,
        net: ['l', 1],
        packs: [caseOf(12, 'hộp', 'cartons')],
        weight: 2,
      },
      {
        vi: 'chai 350ml',
        en: '350ml bottle',
        uom: 'bottle',
        factor: 0.45,
        net: ['ml', 350],
        packs: [caseOf(24, 'chai', 'bottles')],
      },
    ],
  },
  syrup: {
    sizes: [
      {
        vi: 'chai 700ml',
        en: '700ml bottle',
        uom: 'bottle',
        factor: 1,
        net: ['ml', 700],
        packs: [cartonOf(6, 'chai', 'bottles')],
        weight: 3,
      },
      { vi: 'can 2,5 lít', en: '2.5L jerrycan', uom: 'pail', factor: 3.2, net: ['l', 2.5] },
    ],
  },
  frozenPack: {
    sizes: [
      {
        vi: 'gói 500g',
        en: '500g pack',
        uom: 'pack',
        factor: 1,
        net: ['g', 500],
        packs: [cartonOf(20, 'gói', 'packs')],
        weight: 2,
      },
      {
        vi: 'túi 1kg',
        en: '1kg bag',
        uom: 'bag',
        factor: 1.9,
        net: ['kg', 1],
        packs: [cartonOf(10, 'túi', 'bags')],
      },
    ],
  },
  fries: {
    sizes: [
      {
        vi: 'túi 2,5kg',
        en: '2.5kg bag',
        uom: 'bag',
        factor: 1,
        net: ['kg', 2.5],
        packs: [cartonOf(4, 'túi', 'bags')],
        weight: 2,
      },
      {
        vi: 'túi 1kg',
        en: '1kg bag',
        uom: 'bag',
        factor: 0.45,
        net: ['kg', 1],
        packs: [cartonOf(10, 'túi', 'bags')],
      },
    ],
  },
  iceCream: {
    sizes: [
      {
        vi: 'hộp 450ml',
        en: '450ml tub',
        uom: 'box',
        factor: 1,
        net: ['ml', 450],
        packs: [cartonOf(12, 'hộp', 'tubs')],
        weight: 2,
      },
      { vi: 'hộp 2,5 lít', en: '2.5L tub', uom: 'box', factor: 4.6, net: ['l', 2.5] },
      {
        vi: 'que',
        en: 'stick',
        uom: 'pieces',
        factor: 0.2,
        packs: [pack(30, 'box', 'hộp 30 que', 'box of 30 sticks')],
      },
    ],
  },
  bread: {
    sizes: [
      {
        vi: '',
        en: '',
        uom: 'pieces',
        factor: 1,
        packs: [pack(10, 'bag', 'túi 10 cái', 'bag of 10'), pack(50, 'crate', 'sọt 50 cái', 'crate of 50')],
        weight: 3,
      },
      { vi: 'loại lớn', en: 'large', uom: 'pieces', factor: 1.6 },
    ],
  },
  cake: {
    sizes: [
      {
        vi: '',
        en: '',
        uom: 'pieces',
        factor: 1,
        packs: [pack(6, 'box', 'hộp 6 cái', 'box of 6'), pack(12, 'box', 'hộp 12 cái', 'box of 12')],
      },
    ],
  },
  biscuits: {
    sizes: [
      {
        vi: 'gói 200g',
        en: '200g pack',
        uom: 'pack',
        factor: 1,
        net: ['g', 200],
        packs: [cartonOf(24, 'gói', 'packs')],
        weight: 2,
      },
      {
        vi: 'hộp 500g',
        en: '500g box',
        uom: 'box',
        factor: 2.3,
        net: ['g', 500],
        packs: [cartonOf(12, 'hộp', 'boxes')],
      },
    ],
  },
  detergent: {
    sizes: [
      {
        vi: 'chai 800ml',
        en: '800ml bottle',
        uom: 'bottle',
        factor: 1,
        net: ['ml', 800],
        packs: [caseOf(12, 'chai', 'bottles')],
        weight: 2,
      },
      {
        vi: 'can 3,8 lít',
        en: '3.8L jerrycan',
        uom: 'pail',
        factor: 3.8,
        net: ['l', 3.8],
        packs: [cartonOf(4, 'can', 'jerrycans')],
      },
      { vi: 'can 20 lít', en: '20L jerrycan', uom: 'pail', factor: 18, net: ['l', 20], weight: 0.5 },
    ],
  },
  tissue: {
    sizes: [
      {
        vi: 'gói 100 tờ',
        en: 'pack of 100 sheets',
        uom: 'pack',
        factor: 1,
        base: ['sheet', 100],
        packs: [cartonOf(30, 'gói', 'packs')],
        weight: 2,
      },
      { vi: 'hộp 180 tờ', en: 'box of 180 sheets', uom: 'box', factor: 1.6, base: ['sheet', 180] },
    ],
  },
  rolls: {
    sizes: [
      {
        vi: 'cuộn',
        en: 'roll',
        uom: 'roll',
        factor: 1,
        packs: [pack(10, 'pack', 'lốc 10 cuộn', 'pack of 10 rolls'), cartonOf(60, 'cuộn', 'rolls')],
      },
    ],
  },
  utensil: {
    sizes: [
      {
        vi: '',
        en: '',
        uom: 'pieces',
        factor: 1,
        packs: [pack(6, 'box', 'hộp 6 cái', 'box of 6')],
        weight: 3,
      },
      { vi: 'loại lớn', en: 'large', uom: 'pieces', factor: 1.4 },
    ],
  },
  gloves: {
    sizes: [
      {
        vi: 'hộp 100 cái',
        en: 'box of 100',
        uom: 'box',
        factor: 1,
        base: ['pieces', 100],
        packs: [cartonOf(10, 'hộp', 'boxes')],
      },
    ],
    grades: [
      { vi: 'size S', en: 'size S', factor: 1 },
      { vi: 'size M', en: 'size M', factor: 1 },
      { vi: 'size L', en: 'size L', factor: 1 },
    ],
  },
  containers: {
    sizes: [
      {
        vi: 'lốc 50 cái',
        en: 'pack of 50',
        uom: 'pack',
        factor: 1,
        base: ['pieces', 50],
        packs: [cartonOf(10, 'lốc', 'packs')],
        weight: 2,
      },
      { vi: 'lốc 100 cái', en: 'pack of 100', uom: 'pack', factor: 1.9, base: ['pieces', 100] },
    ],
    grades: [
      { vi: '500ml', en: '500ml', factor: 1 },
      { vi: '750ml', en: '750ml', factor: 1.15 },
      { vi: '1000ml', en: '1000ml', factor: 1.3 },
    ],
  },
  cups: {
    sizes: [
      {
        vi: 'lốc 50 ly',
        en: 'pack of 50 cups',
        uom: 'pack',
        factor: 1,
        base: ['cup', 50],
        packs: [cartonOf(20, 'lốc', 'packs')],
      },
    ],
    grades: [
      { vi: '360ml', en: '360ml', factor: 1 },
      { vi: '500ml', en: '500ml', factor: 1.15 },
      { vi: '700ml', en: '700ml', factor: 1.3 },
    ],
  },
  bags: {
    sizes: [
      { ...KG, weight: 2 },
      { vi: 'xấp 100 cái', en: 'pack of 100', uom: 'pack', factor: 0.8, base: ['pieces', 100] },
    ],
    grades: [
      { vi: 'size nhỏ', en: 'small', factor: 1 },
      { vi: 'size vừa', en: 'medium', factor: 1 },
      { vi: 'size lớn', en: 'large', factor: 1.05 },
    ],
  },
  film: {
    sizes: [
      {
        vi: 'cuộn',
        en: 'roll',
        uom: 'roll',
        factor: 1,
        packs: [cartonOf(6, 'cuộn', 'rolls')],
      },
    ],
    grades: [
      { vi: '30cm x 300m', en: '30cm x 300m', factor: 1 },
      { vi: '45cm x 500m', en: '45cm x 500m', factor: 1.8 },
    ],
  },
  smallware: {
    sizes: [
      {
        vi: 'gói 100 cái',
        en: 'pack of 100',
        uom: 'pack',
        factor: 1,
        base: ['pieces', 100],
        packs: [cartonOf(50, 'gói', 'packs')],
        weight: 2,
      },
      { vi: 'gói 500 cái', en: 'pack of 500', uom: 'pack', factor: 4.6, base: ['pieces', 500] },
    ],
  },
} satisfies Record<string, ProfileDef>;

export type ProfileKey = keyof typeof PROFILES;

export interface BaseProductDef {
  vi: string;
  en: string;
  /** Icon name in @iconify-json/fluent-emoji-flat. */
  icon: string;
  /** Price before VAT in đồng for the first size of the profile (per kg when sold by weight). */
  price: number;
  profile?: ProfileKey;
  brand?: string;
  /** Origin names (Vietnamese, from ORIGINS); otherwise the category's. */
  origins?: readonly string[];
}

export interface ChildCategoryDef {
  id: number;
  vi: string;
  en: string;
  icon: string;
  profile: ProfileKey;
  vat?: number;
  preservation?: Preservation;
  brands?: readonly string[];
  origins?: readonly string[];
  products: readonly BaseProductDef[];
}

export interface ParentCategoryDef {
  id: number;
  vi: string;
  en: string;
  icon: string;
  vat: number;
  preservation: Preservation;
  brands: readonly string[];
  origins: readonly string[];
  children: readonly ChildCategoryDef[];
  /** Alcohol: its pages ask the visitor's age once per session; the children inherit it. */
  ageRestricted?: true;
}

type Opts = Pick<BaseProductDef, 'profile' | 'brand' | 'origins'>;
const p = (vi: string, en: string, icon: string, price: number, opts: Opts = {}): BaseProductDef => ({
  vi,
  en,
  icon,
  price,
  ...opts,
});

const VN = ['Việt Nam'] as const;

export const CATEGORIES: readonly ParentCategoryDef[] = [
  {
    id: 10,
    vi: 'Rau củ tươi',
    en: 'Fresh vegetables',
    icon: 'leafy-green',
    vat: 5,
    preservation: 'ROOM_TEMPERATURE',
    brands: ['VinEco', 'Đà Lạt GAP', 'Nông Trại Xanh', 'Rau Sạch Bác Tôm', 'Organica', 'Hasfarm', 'Lâm Đồng Farm'],
    origins: VN,
    children: [
      {
        id: 11,
        vi: 'Rau ăn lá',
        en: 'Leafy greens',
        icon: 'leafy-green',
        profile: 'produce',
        vat: 0,
        products: [
          p('Cải thìa', 'Bok choy', 'leafy-green', 28000),
          p('Cải ngọt', 'Choy sum', 'leafy-green', 25000),
          p('Rau muống', 'Water spinach', 'leafy-green', 20000),
          p('Xà lách lô lô xanh Đà Lạt', 'Đà Lạt green lollo lettuce', 'leafy-green', 45000),
          p('Xà lách Romaine', 'Romaine lettuce', 'leafy-green', 55000),
          p('Cải bó xôi', 'Spinach', 'leafy-green', 50000),
          p('Bắp cải trắng Đà Lạt', 'Đà Lạt white cabbage', 'leafy-green', 18000),
          p('Cải thảo', 'Napa cabbage', 'leafy-green', 22000),
          p('Rau dền', 'Amaranth greens', 'leafy-green', 22000),
        ],
      },
      {
        id: 12,
        vi: 'Củ quả',
        en: 'Roots, fruiting vegetables & gourds',
        icon: 'carrot',
        profile: 'produce',
        products: [
          p('Cà chua bi Đà Lạt', 'Đà Lạt cherry tomatoes', 'tomato', 45000),
          p('Cà chua thường', 'Tomatoes', 'tomato', 25000),
          p('Cà rốt Đà Lạt', 'Đà Lạt carrots', 'carrot', 22000),
          p('Khoai tây Đà Lạt', 'Đà Lạt potatoes', 'potato', 28000),
          p('Khoai lang mật', 'Honey sweet potatoes', 'roasted-sweet-potato', 30000),
          p('Hành tây', 'Onions', 'onion', 24000),
          p('Dưa leo', 'Cucumbers', 'cucumber', 18000),
          p('Bí đao', 'Winter melon', 'melon', 16000),
          p('Cà tím', 'Eggplant', 'eggplant', 25000),
          p('Ớt chuông đỏ', 'Red bell peppers', 'bell-pepper', 65000),
          p('Bắp Mỹ', 'Sweet corn', 'ear-of-corn', 20000),
          p('Đậu Hà Lan', 'Snow peas', 'pea-pod', 70000),
          p('Bông cải xanh', 'Broccoli', 'broccoli', 55000),
        ],
      },
      {
        id: 13,
        vi: 'Nấm',
        en: 'Mushrooms',
        icon: 'mushroom',
        profile: 'produce',
        products: [
          p('Nấm rơm', 'Straw mushrooms', 'brown-mushroom', 80000),
          p('Nấm đông cô tươi', 'Fresh shiitake mushrooms', 'brown-mushroom', 120000),
          p('Nấm kim châm', 'Enoki mushrooms', 'mushroom', 50000),
          p('Nấm bào ngư', 'Oyster mushrooms', 'brown-mushroom', 60000),
          p('Nấm đùi gà', 'King oyster mushrooms', 'brown-mushroom', 75000),
        ],
      },
      {
        id: 14,
        vi: 'Rau thơm & gia vị tươi',
        en: 'Fresh herbs & aromatics',
        icon: 'herb',
        profile: 'produce',
        vat: 0,
        products: [
          p('Hành lá', 'Spring onions', 'herb', 35000),
          p('Ngò rí', 'Coriander', 'herb', 45000),
          p('Húng quế', 'Thai basil', 'herb', 40000),
          p('Sả cây', 'Lemongrass', 'herb', 18000),
          p('Gừng ta', 'Ginger', 'ginger-root', 40000),
          p('Tỏi Lý Sơn', 'Lý Sơn garlic', 'garlic', 75000),
          p('Ớt hiểm', "Bird's eye chillies", 'hot-pepper', 60000),
          p('Chanh không hạt', 'Seedless limes', 'lime', 25000),
          p('Hành tím', 'Shallots', 'onion', 45000),
        ],
      },
      {
        id: 15,
        vi: 'Rau củ nhập khẩu',
        en: 'Imported vegetables',
        icon: 'broccoli',
        profile: 'importedFruit',
        origins: ['Úc', 'Mỹ', 'Hàn Quốc', 'New Zealand'],
        products: [
          p('Măng tây xanh', 'Green asparagus', 'leafy-green', 150000, { origins: ['Úc', 'Thái Lan'] }),
          p('Bông cải trắng Úc', 'Australian cauliflower', 'broccoli', 75000, { origins: ['Úc'] }),
          p('Khoai tây Mỹ', 'US russet potatoes', 'potato', 45000, { origins: ['Mỹ'] }),
          p('Ớt chuông vàng Hàn Quốc', 'Korean yellow bell peppers', 'bell-pepper', 80000, { origins: ['Hàn Quốc'] }),
          p('Xà lách Iceberg Mỹ', 'US iceberg lettuce', 'leafy-green', 70000, { origins: ['Mỹ'] }),
          p('Cà rốt baby Úc', 'Australian baby carrots', 'carrot', 65000, { origins: ['Úc'] }),
        ],
      },
    ],
  },
  {
    id: 20,
    vi: 'Trái cây',
    en: 'Fruit',
    icon: 'red-apple',
    vat: 5,
    preservation: 'ROOM_TEMPERATURE',
    brands: ['Vinfruits', 'Trái Cây Cái Bè', 'HAGL Agrico', 'Chợ Bếp Fresh', 'VinEco'],
    origins: VN,
    children: [
      {
        id: 21,
        vi: 'Trái cây Việt Nam',
        en: 'Vietnamese fruit',
        icon: 'mango',
        profile: 'produce',
        products: [
          p('Xoài cát Hòa Lộc', 'Hòa Lộc mango', 'mango', 65000),
          p('Chuối già Nam Mỹ', 'Cavendish bananas', 'banana', 25000),
          p('Dưa hấu Long An', 'Long An watermelon', 'watermelon', 15000),
          p('Thơm Tiền Giang', 'Tiền Giang pineapple', 'pineapple', 20000),
          p('Dừa xiêm Bến Tre', 'Bến Tre green coconut', 'coconut', 15000),
          p('Cam sành', 'King oranges', 'tangerine', 30000),
          p('Bơ 034 Đắk Lắk', 'Đắk Lắk 034 avocado', 'avocado', 55000),
          p('Dưa lưới Taki', 'Taki rock melon', 'melon', 60000),
          p('Quýt đường', 'Sweet mandarins', 'tangerine', 40000),
          p('Chanh vàng Đà Lạt', 'Đà Lạt lemons', 'lemon', 45000),
        ],
      },
      {
        id: 22,
        vi: 'Trái cây nhập khẩu',
        en: 'Imported fruit',
        icon: 'grapes',
        profile: 'importedFruit',
        brands: ['Zespri', 'Sunkist', 'Dole', "Driscoll's"],
        origins: ['Úc', 'Mỹ', 'New Zealand'],
        products: [
          p('Táo Envy New Zealand', 'New Zealand Envy apples', 'red-apple', 160000, { origins: ['New Zealand'] }),
          p('Táo xanh Granny Smith', 'Granny Smith apples', 'green-apple', 110000, { origins: ['Mỹ'] }),
          p('Nho đỏ không hạt Úc', 'Australian red seedless grapes', 'grapes', 180000, { origins: ['Úc'] }),
          p('Cherry đỏ Mỹ', 'US red cherries', 'cherries', 450000, { origins: ['Mỹ'] }),
          p('Kiwi vàng Zespri', 'Zespri SunGold kiwifruit', 'kiwi-fruit', 190000, {
            brand: 'Zespri',
            origins: ['New Zealand'],
          }),
          p('Cam vàng Navel Úc', 'Australian navel oranges', 'tangerine', 90000, {
            brand: 'Sunkist',
            origins: ['Úc'],
          }),
          p('Lê Hàn Quốc', 'Korean pears', 'pear', 120000, { origins: ['Hàn Quốc'] }),
          p('Dâu tây Hàn Quốc', 'Korean strawberries', 'strawberry', 380000, { origins: ['Hàn Quốc'] }),
          p('Việt quất tươi', 'Fresh blueberries', 'blueberries', 400000, {
            brand: "Driscoll's",
            origins: ['Mỹ', 'Chile'],
          }),
          p('Đào Mỹ', 'US peaches', 'peach', 200000, { origins: ['Mỹ'] }),
        ],
      },
      {
        id: 23,
        vi: 'Trái cây cắt sẵn',
        en: 'Fresh-cut fruit',
        icon: 'watermelon',
        profile: 'cutFruit',
        vat: 8,
        preservation: 'REFRIGERATED',
        products: [
          p('Dưa hấu cắt sẵn', 'Cut watermelon', 'watermelon', 25000),
          p('Thơm cắt sẵn', 'Cut pineapple', 'pineapple', 30000),
          p('Xoài cắt sẵn', 'Cut mango', 'mango', 40000),
          p('Trái cây thập cẩm cắt sẵn', 'Mixed cut fruit', 'melon', 45000),
          p('Dưa lưới cắt sẵn', 'Cut rock melon', 'melon', 38000),
        ],
      },
    ],
  },
  {
    id: 30,
    vi: 'Thịt',
    en: 'Meat',
    icon: 'cut-of-meat',
    vat: 5,
    preservation: 'REFRIGERATED',
    brands: ['Vissan', 'C.P.', 'MEATDeli', 'Dabaco', 'Japfa Best', 'Chợ Bếp Fresh'],
    origins: VN,
    children: [
      {
        id: 31,
        vi: 'Thịt heo',
        en: 'Pork',
        icon: 'bacon',
        profile: 'meat',
        products: [
          p('Thịt ba chỉ heo', 'Pork belly', 'bacon', 150000),
          p('Nạc vai heo', 'Pork shoulder', 'cut-of-meat', 135000),
          p('Sườn non heo', 'Pork spare ribs', 'meat-on-bone', 170000),
          p('Thịt đùi heo', 'Pork leg', 'cut-of-meat', 120000),
          p('Thăn heo', 'Pork loin', 'cut-of-meat', 140000),
          p('Chân giò heo', 'Pork knuckle', 'meat-on-bone', 95000),
          p('Thịt heo xay', 'Minced pork', 'cut-of-meat', 120000),
          p('Xương ống heo', 'Pork leg bones', 'bone', 50000),
        ],
      },
      {
        id: 32,
        vi: 'Thịt bò',
        en: 'Beef',
        icon: 'cut-of-meat',
        profile: 'meat',
        brands: ['Kilcoy', 'Harvey Beef', 'Tasman', 'Vissan', 'MEATDeli'],
        products: [
          p('Thăn ngoại bò Úc', 'Australian beef striploin', 'cut-of-meat', 450000, { origins: ['Úc'] }),
          p('Ba chỉ bò Mỹ', 'US beef short plate', 'cut-of-meat', 280000, { origins: ['Mỹ'] }),
          p('Bắp bò', 'Beef shank', 'cut-of-meat', 260000),
          p('Thăn nội bò Úc', 'Australian beef tenderloin', 'cut-of-meat', 650000, { origins: ['Úc'] }),
          p('Nạm bò', 'Beef flank', 'cut-of-meat', 230000),
          p('Đuôi bò', 'Oxtail', 'meat-on-bone', 300000),
          p('Thịt bò xay', 'Minced beef', 'cut-of-meat', 220000),
          p('Gân bò', 'Beef tendon', 'meat-on-bone', 180000),
        ],
      },
      {
        id: 33,
        vi: 'Thịt gà & gia cầm',
        en: 'Chicken & poultry',
        icon: 'poultry-leg',
        profile: 'meat',
        products: [
          p('Gà ta nguyên con', 'Whole free-range chicken', 'chicken', 130000),
          p('Đùi gà góc tư', 'Chicken leg quarters', 'poultry-leg', 60000),
          p('Ức gà phi lê', 'Chicken breast fillet', 'poultry-leg', 85000),
          p('Cánh gà', 'Chicken wings', 'poultry-leg', 75000),
          p('Vịt nguyên con', 'Whole duck', 'duck', 90000),
          p('Gà công nghiệp nguyên con', 'Whole broiler chicken', 'chicken', 65000),
          p('Má đùi gà rút xương', 'Boneless chicken thigh', 'poultry-leg', 90000),
        ],
      },
      {
        id: 34,
        vi: 'Thịt chế biến',
        en: 'Processed meat',
        icon: 'hot-dog',
        profile: 'processedMeat',
        vat: 8,
        products: [
          p('Xúc xích heo kiểu Đức', 'German-style pork sausages', 'hot-dog', 90000),
          p('Thịt heo xông khói', 'Smoked bacon', 'bacon', 120000),
          p('Chả lụa', 'Vietnamese pork roll', 'cut-of-meat', 95000),
          p('Lạp xưởng tươi', 'Chinese-style sausage', 'hot-dog', 110000),
          p('Jambon heo', 'Pork ham', 'cut-of-meat', 105000),
          p('Pa tê gan heo', 'Pork liver pâté', 'pig-face', 60000),
        ],
      },
      {
        id: 35,
        vi: 'Thịt cừu & thịt khác',
        en: 'Lamb & other meats',
        icon: 'meat-on-bone',
        profile: 'meat',
        brands: ['Tasman', 'Kilcoy', 'Chợ Bếp Fresh'],
        products: [
          p('Sườn cừu Úc', 'Australian lamb rack', 'meat-on-bone', 550000, { origins: ['Úc', 'New Zealand'] }),
          p('Đùi cừu Úc rút xương', 'Australian boneless lamb leg', 'cut-of-meat', 420000, { origins: ['Úc'] }),
          p('Thịt dê', 'Goat meat', 'meat-on-bone', 280000),
          p('Thịt trâu', 'Buffalo meat', 'cut-of-meat', 260000),
        ],
      },
    ],
  },
  {
    id: 40,
    vi: 'Hải sản',
    en: 'Seafood',
    icon: 'shrimp',
    vat: 5,
    preservation: 'FROZEN',
    brands: ['Minh Phú', 'Vĩnh Hoàn', 'Sao Ta', 'Camimex', 'Navico', 'Hải Nam', 'Biển Đông Seafood'],
    origins: VN,
    children: [
      {
        id: 41,
        vi: 'Tôm',
        en: 'Shrimp & prawns',
        icon: 'shrimp',
        profile: 'seafood',
        products: [
          p('Tôm sú tươi', 'Fresh tiger prawns', 'shrimp', 380000),
          p('Tôm thẻ chân trắng', 'Whiteleg shrimp', 'shrimp', 220000),
          p('Tôm càng xanh', 'Giant freshwater prawns', 'shrimp', 450000),
          p('Tôm hùm bông', 'Ornate spiny lobster', 'lobster', 1500000),
          p('Tôm thẻ bóc nõn', 'Peeled whiteleg shrimp', 'shrimp', 260000),
        ],
      },
      {
        id: 42,
        vi: 'Cá',
        en: 'Fish',
        icon: 'fish',
        profile: 'seafood',
        products: [
          p('Cá hồi Na Uy phi lê', 'Norwegian salmon fillet', 'fish', 550000, { origins: ['Na Uy'] }),
          p('Cá basa phi lê', 'Basa fillet', 'fish', 85000),
          p('Cá thu cắt khúc', 'Mackerel steaks', 'fish', 250000),
          p('Cá diêu hồng', 'Red tilapia', 'tropical-fish', 70000),
          p('Cá lóc đồng', 'Snakehead fish', 'fish', 120000),
          p('Cá ngừ đại dương cắt khúc', 'Yellowfin tuna loin', 'fish', 300000),
          p('Cá chẽm', 'Barramundi', 'fish', 180000),
          p('Cá nục', 'Scad', 'fish', 80000),
        ],
      },
      {
        id: 43,
        vi: 'Mực & bạch tuộc',
        en: 'Squid & octopus',
        icon: 'squid',
        profile: 'seafood',
        products: [
          p('Mực ống', 'Squid tubes', 'squid', 280000),
          p('Mực lá', 'Bigfin reef squid', 'squid', 350000),
          p('Bạch tuộc', 'Octopus', 'squid', 200000),
          p('Mực nang', 'Cuttlefish', 'squid', 260000),
        ],
      },
      {
        id: 44,
        vi: 'Cua, ghẹ & sò ốc',
        en: 'Crabs & shellfish',
        icon: 'crab',
        profile: 'seafood',
        products: [
          p('Cua thịt Cà Mau', 'Cà Mau mud crab', 'crab', 450000),
          p('Ghẹ xanh', 'Blue swimming crab', 'crab', 380000),
          p('Nghêu trắng', 'White clams', 'oyster', 45000),
          p('Hàu sữa', 'Oysters', 'oyster', 60000),
          p('Sò điệp', 'Scallops', 'oyster', 180000),
          p('Ốc hương', 'Babylon snails', 'spiral-shell', 420000),
        ],
      },
      {
        id: 45,
        vi: 'Hải sản khô',
        en: 'Dried seafood',
        icon: 'fish-cake-with-swirl',
        profile: 'dried',
        vat: 8,
        preservation: 'ROOM_TEMPERATURE',
        products: [
          p('Mực khô', 'Dried squid', 'squid', 300000),
          p('Tôm khô', 'Dried shrimp', 'shrimp', 180000),
          p('Cá cơm khô', 'Dried anchovies', 'fish', 45000),
          p('Cá khô một nắng', 'Sun-dried fish', 'fish', 70000),
        ],
      },
    ],
  },
  {
    id: 50,
    vi: 'Sữa & trứng',
    en: 'Dairy & eggs',
    icon: 'glass-of-milk',
    vat: 8,
    preservation: 'REFRIGERATED',
    brands: ['Vinamilk', 'TH true MILK', 'Dalat Milk', 'Mộc Châu Milk', 'Dutch Lady', 'Nutifood', 'Meiji'],
    origins: VN,
    children: [
      {
        id: 51,
        vi: 'Sữa tươi',
        en: 'Fresh milk',
        icon: 'glass-of-milk',
        profile: 'milk',
        products: [
          p('Sữa tươi tiệt trùng không đường', 'UHT fresh milk, unsweetened', 'glass-of-milk', 32000),
          p('Sữa tươi tiệt trùng có đường', 'UHT fresh milk, sweetened', 'glass-of-milk', 32000),
          p('Sữa tươi thanh trùng', 'Pasteurised fresh milk', 'glass-of-milk', 38000),
          p('Sữa đậu nành', 'Soy milk', 'glass-of-milk', 25000),
          p('Sữa hạnh nhân', 'Almond milk', 'glass-of-milk', 65000),
          p('Sữa đặc có đường', 'Sweetened condensed milk', 'glass-of-milk', 25000, { profile: 'canned' }),
        ],
      },
      {
        id: 52,
        vi: 'Phô mai',
        en: 'Cheese',
        icon: 'cheese-wedge',
        profile: 'cheese',
        brands: ['Président', 'Elle & Vire', 'Emborg', 'Con Bò Cười', 'Anchor', 'Westgold'],
        origins: ['Pháp', 'New Zealand', 'Đan Mạch', 'Úc'],
        products: [
          p('Phô mai Mozzarella', 'Mozzarella cheese', 'cheese-wedge', 60000),
          p('Phô mai Cheddar', 'Cheddar cheese', 'cheese-wedge', 70000),
          p('Phô mai Parmesan', 'Parmesan cheese', 'cheese-wedge', 150000, { origins: ['Ý'] }),
          p('Phô mai kem', 'Cream cheese', 'cheese-wedge', 65000),
          p('Phô mai lát', 'Sliced cheese', 'cheese-wedge', 55000),
        ],
      },
      {
        id: 53,
        vi: 'Bơ & kem',
        en: 'Butter & cream',
        icon: 'butter',
        profile: 'cheese',
        brands: ['Anchor', 'Président', 'Lurpak', 'Elle & Vire', 'Westgold'],
        origins: ['New Zealand', 'Pháp', 'Đan Mạch'],
        products: [
          p('Bơ lạt', 'Unsalted butter', 'butter', 75000),
          p('Bơ mặn', 'Salted butter', 'butter', 75000),
          p('Kem tươi whipping', 'Whipping cream', 'glass-of-milk', 140000, { profile: 'milk' }),
          p('Kem nấu ăn', 'Cooking cream', 'glass-of-milk', 120000, { profile: 'milk' }),
          p('Kem chua', 'Sour cream', 'custard', 70000, { profile: 'yogurt' }),
        ],
      },
      {
        id: 54,
        vi: 'Sữa chua',
        en: 'Yogurt',
        icon: 'custard',
        profile: 'yogurt',
        products: [
          p('Sữa chua ăn có đường', 'Sweetened yogurt', 'custard', 7000),
          p('Sữa chua ăn không đường', 'Plain yogurt', 'custard', 7000),
          p('Sữa chua Hy Lạp', 'Greek yogurt', 'custard', 18000),
          p('Sữa chua uống', 'Drinking yogurt', 'glass-of-milk', 8000),
        ],
      },
      {
        id: 55,
        vi: 'Trứng',
        en: 'Eggs',
        icon: 'egg',
        profile: 'eggs',
        vat: 5,
        brands: ['Ba Huân', 'C.P.', 'Dabaco', 'Japfa Best'],
        products: [
          p('Trứng gà ta', 'Free-range chicken eggs', 'egg', 38000),
          p('Trứng gà công nghiệp', 'Chicken eggs', 'egg', 30000),
          p('Trứng vịt', 'Duck eggs', 'egg', 40000),
          p('Trứng cút', 'Quail eggs', 'nest-with-eggs', 10000),
          p('Trứng gà omega-3', 'Omega-3 chicken eggs', 'egg', 45000),
        ],
      },
    ],
  },
  {
    id: 60,
    vi: 'Gạo & đồ khô',
    en: 'Rice & dry goods',
    icon: 'cooked-rice',
    vat: 8,
    preservation: 'ROOM_TEMPERATURE',
    brands: ['Meizan', 'Acecook', 'Vifon', 'Bích Chi', 'Safoco', 'Hạ Long', 'Tân Tân', 'Ottogi'],
    origins: VN,
    children: [
      {
        id: 61,
        vi: 'Gạo',
        en: 'Rice',
        icon: 'sheaf-of-rice',
        profile: 'rice',
        vat: 5,
        brands: ['Lộc Trời', 'Tân Long', 'Trung An', 'Ông Cua'],
        products: [
          p('Gạo ST25', 'ST25 rice', 'sheaf-of-rice', 38000),
          p('Gạo Jasmine', 'Jasmine rice', 'sheaf-of-rice', 22000),
          p('Gạo tám thơm', 'Tám thơm fragrant rice', 'sheaf-of-rice', 25000),
          p('Gạo nếp cái hoa vàng', 'Yellow-flower glutinous rice', 'sheaf-of-rice', 35000),
          p('Gạo Nhật Japonica', 'Japonica sushi rice', 'cooked-rice', 40000),
          p('Gạo lứt', 'Brown rice', 'sheaf-of-rice', 32000),
          p('Gạo tấm', 'Broken rice', 'cooked-rice', 18000),
        ],
      },
      {
        id: 62,
        vi: 'Bột & ngũ cốc',
        en: 'Flour & cereals',
        icon: 'ear-of-corn',
        profile: 'flour',
        products: [
          p('Bột mì đa dụng', 'All-purpose flour', 'bread', 25000),
          p('Bột năng', 'Tapioca starch', 'bowl-with-spoon', 28000),
          p('Bột chiên giòn', 'Crispy frying batter mix', 'fried-shrimp', 30000),
          p('Bột gạo', 'Rice flour', 'sheaf-of-rice', 26000),
          p('Yến mạch cán dẹt', 'Rolled oats', 'bowl-with-spoon', 70000, { origins: ['Úc'] }),
          p('Bột bắp', 'Corn starch', 'ear-of-corn', 32000),
        ],
      },
      {
        id: 63,
        vi: 'Mì, bún & phở khô',
        en: 'Dried noodles',
        icon: 'steaming-bowl',
        profile: 'noodles',
        products: [
          p('Bánh phở khô', 'Dried rice noodles (phở)', 'steaming-bowl', 30000),
          p('Bún khô', 'Dried rice vermicelli', 'steaming-bowl', 28000),
          p('Miến dong', 'Glass noodles', 'spaghetti', 45000),
          p('Mì trứng', 'Egg noodles', 'spaghetti', 35000),
          p('Mì ống Spaghetti', 'Spaghetti', 'spaghetti', 40000, { origins: ['Ý'] }),
          p('Mì ăn liền tôm chua cay', 'Hot & sour shrimp instant noodles', 'steaming-bowl', 4500, {
            profile: 'instantNoodles',
          }),
          p('Mì ăn liền Hàn Quốc vị cay', 'Korean spicy instant noodles', 'steaming-bowl', 18000, {
            profile: 'instantNoodles',
            brand: 'Ottogi',
            origins: ['Hàn Quốc'],
          }),
        ],
      },
      {
        id: 64,
        vi: 'Đậu & hạt',
        en: 'Beans & nuts',
        icon: 'peanuts',
        profile: 'beansNuts',
        vat: 5,
        products: [
          p('Đậu phộng', 'Peanuts', 'peanuts', 55000),
          p('Đậu xanh cà vỏ', 'Split mung beans', 'beans', 45000),
          p('Đậu đen', 'Black beans', 'beans', 50000),
          p('Hạt điều rang muối', 'Roasted salted cashews', 'peanuts', 280000),
          p('Mè trắng', 'White sesame seeds', 'beans', 80000),
          p('Hạt sen khô', 'Dried lotus seeds', 'chestnut', 250000),
        ],
      },
      {
        id: 65,
        vi: 'Đồ hộp',
        en: 'Canned food',
        icon: 'canned-food',
        profile: 'canned',
        products: [
          p('Cá mòi sốt cà chua', 'Sardines in tomato sauce', 'fish', 25000),
          p('Thịt hộp', 'Luncheon meat', 'pig-face', 45000),
          p('Bắp ngọt đóng hộp', 'Canned sweet corn', 'ear-of-corn', 28000),
          p('Cà chua xay đóng hộp', 'Canned crushed tomatoes', 'tomato', 35000, { origins: ['Ý'] }),
          p('Nấm rơm đóng hộp', 'Canned straw mushrooms', 'brown-mushroom', 25000),
          p('Đào ngâm đóng hộp', 'Canned peaches in syrup', 'peach', 45000, { origins: ['Thái Lan'] }),
        ],
      },
    ],
  },
  {
    id: 70,
    vi: 'Nước chấm & gia vị',
    en: 'Sauces & spices',
    icon: 'salt',
    vat: 8,
    preservation: 'ROOM_TEMPERATURE',
    brands: ['Chin-su', 'Knorr', 'Maggi', 'Ajinomoto', 'Cholimex', 'Barona', 'DH Foods', 'Ông Chà Và'],
    origins: VN,
    children: [
      {
        id: 71,
        vi: 'Nước mắm',
        en: 'Fish sauce',
        icon: 'jar',
        profile: 'sauceBottle',
        brands: ['Nam Ngư', 'Chin-su', 'Khải Hoàn', 'Hưng Thịnh'],
        products: [
          p('Nước mắm Phú Quốc 40 độ đạm', 'Phu Quoc fish sauce 40°N', 'fish', 95000, { brand: 'Khải Hoàn' }),
          p('Nước mắm Nam Ngư', 'Nam Ngư fish sauce', 'fish', 25000, { brand: 'Nam Ngư' }),
          p('Nước mắm Chin-su cá cơm', 'Chin-su anchovy fish sauce', 'fish', 28000, { brand: 'Chin-su' }),
          p('Nước mắm nhĩ Hưng Thịnh 35 độ đạm', 'Hưng Thịnh first-press fish sauce 35°N', 'fish', 70000, {
            brand: 'Hưng Thịnh',
          }),
          p('Nước mắm pha sẵn', 'Ready-mixed dipping fish sauce', 'fish', 30000),
        ],
      },
      {
        id: 72,
        vi: 'Nước tương & dầu hào',
        en: 'Soy & oyster sauces',
        icon: 'jar',
        profile: 'sauceBottle',
        products: [
          p('Nước tương Chin-su', 'Chin-su soy sauce', 'beans', 22000, { brand: 'Chin-su' }),
          p('Nước tương Kikkoman', 'Kikkoman soy sauce', 'beans', 95000, { brand: 'Kikkoman', origins: ['Nhật Bản'] }),
          p('Dầu hào Lee Kum Kee', 'Lee Kum Kee oyster sauce', 'oyster', 65000, {
            brand: 'Lee Kum Kee',
            origins: ['Trung Quốc'],
          }),
          p('Dầu hào Maggi', 'Maggi oyster sauce', 'oyster', 35000, { brand: 'Maggi' }),
          p('Nước tương Maggi', 'Maggi seasoning sauce', 'beans', 30000, { brand: 'Maggi' }),
        ],
      },
      {
        id: 73,
        vi: 'Tương ớt & sốt',
        en: 'Chilli sauces & condiments',
        icon: 'hot-pepper',
        profile: 'condiment',
        products: [
          p('Tương ớt Chin-su', 'Chin-su chilli sauce', 'hot-pepper', 15000, { brand: 'Chin-su' }),
          p('Tương ớt Cholimex', 'Cholimex chilli sauce', 'hot-pepper', 14000, { brand: 'Cholimex' }),
          p('Tương cà Heinz', 'Heinz tomato ketchup', 'tomato', 30000, { brand: 'Heinz', origins: ['Mỹ'] }),
          p('Sốt mayonnaise Kewpie', 'Kewpie mayonnaise', 'egg', 45000, { brand: 'Kewpie' }),
          p('Sốt ướp thịt nướng', 'BBQ marinade sauce', 'cut-of-meat', 25000),
        ],
      },
      {
        id: 74,
        vi: 'Gia vị khô',
        en: 'Dry seasonings',
        icon: 'salt',
        profile: 'spices',
        products: [
          p('Hạt nêm Knorr thịt thăn', 'Knorr pork seasoning granules', 'salt', 35000, { brand: 'Knorr' }),
          p('Bột ngọt Ajinomoto', 'Ajinomoto MSG', 'salt', 28000, { brand: 'Ajinomoto' }),
          p('Muối hột', 'Coarse sea salt', 'salt', 8000),
          p('Tiêu đen Phú Quốc xay', 'Phu Quoc ground black pepper', 'salt', 120000),
          p('Ngũ vị hương', 'Five-spice powder', 'salt', 60000),
          p('Bột cà ri', 'Curry powder', 'curry-rice', 70000, { brand: 'Ông Chà Và' }),
          p('Ớt bột Hàn Quốc', 'Korean chilli flakes', 'hot-pepper', 110000, { origins: ['Hàn Quốc'] }),
        ],
      },
      {
        id: 75,
        vi: 'Dầu ăn',
        en: 'Cooking oil',
        icon: 'olive',
        profile: 'oil',
        brands: ['Tường An', 'Neptune', 'Simply', 'Meizan'],
        products: [
          p('Dầu ăn Tường An', 'Tường An cooking oil', 'sunflower', 45000, { brand: 'Tường An' }),
          p('Dầu đậu nành Simply', 'Simply soybean oil', 'beans', 60000, { brand: 'Simply' }),
          p('Dầu ăn Neptune Gold', 'Neptune Gold cooking oil', 'sunflower', 55000, { brand: 'Neptune' }),
          p('Dầu ô liu Extra Virgin', 'Extra virgin olive oil', 'olive', 250000, { origins: ['Tây Ban Nha', 'Ý'] }),
          p('Dầu mè', 'Sesame oil', 'olive', 120000),
        ],
      },
      {
        id: 76,
        vi: 'Đường & mật ong',
        en: 'Sugar & honey',
        icon: 'honey-pot',
        profile: 'sugar',
        brands: ['Biên Hòa', 'Xuân Nguyên'],
        products: [
          p('Đường cát trắng Biên Hòa', 'Biên Hòa white sugar', 'candy', 25000, { brand: 'Biên Hòa' }),
          p('Đường vàng', 'Golden cane sugar', 'candy', 30000),
          p('Đường phèn', 'Rock sugar', 'candy', 40000),
          p('Mật ong hoa cà phê', 'Coffee blossom honey', 'honey-pot', 180000, {
            profile: 'sauceBottle',
            brand: 'Xuân Nguyên',
          }),
          p('Đường thốt nốt', 'Palm sugar', 'candy', 70000),
        ],
      },
    ],
  },
  {
    id: 80,
    vi: 'Đồ uống có cồn',
    en: 'Alcohol',
    icon: 'clinking-glasses',
    ageRestricted: true,
    vat: 10,
    preservation: 'ROOM_TEMPERATURE',
    brands: ['Bia Sài Gòn', 'Heineken', 'Tiger'],
    origins: VN,
    children: [
      {
        // Category 81 is hidden in region HCM (spec/foundations.md §2.3).
        id: 81,
        vi: 'Rượu vang',
        en: 'Wine',
        icon: 'wine-glass',
        profile: 'wine',
        brands: ['Penfolds', "Jacob's Creek", 'Yellow Tail', 'Concha y Toro', 'Barton & Guestier'],
        origins: ['Pháp', 'Úc', 'Chile', 'Ý'],
        products: [
          p('Rượu vang đỏ Đà Lạt', 'Đà Lạt red wine', 'wine-glass', 120000, {
            brand: 'Vang Đà Lạt',
            origins: ['Việt Nam'],
          }),
          p('Rượu vang Concha y Toro Cabernet Sauvignon', 'Concha y Toro Cabernet Sauvignon', 'wine-glass', 280000, {
            brand: 'Concha y Toro',
            origins: ['Chile'],
          }),
          p("Rượu vang Jacob's Creek Shiraz", "Jacob's Creek Shiraz", 'wine-glass', 350000, {
            brand: "Jacob's Creek",
            origins: ['Úc'],
          }),
          p('Rượu vang Yellow Tail Merlot', 'Yellow Tail Merlot', 'wine-glass', 320000, {
            brand: 'Yellow Tail',
            origins: ['Úc'],
          }),
          p('Rượu vang đỏ Bordeaux', 'Bordeaux red wine', 'wine-glass', 450000, {
            brand: 'Barton & Guestier',
            origins: ['Pháp'],
          }),
          p('Rượu vang trắng Penfolds Chardonnay', 'Penfolds Chardonnay white wine', 'wine-glass', 650000, {
            brand: 'Penfolds',
            origins: ['Úc'],
          }),
          p('Rượu vang nổ', 'Sparkling wine', 'bottle-with-popping-cork', 380000),
        ],
      },
      {
        id: 82,
        vi: 'Bia',
        en: 'Beer',
        icon: 'beer-mug',
        profile: 'beer',
        products: [
          p('Bia Sài Gòn Lager', 'Saigon Lager beer', 'beer-mug', 11500, { brand: 'Bia Sài Gòn' }),
          p('Bia Sài Gòn Special', 'Saigon Special beer', 'beer-mug', 15500, { brand: 'Bia Sài Gòn' }),
          p('Bia 333', '333 beer', 'beer-mug', 12000, { brand: '333' }),
          p('Bia Heineken', 'Heineken beer', 'beer-mug', 20000, { brand: 'Heineken' }),
          p('Bia Tiger Crystal', 'Tiger Crystal beer', 'beer-mug', 17500, { brand: 'Tiger' }),
          p('Bia Larue', 'Larue beer', 'beer-mug', 11000, { brand: 'Larue' }),
          p('Bia Hà Nội', 'Hanoi beer', 'beer-mug', 11000, { brand: 'Bia Hà Nội' }),
          p('Bia Huda', 'Huda beer', 'beer-mug', 11000, { brand: 'Huda' }),
          p('Bia Budweiser', 'Budweiser beer', 'beer-mug', 19000, { brand: 'Budweiser' }),
          p('Bia Sapporo Premium', 'Sapporo Premium beer', 'beer-mug', 22000, { brand: 'Sapporo' }),
          p('Bia Asahi Super Dry', 'Asahi Super Dry beer', 'beer-mug', 28000, {
            brand: 'Asahi',
            origins: ['Nhật Bản'],
          }),
          p('Bia Corona Extra', 'Corona Extra beer', 'beer-mug', 30000, { brand: 'Corona', origins: ['Mexico'] }),
        ],
      },
      {
        id: 83,
        vi: 'Rượu mạnh',
        en: 'Spirits',
        icon: 'tumbler-glass',
        profile: 'spirits',
        products: [
          p('Rượu Johnnie Walker Red Label', 'Johnnie Walker Red Label whisky', 'tumbler-glass', 450000, {
            brand: 'Johnnie Walker',
            origins: ['Anh'],
          }),
          p('Rượu Johnnie Walker Black Label', 'Johnnie Walker Black Label whisky', 'tumbler-glass', 850000, {
            brand: 'Johnnie Walker',
            origins: ['Anh'],
          }),
          p('Rượu Chivas Regal 12 năm', 'Chivas Regal 12-year-old whisky', 'tumbler-glass', 950000, {
            brand: 'Chivas Regal',
            origins: ['Anh'],
          }),
          p('Rượu Hennessy VSOP', 'Hennessy VSOP cognac', 'tumbler-glass', 1450000, {
            brand: 'Hennessy',
            origins: ['Pháp'],
          }),
          p('Rượu Vodka Absolut', 'Absolut vodka', 'tumbler-glass', 420000, {
            brand: 'Absolut',
            origins: ['Thụy Điển'],
          }),
          p('Rượu Vodka Smirnoff Red', 'Smirnoff Red vodka', 'tumbler-glass', 300000, {
            brand: 'Smirnoff',
            origins: ['Anh'],
          }),
          p('Rượu Nếp Mới', 'Nếp Mới rice liquor', 'sake', 75000, { brand: 'Nếp Mới' }),
          p('Rượu Vodka Hà Nội', 'Hanoi vodka', 'tumbler-glass', 90000, { brand: 'Vodka Hà Nội' }),
        ],
      },
      {
        id: 84,
        vi: 'Rượu Sake & Soju',
        en: 'Sake & soju',
        icon: 'sake',
        profile: 'sakeSoju',
        products: [
          p('Rượu Soju Jinro vị truyền thống', 'Jinro original soju', 'sake', 45000, {
            brand: 'Jinro',
            origins: ['Hàn Quốc'],
          }),
          p('Rượu Soju Chum Churum', 'Chum Churum soju', 'sake', 48000, {
            brand: 'Chum Churum',
            origins: ['Hàn Quốc'],
          }),
          p('Rượu Soju Jinro vị đào', 'Jinro peach soju', 'sake', 50000, { brand: 'Jinro', origins: ['Hàn Quốc'] }),
          p('Rượu Sake Gekkeikan', 'Gekkeikan sake', 'sake', 200000, { brand: 'Gekkeikan', origins: ['Nhật Bản'] }),
          p('Rượu Sake Hakushika', 'Hakushika sake', 'sake', 220000, { brand: 'Hakushika', origins: ['Nhật Bản'] }),
          p('Rượu mơ Umeshu', 'Umeshu plum wine', 'sake', 250000, { origins: ['Nhật Bản'] }),
        ],
      },
    ],
  },
  {
    id: 90,
    vi: 'Đồ uống',
    en: 'Beverages',
    icon: 'cup-with-straw',
    vat: 8,
    preservation: 'ROOM_TEMPERATURE',
    brands: ['Coca-Cola', 'Pepsi', 'Number 1', 'Wonderfarm', 'Tropicana'],
    origins: VN,
    children: [
      {
        id: 91,
        vi: 'Nước giải khát có ga',
        en: 'Soft drinks',
        icon: 'cup-with-straw',
        profile: 'softDrink',
        products: [
          p('Nước ngọt Coca-Cola', 'Coca-Cola', 'cup-with-straw', 10000, { brand: 'Coca-Cola' }),
          p('Nước ngọt Coca-Cola Zero', 'Coca-Cola Zero', 'cup-with-straw', 10500, { brand: 'Coca-Cola' }),
          p('Nước ngọt Fanta hương cam', 'Fanta orange', 'cup-with-straw', 9500, { brand: 'Coca-Cola' }),
          p('Nước ngọt Pepsi', 'Pepsi', 'cup-with-straw', 10000, { brand: 'Pepsi' }),
          p('Nước ngọt 7Up', '7Up', 'cup-with-straw', 9500, { brand: '7Up' }),
          p('Nước tăng lực Sting hương dâu', 'Sting strawberry energy drink', 'high-voltage', 10000, {
            brand: 'Sting',
          }),
          p('Nước tăng lực Red Bull', 'Red Bull energy drink', 'high-voltage', 12000, {
            brand: 'Red Bull',
            origins: ['Thái Lan'],
          }),
        ],
      },
      {
        id: 92,
        vi: 'Nước suối',
        en: 'Bottled water',
        icon: 'potable-water',
        profile: 'water',
        products: [
          p('Nước khoáng La Vie', 'La Vie mineral water', 'potable-water', 5000, { brand: 'La Vie' }),
          p('Nước tinh khiết Aquafina', 'Aquafina purified water', 'potable-water', 5000, { brand: 'Aquafina' }),
          p('Nước tinh khiết Dasani', 'Dasani purified water', 'potable-water', 4500, { brand: 'Dasani' }),
          p('Nước khoáng có ga', 'Sparkling mineral water', 'potable-water', 12000, { brand: 'La Vie' }),
        ],
      },
      {
        id: 93,
        vi: 'Cà phê',
        en: 'Coffee',
        icon: 'hot-beverage',
        profile: 'coffee',
        brands: ['Trung Nguyên', 'Highlands Coffee', 'Phúc Long', 'Nescafé'],
        products: [
          p('Cà phê hạt Robusta rang mộc', 'Roasted Robusta coffee beans', 'hot-beverage', 120000),
          p('Cà phê hạt Arabica Cầu Đất', 'Cầu Đất Arabica coffee beans', 'hot-beverage', 190000),
          p('Cà phê bột Trung Nguyên Sáng Tạo 4', 'Trung Nguyên Creative 4 ground coffee', 'hot-beverage', 85000, {
            brand: 'Trung Nguyên',
          }),
          p('Cà phê hòa tan G7 3in1', 'G7 3-in-1 instant coffee', 'hot-beverage', 55000, { brand: 'G7' }),
          p('Cà phê bột Highlands truyền thống', 'Highlands traditional ground coffee', 'hot-beverage', 90000, {
            brand: 'Highlands Coffee',
          }),
        ],
      },
      {
        id: 94,
        vi: 'Trà',
        en: 'Tea',
        icon: 'teacup-without-handle',
        profile: 'tea',
        brands: ['Lipton', 'Cozy', 'Phúc Long', 'Dilmah'],
        products: [
          p('Trà Lipton nhãn vàng', 'Lipton Yellow Label tea', 'teacup-without-handle', 45000, { brand: 'Lipton' }),
          p('Trà xanh Thái Nguyên', 'Thái Nguyên green tea', 'teacup-without-handle', 40000),
          p('Trà ô long', 'Oolong tea', 'teacup-without-handle', 50000, { brand: 'Cozy' }),
          p('Trà đen pha trà sữa', 'Black tea for milk tea', 'bubble-tea', 38000),
          p('Trà lài', 'Jasmine tea', 'teapot', 35000),
          p('Trà xanh Không Độ', 'Không Độ green tea drink', 'teacup-without-handle', 9000, {
            brand: 'Không Độ',
            profile: 'softDrink',
          }),
          p('Trà C2 hương chanh', 'C2 lemon tea', 'teacup-without-handle', 8000, { brand: 'C2', profile: 'softDrink' }),
        ],
      },
      {
        id: 95,
        vi: 'Nước ép & sinh tố',
        en: 'Juices',
        icon: 'beverage-box',
        profile: 'juice',
        brands: ['Vfresh', 'Tropicana', 'Wonderfarm'],
        products: [
          p('Nước cam ép', 'Orange juice', 'tangerine', 55000),
          p('Nước táo ép', 'Apple juice', 'red-apple', 50000),
          p('Nước ép đào', 'Peach nectar', 'peach', 50000),
          p('Nước ép dứa', 'Pineapple juice', 'pineapple', 45000),
          p('Nước dừa đóng hộp', 'Packaged coconut water', 'coconut', 40000),
        ],
      },
      {
        id: 96,
        vi: 'Siro & nguyên liệu pha chế',
        en: 'Syrups & bar supplies',
        icon: 'tropical-drink',
        profile: 'syrup',
        brands: ['Monin', 'Torani'],
        origins: ['Pháp', 'Mỹ'],
        products: [
          p('Siro Monin hương dâu', 'Monin strawberry syrup', 'strawberry', 220000, {
            brand: 'Monin',
            origins: ['Pháp'],
          }),
          p('Siro Monin hương caramel', 'Monin caramel syrup', 'tropical-drink', 220000, {
            brand: 'Monin',
            origins: ['Pháp'],
          }),
          p('Siro Torani hương vani', 'Torani vanilla syrup', 'tropical-drink', 230000, {
            brand: 'Torani',
            origins: ['Mỹ'],
          }),
          p('Siro đường đen', 'Brown sugar syrup', 'bubble-tea', 90000, { origins: ['Đài Loan', 'Việt Nam'] }),
          p('Bột kem béo pha trà sữa', 'Non-dairy creamer for milk tea', 'glass-of-milk', 65000, {
            profile: 'flour',
            origins: ['Malaysia'],
          }),
        ],
      },
    ],
  },
  {
    id: 100,
    vi: 'Thực phẩm đông lạnh',
    en: 'Frozen food',
    icon: 'ice',
    vat: 8,
    preservation: 'FROZEN',
    brands: ['Cầu Tre', 'Le Gourmet', 'Sài Gòn Food', 'Vissan', 'C.P.'],
    origins: VN,
    children: [
      {
        id: 101,
        vi: 'Khoai tây & rau củ đông lạnh',
        en: 'Frozen fries & vegetables',
        icon: 'french-fries',
        profile: 'fries',
        brands: ['Lamb Weston', 'McCain', 'Aviko', 'Simplot'],
        origins: ['Mỹ', 'Hà Lan', 'New Zealand'],
        products: [
          p('Khoai tây chiên cắt sợi 10mm', '10mm straight-cut fries', 'french-fries', 130000),
          p('Khoai tây chiên cắt lượn sóng', 'Crinkle-cut fries', 'french-fries', 145000),
          p('Khoai tây múi cau', 'Potato wedges', 'french-fries', 150000),
          p('Rau củ thập cẩm đông lạnh', 'Frozen mixed vegetables', 'pea-pod', 110000),
          p('Bắp hạt đông lạnh', 'Frozen sweet corn kernels', 'ear-of-corn', 100000),
        ],
      },
      {
        id: 102,
        vi: 'Chả, viên & xúc xích đông lạnh',
        en: 'Frozen fish balls & sausages',
        icon: 'oden',
        profile: 'frozenPack',
        products: [
          p('Cá viên', 'Fish balls', 'oden', 55000),
          p('Bò viên', 'Beef balls', 'oden', 75000),
          p('Tôm viên', 'Shrimp balls', 'oden', 80000),
          p('Chả cá thác lác', 'Clown knifefish paste', 'fish-cake-with-swirl', 120000),
          p('Xúc xích xông khói đông lạnh', 'Frozen smoked sausages', 'hot-dog', 70000),
          p('Đậu hũ phô mai', 'Cheese tofu balls', 'oden', 50000),
        ],
      },
      {
        id: 103,
        vi: 'Há cảo & dimsum',
        en: 'Dumplings & dim sum',
        icon: 'dumpling',
        profile: 'frozenPack',
        products: [
          p('Há cảo tôm', 'Shrimp har gow', 'dumpling', 85000),
          p('Xíu mại', 'Pork siu mai', 'dumpling', 65000),
          p('Bánh bao nhân thịt', 'Pork buns', 'dumpling', 60000),
          p('Chả giò rế', 'Crispy net spring rolls', 'fried-shrimp', 70000),
          p('Gyoza nhân thịt Bibigo', 'Bibigo pork gyoza', 'dumpling', 90000, {
            brand: 'Bibigo',
            origins: ['Hàn Quốc'],
          }),
        ],
      },
      {
        id: 104,
        vi: 'Kem',
        en: 'Ice cream',
        icon: 'ice-cream',
        profile: 'iceCream',
        brands: ['Merino', 'Celano', "Wall's"],
        products: [
          p('Kem vani', 'Vanilla ice cream', 'ice-cream', 65000),
          p('Kem sô-cô-la', 'Chocolate ice cream', 'ice-cream', 65000),
          p('Kem dừa', 'Coconut ice cream', 'ice-cream', 70000),
          p('Kem trà xanh', 'Matcha ice cream', 'soft-ice-cream', 75000),
          p('Kem dâu', 'Strawberry ice cream', 'ice-cream', 65000),
        ],
      },
      {
        id: 105,
        vi: 'Đồ chiên sẵn',
        en: 'Ready-to-fry food',
        icon: 'fried-shrimp',
        profile: 'frozenPack',
        products: [
          p('Tôm tẩm bột chiên xù', 'Breaded shrimp', 'fried-shrimp', 140000),
          p('Gà viên chiên giòn', 'Chicken nuggets', 'poultry-leg', 90000),
          p('Cá phi lê tẩm bột', 'Breaded fish fillet', 'fish', 110000),
          p('Mực vòng tẩm bột', 'Breaded squid rings', 'squid', 130000),
          p('Chả giò hải sản', 'Seafood spring rolls', 'fried-shrimp', 95000),
        ],
      },
    ],
  },
  {
    id: 110,
    vi: 'Bánh',
    en: 'Bakery',
    icon: 'bread',
    vat: 8,
    preservation: 'ROOM_TEMPERATURE',
    brands: ['ABC Bakery', 'Đức Phát', 'Tous les Jours', 'Givral', 'BreadTalk', 'Anh Hòa Bakery'],
    origins: VN,
    children: [
      {
        id: 111,
        vi: 'Bánh mì',
        en: 'Bread',
        icon: 'baguette-bread',
        profile: 'bread',
        products: [
          p('Bánh mì baguette', 'Baguette', 'baguette-bread', 4000),
          p('Bánh mì sandwich', 'Sandwich loaf', 'bread', 25000),
          p('Bánh mì hamburger', 'Hamburger buns', 'bread', 5000),
          p('Bánh mì hoa cúc', 'Brioche', 'bread', 60000),
          p('Bánh sừng bò bơ', 'Butter croissant', 'croissant', 18000),
          p('Bánh bagel', 'Bagel', 'bagel', 20000),
        ],
      },
      {
        id: 112,
        vi: 'Bánh ngọt',
        en: 'Cakes & pastries',
        icon: 'shortcake',
        profile: 'cake',
        products: [
          p('Bánh bông lan cuộn', 'Swiss roll', 'shortcake', 45000),
          p('Bánh tiramisu', 'Tiramisu', 'shortcake', 55000),
          p('Bánh su kem', 'Cream puffs', 'cupcake', 8000),
          p('Bánh flan', 'Crème caramel', 'custard', 10000),
          p('Bánh muffin sô-cô-la', 'Chocolate muffin', 'cupcake', 25000),
          p('Bánh donut', 'Doughnut', 'doughnut', 15000),
          p('Bánh pía Sóc Trăng', 'Sóc Trăng durian pastry', 'moon-cake', 15000),
        ],
      },
      {
        id: 113,
        vi: 'Bánh quy & snack',
        en: 'Biscuits & snacks',
        icon: 'cookie',
        profile: 'biscuits',
        brands: ['Kinh Đô', 'Hữu Nghị', 'Orion'],
        products: [
          p('Bánh quy bơ', 'Butter cookies', 'cookie', 45000),
          p('Bánh quy Cosy Marie', 'Cosy Marie biscuits', 'cookie', 25000, { brand: 'Kinh Đô' }),
          p('Bánh Chocopie', 'Choco Pie', 'cookie', 55000, { brand: 'Orion' }),
          p('Bánh gạo', 'Rice crackers', 'rice-cracker', 30000),
          p('Bánh quế', 'Wafer rolls', 'cookie', 35000),
          p('Bắp rang bơ', 'Butter popcorn', 'popcorn', 30000),
        ],
      },
      {
        id: 114,
        vi: 'Nguyên liệu làm bánh',
        en: 'Baking ingredients',
        icon: 'cupcake',
        profile: 'flour',
        brands: ["Bakers' Choice", 'Mauripan', "Rich's", 'Meizan'],
        products: [
          p('Bột mì làm bánh mì số 13', 'Bread flour no. 13', 'bread', 30000, { brand: "Bakers' Choice" }),
          p('Bột mì làm bánh bông lan', 'Cake flour', 'bread', 32000),
          p('Men nở khô', 'Instant dry yeast', 'bread', 150000, { brand: 'Mauripan' }),
          p('Bột cacao', 'Cocoa powder', 'chocolate-bar', 220000, { origins: ['Malaysia'] }),
          p("Kem whipping thực vật Rich's", "Rich's non-dairy whipping cream", 'glass-of-milk', 90000, {
            brand: "Rich's",
            profile: 'milk',
          }),
          p('Sô-cô-la đen dạng hạt', 'Dark chocolate chips', 'chocolate-bar', 250000, { origins: ['Pháp'] }),
          p('Đường bột', 'Icing sugar', 'candy', 45000),
        ],
      },
    ],
  },
  {
    id: 120,
    vi: 'Dụng cụ bếp & vệ sinh',
    en: 'Kitchen & cleaning supplies',
    icon: 'soap',
    vat: 8,
    preservation: 'ROOM_TEMPERATURE',
    brands: ['Sunhouse', 'Happy Cook', 'Lock&Lock', 'Kokubo', 'Duy Tân'],
    origins: VN,
    children: [
      {
        id: 121,
        vi: 'Nước rửa chén & tẩy rửa',
        en: 'Detergents & cleaners',
        icon: 'soap',
        profile: 'detergent',
        brands: ['Sunlight', 'Vim', 'Gift', 'Lix', 'Mỹ Hảo', 'Ecolab'],
        products: [
          p('Nước rửa chén Sunlight chanh', 'Sunlight lemon dishwashing liquid', 'soap', 28000, { brand: 'Sunlight' }),
          p('Nước lau sàn Sunlight', 'Sunlight floor cleaner', 'bubbles', 35000, { brand: 'Sunlight' }),
          p('Nước tẩy rửa đa năng Vim', 'Vim multi-purpose cleaner', 'bubbles', 32000, { brand: 'Vim' }),
          p('Nước rửa tay Lix', 'Lix hand wash', 'soap', 40000, { brand: 'Lix' }),
          p('Nước tẩy dầu mỡ nhà bếp', 'Kitchen degreaser', 'bubbles', 120000, { brand: 'Ecolab' }),
          p('Nước tẩy Javel', 'Bleach', 'bubbles', 25000, { brand: 'Mỹ Hảo' }),
        ],
      },
      {
        id: 122,
        vi: 'Khăn giấy & giấy vệ sinh',
        en: 'Tissues & toilet paper',
        icon: 'roll-of-paper',
        profile: 'tissue',
        brands: ['Pulppy', 'Bless You', 'Vinda'],
        products: [
          p('Khăn giấy ăn', 'Table napkins', 'roll-of-paper', 15000),
          p('Khăn giấy rút', 'Facial tissues', 'roll-of-paper', 25000),
          p('Khăn giấy lau tay', 'Paper hand towels', 'roll-of-paper', 30000),
          p('Giấy vệ sinh cuộn lớn', 'Jumbo toilet roll', 'roll-of-paper', 35000, { profile: 'rolls' }),
          p('Giấy vệ sinh 2 lớp', '2-ply toilet paper', 'roll-of-paper', 7000, { profile: 'rolls' }),
          p('Giấy lau bếp đa năng', 'Kitchen paper towels', 'roll-of-paper', 20000, { profile: 'rolls' }),
        ],
      },
      {
        id: 123,
        vi: 'Dụng cụ bếp',
        en: 'Kitchen utensils',
        icon: 'kitchen-knife',
        profile: 'utensil',
        products: [
          p('Dao bếp inox', 'Stainless-steel kitchen knife', 'kitchen-knife', 150000),
          p('Thớt gỗ me tây', 'Tamarind-wood cutting board', 'wood', 180000),
          p('Chảo chống dính 28cm', '28cm non-stick frying pan', 'cooking', 350000, { brand: 'Sunhouse' }),
          p('Nồi inox 5 đáy 24cm', '24cm stainless-steel pot', 'pot-of-food', 450000),
          p('Hộp nhựa đựng thực phẩm 1 lít', '1L food storage container', 'takeout-box', 90000, {
            brand: 'Lock&Lock',
          }),
          p('Muỗng canh inox', 'Stainless-steel soup spoon', 'spoon', 12000),
          p('Đũa inox', 'Stainless-steel chopsticks', 'chopsticks', 15000),
          p('Rổ nhựa đựng rau', 'Plastic vegetable basket', 'basket', 35000, { brand: 'Duy Tân' }),
        ],
      },
      {
        id: 124,
        vi: 'Găng tay & đồ bảo hộ',
        en: 'Gloves & protective wear',
        icon: 'gloves',
        profile: 'gloves',
        products: [
          p('Găng tay nitrile', 'Nitrile gloves', 'gloves', 120000),
          p('Găng tay cao su', 'Latex gloves', 'gloves', 95000, { origins: ['Malaysia'] }),
          p('Găng tay nilon', 'Plastic film gloves', 'gloves', 25000),
        ],
      },
      {
        id: 125,
        vi: 'Dụng cụ vệ sinh',
        en: 'Cleaning tools',
        icon: 'broom',
        profile: 'utensil',
        brands: ['Scotch-Brite', 'Kokubo', 'Duy Tân'],
        products: [
          p('Miếng rửa chén', 'Scrub sponge', 'sponge', 12000, { brand: 'Scotch-Brite' }),
          p('Chổi quét nhà', 'Broom', 'broom', 45000),
          p('Cây lau nhà xoay 360 độ', '360° spin mop', 'bucket', 250000),
          p('Xô nhựa 20 lít', '20L plastic bucket', 'bucket', 60000, { brand: 'Duy Tân' }),
          p('Thùng rác đạp chân 60 lít', '60L pedal bin', 'wastebasket', 280000),
          p('Khăn lau microfiber', 'Microfiber cloth', 'sponge', 15000),
        ],
      },
    ],
  },
  {
    id: 130,
    vi: 'Bao bì',
    en: 'Packaging',
    icon: 'package',
    vat: 8,
    preservation: 'ROOM_TEMPERATURE',
    brands: ['Duy Tân', 'Tân Tiến', 'An Phát', 'Hộp Xanh', 'Green Pack', 'Việt Ý Pack'],
    origins: VN,
    children: [
      {
        id: 131,
        vi: 'Hộp & khay đựng thực phẩm',
        en: 'Food containers & trays',
        icon: 'takeout-box',
        profile: 'containers',
        products: [
          p('Hộp nhựa PP tròn', 'Round PP container', 'takeout-box', 90000),
          p('Hộp giấy kraft', 'Kraft paper box', 'takeout-box', 150000),
          p('Hộp xốp', 'Foam food box', 'takeout-box', 45000),
          p('Khay nhôm', 'Aluminium tray', 'takeout-box', 120000),
          p('Hộp bã mía', 'Bagasse clamshell', 'takeout-box', 130000),
        ],
      },
      {
        id: 132,
        vi: 'Ly & nắp',
        en: 'Cups & lids',
        icon: 'bubble-tea',
        profile: 'cups',
        products: [
          p('Ly nhựa PET', 'PET cups', 'bubble-tea', 60000),
          p('Ly giấy', 'Paper cups', 'hot-beverage', 75000),
          p('Nắp cầu', 'Dome lids', 'bubble-tea', 40000),
          p('Ly nhựa PP', 'PP cups', 'bubble-tea', 50000),
        ],
      },
      {
        id: 133,
        vi: 'Túi nilon & túi giấy',
        en: 'Plastic & paper bags',
        icon: 'shopping-bags',
        profile: 'bags',
        products: [
          p('Túi nilon PE', 'PE plastic bags', 'shopping-bags', 45000),
          p('Túi hột xoài', 'Plastic T-shirt bags', 'shopping-bags', 50000),
          p('Túi zipper', 'Zip-lock bags', 'shopping-bags', 80000),
          p('Túi giấy kraft quai xoắn', 'Kraft paper bags with twisted handles', 'shopping-bags', 120000),
          p('Túi rác đen', 'Black garbage bags', 'wastebasket', 40000),
        ],
      },
      {
        id: 134,
        vi: 'Màng bọc & giấy bạc',
        en: 'Cling film & foil',
        icon: 'roll-of-paper',
        profile: 'film',
        products: [
          p('Màng bọc thực phẩm PE', 'PE cling film', 'roll-of-paper', 120000),
          p('Giấy bạc nhôm', 'Aluminium foil', 'roll-of-paper', 150000),
          p('Giấy nến nướng bánh', 'Baking parchment', 'roll-of-paper', 110000),
        ],
      },
      {
        id: 135,
        vi: 'Đũa, muỗng & ống hút',
        en: 'Chopsticks, spoons & straws',
        icon: 'chopsticks',
        profile: 'smallware',
        products: [
          p('Đũa tre dùng một lần', 'Disposable bamboo chopsticks', 'chopsticks', 25000),
          p('Muỗng nhựa dùng một lần', 'Disposable plastic spoons', 'spoon', 20000),
          p('Nĩa nhựa dùng một lần', 'Disposable plastic forks', 'fork-and-knife', 20000),
          p('Ống hút giấy', 'Paper straws', 'cup-with-straw', 35000),
          p('Ống hút gạo', 'Rice straws', 'cup-with-straw', 45000),
          p('Tăm tre', 'Bamboo toothpicks', 'chopsticks', 8000),
        ],
      },
    ],
  },
];
