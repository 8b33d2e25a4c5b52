import { DEMO_BUYERS, loginThrottles } from '@chobep/db';
import { MAP_LIMIT } from '@chobep/domain';
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createProviderMapProvider } from '../../services/geo/map-provider';
import { type FakeMaps, startFakeMaps } from '../../test/fake-maps';
import { createTestApi, createUser, type TestApi, type TestClient } from '../../test/harness';

/**
 * The map lookups (issue 15 point 4): mapProvider, mapAutocomplete, mapPlace, mapGeocode, mapNearby, through the
 * provider adapter against a local Google-Maps-compatible fake (test/fake-maps.ts), and with the offline adapter.
 */
let api: TestApi;
let offline: TestApi;
let maps: FakeMaps;
beforeAll(async () => {
  maps = await startFakeMaps();
  api = await createTestApi({
    mapProvider: createProviderMapProvider({ key: 'test-key', baseUrl: maps.url, timeoutMs: 2_000 }),
  });
  offline = await createTestApi();
});
afterAll(async () => {
  await api?.close();
  await offline?.close();
  await maps?.close();
});
beforeEach(async () => {
  for (const key of Object.keys(maps.modes)) delete maps.modes[key];
  maps.requests.length = 0;
  // Each test starts with the users' map counters empty.
  await api.database.db.delete(loginThrottles);
});

type Warning = { code: string; message: string } | null;
type Place = {
  placeId: string | null;
  name: string | null;
  formattedAddress: string;
  lat: number;
  lng: number;
  plusCode: string | null;
  provinceCode: string | null;
  districtCode: string | null;
  wardCode: string | null;
  addressDetail: string;
  region: string | null;
  inRegion: boolean;
};
const PLACE = `placeId name formattedAddress lat lng plusCode provinceCode districtCode wardCode addressDetail
  region inRegion`;
const AUTOCOMPLETE = `query A($input: String!) { mapAutocomplete(input: $input) {
  suggestions { placeId name address description } warning { code message } } }`;
const DETAILS = `query P($placeId: String!) { mapPlace(placeId: $placeId) { place { ${PLACE} } warning { code message } } }`;
const GEOCODE = `query G($lat: Float!, $lng: Float!) { mapGeocode(lat: $lat, lng: $lng) {
  place { ${PLACE} } warning { code message } } }`;
const NEARBY = `query N($lat: Float!, $lng: Float!) { mapNearby(lat: $lat, lng: $lng) {
  places { ${PLACE} } warning { code message } } }`;

async function owner(on: TestApi, lang: 'vi' | 'en'): Promise<TestClient> {
  const client = on.client({ lang });
  await client.signIn('owner@chobep.vn');
  return client;
}

describe('with a maps service (MAP_API_KEY)', () => {
  it('tells the client which map there is', async () => {
    const c = await owner(api, 'en');
    expect((await c.gql(`{ mapProvider { kind } }`)).data).toEqual({ mapProvider: { kind: 'PROVIDER' } });
    const o = await owner(offline, 'en');
    expect((await o.gql(`{ mapProvider { kind } }`)).data).toEqual({ mapProvider: { kind: 'OFFLINE' } });
  });

  it('suggests addresses in Viet Nam, in the request language, with the key', async () => {
    const vi = await owner(api, 'vi');
    const res = await vi.gql<{ mapAutocomplete: { suggestions: unknown[]; warning: Warning } }>(AUTOCOMPLETE, {
      input: '  12 Lê Lợi ',
    });
    expect(res.errors).toBeUndefined();
    expect(res.data?.mapAutocomplete).toEqual({
      suggestions: [
        {
          placeId: 'fake-le-loi',
          name: '12 Lê Lợi',
          // Postal codes are stripped.
          address: 'Bến Nghé, Quận 1, Thành phố Hồ Chí Minh, Việt Nam',
          description: '12 Lê Lợi, Bến Nghé, Quận 1, Thành phố Hồ Chí Minh, Việt Nam',
        },
        expect.objectContaining({ placeId: 'fake-hoan-kiem', name: 'Hồ Hoàn Kiếm' }),
      ],
      warning: null,
    });
    const [sent] = maps.requests;
    expect(sent?.pathname).toBe('/place/autocomplete/json');
    expect(Object.fromEntries(sent?.searchParams ?? [])).toEqual({
      input: '12 Lê Lợi',
      language: 'vi',
      components: 'country:vn',
      key: 'test-key',
    });
    const en = await owner(api, 'en');
    await en.gql(AUTOCOMPLETE, { input: 'Lê Lợi' });
    expect(maps.requests.at(-1)?.searchParams.get('language')).toBe('en');
  });

  it('asks nothing for fewer than two characters, and refuses a search over 200', async () => {
    const c = await owner(api, 'en');
    const short = await c.gql<{ mapAutocomplete: unknown }>(AUTOCOMPLETE, { input: ' a ' });
    expect(short.data?.mapAutocomplete).toEqual({ suggestions: [], warning: null });
    expect(maps.requests).toHaveLength(0);
    const long = await c.gql(AUTOCOMPLETE, { input: 'x'.repeat(201) });
    expect(long.errors?.[0]).toMatchObject({
      message: 'Address search is too long (at most 200 characters)',
      extensions: { code: 'TEXT_TOO_LONG' },
    });
    const id = await c.gql(DETAILS, { placeId: 'p'.repeat(301) });
    expect(id.errors?.[0]?.extensions?.code).toBe('TEXT_TOO_LONG');
    const empty = await c.gql(DETAILS, { placeId: '  ' });
    expect(empty.errors?.[0]?.extensions?.code).toBe('REQUIRED');
    const far = await c.gql(GEOCODE, { lat: 91, lng: 106 });
    expect(far.errors?.[0]).toMatchObject({
      message: 'Latitude: not a valid coordinate',
      extensions: { code: 'INVALID_COORDINATE' },
    });
    const wide = await c.gql(NEARBY, { lat: 10, lng: -181 });
    expect(wide.errors?.[0]?.extensions?.code).toBe('INVALID_COORDINATE');
    expect(maps.requests).toHaveLength(0);
  });

  it("fills a chosen place's province, district and ward, its pin and its address detail", async () => {
    const vi = await owner(api, 'vi');
    const res = await vi.gql<{ mapPlace: { place: Place; warning: Warning } }>(DETAILS, { placeId: 'fake-le-loi' });
    expect(res.data?.mapPlace).toEqual({
      place: {
        placeId: 'fake-le-loi',
        name: '12 Lê Lợi',
        formattedAddress: '12 Lê Lợi, Bến Nghé, Quận 1, Thành phố Hồ Chí Minh, Việt Nam',
        lat: 10.7731,
        lng: 106.7012,
        plusCode: '7P28QPFX+6F',
        provinceCode: '79',
        districtCode: '760',
        wardCode: '26740',
        addressDetail: '12 Lê Lợi',
        region: 'HCM',
        inRegion: true,
      },
      warning: null,
    });
    // The English answer matches the same units by their English names.
    const en = await owner(api, 'en');
    const english = await en.gql<{ mapPlace: { place: Place } }>(DETAILS, { placeId: 'fake-le-loi' });
    expect(english.data?.mapPlace.place).toMatchObject({
      formattedAddress: '12 Lê Lợi, Ben Nghe Ward, District 1, Ho Chi Minh City, Vietnam',
      provinceCode: '79',
      districtCode: '760',
      wardCode: '26740',
      addressDetail: '12 Lê Lợi',
    });
  });

  it('warns of a place outside the company region, naming the region in upper case', async () => {
    const vi = await owner(api, 'vi');
    const res = await vi.gql<{ mapPlace: { place: Place; warning: Warning } }>(DETAILS, {
      placeId: 'fake-hoan-kiem',
    });
    expect(res.data?.mapPlace.place).toMatchObject({ provinceCode: '01', region: 'HN', inRegion: false });
    expect(res.data?.mapPlace.warning).toEqual({
      code: 'STORE_OUT_OF_REGION',
      message: 'Vui lòng chọn địa chỉ thuộc khu vực HỒ CHÍ MINH',
    });
  });

  it('reverse-geocodes a point and lists the operational places near it', async () => {
    const c = await owner(api, 'en');
    const g = await c.gql<{ mapGeocode: { place: Place; warning: Warning } }>(GEOCODE, { lat: 10.7731, lng: 106.7012 });
    expect(g.data?.mapGeocode).toMatchObject({ place: { wardCode: '26740', inRegion: true }, warning: null });
    expect(maps.requests.at(-1)?.searchParams.get('latlng')).toBe('10.7731,106.7012');
    const n = await c.gql<{ mapNearby: { places: Place[]; warning: Warning } }>(NEARBY, {
      lat: 10.7731,
      lng: 106.7012,
    });
    expect(n.data?.mapNearby.places.map((p) => p.placeId)).toEqual(['fake-le-loi']);
    expect(n.data?.mapNearby.places[0]).toMatchObject({ districtCode: '760', wardCode: '26740' });
  });

  it('answers ZERO_RESULTS with empty answers and the location-not-found warning', async () => {
    for (const path of ['/place/autocomplete/json', '/place/details/json', '/geocode/json', '/place/nearbysearch/json'])
      maps.modes[path] = 'zero';
    const c = await owner(api, 'en');
    const notFound = { code: 'MAP_LOCATION_NOT_FOUND', message: 'Can not find the location on the map' };
    const a = await c.gql<{ mapAutocomplete: unknown }>(AUTOCOMPLETE, { input: 'Lê Lợi' });
    expect(a.data?.mapAutocomplete).toEqual({ suggestions: [], warning: notFound });
    const p = await c.gql<{ mapPlace: unknown }>(DETAILS, { placeId: 'fake-le-loi' });
    expect(p.data?.mapPlace).toEqual({ place: null, warning: notFound });
    const g = await c.gql<{ mapGeocode: unknown }>(GEOCODE, { lat: 10.7731, lng: 106.7012 });
    expect(g.data?.mapGeocode).toEqual({ place: null, warning: notFound });
    const n = await c.gql<{ mapNearby: unknown }>(NEARBY, { lat: 10.7731, lng: 106.7012 });
    expect(n.data?.mapNearby).toEqual({ places: [], warning: null });
  });

  it.each(['http500', 'denied', 'garbage'] as const)(
    'turns a provider failure (%s) into the map-unavailable warning, never an error or a leak',
    async (mode) => {
      for (const path of [
        '/place/autocomplete/json',
        '/place/details/json',
        '/geocode/json',
        '/place/nearbysearch/json',
      ])
        maps.modes[path] = mode;
      const c = await owner(api, 'vi');
      const unavailable = { code: 'MAP_UNAVAILABLE', message: 'Hiện không thể tải bản đồ, xin lỗi bạn.' };
      const answers = [
        await c.gql(AUTOCOMPLETE, { input: 'Lê Lợi' }),
        await c.gql(DETAILS, { placeId: 'fake-le-loi' }),
        await c.gql(GEOCODE, { lat: 10.7731, lng: 106.7012 }),
        await c.gql(NEARBY, { lat: 10.7731, lng: 106.7012 }),
      ];
      for (const res of answers) {
        expect(res.errors).toBeUndefined();
        expect(Object.values(res.data ?? {})[0]).toMatchObject({ warning: unavailable });
        expect(JSON.stringify(res)).not.toMatch(/test-key|REQUEST_DENIED|HTTP 500|json/i);
      }
    },
  );

  it('answers when the maps service is down altogether', async () => {
    const down = await createTestApi({
      mapProvider: createProviderMapProvider({ key: 'k', baseUrl: 'http://127.0.0.1:9', timeoutMs: 1_000 }),
    });
    try {
      const c = await owner(down, 'en');
      const res = await c.gql<{ mapAutocomplete: { warning: Warning } }>(AUTOCOMPLETE, { input: 'Lê Lợi' });
      expect(res.errors).toBeUndefined();
      expect(res.data?.mapAutocomplete.warning?.code).toBe('MAP_UNAVAILABLE');
    } finally {
      await down.close();
    }
  });

  it("limits each user's calls (MAP_LIMIT): past it, a warning with the wait and no provider call", async () => {
    const c = await owner(api, 'en');
    const first = await c.gql<{ mapAutocomplete: { warning: Warning } }>(AUTOCOMPLETE, { input: 'Lê Lợi' });
    expect(first.data?.mapAutocomplete.warning).toBeNull();
    // The counter as MAP_LIMIT.free calls leave it.
    await api.database.db
      .update(loginThrottles)
      .set({ failures: MAP_LIMIT.free, lockedUntil: new Date(Date.now() + 60_000) })
      .where(like(loginThrottles.key, 'map:%'));
    const calls = maps.requests.length;
    const refused = await c.gql<{ mapPlace: { place: unknown; warning: Warning } }>(DETAILS, {
      placeId: 'fake-le-loi',
    });
    expect(refused.data?.mapPlace).toEqual({
      place: null,
      warning: { code: 'TOO_MANY_REQUESTS', message: 'You have sent too many requests. Please try again in 1 minute.' },
    });
    expect(maps.requests).toHaveLength(calls);
    // Another user of the company has a counter of their own.
    const other = await createUser(api, { buyerId: DEMO_BUYERS.bepViet.id, permissions: ['BUYER_INFO_EDIT'] });
    const colleague = api.client({ lang: 'en' });
    await colleague.signIn(other.email);
    const theirs = await colleague.gql<{ mapPlace: { warning: Warning } }>(DETAILS, { placeId: 'fake-le-loi' });
    expect(theirs.data?.mapPlace.warning).toBeNull();
  });
});

describe('who may ask', () => {
  it('refuses visitors and users who may not add a store', async () => {
    const visitor = api.client({ lang: 'en' });
    for (const query of [`{ mapProvider { kind } }`, `{ mapAutocomplete(input: "Lê Lợi") { warning { code } } }`]) {
      const res = await visitor.gql(query);
      expect(res.errors?.[0]).toMatchObject({
        message: 'Authentication is required',
        extensions: { code: 'UNAUTHENTICATED' },
      });
    }
    const user = await createUser(api, { buyerId: DEMO_BUYERS.bepViet.id, permissions: ['ORDER_PLACE'] });
    const c = api.client({ lang: 'en' });
    await c.signIn(user.email);
    expect((await c.gql(`{ mapProvider { kind } }`)).data).toEqual({ mapProvider: { kind: 'PROVIDER' } });
    const refused = await c.gql(DETAILS, { placeId: 'fake-le-loi' });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(maps.requests).toHaveLength(0);
  });
});

describe('offline (no MAP_API_KEY)', () => {
  it('answers empty without warnings, and counts nothing', async () => {
    const c = await owner(offline, 'en');
    const a = await c.gql<{ mapAutocomplete: unknown }>(AUTOCOMPLETE, { input: 'Lê Lợi' });
    expect(a.data?.mapAutocomplete).toEqual({ suggestions: [], warning: null });
    const p = await c.gql<{ mapPlace: unknown }>(DETAILS, { placeId: 'fake-le-loi' });
    expect(p.data?.mapPlace).toEqual({ place: null, warning: null });
    const n = await c.gql<{ mapNearby: unknown }>(NEARBY, { lat: 10.7731, lng: 106.7012 });
    expect(n.data?.mapNearby).toEqual({ places: [], warning: null });
    expect(await offline.database.db.select().from(loginThrottles)).toEqual(
      expect.not.arrayContaining([expect.objectContaining({ key: expect.stringMatching(/^map:/) })]),
    );
  });
});
