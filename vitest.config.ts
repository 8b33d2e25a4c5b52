import { createRequire } from 'node:module';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  resolve: {
    // graphql 16 ships CJS (main) and ESM (module); Vite would pick the ESM build while Pothos and Yoga load the
    // CJS one through Node, and graphql refuses types from "another realm". Pin everyone to the CJS entry, as Node does.
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  test: {
    // Every core: Vitest's default outside watch mode is one fewer, which is a single worker on CI's 2-core machine
    // while the main process that hands out files sits nearly idle (every test on PGlite: 521 s → 385 s).
    maxWorkers: os.availableParallelism(),
    projects: [
      { extends: true, test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'] } },
      {
        extends: true,
        // Next.js compiles the app's JSX itself (tsconfig: preserve); the component tests need the automatic runtime.
        oxc: { jsx: { runtime: 'automatic' } },
        resolve: { alias: { '@/': fileURLToPath(new URL('./apps/web/src/', import.meta.url)) } },
        test: { name: 'web', include: ['apps/web/src/**/*.test.{ts,tsx}'] },
      },
      {
        extends: true,
        test: { name: 'db', include: ['packages/db/src/**/*.test.ts'], testTimeout: 120_000, hookTimeout: 300_000 },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 300_000,
          globalSetup: ['apps/api/src/test/global-setup.ts'],
        },
      },
      { extends: true, test: { name: 'scripts', include: ['scripts/**/*.test.ts'], testTimeout: 30_000 } },
    ],
  },
});
