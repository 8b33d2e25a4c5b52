import { spawn } from 'node:child_process';
import { randomInt } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * `npm run fuzz`: the fuzz test of `npm test` (fuzz.int.test.ts), longer and with a random seed, on a fresh copy of
 * the test database (PGlite, or PostgreSQL with DATABASE_URL). It prints the seed first, so any run can be replayed;
 * a failure prints its own replay command (seed, fast-check path, operation).
 *
 *   FUZZ_RUNS=200      random cases per operation after the sweep (default 200; raw bodies get 4×)
 *   FUZZ_SECONDS=300   stop after about this long in all, whatever FUZZ_RUNS says
 *   FUZZ_SEED=…        the seed (default: random)
 *   FUZZ_ONLY=Query.categories   one operation (or raw-bodies)
 *   FUZZ_PATH=…        with FUZZ_SEED and FUZZ_ONLY: replay one failing case
 *   FUZZ_ALL=1         go on after failures and list each distinct one (no shrinking)
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const seed = process.env.FUZZ_SEED ?? String(randomInt(0, 2 ** 31 - 1));
const seconds = process.env.FUZZ_SECONDS;
const runs = process.env.FUZZ_RUNS ?? (seconds ? '1000000' : '200');

console.log(
  `fuzz: seed ${seed}, ${runs} random cases per operation${seconds ? `, at most ${seconds} s` : ''}` +
    `${process.env.FUZZ_ONLY ? `, only ${process.env.FUZZ_ONLY}` : ''}` +
    ` on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'} — replay with FUZZ_SEED=${seed}`,
);

const child = spawn(
  'npx',
  ['vitest', 'run', '--project', 'api', 'apps/api/src/test/fuzz/fuzz.int.test.ts', '--reporter', 'dot'],
  { cwd: root, stdio: 'inherit', env: { ...process.env, FUZZ_SEED: seed, FUZZ_RUNS: runs } },
);
child.on('exit', (code) => {
  console.log(
    code === 0 ? `fuzz: no failure (seed ${seed})` : `fuzz: failed (seed ${seed}); see the replay lines above`,
  );
  process.exit(code ?? 1);
});
