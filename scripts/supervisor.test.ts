import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs module of the start script, without types.
import { supervise } from './supervisor.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A tiny HTTP server standing in for the API: answers its pid, so a test can tell a restarted process. */
const FAKE_SERVER = `
  require('node:http').createServer((req, res) => res.end(String(process.pid))).listen(Number(process.env.FAKE_PORT), '127.0.0.1');
  process.on('SIGTERM', () => process.exit(0));
`;

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/**
 * Polls until the server answers (the restart waits its backoff delay first). A 5xx is not an answer yet: the web
 * server's gate says "starting" (503) until it has seen the API's /ready, a moment after the API itself answers.
 */
async function answer(port: number, attempts = 200): Promise<string> {
  for (let i = 0; i < attempts; i++) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/`);
      const text = await res.text();
      if (res.status < 500) return text;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`nothing answers on ${port}`);
}

async function processGone(pid: number, attempts = 200): Promise<boolean> {
  for (let i = 0; i < attempts; i++) {
    try {
      process.kill(pid, 0);
    } catch {
      return true;
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  return false;
}

const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

describe('supervise (npm start)', () => {
  it('starts a child killed with SIGKILL again, with a doubling delay, and logs each restart', async () => {
    const port = await freePort();
    const lines: string[] = [];
    const child = supervise({
      name: 'API',
      args: ['-e', FAKE_SERVER],
      env: { ...process.env, FAKE_PORT: String(port) },
      stdio: 'ignore',
      minDelayMs: 100,
      maxDelayMs: 1000,
      log: (line: string) => lines.push(line),
    });
    cleanups.push(() => child.stop());

    const first = await answer(port);
    expect(first).toBe(String(child.pid));
    process.kill(Number(first), 'SIGKILL');
    expect(await processGone(Number(first))).toBe(true);
    const second = await answer(port);
    expect(second).not.toBe(first);
    process.kill(Number(second), 'SIGKILL');
    expect(await processGone(Number(second))).toBe(true);
    const third = await answer(port);
    expect(third).not.toBe(second);

    expect(child.restarts).toBe(2);
    expect(lines).toEqual([
      'API stopped (SIGKILL); restarting in 0.1 s (restart 1).',
      'API stopped (SIGKILL); restarting in 0.2 s (restart 2).',
    ]);
  });

  it('stops for good on stop(): the child ends and is not started again', async () => {
    const port = await freePort();
    const lines: string[] = [];
    const child = supervise({
      name: 'Web',
      args: ['-e', FAKE_SERVER],
      env: { ...process.env, FAKE_PORT: String(port) },
      stdio: 'ignore',
      minDelayMs: 50,
      log: (line: string) => lines.push(line),
    });
    const pid = Number(await answer(port));
    await child.stop();
    expect(await processGone(pid)).toBe(true);
    await new Promise((r) => setTimeout(r, 200));
    expect(child.pid).toBeUndefined();
    await expect(fetch(`http://127.0.0.1:${port}/`)).rejects.toThrow();
    expect(lines).toEqual([]);
  });

  it('npm start keeps the web server up while the API is killed and brought back; SIGTERM stops both', async () => {
    // scripts/start.mjs itself, with fake children (START_API_COMMAND and START_WEB_COMMAND stand in for them),
    // so the test needs neither a web build nor a database.
    const [apiPort, webPort] = [await freePort(), await freePort()];
    const start = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
      env: {
        ...process.env,
        START_FAKE_CHILDREN: FAKE_SERVER,
        API_PORT: String(apiPort),
        PORT: String(webPort),
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    start.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    cleanups.push(async () => {
      if (start.exitCode === null) start.kill('SIGKILL');
    });

    const api = Number(await answer(apiPort));
    const web = Number(await answer(webPort));
    process.kill(api, 'SIGKILL');
    expect(await processGone(api)).toBe(true);
    const apiAgain = Number(await answer(apiPort));
    expect(apiAgain).not.toBe(api);
    expect(Number(await answer(webPort))).toBe(web);
    expect(output).toContain('API stopped (SIGKILL); restarting in 0.5 s (restart 1).');

    start.kill('SIGTERM');
    const [code] = await once(start, 'exit');
    expect(code).toBe(0);
    expect(await processGone(apiAgain)).toBe(true);
    expect(await processGone(web)).toBe(true);
  });

  it('npm start serves no page until the API is ready: the web port answers 503 "starting" (vi, en) meanwhile', async () => {
    // The API stand-in is up at once (/health answers) but ready only when the test creates a file, as the real API
    // is only once the database is prepared and the catalogue is in memory.
    const dir = mkdtempSync(path.join(os.tmpdir(), 'chobep-start-'));
    cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
    const readyFile = path.join(dir, 'ready');
    const notReadyApi = `
      const { existsSync } = require('node:fs');
      require('node:http').createServer((req, res) => {
        if (req.url === '/ready' && !existsSync(process.env.FAKE_READY_FILE)) {
          res.writeHead(503, { 'retry-after': '1' });
          return res.end('{"ready":false}');
        }
        res.end(String(process.pid));
      }).listen(Number(process.env.FAKE_PORT), '127.0.0.1');
      process.on('SIGTERM', () => process.exit(0));
    `;
    const [apiPort, webPort] = [await freePort(), await freePort()];
    const start = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
      env: {
        ...process.env,
        START_FAKE_CHILDREN: notReadyApi,
        FAKE_READY_FILE: readyFile,
        API_PORT: String(apiPort),
        PORT: String(webPort),
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    start.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    cleanups.push(async () => {
      if (start.exitCode === null) {
        start.kill('SIGTERM');
        await once(start, 'exit');
      }
    });

    const api = Number(await answer(apiPort));
    expect(api).toBeGreaterThan(0);
    /** Waits for the web port to accept connections, then returns its answer to `pathname`. */
    const web = async (pathname: string, headers: Record<string, string> = {}) => {
      for (let i = 0; i < 200; i++) {
        try {
          return await fetch(`http://127.0.0.1:${webPort}${pathname}`, { headers, redirect: 'manual' });
        } catch {
          await new Promise((r) => setTimeout(r, 50));
        }
      }
      throw new Error(`nothing answers on ${webPort}`);
    };
    // Several times over a second and more: the answer does not change while the API is not ready.
    for (let round = 0; round < 6; round++) {
      for (const pathname of ['/', '/market', '/graphql?query=%7B__typename%7D']) {
        const res = await web(pathname);
        const body = await res.text();
        expect(res.status, `${pathname} while the API is not ready`).toBe(503);
        expect(res.headers.get('retry-after')).toBe('2');
        expect(res.headers.get('cache-control')).toBe('no-store');
        expect(res.headers.get('content-type')).toMatch(/^text\/html/);
        expect(body).toContain('<html lang="vi">');
        expect(body).toContain('Chợ Bếp đang khởi động');
        expect(body).toContain('<meta http-equiv="refresh" content="2">');
      }
      await new Promise((r) => setTimeout(r, 250));
    }
    const english = await web('/', { cookie: 'cb_lang=en' });
    expect(english.status).toBe(503);
    const englishBody = await english.text();
    expect(englishBody).toContain('<html lang="en">');
    expect(englishBody).toContain('Chợ Bếp is starting');
    expect(output).not.toContain('Chợ Bếp is ready');

    writeFileSync(readyFile, '');
    // Ready: the pages themselves (the stand-in for Next.js answers its pid).
    let page = await web('/');
    for (let i = 0; i < 100 && page.status !== 200; i++) {
      await new Promise((r) => setTimeout(r, 50));
      page = await web('/');
    }
    expect(page.status).toBe(200);
    expect(Number(await page.text())).toBeGreaterThan(0);
    await expect.poll(() => output, { timeout: 10_000 }).toContain('Chợ Bếp is ready');
  });
});
