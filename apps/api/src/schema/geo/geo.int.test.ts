import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../test/harness';

/** geo (issue 15 point 4): provinceSearch, districtSearch, wardSearch, findFullAddress. */
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api?.close();
});

type Unit = {
  code: string;
  fullName: string;
  fullNameEn: string;
  parentCode: string | null;
  newWardCode: string | null;
};
type Page = { data: Unit[]; total: number; page: number; size: number };
const UNIT = 'data { code fullName fullNameEn parentCode newWardCode } total page size';

describe('administrative unit lookups (public)', () => {
  it('lists the provinces of a region, and all 63 or the 34 of 2025', async () => {
    const c = api.client();
    const hcm = await c.gql<{ provinceSearch: Page }>(`{ provinceSearch(regions: [HCM]) { ${UNIT} } }`);
    expect(hcm.errors).toBeUndefined();
    expect(hcm.data?.provinceSearch.data.map((p) => p.code)).toEqual(['74', '75', '79', '80']);
    const all = await c.gql<{ provinceSearch: Page }>(`{ provinceSearch { ${UNIT} } }`);
    expect(all.data?.provinceSearch).toMatchObject({ total: 63, page: 1, size: 100 });
    const merged = await c.gql<{ provinceSearch: Page }>(`{ provinceSearch(structure: MERGED_2025) { ${UNIT} } }`);
    expect(merged.data?.provinceSearch.total).toBe(34);
  });

  it('searches without accents, in Vietnamese names', async () => {
    const c = api.client();
    const res = await c.gql<{ provinceSearch: Page }>(`{ provinceSearch(query: "ho chi minh") { ${UNIT} } }`);
    expect(res.data?.provinceSearch.data).toEqual([
      expect.objectContaining({ code: '79', fullName: 'Thành phố Hồ Chí Minh', fullNameEn: 'Ho Chi Minh City' }),
    ]);
    const wards = await c.gql<{ wardSearch: Page }>(
      `{ wardSearch(districtCodes: ["760"], query: "BEN NGHE") { ${UNIT} } }`,
    );
    expect(wards.data?.wardSearch.data).toEqual([
      expect.objectContaining({
        code: '26740',
        fullName: 'Phường Bến Nghé',
        fullNameEn: 'Ben Nghe Ward',
        parentCode: '760',
      }),
    ]);
  });

  it('lists districts of a province and wards of a district, paged', async () => {
    const c = api.client();
    const d = await c.gql<{ districtSearch: Page }>(`{ districtSearch(provinceCodes: ["79"]) { ${UNIT} } }`);
    const districts = d.data?.districtSearch.data ?? [];
    expect(districts.find((x) => x.code === '760')).toMatchObject({ fullName: 'Quận 1', fullNameEn: 'District 1' });
    expect(districts.find((x) => x.code === '769')?.fullName).toBe('Thành phố Thủ Đức');
    expect(districts.every((x) => x.parentCode === '79')).toBe(true);
    const page2 = await c.gql<{ districtSearch: Page }>(
      `{ districtSearch(provinceCodes: ["79"], page: 2, size: 5) { ${UNIT} } }`,
    );
    expect(page2.data?.districtSearch.data.map((x) => x.code)).toEqual(districts.slice(5, 10).map((x) => x.code));
    const w = await c.gql<{ wardSearch: Page }>(`{ wardSearch(districtCodes: ["760"]) { ${UNIT} } }`);
    expect(w.data?.wardSearch.total).toBe(10);
    const merged = await c.gql<{ wardSearch: Page }>(
      `{ wardSearch(structure: MERGED_2025, provinceCodes: ["79"], query: "sai gon") { ${UNIT} } }`,
    );
    expect(merged.data?.wardSearch.data.map((x) => x.fullName)).toContain('Phường Sài Gòn');
  });

  it('refuses a page over 100; without parent codes, pages through every ward', async () => {
    const c = api.client({ lang: 'en' });
    const big = await c.gql(`{ districtSearch(provinceCodes: ["79"], size: 101) { total } }`);
    expect(big.errors?.[0]?.extensions?.code).toBe('TOO_MANY_VALUES');
    const all = await c.gql<{ wardSearch: Page }>(`{ wardSearch { ${UNIT} } }`);
    expect(all.data?.wardSearch.total).toBeGreaterThan(10_000);
    expect(all.data?.wardSearch.data).toHaveLength(100);
  });

  it('gives the full address of a ward, with its 2025 ward and province', async () => {
    const c = api.client();
    const res = await c.gql<{
      findFullAddress: {
        data: {
          key: string;
          value: {
            province: { code: string };
            district: { fullName: string };
            ward: { fullNameEn: string };
            kmrRegion: string;
            newWard: { fullName: string } | null;
            newProvince: { code: string } | null;
          };
        }[];
      };
    }>(`{ findFullAddress(wardCodes: ["26740"]) { data { key value {
      province { code } district { fullName } ward { fullNameEn } kmrRegion newWard { fullName } newProvince { code } } } } }`);
    expect(res.errors).toBeUndefined();
    expect(res.data?.findFullAddress.data[0]).toEqual({
      key: '26740',
      value: {
        province: { code: '79' },
        district: { fullName: 'Quận 1' },
        ward: { fullNameEn: 'Ben Nghe Ward' },
        kmrRegion: 'HCM',
        newWard: { fullName: 'Phường Sài Gòn' },
        newProvince: { code: '79' },
      },
    });
  });
});
