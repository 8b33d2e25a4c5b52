import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { regionEnum } from './buyers';

/**
 * Vietnam's administrative units, keyed by the official (GSO) codes, loaded by the seed from dataset packages
 * (packages/db/src/geo/load-administrative-units.ts; the packages and their licences are in docs/decisions.md).
 *
 * Two structures side by side:
 * - the 3-level one in force until 30 June 2025 (63 provinces → districts → wards), which stores are entered in;
 * - the 2-level one of Resolution 202/2025/QH15 (34 provinces → wards), with each old ward's new ward.
 *
 * Every row has the Vietnamese name with and without its unit word ("Quận 1" / "1"), the English ones derived by
 * a pure rule (packages/domain/src/geo/unit-name.ts) and a search key without marks (accent-insensitive search).
 * Every list is read by its parent's code (indexed); the text search filters within it — a province has at most
 * ~30 districts, a district ~40 wards, so no trigram index is kept (it tripled the load time on PGlite).
 */
/** The names every unit row carries, in both languages, with and without the unit word (fresh builders per table). */
function unitNames() {
  return {
    name: text('name').notNull(),
    fullName: text('full_name').notNull(),
    nameEn: text('name_en').notNull(),
    fullNameEn: text('full_name_en').notNull(),
  };
}

export const geoProvinces = pgTable(
  'geo_provinces',
  {
    code: text('code').primaryKey(),
    ...unitNames(),
    /** The marketplace region the province is served from; null when it is outside both. */
    region: regionEnum('region'),
    searchKey: text('search_key').notNull(),
  },
  (t) => [index('geo_provinces_region_idx').on(t.region)],
);

export const geoDistricts = pgTable(
  'geo_districts',
  {
    code: text('code').primaryKey(),
    provinceCode: text('province_code')
      .notNull()
      .references(() => geoProvinces.code),
    ...unitNames(),
    searchKey: text('search_key').notNull(),
  },
  (t) => [index('geo_districts_province_idx').on(t.provinceCode, t.code)],
);

export const geoWards = pgTable(
  'geo_wards',
  {
    code: text('code').primaryKey(),
    districtCode: text('district_code')
      .notNull()
      .references(() => geoDistricts.code),
    /** Denormalised from the district (so a province's wards are one index lookup); checked by the loader's test. */
    provinceCode: text('province_code').notNull(),
    ...unitNames(),
    searchKey: text('search_key').notNull(),
    /** The ward of the 2025 structure this ward became part of (null when the dataset has no mapping). */
    newWardCode: text('new_ward_code'),
  },
  (t) => [
    index('geo_wards_district_idx').on(t.districtCode, t.code),
    index('geo_wards_province_idx').on(t.provinceCode),
    index('geo_wards_new_ward_idx').on(t.newWardCode),
  ],
);

/** The 34 provinces of the 2025 structure. */
export const geoProvinces2025 = pgTable(
  'geo_provinces_2025',
  {
    code: text('code').primaryKey(),
    ...unitNames(),
    region: regionEnum('region'),
    searchKey: text('search_key').notNull(),
  },
  (t) => [index('geo_provinces_2025_region_idx').on(t.region)],
);

/** The wards (phường, xã, đặc khu) of the 2025 structure, directly under a province. */
export const geoWards2025 = pgTable(
  'geo_wards_2025',
  {
    code: text('code').primaryKey(),
    provinceCode: text('province_code')
      .notNull()
      .references(() => geoProvinces2025.code),
    ...unitNames(),
    searchKey: text('search_key').notNull(),
  },
  (t) => [index('geo_wards_2025_province_idx').on(t.provinceCode, t.code)],
);
