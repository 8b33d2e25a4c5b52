import { slugify } from '@chobep/domain';
import { and, eq, like, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { brands, products, users } from '../schema';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { DEFAULT_PRODUCT_COUNT, DEFAULT_SEED, generateProductChunks } from './generate-catalogue';
import { ICON_URL_PREFIX } from './icons';
import { brandLogoUrl } from './packshot';
import { BRANDS } from './reference-data';

/**
 * A demo database seeded before the packshots (issue 12) keeps the old emoji URLs of its products and brands:
 * they still load, but show the generic pictures. This points them at the drawn pictures, once, and only on a
 * demo database (the demo owner exists); a picture someone set by hand (any URL outside /media/icons/) is left
 * alone. The generator is deterministic, so the same seed and count give the same product ids.
 * Returns the number of rows changed.
 */
export async function refreshDemoPictures(db: Db, options: { products?: number; seed?: number } = {}): Promise<number> {
  const old = `${ICON_URL_PREFIX}%`;
  const [stale] = await db.select({ id: products.id }).from(products).where(like(products.imageUrl, old)).limit(1);
  const [staleBrand] = await db.select({ id: brands.id }).from(brands).where(like(brands.imageUrl, old)).limit(1);
  if (!stale && !staleBrand) return 0;
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.id, DEMO_ACCOUNTS.owner.id));
  if (!owner) return 0;

  let changed = 0;
  await db.transaction(async (tx) => {
    for (const brand of BRANDS) {
      const rows = await tx
        .update(brands)
        .set({ imageUrl: brandLogoUrl(brand.name) })
        .where(and(eq(brands.slug, slugify(brand.name)), like(brands.imageUrl, old)))
        .returning({ id: brands.id });
      changed += rows.length;
    }
    const chunks = generateProductChunks({
      products: options.products ?? DEFAULT_PRODUCT_COUNT,
      seed: options.seed ?? DEFAULT_SEED,
      chunkSize: 1000,
    });
    for (let next = chunks.next(); !next.done; next = chunks.next()) {
      const values = sql.join(
        next.value.products.map((p) => sql`(${p.id}::uuid, ${p.imageUrl})`),
        sql`, `,
      );
      const result = await tx.execute<{ id: string }>(sql`
        UPDATE products AS p
        SET image_url = v.url, medias = jsonb_build_array(jsonb_build_object('type', 'image', 'url', v.url))
        FROM (VALUES ${values}) AS v(id, url)
        WHERE p.id = v.id AND p.image_url LIKE ${old}
        RETURNING p.id`);
      changed += result.rows.length;
    }
  });
  return changed;
}
