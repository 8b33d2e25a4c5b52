import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { createDatabase } from './client';

const root = mkdtempSync(join(tmpdir(), 'chobep-client-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

it('opens a PGlite data folder whose parents do not exist yet (DATA_DIR on a fresh machine)', async () => {
  const dataDir = join(root, 'var', 'lib', 'chobep', 'data');
  const database = await createDatabase({ dataDir });
  try {
    const res = await database.db.execute(sql`select 1 as one`);
    expect(res.rows[0]).toEqual({ one: 1 });
    expect(existsSync(join(dataDir, 'PG_VERSION'))).toBe(true);
  } finally {
    await database.close();
  }
});
