import { MAP_INPUT_MAX, MAP_PLACE_ID_MAX } from '@chobep/domain';
import { builder } from '../../builder';
import type { SignedInContext } from '../../context';
import {
  findPlace,
  geocodePoint,
  type MapActor,
  type MapDeps,
  type MapWarning,
  type MatchedPlace,
  nearbyPlaces,
  suggestAddresses,
} from '../../services/geo/map-lookups';
import type { MapSuggestion } from '../../services/geo/map-provider';
import { RegionEnum } from '../shared/enums';
import { queryAnswer } from '../shared/payload';

const MapProviderKindEnum = builder.enumType('MapProviderKind', {
  description:
    'OFFLINE: no maps service is configured (no MAP_API_KEY); the lookups answer empty and the store dialog uses its ' +
    'selects and the offline pin. PROVIDER: a Google-Maps-compatible service answers them.',
  values: ['OFFLINE', 'PROVIDER'] as const,
});

const MapProviderInfoRef = builder.objectRef<{ kind: 'OFFLINE' | 'PROVIDER' }>('MapProviderInfo').implement({
  fields: (t) => ({ kind: t.field({ type: MapProviderKindEnum, resolve: (p) => p.kind }) }),
});

const MapWarningRef = builder.objectRef<MapWarning>('MapWarning').implement({
  description:
    'Why a map answer is empty or needs care (foundations §8), translated to the request language: MAP_UNAVAILABLE ' +
    '(the maps service failed), MAP_LOCATION_NOT_FOUND, STORE_OUT_OF_REGION (naming the region), TOO_MANY_REQUESTS.',
  fields: (t) => ({ code: t.exposeString('code'), message: t.exposeString('message') }),
});

const MapSuggestionRef = builder.objectRef<MapSuggestion>('MapSuggestion').implement({
  description: 'An address suggestion (foundations §3 "Map suggestion").',
  fields: (t) => ({
    placeId: t.exposeString('placeId'),
    name: t.exposeString('name'),
    address: t.exposeString('address'),
    description: t.exposeString('description'),
  }),
});

const MapPlaceRef = builder.objectRef<MatchedPlace>('MapPlace').implement({
  description:
    'A place of the maps service, with the LEGACY province, district and ward its address matched (foundations §5 ' +
    'address matching; null when not matched) and the address detail the store form takes from it.',
  fields: (t) => ({
    placeId: t.exposeString('placeId', { nullable: true }),
    name: t.exposeString('name', { nullable: true }),
    formattedAddress: t.exposeString('formattedAddress', { description: 'Without postal codes.' }),
    lat: t.float({ resolve: (p) => p.location.lat }),
    lng: t.float({ resolve: (p) => p.location.lng }),
    plusCode: t.exposeString('plusCode', { nullable: true }),
    provinceCode: t.exposeString('provinceCode', { nullable: true }),
    districtCode: t.exposeString('districtCode', { nullable: true }),
    wardCode: t.exposeString('wardCode', { nullable: true }),
    addressDetail: t.exposeString('addressDetail'),
    region: t.field({ type: RegionEnum, nullable: true, resolve: (p) => p.region }),
    inRegion: t.exposeBoolean('inRegion', { description: "In the company's region." }),
  }),
});

const MapSuggestionsAnswerRef = builder
  .objectRef<{ suggestions: MapSuggestion[]; warning: MapWarning | null }>('MapSuggestionsAnswer')
  .implement({
    fields: (t) => ({
      suggestions: t.field({ type: [MapSuggestionRef], resolve: (a) => a.suggestions }),
      warning: t.field({ type: MapWarningRef, nullable: true, resolve: (a) => a.warning }),
    }),
  });

const MapPlaceAnswerRef = builder
  .objectRef<{ place: MatchedPlace | null; warning: MapWarning | null }>('MapPlaceAnswer')
  .implement({
    fields: (t) => ({
      place: t.field({ type: MapPlaceRef, nullable: true, resolve: (a) => a.place }),
      warning: t.field({ type: MapWarningRef, nullable: true, resolve: (a) => a.warning }),
    }),
  });

const MapPlacesAnswerRef = builder
  .objectRef<{ places: MatchedPlace[]; warning: MapWarning | null }>('MapPlacesAnswer')
  .implement({
    fields: (t) => ({
      places: t.field({ type: [MapPlaceRef], resolve: (a) => a.places }),
      warning: t.field({ type: MapWarningRef, nullable: true, resolve: (a) => a.warning }),
    }),
  });

const deps = (ctx: SignedInContext): MapDeps => ({ db: ctx.db, maps: ctx.maps, log: ctx.log });
const actor = (ctx: SignedInContext): MapActor => ({
  userId: ctx.viewer.userId,
  region: ctx.viewer.region,
  lang: ctx.lang,
});

const COUNTED =
  "Counted against the user's map limit; the maps service's failures and limits are answered as a warning.";

builder.queryFields((t) => ({
  mapProvider: t.withAuth({ loggedIn: true }).field({
    type: MapProviderInfoRef,
    description: 'Which map the store dialog has: the address search is offered with a PROVIDER only.',
    resolve: (_r, _a, ctx) => ({ kind: ctx.maps.kind === 'provider' ? ('PROVIDER' as const) : ('OFFLINE' as const) }),
  }),
  mapAutocomplete: t.withAuth({ loggedIn: true }).field({
    type: MapSuggestionsAnswerRef,
    description:
      `Address suggestions in Viet Nam for the search text (at most ${MAP_INPUT_MAX} characters; under 2 asks ` +
      `nothing). ${COUNTED}`,
    args: { input: t.arg.string({ required: true }) },
    resolve: (_r, { input }, ctx) => queryAnswer(ctx.lang, () => suggestAddresses(deps(ctx), actor(ctx), input)),
  }),
  mapPlace: t.withAuth({ loggedIn: true }).field({
    type: MapPlaceAnswerRef,
    description:
      `A suggestion's place (placeId at most ${MAP_PLACE_ID_MAX} characters), matched to the store form's units; ` +
      `outside the company's region it comes with STORE_OUT_OF_REGION. ${COUNTED}`,
    args: { placeId: t.arg.string({ required: true }) },
    resolve: (_r, { placeId }, ctx) => queryAnswer(ctx.lang, () => findPlace(deps(ctx), actor(ctx), placeId)),
  }),
  mapGeocode: t.withAuth({ loggedIn: true }).field({
    type: MapPlaceAnswerRef,
    description: `The address at a point (reverse geocoding), matched like mapPlace. ${COUNTED}`,
    args: { lat: t.arg.float({ required: true }), lng: t.arg.float({ required: true }) },
    resolve: (_r, { lat, lng }, ctx) => queryAnswer(ctx.lang, () => geocodePoint(deps(ctx), actor(ctx), { lat, lng })),
  }),
  mapNearby: t.withAuth({ loggedIn: true }).field({
    type: MapPlacesAnswerRef,
    description: `Operational places with a street address within 50 m of a point (at most 20). ${COUNTED}`,
    args: { lat: t.arg.float({ required: true }), lng: t.arg.float({ required: true }) },
    resolve: (_r, { lat, lng }, ctx) => queryAnswer(ctx.lang, () => nearbyPlaces(deps(ctx), actor(ctx), { lat, lng })),
  }),
}));
