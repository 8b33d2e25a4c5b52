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
import { DEFAULT_LIST_SIZE, GRAPHQL_LIMITS, MAX_LIST_SIZE, measureOperation, nestingOf } from './graphql-limits';

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
