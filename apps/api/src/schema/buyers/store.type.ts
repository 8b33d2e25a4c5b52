import type { LocationJson } from '@chobep/db';
import { formatAddress } from '@chobep/domain';
import { builder } from '../../builder';
import type { StoreRow } from '../../loaders';
import { StoreStatusEnum } from '../shared/enums';

export interface LocationShape extends LocationJson {
  formattedAddress?: string | null;
}

export const LocationRef = builder.objectRef<LocationShape>('Location').implement({
  fields: (t) => ({
    address: t.exposeString('address'),
    formattedAddress: t.string({
      nullable: true,
      description: 'The address on one line, each unit once (formatAddress): what every page prints.',
      resolve: (l) => formatAddress(l) || l.formattedAddress || null,
    }),
    district: t.string({ nullable: true, resolve: (l) => l.district ?? null }),
    ward: t.string({ nullable: true, resolve: (l) => l.ward ?? null }),
    city: t.string({ nullable: true, resolve: (l) => l.city ?? null }),
  }),
});

export const StoreRef = builder.objectRef<StoreRow>('Store').implement({
  description: 'A branch of a buyer company; carts and orders belong to a store.',
  fields: (t) => ({
    id: t.exposeID('id'),
    internalId: t.exposeInt('internalId'),
    name: t.exposeString('name'),
    imageUrl: t.exposeString('imageUrl', { nullable: true }),
    telephone: t.exposeString('telephone', { nullable: true }),
    location: t.field({
      type: LocationRef,
      resolve: (s) => ({
        address: s.address,
        formattedAddress: s.formattedAddress,
        district: s.district,
        ward: s.ward,
        city: s.city,
      }),
    }),
    geoLat: t.exposeFloat('geoLat', { nullable: true }),
    geoLon: t.exposeFloat('geoLon', { nullable: true }),
    geoPlusCode: t.exposeString('geoPlusCode', { nullable: true }),
    provinceId: t.exposeString('provinceId', { nullable: true }),
    districtId: t.exposeString('districtId', { nullable: true }),
    wardId: t.exposeString('wardId', { nullable: true }),
    addressNote: t.exposeString('addressNote', { nullable: true }),
    disabled: t.exposeBoolean('disabled'),
    status: t.expose('status', { type: StoreStatusEnum }),
    reviewNote: t.exposeString('reviewNote', {
      nullable: true,
      description: "Why the marketplace's review blocked the store (BLOCKED after review).",
    }),
    lastOrderedAt: t.expose('lastOrderedAt', { type: 'DateTime', nullable: true }),
    isForceUpdate: t.exposeBoolean('isForceUpdate'),
    freeShipping: t.exposeBoolean('freeShipping'),
    moq: t.expose('moq', { type: 'Money', nullable: true }),
  }),
});
