import {
  getIntrospectionQuery,
  getNamedType,
  isInputObjectType,
  Kind,
  type OperationDefinitionNode,
  parse,
  typeFromAST,
  validate,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import * as cart from '../../../web/src/lib/api/cart';
import * as catalog from '../../../web/src/lib/api/catalog';
import * as checkout from '../../../web/src/lib/api/checkout';
import * as contentPages from '../../../web/src/lib/api/content-pages';
import * as documents from '../../../web/src/lib/api/documents';
import * as home from '../../../web/src/lib/api/home';
import * as listing from '../../../web/src/lib/api/listing';
import * as notifications from '../../../web/src/lib/api/notifications';
import * as orders from '../../../web/src/lib/api/orders';
import * as passwords from '../../../web/src/lib/api/passwords';
import * as product from '../../../web/src/lib/api/product';
import * as supply from '../../../web/src/lib/api/supply';
import { schema } from '../schema';
import {
  DEFAULT_LIST_SIZE,
  DEFAULT_MAX_ITEMS,
  GRAPHQL_LIMITS,
  listInputs,
  MAX_LIST_SIZE,
  measureOperation,
  nestingOf,
} from './graphql-limits';

function measure(query: string, variables?: Record<string, unknown>) {
  const document = parse(query);
  expect(validate(schema, document)).toEqual([]);
  const result = measureOperation(schema, document, null, variables);
  if (!result) throw new Error('no operation');
  return result;
}

describe('measureOperation', () => {
  it('counts nested field levels, through fragments and inline fragments', () => {
    expect(measure('{ tags { code } }').depth).toBe(2);
    expect(measure('{ productSearch { data { brand { name } } } }').depth).toBe(4);
    expect(
      measure(
        'query Q { ...F } fragment F on Query { productSearch { ... on ProductSearchResult { data { brand { id } } } } }',
      ).depth,
    ).toBe(4);
  });

  it('counts aliases at every level', () => {
    expect(measure('{ a: tags { code } b: tags { c: code } }').aliases).toBe(3);
  });

  // Cost table: every object of the answer counts 1, scalars 0; a list holds as many objects as its page size.
  it.each([
    ['{ tags { code } }', undefined, DEFAULT_LIST_SIZE],
    // productSearch declares 10 for the search, 200 with facets
    ['{ productSearch { total } }', undefined, 10 + 1],
    ['{ productSearch(aggregation: true) { total } }', undefined, 200 + 1],
    // pagination.size defaults to 20 and applies to the list the paged field holds
    ['{ productSearch { data { id } } }', undefined, 10 + 1 + 20],
    ['{ productSearch { data { brand { id } } } }', undefined, 10 + 1 + 20 * 2],
    ['{ productSearch(pagination: { size: 100 }) { data { brand { id } } } }', undefined, 10 + 1 + 100 * 2],
    // from variables, clamped to what the server ever returns
    [
      'query Q($p: Pagination) { productSearch(pagination: $p) { data { brand { id } } } }',
      { p: { size: 5000 } },
      10 + 1 + MAX_LIST_SIZE * 2,
    ],
    ['query Q($p: Pagination) { productSearch(pagination: $p) { data { brand { id } } } }', { p: { size: 3 } }, 17],
    // a list field's own size argument, else its default
    ['{ getFrequentlyBuyTogether(productId: "x", size: 50) { brand { id } } }', undefined, 50 * 2],
    ['{ getFrequentlyBuyTogether(productId: "x") { brand { id } } }', undefined, 12 * 2],
  ])('%s costs %i', (query, variables, cost) => {
    expect(measure(query, variables).cost).toBe(cost);
  });

  it('counts the standard introspection query within the limits (introspection stays on)', () => {
    const result = measure(getIntrospectionQuery({ descriptions: true, specifiedByUrl: true }));
    expect(result.depth).toBeLessThanOrEqual(GRAPHQL_LIMITS.maxDepth);
    expect(result.cost).toBeLessThanOrEqual(GRAPHQL_LIMITS.maxCost);
  });
});

const ints = (length: number) => Array.from({ length }, (_, i) => i + 1);
const ids = (length: number) => Array.from({ length }, () => '0b5c9e7e-0000-4000-8000-000000000001');

describe('measureOperation: lists sent', () => {
  // Issue 22 point 9: every list argument and list input field, literal or variable, against its maximum.
  it.each([
    [
      'orders: 100,000 supplier ids, the whole filter object in a variable',
      'query Q($f: OrderListFilter) { orders(filter: $f) { total } }',
      { f: { supplierIds: ints(100_000) } },
      { path: 'filter.supplierIds', max: 100, length: 100_000 },
    ],
    [
      'only the list in a variable, inside a literal filter',
      'query Q($ids: [Int!]) { orders(filter: { supplierIds: $ids }) { total } }',
      { ids: ints(101) },
      { path: 'filter.supplierIds', max: 100, length: 101 },
    ],
    [
      'a literal',
      `{ brands(categoryIds: [${ints(101).join(',')}]) { categoryId } }`,
      undefined,
      { path: 'categoryIds', max: 100, length: 101 },
    ],
    [
      'a declared maximum below the default',
      'mutation M($ids: [ID!]!) { orderBulkReorder(ids: $ids) { success } }',
      { ids: ids(21) },
      { path: 'ids', max: 20, length: 21 },
    ],
    [
      'a declared maximum above the default',
      'mutation M($ids: [ID!]!) { putItemsToFavorite(itemUuids: $ids) { success } }',
      { ids: ids(201) },
      { path: 'itemUuids', max: 200, length: 201 },
    ],
    [
      'a list without a declared maximum takes the default',
      'mutation M($ids: [ID!]!) { userGroupAddMembers(groupId: "x", userIds: $ids) { success } }',
      { ids: ids(DEFAULT_MAX_ITEMS + 1) },
      { path: 'userIds', max: DEFAULT_MAX_ITEMS, length: DEFAULT_MAX_ITEMS + 1 },
    ],
    [
      'inside an input object inside an input object',
      'mutation M($i: BuyerCreateAccountInput!) { buyerCreateAccount(input: $i) { success } }',
      { i: { campaignSource: { utmOther: Array.from({ length: 101 }, () => ({ key: 'a', value: 'b' })) } } },
      { path: 'input.campaignSource.utmOther', max: DEFAULT_MAX_ITEMS, length: 101 },
    ],
    [
      'a default value of the variable',
      `query Q($ids: [Int!] = [${ints(101).join(',')}]) { brands(categoryIds: $ids) { categoryId } }`,
      {},
      { path: 'categoryIds', max: 100, length: 101 },
    ],
  ] as const)('%s', (_name, query, variables, longList) => {
    expect(measure(query, variables as Record<string, unknown> | undefined).longList).toEqual(longList);
  });

  it.each([
    [
      'at the maximum',
      'query Q($f: OrderListFilter) { orders(filter: $f) { total } }',
      { f: { supplierIds: ints(100) } },
    ],
    [
      'a single value (a list of one)',
      'query Q($f: OrderListFilter) { orders(filter: $f) { total } }',
      { f: { supplierIds: 3 } },
    ],
    ['no list at all', '{ tags { code } }', undefined],
    [
      'a variable of the wrong shape (validation answers it)',
      'query Q($f: OrderListFilter) { orders(filter: $f) { total } }',
      { f: 'x' },
    ],
  ] as const)('%s: no long list', (_name, query, variables) => {
    expect(measure(query, variables as Record<string, unknown> | undefined).longList).toBeNull();
  });
});

describe('every list input of the schema', () => {
  const lists = listInputs(schema);

  it('has a maximum: its own or the default (a new list argument cannot be unbounded)', () => {
    expect(lists.length).toBeGreaterThan(40);
    for (const list of lists) {
      expect(Number.isInteger(list.max), list.path).toBe(true);
      expect(list.max, list.path).toBeGreaterThan(0);
      // Far below PostgreSQL's 65,535 parameters, and small enough to read in a millisecond.
      expect(list.max, list.path).toBeLessThanOrEqual(1000);
    }
  });

  // A list added or a maximum changed shows here, for the review to see the number chosen (docs/decisions.md).
  it('has the maximum the decisions record', () => {
    expect(
      Object.fromEntries(lists.map((l) => [l.path, l.declared ? l.max : `${l.max} (default)`])),
    ).toMatchInlineSnapshot(`
      {
        "Mutation.buyerCreateAccount(input.campaignSource.utmOther)": "100 (default)",
        "Mutation.cartPutItems(items)": 50,
        "Mutation.companyInviteUsers(input.emails)": 20,
        "Mutation.companyInviteUsers(input.groupIds)": "100 (default)",
        "Mutation.companyInviteUsers(input.storeIds)": "100 (default)",
        "Mutation.createNewProductRequest(input.campaignSource.utmOther)": "100 (default)",
        "Mutation.customerContactRequest(input.campaignSource.utmOther)": "100 (default)",
        "Mutation.invitationAccept(input.storeIds)": "100 (default)",
        "Mutation.orderApprove(ids)": 100,
        "Mutation.orderBulkReorder(ids)": 20,
        "Mutation.orderCreate(voucherIds)": 200,
        "Mutation.orderDisapprove(ids)": 100,
        "Mutation.orderUpdateItems(items)": 200,
        "Mutation.putItemsToFavorite(itemUuids)": 200,
        "Mutation.submitErrorReport(input.campaignSource.utmOther)": "100 (default)",
        "Mutation.submitKeepInTouchForm(input.campaignSource.utmOther)": "100 (default)",
        "Mutation.supplyOrderAccept(items)": 200,
        "Mutation.supplyOrderReportMissing(itemIds)": 200,
        "Mutation.supplyOrderSetDelivered(items)": 200,
        "Mutation.userGroupAddMembers(userIds)": "100 (default)",
        "Mutation.userGroupCreate(input.memberIds)": "100 (default)",
        "Mutation.userGroupCreate(input.permissions)": "100 (default)",
        "Mutation.userGroupRemoveMembers(userIds)": "100 (default)",
        "Mutation.userGroupUpdate(input.permissions)": "100 (default)",
        "Mutation.userUpdate(input.groupIds)": "100 (default)",
        "Mutation.userUpdate(input.storeIds)": "100 (default)",
        "Mutation.writeContactUsInfo(input.campaignSource.utmOther)": "100 (default)",
        "Query.brands(categoryIds)": 100,
        "Query.districtSearch(provinceCodes)": 100,
        "Query.findFullAddress(districtCodes)": 100,
        "Query.findFullAddress(wardCodes)": 100,
        "Query.getVaAndQrInfo(orderIds)": 200,
        "Query.orders(filter.statuses)": 100,
        "Query.orders(filter.supplierIds)": 100,
        "Query.ordersExport(filter.statuses)": 100,
        "Query.ordersExport(filter.supplierIds)": 100,
        "Query.productSearch(filter.brandIds)": 100,
        "Query.productSearch(filter.categoryIds)": 100,
        "Query.productSearch(filter.origins)": 100,
        "Query.productSearch(filter.suppliers)": 100,
        "Query.productSearch(filter.tags)": 100,
        "Query.productSearch(sort)": 9,
        "Query.provinceSearch(regions)": "100 (default)",
        "Query.supplyOrders(filter.statuses)": "100 (default)",
        "Query.users(filter.statuses)": "100 (default)",
        "Query.wardSearch(districtCodes)": 100,
        "Query.wardSearch(provinceCodes)": 100,
        "Query.widgets(regions)": "100 (default)",
      }
    `);
  });
});

describe('nestingOf', () => {
  it.each([
    ['{ tags { code } }', 2],
    ['{ brands(categoryIds: [[1]]) { id } }', 4],
    // brackets inside strings, block strings and comments do not count
    ['{ a(x: "{{[[((") }', 2],
    ['{ a(x: "\\"{{") }', 2],
    ['{ a(x: """{{ \\""" [[ """) }', 2],
    ['# {{{{\n{ a }', 1],
    ['{'.repeat(100), 100],
  ])('%s is nested %i deep', (source, depth) => {
    expect(nestingOf(source)).toBe(depth);
  });

  it('stops counting past the limit', () => {
    expect(nestingOf('['.repeat(100_000), 64)).toBe(65);
  });
});

/** Every document the web app sends, with every size variable at the largest page the server returns. */
const webDocuments = [
  cart,
  catalog,
  checkout,
  contentPages,
  documents,
  home,
  listing,
  notifications,
  orders,
  product,
  supply,
  passwords,
].flatMap((module) =>
  Object.values(module).filter(
    (value): value is { source: string; operationName: string } =>
      typeof value === 'object' && value !== null && 'operationName' in value && 'source' in value,
  ),
);

function largestVariables(operation: OperationDefinitionNode): Record<string, unknown> {
  const variables: Record<string, unknown> = {};
  for (const definition of operation.variableDefinitions ?? []) {
    const type = typeFromAST(schema, definition.type as never);
    const named = type && getNamedType(type);
    const name = definition.variable.name.value;
    if (named?.name === 'Int' && /size|limit/i.test(name)) variables[name] = MAX_LIST_SIZE;
    if (named && isInputObjectType(named) && named.name === 'Pagination') variables[name] = { size: MAX_LIST_SIZE };
  }
  return variables;
}

describe('the web app’s documents', () => {
  it('are all found (a moved document must be added here)', () => {
    expect(webDocuments.length).toBeGreaterThanOrEqual(40);
  });

  it.each(webDocuments.map((d) => [d.operationName, d] as const))('%s stays within every limit', (_name, doc) => {
    expect(nestingOf(doc.source)).toBeLessThanOrEqual(GRAPHQL_LIMITS.maxNesting);
    const document = parse(doc.source, { maxTokens: GRAPHQL_LIMITS.maxTokens });
    expect(validate(schema, document)).toEqual([]);
    const operation = document.definitions.find(
      (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
    );
    if (!operation) throw new Error('no operation');
    const result = measureOperation(schema, document, doc.operationName, largestVariables(operation));
    expect(result).not.toBeNull();
    expect(result?.depth).toBeLessThanOrEqual(GRAPHQL_LIMITS.maxDepth);
    expect(result?.aliases).toBeLessThanOrEqual(GRAPHQL_LIMITS.maxAliases);
    expect(result?.cost).toBeLessThanOrEqual(GRAPHQL_LIMITS.maxCost);
  });
});
