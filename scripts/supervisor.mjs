// Keeps a child process running: npm start's API and web server are each one supervised child, so a crashed API
// (an out-of-memory kill, a native fault in PGlite) comes back by itself instead of taking the web server down.
import { spawn } from 'node:child_process';

/**
 * Starts `command args` and starts it again whenever it exits, until stop() is called. Restarts wait
 * minDelayMs, then twice as long after each further exit (capped at maxDelayMs), so a child that fails at
 * start-up does not spin; a child that stayed up stableMs counts as healthy again and its next restart waits
 * minDelayMs. Each exit and restart is logged.
 */
export function supervise({
  name,
  command = process.execPath,
  args,
  cwd,
  env,
  stdio = ['ignore', 'inherit', 'inherit'],
  minDelayMs = 500,
  maxDelayMs = 30_000,
  stableMs = 60_000,
  log = (line) => console.log(line),
  onStart = () => {},
}) {
  let child = null;
  let stopping = false;
  let failures = 0;
  let restarts = 0;
  let restartTimer = null;
  let stableTimer = null;
  let resolveStopped;
  const stopped = new Promise((resolve) => {
    resolveStopped = resolve;
  });

  const start = () => {
    restartTimer = null;
    const current = spawn(command, args, { cwd, env, stdio });
    child = current;
    onStart(current);
    stableTimer = setTimeout(() => {
      failures = 0;
    }, stableMs);
    stableTimer.unref();
    current.on('error', (error) => log(`${name}: ${error.message}`));
    current.on('exit', (code, signal) => {
      clearTimeout(stableTimer);
      if (child === current) child = null;
      if (stopping) {
        resolveStopped();
        return;
      }
      const delay = Math.min(minDelayMs * 2 ** failures, maxDelayMs);
      failures += 1;
      restarts += 1;
      log(
        `${name} stopped (${signal ?? `exit ${code}`}); restarting in ${(delay / 1000).toFixed(1)} s (restart ${restarts}).`,
      );
      restartTimer = setTimeout(start, delay);
    });
  };
  start();

  return {
    get pid() {
      return child?.pid;
    },
    get restarts() {
      return restarts;
    },
    /** Ends the child with `signal` and restarts it no more; resolves when it has exited. */
    stop(signal = 'SIGTERM') {
      stopping = true;
      if (restartTimer) clearTimeout(restartTimer);
      clearTimeout(stableTimer);
      if (child) child.kill(signal);
      else resolveStopped();
      return stopped;
    },
  };
}
