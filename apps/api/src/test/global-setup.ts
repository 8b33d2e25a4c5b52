import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDatabase, seedDemoData } from '@chobep/db';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

/** Products in the test catalogue: enough for every kind of product, small enough to seed quickly. */
export const TEST_PRODUCTS = 300;

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: path of a dumped, migrated and seeded data directory. */
    pgliteTemplate: string;
    /** PostgreSQL: name of a migrated and seeded template database. */
    postgresTemplate: string;
  }
}

/**
 * Migrating and seeding once, then cloning per test file, keeps every file on its own
 * database without paying for initdb, migrations and seeding each time: PGlite files
 * load a dumped data directory, PostgreSQL files CREATE DATABASE … TEMPLATE.
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `chobep_tpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name}`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    const database = await createDatabase({ databaseUrl: target.toString(), poolSize: 2 });
    await database.migrate();
    await seedDemoData(database.db, { products: TEST_PRODUCTS });
    await database.close();
    project.provide('postgresTemplate', name);
    project.provide('pgliteTemplate', '');
    return async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  }

  const dir = mkdtempSync(path.join(tmpdir(), 'chobep-api-test-'));
  const database = await createDatabase();
  await database.migrate();
  await seedDemoData(database.db, { products: TEST_PRODUCTS });
  const dump = await database.dump?.();
  await database.close();
  if (!dump) throw new Error('PGlite dump is not available');
  const file = path.join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  project.provide('postgresTemplate', '');
  return () => rmSync(dir, { recursive: true, force: true });
}
