import { type CampaignSource, sanitizeCampaignSource } from '@chobep/domain';
import { builder } from '../../builder';

interface CampaignParamShape {
  name: string;
  value: string;
}

const CampaignParamInput = builder.inputType('CampaignParamInput', {
  description: 'Another utm_* parameter of the landing URL (utm_adgroup, …).',
  fields: (t) => ({
    name: t.string({ required: true, description: 'utm_ plus letters, digits and underscores (at most 50).' }),
    value: t.string({ required: true }),
  }),
});

/**
 * Where the customer came from (spec/foundations.md §3), as the web app captured it from the landing URL. Every
 * value is trimmed, stored NFC and cut to 200 characters; at most 10 other utm_* parameters are kept; an unknown
 * name or an empty value is dropped rather than refused, since a campaign source never makes a request fail.
 */
export const CampaignSourceInput = builder.inputType('CampaignSourceInput', {
  fields: (t) => ({
    ref: t.string(),
    utmId: t.string(),
    utmSource: t.string(),
    utmMedium: t.string(),
    utmCampaign: t.string(),
    utmTerm: t.string(),
    utmContent: t.string(),
    utmOther: t.field({ type: [CampaignParamInput] }),
    crmAcqType: t.string(),
    crmSourceType: t.string(),
    odooCustomerId: t.string(),
  }),
});

type CampaignSourceArg = {
  [K in Exclude<keyof CampaignSource, 'utmOther'>]?: string | null;
} & { utmOther?: readonly CampaignParamShape[] | null };

/** The input as it is stored: null when nothing usable was sent. */
export function campaignSourceOf(input: CampaignSourceArg | null | undefined): CampaignSource | null {
  if (!input) return null;
  const { utmOther, ...fixed } = input;
  const other: Record<string, string> = {};
  for (const param of utmOther ?? []) {
    const name = param.name.trim().toLowerCase();
    if (!Object.hasOwn(other, name)) other[name] = param.value;
  }
  return sanitizeCampaignSource({ ...fixed, utmOther: other });
}

const CampaignParam = builder.objectRef<CampaignParamShape>('CampaignParam').implement({
  fields: (t) => ({ name: t.exposeString('name'), value: t.exposeString('value') }),
});

/** The stored campaign source, for operators. */
export const CampaignSourceRef = builder.objectRef<CampaignSource>('CampaignSource').implement({
  description: 'Where a customer came from: the campaign parameters of the landing URL.',
  fields: (t) => ({
    ref: t.string({ nullable: true, resolve: (s) => s.ref ?? null }),
    utmId: t.string({ nullable: true, resolve: (s) => s.utmId ?? null }),
    utmSource: t.string({ nullable: true, resolve: (s) => s.utmSource ?? null }),
    utmMedium: t.string({ nullable: true, resolve: (s) => s.utmMedium ?? null }),
    utmCampaign: t.string({ nullable: true, resolve: (s) => s.utmCampaign ?? null }),
    utmTerm: t.string({ nullable: true, resolve: (s) => s.utmTerm ?? null }),
    utmContent: t.string({ nullable: true, resolve: (s) => s.utmContent ?? null }),
    utmOther: t.field({
      type: [CampaignParam],
      resolve: (s) => Object.entries(s.utmOther ?? {}).map(([name, value]) => ({ name, value })),
    }),
    crmAcqType: t.string({ nullable: true, resolve: (s) => s.crmAcqType ?? null }),
    crmSourceType: t.string({ nullable: true, resolve: (s) => s.crmSourceType ?? null }),
    odooCustomerId: t.string({ nullable: true, resolve: (s) => s.odooCustomerId ?? null }),
  }),
});
