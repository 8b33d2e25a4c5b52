import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from './server';
import { CatalogStore } from './services/catalog/catalog-store';
import { createTestApi, type TestApi } from './test/harness';

/**
 * Issue 12 §7: npm start's web server serves pages only once the API is ready (scripts/web-server.mjs waits for
 * /ready). Ready means the database is prepared and the catalogue snapshot is in memory; until then /ready answers
 * 503 with Retry-After, while /health (the process answers) is already 200.
 */
let api: TestApi;
let app: Awaited<ReturnType<typeof createServer>>;
let catalogStore: CatalogStore;
beforeAll(async () => {
  api = await createTestApi();
  catalogStore = new CatalogStore(api.database.db);
  app = await createServer({ database: api.database, logLevel: 'silent', catalogStore });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await api?.close();
});

describe('/ready', () => {
  it('answers 503 until the catalogue is in memory, then 200; /health answers 200 all along', async () => {
    expect(catalogStore.loaded).toBe(false);
    const health = await app.inject({ method: 'GET', url: '/health' });
    expect(health.statusCode).toBe(200);

    const early = await app.inject({ method: 'GET', url: '/ready' });
    expect(early.statusCode).toBe(503);
    expect(early.headers['retry-after']).toBe('1');
    expect(early.headers['cache-control']).toBe('no-store');
    expect(early.json()).toEqual({ ready: false });

    // The first /ready started (or joined) the build; readiness follows it without anyone else asking.
    await expect.poll(() => catalogStore.loaded, { timeout: 30_000 }).toBe(true);
    const ready = await app.inject({ method: 'GET', url: '/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ ready: true });
  });
});
