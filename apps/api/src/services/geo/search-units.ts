import { type Db, geoDistricts, geoProvinces, geoProvinces2025, geoWards, geoWards2025 } from '@chobep/db';
import { DomainError, type Region, searchKey } from '@chobep/domain';
import { and, asc, count, eq, inArray, like, type SQL } from 'drizzle-orm';

/** Lookups are paged 1-based, at most 100 a page (foundations §9). */
export const GEO_PAGE_SIZE = 100;
/** At most this many parent codes in one lookup. */
export const MAX_CODES = 100;

export type Structure = 'LEGACY' | 'MERGED_2025';

export interface UnitRow {
  code: string;
  name: string;
  fullName: string;
  nameEn: string;
  fullNameEn: string;
  parentCode: string | null;
  region: Region | null;
  newWardCode: string | null;
}

export interface UnitPage {
  data: UnitRow[];
  total: number;
  page: number;
  size: number;
}

export interface Paging {
  page?: number | null;
  size?: number | null;
  query?: string | null;
}

function paging({ page, size }: Paging): { page: number; size: number } {
  const p = page ?? 1;
  const s = size ?? GEO_PAGE_SIZE;
  if (!Number.isInteger(p) || p < 1) throw new DomainError('NOT_FOUND', 'page');
  if (!Number.isInteger(s) || s < 1 || s > GEO_PAGE_SIZE) throw new DomainError('TOO_MANY_VALUES', 'size');
  return { page: p, size: s };
}

function codes(list: readonly string[] | null | undefined, field: string): string[] | null {
  if (!list) return null;
  if (list.length > MAX_CODES) throw new DomainError('TOO_MANY_VALUES', field);
  return [...new Set(list)];
}

/** The accent-insensitive filter: the query's key is a substring of the unit's ("ben nghe" finds "Bến Nghé"). */
function textFilter(column: Parameters<typeof like>[0], query: string | null | undefined): SQL | undefined {
  const key = query ? searchKey(query) : '';
  if (!key) return undefined;
  return like(column, `%${key.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
}

type Table =
  | typeof geoProvinces
  | typeof geoDistricts
  | typeof geoWards
  | typeof geoProvinces2025
  | typeof geoWards2025;

async function pageOf(
  db: Db,
  table: Table,
  where: SQL | undefined,
  select: Record<string, unknown>,
  opts: Paging,
): Promise<UnitPage> {
  const { page, size } = paging(opts);
  const rows = (await db
    .select(select as never)
    .from(table as never)
    .where(where)
    .orderBy(asc(table.code))
    .limit(size)
    .offset((page - 1) * size)) as unknown as Partial<UnitRow>[];
  const [total] = await db
    .select({ n: count() })
    .from(table as typeof geoProvinces)
    .where(where);
  const empty = { parentCode: null, region: null, newWardCode: null };
  return {
    data: rows.map((r) => ({ ...empty, ...r }) as UnitRow),
    total: total?.n ?? 0,
    page,
    size,
  };
}

const names = (t: Table) => ({
  code: t.code,
  name: t.name,
  fullName: t.fullName,
  nameEn: t.nameEn,
  fullNameEn: t.fullNameEn,
});

/** Provinces (foundations §7 "List provinces": regions, page 1, size 100), optionally of some regions. */
export function provinceSearch(
  db: Db,
  args: Paging & { regions?: readonly Region[] | null; structure?: Structure | null },
): Promise<UnitPage> {
  const t = args.structure === 'MERGED_2025' ? geoProvinces2025 : geoProvinces;
  const where = and(
    args.regions && args.regions.length > 0 ? inArray(t.region, [...args.regions]) : undefined,
    textFilter(t.searchKey, args.query),
  );
  return pageOf(db, t, where, { ...names(t), region: t.region }, args);
}

/** Districts of provinces (3-level structure only: the 2025 structure has none). */
export function districtSearch(db: Db, args: Paging & { provinceCodes: readonly string[] }): Promise<UnitPage> {
  const provinceCodes = codes(args.provinceCodes, 'provinceCodes') ?? [];
  const where = and(inArray(geoDistricts.provinceCode, provinceCodes), textFilter(geoDistricts.searchKey, args.query));
  return pageOf(db, geoDistricts, where, { ...names(geoDistricts), parentCode: geoDistricts.provinceCode }, args);
}

/**
 * Wards of districts (3-level) or of provinces (either structure), read by the parent's index; without parent
 * codes, every ward, a page at a time in code order (the primary key).
 */
export function wardSearch(
  db: Db,
  args: Paging & {
    districtCodes?: readonly string[] | null;
    provinceCodes?: readonly string[] | null;
    structure?: Structure | null;
  },
): Promise<UnitPage> {
  const districtCodes = codes(args.districtCodes, 'districtCodes');
  const provinceCodes = codes(args.provinceCodes, 'provinceCodes');
  if (args.structure === 'MERGED_2025') {
    const t = geoWards2025;
    const where = and(
      provinceCodes ? inArray(t.provinceCode, provinceCodes) : undefined,
      textFilter(t.searchKey, args.query),
    );
    return pageOf(db, t, where, { ...names(t), parentCode: t.provinceCode }, args);
  }
  const t = geoWards;
  const where = and(
    districtCodes ? inArray(t.districtCode, districtCodes) : undefined,
    provinceCodes ? inArray(t.provinceCode, provinceCodes) : undefined,
    textFilter(t.searchKey, args.query),
  );
  return pageOf(db, t, where, { ...names(t), parentCode: t.districtCode, newWardCode: t.newWardCode }, args);
}

export interface UnitNames {
  code: string;
  name: string;
  fullName: string;
  nameEn: string;
  fullNameEn: string;
}

export interface FullAddressRow {
  ward: UnitNames;
  district: UnitNames;
  province: UnitNames & { region: Region | null };
  /** The ward and province of the 2025 structure the ward became part of. */
  newWard: UnitNames | null;
  newProvince: (UnitNames & { region: Region | null }) | null;
}

/**
 * The whole address of wards (foundations §7 "Find full address": district codes, ward codes → data[0].value):
 * each ward with its district and province, and its place in the 2025 structure. With district codes only, every
 * ward of those districts; with neither, every ward a page at a time.
 */
export async function findFullAddress(
  db: Db,
  args: Paging & { districtCodes?: readonly string[] | null; wardCodes?: readonly string[] | null },
): Promise<{ data: FullAddressRow[]; total: number; page: number; size: number }> {
  const districtCodes = codes(args.districtCodes, 'districtCodes');
  const wardCodes = codes(args.wardCodes, 'wardCodes');
  const { page, size } = paging(args);
  const where = and(
    districtCodes ? inArray(geoWards.districtCode, districtCodes) : undefined,
    wardCodes ? inArray(geoWards.code, wardCodes) : undefined,
  );
  const rows = await db
    .select({
      ward: names(geoWards),
      district: names(geoDistricts),
      province: { ...names(geoProvinces), region: geoProvinces.region },
      newWard: {
        code: geoWards2025.code,
        name: geoWards2025.name,
        fullName: geoWards2025.fullName,
        nameEn: geoWards2025.nameEn,
        fullNameEn: geoWards2025.fullNameEn,
      },
      newProvince: { ...names(geoProvinces2025), region: geoProvinces2025.region },
    })
    .from(geoWards)
    .innerJoin(geoDistricts, eq(geoDistricts.code, geoWards.districtCode))
    .innerJoin(geoProvinces, eq(geoProvinces.code, geoDistricts.provinceCode))
    .leftJoin(geoWards2025, eq(geoWards2025.code, geoWards.newWardCode))
    .leftJoin(geoProvinces2025, eq(geoProvinces2025.code, geoWards2025.provinceCode))
    .where(where)
    .orderBy(asc(geoWards.code))
    .limit(size)
    .offset((page - 1) * size);
  const [total] = await db.select({ n: count() }).from(geoWards).where(where);
  return { data: rows as FullAddressRow[], total: total?.n ?? 0, page, size };
}

/** One ward with its district and province, for saving a store; null when the codes do not belong together. */
export async function resolveWard(
  db: Db,
  codes: { provinceCode: string; districtCode: string; wardCode: string },
): Promise<FullAddressRow | null> {
  const { data } = await findFullAddress(db, { wardCodes: [codes.wardCode], size: 1 });
  const row = data[0];
  if (!row || row.district.code !== codes.districtCode || row.province.code !== codes.provinceCode) return null;
  return row;
}
