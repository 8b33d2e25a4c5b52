import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The Next.js build id of the running web server (its dist folder's BUILD_ID; "development" under `next dev`). The
 * root layout hands it to the page's scripts; /version reports it, and a page whose build id differs from the one
 * the server reports was built before the current deployment: it offers to reload (spec/trading.md §8).
 */
let cached: string | null = null;

export function currentBuildId(): string {
  if (cached !== null) return cached;
  try {
    const distDir = process.env.NEXT_DIST_DIR || '.next';
    cached = readFileSync(path.join(process.cwd(), distDir, 'BUILD_ID'), 'utf8').trim() || 'development';
  } catch {
    cached = 'development';
  }
  return cached;
}

/**
 * A test hook (CHOBEP_TEST_HOOKS=1 only, never in a real deployment): the build id /version reports instead of the
 * real one, so a browser test can see the new-version prompt without rebuilding. Kept on globalThis: route handlers
 * and pages may hold separate copies of this module.
 */
const OVERRIDE = Symbol.for('chobep.buildIdOverride');
type Holder = { [OVERRIDE]?: string | null };

export function testHooksEnabled(): boolean {
  return process.env.CHOBEP_TEST_HOOKS === '1';
}

export function reportedBuildId(): string {
  const override = testHooksEnabled() ? (globalThis as Holder)[OVERRIDE] : null;
  return override || currentBuildId();
}

export function setBuildIdOverride(value: string | null): void {
  (globalThis as Holder)[OVERRIDE] = value;
}
