import {
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLOutputType,
  type GraphQLSchema,
  getNamedType,
  getNullableType,
  isInputObjectType,
  isInterfaceType,
  isLeafType,
  isListType,
  isObjectType,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
  valueFromASTUntyped,
} from 'graphql';

/**
 * What one GraphQL request may ask for. Each limit is checked before anything executes: an
 * anonymous request of 1,000 `productSearch(pagination:{size:100})` aliases once held the API for
 * 35 s and 676 MB while every page waited behind it, and a query nested 1,000 deep overflowed the
 * stack of the query compiler. The web app's heaviest document stays far below each figure (a test
 * measures every one of them).
 */
export const GRAPHQL_LIMITS = {
  /** Lexical tokens in the query text: bounds parsing before any other check can run. */
  maxTokens: 2_000,
  /**
   * Brackets open at once — `{`, `(`, `[` — in the query text, checked before parsing: graphql-js parses
   * recursively, and a list literal nested 2,000 deep overflows its stack within the token limit.
   */
  maxNesting: 64,
  /** Nested field levels (a root field is level 1); introspection of a type reference needs 13. */
  maxDepth: 15,
  /** Aliased fields in one operation: aliases are how one request repeats a costly field. */
  maxAliases: 10,
  /** Estimated work: objects to resolve, each list multiplied by its page size (see estimateCost). */
  maxCost: 20_000,
  /** A request body, bytes (Fastify's bodyLimit): 1 MiB. */
  maxBodyBytes: 1024 * 1024,
} as const;

/** A list field whose size no argument bounds is counted as this many items. */
export const DEFAULT_LIST_SIZE = 20;
/** No list is counted as longer than the server ever returns in one page. */
export const MAX_LIST_SIZE = 100;

/**
 * A field may declare extra work in its extensions (`extensions: { cost: (args) => n }`), e.g. a search
 * whose `aggregation: true` counts facets over the whole catalogue. `args` holds the literal and variable
 * values of the field's arguments as sent (not coerced): read them defensively.
 */
export type FieldCost = (args: Record<string, unknown>) => number;

export interface OperationMeasure {
  depth: number;
  aliases: number;
  cost: number;
}

interface Walk {
  fragments: Map<string, FragmentDefinitionNode>;
  variables: Record<string, unknown>;
}

/**
 * Depth, aliases and estimated cost of the operation a request will execute. Runs after validation,
 * so fields, types and fragments are known to exist and fragments do not cycle.
 *
 * Cost: every object the answer will hold counts 1 (scalars are free: they are read from an object
 * already loaded), plus what a field's extensions declare; a list holds as many objects as its page
 * size — the `size`/`limit` argument of the list field, or of the paged field that holds it
 * (`productSearch(pagination:{size}) { data }`), else the argument's default, else DEFAULT_LIST_SIZE.
 */
export function measureOperation(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Record<string, unknown> | null | undefined,
): OperationMeasure | null {
  const operation = pickOperation(document, operationName);
  if (!operation) return null;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const root =
    operation.operation === 'query'
      ? schema.getQueryType()
      : operation.operation === 'mutation'
        ? schema.getMutationType()
        : schema.getSubscriptionType();
  if (!root) return null;
  const walk: Walk = { fragments, variables: variables ?? {} };
  const aliases = countAliases(operation.selectionSet, walk, new Set());
  const { depth, cost } = measureSelection(walk, root, operation.selectionSet, null);
  return { depth, aliases, cost };
}

function pickOperation(document: DocumentNode, name: string | null | undefined): OperationDefinitionNode | null {
  const operations = document.definitions.filter(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  );
  if (name) return operations.find((o) => o.name?.value === name) ?? null;
  return operations.length === 1 ? (operations[0] ?? null) : null;
}

/** Every field node of a selection set, with inline fragments and fragment spreads flattened. */
function* fieldsOf(selectionSet: SelectionSetNode, walk: Walk, seen: Set<string>): Generator<FieldNode> {
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) yield selection;
    else if (selection.kind === Kind.INLINE_FRAGMENT) yield* fieldsOf(selection.selectionSet, walk, seen);
    else {
      const fragment = walk.fragments.get(selection.name.value);
      if (!fragment || seen.has(fragment.name.value)) continue;
      yield* fieldsOf(fragment.selectionSet, walk, new Set([...seen, fragment.name.value]));
    }
  }
}

function countAliases(selectionSet: SelectionSetNode, walk: Walk, seen: Set<string>): number {
  let count = 0;
  for (const field of fieldsOf(selectionSet, walk, seen)) {
    if (field.alias) count += 1;
    if (field.selectionSet) count += countAliases(field.selectionSet, walk, seen);
  }
  return count;
}

/** The field a selection names on an object or interface type; null for meta fields such as __typename. */
function fieldOn(type: GraphQLNamedType, name: string): GraphQLField<unknown, unknown> | null {
  if (isObjectType(type) || isInterfaceType(type)) return type.getFields()[name] ?? null;
  return null;
}

function measureSelection(
  walk: Walk,
  parent: GraphQLNamedType,
  selectionSet: SelectionSetNode,
  inheritedSize: number | null,
): { depth: number; cost: number } {
  let depth = 0;
  let cost = 0;
  for (const node of fieldsOf(selectionSet, walk, new Set())) {
    const field = fieldOn(parent, node.name.value);
    // Meta fields (__typename, __schema, __type) are answered from the schema in memory.
    if (!field) {
      depth = Math.max(depth, 1 + (node.selectionSet ? introspectionDepth(node.selectionSet, walk) : 0));
      continue;
    }
    const args = argumentValues(node, walk.variables);
    const own = sizeFrom(field, args);
    const list = isListType(getNullableType(field.type as GraphQLOutputType));
    const named = getNamedType(field.type);
    let fieldCost = isLeafType(named) ? 0 : extraCost(field, args);
    let fieldDepth = 1;
    if (node.selectionSet) {
      // A paged field's size applies to the list it holds; a list without a size of its own or its
      // parent's counts as DEFAULT_LIST_SIZE items.
      const items = list ? (own ?? inheritedSize ?? DEFAULT_LIST_SIZE) : 1;
      const inner = measureSelection(walk, named, node.selectionSet, list ? null : own);
      fieldCost += items * (1 + inner.cost);
      fieldDepth += inner.depth;
    }
    cost += fieldCost;
    depth = Math.max(depth, fieldDepth);
  }
  return { depth, cost };
}

function introspectionDepth(selectionSet: SelectionSetNode, walk: Walk): number {
  let depth = 0;
  for (const node of fieldsOf(selectionSet, walk, new Set())) {
    depth = Math.max(depth, 1 + (node.selectionSet ? introspectionDepth(node.selectionSet, walk) : 0));
  }
  return depth;
}

function argumentValues(node: FieldNode, variables: Record<string, unknown>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const argument of node.arguments ?? []) values[argument.name.value] = argumentValue(argument.value, variables);
  return values;
}

function argumentValue(value: ValueNode, variables: Record<string, unknown>): unknown {
  if (value.kind === Kind.VARIABLE) return variables[value.name.value];
  if (value.kind === Kind.OBJECT) {
    return Object.fromEntries(value.fields.map((f) => [f.name.value, argumentValue(f.value, variables)]));
  }
  if (value.kind === Kind.LIST) return value.values.map((v) => argumentValue(v, variables));
  return valueFromASTUntyped(value);
}

/** The page size a field asks for: `size` or `limit`, or `pagination.size`; else the argument's default. */
function sizeFrom(field: GraphQLField<unknown, unknown>, args: Record<string, unknown>): number | null {
  for (const definition of field.args) {
    if (definition.name === 'size' || definition.name === 'limit') {
      return clampSize(args[definition.name] ?? definition.defaultValue);
    }
    if (definition.name === 'pagination') {
      const given = args.pagination;
      const size = given && typeof given === 'object' ? (given as Record<string, unknown>).size : undefined;
      const input = getNamedType(definition.type);
      const fallback = isInputObjectType(input) ? input.getFields().size?.defaultValue : undefined;
      return clampSize(size ?? fallback);
    }
  }
  return null;
}

function clampSize(value: unknown): number | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  return Math.min(Math.max(Math.trunc(value), 0), MAX_LIST_SIZE);
}

function extraCost(field: GraphQLField<unknown, unknown>, args: Record<string, unknown>): number {
  const cost = field.extensions?.cost;
  if (typeof cost !== 'function') return 0;
  const extra = (cost as FieldCost)(args);
  return Number.isFinite(extra) && extra > 0 ? extra : 0;
}

/**
 * The deepest bracket nesting of a GraphQL text, strings and comments skipped; stops counting once past `limit`.
 * A plain scan, so it cannot overflow whatever the input.
 */
export function nestingOf(source: string, limit = Number.POSITIVE_INFINITY): number {
  let depth = 0;
  let deepest = 0;
  let i = 0;
  while (i < source.length) {
    const c = source[i];
    if (c === '#') {
      while (i < source.length && source[i] !== '\n' && source[i] !== '\r') i++;
    } else if (c === '"' && source.startsWith('"""', i)) {
      i += 3;
      while (i < source.length && !source.startsWith('"""', i)) i += source.startsWith('\\"""', i) ? 4 : 1;
      i += 2;
    } else if (c === '"') {
      i++;
      while (i < source.length && source[i] !== '"' && source[i] !== '\n') i += source[i] === '\\' ? 2 : 1;
    } else if (c === '{' || c === '(' || c === '[') {
      depth++;
      if (depth > deepest) deepest = depth;
      if (deepest > limit) return deepest;
    } else if (c === '}' || c === ')' || c === ']') {
      depth = Math.max(0, depth - 1);
    }
    i++;
  }
  return deepest;
}
