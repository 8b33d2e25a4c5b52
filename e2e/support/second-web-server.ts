import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_PORT } from './env';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * A stand-in for the network between the web server and the API: forwards to the suite's API, or, when down, drops
 * every connection (as a refused or reset connection does while the API starts or restarts). The suite's own
 * servers are shared by every test, so the API itself cannot be stopped; a second web server is pointed here instead.
 */
export class SwitchableApi {
  up = true;
  private constructor(private readonly server: Server) {}

  static async start(): Promise<SwitchableApi> {
    let api: SwitchableApi | null = null;
    const server = createServer((req, res) => {
      if (!api?.up) {
        req.socket.destroy();
        return;
      }
      const upstream = httpRequest(
        { host: '127.0.0.1', port: API_PORT, method: req.method, path: req.url, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => res.destroy());
      req.pipe(upstream);
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    api = new SwitchableApi(server);
    return api;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }
}

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * scripts/web-server.mjs once more, from the suite's build (npm start built it), on a port of its own and with its
 * API at `apiUrl`: what npm start runs, but with an API the test can take down.
 */
export async function startSecondWebServer(
  apiUrl: string,
  timeoutMs: number,
): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [path.join(root, 'scripts/web-server.mjs')], {
    cwd: path.join(root, 'apps/web'),
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', PORT: String(port), API_URL: apiUrl },
    // Quiet: with its API down on purpose it logs every failed call. Its last words are kept for a failed start.
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-4_000);
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the second web server exited (${child.exitCode}): ${stderr}`);
    try {
      if ((await fetch(`${url}/`, { redirect: 'manual' })).status < 500) break;
    } catch {}
    if (Date.now() > deadline) throw new Error(`the second web server did not serve ${url}/ in time: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await once(child, 'exit');
      }
    },
  };
}
