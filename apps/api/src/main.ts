import { createDatabase, isSeeded, seedDemoData, seedMissingDemoContent } from '@chobep/db';
import { loadConfig } from './config';
import { createServer } from './server';
import { CatalogStore } from './services/catalog/catalog-store';

const config = loadConfig();
const started = performance.now();
const database = await createDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.databaseUrl ? undefined : config.dataDir,
});
await database.migrate();
if (!(await isSeeded(database.db))) {
  console.log(`Loading demo data (${config.demoProducts} products)…`);
  await seedDemoData(database.db, { products: config.demoProducts });
} else if (await seedMissingDemoContent(database.db)) {
  console.log('Added the demo home content (widgets, banners, popup).');
}
const catalogStore = new CatalogStore(database.db);
const app = await createServer({
  database,
  catalogStore,
  jwtSecret: config.jwtSecret,
  secureCookies: config.secureCookies,
  trustedProxies: config.trustedProxies,
  graphiql: config.graphiql,
  logLevel: config.logLevel,
  corsOrigins: config.corsOrigins,
});
await app.listen({ port: config.port, host: config.host });
console.log(
  `API ready on http://${config.host}:${config.port}/graphql (${database.kind}) in ${Math.round(performance.now() - started)} ms`,
);
// The catalogue snapshot is built now rather than by the first visitor's request.
const building = performance.now();
catalogStore.current().then(
  (snapshot) =>
    console.log(
      `Catalogue in memory: ${snapshot.index.size} products in ${Math.round(performance.now() - building)} ms`,
    ),
  (error: unknown) => app.log.error({ err: error }, 'building the catalogue snapshot failed'),
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await app.close();
    await database.close();
    process.exit(0);
  });
}
