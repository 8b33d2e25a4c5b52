import { type GeocodedAddress, keepNearbyPlace, type LatLng, startingPoint, stripPostalCodes } from '@chobep/domain';

/** A suggestion of the address search (foundations §3 "Map suggestion"). */
export interface MapSuggestion {
  placeId: string;
  name: string;
  address: string;
  description: string;
}

/** A place with its address as the geocoder reads it, and where it is. */
export interface MapPlace extends GeocodedAddress {
  placeId: string | null;
  location: LatLng;
  plusCode: string | null;
  name: string | null;
}

/**
 * The map port (foundations §4 map address flow, §7 "a maps service"): address autocomplete restricted to Viet Nam,
 * place details, reverse geocoding and nearby places, plus where the pin starts for a province. The offline adapter
 * is the default; the provider adapter is used only when a key is configured (docs/decisions.md).
 */
export interface MapProvider {
  readonly kind: 'offline' | 'provider';
  autocomplete(input: string, lang: 'vi' | 'en'): Promise<MapSuggestion[]>;
  placeDetails(placeId: string, lang: 'vi' | 'en'): Promise<MapPlace | null>;
  geocode(point: LatLng, lang: 'vi' | 'en'): Promise<MapPlace | null>;
  nearby(point: LatLng, lang: 'vi' | 'en'): Promise<MapPlace[]>;
  startingPoint(provinceCode: string | null): Promise<LatLng>;
}

/**
 * No network: no suggestions and no geocoding (the store dialog's selects give the address), and the pin starts at
 * the province's region centre for the user to move.
 */
export const offlineMapProvider: MapProvider = {
  kind: 'offline',
  autocomplete: async () => [],
  placeDetails: async () => null,
  geocode: async () => null,
  nearby: async () => [],
  startingPoint: async (provinceCode) => startingPoint(provinceCode),
};

interface AddressComponent {
  long_name: string;
  short_name?: string;
  types: string[];
}
interface ProviderPlace {
  place_id?: string;
  name?: string;
  formatted_address?: string;
  vicinity?: string;
  business_status?: string;
  address_components?: AddressComponent[];
  geometry?: { location?: { lat: number; lng: number } };
  plus_code?: { global_code?: string };
}

/** The address components a geocoder gives, read into province, district, ward and country. */
export function readComponents(
  components: readonly AddressComponent[] = [],
): Omit<GeocodedAddress, 'formattedAddress'> {
  const of = (...types: string[]) => components.find((c) => types.some((t) => c.types.includes(t)))?.long_name ?? null;
  return {
    country: of('country'),
    province: of('administrative_area_level_1'),
    district: of('administrative_area_level_2', 'locality'),
    ward: of('sublocality_level_1', 'administrative_area_level_3', 'sublocality'),
  };
}

function toPlace(p: ProviderPlace): MapPlace | null {
  const loc = p.geometry?.location;
  if (!loc) return null;
  return {
    placeId: p.place_id ?? null,
    name: p.name ?? null,
    formattedAddress: stripPostalCodes(p.formatted_address ?? p.vicinity ?? ''),
    location: { lat: loc.lat, lng: loc.lng },
    plusCode: p.plus_code?.global_code ?? null,
    ...readComponents(p.address_components),
  };
}

export class MapProviderError extends Error {
  constructor(
    readonly endpoint: string,
    readonly status: string,
  ) {
    super(`map provider ${endpoint}: ${status}`);
    this.name = 'MapProviderError';
  }
}

/**
 * A Google-Maps-compatible web service (Places autocomplete, details and nearby search; Geocoding), at `baseUrl`,
 * in the request's language, restricted to Viet Nam. Failures throw MapProviderError (the caller reports them as
 * warnings and falls back to the offline behaviour, foundations §8); ZERO_RESULTS is an empty answer.
 */
export function createProviderMapProvider(options: {
  key: string;
  baseUrl?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}): MapProvider {
  const base = (options.baseUrl ?? 'https://maps.googleapis.com/maps/api').replace(/\/$/, '');
  const doFetch = options.fetch ?? fetch;
  async function get<T>(path: string, params: Record<string, string>): Promise<T & { status: string }> {
    const url = new URL(`${base}${path}`);
    for (const [k, v] of Object.entries({ ...params, key: options.key })) url.searchParams.set(k, v);
    const res = await doFetch(url, { signal: AbortSignal.timeout(options.timeoutMs ?? 5000) });
    if (!res.ok) throw new MapProviderError(path, `HTTP ${res.status}`);
    const body = (await res.json()) as T & { status: string };
    if (body.status !== 'OK' && body.status !== 'ZERO_RESULTS') throw new MapProviderError(path, body.status);
    return body;
  }
  const latlng = (p: LatLng) => `${p.lat},${p.lng}`;
  return {
    kind: 'provider',
    async autocomplete(input, lang) {
      const body = await get<{
        predictions?: {
          place_id: string;
          description: string;
          structured_formatting?: { main_text?: string; secondary_text?: string };
        }[];
      }>('/place/autocomplete/json', { input, language: lang, components: 'country:vn' });
      return (body.predictions ?? []).map((p) => ({
        placeId: p.place_id,
        name: p.structured_formatting?.main_text ?? p.description,
        address: stripPostalCodes(p.structured_formatting?.secondary_text ?? ''),
        description: stripPostalCodes(p.description),
      }));
    },
    async placeDetails(placeId, lang) {
      const body = await get<{ result?: ProviderPlace }>('/place/details/json', {
        place_id: placeId,
        language: lang,
        fields: 'place_id,name,formatted_address,address_components,geometry,plus_code',
      });
      return body.result ? toPlace(body.result) : null;
    },
    async geocode(point, lang) {
      const body = await get<{ results?: ProviderPlace[] }>('/geocode/json', {
        latlng: latlng(point),
        language: lang,
        region: 'vn',
      });
      const first = body.results?.[0];
      return first ? toPlace(first) : null;
    },
    async nearby(point, lang) {
      const body = await get<{ results?: ProviderPlace[] }>('/place/nearbysearch/json', {
        location: latlng(point),
        radius: '50',
        language: lang,
      });
      return (body.results ?? [])
        .filter((p) => keepNearbyPlace({ vicinity: p.vicinity, businessStatus: p.business_status }))
        .map(toPlace)
        .filter((p): p is MapPlace => p !== null);
    },
    async startingPoint(provinceCode) {
      return startingPoint(provinceCode);
    },
  };
}

/** The provider when MAP_API_KEY is set (MAP_API_URL optionally pointing elsewhere), else the offline adapter. */
export function mapProviderFromEnv(env: Record<string, string | undefined> = process.env): MapProvider {
  const key = env.MAP_API_KEY?.trim();
  return key ? createProviderMapProvider({ key, baseUrl: env.MAP_API_URL || undefined }) : offlineMapProvider;
}
