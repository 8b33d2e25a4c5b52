import fc from 'fast-check';
import {
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLNamedOutputType,
  type GraphQLSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  isUnionType,
  parse,
} from 'graphql';
import { DEFAULT_MAX_ITEMS, GRAPHQL_LIMITS, maxItemsOf, measureOperation } from '../../security/graphql-limits';

/**
 * Operations and their arguments, read from the executable schema: every root field of Query and Mutation becomes
 * a plan (a document with a slot per argument, nested fields' arguments included), and every slot gets values from
 * its type — ordinary ones, ids and names that exist in the database, and hostile ones. Nothing here names an
 * operation: a new one is fuzzed as soon as it is in the schema.
 */

/** Values that exist in the database, so that generated calls also reach the code behind "not found". */
export interface KnownValues {
  ids: readonly string[];
  strings: readonly string[];
  ints: readonly number[];
  /** Orders that exist (also among `ids`): the plausible call of an order operation names one. */
  orderIds?: readonly string[];
  /** The team (issue 15): user groups, for the arguments the authorisation table says name a group. */
  groupIds?: readonly string[];
  /** Companies (issue 15): a `buyer` argument the authorisation table names (buyerUpdate). */
  buyerIds?: readonly string[];
}

/** An argument of the document: of a root field, or of a field in its selection. */
export interface ArgSlot {
  /** Unique in the document; also the variable's name. */
  variable: string;
  /** Where it is, for reports: `productSearch.filter`, `widgets.products.size`. */
  path: string;
  arg: GraphQLArgument;
}

interface SelectionNode {
  name: string;
  slots: ArgSlot[];
  /** Null for a leaf; for objects the fields to select (`__typename` and fragments are text). */
  children: Array<SelectionNode | string> | null;
}

export interface OperationPlan {
  kind: 'query' | 'mutation';
  /** `Query.productSearch`. */
  id: string;
  root: SelectionNode;
  slots: ArgSlot[];
}

/** How one argument is sent. */
export type SlotChoice = { mode: 'omit' } | { mode: 'variable' | 'inline'; value: unknown };

/** A number or other JSON token written verbatim into the body (1e400, -0): JSON.stringify cannot make them. */
export class RawJson {
  constructor(readonly text: string) {}
}

/** Levels of objects a plan selects below its root field, at most; fewer when the limits would refuse them. */
const MAX_SELECTION_DEPTH = 3;

function selectionOf(
  type: GraphQLNamedOutputType,
  path: string,
  depth: number,
  slots: ArgSlot[],
  maxDepth: number,
): Array<SelectionNode | string> {
  const selection: Array<SelectionNode | string> = ['__typename'];
  if (isUnionType(type) || isInterfaceType(type)) {
    if (depth >= maxDepth) return selection;
    const possible = isUnionType(type) ? type.getTypes() : [];
    for (const member of possible) {
      const inner = selectionOf(member, `${path}<${member.name}>`, depth + 1, slots, maxDepth).slice(1);
      // A fragment is a node without arguments of its own: its fields' arguments are slots like any other.
      if (inner.length > 0) selection.push({ name: `... on ${member.name}`, slots: [], children: inner });
    }
    return selection;
  }
  if (!isObjectType(type)) return selection;
  for (const field of Object.values(type.getFields())) {
    const named = getNamedType(field.type);
    if (!isLeafType(named) && depth >= maxDepth) continue;
    selection.push(nodeOf(field, `${path}.${field.name}`, depth + 1, slots, maxDepth));
  }
  return selection;
}

function nodeOf(
  field: GraphQLField<unknown, unknown>,
  path: string,
  depth: number,
  slots: ArgSlot[],
  maxDepth: number,
): SelectionNode {
  // Variable names are numbered as they are made, so they are unique in the document.
  const own = field.args.map((arg, i) => ({
    variable: `v${slots.length + i}_${arg.name}`,
    path: `${path}.${arg.name}`,
    arg,
  }));
  slots.push(...own);
  const named = getNamedType(field.type);
  return {
    name: field.name,
    slots: own,
    children: isLeafType(named) ? null : selectionOf(named, path, depth, slots, maxDepth),
  };
}

/**
 * Whether the API's GraphQL limits let a plan's call run even with every page at its largest size: a plausible
 * call that the cost limit refuses would make every case of the operation prove nothing.
 */
function withinLimits(schema: GraphQLSchema, plan: OperationPlan): boolean {
  const largest = new Map<string, SlotChoice>();
  for (const slot of plan.slots) {
    if (slot.arg.name === 'size' || slot.arg.name === 'limit')
      largest.set(slot.variable, { mode: 'inline', value: 100 });
    if (slot.arg.name === 'pagination') largest.set(slot.variable, { mode: 'inline', value: { size: 100 } });
  }
  const measure = measureOperation(schema, parse(requestOf(plan, largest).query), null, {});
  return measure !== null && measure.cost <= GRAPHQL_LIMITS.maxCost && measure.depth <= GRAPHQL_LIMITS.maxDepth;
}

/** Every root field of the schema as a plan, in schema order. */
export function operationPlans(schema: GraphQLSchema): OperationPlan[] {
  const plans: OperationPlan[] = [];
  for (const [kind, type] of [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ] as const) {
    for (const field of Object.values(type?.getFields() ?? {})) {
      // The deepest selection the limits allow (a tree of categories three lists deep costs too much).
      for (let maxDepth = MAX_SELECTION_DEPTH; maxDepth >= 0; maxDepth--) {
        const slots: ArgSlot[] = [];
        const root = nodeOf(field, field.name, 0, slots, maxDepth);
        const plan: OperationPlan = { kind, id: `${type?.name}.${field.name}`, root, slots };
        if (maxDepth === 0 || withinLimits(schema, plan)) {
          plans.push(plan);
          break;
        }
      }
    }
  }
  return plans;
}

// ---- Documents.

/** A value as a GraphQL literal, also when it does not fit the argument's type (that is the point). */
export function literalOf(value: unknown, type: GraphQLInputType | null): string {
  if (value instanceof RawJson) return value.text;
  if (value === null || value === undefined) return 'null';
  const named = type ? getNamedType(type) : null;
  if (typeof value === 'string') {
    if (named && isEnumType(named) && /^[_A-Za-z][_0-9A-Za-z]*$/.test(value) && !/^(true|false|null)$/.test(value))
      return value;
    return JSON.stringify(value);
  }
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'null';
  if (typeof value === 'boolean') return String(value);
  const inner = type && isNonNullType(type) ? type.ofType : type;
  if (Array.isArray(value)) {
    const element = inner && isListType(inner) ? inner.ofType : null;
    return `[${value.map((v) => literalOf(v, element)).join(', ')}]`;
  }
  const fields = named && isInputObjectType(named) ? named.getFields() : {};
  const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
  return `{${entries.map(([k, v]) => `${/^[_A-Za-z][_0-9A-Za-z]*$/.test(k) ? k : '_'}: ${literalOf(v, fields[k]?.type ?? null)}`).join(', ')}}`;
}

function renderNode(node: SelectionNode, choices: Map<string, SlotChoice>): string {
  const args = node.slots.flatMap((slot) => {
    const choice = choices.get(slot.variable) ?? { mode: 'omit' };
    if (choice.mode === 'omit') return [];
    if (choice.mode === 'variable') return [`${slot.arg.name}: $${slot.variable}`];
    return [`${slot.arg.name}: ${literalOf(choice.value, slot.arg.type)}`];
  });
  const head = args.length > 0 ? `${node.name}(${args.join(', ')})` : node.name;
  if (!node.children) return head;
  const children = node.children.map((c) => (typeof c === 'string' ? c : renderNode(c, choices)));
  return `${head} { ${children.join(' ')} }`;
}

export interface GeneratedRequest {
  query: string;
  variables: Record<string, unknown>;
}

export function requestOf(plan: OperationPlan, choices: Map<string, SlotChoice>): GeneratedRequest {
  const variables: Record<string, unknown> = {};
  const definitions: string[] = [];
  for (const slot of plan.slots) {
    const choice = choices.get(slot.variable);
    if (choice?.mode !== 'variable') continue;
    definitions.push(`$${slot.variable}: ${slot.arg.type.toString()}`);
    // An undefined value is a variable left out of the variables object.
    if (choice.value !== undefined) variables[slot.variable] = choice.value;
  }
  const name = `Fuzz_${plan.root.name}`;
  const head = definitions.length > 0 ? `${plan.kind} ${name}(${definitions.join(', ')})` : `${plan.kind} ${name}`;
  return { query: `${head} { ${renderNode(plan.root, choices)} }`, variables };
}

/** The body as JSON text, with RawJson values written verbatim. */
export function serialiseBody(body: Record<string, unknown>): string {
  const raws: string[] = [];
  const text = JSON.stringify(body, (_key, value) => {
    if (value instanceof RawJson) {
      raws.push(value.text);
      return `\u0001raw${raws.length - 1}\u0001`;
    }
    return value;
  });
  return text.replace(/"\\u0001raw(\d+)\\u0001"/g, (_, i: string) => raws[Number(i)] as string);
}

// ---- Values.

/** A string near the 1 MiB body limit (ASCII), the same in three-byte UTF-8, and one beyond the limit. */
const LONG_STRINGS = {
  ascii: 'a'.repeat(1_000_000),
  vietnamese: 'ệ'.repeat(330_000),
  beyondLimit: 'x'.repeat(2_000_000),
  words: 'cà chua '.repeat(20_000),
};

/** Characters PostgreSQL, JSON or the terminal handle specially. */
const HOSTILE_CHARACTERS = [
  '\u0000',
  '\ud800',
  '\udfff',
  '\ud83d',
  '\u001b[31m',
  '\u2028',
  '\ufeff',
  '\u202e',
  '\u0301',
  '\r\n',
  '\t',
  '\\',
  "'",
  '"',
  '%',
  '_',
  '😀',
  '𝔘',
];

const HOSTILE_STRINGS = [
  '',
  ' ',
  '   \n\t ',
  "' or 1=1 --",
  '%_%',
  '\\x00',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '{"$gt": ""}',
  '__proto__',
  'constructor',
  'null',
  'NaN',
  'Infinity',
  '-1',
  '1e400',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '00000000-0000-0000-0000-00000000000g',
  'c\u0300a\u0300 chua',
  'ＡＢＣ',
  'İ',
  'ß',
];

function stringArb(known: KnownValues, small: boolean): fc.Arbitrary<string> {
  const base = fc.oneof(
    fc.string({ maxLength: 30 }),
    fc.constantFrom(...known.strings, ...known.ids),
    fc.constantFrom(...HOSTILE_STRINGS),
  );
  return fc.oneof(
    { weight: 4, arbitrary: base },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
    // A hostile character inside an otherwise real value.
    {
      weight: 4,
      arbitrary: fc
        .tuple(
          base,
          // Text PostgreSQL cannot store more often than the rest.
          fc.oneof(fc.constantFrom('\u0000', '\ud800', '\udfff'), fc.constantFrom(...HOSTILE_CHARACTERS)),
          fc.nat(),
        )
        .map(([s, c, at]) => `${s.slice(0, at % (s.length + 1))}${c}${s.slice(at % (s.length + 1))}`),
    },
    { weight: 1, arbitrary: fc.string({ unit: fc.constantFrom(...HOSTILE_CHARACTERS), maxLength: 20 }) },
    { weight: small ? 0 : 1, arbitrary: fc.constantFrom(...Object.values(LONG_STRINGS)) },
  );
}

function intArb(known: KnownValues): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.integer({ min: -3, max: 200 }) },
    { weight: 3, arbitrary: fc.constantFrom(...known.ints) },
    { weight: 2, arbitrary: fc.integer() },
    {
      weight: 2,
      arbitrary: fc.constantFrom<unknown>(
        0,
        -1,
        2_147_483_647,
        -2_147_483_648,
        2_147_483_648,
        Number.MAX_SAFE_INTEGER,
        1e21,
        1e308,
        1.5,
        -0.0001,
        new RawJson('1e400'),
        new RawJson('-0'),
        new RawJson('1e-400'),
        new RawJson('-1e400'),
        '1',
        'NaN',
      ),
    },
  );
}

function floatArb(): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.constantFrom<unknown>(new RawJson('1e400'), new RawJson('-0'), 'NaN', 0, -1),
  );
}

function idArb(known: KnownValues, small: boolean): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...known.ids) },
    { weight: 1, arbitrary: fc.uuid() },
    { weight: 1, arbitrary: fc.integer() },
    { weight: 4, arbitrary: stringArb(known, small) },
  );
}

/** A value of an unrelated type, for every slot: the server must refuse it as a GraphQL error. */
const wrongTypeArb: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.constantFrom<unknown>({}, [], [[[]]], true, 0, ''),
);

function nested(depth: number): unknown {
  let value: unknown = { a: 1 };
  for (let i = 0; i < depth; i++) value = { a: value, b: [value === null ? 0 : 1] };
  return value;
}

function nestedLists(depth: number): unknown {
  let value: unknown = [1];
  for (let i = 0; i < depth; i++) value = [value];
  return value;
}

/** Deeply nested objects and lists: for an input object, a list, or anything. */
const deepArb: fc.Arbitrary<unknown> = fc.constantFrom(nested(200), nestedLists(2000), nested(5));

/**
 * Values for a slot's type. `undefined` stands for "left out" (of an input object or of the variables);
 * the generator also leaves out required values and sends null for non-null types, sometimes.
 */
export function valueArb(type: GraphQLInputType, known: KnownValues, depth = 0, small = false): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) {
    return fc.oneof(
      { weight: 30, arbitrary: valueArb(type.ofType, known, depth, small) },
      { weight: 1, arbitrary: fc.constantFrom(null, undefined) },
    );
  }
  const nullable = fc.constantFrom(null, undefined);
  if (depth > 6) return nullable;
  if (isListType(type)) {
    const element = valueArb(type.ofType, known, depth + 1, small);
    return fc.oneof(
      { weight: 6, arbitrary: fc.array(element, { maxLength: 6 }) },
      // A single value is coerced to a list of one.
      { weight: 1, arbitrary: element },
      // Long lists of small values (a list of 1 MB strings would only measure the body limit).
      {
        weight: small ? 0 : 1,
        arbitrary: fc
          .tuple(valueArb(type.ofType, known, depth + 1, true), fc.constantFrom(1_000, 30_000))
          .map(([value, length]) => Array.from({ length }, () => value)),
      },
      { weight: 1, arbitrary: nullable },
      { weight: small ? 0 : 1, arbitrary: deepArb },
      { weight: 1, arbitrary: wrongTypeArb },
    );
  }
  let own: fc.Arbitrary<unknown>;
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields());
    const model: Record<string, fc.Arbitrary<unknown>> = {};
    for (const field of fields) {
      const value = valueArb(field.type, known, depth + 1, small);
      model[field.name] = isNonNullType(field.type)
        ? value
        : fc.oneof({ weight: 3, arbitrary: value }, { weight: 2, arbitrary: fc.constant(undefined) });
    }
    own = fc.oneof(
      { weight: 12, arbitrary: fc.record(model) },
      // An unknown field, next to real ones.
      {
        weight: 1,
        arbitrary: fc
          .tuple(fc.record(model), fc.string({ maxLength: 8 }), wrongTypeArb)
          .map(([object, key, value]) => ({
            ...object,
            [`x${key}`]: value,
          })),
      },
      { weight: small ? 0 : 1, arbitrary: deepArb },
    );
  } else if (isEnumType(type)) {
    const values = type.getValues().map((v) => v.name);
    own = fc.oneof(
      { weight: 6, arbitrary: fc.constantFrom(...values) },
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          'NOT_A_VALUE',
          '',
          `${values[0]?.toLowerCase()}`,
          `${values[0]}\u0000`,
          '__proto__',
          'true',
          'null',
        ),
      },
    );
  } else if (type.name === 'String') own = stringArb(known, small);
  else if (type.name === 'ID') own = idArb(known, small);
  else if (type.name === 'Int') own = intArb(known);
  else if (type.name === 'Float') own = floatArb();
  else if (type.name === 'Boolean') own = fc.boolean();
  else {
    // A custom scalar (DateTime …): well-formed and not.
    own = fc.oneof(
      fc.date({ min: new Date(-8.64e15), max: new Date(8.64e15), noInvalidDate: true }).map((d) => d.toISOString()),
      fc.integer(),
      stringArb(known, small),
    );
  }
  return fc.oneof(
    { weight: 16, arbitrary: own },
    { weight: 1, arbitrary: nullable },
    { weight: 1, arbitrary: wrongTypeArb },
  );
}

/** How each slot of a plan is sent: mostly through variables (so coercion runs), sometimes inline, or left out. */
export function choicesArb(plan: OperationPlan, known: KnownValues): fc.Arbitrary<Map<string, SlotChoice>> {
  const perSlot = plan.slots.map((slot) => {
    const required = isNonNullType(slot.arg.type) && slot.arg.defaultValue === undefined;
    const value = valueArb(slot.arg.type, known);
    return fc.oneof(
      { weight: 7, arbitrary: value.map((v): SlotChoice => ({ mode: 'variable', value: v })) },
      {
        weight: 2,
        arbitrary: value.filter((v) => v !== undefined).map((v): SlotChoice => ({ mode: 'inline', value: v })),
      },
      { weight: required ? 0 : 3, arbitrary: fc.constant<SlotChoice>({ mode: 'omit' }) },
      // A required argument left out: a validation error.
      { weight: required ? 1 : 0, arbitrary: fc.constant<SlotChoice>({ mode: 'omit' }) },
    );
  });
  return fc
    .tuple(...perSlot)
    .map((list) => new Map(plan.slots.map((slot, i) => [slot.variable, list[i] as SlotChoice])));
}

// ---- The sweep: every hostile value in every argument, one at a time.

/** Paths of arguments (`input.storeId`) to the value a plausible call gives them. */
export type Fixed = ReadonlyMap<string, unknown>;

/**
 * What a client would send, for the arguments a sweep case does not aim at; undefined leaves it out. `fixed` gives
 * values by argument path (`input.storeId`): ids the caller owns, so a call gets past "not yours".
 */
function plausible(type: GraphQLInputType, known: KnownValues, path: string, fixed: Fixed): unknown {
  if (fixed.has(path)) return fixed.get(path);
  if (isNonNullType(type)) return plausible(type.ofType, known, path, fixed);
  if (isListType(type)) return [plausible(type.ofType, known, path, fixed)];
  if (isInputObjectType(type)) {
    const object: Record<string, unknown> = {};
    for (const field of Object.values(type.getFields()))
      if ((isNonNullType(field.type) && field.defaultValue === undefined) || fixed.has(`${path}.${field.name}`))
        object[field.name] = plausible(field.type, known, `${path}.${field.name}`, fixed);
    return object;
  }
  if (isEnumType(type)) return type.getValues()[0]?.name;
  switch (type.name) {
    case 'String':
      return known.strings[0];
    case 'ID':
      return known.ids[0];
    case 'Int':
    case 'Float':
      return 1;
    case 'Boolean':
      return false;
    case 'Money':
      // Whole đồng (getDeliveryFee's total): an amount a cart could hold.
      return 150_000;
    default:
      return new Date(0).toISOString();
  }
}

/** What a case's answer must say, beyond having no problem: a list one item too long is refused as such. */
export interface Expectation {
  code: string;
  /** True: the answer has an error with this code; false: none has it. */
  present: boolean;
}

interface Variant {
  /** Where in the argument: `.filter.query`, `[30000]`. */
  at: string;
  value: unknown;
  expect?: Expectation;
}

/**
 * Hostile values for a type; in an input object or a list, one field or element at a time. A list is also sent at its
 * maximum (`max`, the GraphQL limits': taken) and one item past it (refused as LIST_TOO_LONG).
 */
function hostileVariants(
  type: GraphQLInputType,
  known: KnownValues,
  path: string,
  fixed: Fixed,
  depth = 0,
  max = DEFAULT_MAX_ITEMS,
): Variant[] {
  if (isNonNullType(type))
    return [...hostileVariants(type.ofType, known, path, fixed, depth, max), { at: ' null', value: null }];
  if (isListType(type)) {
    const items = (length: number) => Array.from({ length }, () => plausible(type.ofType, known, path, fixed));
    return [
      ...hostileVariants(type.ofType, known, path, fixed, depth + 1).map((v) => ({
        ...v,
        at: `[0]${v.at}`,
        value: [v.value],
      })),
      { at: `[${max}] (its maximum)`, value: items(max), expect: { code: 'LIST_TOO_LONG', present: false } },
      {
        at: `[${max + 1}] (one past its maximum)`,
        value: items(max + 1),
        expect: { code: 'LIST_TOO_LONG', present: true },
      },
      { at: '[30000]', value: items(30_000) },
    ];
  }
  if (isInputObjectType(type)) {
    if (depth > 3) return [];
    const base = plausible(type, known, path, fixed) as Record<string, unknown>;
    return [
      ...Object.values(type.getFields()).flatMap((field) =>
        hostileVariants(field.type, known, `${path}.${field.name}`, fixed, depth + 1, maxItemsOf(field)).map((v) => ({
          ...v,
          at: `.${field.name}${v.at}`,
          value: { ...base, [field.name]: v.value },
        })),
      ),
      { at: ' (nested 200 deep)', value: nested(200) },
    ];
  }
  if (isEnumType(type)) return [{ at: ' unknown', value: 'NOT_A_VALUE' }];
  switch (type.name) {
    case 'Int':
    case 'Float':
      return [-1, 0, 2_147_483_648, new RawJson('1e400'), 1.5].map((value) => ({ at: ` ${String(value)}`, value }));
    case 'Money':
      // Below zero, past the safe integers, a fraction of a đồng, and a string.
      return [-1, 9_007_199_254_740_992, new RawJson('1e400'), 0.5, '150000'].map((value) => ({
        at: ` ${String(value)}`,
        value,
      }));
    case 'Boolean':
      return [{ at: ' "true"', value: 'true' }];
    default: {
      // String, ID and custom scalars: text PostgreSQL cannot store, and text near the body limit.
      const real = String(type.name === 'ID' ? known.ids[0] : known.strings[0]);
      return [
        { at: ' NUL', value: `${real}\u0000` },
        { at: ' NUL alone', value: '\u0000' },
        { at: ' lone high surrogate', value: `${real}\ud800` },
        { at: ' lone low surrogate', value: '\udc00x' },
        { at: ' 1 MB', value: LONG_STRINGS.ascii },
        ...(type.name === 'ID'
          ? [
              { at: ' not a uuid', value: 'not-a-uuid' },
              { at: ' almost a uuid', value: '00000000-0000-0000-0000-00000000000g' },
            ]
          : []),
      ];
    }
  }
}

/** `fixed` names the root field's arguments (`input.storeId`); nested fields' arguments go by their slot's path. */
function fixedPathOf(plan: OperationPlan, slot: ArgSlot): string {
  return plan.root.slots.includes(slot) ? slot.arg.name : slot.path;
}

/** A call a client would make: required arguments (and the caller's own ids) plausible, the rest left out. */
export function plausibleChoices(plan: OperationPlan, known: KnownValues, fixed: Fixed = new Map()) {
  return new Map<string, SlotChoice>(
    plan.slots.map((slot) => [
      slot.variable,
      (isNonNullType(slot.arg.type) && slot.arg.defaultValue === undefined) || fixed.has(fixedPathOf(plan, slot))
        ? { mode: 'variable', value: plausible(slot.arg.type, known, fixedPathOf(plan, slot), fixed) }
        : { mode: 'omit' },
    ]),
  );
}

export interface SweepCase {
  label: string;
  choices: Map<string, SlotChoice>;
  expect?: Expectation;
}

/**
 * One case per hostile value per argument (nested input fields and list elements included), every other argument
 * plausible: the random cases may miss a NUL in one optional field; the sweep does not. A third of them inline.
 */
export function sweepCases(plan: OperationPlan, known: KnownValues, fixed: Fixed = new Map()): SweepCase[] {
  const base = plausibleChoices(plan, known, fixed);
  const cases: SweepCase[] = [];
  for (const slot of plan.slots) {
    for (const variant of hostileVariants(
      slot.arg.type,
      known,
      fixedPathOf(plan, slot),
      fixed,
      0,
      maxItemsOf(slot.arg),
    )) {
      const choices = new Map(base);
      // A list at or past its maximum goes as a variable: inline, its literal could meet the token limit first.
      const mode = cases.length % 3 === 2 && !variant.expect ? 'inline' : 'variable';
      choices.set(slot.variable, { mode, value: variant.value });
      cases.push({
        label: `${slot.path}${variant.at} (${mode})`,
        choices,
        ...(variant.expect ? { expect: variant.expect } : {}),
      });
    }
  }
  return cases;
}
