import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { REGION_CENTRES } from '@chobep/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createProviderMapProvider,
  MapProviderError,
  mapProviderFromEnv,
  offlineMapProvider,
  readComponents,
} from './map-provider';

/** A fake maps web service on a local port: the real HTTP code runs, nothing reaches the internet. */
let server: Server;
let base: string;
const seen: URL[] = [];
const answers: Record<string, unknown> = {
  '/place/autocomplete/json': {
    status: 'OK',
    predictions: [
      {
        place_id: 'p1',
        description: '12 Võ Văn Tần, Phường 6, Quận 3, Thành phố Hồ Chí Minh 700000, Việt Nam',
        structured_formatting: { main_text: '12 Võ Văn Tần', secondary_text: 'Phường 6, Quận 3, Hồ Chí Minh 700000' },
      },
    ],
  },
  '/place/details/json': {
    status: 'OK',
    result: {
      place_id: 'p1',
      name: '12 Võ Văn Tần',
      formatted_address: '12 Võ Văn Tần, Phường 6, Quận 3, Thành phố Hồ Chí Minh 700000, Việt Nam',
      geometry: { location: { lat: 10.7791, lng: 106.6902 } },
      plus_code: { global_code: '7P28QMHR+MW' },
      address_components: [
        { long_name: '12', types: ['street_number'] },
        { long_name: 'Phường 6', types: ['administrative_area_level_3', 'political'] },
        { long_name: 'Quận 3', types: ['administrative_area_level_2', 'political'] },
        { long_name: 'Thành phố Hồ Chí Minh', types: ['administrative_area_level_1', 'political'] },
        { long_name: 'Việt Nam', types: ['country', 'political'] },
      ],
    },
  },
  '/geocode/json': { status: 'ZERO_RESULTS', results: [] },
  '/place/nearbysearch/json': {
    status: 'OK',
    results: [
      {
        place_id: 'n1',
        name: 'Quán A',
        vicinity: '10 Võ Văn Tần, Phường 6, Quận 3',
        business_status: 'OPERATIONAL',
        geometry: { location: { lat: 10.779, lng: 106.69 } },
      },
      {
        place_id: 'n2',
        name: 'Quán đóng cửa',
        vicinity: '11 Võ Văn Tần, Phường 6, Quận 3',
        business_status: 'CLOSED_PERMANENTLY',
        geometry: { location: { lat: 10.779, lng: 106.69 } },
      },
      { place_id: 'n3', name: 'Không rõ', vicinity: 'Quận 3', business_status: 'OPERATIONAL', geometry: {} },
    ],
  },
};

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    seen.push(url);
    if (url.searchParams.get('key') !== 'test-key') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ status: 'REQUEST_DENIED' }));
      return;
    }
    const answer = answers[url.pathname];
    res.writeHead(answer ? 200 : 500, { 'content-type': 'application/json' });
    res.end(JSON.stringify(answer ?? { status: 'UNKNOWN_ERROR' }));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server?.close();
});

describe('the provider adapter (real HTTP against a local fake)', () => {
  const provider = () => createProviderMapProvider({ key: 'test-key', baseUrl: base });

  it('autocompletes in the language, restricted to Viet Nam, without postal codes', async () => {
    const list = await provider().autocomplete('12 vo van tan', 'vi');
    expect(list).toEqual([
      {
        placeId: 'p1',
        name: '12 Võ Văn Tần',
        address: 'Phường 6, Quận 3, Hồ Chí Minh',
        description: '12 Võ Văn Tần, Phường 6, Quận 3, Thành phố Hồ Chí Minh, Việt Nam',
      },
    ]);
    const call = seen.at(-1);
    expect(call?.searchParams.get('components')).toBe('country:vn');
    expect(call?.searchParams.get('language')).toBe('vi');
    expect(call?.searchParams.get('input')).toBe('12 vo van tan');
  });

  it('reads place details into province, district, ward and coordinates', async () => {
    const place = await provider().placeDetails('p1', 'en');
    expect(place).toMatchObject({
      placeId: 'p1',
      province: 'Thành phố Hồ Chí Minh',
      district: 'Quận 3',
      ward: 'Phường 6',
      country: 'Việt Nam',
      location: { lat: 10.7791, lng: 106.6902 },
      plusCode: '7P28QMHR+MW',
      formattedAddress: '12 Võ Văn Tần, Phường 6, Quận 3, Thành phố Hồ Chí Minh, Việt Nam',
    });
    expect(seen.at(-1)?.searchParams.get('place_id')).toBe('p1');
  });

  it('answers ZERO_RESULTS as nothing, and keeps only operational nearby places with a full vicinity', async () => {
    expect(await provider().geocode({ lat: 10.78, lng: 106.69 }, 'vi')).toBeNull();
    expect(seen.at(-1)?.searchParams.get('latlng')).toBe('10.78,106.69');
    const nearby = await provider().nearby({ lat: 10.78, lng: 106.69 }, 'vi');
    expect(nearby.map((p) => p.placeId)).toEqual(['n1']);
  });

  it('throws a MapProviderError on a refused key or an HTTP error', async () => {
    const denied = createProviderMapProvider({ key: 'wrong', baseUrl: base });
    await expect(denied.autocomplete('x', 'vi')).rejects.toBeInstanceOf(MapProviderError);
    const broken = createProviderMapProvider({ key: 'test-key', baseUrl: `${base}/nothing` });
    await expect(broken.geocode({ lat: 1, lng: 2 }, 'vi')).rejects.toThrow(/HTTP 500/);
  });
});

describe('choosing the adapter', () => {
  it('is offline without a key, the provider with one', () => {
    expect(mapProviderFromEnv({}).kind).toBe('offline');
    expect(mapProviderFromEnv({ MAP_API_KEY: '  ' }).kind).toBe('offline');
    expect(mapProviderFromEnv({ MAP_API_KEY: 'k', MAP_API_URL: base }).kind).toBe('provider');
  });

  it('offline: no suggestions or geocoding, and the pin starts at the region centre', async () => {
    expect(await offlineMapProvider.autocomplete('12 Võ Văn Tần', 'vi')).toEqual([]);
    expect(await offlineMapProvider.geocode({ lat: 10.78, lng: 106.69 }, 'vi')).toBeNull();
    expect(await offlineMapProvider.nearby({ lat: 10.78, lng: 106.69 }, 'vi')).toEqual([]);
    expect(await offlineMapProvider.startingPoint('01')).toEqual(REGION_CENTRES.HN);
    expect(await offlineMapProvider.startingPoint('79')).toEqual(REGION_CENTRES.HCM);
  });
});

describe('readComponents', () => {
  it('takes the ward from a sublocality when there is no level 3', () => {
    expect(
      readComponents([
        { long_name: 'Bến Nghé', types: ['sublocality_level_1'] },
        { long_name: 'District 1', types: ['administrative_area_level_2'] },
        { long_name: 'Ho Chi Minh City', types: ['administrative_area_level_1'] },
        { long_name: 'Vietnam', types: ['country'] },
      ]),
    ).toEqual({ country: 'Vietnam', province: 'Ho Chi Minh City', district: 'District 1', ward: 'Bến Nghé' });
  });
});
