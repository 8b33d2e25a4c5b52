/**
 * Hand-written reference lists of the demo catalogue: suppliers, brands, origins, units of
 * measure and tags. Ids are the 1-based position in each list, so they never depend on the seed.
 */

/**
 * How soon a supplier delivers (generate-checkout.ts draws its cut-off, hours to delivery and time slots to fit):
 * SAME_DAY also delivers on the day of an order placed by 10:00, NEXT_DAY the day after an order placed by the
 * cut-off, TWO_DAYS the day after that (importers that pick from a bonded warehouse).
 */
export type SupplierLead = 'SAME_DAY' | 'NEXT_DAY' | 'TWO_DAYS';

export interface SupplierDef {
  name: string;
  /** Parent category ids this supplier sells in. */
  parents: readonly number[];
  lead: SupplierLead;
  /** ISO weekdays the supplier delivers on (1 = Monday … 7 = Sunday). */
  deliveryDays: readonly number[];
  /** Minimum order value in đồng: 0, 200,000, 300,000, 500,000 or 1,000,000. */
  moq: number;
  icon: string;
}

const MON_SAT = [1, 2, 3, 4, 5, 6] as const;
const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7] as const;
const MON_FRI = [1, 2, 3, 4, 5] as const;

export const SUPPLIERS: readonly SupplierDef[] = [
  {
    name: 'Công ty TNHH Nông Sản Đà Lạt Xanh',
    parents: [10, 20],
    lead: 'NEXT_DAY',
    deliveryDays: MON_SAT,
    moq: 300_000,
    icon: 'leafy-green',
  },
  {
    name: 'Công ty CP Rau Quả Sạch Miền Nam',
    parents: [10, 20],
    lead: 'SAME_DAY',
    deliveryDays: MON_SAT,
    moq: 0,
    icon: 'carrot',
  },
  {
    name: 'Hợp tác xã Trái Cây Cái Bè',
    parents: [20],
    lead: 'NEXT_DAY',
    deliveryDays: [1, 3, 5],
    moq: 300_000,
    icon: 'mango',
  },
  {
    name: 'Công ty TNHH Thực Phẩm Tươi Sống Sài Gòn',
    parents: [30, 40],
    lead: 'SAME_DAY',
    deliveryDays: MON_SAT,
    moq: 500_000,
    icon: 'cut-of-meat',
  },
  {
    name: 'Công ty CP Thịt Sạch Phương Nam',
    parents: [30],
    lead: 'NEXT_DAY',
    deliveryDays: MON_SAT,
    moq: 500_000,
    icon: 'bacon',
  },
  {
    name: 'Công ty TNHH Hải Sản Biển Đông',
    parents: [40, 100],
    lead: 'NEXT_DAY',
    deliveryDays: MON_SAT,
    moq: 1_000_000,
    icon: 'shrimp',
  },
  {
    name: 'Công ty TNHH Thủy Sản Cà Mau Xanh',
    parents: [40],
    lead: 'NEXT_DAY',
    deliveryDays: [2, 4, 6],
    moq: 500_000,
    icon: 'crab',
  },
  {
    name: 'Công ty CP Sữa & Thực Phẩm Lạnh Việt',
    parents: [50, 100],
    lead: 'NEXT_DAY',
    deliveryDays: MON_SAT,
    moq: 200_000,
    icon: 'glass-of-milk',
  },
  {
    name: 'Công ty TNHH Phân Phối Hàng Tiêu Dùng Minh Phát',
    parents: [60, 70, 90],
    lead: 'NEXT_DAY',
    deliveryDays: MON_FRI,
    moq: 500_000,
    icon: 'package',
  },
  {
    name: 'Công ty CP Gạo Sạch Mê Kông',
    parents: [60],
    lead: 'NEXT_DAY',
    deliveryDays: MON_FRI,
    moq: 500_000,
    icon: 'sheaf-of-rice',
  },
  {
    name: 'Công ty TNHH Gia Vị Việt Hương',
    parents: [70, 60],
    lead: 'NEXT_DAY',
    deliveryDays: MON_SAT,
    moq: 200_000,
    icon: 'salt',
  },
  {
    name: 'Công ty TNHH Đồ Uống Phương Đông',
    parents: [90, 80],
    lead: 'NEXT_DAY',
    deliveryDays: MON_SAT,
    moq: 300_000,
    icon: 'cup-with-straw',
  },
  {
    name: 'Công ty CP Thương Mại Bia Rượu Sài Gòn',
    parents: [80],
    lead: 'NEXT_DAY',
    deliveryDays: MON_SAT,
    moq: 500_000,
    icon: 'beer-mug',
  },
  {
    name: 'Công ty TNHH Rượu Vang Nhập Khẩu Le Cellier',
    parents: [80],
    lead: 'TWO_DAYS',
    deliveryDays: MON_FRI,
    moq: 1_000_000,
    icon: 'wine-glass',
  },
  {
    name: 'Công ty TNHH Thực Phẩm Đông Lạnh Hưng Thịnh',
    parents: [100, 40, 30],
    lead: 'NEXT_DAY',
    deliveryDays: MON_SAT,
    moq: 500_000,
    icon: 'ice',
  },
  {
    name: 'Công ty CP Bánh Mì & Bánh Ngọt Hương Lúa',
    parents: [110],
    lead: 'SAME_DAY',
    deliveryDays: EVERY_DAY,
    moq: 0,
    icon: 'baguette-bread',
  },
  {
    name: 'Công ty TNHH Nguyên Liệu Làm Bánh An Khang',
    parents: [110, 50],
    lead: 'NEXT_DAY',
    deliveryDays: MON_SAT,
    moq: 200_000,
    icon: 'cupcake',
  },
  {
    name: 'Công ty TNHH Vật Tư Nhà Hàng Toàn Phát',
    parents: [120, 130],
    lead: 'NEXT_DAY',
    deliveryDays: MON_FRI,
    moq: 300_000,
    icon: 'kitchen-knife',
  },
  {
    name: 'Công ty CP Bao Bì Xanh Việt',
    parents: [130],
    lead: 'NEXT_DAY',
    deliveryDays: [1, 3, 5],
    moq: 300_000,
    icon: 'takeout-box',
  },
  {
    name: 'Công ty TNHH Hóa Phẩm Sạch Sao Mai',
    parents: [120],
    lead: 'NEXT_DAY',
    deliveryDays: MON_SAT,
    moq: 200_000,
    icon: 'soap',
  },
  {
    name: 'Công ty TNHH Thực Phẩm Nhập Khẩu Sakura',
    parents: [70, 60, 80, 100],
    lead: 'TWO_DAYS',
    deliveryDays: MON_FRI,
    moq: 1_000_000,
    icon: 'sushi',
  },
  {
    name: 'Công ty TNHH Cà Phê & Trà Cao Nguyên',
    parents: [90],
    lead: 'NEXT_DAY',
    deliveryDays: MON_SAT,
    moq: 200_000,
    icon: 'hot-beverage',
  },
  {
    name: 'Chợ Bếp Fresh',
    parents: [10, 20, 30, 40, 50],
    lead: 'SAME_DAY',
    deliveryDays: EVERY_DAY,
    moq: 0,
    icon: 'shopping-cart',
  },
  {
    name: 'Công ty TNHH Thực Phẩm Hà Thành',
    parents: [10, 30, 60, 70],
    lead: 'NEXT_DAY',
    deliveryDays: MON_SAT,
    moq: 300_000,
    icon: 'pot-of-food',
  },
];

export interface BrandDef {
  name: string;
  group?: string;
  /** Shown in the trusted-brands block, 1..20. */
  trustedRank?: number;
  icon: string;
  /** A brand taken off the market: its page says it is unavailable, no list shows it. */
  inactive?: boolean;
}

/** Brands; a brand's id is its 1-based position in this list. */
export const BRANDS: readonly BrandDef[] = [
  // Fresh vegetables and fruit
  { name: 'VinEco', group: 'Masan', icon: 'leafy-green' },
  { name: 'Đà Lạt GAP', icon: 'tomato' },
  { name: 'Nông Trại Xanh', icon: 'seedling' },
  { name: 'Rau Sạch Bác Tôm', icon: 'leafy-green' },
  { name: 'Organica', icon: 'herb' },
  { name: 'Hasfarm', icon: 'carrot' },
  { name: 'Lâm Đồng Farm', icon: 'broccoli' },
  { name: 'Chợ Bếp Fresh', icon: 'shopping-cart' },
  { name: 'Vinfruits', icon: 'mango' },
  { name: 'Zespri', icon: 'kiwi-fruit' },
  { name: 'Sunkist', icon: 'tangerine' },
  { name: 'Dole', icon: 'banana' },
  { name: "Driscoll's", icon: 'strawberry' },
  { name: 'Trái Cây Cái Bè', icon: 'watermelon' },
  { name: 'HAGL Agrico', icon: 'banana' },
  // Meat
  { name: 'Vissan', trustedRank: 8, icon: 'hot-dog' },
  { name: 'C.P.', group: 'C.P. Group', trustedRank: 9, icon: 'poultry-leg' },
  { name: 'MEATDeli', group: 'Masan', icon: 'cut-of-meat' },
  { name: 'Dabaco', icon: 'bacon' },
  { name: 'Japfa Best', icon: 'chicken' },
  { name: 'Kilcoy', icon: 'cut-of-meat' },
  { name: 'Harvey Beef', icon: 'cut-of-meat' },
  { name: 'Tasman', icon: 'meat-on-bone' },
  // Seafood
  { name: 'Minh Phú', icon: 'shrimp' },
  { name: 'Vĩnh Hoàn', icon: 'fish' },
  { name: 'Sao Ta', icon: 'shrimp' },
  { name: 'Camimex', icon: 'crab' },
  { name: 'Navico', icon: 'fish' },
  { name: 'Hải Nam', icon: 'squid' },
  { name: 'Biển Đông Seafood', icon: 'lobster' },
  // Dairy and eggs
  { name: 'Vinamilk', trustedRank: 1, icon: 'glass-of-milk' },
  { name: 'TH true MILK', group: 'TH Group', trustedRank: 2, icon: 'glass-of-milk' },
  { name: 'Dalat Milk', icon: 'glass-of-milk' },
  { name: 'Mộc Châu Milk', icon: 'cow-face' },
  { name: 'Dutch Lady', group: 'FrieslandCampina', icon: 'glass-of-milk' },
  { name: 'Anchor', group: 'Fonterra', icon: 'butter' },
  { name: 'Président', group: 'Lactalis', icon: 'cheese-wedge' },
  { name: 'Elle & Vire', icon: 'cheese-wedge' },
  { name: 'Lurpak', group: 'Arla', icon: 'butter' },
  { name: 'Meiji', icon: 'glass-of-milk' },
  { name: 'Emborg', icon: 'cheese-wedge' },
  { name: 'Ba Huân', icon: 'egg' },
  { name: 'Con Bò Cười', group: 'Bel', icon: 'cheese-wedge' },
  { name: 'Westgold', icon: 'butter' },
  { name: 'Nutifood', icon: 'glass-of-milk' },
  // Rice and dry goods
  { name: 'Lộc Trời', icon: 'sheaf-of-rice' },
  { name: 'Tân Long', icon: 'sheaf-of-rice' },
  { name: 'Trung An', icon: 'cooked-rice' },
  { name: 'Ông Cua', icon: 'sheaf-of-rice' },
  { name: 'Meizan', group: 'Wilmar', trustedRank: 17, icon: 'bread' },
  { name: 'Acecook', icon: 'steaming-bowl' },
  { name: 'Vifon', icon: 'steaming-bowl' },
  { name: 'Bích Chi', icon: 'spaghetti' },
  { name: 'Safoco', icon: 'spaghetti' },
  { name: 'Hạ Long', icon: 'canned-food' },
  { name: 'Ottogi', icon: 'steaming-bowl' },
  { name: 'Tân Tân', icon: 'peanuts' },
  // Sauces and spices
  { name: 'Chin-su', group: 'Masan', trustedRank: 5, icon: 'hot-pepper' },
  { name: 'Nam Ngư', group: 'Masan', trustedRank: 6, icon: 'fish' },
  { name: 'Khải Hoàn', icon: 'fish' },
  { name: 'Hưng Thịnh', icon: 'fish' },
  { name: 'Knorr', group: 'Unilever', trustedRank: 16, icon: 'salt' },
  { name: 'Maggi', group: 'Nestlé', icon: 'jar' },
  { name: 'Ajinomoto', trustedRank: 7, icon: 'salt' },
  { name: 'Cholimex', icon: 'hot-pepper' },
  { name: 'Lee Kum Kee', trustedRank: 15, icon: 'jar' },
  { name: 'Kikkoman', trustedRank: 14, icon: 'jar' },
  { name: 'Kewpie', icon: 'egg' },
  { name: 'Heinz', group: 'Kraft Heinz', icon: 'tomato' },
  { name: 'Barona', icon: 'jar' },
  { name: 'DH Foods', icon: 'salt' },
  { name: 'Ông Chà Và', icon: 'curry-rice' },
  { name: 'Tường An', group: 'Kido', trustedRank: 18, icon: 'olive' },
  { name: 'Neptune', group: 'Wilmar', icon: 'olive' },
  { name: 'Simply', group: 'Wilmar', icon: 'olive' },
  { name: 'Biên Hòa', icon: 'candy' },
  { name: 'Xuân Nguyên', icon: 'honey-pot' },
  // Beverages
  { name: 'Coca-Cola', group: 'Coca-Cola', trustedRank: 10, icon: 'cup-with-straw' },
  { name: 'Pepsi', group: 'Suntory PepsiCo', trustedRank: 11, icon: 'cup-with-straw' },
  { name: '7Up', group: 'Suntory PepsiCo', icon: 'cup-with-straw' },
  { name: 'Aquafina', group: 'Suntory PepsiCo', icon: 'potable-water' },
  { name: 'La Vie', group: 'Nestlé', trustedRank: 12, icon: 'potable-water' },
  { name: 'Dasani', group: 'Coca-Cola', icon: 'potable-water' },
  { name: 'Number 1', group: 'Tân Hiệp Phát', icon: 'beverage-box' },
  { name: 'Sting', group: 'Suntory PepsiCo', icon: 'beverage-box' },
  { name: 'Red Bull', icon: 'beverage-box' },
  { name: 'Trung Nguyên', trustedRank: 13, icon: 'hot-beverage' },
  { name: 'G7', group: 'Trung Nguyên', icon: 'hot-beverage' },
  { name: 'Highlands Coffee', icon: 'hot-beverage' },
  { name: 'Phúc Long', icon: 'teacup-without-handle' },
  { name: 'Cozy', icon: 'teacup-without-handle' },
  { name: 'Lipton', group: 'Unilever', icon: 'teacup-without-handle' },
  { name: 'Vfresh', group: 'Vinamilk', icon: 'beverage-box' },
  { name: 'Tropicana', group: 'Suntory PepsiCo', icon: 'beverage-box' },
  { name: 'C2', group: 'URC', icon: 'beverage-box' },
  { name: 'Không Độ', group: 'Tân Hiệp Phát', icon: 'beverage-box' },
  { name: 'Monin', icon: 'tropical-drink' },
  { name: 'Torani', icon: 'tropical-drink' },
  { name: 'Nescafé', group: 'Nestlé', icon: 'hot-beverage' },
  { name: 'Wonderfarm', icon: 'beverage-box' },
  { name: 'Dilmah', icon: 'teacup-without-handle' },
  // Alcohol
  { name: 'Bia Sài Gòn', group: 'Sabeco', trustedRank: 3, icon: 'beer-mug' },
  { name: '333', group: 'Sabeco', icon: 'beer-mug' },
  { name: 'Heineken', group: 'Heineken Việt Nam', trustedRank: 4, icon: 'beer-mug' },
  { name: 'Tiger', group: 'Heineken Việt Nam', icon: 'beer-mug' },
  { name: 'Larue', group: 'Heineken Việt Nam', icon: 'beer-mug' },
  { name: 'Bia Hà Nội', group: 'Habeco', icon: 'beer-mug' },
  { name: 'Huda', group: 'Carlsberg', icon: 'beer-mug' },
  { name: 'Budweiser', group: 'AB InBev', icon: 'beer-mug' },
  { name: 'Sapporo', icon: 'beer-mug' },
  { name: 'Asahi', icon: 'beer-mug' },
  { name: 'Corona', group: 'AB InBev', icon: 'beer-mug' },
  { name: 'Jinro', icon: 'sake' },
  { name: 'Chum Churum', icon: 'sake' },
  { name: 'Gekkeikan', icon: 'sake' },
  { name: 'Hakushika', icon: 'sake' },
  { name: 'Vang Đà Lạt', group: 'Ladofoods', icon: 'wine-glass' },
  { name: 'Penfolds', icon: 'wine-glass' },
  { name: "Jacob's Creek", icon: 'wine-glass' },
  { name: 'Yellow Tail', icon: 'wine-glass' },
  { name: 'Concha y Toro', icon: 'wine-glass' },
  { name: 'Barton & Guestier', icon: 'wine-glass' },
  { name: 'Johnnie Walker', group: 'Diageo', icon: 'tumbler-glass' },
  { name: 'Chivas Regal', group: 'Pernod Ricard', icon: 'tumbler-glass' },
  { name: 'Hennessy', group: 'LVMH', icon: 'tumbler-glass' },
  { name: 'Absolut', group: 'Pernod Ricard', icon: 'tumbler-glass' },
  { name: 'Smirnoff', group: 'Diageo', icon: 'tumbler-glass' },
  { name: 'Nếp Mới', group: 'Halico', icon: 'sake' },
  { name: 'Vodka Hà Nội', group: 'Halico', icon: 'tumbler-glass' },
  // Frozen food
  { name: 'Cầu Tre', group: 'CJ', icon: 'dumpling' },
  { name: 'Le Gourmet', icon: 'dumpling' },
  { name: 'Bibigo', group: 'CJ', icon: 'dumpling' },
  { name: 'Lamb Weston', icon: 'french-fries' },
  { name: 'McCain', icon: 'french-fries' },
  { name: 'Aviko', icon: 'french-fries' },
  { name: 'Simplot', icon: 'french-fries' },
  { name: 'Sài Gòn Food', icon: 'oden' },
  { name: 'Merino', group: 'Kido', icon: 'ice-cream' },
  { name: 'Celano', group: 'Kido', icon: 'soft-ice-cream' },
  { name: "Wall's", group: 'Unilever', icon: 'ice-cream' },
  // Bakery
  { name: 'ABC Bakery', icon: 'baguette-bread' },
  { name: 'Kinh Đô', group: 'Mondelez Kinh Đô', trustedRank: 19, icon: 'cookie' },
  { name: 'Đức Phát', icon: 'bread' },
  { name: 'Tous les Jours', group: 'CJ', icon: 'shortcake' },
  { name: 'Givral', icon: 'croissant' },
  { name: 'Hữu Nghị', icon: 'cookie' },
  { name: 'BreadTalk', icon: 'bread' },
  { name: 'Anh Hòa Bakery', icon: 'baguette-bread' },
  { name: "Rich's", icon: 'glass-of-milk' },
  { name: 'Mauripan', icon: 'bread' },
  { name: "Bakers' Choice", group: 'Interflour', icon: 'bread' },
  { name: 'Orion', icon: 'cookie' },
  // Kitchen and cleaning supplies
  { name: 'Sunlight', group: 'Unilever', trustedRank: 20, icon: 'soap' },
  { name: 'Vim', group: 'Unilever', icon: 'soap' },
  { name: 'Gift', icon: 'soap' },
  { name: 'Lix', icon: 'bubbles' },
  { name: 'Mỹ Hảo', icon: 'soap' },
  { name: 'Bless You', icon: 'roll-of-paper' },
  { name: 'Pulppy', icon: 'roll-of-paper' },
  { name: 'Scotch-Brite', group: '3M', icon: 'sponge' },
  { name: 'Lock&Lock', icon: 'takeout-box' },
  { name: 'Sunhouse', icon: 'cooking' },
  { name: 'Happy Cook', icon: 'pot-of-food' },
  { name: 'Ecolab', icon: 'bubbles' },
  { name: 'Kokubo', icon: 'sponge' },
  { name: 'Vinda', icon: 'roll-of-paper' },
  // Packaging
  { name: 'Duy Tân', icon: 'bucket' },
  { name: 'Tân Tiến', icon: 'shopping-bags' },
  { name: 'An Phát', icon: 'shopping-bags' },
  { name: 'Hộp Xanh', icon: 'takeout-box' },
  { name: 'Green Pack', icon: 'package' },
  { name: 'Việt Ý Pack', icon: 'package' },
  // Taken off the market (spec/foundations.md: "Oops! This Brand is Currently Unavailable."); no products.
  { name: 'Bếp Xưa', icon: 'cooking', inactive: true },
];

export interface OriginDef {
  nameVi: string;
  nameEn: string;
}

export const ORIGINS: readonly OriginDef[] = [
  { nameVi: 'Việt Nam', nameEn: 'Vietnam' },
  { nameVi: 'Nhật Bản', nameEn: 'Japan' },
  { nameVi: 'Hàn Quốc', nameEn: 'Korea' },
  { nameVi: 'Thái Lan', nameEn: 'Thailand' },
  { nameVi: 'Úc', nameEn: 'Australia' },
  { nameVi: 'Mỹ', nameEn: 'USA' },
  { nameVi: 'Pháp', nameEn: 'France' },
  { nameVi: 'New Zealand', nameEn: 'New Zealand' },
  { nameVi: 'Trung Quốc', nameEn: 'China' },
  { nameVi: 'Na Uy', nameEn: 'Norway' },
  { nameVi: 'Chile', nameEn: 'Chile' },
  { nameVi: 'Ý', nameEn: 'Italy' },
  { nameVi: 'Tây Ban Nha', nameEn: 'Spain' },
  { nameVi: 'Anh', nameEn: 'United Kingdom' },
  { nameVi: 'Mexico', nameEn: 'Mexico' },
  { nameVi: 'Hà Lan', nameEn: 'Netherlands' },
  { nameVi: 'Đức', nameEn: 'Germany' },
  { nameVi: 'Đan Mạch', nameEn: 'Denmark' },
  { nameVi: 'Thụy Điển', nameEn: 'Sweden' },
  { nameVi: 'Malaysia', nameEn: 'Malaysia' },
  { nameVi: 'Đài Loan', nameEn: 'Taiwan' },
];

export interface UomDef {
  code: string;
  nameVi: string;
  nameEn: string;
  /** Can be the base unit of a pack (a case of 24 cans has base unit "can"). */
  isBase: boolean;
  /** A net-content unit (330 ml, 500 g). */
  isNet: boolean;
}

export const UOMS: readonly UomDef[] = [
  { code: 'kg', nameVi: 'Kilôgam', nameEn: 'Kilogram', isBase: true, isNet: true },
  { code: 'l', nameVi: 'Lít', nameEn: 'Liter', isBase: true, isNet: true },
  { code: 'pack', nameVi: 'Gói', nameEn: 'Pack', isBase: true, isNet: false },
  { code: 'can', nameVi: 'Lon', nameEn: 'Can', isBase: true, isNet: false },
  { code: 'bottle', nameVi: 'Chai', nameEn: 'Bottle', isBase: true, isNet: false },
  { code: 'pieces', nameVi: 'Cái', nameEn: 'Pieces', isBase: true, isNet: false },
  { code: 'case', nameVi: 'Thùng', nameEn: 'Case', isBase: false, isNet: false },
  { code: 'box', nameVi: 'Hộp', nameEn: 'Box', isBase: true, isNet: false },
  { code: 'keg', nameVi: 'Bom', nameEn: 'Keg', isBase: false, isNet: false },
  { code: 'block', nameVi: 'Khối', nameEn: 'Block', isBase: true, isNet: false },
  { code: 'tray', nameVi: 'Khay', nameEn: 'Tray', isBase: true, isNet: false },
  { code: 'jar', nameVi: 'Hũ', nameEn: 'Jar', isBase: true, isNet: false },
  { code: 'crate', nameVi: 'Két', nameEn: 'Crate', isBase: false, isNet: false },
  { code: 'pail', nameVi: 'Can', nameEn: 'Pail', isBase: true, isNet: false },
  { code: 'sheet', nameVi: 'Tờ', nameEn: 'Sheet', isBase: true, isNet: false },
  { code: 'cup', nameVi: 'Ly', nameEn: 'Cup', isBase: true, isNet: false },
  { code: 'bag', nameVi: 'Túi', nameEn: 'Bag', isBase: true, isNet: false },
  { code: 'roll', nameVi: 'Cuộn', nameEn: 'Roll', isBase: true, isNet: false },
  { code: 'sack', nameVi: 'Bao', nameEn: 'Sack', isBase: false, isNet: false },
  { code: 'set', nameVi: 'Bộ', nameEn: 'Set', isBase: true, isNet: false },
  { code: 'carton', nameVi: 'Thùng giấy', nameEn: 'Carton', isBase: false, isNet: false },
  { code: 'ton', nameVi: 'Tấn', nameEn: 'Ton', isBase: true, isNet: true },
  { code: 'g', nameVi: 'Gam', nameEn: 'Gram', isBase: true, isNet: true },
  { code: 'ml', nameVi: 'Mililít', nameEn: 'Milliliter', isBase: true, isNet: true },
];

export interface TagDef {
  code: string;
  nameVi: string;
  nameEn: string;
  icon: string;
}

export const TAGS: readonly TagDef[] = [
  { code: 'NEW_PRODUCTS', nameVi: 'Sản phẩm mới', nameEn: 'New products', icon: 'sparkles' },
  { code: 'BOOK_IN_ADVANCE', nameVi: 'Đặt trước', nameEn: 'Book in advance', icon: 'tear-off-calendar' },
  { code: 'SUPER_SAVING_TAG', nameVi: 'Siêu tiết kiệm', nameEn: 'Super saving', icon: 'money-bag' },
  { code: 'BEST_SELLER', nameVi: 'Bán chạy', nameEn: 'Best seller', icon: 'fire' },
  { code: 'COMBO', nameVi: 'Combo', nameEn: 'Combo', icon: 'wrapped-gift' },
  { code: 'FLASH_SALE', nameVi: 'Giảm giá chớp nhoáng', nameEn: 'Flash sale', icon: 'high-voltage' },
  { code: 'EXCLUSIVE', nameVi: 'Độc quyền', nameEn: 'Exclusive', icon: 'gem-stone' },
];
