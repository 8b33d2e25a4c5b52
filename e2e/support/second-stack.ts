import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface SecondStack {
  url: string;
  apiUrl: string;
  stop(): Promise<void>;
}

/**
 * A whole second marketplace from the suite's builds (the API bundle and the web build npm start made): its own API on
 * its own PGlite directory with a small demo catalogue, and a web server in front of it with the test hooks on
 * (CHOBEP_TEST_HOOKS=1: /version.json can be told to report another build id). For what must not touch the suite's
 * shared servers: maintenance mode sends every page of the suite's other tests to the maintenance page; a maps
 * service (`options.env` MAP_API_KEY and MAP_API_URL) the suite's API does not have.
 */
export async function startSecondStack(
  timeoutMs: number,
  options: { env?: Record<string, string> } = {},
): Promise<SecondStack> {
  const [apiPort, webPort] = [await freePort(), await freePort()];
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'chobep-e2e-stack-'));
  const apiFlags = JSON.parse(readFileSync(path.join(root, 'apps/api/node-flags.json'), 'utf8')) as string[];
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    API_PORT: String(apiPort),
    PORT: String(webPort),
    API_URL: `http://127.0.0.1:${apiPort}`,
    DATA_DIR: dataDir,
    DEMO_PRODUCTS: '300',
    DEMO_ORDERS: '0',
    LOG_LEVEL: 'warn',
    CHOBEP_TEST_HOOKS: '1',
    ...options.env,
  };
  // Its own embedded database, whatever the suite uses.
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  const children: ChildProcess[] = [];
  let stderr = '';
  const keep = (child: ChildProcess) => {
    child.stderr?.on('data', (chunk) => {
      stderr = (stderr + chunk).slice(-4_000);
    });
    children.push(child);
    return child;
  };
  keep(
    spawn(process.execPath, [...apiFlags, path.join(root, 'apps/api/dist/main.mjs')], {
      cwd: root,
      env,
      stdio: ['ignore', 'ignore', 'pipe'],
    }),
  );
  keep(
    spawn(process.execPath, [path.join(root, 'scripts/web-server.mjs')], {
      cwd: path.join(root, 'apps/web'),
      env,
      stdio: ['ignore', 'ignore', 'pipe'],
    }),
  );
  const url = `http://127.0.0.1:${webPort}`;
  const stop = async () => {
    for (const child of children) {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await once(child, 'exit');
      }
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const dead = children.find((c) => c.exitCode !== null);
    if (dead) {
      await stop();
      throw new Error(`the second stack exited (${dead.exitCode}): ${stderr}`);
    }
    try {
      // Ready when a GraphQL call through the web origin answers (as playwright.config.ts waits for the suite's).
      const res = await fetch(`${url}/graphql?query=%7B__typename%7D`);
      if (res.status === 200) break;
    } catch {}
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the second stack did not answer in time: ${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { url, apiUrl: `http://127.0.0.1:${apiPort}`, stop };
}
