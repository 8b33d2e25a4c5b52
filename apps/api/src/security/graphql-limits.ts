import {
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLOutputType,
  type GraphQLSchema,
  getNamedType,
  getNullableType,
  isInputObjectType,
  isInterfaceType,
  isLeafType,
  isListType,
  isNonNullType,
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

/**
 * Items a list argument or list input field may hold when its definition declares no maximum of its own (see
 * maxItems): no list a client sends is unbounded, so a new one cannot be either. A list of 60,000 supplier ids once
 * held the event loop for seconds and 100,000 overflowed PostgreSQL's 65,535 parameters as an internal error.
 */
export const DEFAULT_MAX_ITEMS = 100;

/**
 * Declares, where an argument or input field is defined, the most items its list may hold — the largest list the
 * operation can ever take, usually the domain's own rule (`t.arg.idList({ required: true, ...maxItems(ORDER_BATCH_MAX) })`).
 * A longer list is refused before execution with LIST_TOO_LONG (useGraphQlLimits).
 */
export function maxItems(max: number): { extensions: { maxItems: number } } {
  return { extensions: { maxItems: max } };
}

/** The maximum of a list argument or input field: its declared one, else DEFAULT_MAX_ITEMS. */
export function maxItemsOf(input: GraphQLArgument | GraphQLInputField): number {
  const declared = input.extensions?.maxItems;
  return typeof declared === 'number' ? declared : DEFAULT_MAX_ITEMS;
}

/** A list sent longer than its maximum: where (`filter.supplierIds`, `items`), its maximum and its length. */
export interface LongList {
  /** The argument's path from the field that takes it: `filter.supplierIds`, `input.utmOther`, `items[3].tags`. */
  path: string;
  max: number;
  length: number;
}

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
  /** The first list argument longer than its maximum, or null. */
  longList: LongList | null;
}

interface Walk {
  fragments: Map<string, FragmentDefinitionNode>;
  variables: Record<string, unknown>;
  longList: LongList | null;
}

/**
 * Depth, aliases and estimated cost of the operation a request will execute. Runs after validation,
 * so fields, types and fragments are known to exist and fragments do not cycle.
 *
 * Cost: every object the answer will hold counts 1 (scalars are free: they are read from an object
 * already loaded), plus what a field's extensions declare; a list holds as many objects as its page
 * size — the `size`/`limit` argument of the list field, or of the paged field that holds it
 * (`productSearch(pagination:{size}) { data }`), else the argument's default, else DEFAULT_LIST_SIZE.
 *
 * Lists sent: every list in every argument of every field selected — literal or variable, at any depth of an input
 * object — is held against its maximum (maxItemsOf), before GraphQL even coerces the variables.
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
  // A variable left out takes its default, which is what the operation will run with.
  const given = variables ?? {};
  const defaults: Record<string, unknown> = {};
  for (const definition of operation.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    if (definition.defaultValue && !(name in given)) defaults[name] = valueFromASTUntyped(definition.defaultValue);
  }
  const walk: Walk = { fragments, variables: { ...given, ...defaults }, longList: null };
  const aliases = countAliases(operation.selectionSet, walk, new Set());
  const { depth, cost } = measureSelection(walk, root, operation.selectionSet, null);
  return { depth, aliases, cost, longList: walk.longList };
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
    if (!walk.longList) {
      for (const definition of field.args) {
        walk.longList = longListIn(args[definition.name], definition.type, maxItemsOf(definition), definition.name);
        if (walk.longList) break;
      }
    }
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

/**
 * The first list in a value longer than its maximum. The value is as sent (variables not yet coerced, so possibly of
 * the wrong shape: validation refuses that later); a single value where a list is expected is a list of one.
 */
function longListIn(value: unknown, type: GraphQLInputType, max: number, path: string): LongList | null {
  if (value === null || value === undefined) return null;
  if (isNonNullType(type)) return longListIn(value, type.ofType, max, path);
  if (isListType(type)) {
    if (!Array.isArray(value)) return longListIn(value, type.ofType, DEFAULT_MAX_ITEMS, path);
    if (value.length > max) return { path, max, length: value.length };
    for (let i = 0; i < value.length; i++) {
      const found = longListIn(value[i], type.ofType, DEFAULT_MAX_ITEMS, `${path}[${i}]`);
      if (found) return found;
    }
    return null;
  }
  if (!isInputObjectType(type) || typeof value !== 'object' || Array.isArray(value)) return null;
  const object = value as Record<string, unknown>;
  for (const field of Object.values(type.getFields())) {
    const found = longListIn(object[field.name], field.type, maxItemsOf(field), `${path}.${field.name}`);
    if (found) return found;
  }
  return null;
}

/**
 * Every list argument and list input field the schema has, with its maximum: what the limits test tabulates and the
 * fuzzer sends one item past. `Query.orders(filter.supplierIds)`.
 */
export function listInputs(schema: GraphQLSchema): Array<{ path: string; max: number; declared: boolean }> {
  const found: Array<{ path: string; max: number; declared: boolean }> = [];
  const visit = (
    input: GraphQLArgument | GraphQLInputField,
    type: GraphQLInputType,
    path: (inner: string) => string,
    at: string,
    seen: string[],
  ) => {
    let inner = isNonNullType(type) ? type.ofType : type;
    if (isListType(inner)) {
      found.push({ path: path(at), max: maxItemsOf(input), declared: typeof input.extensions?.maxItems === 'number' });
      inner = getNamedType(inner);
    }
    if (!isInputObjectType(inner) || seen.includes(inner.name)) return;
    for (const field of Object.values(inner.getFields()))
      visit(field, field.type, path, `${at}.${field.name}`, [...seen, inner.name]);
  };
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__') || !isObjectType(type)) continue;
    for (const field of Object.values(type.getFields()))
      for (const arg of field.args) visit(arg, arg.type, (at) => `${type.name}.${field.name}(${at})`, arg.name, []);
  }
  return found;
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
