import type { Db } from '@chobep/db';
import type { Logger } from 'pino';
import { deliverDueMail } from './deliver-mail';
import type { MailTransport } from './smtp-transport';

/** How often each instance looks for due mails (retries, and mails whose after-commit kick was lost). */
export const MAIL_POLL_MS = 30_000;

/**
 * One per API instance (createServer): delivers the outbox in the background. `kick()` runs a delivery pass soon
 * (after a commit that enqueued mail); a timer runs one every MAIL_POLL_MS for retries. Passes never overlap within
 * an instance, and the claim (deliver-mail.ts) keeps instances from sending one mail twice. A failing pass is
 * logged, never thrown: the mail stays in the outbox and the next pass tries again.
 */
export class MailDispatcher {
  private running: Promise<void> | null = null;
  private again = false;
  private timer: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(
    private readonly db: Db,
    readonly transport: MailTransport | null,
    private readonly log?: Logger,
  ) {}

  start(pollMs = MAIL_POLL_MS): void {
    if (this.timer || this.closed) return;
    this.timer = setInterval(() => void this.kick(), pollMs);
    this.timer.unref();
    void this.kick();
  }

  /** Runs a delivery pass now, or right after the one under way. Resolves when the pass (or passes) are done. */
  kick(): Promise<void> {
    if (this.closed) return Promise.resolve();
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      do {
        this.again = false;
        try {
          const report = await deliverDueMail(this.db, this.transport);
          if (report.failed > 0) this.log?.warn(report, 'some mails could not be sent; they will be tried again');
        } catch (error) {
          this.log?.warn({ err: error }, 'mail delivery pass failed');
        }
      } while (this.again && !this.closed);
    })().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    await this.running;
    this.transport?.close();
  }
}

const dispatchers = new WeakMap<Db, MailDispatcher>();

export function attachMailDispatcher(db: Db, dispatcher: MailDispatcher): void {
  dispatchers.set(db, dispatcher);
}

/**
 * Call after the transaction that enqueued mail has committed: starts delivering it without waiting. Without a
 * dispatcher (scripts, the seed) the mail waits in the outbox for the next API instance's timer.
 */
export function deliverMailSoon(db: Db): void {
  void dispatchers.get(db)?.kick();
}

/** The dispatcher of a database handle (tests wait for its pass). */
export function mailDispatcherOf(db: Db): MailDispatcher | undefined {
  return dispatchers.get(db);
}
