import { describe, expect, it } from 'vitest';
import { PERMISSIONS, type Permission } from '../accounts';
import { brandPath, categoryPath, productPath } from '../text';
import {
  type GuardInput,
  type GuardResult,
  isPendingPath,
  matchRoute,
  ROUTES,
  type RouteAccess,
  resolveGuard,
  safeReturnPath,
  signInLocation,
  stripV2,
} from './routes';

const ALL: readonly Permission[] = PERMISSIONS;

function guard(pathname: string, opts: Partial<Omit<GuardInput, 'pathname'>> = {}): GuardResult {
  return resolveGuard({ pathname, search: '', hasToken: false, permissions: null, ...opts });
}
const visitor = (pathname: string, search = '', referrer?: string) =>
  guard(pathname, { search, hasToken: false, permissions: null, referrer });
const signedIn = (pathname: string, permissions: readonly string[] = ALL, search = '') =>
  guard(pathname, { search, hasToken: true, permissions });

const allowed = (id: string) => ({ kind: 'allow', route: expect.objectContaining({ id }) });
const redirect = (location: string) => ({ kind: 'redirect', location });

/** The query parameters of a /signin?... location, decoded. */
function signInParams(location: string): Record<string, string> {
  const url = new URL(location, 'http://app.test');
  expect(url.pathname).toBe('/signin');
  return Object.fromEntries(url.searchParams);
}

describe('route table (foundations §2.1)', () => {
  // [path, id, access, permissions]
  const table: [string, string, RouteAccess, readonly Permission[] | undefined][] = [
    ['/', 'home', 'public', undefined],
    ['/market', 'market', 'public', undefined],
    ['/market/', 'market', 'public', undefined],
    ['/rau-cu-c81', 'category', 'public', undefined],
    ['/thit-ca-hai-san-c1', 'category', 'public', undefined],
    ['/do-uong-c12345', 'category', 'public', undefined],
    ['/NEW_PRODUCTS', 'tag', 'public', undefined],
    ['/SUPER_SAVING_TAG', 'tag', 'public', undefined],
    ['/RECOMMENDED_FOR_YOU', 'tag', 'public', undefined],
    ['/BEST_DEALS_2024', 'tag', 'public', undefined],
    ['/products/ca-chua-bi-da-lat-sku123', 'product', 'public', undefined],
    ['/thuong-hieu', 'brands', 'public', undefined],
    ['/thuong-hieu/vinamilk-b12', 'brand', 'public', undefined],
    ['/thuong-hieu/nuoc-mam-phu-quoc-b7', 'brand', 'public', undefined],
    ['/tu-nong-trai-den-doanh-nghiep', 'farm-to-business', 'public', undefined],
    ['/nguyen-lieu-nhat-ban-gyomu-japan', 'japanese-ingredients', 'public', undefined],
    ['/he-thong-phan-phoi', 'distribution-system', 'public', undefined],
    ['/lien-he-hop-tac', 'contact-landing', 'public', undefined],
    ['/thuong-hieu-cho-bep', 'own-brand', 'public', undefined],
    ['/overview', 'overview', 'login', undefined],
    ['/orders', 'orders', 'login', ['ORDER_LIST']],
    ['/orders/abc', 'order', 'login', ['ORDER_VIEW']],
    ['/checkout', 'checkout', 'login', ['ORDER_PLACE']],
    ['/checkout/1', 'checkout', 'login', ['ORDER_PLACE']],
    ['/checkout/2', 'checkout', 'login', ['ORDER_PLACE']],
    ['/checkout/3', 'checkout', 'login', ['ORDER_PLACE']],
    ['/checkout/4', 'checkout-success', 'login', undefined],
    ['/phieu-giao/123', 'delivery-note', 'login', undefined],
    ['/orders-pending-approval', 'orders-pending-approval', 'login', ['ORDER_APPROVE']],
    ['/pending-orders-history', 'pending-orders-history', 'login', ['ORDER_LIST', 'ORDER_VIEW', 'ORDER_PLACE']],
    ['/favorite', 'favorite', 'login', ['BUYER_FAVORITE_ITEM_LIST']],
    ['/account-info', 'account-info', 'login', undefined],
    ['/company-info', 'company-info', 'login', undefined],
    ['/store-info', 'store-info', 'login', undefined],
    ['/account-mobile', 'account-mobile', 'login', undefined],
    ['/item-analysis', 'item-analysis', 'login', undefined],
    ['/notifications', 'notifications', 'login', undefined],
    ['/user-management', 'user-management', 'login', ['BUYER_USER_LIST']],
    ['/user-details/x', 'user-details', 'login', ['BUYER_USER_LIST']],
    ['/group-management', 'group-management', 'login', ['BUYER_GROUP_LIST']],
    ['/groups/x', 'group', 'login', ['BUYER_GROUP_LIST']],
    ['/change-store', 'change-store', 'token', undefined],
    ['/signin', 'signin', 'guest', undefined],
    ['/signup', 'signup', 'guest', undefined],
    ['/forgot-password', 'forgot-password', 'guest', undefined],
    ['/reset-password', 'reset-password', 'guest', undefined],
    ['/contact-us', 'contact-us', 'public', undefined],
    ['/contact-success', 'contact-success', 'public', undefined],
    ['/invitations/abc123', 'invitation', 'public', undefined],
    ['/docs/privacy-policy', 'docs', 'public', undefined],
    ['/docs/term-of-service', 'docs', 'public', undefined],
    ['/not-found', 'not-found', 'public', undefined],
    ['/not-authorized', 'not-authorized', 'public', undefined],
    ['/supplier/orders', 'supply-orders', 'supply', undefined],
    ['/supplier/outbox', 'supply-outbox', 'supply', undefined],
    ['/supplier/orders/0b5c7a9e-1f2d-4c3b-9a8e-7d6c5b4a3f21', 'supply-order', 'supply', undefined],
    ['/supplier/sign-ups', 'supply-sign-ups', 'supply', undefined],
    ['/supplier/stores', 'supply-stores', 'supply', undefined],
  ];

  it.each(table)('%s → %s (%s)', (path, id, access, permissions) => {
    const route = matchRoute(path);
    expect(route?.id).toBe(id);
    expect(route?.access).toBe(access);
    expect(route?.permissions).toEqual(permissions);
  });

  it.each([
    ['/rau-cu-c123456', 'six digits is not a category'],
    ['/rau-cu-c', 'no digits'],
    ['/rau-cu-c81x', 'trailing text after the digits'],
    ['/new_products', 'tag pages are case sensitive'],
    ['/New_Products', 'tag pages are case sensitive (mixed case)'],
    ['/NEW-PRODUCTS', 'a hyphen is not allowed in a tag'],
    ['/docs/other', 'only the two legal documents exist'],
    ['/docs', 'a document slug is required'],
    ['/checkout/5', 'checkout has steps 1 to 4 only'],
    ['/checkout/0', 'checkout has steps 1 to 4 only'],
    ['/orders/abc/def', 'order detail is one segment'],
    ['/products', 'a product slug is required'],
    ['/thuong-hieu/vinamilk', 'a brand slug ends with -b{id}'],
    ['/unknown-page', 'unknown path'],
    ['/market/extra', 'unknown sub path'],
    ['/ORDERS/abc', 'routes are case sensitive'],
  ])('%s matches nothing (%s)', (path) => {
    expect(matchRoute(path)).toBeNull();
    expect(visitor(path)).toEqual(redirect('/not-found'));
    expect(signedIn(path)).toEqual(redirect('/not-found'));
  });

  it('has unique ids', () => {
    const ids = ROUTES.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('/orders/{slug} sends a load failure to /not-authorized', () => {
    expect(matchRoute('/orders/abc')?.failureRedirect).toBe('/not-authorized');
    expect(matchRoute('/orders')?.failureRedirect).toBeUndefined();
  });

  describe('paths built by the slug helpers resolve to their route', () => {
    it.each([
      [categoryPath('Rau củ', 81), '/rau-cu-c81', 'category'],
      [categoryPath('Đồ uống', 12345), '/do-uong-c12345', 'category'],
      [categoryPath('!!!', 7), '/c7', 'category'],
      [brandPath('Vinamilk', 12), '/thuong-hieu/vinamilk-b12', 'brand'],
      [brandPath('日本', 3), '/thuong-hieu/b3', 'brand'],
      [productPath('Cà chua bi Đà Lạt', 'SKU-01'), '/products/ca-chua-bi-da-lat-sku-01', 'product'],
    ])('%s', (built, expected, id) => {
      expect(built).toBe(expected);
      expect(matchRoute(built)?.id).toBe(id);
    });
  });
});

describe('regionPopup (foundations §2.3)', () => {
  const hidden = new Set([
    'not-found',
    'signin',
    'signup',
    'contact-us',
    'contact-success',
    'forgot-password',
    'reset-password',
    'invitation',
    'distribution-system',
    'change-store',
    // The supply side: its users have no region to choose (prices are the orders').
    'supply-orders',
    'supply-order',
    'supply-outbox',
    'supply-requests',
    // Nothing to choose a region for while the site is down.
    'maintenance',
    'supply-sign-ups',
    'supply-stores',
  ]);

  it.each(ROUTES.map((r) => [r.id, !hidden.has(r.id)] as const))('%s → %s', (id, expected) => {
    expect(ROUTES.find((r) => r.id === id)?.regionPopup).toBe(expected);
  });

  it('every hidden id exists in the table', () => {
    for (const id of hidden) expect(ROUTES.some((r) => r.id === id)).toBe(true);
  });
});

describe('stripV2', () => {
  it.each([
    ['/v2/market', '/market'],
    ['/orders/v2/abc', '/orders/abc'],
    ['/v2', '/'],
    ['/v2/', '/'],
    ['/market/v2', '/market'],
    ['/v2/v2/market', '/market'],
  ])('%s → %s', (input, expected) => {
    expect(stripV2(input)).toBe(expected);
  });

  it.each(['/v20', '/products/v2abc', '/market', '/', '/av2', '/V2/market'])('%s is unchanged (null)', (input) => {
    expect(stripV2(input)).toBeNull();
  });
});

describe('resolveGuard (foundations §2.2)', () => {
  describe('/v2 redirect keeps the query and comes before anything else', () => {
    it.each([
      ['/v2/market', '?x=1', '/market?x=1'],
      ['/orders/v2/abc', '', '/orders/abc'],
      ['/v2', '', '/'],
      ['/v2/unknown', '', '/unknown'],
      ['/v2/orders', '?status=ALL', '/orders?status=ALL'],
    ])('%s%s → %s', (pathname, search, location) => {
      expect(visitor(pathname, search)).toEqual(redirect(location));
      expect(signedIn(pathname, [], search)).toEqual(redirect(location));
    });

    it('/products/v2abc is a product page', () => {
      expect(visitor('/products/v2abc')).toEqual(allowed('product'));
    });

    it('/v20 is not found', () => {
      expect(visitor('/v20')).toEqual(redirect('/not-found'));
    });
  });

  describe('public pages are open to visitors and signed-in users', () => {
    it.each([
      ['/', 'home'],
      ['/market', 'market'],
      ['/rau-cu-c81', 'category'],
      ['/NEW_PRODUCTS', 'tag'],
      ['/products/abc-sku1', 'product'],
      ['/thuong-hieu', 'brands'],
      ['/thuong-hieu/vinamilk-b12', 'brand'],
      ['/tu-nong-trai-den-doanh-nghiep', 'farm-to-business'],
      ['/he-thong-phan-phoi', 'distribution-system'],
      ['/contact-us', 'contact-us'],
      ['/contact-success', 'contact-success'],
      ['/invitations/abc', 'invitation'],
      ['/docs/privacy-policy', 'docs'],
      ['/docs/term-of-service', 'docs'],
      ['/not-found', 'not-found'],
      ['/not-authorized', 'not-authorized'],
    ])('%s', (path, id) => {
      expect(visitor(path)).toEqual(allowed(id));
      expect(signedIn(path, [])).toEqual(allowed(id));
    });
  });

  it.each([['/rau-cu-c123456'], ['/new_products'], ['/docs/other']])('%s → /not-found', (path) => {
    expect(visitor(path)).toEqual(redirect('/not-found'));
  });

  describe('guest-only pages send a signed-in user to /', () => {
    it.each([['/signin'], ['/signup'], ['/forgot-password'], ['/reset-password']])('%s', (path) => {
      expect(visitor(path)).toEqual(allowed(path.slice(1)));
      expect(signedIn(path)).toEqual(redirect('/'));
      expect(signedIn(path, [])).toEqual(redirect('/'));
    });
  });

  describe('login pages send a visitor to /signin with redirect and referrer', () => {
    it.each([
      ['/orders', ''],
      ['/orders/abc', ''],
      ['/checkout', ''],
      ['/checkout/2', '?voucher=X'],
      ['/checkout/4', ''],
      ['/phieu-giao/9', ''],
      ['/orders-pending-approval', ''],
      ['/pending-orders-history', ''],
      ['/favorite', '?category=Rau'],
      ['/account-info', ''],
      ['/notifications', ''],
      ['/user-management', ''],
      ['/user-details/x', ''],
      ['/group-management', ''],
      ['/groups/x', ''],
    ])('%s%s', (path, search) => {
      const result = visitor(path, search, 'https://www.google.com/');
      expect(result.kind).toBe('redirect');
      if (result.kind !== 'redirect') return;
      expect(signInParams(result.location)).toEqual({
        redirect: `${path}${search}`,
        referrer: 'https://www.google.com/',
      });
    });

    it('without a referrer only the redirect is carried', () => {
      const result = visitor('/orders', '?page=2');
      expect(result).toEqual(redirect('/signin?redirect=/orders%3Fpage%3D2'));
    });

    it('/overview sends a visitor to /market instead', () => {
      expect(visitor('/overview', '?a=1', 'https://x.test/')).toEqual(redirect('/market'));
      expect(signedIn('/overview', [])).toEqual(allowed('overview'));
    });
  });

  describe('/change-store needs only a token', () => {
    it('visitor → /signin keeping path and query', () => {
      expect(visitor('/change-store', '?a=1')).toEqual(redirect('/signin?redirect=/change-store%3Fa%3D1'));
    });

    it('the redirect decodes to the path and query', () => {
      const result = visitor('/change-store', '?a=1&b=x%20y', 'https://ref.test/');
      expect(result.kind).toBe('redirect');
      if (result.kind === 'redirect')
        expect(signInParams(result.location)).toEqual({ redirect: '/change-store?a=1&b=x%20y' });
    });

    it('token with no permission at all is allowed', () => {
      expect(signedIn('/change-store', [])).toEqual(allowed('change-store'));
    });
  });

  describe('permissions: a user missing any required permission goes to /', () => {
    // [path, required permissions, route id]
    const table: [string, Permission[], string][] = [
      ['/orders', ['ORDER_LIST'], 'orders'],
      ['/orders/abc', ['ORDER_VIEW'], 'order'],
      ['/checkout', ['ORDER_PLACE'], 'checkout'],
      ['/checkout/1', ['ORDER_PLACE'], 'checkout'],
      ['/checkout/2', ['ORDER_PLACE'], 'checkout'],
      ['/checkout/3', ['ORDER_PLACE'], 'checkout'],
      ['/orders-pending-approval', ['ORDER_APPROVE'], 'orders-pending-approval'],
      ['/pending-orders-history', ['ORDER_LIST', 'ORDER_VIEW', 'ORDER_PLACE'], 'pending-orders-history'],
      ['/favorite', ['BUYER_FAVORITE_ITEM_LIST'], 'favorite'],
      ['/user-management', ['BUYER_USER_LIST'], 'user-management'],
      ['/user-details/x', ['BUYER_USER_LIST'], 'user-details'],
      ['/group-management', ['BUYER_GROUP_LIST'], 'group-management'],
      ['/groups/x', ['BUYER_GROUP_LIST'], 'group'],
    ];

    it.each(table)('%s allowed with exactly %j', (path, required, id) => {
      expect(signedIn(path, required)).toEqual(allowed(id));
      expect(signedIn(path, ALL)).toEqual(allowed(id));
    });

    it.each(table)('%s → / when no permission is held', (path) => {
      expect(signedIn(path, [])).toEqual(redirect('/'));
    });

    it.each(
      table.flatMap(([path, required]) =>
        required.map((missing) => [path, missing, required.filter((p) => p !== missing)] as const),
      ),
    )('%s → / when %s is missing', (path, _missing, held) => {
      expect(signedIn(path, held)).toEqual(redirect('/'));
    });

    it.each(table)('%s → / with every permission but the required ones', (path, required) => {
      expect(
        signedIn(
          path,
          ALL.filter((p) => !required.includes(p)),
        ),
      ).toEqual(redirect('/'));
    });

    it('/checkout/4 needs login only', () => {
      expect(signedIn('/checkout/4', [])).toEqual(allowed('checkout-success'));
    });

    it.each([
      ['/overview', 'overview'],
      ['/phieu-giao/123', 'delivery-note'],
      ['/account-info', 'account-info'],
      ['/company-info', 'company-info'],
      ['/store-info', 'store-info'],
      ['/account-mobile', 'account-mobile'],
      ['/item-analysis', 'item-analysis'],
      ['/notifications', 'notifications'],
    ])('%s needs login only', (path, id) => {
      expect(signedIn(path, [])).toEqual(allowed(id));
    });
  });
});

describe('pending routes (in the table, page not built yet)', () => {
  it('are the account-entry, order, account and user pages', () => {
    expect(ROUTES.filter((r) => r.pending).map((r) => r.id)).toEqual(['overview', 'item-analysis']);
  });

  it.each([
    ['/forgot-password', false],
    ['/contact-us?from=signin', false],
    ['/contact-success#top', false],
    ['/reset-password?token=abc', false],
    ['/invitations/abc123', false],
    ['/user-management', false],
    ['/orders?status=ALL', false],
    ['/phieu-giao/abc', false],
    ['/signin', false],
    ['/market?q=x', false],
    ['/lien-he-hop-tac', false],
    ['/favorite', false],
    ['/no-such-page', false],
    ['https://zalo.me/123', false],
  ])('isPendingPath(%s) = %s', (href, expected) => {
    expect(isPendingPath(href)).toBe(expected);
  });
});

describe('signInLocation', () => {
  it.each([
    ['/orders', undefined, { redirect: '/orders' }],
    ['/orders?status=ALL&page=2', undefined, { redirect: '/orders?status=ALL&page=2' }],
    ['/orders', null, { redirect: '/orders' }],
    ['/orders', '', { redirect: '/orders' }],
    ['/orders/abc', 'https://chobep.vn/market', { redirect: '/orders/abc', referrer: 'https://chobep.vn/market' }],
  ])('%s (referrer %s)', (path, referrer, expected) => {
    expect(signInParams(signInLocation(path, referrer))).toEqual(expected);
  });

  it('keeps the path readable and encodes the query', () => {
    expect(signInLocation('/change-store?a=1')).toBe('/signin?redirect=/change-store%3Fa%3D1');
  });

  it('round-trips through safeReturnPath', () => {
    const back = new URL(signInLocation('/orders?a=1&b=2'), 'http://app.test').searchParams.get('redirect');
    expect(safeReturnPath(back)).toBe('/orders?a=1&b=2');
  });
});

describe('safeReturnPath', () => {
  it.each([
    ['/orders?a=1', '/orders?a=1'],
    ['/', '/'],
    ['/products/abc-sku1?lang=en', '/products/abc-sku1?lang=en'],
    ['/change-store', '/change-store'],
  ])('accepts %s', (input, expected) => {
    expect(safeReturnPath(input)).toBe(expected);
  });

  it.each([
    ['//evil.com'],
    ['///evil.com'],
    ['https://x'],
    ['http://evil.com/orders'],
    ['javascript:alert(1)'],
    ['/\\evil'],
    ['/\\/evil.com'],
    ['/\t/evil.com'],
    ['/\n/evil.com'],
    ['/\r\n/evil.com'],
    ['orders'],
    [''],
    [null],
    [undefined],
  ])('rejects %j', (input) => {
    expect(safeReturnPath(input)).toBe('/');
  });
});

describe('the supply side (issue 14)', () => {
  const supply = (pathname: string, search = '') => guard(pathname, { search, supply: true });

  it('lets a supply user into its section and the public pages (but home)', () => {
    expect(supply('/supplier/orders')).toEqual(allowed('supply-orders'));
    expect(supply('/supplier/orders/abc')).toEqual(allowed('supply-order'));
    expect(supply('/market')).toEqual(allowed('market'));
    expect(supply('/docs/privacy-policy')).toEqual(allowed('docs'));
  });

  it.each(['/', '/orders', '/checkout/2', '/favorite', '/change-store', '/signin', '/account-info'])(
    'sends a supply user from %s to its orders',
    (path) => {
      expect(supply(path)).toEqual(redirect('/supplier/orders'));
    },
  );

  it('sends a buyer home and a visitor to sign in', () => {
    expect(signedIn('/supplier/orders')).toEqual(redirect('/'));
    expect(signInParams((visitor('/supplier/orders/abc') as { location: string }).location)).toEqual({
      redirect: '/supplier/orders/abc',
    });
  });
});

describe.each(['/supplier/outbox', '/supplier/requests', '/supplier/sign-ups', '/supplier/stores'])(
  'operator-only page %s (issue 15)',
  (pathname) => {
    const base = { pathname, search: '', hasToken: false, permissions: null } as const;
    it.each([
      [{ supply: true, operator: true }, { kind: 'allow' }],
      [
        { supply: true, operator: false },
        { kind: 'redirect', location: '/supplier/orders' },
      ],
      [
        { supply: false, hasToken: true },
        { kind: 'redirect', location: '/' },
      ],
      [{ supply: false }, { kind: 'redirect', location: `/signin?redirect=${pathname}` }],
    ])('%j → %j', (who, expected) => {
      expect(resolveGuard({ ...base, ...who })).toMatchObject(expected);
    });
  },
);
