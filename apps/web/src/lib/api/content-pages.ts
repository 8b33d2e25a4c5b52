import { DEFAULT_TIMEZONE, HEADERS, type Language, type Region } from '@chobep/domain';
import { unstable_rethrow } from 'next/navigation';
import { ProductCardFields } from './catalog-fragments';
import { type Operation, operation, type ResultOf } from './graphql';
import { apiOrigin, CLIENT_NAME, CLIENT_VERSION } from './origin';
import { dataOrThrow, postGraphQL } from './request';

/**
 * GraphQL documents of the content (landing) pages and the sitemap. The landing pages ask with
 * the visitor's cookies (serverRequest: prices in their region); region-wide facts and the
 * sitemap ask anonymously (anonymousRequest), so they do not change with who is looking.
 */

export const LandingFarmToBusinessQuery = /* @__PURE__ */ operation(
  `
  query LandingFarmToBusiness($categoryIds: [Int!]!, $size: Int!) {
    categories { id name slug thumbnail children { id name slug thumbnail } }
    productSearch(
      filter: { categoryIds: $categoryIds }
      sort: [{ field: recentTotalSold, order: DESC }]
      pagination: { page: 0, size: $size }
      aggregation: true
    ) {
      total
      data { ...ProductCardFields }
      aggregation { categories { count category { id } } suppliers { count } }
    }
  }
`,
  [ProductCardFields],
);

export const LandingJapaneseIngredientsQuery = /* @__PURE__ */ operation(
  `
  query LandingJapaneseIngredients($origins: [String!]!, $size: Int!) {
    productSearch(
      filter: { origins: $origins }
      sort: [{ field: recentTotalSold, order: DESC }]
      pagination: { page: 0, size: $size }
      aggregation: true
    ) {
      total
      data { ...ProductCardFields }
      aggregation {
        categories { count category { id name slug } }
        brands { count brand { id name imageUrl } }
      }
    }
  }
`,
  [ProductCardFields],
);

/** The own brand is found by name: its id is data, not code. */
export const LandingOwnBrandLookupQuery = /* @__PURE__ */ operation(`
  query LandingOwnBrandLookup {
    brands { categoryId data { id name } }
    suppliers(size: 1000) {
      data { id name moq fulfillmentTime { days hoursToDelivery cutoffTime } }
    }
  }
`);

export const LandingOwnBrandQuery = /* @__PURE__ */ operation(
  `
  query LandingOwnBrand($brandId: Int!, $size: Int!) {
    brand(id: $brandId) { id name description imageUrl status }
    productSearch(
      filter: { brandIds: [$brandId] }
      sort: [{ field: recentTotalSold, order: DESC }]
      pagination: { page: 0, size: $size }
      aggregation: true
    ) {
      total
      data { ...ProductCardFields }
      aggregation { categories { count category { id name slug } } }
    }
  }
`,
  [ProductCardFields],
);

export const LandingDistributionQuery = /* @__PURE__ */ operation(`
  query LandingDistribution {
    suppliers(size: 1000) {
      total
      data { id name imageUrl moq fulfillmentTime { days hoursToDelivery cutoffTime } }
    }
    productSearch(pagination: { page: 0, size: 1 }, aggregation: true) {
      aggregation { suppliers { count supplier { id } } }
    }
  }
`);

/** The catalogue one region sees: asked anonymously, once per region. */
export const LandingRegionCatalogueQuery = /* @__PURE__ */ operation(`
  query LandingRegionCatalogue($region: Region!) {
    productSearch(filter: { region: $region }, pagination: { page: 0, size: 1 }) { total }
    categories { id }
  }
`);

export const LandingContactQuery = /* @__PURE__ */ operation(`
  query LandingContact {
    suppliers(size: 1) { total }
    categories { id name slug thumbnail }
  }
`);

export const LandingSitemapTaxonomyQuery = /* @__PURE__ */ operation(`
  query LandingSitemapTaxonomy {
    categoryLookup { id nameLocal { vi } }
    brands { data { id name } }
    tags { code }
  }
`);

/** Oldest first, so that a product keeps its sitemap file as new products arrive at the end. */
export const LandingSitemapProductsQuery = /* @__PURE__ */ operation(`
  query LandingSitemapProducts($page: Int!, $size: Int!) {
    productSearch(
      sort: [{ field: createdAt, order: ASC }]
      pagination: { page: $page, size: $size }
      filter: { withExclusive: true }
    ) {
      total
      data { slug supplierInternalCode nameLocal { en } updatedAt }
    }
  }
`);

export type LandingProduct = ResultOf<typeof LandingJapaneseIngredientsQuery>['productSearch']['data'][number];

/**
 * A call without the visitor's cookies, in a given language and region: for facts that must be
 * the same for everyone (a region's catalogue size, the sitemap). The API treats it as a visitor.
 */
export async function anonymousRequest<Result, Variables>(
  document: Operation<Result, Variables>,
  variables: Variables,
  options: { lang: Language; region: Region },
): Promise<Result> {
  const headers = new Headers({
    [HEADERS.language]: options.lang,
    [HEADERS.region]: options.region,
    [HEADERS.timezone]: DEFAULT_TIMEZONE,
    [HEADERS.clientName]: CLIENT_NAME,
    [HEADERS.clientVersion]: CLIENT_VERSION,
  });
  return dataOrThrow(
    await postGraphQL(`${apiOrigin()}/graphql`, document, variables, {
      headers,
      signal: AbortSignal.timeout(10_000),
    }),
  );
}

/**
 * A landing page keeps its static parts when a data section fails to load: the section says so
 * and the failure goes to the server log (the spec's "section gets an error flag").
 */
export async function orNull<T>(work: Promise<T>, what: string): Promise<T | null> {
  try {
    return await work;
  } catch (error) {
    // Next.js signals (dynamic rendering, redirects, not found) are not failures: let them through.
    unstable_rethrow(error);
    console.error(`Landing data failed: ${what}`, error);
    return null;
  }
}
