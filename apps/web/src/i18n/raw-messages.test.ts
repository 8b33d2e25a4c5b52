import compile from 'icu-minify/compile';
import { describe, expect, it } from 'vitest';
import { en, vi } from '../../messages';

/**
 * The catalogues are precompiled at build time (next.config.ts): a message with an argument, a
 * plural or a tag becomes an array. Two places read messages without next-intl — the proxy's
 * "service unavailable" page and the root error boundary's title — so those must stay plain text.
 */
const READ_RAW = [
  ['unavailable', 'title'],
  ['unavailable', 'body'],
  ['unavailable', 'retry'],
  ['error', 'title'],
] as const;

describe('messages read without next-intl', () => {
  for (const [lang, catalogue] of [
    ['vi', vi],
    ['en', en],
  ] as const) {
    for (const [namespace, key] of READ_RAW) {
      it(`${lang} ${namespace}.${key} compiles to itself`, () => {
        const text = (catalogue[namespace] as Record<string, string>)[key];
        expect(typeof text).toBe('string');
        expect(compile(text as string)).toBe(text);
      });
    }
  }

  it('a message with an argument would not (the check itself works)', () => {
    expect(compile('Mã tham chiếu: {digest}')).not.toBe('Mã tham chiếu: {digest}');
  });
});
