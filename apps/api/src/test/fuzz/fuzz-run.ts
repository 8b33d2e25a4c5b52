import { COOKIES, HEADERS } from '@chobep/domain';
import fc from 'fast-check';
import { AUTHORIZATION } from '../../schema/authorization';
import { type Answer, answerProblems } from './check-answer';
import type { FuzzTarget, OutgoingRequest, Role } from './fuzz-target';
import {
  choicesArb,
  type Expectation,
  type Fixed,
  type KnownValues,
  type OperationPlan,
  plausibleChoices,
  RawJson,
  requestOf,
  type SlotChoice,
  serialiseBody,
  sweepCases,
} from './generate-arguments';
import { rawRequestArb } from './raw-bodies';

/** How long and from where: `npm test` fixes the seed and the runs; `npm run fuzz` draws the seed. */
export interface FuzzSettings {
  seed: number;
  /** Cases per operation (and for the raw bodies). */
  runs: number;
  /** Stop an operation's cases after this long (`npm run fuzz`); without it every run is made. */
  timeLimitMs?: number;
  /** fast-check's path of a failure: replays it, and only it. */
  path?: string;
  /** Go on after a failure and list every distinct one (without shrinking): for a survey of a new fault class. */
  all?: boolean;
}

export interface Outcome {
  name: string;
  runs: number;
  /** A readable report of the smallest failing case, with the command that replays it; null when none failed. */
  failure: string | null;
}

/** The context headers of spec §7 and the cookies the API reads, with values a client may send but should not. */
const CONTEXT_HEADERS: Array<Record<string, string>> = [
  { [HEADERS.language]: 'xx' },
  { [HEADERS.region]: 'MARS' },
  { [HEADERS.timezone]: 'Not/AZone' },
  { [HEADERS.timezone]: '../../../etc/localtime' },
  { [HEADERS.store]: 'not-a-uuid' },
  { [HEADERS.store]: '00000000-0000-0000-0000-000000000000' },
  { [HEADERS.clientName]: 'x'.repeat(4000), [HEADERS.clientVersion]: '%00' },
  { cookie: `${COOKIES.store}=%00; ${COOKIES.language}=%ED%A0%80; ${COOKIES.region}=%ZZ` },
  { cookie: `${COOKIES.accessToken}=%00; ${COOKIES.rememberToken}=${'a'.repeat(3000)}` },
  { authorization: 'Bearer %00.e30.x' },
  { authorization: 'Bearer ' },
];

interface OperationCase {
  /** A sweep case's aim (`productSearch.filter.query NUL`). */
  label?: string;
  /** What the answer must also say (a list one past its maximum: LIST_TOO_LONG). */
  expect?: Expectation;
  role: Role;
  lang: 'vi' | 'en' | null;
  get: boolean;
  headers: Record<string, string>;
  choices: Map<string, SlotChoice>;
}

/**
 * The session that gets furthest into an operation: the supply side's and the operators' are the supply account's
 * (an operator), the rest the owner's.
 */
function mainRole(plan: OperationPlan): Role {
  const [kind, name] = plan.id.split('.') as ['Query' | 'Mutation', string];
  const access = AUTHORIZATION[kind][name]?.access;
  return access === 'supply' || access === 'operator' ? 'supply' : 'owner';
}

function operationCaseArb(plan: OperationPlan, known: KnownValues): fc.Arbitrary<OperationCase> {
  return fc.record({
    // A supply operation is also called by the owner (a buyer user: refused) as well as by a supply user.
    role:
      mainRole(plan) === 'supply'
        ? fc.constantFrom<Role>('visitor', 'owner', 'supply')
        : fc.constantFrom<Role>('visitor', 'owner'),
    lang: fc.constantFrom<'vi' | 'en' | null>('vi', 'en', null),
    get: fc.oneof({ weight: 9, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }),
    headers: fc.oneof(
      { weight: 9, arbitrary: fc.constant({}) },
      { weight: 1, arbitrary: fc.constantFrom(...CONTEXT_HEADERS) },
    ),
    choices: choicesArb(plan, known),
  });
}

function outgoingOf(plan: OperationPlan, c: OperationCase): OutgoingRequest {
  const request = requestOf(plan, c.choices);
  const headers: Record<string, string> = { ...c.headers };
  if (c.lang) headers[HEADERS.language] = c.lang;
  if (c.get) {
    const params = new URLSearchParams({ query: request.query, variables: serialiseBody(request.variables) });
    const url = `/graphql?${params}`;
    // Beyond a URL a real server would take, the same request goes as a POST.
    if (url.length < 8_000) return { method: 'GET', url, headers: { ...headers, accept: 'application/json' } };
  }
  return {
    method: 'POST',
    url: '/graphql',
    headers: { ...headers, 'content-type': 'application/json' },
    payload: serialiseBody({ query: request.query, variables: request.variables }),
  };
}

/** Long strings and lists shortened, so a report fits on a screen; repetitions (`5, 5, 5, …`) counted. */
function abbreviate(value: unknown, depth = 0): unknown {
  if (value instanceof RawJson) return `<raw ${abbreviate(value.text)}>`;
  if (typeof value === 'string') {
    const folded = value.replace(
      /([\s\S]{1,8}?)\1{9,}/g,
      (run, unit: string) => `${unit}<×${run.length / unit.length}>`,
    );
    return folded.length > 600 ? `${folded.slice(0, 500)}…(${value.length} chars)…${folded.slice(-60)}` : folded;
  }
  if (depth > 6) return '…';
  if (Array.isArray(value))
    return value.length > 8
      ? [...value.slice(0, 3).map((v) => abbreviate(v, depth + 1)), `…(${value.length} items)`]
      : value.map((v) => abbreviate(v, depth + 1));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, abbreviate(v, depth + 1)]));
  return value;
}

function describeOutgoing(request: OutgoingRequest): string {
  const head = `${request.method} ${abbreviate(request.url)} ${JSON.stringify(request.headers)}`;
  if (request.payload === undefined) return head;
  const text = Buffer.isBuffer(request.payload) ? request.payload.toString('latin1') : request.payload;
  let shown: string;
  try {
    shown = JSON.stringify(abbreviate(JSON.parse(text)));
  } catch {
    shown = JSON.stringify(abbreviate(text));
  }
  return `${head}\n    body (${Buffer.byteLength(request.payload)} bytes): ${shown}`;
}

function describeAnswer(answer: Answer): string {
  return `${answer.status} ${answer.body.length > 1200 ? `${answer.body.slice(0, 1200)}…` : answer.body}`;
}

/** The answer's error codes, as GraphQL errors or userErrors. */
function codesOf(body: string): string[] {
  try {
    const json = JSON.parse(body) as { errors?: Array<{ extensions?: { code?: unknown } }>; data?: unknown };
    const codes = (json.errors ?? []).map((e) => String(e?.extensions?.code));
    const userErrors = JSON.stringify(json.data ?? null).matchAll(/"code":"([A-Z_]+)"/g);
    return [...codes, ...[...userErrors].map((m) => m[1] as string)];
  } catch {
    return [];
  }
}

function expectationProblem(answer: Answer, expect: Expectation | undefined): string[] {
  if (!expect) return [];
  const has = codesOf(answer.body).includes(expect.code);
  if (has === expect.present) return [];
  return [expect.present ? `expected ${expect.code}` : `${expect.code} where none was expected`];
}

async function runProperty<T>(
  name: string,
  arb: fc.Arbitrary<T>,
  send: (
    value: T,
  ) => Promise<{ request: OutgoingRequest; role: Role; answer: Answer; label?: string; expect?: Expectation }>,
  settings: FuzzSettings,
  replay: string,
  examples: T[] = [],
): Promise<Outcome> {
  let runs = 0;
  const seen = new Map<string, string>();
  const property = fc.asyncProperty(arb, async (value) => {
    runs++;
    const { request, role, answer, label, expect } = await send(value);
    const problems = [...answerProblems(answer), ...expectationProblem(answer, expect)];
    if (problems.length > 0 && settings.all) {
      const aim =
        label?.replace(/ \((variable|inline)\)$/, '') ??
        `${name} ${request.method} ${request.headers['content-type'] ?? ''}`;
      const key = `${aim} as ${role}: ${problems.join('; ')}`;
      if (!seen.has(key))
        seen.set(
          key,
          `${key}\n  request: ${describeOutgoing(request).slice(0, 400)}\n  answer: ${describeAnswer(answer).slice(0, 300)}`,
        );
    } else if (problems.length > 0) {
      throw new Error(
        `${label ?? name} as ${role}: ${problems.join('; ')}\n  request: ${describeOutgoing(request)}\n  answer: ${describeAnswer(answer)}`,
      );
    }
  });
  const details = await fc.check(property, {
    seed: settings.seed,
    numRuns: settings.path ? 1 : settings.runs + examples.length,
    examples: examples.map((example): [T] => [example]),
    ...(settings.path ? { path: settings.path } : {}),
    ...(settings.timeLimitMs ? { interruptAfterTimeLimit: settings.timeLimitMs } : {}),
  });
  if (seen.size > 0) return { name, runs, failure: [...seen.values()].join('\n') };
  if (!details.failed) return { name, runs, failure: null };
  const error = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
  return {
    name,
    runs,
    failure:
      `${error}\n  seed ${details.seed}, path ${details.counterexamplePath} (after ${details.numRuns} cases, ` +
      `${details.numShrinks} shrinks)\n  replay: FUZZ_SEED=${details.seed} FUZZ_PATH=${details.counterexamplePath} ` +
      `FUZZ_ONLY=${replay} npm run fuzz`,
  };
}

/**
 * The ids a plausible call of the owner passes: the authorisation table names the arguments that hold a
 * company-owned thing (`input.storeId` is a store), so the sweep aims past "not yours" without a list of its own.
 */
function ownedArguments(plan: OperationPlan, owner: OwnerIds, known: KnownValues): Fixed {
  const [kind, name] = plan.id.split('.') as ['Query' | 'Mutation', string];
  const fixed = new Map<string, unknown>();
  for (const owned of AUTHORIZATION[kind][name]?.owned ?? []) {
    if (owned.from.startsWith('header:')) continue;
    const value = {
      store: owner.storeId,
      user: owner.userId,
      favorite: known.ids[0],
      note: known.ids[0],
      order: known.orderIds?.[0] ?? known.ids[0],
      supplierOrder: known.orderIds?.[0] ?? known.ids[0],
      notification: known.ids[0],
      pushRegistration: known.ids[0],
      group: known.groupIds?.[0] ?? known.ids[0],
      buyer: known.buyerIds?.[0] ?? known.ids[0],
    }[owned.kind];
    if (value) fixed.set(owned.from, value);
  }
  return fixed;
}

export interface OwnerIds {
  userId: string | null;
  storeId: string | null;
}

function dataOf(body: string): unknown {
  try {
    return (JSON.parse(body) as { data?: unknown }).data ?? null;
  } catch {
    return null;
  }
}

/**
 * The plausible call of an operation (the sweep's base) must be executed — a result with `data` — or every
 * generated case might be refused before execution (an invalid document, a limit) and the fuzzing prove nothing.
 */
export async function reachProblem(
  target: FuzzTarget,
  plan: OperationPlan,
  known: KnownValues,
  owner: OwnerIds,
): Promise<string | null> {
  const choices = plausibleChoices(plan, known, ownedArguments(plan, owner, known));
  const role = mainRole(plan);
  const request = outgoingOf(plan, { role, lang: null, get: false, headers: {}, choices });
  const answer = await target.send(role, request);
  if (answer.status === 200 && dataOf(answer.body) !== null) return null;
  return `${plan.id}: the plausible call is not executed, so its cases would prove nothing\n  request: ${describeOutgoing(request)}\n  answer: ${describeAnswer(answer)}`;
}

/** Every case of one operation: its arguments from its types, as a visitor or the owner, by variables or inline. */
export function fuzzOperation(
  target: FuzzTarget,
  plan: OperationPlan,
  known: KnownValues,
  owner: OwnerIds,
  settings: FuzzSettings,
): Promise<Outcome> {
  const fixed = ownedArguments(plan, owner, known);
  // The sweep first (as the owner, who gets furthest), then random cases.
  const sweep = sweepCases(plan, known, fixed).map(
    (c): OperationCase => ({
      label: `${plan.id}: ${c.label}`,
      ...(c.expect ? { expect: c.expect } : {}),
      role: mainRole(plan),
      lang: null,
      get: false,
      headers: {},
      choices: c.choices,
    }),
  );
  return runProperty(
    plan.id,
    operationCaseArb(plan, known),
    async (c) => {
      const request = outgoingOf(plan, c);
      return {
        request,
        role: c.role,
        answer: await target.send(c.role, request),
        ...(c.label ? { label: c.label } : {}),
        ...(c.expect ? { expect: c.expect } : {}),
      };
    },
    settings,
    plan.id,
    sweep,
  );
}

export const RAW_BODIES = 'raw-bodies';

/** Bodies that are not a well-formed request, built around requests of every operation. */
export function fuzzRawBodies(
  target: FuzzTarget,
  plans: OperationPlan[],
  known: KnownValues,
  settings: FuzzSettings,
): Promise<Outcome> {
  const requests = fc
    .constantFrom(...plans)
    .chain((plan) => choicesArb(plan, known).map((choices) => requestOf(plan, choices)));
  return runProperty(
    RAW_BODIES,
    fc.tuple(fc.constantFrom<Role>('visitor', 'owner'), rawRequestArb(requests)),
    async ([role, request]) => ({ request, role, answer: await target.send(role, request) }),
    settings,
    RAW_BODIES,
  );
}
