import type { FullAddressJson } from '@chobep/db';
import { builder } from '../../builder';
import type { BuyerRow } from '../../loaders';
import { type RegisteredAddress, readRegisteredAddress } from '../../services/buyers/read-registered-address';
import { UserGroupRef } from '../accounts/user-group.type';
import { AccountStatusEnum, BuyerFeatureEnum, BuyerStatusEnum, RegionEnum } from '../shared/enums';
import { LocationRef, StoreRef } from './store.type';

const RedInvoiceInfoRef = builder
  .objectRef<{ companyName: string | null; location: string | null; mst: string | null }>('RedInvoiceInfo')
  .implement({
    description: 'VAT ("red") invoice details: registered name, address and tax code (MST).',
    fields: (t) => ({
      companyName: t.exposeString('companyName', { nullable: true }),
      location: t.exposeString('location', { nullable: true }),
      mst: t.exposeString('mst', { nullable: true }),
    }),
  });

const FullAddressRef = builder.objectRef<FullAddressJson>('FullAddress').implement({
  fields: (t) => ({
    provinceCode: t.exposeString('provinceCode'),
    provinceName: t.exposeString('provinceName'),
    districtCode: t.string({ nullable: true, resolve: (a) => a.districtCode ?? null }),
    districtName: t.string({ nullable: true, resolve: (a) => a.districtName ?? null }),
    wardCode: t.exposeString('wardCode'),
    wardName: t.exposeString('wardName'),
    kmrRegion: t.expose('kmrRegion', { type: RegionEnum }),
  }),
});

const RegisteredAddressRef = builder.objectRef<RegisteredAddress>('RegisteredAddress').implement({
  description: 'The address a company registered at sign-up, in the store form’s terms (codes and the street).',
  fields: (t) => ({
    text: t.exposeString('text', { description: 'The address on one line.' }),
    provinceCode: t.exposeString('provinceCode'),
    districtCode: t.exposeString('districtCode', { nullable: true }),
    wardCode: t.exposeString('wardCode', { nullable: true }),
    addressDetail: t.exposeString('addressDetail'),
  }),
});

export const BuyerRef = builder.objectRef<BuyerRow>('Buyer').implement({
  description: 'The buyer company of the signed-in user.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    telephone: t.exposeString('telephone', { nullable: true }),
    status: t.expose('status', { type: BuyerStatusEnum }),
    accountBuyerStatus: t.expose('accountStatus', { type: AccountStatusEnum }),
    imageUrl: t.exposeString('imageUrl', { nullable: true }),
    region: t.expose('region', { type: RegionEnum }),
    isFreeshipOffer: t.exposeBoolean('isFreeshipOffer'),
    location: t.field({ type: LocationRef, nullable: true, resolve: (b) => b.location }),
    newMergedLocation: t.field({ type: LocationRef, nullable: true, resolve: (b) => b.newMergedLocation }),
    fullAddress: t.field({ type: FullAddressRef, nullable: true, resolve: (b) => b.fullAddress }),
    registeredStoreAddress: t.field({
      type: RegisteredAddressRef,
      nullable: true,
      description:
        'The address registered at sign-up, for the store dialog to offer (“use the registered address”); null ' +
        'without one, or outside the company’s region.',
      resolve: (b, _a, ctx) => readRegisteredAddress(ctx.db, b),
    }),
    redInvoiceInfo: t.field({
      type: RedInvoiceInfoRef,
      nullable: true,
      resolve: (b) =>
        b.redInvoiceCompanyName || b.redInvoiceAddress || b.redInvoiceTaxCode
          ? { companyName: b.redInvoiceCompanyName, location: b.redInvoiceAddress, mst: b.redInvoiceTaxCode }
          : null,
    }),
    enabledFeatures: t.field({
      type: [BuyerFeatureEnum],
      resolve: (b) => b.enabledFeatures.filter((f): f is 'ORDER_APPROVAL' => f === 'ORDER_APPROVAL'),
    }),
    businessCategory: t.exposeString('businessCategory', { nullable: true }),
    stores: t.withAuth({ loggedIn: true }).field({
      type: [StoreRef],
      description: 'The stores the signed-in user may act for (an owner: every store of the company).',
      resolve: (b, _args, ctx) => (b.id === ctx.viewer.buyerId ? ctx.loaders.storesByUser.load(ctx.viewer.userId) : []),
    }),
    userGroups: t.field({
      type: [UserGroupRef],
      description: "The company's user groups; empty without BUYER_GROUP_LIST.",
      resolve: (b, _args, ctx) =>
        ctx.viewer?.buyerId === b.id && ctx.viewer.permissions.has('BUYER_GROUP_LIST')
          ? ctx.loaders.groupsByBuyer.load(b.id)
          : [],
    }),
  }),
});
