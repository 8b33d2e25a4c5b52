import { existsSync } from 'node:fs';

/**
 * Debian's Chromium, as its headless shell when installed (.ci/run installs it): the same engine without the
 * browser's window layer, and what Playwright itself runs headless. The browser is what keeps this 2-core machine
 * busy (about 116% of its 200% CPU against 30% for the servers); the shell ran the catalogue and home specs in
 * 877 s against 1,224 s (docs/performance.md, "Browser tests and CI time"). Never `playwright install`.
 */
export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ??
  (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium');

/** The full browser, for what the shell lacks (it has no notification service: it answers "denied"). */
export const FULL_CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
