import { CONTACT_WHO, CUSTOMER_REQUEST_KINDS } from '@chobep/domain';
import { builder } from '../../builder';
import type { CustomerRequestRow } from '../../services/platform/customer-requests';
import { CampaignSourceInput, CampaignSourceRef } from './campaign-source.type';

export const ContactWhoEnum = builder.enumType('ContactWho', {
  description: 'Who is writing to us (the contact form\'s "who are you").',
  values: CONTACT_WHO,
});
export const CustomerRequestKindEnum = builder.enumType('CustomerRequestKind', { values: CUSTOMER_REQUEST_KINDS });

const HONEYPOT =
  'Leave empty. A field people never see; a request with text in it is answered as a success and not stored.';

export const ContactUsInput = builder.inputType('ContactUsInput', {
  fields: (t) => ({
    whoAreYou: t.field({ type: ContactWhoEnum, description: 'Required ("who are you").' }),
    name: t.string({ required: true, description: 'Required; at most 100 characters.' }),
    phone: t.string({ required: true, description: 'Required; a Vietnamese phone number.' }),
    email: t.string({ description: 'Optional; a valid e-mail address when given.' }),
    companyName: t.string({ description: 'Optional; at most 200 characters.' }),
    message: t.string({ description: 'Optional; at most 2000 characters.' }),
    website: t.string({ description: HONEYPOT }),
    campaignSource: t.field({ type: CampaignSourceInput }),
  }),
});

export const CustomerContactRequestInput = builder.inputType('CustomerContactRequestInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    phone: t.string({ required: true }),
    productId: t.id({ description: 'The product asked about (talk to sales), when any.' }),
    message: t.string(),
    website: t.string({ description: HONEYPOT }),
    campaignSource: t.field({ type: CampaignSourceInput }),
  }),
});

export const KeepInTouchInput = builder.inputType('KeepInTouchInput', {
  fields: (t) => ({
    email: t.string({ required: true }),
    name: t.string(),
    phone: t.string(),
    website: t.string({ description: HONEYPOT }),
    campaignSource: t.field({ type: CampaignSourceInput }),
  }),
});

export const NewProductRequestInput = builder.inputType('NewProductRequestInput', {
  fields: (t) => ({
    productName: t.string({ required: true, description: 'Required; at most 200 characters.' }),
    link: t.string({ description: 'Optional reference link (http or https).' }),
    phone: t.string({ description: 'Optional phone number to call back.' }),
    message: t.string(),
    website: t.string({ description: HONEYPOT }),
    campaignSource: t.field({ type: CampaignSourceInput }),
  }),
});

export const ErrorReportInput = builder.inputType('ErrorReportInput', {
  fields: (t) => ({
    name: t.string(),
    email: t.string(),
    comments: t.string({ required: true }),
    pageUrl: t.string({ description: 'The page the error happened on.' }),
    digest: t.string({ description: "The error's reference shown on the error screen." }),
    website: t.string({ description: HONEYPOT }),
    campaignSource: t.field({ type: CampaignSourceInput }),
  }),
});

export const CustomerRequestRef = builder.objectRef<CustomerRequestRow>('CustomerRequest').implement({
  description:
    'A request a customer or visitor sent (contact, talk to sales, keep in touch, new product, error report).',
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.field({ type: CustomerRequestKindEnum, resolve: (r) => r.kind }),
    whoAreYou: t.field({ type: ContactWhoEnum, nullable: true, resolve: (r) => r.whoAreYou }),
    name: t.exposeString('name', { nullable: true }),
    email: t.exposeString('email', { nullable: true }),
    telephone: t.exposeString('telephone', { nullable: true }),
    companyName: t.exposeString('companyName', { nullable: true }),
    message: t.exposeString('message', { nullable: true }),
    productName: t.exposeString('productName', { nullable: true }),
    productLink: t.exposeString('productLink', { nullable: true }),
    productId: t.exposeID('productId', { nullable: true }),
    pageUrl: t.exposeString('pageUrl', { nullable: true }),
    errorDigest: t.exposeString('errorDigest', { nullable: true }),
    lang: t.exposeString('lang'),
    userId: t.exposeID('userId', { nullable: true }),
    buyerId: t.exposeID('buyerId', { nullable: true }),
    campaignSource: t.field({ type: CampaignSourceRef, nullable: true, resolve: (r) => r.campaignSource }),
    createdAt: t.field({ type: 'DateTime', resolve: (r) => r.createdAt }),
  }),
});

export const CustomerRequestPageRef = builder
  .objectRef<{ items: CustomerRequestRow[]; hasMore: boolean }>('CustomerRequestPage')
  .implement({
    fields: (t) => ({
      items: t.field({ type: [CustomerRequestRef], resolve: (p) => p.items }),
      hasMore: t.exposeBoolean('hasMore'),
    }),
  });
