import { banners, homePopups } from '@chobep/db';
import { sanitiseHtml } from '@chobep/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../test/harness';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api?.close();
});

const PRODUCT_FIELDS = `id name slug price originalPrice isExclusive inStock supplierInternalCode totalSold
  category { id parentId name } brand { id name } supplier { id name } tags { code } uomLocal { name } isFavorite note`;

const WIDGETS = `query Widgets($regions: [Region!], $size: Int) {
  widgets(regions: $regions) {
    widgetId type regions
    item { key title filter { categoryName categoryId categorySlug tags brandIds brands { id name } } }
    banner { items {
      __typename id imageUrl title
      ... on GoToScreenBannerItem { screen { filter { ...Filter } } }
      ... on ShowPopupBannerItem { popupImageUrl popupContent buttonText buttonScreen: screen { filter { ...Filter } } }
      ... on ShowWebViewBannerItem { url }
    } }
    products(size: $size) { ${PRODUCT_FIELDS} }
  }
}
fragment Filter on BannerFilter {
  filterType tags categoryInfo { id name slug } brandInfo { id name slug }
  productInfo { id name supplierInternalCode slug } urlInfo { url }
}`;

interface Filter {
  filterType: string;
  tags: string[];
  categoryInfo: { id: number; name: string; slug: string } | null;
  brandInfo: { id: number; name: string; slug: string } | null;
  productInfo: { id: string; name: string; supplierInternalCode: string; slug: string } | null;
  urlInfo: { url: string } | null;
}
interface Banner {
  __typename: string;
  id: string;
  imageUrl: string;
  title: string;
  screen?: { filter: Filter } | null;
  /** ShowPopupBannerItem.screen, aliased: GraphQL refuses one response name for BannerScreen! and BannerScreen. */
  buttonScreen?: { filter: Filter } | null;
  popupImageUrl?: string | null;
  popupContent?: string | null;
  buttonText?: string | null;
  url?: string;
}
interface Product {
  id: string;
  name: string;
  slug: string;
  price: number | null;
  originalPrice: number | null;
  isExclusive: boolean;
  totalSold: number;
  category: { id: number; parentId: number | null; name: string };
  brand: { id: number; name: string } | null;
  tags: { code: string }[];
}
interface Widget {
  widgetId: string;
  type: string;
  regions: string[];
  item: {
    key: string;
    title: string;
    filter: {
      categoryName: string | null;
      categoryId: number | null;
      categorySlug: string | null;
      tags: string[];
      brandIds: number[];
      brands: { id: number; name: string }[];
    };
  } | null;
  banner: { items: Banner[] } | null;
  products: Product[];
}

async function widgets(
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
  client = api.client(),
) {
  const res = await client.gql<{ widgets: Widget[] }>(WIDGETS, variables, headers);
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return res.data!.widgets;
}

const ids = (list: { widgetId: string }[]) => list.map((w) => w.widgetId);
const carousel = (list: Widget[]) => list.find((w) => w.type === 'CarouselBannerWidget')?.banner?.items ?? [];
const bannerOf = (list: Widget[], filterType: string) =>
  carousel(list).find((b) => b.__typename === 'GoToScreenBannerItem' && b.screen?.filter.filterType === filterType);

const ALL = [
  'BANNERS',
  'RECOMMENDED_FOR_YOU',
  'PARTNER_SUPER',
  'BEST_DEALS',
  'NEW_PRODUCTS',
  'BEST_PRICES',
  'OWN_BRAND',
  'MIGHT_FAVORITE_PRODUCTS',
];
const WITHOUT_SUPER = ALL.filter((id) => id !== 'PARTNER_SUPER');

describe('widgets', () => {
  it('come in the server order, the partner super showcase only for HCM', async () => {
    const hcm = await widgets();
    expect(ids(hcm)).toEqual(ALL);
    expect(hcm.map((w) => w.type)).toEqual([
      'CarouselBannerWidget',
      'RecommendationWidget',
      'ShowcaseWidget',
      'ShowcaseWidget',
      'ShowcaseWidget',
      'ShowcaseWidget',
      'ShowcaseWidget',
      'MightFavoriteProductsWidget',
    ]);
    expect(hcm.find((w) => w.widgetId === 'PARTNER_SUPER')?.regions).toEqual(['HCM']);
    expect(hcm.filter((w) => w.widgetId !== 'PARTNER_SUPER').every((w) => w.regions.length === 0)).toBe(true);

    expect(ids(await widgets({}, { 'x-region': 'HN' }))).toEqual(WITHOUT_SUPER);
    expect(ids(await widgets({ regions: ['HN'] }))).toEqual(WITHOUT_SUPER);
    expect(ids(await widgets({ regions: ['HCM'] }, { 'x-region': 'HN' }))).toEqual(ALL);
    expect(ids(await widgets({ regions: ['HN', 'HCM'] }))).toEqual(ALL);
    expect(ids(await widgets({ regions: [] }))).toEqual(ALL);
  });

  it("follow a buyer's company region whatever the arguments say", async () => {
    const hanoi = api.client();
    await hanoi.signIn('owner@quancomnha.vn');
    expect(ids(await widgets({ regions: ['HCM'] }, { 'x-region': 'HCM' }, hanoi))).toEqual(WITHOUT_SUPER);
    const saigon = api.client();
    await saigon.signIn('purchaser@chobep.vn');
    expect(ids(await widgets({ regions: ['HN'] }, { 'x-region': 'HN' }, saigon))).toEqual(ALL);
  });

  it('speak the request language: titles, banner titles and pictures, category names', async () => {
    const vi = await widgets();
    const en = await widgets({}, { 'x-lang': 'en' });
    const titles = (list: Widget[]) => Object.fromEntries(list.map((w) => [w.widgetId, w.item?.title ?? null]));
    expect(titles(vi)).toMatchObject({
      BEST_DEALS: 'Ưu đãi tốt nhất',
      NEW_PRODUCTS: 'Sản phẩm mới',
      RECOMMENDED_FOR_YOU: 'Gợi ý cho bạn',
      MIGHT_FAVORITE_PRODUCTS: 'Có thể bạn sẽ thích',
    });
    expect(titles(en)).toMatchObject({
      BEST_DEALS: 'Best deals',
      NEW_PRODUCTS: 'New products',
      RECOMMENDED_FOR_YOU: 'Recommended for you',
      MIGHT_FAVORITE_PRODUCTS: 'You might like',
    });
    expect(titles(vi).BANNERS).toBeNull();
    const prices = (list: Widget[]) => list.find((w) => w.widgetId === 'BEST_PRICES')?.item?.filter;
    expect(prices(vi)).toMatchObject({ categoryId: 60, categoryName: 'Gạo & đồ khô', categorySlug: 'gao-do-kho-c60' });
    expect(prices(en)?.categoryName).toBe('Rice & dry goods');

    const [bannersVi, bannersEn] = [carousel(vi), carousel(en)];
    expect(bannersVi.map((b) => b.id)).toEqual(bannersEn.map((b) => b.id));
    for (const [i, b] of bannersVi.entries()) {
      const other = bannersEn[i] as Banner;
      expect(b.title).not.toBe(other.title);
      expect(b.imageUrl).toMatch(/^\/media\/banners\/[a-z0-9-]+-vi\.svg$/);
      expect(other.imageUrl).toBe(b.imageUrl.replace(/-vi\.svg$/, '-en.svg'));
    }
    const popupVi = bannersVi.find((b) => b.__typename === 'ShowPopupBannerItem');
    const popupEn = bannersEn.find((b) => b.__typename === 'ShowPopupBannerItem');
    expect(popupVi?.buttonText).toBe('Xem hàng bán chạy');
    expect(popupEn?.buttonText).toBe('See best sellers');
    expect(popupVi?.popupContent).toContain('miễn phí giao hàng');
    expect(popupEn?.popupContent).toContain('ships <strong>free</strong>');
    expect(popupEn?.popupImageUrl).toMatch(/-en\.svg$/);
  });
});

describe('banners', () => {
  it('have every kind, and each link carries only its own info', async () => {
    const list = await widgets();
    const items = carousel(list);
    expect(items.length).toBeGreaterThanOrEqual(4);
    expect(new Set(items.map((b) => b.__typename))).toEqual(
      new Set(['GoToScreenBannerItem', 'ShowPopupBannerItem', 'ShowWebViewBannerItem']),
    );
    const none = { tags: [], categoryInfo: null, brandInfo: null, productInfo: null, urlInfo: null };

    expect(bannerOf(list, 'TAG')?.screen?.filter).toEqual({ ...none, filterType: 'TAG', tags: ['SUPER_SAVING_TAG'] });
    expect(bannerOf(list, 'CATEGORY')?.screen?.filter).toEqual({
      ...none,
      filterType: 'CATEGORY',
      categoryInfo: { id: 10, name: 'Rau củ tươi', slug: 'rau-cu-tuoi-c10' },
    });
    const [vinamilk] = (
      await api.database.db.execute<{ id: number }>(sql`select id from brands where name = 'Vinamilk'`)
    ).rows;
    expect(bannerOf(list, 'BRAND')?.screen?.filter).toEqual({
      ...none,
      filterType: 'BRAND',
      brandInfo: { id: vinamilk?.id, name: 'Vinamilk', slug: `vinamilk-b${vinamilk?.id}` },
    });
    expect(bannerOf(list, 'URL')?.screen?.filter).toEqual({
      ...none,
      filterType: 'URL',
      urlInfo: { url: 'https://vfa.gov.vn' },
    });

    // The product link agrees with the product itself (name, code, page path) in both languages.
    const product = bannerOf(list, 'PRODUCT')?.screen?.filter;
    expect(product).toMatchObject({ ...none, filterType: 'PRODUCT', productInfo: expect.any(Object) });
    const info = product?.productInfo;
    const PRODUCT = 'query P($id: ID!) { product(id: $id) { id name supplierInternalCode slug brand { name } } }';
    for (const lang of ['vi', 'en']) {
      const shown = (
        await api.client().gql<{ product: Record<string, unknown> }>(PRODUCT, { id: info?.id }, { 'x-lang': lang })
      ).data?.product;
      const link = bannerOf(await widgets({}, { 'x-lang': lang }), 'PRODUCT')?.screen?.filter.productInfo;
      expect(link).toEqual({
        id: shown?.id,
        name: shown?.name,
        supplierInternalCode: shown?.supplierInternalCode,
        slug: shown?.slug,
      });
      expect(shown?.brand).toEqual({ name: 'Chợ Bếp Fresh' });
    }

    const popup = items.find((b) => b.__typename === 'ShowPopupBannerItem');
    expect(popup?.buttonScreen?.filter).toEqual({ ...none, filterType: 'TAG', tags: ['BEST_SELLER'] });
    expect(popup?.popupImageUrl).toMatch(/^\/media\/banners\/free-delivery-popup-vi\.svg$/);
    expect(popup?.popupContent).toMatch(/^<p>.*<ul><li>/);
    expect(popup?.popupContent).toContain('<a href="https://vfa.gov.vn" target="_blank" rel="noopener noreferrer">');
    expect(items.find((b) => b.__typename === 'ShowWebViewBannerItem')?.url).toBe('/he-thong-phan-phoi');
  });

  it('sanitise popup HTML when it is served', async () => {
    const evil =
      '<p onclick="steal()">Hi <script>alert(1)</script><img src=x onerror=alert(2)>' +
      '<a href="javascript:alert(3)">bad</a> <a href="https://chobep.vn" onmouseover="x()">good</a></p><iframe src="https://e.vn"></iframe>';
    const [row] = await api.database.db
      .insert(banners)
      .values({
        widgetId: 'BANNERS',
        kind: 'ShowPopup',
        sortOrder: 1,
        imageUrl: '/media/banners/super-saving-vi.svg',
        titleVi: 'Thử',
        titleEn: 'Test',
        popupContentVi: evil,
        popupContentEn: `${evil}<style>*{}</style>`,
      })
      .returning({ id: banners.id });
    try {
      for (const lang of ['vi', 'en']) {
        const popup = carousel(await widgets({}, { 'x-lang': lang })).find((b) => b.id === row?.id);
        expect(popup?.popupContent).toBe(
          '<p>Hi bad <a href="https://chobep.vn" target="_blank" rel="noopener noreferrer">good</a></p>',
        );
        expect(popup?.popupContent).toBe(sanitiseHtml(evil));
        expect(popup).toMatchObject({ popupImageUrl: null, buttonText: null, buttonScreen: null });
      }
    } finally {
      await api.database.db.delete(banners).where(eq(banners.id, row?.id ?? ''));
    }
  });

  it('show only while live, and not when they lead somewhere the region cannot open', async () => {
    const common = { widgetId: 'BANNERS', imageUrl: '/media/banners/super-saving-vi.svg', titleVi: 'x', titleEn: 'x' };
    const rows = await api.database.db
      .insert(banners)
      .values([
        {
          ...common,
          kind: 'GoToScreen',
          sortOrder: 2,
          linkType: 'TAG',
          linkTags: ['COMBO'],
          startsAt: new Date(Date.now() - 86_400_000 * 10),
          endsAt: new Date(Date.now() - 86_400_000),
        },
        {
          ...common,
          kind: 'GoToScreen',
          sortOrder: 3,
          linkType: 'TAG',
          linkTags: ['COMBO'],
          startsAt: new Date(Date.now() + 86_400_000),
        },
        { ...common, kind: 'GoToScreen', sortOrder: 4, linkType: 'CATEGORY', linkCategoryId: 81 },
        { ...common, kind: 'ShowPopup', sortOrder: 5, linkType: 'CATEGORY', linkCategoryId: 81 },
        {
          ...common,
          kind: 'GoToScreen',
          sortOrder: 6,
          linkType: 'TAG',
          linkTags: ['COMBO'],
          endsAt: new Date(Date.now() + 86_400_000),
        },
      ])
      .returning({ id: banners.id });
    const [expired, future, wine, winePopup, live] = rows.map((r) => r.id);
    try {
      const hcm = carousel(await widgets()).map((b) => b.id);
      expect(hcm).not.toContain(expired);
      expect(hcm).not.toContain(future);
      expect(hcm).toContain(live);
      expect(hcm, 'category 81 is hidden in HCM').not.toContain(wine);
      const hnItems = carousel(await widgets({}, { 'x-region': 'HN' }));
      expect(hnItems.find((b) => b.id === wine)?.screen?.filter.categoryInfo?.id).toBe(81);
      // A popup stays; only its button, which would lead nowhere, goes.
      expect(carousel(await widgets()).find((b) => b.id === winePopup)?.buttonScreen).toBeNull();
      expect(hnItems.find((b) => b.id === winePopup)?.buttonScreen?.filter.categoryInfo?.id).toBe(81);
    } finally {
      await api.database.db.delete(banners).where(sql`${banners.id} in ${rows.map((r) => r.id)}`);
    }
  });

  it('refuse unsafe links at the database', async () => {
    const common = { widgetId: 'BANNERS', imageUrl: '/x.svg', titleVi: 'x', titleEn: 'x', sortOrder: 9 };
    await expect(
      api.database.db
        .insert(banners)
        .values({ ...common, kind: 'GoToScreen', linkType: 'URL', linkUrl: 'javascript:alert(1)' }),
    ).rejects.toThrow();
    await expect(
      api.database.db.insert(banners).values({ ...common, kind: 'ShowWebView', webViewUrl: '//evil.example/x' }),
    ).rejects.toThrow();
    await expect(api.database.db.insert(banners).values({ ...common, kind: 'ShowWebView' })).rejects.toThrow();
  });
});

describe('home popup', () => {
  const POPUP = '{ homePagePopup { key imageUrl screen { filter { tags } } } }';

  it('is the live popup, linking to a tag, with its picture in the request language', async () => {
    const vi = await api.client().gql<{ homePagePopup: unknown }>(POPUP);
    expect(vi.data?.homePagePopup).toEqual({
      key: 'FLASH_SALE_2026',
      imageUrl: '/media/banners/flash-sale-popup-vi.svg',
      screen: { filter: { tags: ['FLASH_SALE'] } },
    });
    const en = await api.client().gql<{ homePagePopup: { imageUrl: string } }>(POPUP, {}, { 'x-lang': 'en' });
    expect(en.data?.homePagePopup.imageUrl).toBe('/media/banners/flash-sale-popup-en.svg');
  });

  it('is the one started last, and null when none is live', async () => {
    const db = api.database.db;
    await db.insert(homePopups).values([
      { key: 'NEWER', imageUrl: '/n.svg', tags: ['COMBO'], startsAt: new Date(Date.now() - 1000) },
      {
        key: 'ENDED',
        imageUrl: '/e.svg',
        tags: ['COMBO'],
        startsAt: new Date(Date.now() - 5000),
        endsAt: new Date(Date.now() - 2000),
      },
      { key: 'LATER', imageUrl: '/l.svg', tags: ['COMBO'], startsAt: new Date(Date.now() + 86_400_000) },
    ]);
    try {
      const res = await api.client().gql<{ homePagePopup: { key: string } | null }>(POPUP);
      expect(res.data?.homePagePopup?.key).toBe('NEWER');
      await db
        .update(homePopups)
        .set({ endsAt: new Date(Date.now() - 1) })
        .where(sql`${homePopups.key} in ('NEWER', 'FLASH_SALE_2026')`);
      const none = await api.client().gql<{ homePagePopup: unknown }>(POPUP);
      expect(none.errors).toBeUndefined();
      expect(none.data?.homePagePopup).toBeNull();
    } finally {
      await db.delete(homePopups).where(sql`${homePopups.key} in ('NEWER', 'ENDED', 'LATER')`);
      await db.update(homePopups).set({ endsAt: null }).where(eq(homePopups.key, 'FLASH_SALE_2026'));
    }
  });
});

describe('showcase products', () => {
  const SEARCH = `query S($filter: ProductFilter, $pagination: Pagination, $sort: [ProductSort!]) {
    productSearch(filter: $filter, pagination: $pagination, sort: $sort) { data { id price } } }`;

  it('are productSearch with the showcase filter, best sellers first, in the region', async () => {
    for (const region of ['HCM', 'HN']) {
      const list = await widgets({ size: 12 }, { 'x-region': region });
      const showcases = list.filter((w) => w.type === 'ShowcaseWidget');
      expect(showcases.length).toBe(region === 'HCM' ? 5 : 4);
      for (const w of showcases) {
        const f = w.item?.filter;
        const filter = {
          ...(f?.categoryId ? { categoryIds: [f.categoryId] } : {}),
          ...(f?.tags.length ? { tags: f.tags } : {}),
          ...(f?.brandIds.length ? { brandIds: f.brandIds } : {}),
        };
        const res = await api
          .client()
          .gql<{ productSearch: { data: { id: string; price: number | null }[] } }>(
            SEARCH,
            { filter, pagination: { size: 12 }, sort: [{ field: 'recentTotalSold', order: 'DESC' }] },
            { 'x-region': region },
          );
        expect(w.products.length, w.widgetId).toBeGreaterThan(0);
        expect(w.products.map((p) => [p.id, p.price])).toEqual(
          res.data?.productSearch.data.map((p) => [p.id, p.price]),
        );
        const sold = w.products.map((p) => p.totalSold);
        expect(sold).toEqual([...sold].sort((a, b) => b - a));
        if (region === 'HCM')
          expect(w.products.every((p) => p.category.id !== 81 && p.category.parentId !== 81)).toBe(true);
      }
    }
  });

  it('match their filter, checked on the products themselves', async () => {
    const list = await widgets({ size: 24 });
    const of = (id: string) => list.find((w) => w.widgetId === id)?.products ?? [];
    expect(of('BEST_DEALS').every((p) => p.tags.some((t) => t.code === 'SUPER_SAVING_TAG'))).toBe(true);
    expect(of('NEW_PRODUCTS').every((p) => p.tags.some((t) => t.code === 'NEW_PRODUCTS'))).toBe(true);
    expect(of('BEST_PRICES').every((p) => p.category.id === 60 || p.category.parentId === 60)).toBe(true);
    expect(of('OWN_BRAND').every((p) => p.brand?.name === 'Chợ Bếp Fresh')).toBe(true);
    expect(of('PARTNER_SUPER').every((p) => p.brand?.name === 'Vissan')).toBe(true);
    for (const id of ['BANNERS', 'RECOMMENDED_FOR_YOU', 'MIGHT_FAVORITE_PRODUCTS']) expect(of(id)).toEqual([]);
    const own = list.find((w) => w.widgetId === 'OWN_BRAND')?.item?.filter.brands;
    expect(own?.map((b) => b.name)).toEqual(['Chợ Bếp Fresh']);
    // The size is capped: 500 asks for at most 100 (only the ids: every field for 100 products of each
    // widget is more than one request may cost).
    const big = await api
      .client()
      .gql<{ widgets: Array<{ products: unknown[] }> }>('{ widgets { products(size: 500) { id } } }');
    expect(Math.max(...(big.data?.widgets ?? []).map((w) => w.products.length))).toBeLessThanOrEqual(100);
  });

  it('cost the same statements for 4 products or 12, four showcases or five', async () => {
    const statements = async (size: number, region: string) => {
      const client = api.client();
      api.queries.reset();
      const res = await client.gql<{ widgets: Widget[] }>(WIDGETS, { size }, { 'x-region': region });
      expect(res.errors).toBeUndefined();
      const products = res.data?.widgets.reduce((n, w) => n + w.products.length, 0) ?? 0;
      return { statements: api.queries.count, products };
    };
    await statements(4, 'HCM'); // builds the catalogue snapshot when this test runs alone
    const small = await statements(4, 'HCM');
    const large = await statements(12, 'HCM');
    const hanoi = await statements(12, 'HN');
    expect(large.products).toBeGreaterThan(small.products);
    expect(large.statements).toBe(small.statements);
    expect(hanoi.statements).toBe(large.statements);
    // Widgets, banners, the catalogue version, all showcase products' rows; related rows come from the snapshot.
    expect(large.statements).toBe(4);
    console.info(`widgets page: ${large.statements} statements for ${large.products} products`);
  });
});

describe('banner pictures', () => {
  it('are served as SVG for every banner, and 404 for anything else', async () => {
    const list = await widgets();
    const en = await widgets({}, { 'x-lang': 'en' });
    const popup = await api.client().gql<{ homePagePopup: { imageUrl: string } }>('{ homePagePopup { imageUrl } }');
    const urls = [
      ...carousel(list).flatMap((b) => [b.imageUrl, b.popupImageUrl]),
      ...carousel(en).map((b) => b.imageUrl),
      popup.data?.homePagePopup.imageUrl,
    ].filter((u): u is string => Boolean(u));
    for (const url of new Set(urls)) {
      const res = await api.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('image/svg+xml');
      expect(res.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="(1200|720)" height="(400|900)"/);
    }
    for (const url of [
      '/media/banners/nope-vi.svg',
      '/media/banners/super-saving-fr.svg',
      '/media/banners/..%2Fx-vi.svg',
    ]) {
      expect((await api.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });
});
