import { builder } from '../../builder';
import { maxItems } from '../../security/graphql-limits';
import {
  districtSearch,
  type FullAddressRow,
  findFullAddress,
  MAX_CODES,
  provinceSearch,
  type UnitNames,
  type UnitPage,
  type UnitRow,
  wardSearch,
} from '../../services/geo/search-units';
import { RegionEnum } from '../shared/enums';
import { queryAnswer } from '../shared/payload';

const AdministrativeStructureEnum = builder.enumType('AdministrativeStructure', {
  description:
    'LEGACY: the 3-level structure in force until 30 June 2025 (63 provinces → districts → wards), in which stores ' +
    'are entered. MERGED_2025: the 2-level structure of Resolution 202/2025/QH15 (34 provinces → wards).',
  values: ['LEGACY', 'MERGED_2025'] as const,
});

const AdministrativeUnitRef = builder.objectRef<UnitRow>('AdministrativeUnit').implement({
  description: 'A province, district or ward, keyed by its official code, named in Vietnamese and English.',
  fields: (t) => ({
    code: t.exposeString('code'),
    name: t.exposeString('name', { description: 'The name without its unit word ("1", "Bến Nghé").' }),
    fullName: t.exposeString('fullName', { description: 'The official name ("Quận 1").' }),
    nameEn: t.exposeString('nameEn'),
    fullNameEn: t.exposeString('fullNameEn', { description: '"District 1", "Ben Nghe Ward".' }),
    parentCode: t.exposeString('parentCode', { nullable: true }),
    region: t.expose('region', { type: RegionEnum, nullable: true }),
    newWardCode: t.exposeString('newWardCode', {
      nullable: true,
      description: 'A LEGACY ward: the MERGED_2025 ward it became part of.',
    }),
  }),
});

const AdministrativeUnitPageRef = builder.objectRef<UnitPage>('AdministrativeUnitPage').implement({
  fields: (t) => ({
    data: t.field({ type: [AdministrativeUnitRef], resolve: (p) => p.data }),
    total: t.exposeInt('total'),
    page: t.exposeInt('page'),
    size: t.exposeInt('size'),
  }),
});

const UnitNamesRef = builder.objectRef<UnitNames & { region?: 'HN' | 'HCM' | null }>('UnitNames').implement({
  fields: (t) => ({
    code: t.exposeString('code'),
    name: t.exposeString('name'),
    fullName: t.exposeString('fullName'),
    nameEn: t.exposeString('nameEn'),
    fullNameEn: t.exposeString('fullNameEn'),
    region: t.field({ type: RegionEnum, nullable: true, resolve: (u) => u.region ?? null }),
  }),
});

const FullAddressValueRef = builder.objectRef<FullAddressRow>('FullAddressValue').implement({
  fields: (t) => ({
    province: t.field({ type: UnitNamesRef, resolve: (a) => a.province }),
    district: t.field({ type: UnitNamesRef, resolve: (a) => a.district }),
    ward: t.field({ type: UnitNamesRef, resolve: (a) => a.ward }),
    kmrRegion: t.field({ type: RegionEnum, nullable: true, resolve: (a) => a.province.region }),
    newProvince: t.field({ type: UnitNamesRef, nullable: true, resolve: (a) => a.newProvince }),
    newWard: t.field({ type: UnitNamesRef, nullable: true, resolve: (a) => a.newWard }),
  }),
});

const FullAddressEntryRef = builder.objectRef<FullAddressRow>('FullAddressEntry').implement({
  fields: (t) => ({
    key: t.string({ description: 'The ward code.', resolve: (a) => a.ward.code }),
    value: t.field({ type: FullAddressValueRef, resolve: (a) => a }),
  }),
});

const FullAddressPageRef = builder
  .objectRef<{ data: FullAddressRow[]; total: number; page: number; size: number }>('FullAddressPage')
  .implement({
    fields: (t) => ({
      data: t.field({ type: [FullAddressEntryRef], resolve: (p) => p.data }),
      total: t.exposeInt('total'),
      page: t.exposeInt('page'),
      size: t.exposeInt('size'),
    }),
  });

const paging = (t: Parameters<Parameters<typeof builder.queryFields>[0]>[0]) => ({
  page: t.arg.int({ description: '1-based; 1 by default.' }),
  size: t.arg.int({ description: 'At most 100; 100 by default.' }),
  query: t.arg.string({ description: 'Accent-insensitive text the name contains.' }),
});

builder.queryFields((t) => ({
  provinceSearch: t.field({
    type: AdministrativeUnitPageRef,
    description: 'Provinces, optionally of marketplace regions, in code order.',
    args: {
      ...paging(t),
      regions: t.arg({ type: [RegionEnum] }),
      structure: t.arg({ type: AdministrativeStructureEnum }),
    },
    resolve: (_r, args, ctx) => queryAnswer(ctx.lang, () => provinceSearch(ctx.db, args)),
  }),
  districtSearch: t.field({
    type: AdministrativeUnitPageRef,
    description: 'Districts of provinces (LEGACY structure).',
    args: { ...paging(t), provinceCodes: t.arg.stringList({ required: true, ...maxItems(MAX_CODES) }) },
    resolve: (_r, args, ctx) => queryAnswer(ctx.lang, () => districtSearch(ctx.db, args)),
  }),
  wardSearch: t.field({
    type: AdministrativeUnitPageRef,
    description:
      'Wards of districts or provinces (LEGACY), or of provinces (MERGED_2025). At least one list of codes is required.',
    args: {
      ...paging(t),
      districtCodes: t.arg.stringList(maxItems(MAX_CODES)),
      provinceCodes: t.arg.stringList(maxItems(MAX_CODES)),
      structure: t.arg({ type: AdministrativeStructureEnum }),
    },
    resolve: (_r, args, ctx) => queryAnswer(ctx.lang, () => wardSearch(ctx.db, args)),
  }),
  findFullAddress: t.field({
    type: FullAddressPageRef,
    description: 'Each ward with its district, province, region and its 2025 ward and province.',
    args: {
      page: t.arg.int(),
      size: t.arg.int(),
      districtCodes: t.arg.stringList(maxItems(MAX_CODES)),
      wardCodes: t.arg.stringList(maxItems(MAX_CODES)),
    },
    resolve: (_r, args, ctx) => queryAnswer(ctx.lang, () => findFullAddress(ctx.db, args)),
  }),
}));
