/**
 * The campaign source of spec/foundations.md §3: where a visitor came from, read from the landing URL
 * (ref, utm_id, utm_source, utm_medium, utm_campaign, utm_term, utm_content, any other utm_* parameter,
 * crmAcqType, crmSourceType, odooCustomerId), kept in session storage and sent with sign-ups and contact
 * requests so that operators see where a customer came from.
 *
 * Everything here is untrusted (anyone can write a URL): values are trimmed, stored NFC, stripped of control
 * characters and bounded in length; other utm_* parameters are bounded in number and name.
 */
export interface CampaignSource {
  ref?: string;
  utmId?: string;
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
  utmTerm?: string;
  utmContent?: string;
  /** Any other utm_* parameter, by its lower-case name (utm_adgroup → { utm_adgroup: '…' }). */
  utmOther?: Record<string, string>;
  crmAcqType?: string;
  crmSourceType?: string;
  odooCustomerId?: string;
}

/** The longest value kept; a longer one is cut (a campaign name is never this long). */
export const CAMPAIGN_VALUE_MAX = 200;
/** At most this many other utm_* parameters are kept (the first ones of the URL). */
export const CAMPAIGN_OTHER_MAX = 10;
/** An other utm_* parameter's name: utm_ plus letters, digits and underscores, at most 50 characters. */
const OTHER_NAME = /^utm_[a-z0-9_]{1,46}$/;

type FixedKey = Exclude<keyof CampaignSource, 'utmOther'>;

/** URL parameter (lower case) → field. */
const FIXED: Record<string, FixedKey> = {
  ref: 'ref',
  utm_id: 'utmId',
  utm_source: 'utmSource',
  utm_medium: 'utmMedium',
  utm_campaign: 'utmCampaign',
  utm_term: 'utmTerm',
  utm_content: 'utmContent',
  crmacqtype: 'crmAcqType',
  crmsourcetype: 'crmSourceType',
  odoocustomerid: 'odooCustomerId',
};

export const CAMPAIGN_FIELDS: readonly FixedKey[] = Object.values(FIXED);

// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;

/** A value as it is kept: NFC, without control characters, trimmed, cut to the bound; null when nothing is left. */
export function cleanCampaignValue(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const clean = value.normalize('NFC').replace(CONTROL, '').trim();
  if (clean === '') return null;
  // Cut by code point, so that no half of a surrogate pair is kept.
  const points = Array.from(clean);
  return points.length > CAMPAIGN_VALUE_MAX ? points.slice(0, CAMPAIGN_VALUE_MAX).join('').trim() : clean;
}

/**
 * The campaign source of a landing URL's query (a URLSearchParams, a query string with or without `?`, or a
 * whole URL). Parameter names are matched without regard to case; the first value of a repeated parameter wins.
 * Returns null when the URL carries no campaign parameter, so that a later page view does not erase the source
 * of the landing page.
 */
export function parseCampaignSource(query: URLSearchParams | string): CampaignSource | null {
  let params: URLSearchParams;
  if (typeof query !== 'string') params = query;
  else {
    const at = query.indexOf('?');
    const hash = query.indexOf('#');
    const start = at >= 0 ? at + 1 : /^[a-z][a-z0-9+.-]*:/i.test(query) ? query.length : 0;
    const end = hash >= 0 && hash >= start ? hash : query.length;
    params = new URLSearchParams(query.slice(start, end));
  }
  const source: CampaignSource = {};
  const other: Record<string, string> = {};
  let found = false;
  for (const [rawName, rawValue] of params) {
    const name = rawName.trim().toLowerCase();
    const value = cleanCampaignValue(rawValue);
    if (value === null) continue;
    const field = FIXED[name];
    if (field) {
      if (source[field] === undefined) {
        source[field] = value;
        found = true;
      }
      continue;
    }
    if (!OTHER_NAME.test(name) || Object.hasOwn(other, name)) continue;
    if (Object.keys(other).length >= CAMPAIGN_OTHER_MAX) continue;
    other[name] = value;
    found = true;
  }
  if (Object.keys(other).length > 0) source.utmOther = other;
  return found ? source : null;
}

/**
 * A campaign source from storage or from a request, held to the same bounds as one parsed from a URL: unknown
 * fields and non-text values are dropped. Returns null when nothing is left (or the input is not an object).
 */
export function sanitizeCampaignSource(input: unknown): CampaignSource | null {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) return null;
  const record = input as Record<string, unknown>;
  const source: CampaignSource = {};
  let found = false;
  for (const field of CAMPAIGN_FIELDS) {
    const value = cleanCampaignValue(record[field]);
    if (value === null) continue;
    source[field] = value;
    found = true;
  }
  const rawOther = record.utmOther;
  if (rawOther !== null && typeof rawOther === 'object' && !Array.isArray(rawOther)) {
    const other: Record<string, string> = {};
    for (const [rawName, rawValue] of Object.entries(rawOther as Record<string, unknown>)) {
      const name = rawName.trim().toLowerCase();
      const value = cleanCampaignValue(rawValue);
      if (value === null || !OTHER_NAME.test(name) || FIXED[name] || Object.hasOwn(other, name)) continue;
      if (Object.keys(other).length >= CAMPAIGN_OTHER_MAX) break;
      other[name] = value;
    }
    if (Object.keys(other).length > 0) {
      source.utmOther = other;
      found = true;
    }
  }
  return found ? source : null;
}
