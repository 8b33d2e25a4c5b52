import { describe, expect, it } from 'vitest';
import { embedPath, layoutFor } from './layout';
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

  it('a framed page is empty with ?embed=1 on an embeddable route only', () => {
    expect(layout('/he-thong-phan-phoi', 'embed=1')).toBe('empty');
    expect(layout('/he-thong-phan-phoi', 'embed=1&lang=en')).toBe('empty');
    expect(layout('/he-thong-phan-phoi')).toBe('main');
    expect(layout('/he-thong-phan-phoi', 'embed=0')).toBe('main');
    expect(layout('/', 'embed=1')).toBe('main');
    expect(layout('/orders', 'embed=1')).toBe('main');
    expect(layout('/signin', 'embed=1')).toBe('public');
  });

  it('embedPath keeps the path and query and adds embed=1', () => {
    expect(embedPath('/he-thong-phan-phoi')).toBe('/he-thong-phan-phoi?embed=1');
    expect(embedPath('/he-thong-phan-phoi?lang=en')).toBe('/he-thong-phan-phoi?lang=en&embed=1');
    expect(embedPath('/he-thong-phan-phoi?embed=0')).toBe('/he-thong-phan-phoi?embed=1');
  });

  it('an unknown path gets the public layout', () => {
    expect(layoutFor(null, new URLSearchParams())).toBe('public');
  });
});
