import { describe, expect, it } from 'vitest';
import {
  BACK_TO_TOP_THRESHOLD_PX,
  DEFAULT_LANGUAGE,
  DEFAULT_REGION,
  DEFAULT_TIMEZONE,
  FREE_DELIVERY_THRESHOLD,
  HEARTBEAT_INTERVAL_MS,
  HIDDEN_CATEGORY_ID_FOR_HCM,
  HOTLINE,
  HOTLINE_TEL,
  MESSAGE_DISPLAY_MS,
  parseLanguage,
  parseRegion,
} from './constants';

describe('constants (foundations §9)', () => {
  it.each([
    ['DEFAULT_REGION', DEFAULT_REGION, 'HCM'],
    ['DEFAULT_LANGUAGE', DEFAULT_LANGUAGE, 'vi'],
    ['DEFAULT_TIMEZONE', DEFAULT_TIMEZONE, 'Asia/Ho_Chi_Minh'],
    ['HEARTBEAT_INTERVAL_MS', HEARTBEAT_INTERVAL_MS, 900_000],
    ['MESSAGE_DISPLAY_MS', MESSAGE_DISPLAY_MS, 6_000],
    ['HIDDEN_CATEGORY_ID_FOR_HCM', HIDDEN_CATEGORY_ID_FOR_HCM, 81],
    ['FREE_DELIVERY_THRESHOLD', FREE_DELIVERY_THRESHOLD, 400_000],
    ['BACK_TO_TOP_THRESHOLD_PX', BACK_TO_TOP_THRESHOLD_PX, 400],
  ])('%s = %j', (_name, value, expected) => {
    expect(value).toBe(expected);
  });
});

describe('HOTLINE_TEL', () => {
  it('dials the digits of HOTLINE', () => {
    expect(HOTLINE_TEL).toBe(`tel:${HOTLINE.replace(/\s/g, '')}`);
    expect(HOTLINE_TEL).toMatch(/^tel:\+?\d{8,12}$/);
  });
});

describe('parseRegion', () => {
  it.each([
    ['HN', 'HN'],
    ['HCM', 'HCM'],
    [' hcm ', 'HCM'],
    ['hn', 'HN'],
    ['DN', null],
    ['', null],
    [null, null],
    [undefined, null],
    [1, null],
  ])('%j → %j', (input, expected) => {
    expect(parseRegion(input)).toBe(expected);
  });
});

describe('parseLanguage', () => {
  it.each([
    ['vi', 'vi'],
    ['en', 'en'],
    [' EN ', 'en'],
    ['VI', 'vi'],
    ['fr', null],
    ['', null],
    [null, null],
    [{}, null],
  ])('%j → %j', (input, expected) => {
    expect(parseLanguage(input)).toBe(expected);
  });
});
