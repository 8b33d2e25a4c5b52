import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

/** What an endpoint of the fake answers: its canned places, no result, a refusal of the key, or an HTTP error. */
export type FakeMapsMode = 'ok' | 'zero' | 'denied' | 'http500' | 'garbage';

export interface FakeMaps {
  url: string;
  /** Every request the fake received (the key included: the tests check it is sent, and sent nowhere else). */
  requests: URL[];
  /** The mode of each endpoint by its path ('/place/autocomplete/json'…); 'ok' when not set. */
  modes: Record<string, FakeMapsMode>;
  close(): Promise<void>;
}

type Lang = 'vi' | 'en';
const component = (long_name: string, ...types: string[]) => ({ long_name, short_name: long_name, types });

/** 12 Lê Lợi, Bến Nghé, Quận 1 (Ho Chi Minh City): in the HCM region. */
function leLoi(lang: Lang) {
  const vi = lang === 'vi';
  return {
    place_id: 'fake-le-loi',
    name: '12 Lê Lợi',
    formatted_address: vi
      ? '12 Lê Lợi, Bến Nghé, Quận 1, Thành phố Hồ Chí Minh 700000, Việt Nam'
      : '12 Lê Lợi, Ben Nghe Ward, District 1, Ho Chi Minh City 700000, Vietnam',
    address_components: [
      component('12', 'street_number'),
      component('Lê Lợi', 'route'),
      component(vi ? 'Bến Nghé' : 'Ben Nghe Ward', 'sublocality_level_1', 'sublocality', 'political'),
      component(vi ? 'Quận 1' : 'District 1', 'administrative_area_level_2', 'political'),
      component(vi ? 'Thành phố Hồ Chí Minh' : 'Ho Chi Minh City', 'administrative_area_level_1', 'political'),
      component(vi ? 'Việt Nam' : 'Vietnam', 'country', 'political'),
    ],
    geometry: { location: { lat: 10.7731, lng: 106.7012 } },
    plus_code: { global_code: '7P28QPFX+6F' },
    vicinity: '12 Lê Lợi, Bến Nghé, Quận 1',
    business_status: 'OPERATIONAL',
  };
}

/** Hồ Hoàn Kiếm (Hà Nội): outside the HCM region. */
function hoanKiem(lang: Lang) {
  const vi = lang === 'vi';
  return {
    place_id: 'fake-hoan-kiem',
    name: vi ? 'Hồ Hoàn Kiếm' : 'Hoan Kiem Lake',
    formatted_address: vi ? 'Hàng Trống, Hoàn Kiếm, Hà Nội, Việt Nam' : 'Hang Trong, Hoan Kiem, Hanoi, Vietnam',
    address_components: [
      component(vi ? 'Hàng Trống' : 'Hang Trong', 'sublocality_level_1', 'political'),
      component(vi ? 'Hoàn Kiếm' : 'Hoan Kiem', 'administrative_area_level_2', 'political'),
      component(vi ? 'Hà Nội' : 'Hanoi', 'administrative_area_level_1', 'political'),
      component(vi ? 'Việt Nam' : 'Vietnam', 'country', 'political'),
    ],
    geometry: { location: { lat: 21.0287, lng: 105.8524 } },
    vicinity: 'Hàng Trống, Hoàn Kiếm, Hà Nội',
    business_status: 'OPERATIONAL',
  };
}

const PLACES = { 'fake-le-loi': leLoi, 'fake-hoan-kiem': hoanKiem } as const;

function answer(url: URL, mode: FakeMapsMode, res: ServerResponse) {
  const send = (status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(typeof body === 'string' ? body : JSON.stringify(body));
  };
  if (mode === 'http500') return send(500, { error: 'internal' });
  if (mode === 'garbage') return send(200, '<html>not json</html>');
  if (mode === 'denied')
    return send(200, { status: 'REQUEST_DENIED', error_message: 'The provided API key is invalid.' });
  const lang: Lang = url.searchParams.get('language') === 'en' ? 'en' : 'vi';
  const zero = mode === 'zero';
  switch (url.pathname) {
    case '/place/autocomplete/json': {
      // Whatever the text: both places (the one in the region first), as a real search often suggests far ones too.
      const found = zero ? [] : Object.values(PLACES).map((p) => p(lang));
      return send(200, {
        status: found.length ? 'OK' : 'ZERO_RESULTS',
        predictions: found.map((p) => {
          const secondary = p.formatted_address.replace(`${p.name}, `, '');
          return {
            place_id: p.place_id,
            description: `${p.name}, ${secondary}`,
            structured_formatting: { main_text: p.name, secondary_text: secondary },
          };
        }),
      });
    }
    case '/place/details/json': {
      const make = PLACES[url.searchParams.get('place_id') as keyof typeof PLACES];
      return zero || !make ? send(200, { status: 'ZERO_RESULTS' }) : send(200, { status: 'OK', result: make(lang) });
    }
    case '/geocode/json':
      return send(200, zero ? { status: 'ZERO_RESULTS', results: [] } : { status: 'OK', results: [leLoi(lang)] });
    case '/place/nearbysearch/json':
      return send(
        200,
        zero
          ? { status: 'ZERO_RESULTS', results: [] }
          : {
              status: 'OK',
              results: [
                leLoi(lang),
                // Closed, and with a vicinity too short: both left out (keepNearbyPlace).
                { ...leLoi(lang), place_id: 'fake-closed', business_status: 'CLOSED_PERMANENTLY' },
                { ...leLoi(lang), place_id: 'fake-short', vicinity: 'Quận 1' },
              ],
            },
      );
    default:
      return send(404, { status: 'NOT_FOUND' });
  }
}

/**
 * A Google-Maps-compatible web service on a local port, for the provider adapter's tests: the four endpoints the
 * adapter calls, two canned places (12 Lê Lợi in Ho Chi Minh City, Hồ Hoàn Kiếm in Hà Nội) in Vietnamese or English,
 * and per-endpoint failure modes.
 */
export async function startFakeMaps(): Promise<FakeMaps> {
  const requests: URL[] = [];
  const modes: Record<string, FakeMapsMode> = {};
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    requests.push(url);
    answer(url, modes[url.pathname] ?? 'ok', res);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    modes,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
