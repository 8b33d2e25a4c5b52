import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

/**
 * `npm start` tells both processes the address it serves the web app on (WEB_ORIGIN), the origin of links in mails
 * and absolute URLs when SITE_URL is not set, and warns at a production start that SITE_URL is missing. The API is a
 * stand-in that answers what it was given, and Next.js behind the web server too (no build, no database).
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const FAKE_API = `
  require('node:http').createServer((req, res) => {
    res.end(JSON.stringify({ webOrigin: process.env.WEB_ORIGIN ?? null, siteUrl: process.env.SITE_URL ?? null }));
  }).listen(Number(process.env.FAKE_PORT), '127.0.0.1');
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

const running: Array<ReturnType<typeof spawn>> = [];
afterEach(async () => {
  for (const child of running.splice(0)) {
    if (child.exitCode !== null) continue;
    child.kill('SIGTERM');
    await once(child, 'exit');
  }
});

/** Starts scripts/start.mjs; resolves with what the API stand-in was given and everything printed until then. */
async function start(env: Record<string, string>) {
  const [apiPort, webPort] = [await freePort(), await freePort()];
  const { SITE_URL: _inherited, ...base } = process.env;
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    env: {
      ...base,
      START_FAKE_CHILDREN: FAKE_API,
      API_PORT: String(apiPort),
      PORT: String(webPort),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  for (let i = 0; i < 400; i++) {
    // The web server prints its line once it listens, after any warning of its start.
    if (output.includes('Web server ready')) {
      try {
        const given = (await (await fetch(`http://127.0.0.1:${apiPort}/`)).json()) as {
          webOrigin: string | null;
          siteUrl: string | null;
        };
        return { given, output, webPort };
      } catch {
        // The API stand-in is not listening yet.
      }
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`npm start did not come up:\n${output}`);
}

describe('npm start and SITE_URL', () => {
  it('passes its own web address as WEB_ORIGIN and warns at a production start without SITE_URL', async () => {
    const { given, output, webPort } = await start({});
    expect(given).toEqual({ webOrigin: `http://localhost:${webPort}`, siteUrl: null });
    expect(output).toContain('Warning: SITE_URL is not set');
    expect(output).toContain(`point at http://localhost:${webPort}`);
  });

  it('says nothing when SITE_URL is set, and passes it on', async () => {
    const { given, output } = await start({ SITE_URL: 'https://chobep.vn' });
    expect(given.siteUrl).toBe('https://chobep.vn');
    expect(output).not.toContain('SITE_URL');
  });
});
