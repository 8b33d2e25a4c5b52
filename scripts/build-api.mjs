// Bundles the API (apps/api/src/main.ts and the workspace packages) into apps/api/dist/main.mjs for npm start.
// Running TypeScript through tsx costs the production process about 130 MB of RSS (the loader's worker thread and
// its transformed sources); the bundle runs on plain Node. esbuild comes with tsx; a build takes well under a second,
// so npm start builds at every start and the bundle is never stale. Figures: docs/performance.md, "Memory".
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const apiBundle = path.join(root, 'apps/api/dist/main.mjs');

/**
 * Each of our modules keeps its own import.meta.url (packages/db finds its migrations relative to its source file,
 * media.ts and the seed resolve packages from theirs), so the bundle behaves as the sources do under tsx.
 */
const ownImportMetaUrl = {
  name: 'own-import-meta-url',
  setup(b) {
    b.onLoad({ filter: /\/(apps|packages)\/[^/]+\/src\/.*\.ts$/ }, async (args) => {
      const { readFile } = await import('node:fs/promises');
      const source = await readFile(args.path, 'utf8');
      return {
        contents: source.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)),
        loader: 'ts',
      };
    });
  },
};

export async function buildApi() {
  await build({
    entryPoints: [path.join(root, 'apps/api/src/main.ts')],
    outfile: apiBundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // PGlite loads its WebAssembly and data files next to its own module; argon2 is a native addon.
    external: ['@electric-sql/pglite', '@node-rs/argon2', 'pg-native'],
    // CommonJS dependencies (Fastify's, pg's) call require(); an ES module bundle has none of its own.
    banner: {
      js: "import { createRequire as __cbRequire } from 'node:module'; const require = __cbRequire(import.meta.url);",
    },
    sourcemap: 'linked',
    legalComments: 'none',
    logLevel: 'warning',
    plugins: [ownImportMetaUrl],
  });
  return apiBundle;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) await buildApi();
