import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface BenchServerOptions {
  backend: 'pglite' | 'postgres';
  port: number;
  logLevel: string;
  databaseUrl: string;
  dataDir: string;
  logFile: string;
  /** More Node flags for the API process (e.g. --cpu-prof). */
  extraFlags?: string[];
  /** The error a start that ends before "ready" rejects with. */
  failure?: (message: string) => Error;
}

/**
 * scripts/bench/server.ts in its own process, with the API's own V8 flags as npm start runs it; resolves once it
 * prints "ready" (the request log lines that follow only go to the log file). Shared by the search and checkout parts.
 */
export async function startBenchServer(options: BenchServerOptions): Promise<ChildProcess> {
  const flags: string[] = JSON.parse(readFileSync(path.join(root, 'apps/api/node-flags.json'), 'utf8'));
  const child = spawn(
    process.execPath,
    [...flags, ...(options.extraFlags ?? []), '--import', 'tsx', path.join(root, 'scripts/bench/server.ts')],
    {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        LOG_LEVEL: options.logLevel,
        BENCH_PORT: String(options.port),
        ...(options.backend === 'postgres'
          ? { BENCH_DATABASE_URL: options.databaseUrl }
          : { BENCH_DATA_DIR: options.dataDir, BENCH_DATABASE_URL: '' }),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const log = createWriteStream(options.logFile);
  child.stderr?.pipe(log);
  let waiting: string | null = '';
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      log.write(chunk);
      if (waiting === null) return;
      waiting += chunk.toString();
      if (/^ready$/m.test(waiting)) {
        waiting = null;
        resolve();
      }
    });
    child.once('exit', (code) => {
      const message = `the API stopped before it was ready (${code}); see ${options.logFile}`;
      reject(options.failure ? options.failure(message) : new Error(message));
    });
  });
  const timeout = setTimeout(() => child.kill('SIGTERM'), 120_000);
  try {
    await ready;
  } finally {
    clearTimeout(timeout);
  }
  return child;
}

export async function stopBenchServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await once(child, 'exit');
}
