import { describe, expect, it } from 'vitest';
import { layoutFor } from './layout';
import { matchRoute } from './routes';

const layout = (path: string, query = '') => layoutFor(matchRoute(path), new URLSearchParams(query));

describe('layoutFor (foundations §2.1, §2.3)', () => {
  it.each([
    ['/', 'main'],
    ['/orders', 'main'],
    ['/BEST_DEALS', 'main'],
    ['/signin', 'public'],
    ['/change-store', 'public'],
    ['/docs/privacy-policy', 'public'],
    ['/not-found', 'public'],
  ] as const)('%s renders in the %s layout', (path, expected) => {
    expect(layout(path)).toBe(expected);
  });

  it('the internal sign-up page is empty without createdBy and public with it', () => {
    expect(layout('/signup')).toBe('empty');
    expect(layout('/signup', 'createdBy=')).toBe('empty');
    expect(layout('/signup', 'createdBy=sale-01')).toBe('public');
  });

  it('an unknown path gets the public layout', () => {
    expect(layoutFor(null, new URLSearchParams())).toBe('public');
  });
});
