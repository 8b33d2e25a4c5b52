import http from 'node:http';

export interface SseEvent {
  id: string | null;
  event: string;
  data: unknown;
  /** performance.now() when the event's last line arrived. */
  receivedAt: number;
}

export interface SseConnection {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body of a refused stream (status ≠ 200). */
  body: string;
  events: SseEvent[];
  comments: number;
  /** Resolves with the first event (from now on, or already received when `past`) that matches. */
  next(match: (e: SseEvent) => boolean, timeoutMs?: number, past?: boolean): Promise<SseEvent>;
  /** Resolves when the server ends the stream (or it is closed); rejects after `timeoutMs`. */
  ended(timeoutMs?: number): Promise<void>;
  /** Whether the stream has ended. */
  readonly isEnded: boolean;
  close(): void;
}

/** A minimal EventSource over node:http for the tests: parses `id`, `event`, `data` and comment lines. */
export function openSse(url: string, headers: Record<string, string> = {}): Promise<SseConnection> {
  return new Promise((resolve, reject) => {
    const waiters = new Set<{ match: (e: SseEvent) => boolean; resolve: (e: SseEvent) => void }>();
    const req = http.get(url, { headers: { accept: 'text/event-stream', ...headers } }, (res) => {
      let isEnded = false;
      let markEnded: () => void = () => {};
      const endedPromise = new Promise<void>((resolve) => {
        markEnded = () => {
          isEnded = true;
          resolve();
        };
      });
      res.on('end', () => markEnded());
      res.on('close', () => markEnded());
      const connection: SseConnection = {
        get isEnded() {
          return isEnded;
        },
        ended(timeoutMs = 5000) {
          return new Promise((ok, fail) => {
            const timer = setTimeout(() => fail(new Error(`the stream did not end within ${timeoutMs} ms`)), timeoutMs);
            void endedPromise.then(() => {
              clearTimeout(timer);
              ok();
            });
          });
        },
        status: res.statusCode ?? 0,
        headers: res.headers,
        body: '',
        events: [],
        comments: 0,
        next(match, timeoutMs = 5000, past = false) {
          const seen = past ? connection.events.find(match) : undefined;
          if (seen) return Promise.resolve(seen);
          return new Promise((ok, fail) => {
            const waiter = {
              match,
              resolve: (e: SseEvent) => {
                clearTimeout(timer);
                ok(e);
              },
            };
            const timer = setTimeout(() => {
              waiters.delete(waiter);
              fail(new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(connection.events)}`));
            }, timeoutMs);
            waiters.add(waiter);
          });
        },
        close() {
          req.destroy();
        },
      };
      res.setEncoding('utf8');
      if (connection.status !== 200) {
        res.on('data', (chunk: string) => {
          connection.body += chunk;
        });
        res.on('end', () => resolve(connection));
        return;
      }
      let buffer = '';
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
          let id: string | null = null;
          let event = 'message';
          const data: string[] = [];
          let comment = false;
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comment = true;
            else if (line.startsWith('id: ')) id = line.slice(4);
            else if (line.startsWith('event: ')) event = line.slice(7);
            else if (line.startsWith('data: ')) data.push(line.slice(6));
          }
          if (data.length === 0) {
            if (comment) connection.comments++;
            continue;
          }
          const parsed: SseEvent = { id, event, data: JSON.parse(data.join('\n')), receivedAt: performance.now() };
          connection.events.push(parsed);
          for (const waiter of [...waiters])
            if (waiter.match(parsed)) {
              waiters.delete(waiter);
              waiter.resolve(parsed);
            }
        }
      });
      res.on('error', () => {});
      resolve(connection);
    });
    req.on('error', reject);
  });
}

/** The Cookie header of a signed-in test client. */
export function cookieHeader(cookies: Map<string, string>): string {
  return [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
}
