import { spawn } from 'node:child_process';
import {
  createDatabase,
  isSeeded,
  refreshCheckoutDemo,
  refreshDemoOffers,
  refreshDemoPictures,
  seedDemoData,
  seedDemoOrders,
  seedMissingDemoContent,
} from '@chobep/db';
import type { ApiConfig } from './config';

/** The argument that makes main.ts prepare the database and exit. */
export const PREPARE_FLAG = '--prepare-database';

/**
 * Migrations and the demo data, in this process: the work main.ts hands to a short-lived child. On PGlite,
 * creating a data folder (initdb) and loading the demo catalogue grow its WebAssembly memory, which never shrinks,
 * and leave 100–200 MB the serving process would carry for its whole life (docs/performance.md, "Soak and memory").
 */
/** DEMO_ORDERS=0 leaves the demo orders out (the crash test counts every order as its own). */
const withDemoOrders = () => process.env.DEMO_ORDERS !== '0';

export async function prepareDatabase(config: ApiConfig): Promise<void> {
  const database = await createDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : config.dataDir,
  });
  try {
    await database.migrate();
    if (!(await isSeeded(database.db))) {
      console.log(`Loading demo data (${config.demoProducts} products)…`);
      await seedDemoData(database.db, { products: config.demoProducts, orders: withDemoOrders() });
    } else {
      if (await seedMissingDemoContent(database.db))
        console.log('Added the demo home content (widgets, banners, popup).');
      const offers = await refreshDemoOffers(database.db, { products: config.demoProducts });
      if (offers > 0) console.log(`Linked the same items of several suppliers in ${offers} demo products.`);
      const checkout = await refreshCheckoutDemo(database.db);
      if (checkout > 0) {
        console.log(
          `Added the checkout demo data (${checkout} rows: delivery settings, vouchers, payment terms, accounts).`,
        );
      }
      const demoOrders = withDemoOrders() ? await seedDemoOrders(database.db) : 0;
      if (demoOrders > 0) console.log(`Added ${demoOrders} demo orders (about ninety days, every status).`);
      const pictures = await refreshDemoPictures(database.db, { products: config.demoProducts });
      if (pictures > 0) console.log(`Pointed ${pictures} demo products and brands at their drawn pictures.`);
    }
  } finally {
    await database.close();
  }
}

/** Runs prepareDatabase in a child started as this process was (same flags, same entry: tsx or the bundle). */
export async function prepareDatabaseInChild(): Promise<void> {
  const entry = process.argv[1];
  if (!entry) throw new Error('no entry script to start the preparation with');
  const child = spawn(process.execPath, [...process.execArgv, entry, PREPARE_FLAG], { stdio: 'inherit' });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (exitCode) => resolve(exitCode));
  });
  if (code !== 0) throw new Error(`preparing the database failed (exit ${code})`);
}
