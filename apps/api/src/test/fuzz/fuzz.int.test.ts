import { Writable } from 'node:stream';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_SUPPLY_ACCOUNTS } from '@chobep/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../schema';
import { createTestApi, type TestApi } from '../harness';
import {
  type FuzzSettings,
  fuzzOperation,
  fuzzRawBodies,
  type Outcome,
  type OwnerIds,
  RAW_BODIES,
  reachProblem,
} from './fuzz-run';
import { FuzzTarget } from './fuzz-target';
import { type KnownValues, operationPlans } from './generate-arguments';
import { loadKnownValues } from './known-values';

/**
 * Input fuzzing generated from the schema (issue 11): every query and mutation, with arguments built from their
 * types — ordinary, existing and hostile values — as a visitor and as a signed-in owner, and raw bodies no client
 * would send. Every answer is a GraphQL result or a 4xx with a message; never a 5xx, a stack trace, SQL text, the
 * masked fault or a hang; and the server answers `{ __typename }` after each operation's cases.
 *
 * `npm test` runs a fixed seed and a few cases per operation; `npm run fuzz` (cli.ts) runs this file longer with a
 * random seed, through the same variables: FUZZ_SEED, FUZZ_RUNS (per operation), FUZZ_SECONDS (in all),
 * FUZZ_PATH and FUZZ_ONLY (replay one failure).
 */

/** Fixed in `npm test`, so a failure there is the same on every machine. */
const DEFAULT_SEED = 20_261_125;
const DEFAULT_RUNS = 20;

const plans = operationPlans(schema);
const only = process.env.FUZZ_ONLY;
const seconds = Number(process.env.FUZZ_SECONDS ?? 0);
const settings: FuzzSettings = {
  seed: Number(process.env.FUZZ_SEED ?? DEFAULT_SEED),
  runs: Number(process.env.FUZZ_RUNS ?? DEFAULT_RUNS),
  ...(seconds > 0 ? { timeLimitMs: (seconds * 1000) / (plans.length + 1) } : {}),
  ...(process.env.FUZZ_PATH ? { path: process.env.FUZZ_PATH } : {}),
  ...(process.env.FUZZ_ALL ? { all: true } : {}),
};
/** Per test: its share of FUZZ_SECONDS, or room for its runs (each request is bounded to 10 s). */
const testTimeout = seconds > 0 ? settings.timeLimitMs! + 120_000 : 60_000 + settings.runs * 2_000;

let api: TestApi;
let target: FuzzTarget;
let known: KnownValues;
let owner: OwnerIds;

beforeAll(async () => {
  // The server's error log, read after each request: a fault that is logged but answered politely still fails.
  const errorLog: string[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      errorLog.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  api = await createTestApi({ logLevel: 'error', logStream });
  target = new FuzzTarget(
    api.app,
    { login: DEMO_ACCOUNTS.owner.email, password: DEMO_PASSWORD },
    // An operator: the supply side's operations reach past "another supplier's order" with any order.
    { login: DEMO_SUPPLY_ACCOUNTS.operator.email, password: DEMO_PASSWORD },
    () => errorLog.splice(0),
  );
  owner = await target.ownerIds();
  const values = await loadKnownValues(api.database.db);
  // The owner's store and user among the ids, so random calls of store- and user-scoped operations reach their code.
  known = { ...values, ids: [...values.ids, ...[owner.storeId, owner.userId].filter((id) => id !== null)] };
});
afterAll(async () => {
  await api?.close();
});

/** The failure report is the assertion message: the case, the answer and the command that replays it. */
async function expectNoFailure(outcome: Outcome) {
  if (outcome.failure) console.error(`\n[fuzz] ${outcome.failure}\n`);
  expect(outcome.failure, outcome.failure ?? '').toBeNull();
  const alive = await target.alive();
  expect(alive.status, `after ${outcome.name}: ${alive.body}`).toBe(200);
  expect(JSON.parse(alive.body)).toEqual({ data: { __typename: 'Query' } });
}

describe('schema-driven fuzzing', () => {
  it('plans every query and mutation of the schema', () => {
    const ids = plans.map((p) => p.id);
    const roots = [schema.getQueryType(), schema.getMutationType()].flatMap((type) =>
      Object.keys(type?.getFields() ?? {}).map((name) => `${type?.name}.${name}`),
    );
    expect(ids).toEqual(roots);
    expect(ids.length).toBeGreaterThan(30);
  });

  for (const plan of plans) {
    it.skipIf(only !== undefined && only !== plan.id)(
      plan.id,
      async () => {
        expect(await reachProblem(target, plan, known, owner)).toBeNull();
        await expectNoFailure(await fuzzOperation(target, plan, known, owner, settings));
      },
      testTimeout,
    );
  }

  it.skipIf(only !== undefined && only !== RAW_BODIES)(
    RAW_BODIES,
    async () => {
      await expectNoFailure(await fuzzRawBodies(target, plans, known, { ...settings, runs: settings.runs * 4 }));
    },
    testTimeout,
  );
});
