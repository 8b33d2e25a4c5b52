import { type Availability, priceProduct, productAvailability, productPath } from '@chobep/domain';
import { builder } from '../../builder';
import type { ProductRow } from '../../services/catalog/product-row';
import { LocalTextRef, PreservationEnum } from './catalog.enums';
import {
  BrandRef,
  CategoryRef,
  categoryRequiresAgeCheck,
  OriginRef,
  SupplierRef,
  TagRef,
  UomRef,
} from './taxonomy.type';

const availabilityOf = (p: ProductRow): Availability =>
  productAvailability({ isPrivate: p.isPrivate, allowPurchase: p.allowPurchase, stock: p.stock });

/** Prices are never sent for exclusive products, so no client can show one by mistake. */
function pricing(p: ProductRow) {
  if (p.regionPrice === null || !availabilityOf(p).showPrice) return null;
  return priceProduct({
    price: p.regionPrice,
    originalPrice: p.regionOriginalPrice,
    vatRate: p.vatRate,
    baseUnit: p.baseUomCode && p.baseUomCode !== p.uomCode ? p.baseUnit : null,
    netUnit: p.netUnit,
  });
}

interface PriceV2Shape {
  price: number;
  originalPrice: number | null;
  vat: number;
  vatIncluded: boolean;
}

const PriceV2Ref = builder.objectRef<PriceV2Shape>('PriceV2').implement({
  description: 'The price with its VAT spelled out; all amounts in whole đồng.',
  fields: (t) => ({
    price: t.expose('price', { type: 'Money' }),
    originalPrice: t.expose('originalPrice', { type: 'Money', nullable: true }),
    vat: t.exposeInt('vat', { description: 'VAT rate in percent.' }),
    vatIncluded: t.exposeBoolean('vatIncluded'),
  }),
});

interface MediaShape {
  type: string;
  url: string;
}
const MediaRef = builder.objectRef<MediaShape>('ProductMedia').implement({
  fields: (t) => ({ type: t.exposeString('type'), url: t.exposeString('url') }),
});

export const ProductRef = builder.objectRef<ProductRow>('Product');

ProductRef.implement({
  description: 'A product as sold in one region. Prices are in đồng with VAT unless named otherwise.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.string({ resolve: (p, _a, ctx) => (ctx.lang === 'en' ? p.nameEn : p.nameVi) }),
    nameLocal: t.field({ type: LocalTextRef, resolve: (p) => ({ vi: p.nameVi, en: p.nameEn }) }),
    slug: t.string({
      description: 'The product page path in the request language, e.g. /products/ca-chua-bi-cb000123.',
      resolve: (p, _a, ctx) => productPath(ctx.lang === 'en' ? p.nameEn : p.nameVi, p.supplierInternalCode, ctx.lang),
    }),
    supplierInternalCode: t.exposeString('supplierInternalCode'),
    description: t.string({
      nullable: true,
      resolve: (p, _a, ctx) => (ctx.lang === 'en' ? p.descriptionEn : p.descriptionVi) ?? null,
    }),
    region: t.exposeString('region'),
    imageUrl: t.exposeString('imageUrl', { nullable: true }),
    medias: t.field({ type: [MediaRef], resolve: (p) => p.medias }),
    preservation: t.field({ type: PreservationEnum, resolve: (p) => p.preservation }),
    vat: t.exposeInt('vatRate', { description: 'VAT rate in percent.' }),
    uom: t.exposeString('uomCode'),
    uomLocal: t.field({ type: UomRef, nullable: true, resolve: (p, _a, ctx) => ctx.catalog.uomByCode.load(p.uomCode) }),
    baseUom: t.field({
      type: UomRef,
      nullable: true,
      resolve: (p, _a, ctx) => (p.baseUomCode ? ctx.catalog.uomByCode.load(p.baseUomCode) : null),
    }),
    baseUnit: t.exposeFloat('baseUnit', { nullable: true }),
    netUom: t.field({
      type: UomRef,
      nullable: true,
      resolve: (p, _a, ctx) => (p.netUomCode ? ctx.catalog.uomByCode.load(p.netUomCode) : null),
    }),
    netUnit: t.exposeFloat('netUnit', { nullable: true }),
    price: t.field({
      type: 'Money',
      nullable: true,
      description: 'With VAT; null for exclusive products.',
      resolve: (p) => pricing(p)?.price ?? null,
    }),
    priceBeforeVat: t.field({ type: 'Money', nullable: true, resolve: (p) => pricing(p)?.priceBeforeVat ?? null }),
    originalPrice: t.field({
      type: 'Money',
      nullable: true,
      description: 'With VAT; only when the product is on sale.',
      resolve: (p) => pricing(p)?.originalPrice ?? null,
    }),
    savingAmount: t.field({ type: 'Money', resolve: (p) => pricing(p)?.savingAmount ?? 0 }),
    savingPercent: t.int({ resolve: (p) => pricing(p)?.savingPercent ?? 0 }),
    baseUomPrice: t.field({ type: 'Money', nullable: true, resolve: (p) => pricing(p)?.baseUomPrice ?? null }),
    netUomPrice: t.field({ type: 'Money', nullable: true, resolve: (p) => pricing(p)?.netUomPrice ?? null }),
    priceV2: t.field({
      type: PriceV2Ref,
      nullable: true,
      resolve: (p) => {
        const priced = pricing(p);
        return priced
          ? { price: priced.price, originalPrice: priced.originalPrice, vat: p.vatRate, vatIncluded: true }
          : null;
      },
    }),
    inStock: t.boolean({ resolve: (p) => availabilityOf(p).inStock }),
    isExclusive: t.boolean({
      description: 'Private and not purchasable: shown with the Exclusive tag and a talk-to-sales link, no price.',
      resolve: (p) => availabilityOf(p).isExclusive,
    }),
    private: t.exposeBoolean('isPrivate'),
    allowPurchase: t.exposeBoolean('allowPurchase'),
    allowAddToCart: t.boolean({ resolve: (p) => availabilityOf(p).allowAddToCart && p.regionPrice !== null }),
    allowDecimal: t.exposeBoolean('allowDecimal', { description: 'Weight-priced: decimal quantities allowed.' }),
    minQuantity: t.exposeFloat('minQuantity'),
    totalSold: t.exposeInt('totalSold'),
    createdAt: t.field({ type: 'DateTime', resolve: (p) => p.createdAt }),
    updatedAt: t.field({
      type: 'DateTime',
      description: 'When the product or its listing last changed (the sitemap lastmod).',
      resolve: (p) => p.updatedAt,
    }),
    category: t.field({
      type: CategoryRef,
      nullable: true,
      resolve: (p, _a, ctx) => ctx.catalog.categoryById.load(p.categoryId),
    }),
    ageRestricted: t.boolean({
      description: 'Alcohol: the product page asks once per session whether the visitor is 18 or older.',
      resolve: async (p, _a, ctx) => categoryRequiresAgeCheck(await ctx.catalog.categoryById.load(p.categoryId), ctx),
    }),
    supplier: t.field({
      type: SupplierRef,
      nullable: true,
      resolve: (p, _a, ctx) => ctx.catalog.supplierById.load(p.supplierId),
    }),
    brand: t.field({
      type: BrandRef,
      nullable: true,
      resolve: (p, _a, ctx) => (p.brandId === null ? null : ctx.catalog.brandById.load(p.brandId)),
    }),
    origin: t.field({
      type: OriginRef,
      nullable: true,
      resolve: (p, _a, ctx) => (p.originId === null ? null : ctx.catalog.originById.load(p.originId)),
    }),
    tags: t.field({ type: [TagRef], resolve: (p, _a, ctx) => ctx.catalog.tagsByProduct.load(p.id) }),
    otherOffers: t.field({
      type: [ProductRef],
      description:
        "Other suppliers' offers of the same item (the same catalogue key), listed in this product's region as " +
        'productSearch lists them: the cheapest with VAT first (offers without a price last), one per supplier, at ' +
        'most 10; never this product nor another listing of its supplier.',
      resolve: (p, _a, ctx) => ctx.catalog.otherOffers.load(p),
    }),
    tagImageVn: t.string({
      nullable: true,
      resolve: async (p, _a, ctx) =>
        (await ctx.catalog.tagsByProduct.load(p.id)).find((g) => g.imageVi)?.imageVi ?? null,
    }),
    tagImageEn: t.string({
      nullable: true,
      resolve: async (p, _a, ctx) =>
        (await ctx.catalog.tagsByProduct.load(p.id)).find((g) => g.imageEn)?.imageEn ?? null,
    }),
    isFavorite: t.boolean({
      description: "In the viewer's company favourites; false for visitors.",
      resolve: (p, _a, ctx) => ctx.catalog.isFavorite.load(p.id),
    }),
    note: t.string({
      nullable: true,
      description: "The viewer's company note on this product; null for visitors.",
      resolve: (p, _a, ctx) => ctx.catalog.noteByProduct.load(p.id),
    }),
  }),
});
