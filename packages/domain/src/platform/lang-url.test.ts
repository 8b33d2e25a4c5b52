import { describe, expect, it } from 'vitest';
import { languageSwitchHref, resolveLanguage } from './lang-url';

describe('resolveLanguage', () => {
  it.each([
    ['en', 'vi', 'en'],
    ['vi', 'en', 'vi'],
    [' EN ', null, 'en'],
    [null, 'en', 'en'],
    ['fr', 'en', 'en'],
    ['fr', 'de', 'vi'],
    [undefined, undefined, 'vi'],
    ['', '', 'vi'],
  ] as const)('query %j, stored %j → %s', (query, stored, expected) => {
    expect(resolveLanguage(query, stored)).toBe(expected);
  });
});

describe('languageSwitchHref (foundations §4)', () => {
  it('Vietnamese removes lang on a lang-param page and keeps the other parameters', () => {
    expect(languageSwitchHref('/rau-cu-c12', '?lang=en&page=2', 'vi', true)).toBe('/rau-cu-c12?page=2');
    expect(languageSwitchHref('/rau-cu-c12', '?lang=en', 'vi', true)).toBe('/rau-cu-c12');
  });

  it('English sets lang=en on a lang-param page, replacing any previous value', () => {
    expect(languageSwitchHref('/products/ca-rot', '', 'en', true)).toBe('/products/ca-rot?lang=en');
    expect(languageSwitchHref('/products/ca-rot', '?lang=vi&x=1', 'en', true)).toBe('/products/ca-rot?x=1&lang=en');
  });

  it('other pages keep their URL without lang', () => {
    expect(languageSwitchHref('/orders', '?lang=en&status=NEW', 'en', false)).toBe('/orders?status=NEW');
    expect(languageSwitchHref('/', '', 'vi', false)).toBe('/');
    expect(languageSwitchHref('/signin', 'redirect=%2Forders', 'en', false)).toBe('/signin?redirect=%2Forders');
  });
});
