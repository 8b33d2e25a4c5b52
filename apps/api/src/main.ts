import { createDatabase } from '@chobep/db';
import { siteUrlWarning } from '@chobep/domain';
import { loadConfig } from './config';
import { PREPARE_FLAG, prepareDatabase, prepareDatabaseInChild } from './prepare-database';
import { createServer } from './server';
import { CatalogStore } from './services/catalog/catalog-store';

const config = loadConfig();
if (process.argv.includes(PREPARE_FLAG)) {
  await prepareDatabase(config);
  process.exit(0);
}
const started = performance.now();
// Under npm start its web server says it (scripts/web-server.mjs); run on its own, the API does.
const warning = config.webOrigin ? null : siteUrlWarning(config);
if (warning) console.warn(`Warning: ${warning}`);
// Migrations and demo data in a short-lived child: what they allocate (PGlite's memory above all) leaves with it.
await prepareDatabaseInChild();
const database = await createDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.databaseUrl ? undefined : config.dataDir,
});
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
  redisUrl: config.redisUrl,
  smtpUrl: config.smtpUrl,
  mailFrom: config.mailFrom,
  siteUrl: config.siteUrl,
  webOrigin: config.webOrigin,
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
