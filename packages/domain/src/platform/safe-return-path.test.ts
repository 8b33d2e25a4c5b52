import { describe, expect, it } from 'vitest';
import { signInLocation } from './routes';
import { DEFAULT_RETURN_PATH, safeReturnPath } from './safe-return-path';

/** How a browser would read the result as a location on https://chobep.vn. */
const followed = (path: string) => new URL(path, 'https://chobep.vn/signin');

describe('safeReturnPath', () => {
  it.each([
    ['/', '/'],
    ['/orders?a=1', '/orders?a=1'],
    ['/products/ca-chua-bi-sku1?lang=en', '/products/ca-chua-bi-sku1?lang=en'],
    ['/change-store', '/change-store'],
    ['/market#top', '/market#top'],
    // The query is the target page's data: encoded slashes and marks in it are kept as they are.
    ['/market?q=%2F%2Fevil.example', '/market?q=%2F%2Fevil.example'],
    ['/market?q=c%C3%A0%20chua&page=2', '/market?q=c%C3%A0%20chua&page=2'],
    ['/signin?redirect=%2F%2Fevil.example', '/signin?redirect=%2F%2Fevil.example'],
    ['/thuong-hieu/bep-viet?brandIds=1&brandIds=2', '/thuong-hieu/bep-viet?brandIds=1&brandIds=2'],
    // Dot segments that stay on the origin are harmless.
    ['/market/../favorite', '/market/../favorite'],
    ['/c%C3%A0-chua', '/c%C3%A0-chua'],
  ])('keeps %j', (input, expected) => {
    expect(safeReturnPath(input)).toBe(expected);
    expect(followed(safeReturnPath(input)).origin).toBe('https://chobep.vn');
  });

  it.each([
    // Protocol-relative and backslash forms (browsers read "\" as "/" in http URLs).
    ['//evil.example'],
    ['///evil.example'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['\\/evil.example'],
    ['/\\/evil.example'],
    ['/market\\..\\..\\\\evil.example'],
    // Schemes.
    ['https://evil.example'],
    ['http://evil.example/orders'],
    ['HTTPS://evil.example'],
    ['javascript:alert(1)'],
    ['JaVaScRiPt:alert(document.domain)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['mailto:a@evil.example'],
    // Percent-encoded slashes and backslashes, once or twice.
    ['%2F%2Fevil.example'],
    ['/%2F/evil.example'],
    ['/%2f%2fevil.example'],
    ['/%5Cevil.example'],
    ['/%5cevil.example'],
    ['/%252F/evil.example'],
    ['/%25252F/evil.example'],
    ['%5C%5Cevil.example'],
    // Tabs, newlines and other control characters, raw or encoded (parsers drop them).
    ['/\t/evil.example'],
    ['/\n/evil.example'],
    ['/\r\n/evil.example'],
    ['\t//evil.example'],
    ['/%09/evil.example'],
    ['/%0A/evil.example'],
    ['/%0d%0a/evil.example'],
    ['/\u0000/evil.example'],
    ['/%00/evil.example'],
    ['/market?q=\n'],
    // Dot segments that resolve to "//host".
    ['/..//evil.example'],
    ['/.//evil.example'],
    ['/a/../..//evil.example'],
    ['/%2e%2e//evil.example'],
    ['/..%2F%2Fevil.example'],
    ['/.%2F%2Fevil.example'],
    // Not a path at all.
    [' /orders'],
    ['orders'],
    ['evil.example'],
    ['?redirect=/orders'],
    ['#/orders'],
    ['/%E0%A4%A'],
    [''],
    [null],
    [undefined],
  ])('refuses %j', (input) => {
    expect(safeReturnPath(input)).toBe(DEFAULT_RETURN_PATH);
  });

  it('refuses a path longer than any the app builds', () => {
    expect(safeReturnPath(`/${'a'.repeat(3000)}`)).toBe(DEFAULT_RETURN_PATH);
  });

  it('keeps what signInLocation writes, so the guard round-trips', () => {
    for (const target of ['/orders?status=ALL&page=2', '/market?q=c%C3%A0', '/RECOMMENDED_FOR_YOU']) {
      const back = new URL(signInLocation(target), 'https://chobep.vn').searchParams.get('redirect');
      expect(safeReturnPath(back)).toBe(target);
    }
  });
});
