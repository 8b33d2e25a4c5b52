import { describe, expect, it } from 'vitest';
import {
  CAMPAIGN_OTHER_MAX,
  CAMPAIGN_VALUE_MAX,
  parseCampaignSource,
  sanitizeCampaignSource,
} from './parse-campaign-source';

describe('parseCampaignSource', () => {
  it.each([
    ['no query', '', null],
    ['no campaign parameter', '?q=nuoc-mam&page=2', null],
    ['empty values only', '?utm_source=&ref=%20', null],
    ['ref', '?ref=zalo', { ref: 'zalo' }],
    [
      'every fixed parameter',
      '?ref=a&utm_id=1&utm_source=fb&utm_medium=cpc&utm_campaign=tet&utm_term=bia&utm_content=v2&crmAcqType=ads&crmSourceType=web&odooCustomerId=42',
      {
        ref: 'a',
        utmId: '1',
        utmSource: 'fb',
        utmMedium: 'cpc',
        utmCampaign: 'tet',
        utmTerm: 'bia',
        utmContent: 'v2',
        crmAcqType: 'ads',
        crmSourceType: 'web',
        odooCustomerId: '42',
      },
    ],
    ['names without regard to case', '?UTM_SOURCE=google&crmacqtype=x', { utmSource: 'google', crmAcqType: 'x' }],
    ['other utm_* parameters', '?utm_adgroup=g1&utm_source=fb', { utmSource: 'fb', utmOther: { utm_adgroup: 'g1' } }],
    ['a whole URL', 'https://chobep.vn/market?utm_medium=email#top', { utmMedium: 'email' }],
    ['without ?', 'utm_campaign=hè', { utmCampaign: 'hè' }],
    ['the first of a repeated parameter', '?utm_source=a&utm_source=b', { utmSource: 'a' }],
    ['values trimmed', '?utm_source=%20fb%20', { utmSource: 'fb' }],
    ['control characters removed', '?utm_source=f%00b%0A', { utmSource: 'fb' }],
    [
      'decomposed text stored NFC',
      `?utm_campaign=${encodeURIComponent('Tết'.normalize('NFD'))}`,
      { utmCampaign: 'Tết' },
    ],
    ['a bad other name ignored', '?utm_=x&utm_a-b=y&utm_ok=z', { utmOther: { utm_ok: 'z' } }],
    ['not utm: ignored', '?utmsource=x&fbclid=y', null],
    ['a URL with a fragment only', 'https://chobep.vn/#utm_source=x', null],
  ])('%s', (_name, query, expected) => {
    expect(parseCampaignSource(query)).toEqual(expected);
  });

  it('accepts URLSearchParams', () => {
    expect(parseCampaignSource(new URLSearchParams({ ref: 'r1' }))).toEqual({ ref: 'r1' });
  });

  it('cuts long values at the bound, by code point', () => {
    const long = '🍜'.repeat(CAMPAIGN_VALUE_MAX + 20);
    const parsed = parseCampaignSource(`?utm_source=${encodeURIComponent(long)}`);
    expect(Array.from(parsed?.utmSource ?? '')).toHaveLength(CAMPAIGN_VALUE_MAX);
    expect(parsed?.utmSource).toBe('🍜'.repeat(CAMPAIGN_VALUE_MAX));
  });

  it('keeps at most CAMPAIGN_OTHER_MAX other utm_* parameters, the first ones', () => {
    const query = Array.from({ length: CAMPAIGN_OTHER_MAX + 5 }, (_, i) => `utm_x${i}=${i}`).join('&');
    const other = parseCampaignSource(query)?.utmOther ?? {};
    expect(Object.keys(other)).toHaveLength(CAMPAIGN_OTHER_MAX);
    expect(other.utm_x0).toBe('0');
    expect(other[`utm_x${CAMPAIGN_OTHER_MAX}`]).toBeUndefined();
  });

  it('refuses an over-long other name', () => {
    expect(parseCampaignSource(`?utm_${'a'.repeat(47)}=x`)).toBeNull();
    expect(parseCampaignSource(`?utm_${'a'.repeat(46)}=x`)?.utmOther).toEqual({ [`utm_${'a'.repeat(46)}`]: 'x' });
  });
});

describe('sanitizeCampaignSource', () => {
  it.each([
    ['null', null, null],
    ['a string', 'utm_source=x', null],
    ['an array', [1], null],
    ['an empty object', {}, null],
    ['known fields', { utmSource: ' fb ', ref: 'r' }, { utmSource: 'fb', ref: 'r' }],
    ['unknown fields and non-text dropped', { utmSource: 5, evil: 'x', ref: 'r' }, { ref: 'r' }],
    [
      'other utm_* checked by name; fixed names are not "other"',
      { utmOther: { utm_ok: 'a', UTM_Up: 'b', bad: 'c', utm_source: 'd', utm_n: 7 } },
      { utmOther: { utm_ok: 'a', utm_up: 'b' } },
    ],
    ['utmOther not an object', { utmOther: 'x', ref: 'r' }, { ref: 'r' }],
  ])('%s', (_name, input, expected) => {
    expect(sanitizeCampaignSource(input)).toEqual(expected);
  });

  it('bounds lengths and the number of other parameters', () => {
    const utmOther = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`utm_k${i}`, 'v']));
    const clean = sanitizeCampaignSource({ odooCustomerId: 'x'.repeat(500), utmOther });
    expect(clean?.odooCustomerId).toHaveLength(CAMPAIGN_VALUE_MAX);
    expect(Object.keys(clean?.utmOther ?? {})).toHaveLength(CAMPAIGN_OTHER_MAX);
  });

  it('a parsed source survives sanitising unchanged', () => {
    const parsed = parseCampaignSource('?utm_source=fb&utm_xx=1&odooCustomerId=9');
    expect(sanitizeCampaignSource(parsed)).toEqual(parsed);
  });
});
