import { eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { products, users } from '../schema';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { DEFAULT_PRODUCT_COUNT, DEFAULT_SEED, generateProductChunks } from './generate-catalogue';

/**
 * A demo database seeded before the catalogue key (migration 0006) has no key on its products, and some of its
 * suppliers list an item twice (the generator drew them so then). This gives it the generator's current products,
 * once, and only on a demo database (the demo owner exists): the catalogue key, the supplier, names, units, search
 * key, prices and tags, matched by id and internal code (the generator is deterministic). A picture is replaced only
 * where the name changed, so a picture set by hand on a product that kept its name stays.
 * Returns the number of products updated.
 */
export async function refreshDemoOffers(db: Db, options: { products?: number; seed?: number } = {}): Promise<number> {
  const [keyed] = await db.select({ id: products.id }).from(products).where(isNotNull(products.catalogueKey)).limit(1);
  if (keyed) return 0;
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.id, DEMO_ACCOUNTS.owner.id));
  if (!owner) return 0;

  let changed = 0;
  await db.transaction(async (tx) => {
    const chunks = generateProductChunks({
      products: options.products ?? DEFAULT_PRODUCT_COUNT,
      seed: options.seed ?? DEFAULT_SEED,
      chunkSize: 1000,
    });
    for (let next = chunks.next(); !next.done; next = chunks.next()) {
      const { products: rows, prices, productTags } = next.value;
      const values = sql.join(
        rows.map(
          (p) => sql`(${p.id}::uuid, ${p.supplierInternalCode}, ${p.supplierId}::int, ${p.catalogueKey ?? null},
            ${p.nameVi}, ${p.nameEn}, ${p.searchKey}, ${p.descriptionVi ?? null}, ${p.descriptionEn ?? null},
            ${p.uomCode}, ${p.baseUomCode ?? null}, ${p.baseUnit ?? null}::numeric, ${p.netUomCode ?? null},
            ${p.netUnit ?? null}::numeric, ${p.imageUrl ?? null}, ${JSON.stringify(p.medias ?? [])}::jsonb)`,
        ),
        sql`, `,
      );
      const updated = await tx.execute<{ id: string }>(sql`
        UPDATE products AS p SET
          supplier_id = v.supplier_id, catalogue_key = v.catalogue_key, name_vi = v.name_vi, name_en = v.name_en,
          search_key = v.search_key, description_vi = v.description_vi, description_en = v.description_en,
          uom_code = v.uom_code, base_uom_code = v.base_uom_code, base_unit = v.base_unit,
          net_uom_code = v.net_uom_code, net_unit = v.net_unit,
          image_url = CASE WHEN p.name_vi = v.name_vi THEN p.image_url ELSE v.image_url END,
          medias = CASE WHEN p.name_vi = v.name_vi THEN p.medias ELSE v.medias END
        FROM (VALUES ${values}) AS v(id, code, supplier_id, catalogue_key, name_vi, name_en, search_key, description_vi,
          description_en, uom_code, base_uom_code, base_unit, net_uom_code, net_unit, image_url, medias)
        WHERE p.id = v.id AND p.supplier_internal_code = v.code
        RETURNING p.id`);
      const ids = updated.rows.map((r) => r.id);
      changed += ids.length;
      if (!ids.length) continue;
      const mine = new Set(ids);
      const priceValues = prices
        .filter((p) => mine.has(p.productId))
        .map((p) => sql`(${p.productId}::uuid, ${p.region}, ${p.price}::int, ${p.originalPrice ?? null}::int)`);
      if (priceValues.length) {
        await tx.execute(sql`
          UPDATE product_prices AS pp SET price = v.price, original_price = v.original_price
          FROM (VALUES ${sql.join(priceValues, sql`, `)}) AS v(product_id, region, price, original_price)
          WHERE pp.product_id = v.product_id AND pp.region::text = v.region`);
      }
      const idList = sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      );
      await tx.execute(sql`DELETE FROM product_tags WHERE product_id IN (${idList})`);
      const tagValues = productTags
        .filter((t) => mine.has(t.productId))
        .map((t) => sql`(${t.productId}::uuid, ${t.tagCode})`);
      if (tagValues.length) {
        await tx.execute(
          sql`INSERT INTO product_tags (product_id, tag_code) VALUES ${sql.join(tagValues, sql`, `)} ON CONFLICT DO NOTHING`,
        );
      }
    }
  });
  return changed;
}
