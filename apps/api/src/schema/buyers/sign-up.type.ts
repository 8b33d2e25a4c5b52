import { builder } from '../../builder';
import type { SignUpRow } from '../../services/buyers/review-sign-ups';
import { CampaignSourceInput, CampaignSourceRef } from '../platform/campaign-source.type';
import { BuyerStatusEnum, RegionEnum } from '../shared/enums';

/**
 * What a company signed up with (the business setup fields of spec/trading.md §3) and its review, for the
 * marketplace's operators. Choice fields carry the codes of packages/domain/src/buyers/business-setup.ts.
 */
export const BuyerSignUpRef = builder.objectRef<SignUpRow>('BuyerSignUp').implement({
  fields: (t) => ({
    buyerId: t.exposeID('buyerId'),
    businessName: t.exposeString('name'),
    telephone: t.exposeString('telephone', { nullable: true }),
    status: t.field({ type: BuyerStatusEnum, resolve: (r) => r.status }),
    region: t.field({ type: RegionEnum, resolve: (r) => r.region }),
    businessType: t.string({ nullable: true, resolve: (r) => r.businessType || null }),
    businessCategory: t.exposeString('businessCategory', { nullable: true }),
    branchCount: t.exposeInt('branchCount', { nullable: true }),
    taxCode: t.exposeString('taxCode', { nullable: true }),
    representativeName: t.string({ nullable: true, resolve: (r) => r.representativeName || r.ownerName }),
    role: t.string({ nullable: true, resolve: (r) => r.role || null }),
    email: t.exposeString('ownerEmail', { nullable: true }),
    provinceCode: t.string({ nullable: true, resolve: (r) => r.provinceCode || null }),
    district: t.string({ nullable: true, resolve: (r) => r.district || null }),
    ward: t.string({ nullable: true, resolve: (r) => r.ward || null }),
    address: t.string({ nullable: true, resolve: (r) => r.address || null }),
    openTime: t.exposeString('openTime', { nullable: true }),
    closeTime: t.exposeString('closeTime', { nullable: true }),
    foodDeliveryUrl: t.exposeString('foodDeliveryUrl', { nullable: true }),
    acquisitionSource: t.string({ nullable: true, resolve: (r) => r.acquisitionSource || null }),
    acquisitionSourceOther: t.exposeString('acquisitionSourceOther', { nullable: true }),
    eInvoiceEmail: t.exposeString('eInvoiceEmail', { nullable: true }),
    createdBy: t.exposeString('createdBy', { nullable: true }),
    hubspotUrl: t.exposeString('hubspotUrl', { nullable: true }),
    priorityLevel: t.exposeString('priorityLevel', { nullable: true }),
    salePic: t.exposeString('salePic', { nullable: true }),
    team: t.exposeString('team', { nullable: true }),
    regionalGroup: t.exposeString('regionalGroup', { nullable: true }),
    customerTier: t.exposeString('customerTier', { nullable: true }),
    createdAt: t.field({ type: 'DateTime', description: 'When the company signed up.', resolve: (r) => r.createdAt }),
    reviewedAt: t.field({ type: 'DateTime', nullable: true, resolve: (r) => r.reviewedAt }),
    rejectionReason: t.exposeString('rejectionReason', { nullable: true }),
    campaignSource: t.field({ type: CampaignSourceRef, nullable: true, resolve: (r) => r.campaignSource }),
  }),
});

export const BuyerSignUpPageRef = builder.objectRef<{ data: SignUpRow[]; total: number }>('BuyerSignUpPage').implement({
  fields: (t) => ({
    data: t.field({ type: [BuyerSignUpRef], resolve: (p) => p.data }),
    total: t.exposeInt('total'),
  }),
});

/** The sign-up form (signUpSchema of packages/domain): every field optional here, checked there field by field. */
export const BuyerCreateAccountInput = builder.inputType('BuyerCreateAccountInput', {
  fields: (t) => ({
    representativeName: t.string(),
    role: t.string({ description: 'OWNER, MANAGER, PURCHASER or OTHER: the person’s role at the business.' }),
    email: t.string(),
    telephone: t.string(),
    password: t.string(),
    confirmPassword: t.string(),
    businessName: t.string(),
    businessType: t.string({ description: 'A code of BUSINESS_TYPES (RESTAURANT, CAFE_BAKERY, BAR, …).' }),
    businessCategory: t.string({ description: 'A code of BUSINESS_CATEGORIES of the chosen type.' }),
    branchCount: t.int(),
    taxCode: t.string(),
    provinceCode: t.string({ description: 'Official province code: 01 Hà Nội, 79 Hồ Chí Minh, 74, 75, 80.' }),
    district: t.string(),
    ward: t.string(),
    address: t.string({ description: 'The specific address (house number, street).' }),
    openTime: t.string({ description: 'HH:MM' }),
    closeTime: t.string({ description: 'HH:MM' }),
    foodDeliveryUrl: t.string({ description: 'https://shopeefood.vn/… or https://food.grab.com/…' }),
    acquisitionSource: t.string({ description: 'SEARCH_ENGINE, SOCIAL_MEDIA, SALES_REP, FRIEND, ADS, EVENT, OTHER.' }),
    acquisitionSourceOther: t.string({ description: 'Required when acquisitionSource is OTHER.' }),
    eInvoiceEmail: t.string(),
    createdBy: t.string({
      description:
        'The internal sign-up (/signup?createdBy=…): who of our staff fills it in. Only with it are the ' +
        'sales fields below kept.',
    }),
    hubspotUrl: t.string(),
    priorityLevel: t.string({ description: 'HIGH, MEDIUM or LOW.' }),
    salePic: t.string(),
    team: t.string(),
    regionalGroup: t.string(),
    customerTier: t.string({ description: 'VIP, KEY or REGULAR.' }),
    campaignSource: t.field({
      type: CampaignSourceInput,
      description: 'Where the visitor came from (the landing URL’s ref/utm_*), kept for the operators.',
    }),
    submissionId: t.id({
      description:
        'A UUID the form makes once per sign-up: sending the same submission again answers the company it made ' +
        'instead of making another.',
    }),
  }),
});
