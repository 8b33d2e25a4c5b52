import { type Db, geoDistricts, geoProvinces, geoWards } from '@chobep/db';
import {
  DomainError,
  type ErrorCode,
  type Language,
  type LatLng,
  MAP_INPUT_MAX,
  MAP_INPUT_MIN,
  MAP_LIMIT,
  MAP_PLACE_ID_MAX,
  type MatchUnit,
  matchGeocodedAddress,
  REGION_NAMES,
  type Region,
  readAddressDetail,
  translateError,
} from '@chobep/domain';
import { formatWait } from '@chobep/domain/accounts/sign-in-limits';
import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import { reserveAttempt } from '../accounts/login-throttle';
import type { MapPlace, MapProvider, MapSuggestion } from './map-provider';

/** What the map lookups need from the server: the database (units, counters), the provider and the log. */
export interface MapDeps {
  db: Db;
  maps: MapProvider;
  log: Logger;
}

/** Who asks: each user's calls are counted, answers are in their language, the region is their company's. */
export interface MapActor {
  userId: string;
  region: Region;
  lang: Language;
}

/** A problem the dialog shows and carries on from (foundations §8): never an error of the operation. */
export interface MapWarning {
  code: ErrorCode;
  message: string;
}

/** A place with the LEGACY units its address matched (foundations §5 address matching) and the form's detail. */
export interface MatchedPlace extends MapPlace {
  provinceCode: string | null;
  districtCode: string | null;
  wardCode: string | null;
  addressDetail: string;
  /** The marketplace region of the matched province, null when none (or outside both regions). */
  region: Region | null;
  /** Whether the place is in the asking company's region. */
  inRegion: boolean;
}

const warning = (code: ErrorCode, lang: Language, params: Record<string, string> = {}): MapWarning => ({
  code,
  message: translateError(code, lang, params),
});

/**
 * Runs one provider call: counted against the user first (MAP_LIMIT; refused → TOO_MANY_REQUESTS with the wait, and
 * the provider is not asked), and a provider failure (HTTP error, a status other than OK/ZERO_RESULTS, a timeout,
 * anything thrown) becomes the MAP_UNAVAILABLE warning, logged as a warning without the key or the user's text.
 */
async function call<T>(
  deps: MapDeps,
  actor: MapActor,
  endpoint: string,
  run: () => Promise<T>,
): Promise<{ value: T; warning: null } | { value: null; warning: MapWarning }> {
  const reservation = await reserveAttempt(deps.db, [
    { key: `map:user:${actor.userId}`, rule: MAP_LIMIT, onSuccess: 'release' },
  ]);
  if (!reservation.granted) {
    return {
      value: null,
      warning: warning('TOO_MANY_REQUESTS', actor.lang, { wait: formatWait(reservation.retryAfterMs, actor.lang) }),
    };
  }
  try {
    return { value: await run(), warning: null };
  } catch (error) {
    const reason = error instanceof Error ? error.message.replace(/key=[^&\s]*/g, 'key=…') : String(error);
    deps.log.warn({ endpoint, reason }, 'the map provider failed');
    return { value: null, warning: warning('MAP_UNAVAILABLE', actor.lang) };
  }
}

function checkText(value: string, field: 'input' | 'placeId', max: number): string {
  const text = value.trim();
  if (text.length > max) throw new DomainError('TEXT_TOO_LONG', field, { max });
  return text;
}

function checkPoint(point: LatLng): LatLng {
  if (!Number.isFinite(point.lat) || Math.abs(point.lat) > 90) throw new DomainError('INVALID_COORDINATE', 'lat');
  if (!Number.isFinite(point.lng) || Math.abs(point.lng) > 180) throw new DomainError('INVALID_COORDINATE', 'lng');
  return point;
}

/** Address suggestions in Viet Nam for the search text (foundations §4); fewer than two characters ask nothing. */
export async function suggestAddresses(
  deps: MapDeps,
  actor: MapActor,
  input: string,
): Promise<{ suggestions: MapSuggestion[]; warning: MapWarning | null }> {
  const text = checkText(input, 'input', MAP_INPUT_MAX);
  if (deps.maps.kind === 'offline' || text.length < MAP_INPUT_MIN) return { suggestions: [], warning: null };
  const res = await call(deps, actor, 'autocomplete', () => deps.maps.autocomplete(text, actor.lang));
  if (res.warning) return { suggestions: [], warning: res.warning };
  return {
    suggestions: res.value,
    warning: res.value.length === 0 ? warning('MAP_LOCATION_NOT_FOUND', actor.lang) : null,
  };
}

/**
 * Matches places to the LEGACY units the store form is entered in, loading a province's districts and a district's
 * wards once per call.
 */
function unitMatcher(db: Db, actor: MapActor) {
  const cols = (t: typeof geoProvinces | typeof geoDistricts | typeof geoWards) => ({
    code: t.code,
    name: t.name,
    fullName: t.fullName,
    nameEn: t.nameEn,
    fullNameEn: t.fullNameEn,
  });
  let provinces: Promise<(MatchUnit & { region: Region | null })[]> | null = null;
  const districts = new Map<string, Promise<MatchUnit[]>>();
  const wards = new Map<string, Promise<MatchUnit[]>>();
  const once = <T>(cache: Map<string, Promise<T>>, key: string, load: () => Promise<T>) => {
    let value = cache.get(key);
    if (!value) {
      value = load();
      cache.set(key, value);
    }
    return value;
  };
  const namesOf = (u: MatchUnit | undefined) => (u ? [u.fullName, u.name, u.nameEn, u.fullNameEn] : []);

  return async (place: MapPlace): Promise<MatchedPlace> => {
    provinces ??= db.select({ ...cols(geoProvinces), region: geoProvinces.region }).from(geoProvinces);
    const allProvinces = await provinces;
    const byProvince = matchGeocodedAddress(place, { provinces: allProvinces, districts: [], wards: [] });
    const province = allProvinces.find((p) => p.code === byProvince.provinceCode);
    const provinceDistricts = province
      ? await once(districts, province.code, () =>
          db
            .select({ ...cols(geoDistricts), parentCode: geoDistricts.provinceCode })
            .from(geoDistricts)
            .where(eq(geoDistricts.provinceCode, province.code)),
        )
      : [];
    const byDistrict = matchGeocodedAddress(place, {
      provinces: allProvinces,
      districts: provinceDistricts,
      wards: [],
    });
    const district = provinceDistricts.find((d) => d.code === byDistrict.districtCode);
    const districtWards = district
      ? await once(wards, district.code, () =>
          db
            .select({ ...cols(geoWards), parentCode: geoWards.districtCode })
            .from(geoWards)
            .where(eq(geoWards.districtCode, district.code)),
        )
      : [];
    const matched = matchGeocodedAddress(place, {
      provinces: allProvinces,
      districts: provinceDistricts,
      wards: districtWards,
    });
    const ward = districtWards.find((w) => w.code === matched.wardCode);
    const region = province?.region ?? null;
    return {
      ...place,
      formattedAddress: matched.formattedAddress,
      provinceCode: matched.provinceCode,
      districtCode: matched.districtCode,
      wardCode: matched.wardCode,
      addressDetail: readAddressDetail(
        { name: place.name, formattedAddress: matched.formattedAddress },
        [province, district, ward].flatMap(namesOf),
      ),
      region,
      inRegion: region === actor.region,
    };
  };
}

/** The out-of-region warning (foundations §5, §8): the company's region named in upper case. */
const outOfRegion = (actor: MapActor) =>
  warning('STORE_OUT_OF_REGION', actor.lang, { region: REGION_NAMES[actor.region][actor.lang] });

async function onePlace(
  deps: MapDeps,
  actor: MapActor,
  endpoint: string,
  run: () => Promise<MapPlace | null>,
): Promise<{ place: MatchedPlace | null; warning: MapWarning | null }> {
  if (deps.maps.kind === 'offline') return { place: null, warning: null };
  const res = await call(deps, actor, endpoint, run);
  if (res.warning) return { place: null, warning: res.warning };
  if (!res.value) return { place: null, warning: warning('MAP_LOCATION_NOT_FOUND', actor.lang) };
  const place = await unitMatcher(deps.db, actor)(res.value);
  return { place, warning: place.inRegion ? null : outOfRegion(actor) };
}

/** A chosen suggestion's place, matched to the form's units (foundations §4 map address flow). */
export function findPlace(deps: MapDeps, actor: MapActor, placeId: string) {
  const id = checkText(placeId, 'placeId', MAP_PLACE_ID_MAX);
  if (!id) throw new DomainError('REQUIRED', 'placeId');
  return onePlace(deps, actor, 'placeDetails', () => deps.maps.placeDetails(id, actor.lang));
}

/** The address at a point (reverse geocoding), matched like a chosen place. */
export function geocodePoint(deps: MapDeps, actor: MapActor, point: LatLng) {
  const at = checkPoint(point);
  return onePlace(deps, actor, 'geocode', () => deps.maps.geocode(at, actor.lang));
}

/** Operational places with a street address around a point (foundations §5), each matched. */
export async function nearbyPlaces(
  deps: MapDeps,
  actor: MapActor,
  point: LatLng,
): Promise<{ places: MatchedPlace[]; warning: MapWarning | null }> {
  const at = checkPoint(point);
  if (deps.maps.kind === 'offline') return { places: [], warning: null };
  const res = await call(deps, actor, 'nearby', () => deps.maps.nearby(at, actor.lang));
  if (res.warning) return { places: [], warning: res.warning };
  const match = unitMatcher(deps.db, actor);
  const places: MatchedPlace[] = [];
  // One at a time: the matcher loads each province's districts and each district's wards once.
  for (const place of res.value.slice(0, 20)) places.push(await match(place));
  return { places, warning: null };
}
