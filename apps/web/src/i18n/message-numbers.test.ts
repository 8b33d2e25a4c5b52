import { describe, expect, it } from 'vitest';
import { en, vi } from '../../messages';

/**
 * Numbers are written by formatMoney/formatNumber in the reader's language (vi 400.000 đ, en
 * 400,000 đ), so a message carries a placeholder, never a grouped amount or a count of thousands
 * of its own: "400.000 đ" in an English message is what this catches.
 */
function strings(node: unknown, at: string[] = []): [string, string][] {
  if (typeof node === 'string') return [[at.join('.'), node]];
  if (node && typeof node === 'object')
    return Object.entries(node).flatMap(([key, value]) => strings(value, [...at, key]));
  return [];
}

/** Phone numbers and order codes in an example are digits, not quantities. */
const ALLOWED = new Set([
  'signIn.loginPlaceholder',
  'orders.filters.searchPlaceholder',
  'signUp.placeholders.telephone',
]);
const LITERAL_NUMBER = /\d[.,]\d{3}(?!\d)|\b\d{4,}\b/;

describe('no message writes a number the formatter should', () => {
  it.each([
    ['vi', vi],
    ['en', en],
  ] as const)('%s', (_lang, messages) => {
    const offenders = strings(messages).filter(([key, text]) => !ALLOWED.has(key) && LITERAL_NUMBER.test(text));
    expect(offenders).toEqual([]);
  });
});
