import { DEMO_BUYERS, favorites } from '@chobep/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../test/harness';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api?.close();
});

const FIELDS = `id name price totalSold inStock isExclusive category { id parentId } brand { id } supplier { name } tags { code } isFavorite`;
const RELATED = `query Related($id: ID!, $size: Int) {
  group: getItemsInSameProductGroups(productId: $id, size: $size) { ${FIELDS} }
  family: getItemsInSameProductFamily(productId: $id, size: $size) { ${FIELDS} }
  together: getFrequentlyBuyTogether(productId: $id, size: $size) { ${FIELDS} }
}`;

interface Item {
  id: string;
  price: number | null;
  totalSold: number;
  inStock: boolean;
  isExclusive: boolean;
  category: { id: number; parentId: number | null };
  brand: { id: number } | null;
}
interface Related {
  group: Item[];
  family: Item[];
  together: Item[];
}

async function related(id: string, headers: Record<string, string> = {}, size?: number, client = api.client()) {
  const res = await client.gql<Related>(RELATED, { id, size }, headers);
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return res.data as Related;
}

interface Row extends Record<string, unknown> {
  id: string;
  category_id: number;
  brand_id: number | null;
  parent_id: number | null;
}
async function rows(query: string): Promise<Row[]> {
  return (await api.database.db.execute<Row>(sql.raw(query))).rows;
}

/** A product whose group and family both have other products, outside category 81's parent. */
async function productWithRelatives(): Promise<Row> {
  const [row] = await rows(`
    select p.id, p.category_id, p.brand_id, c.parent_id from products p join categories c on c.id = p.category_id
    where c.parent_id <> 80 and p.brand_id is not null
      and (select count(*) from products q where q.category_id = p.category_id and q.brand_id = p.brand_id) >= 3
      and (select count(*) from products q join categories qc on qc.id = q.category_id
           where qc.parent_id = c.parent_id and q.category_id <> p.category_id) >= 3
    order by p.id limit 1`);
  if (!row) throw new Error('the demo data has no product with relatives');
  return row;
}

const sortedBySales = (items: Item[]) => {
  const sold = items.map((p) => p.totalSold);
  return sold.every((n, i) => i === 0 || (sold[i - 1] as number) >= n);
};

describe('same product group and family', () => {
  it('group: same category and brand, without the product itself, best sellers first', async () => {
    const p = await productWithRelatives();
    const { group } = await related(p.id, {}, 100);
    const expected = await rows(`select p.id from products p join suppliers s on s.id = p.supplier_id
      where p.category_id = ${p.category_id} and p.brand_id = ${p.brand_id} and p.id <> '${p.id}'
        and p.is_active and not s.off_market`);
    expect(group.map((g) => g.id).sort()).toEqual(expected.map((r) => r.id).sort());
    expect(group.length).toBeGreaterThanOrEqual(2);
    expect(group.map((g) => g.id)).not.toContain(p.id);
    for (const g of group) expect([g.category.id, g.brand?.id]).toEqual([p.category_id, p.brand_id]);
    expect(sortedBySales(group)).toBe(true);
    expect((await related(p.id, {}, 2)).group).toHaveLength(2);
  });

  it('family: same parent category, without the product and its group', async () => {
    const p = await productWithRelatives();
    const { family } = await related(p.id, {}, 100);
    const expected = await rows(`select p.id from products p join suppliers s on s.id = p.supplier_id
      join categories c on c.id = p.category_id
      where (c.id = ${p.parent_id} or c.parent_id = ${p.parent_id}) and p.is_active and not s.off_market
        and not (p.category_id = ${p.category_id} and p.brand_id is not distinct from ${p.brand_id})
      order by p.total_sold desc, p.id limit 100`);
    expect(family.map((f) => f.id)).toEqual(expected.map((r) => r.id));
    expect(family.length).toBeGreaterThan(0);
    for (const f of family) {
      expect([f.category.id, f.category.parentId]).toContain(p.parent_id);
      expect(f.category.id === p.category_id && f.brand?.id === p.brand_id).toBe(false);
    }
    expect(sortedBySales(family)).toBe(true);
  });

  it('a product without a brand groups with the products of its category without one', async () => {
    const [p] = await rows(`select p.id, p.category_id, p.brand_id, c.parent_id from products p
      join categories c on c.id = p.category_id where p.brand_id is null and c.id <> 81
      and (select count(*) from products q where q.category_id = p.category_id and q.brand_id is null) >= 2
      order by p.id limit 1`);
    expect(p, 'the demo data has products without a brand').toBeDefined();
    const { group } = await related(p?.id ?? '', {}, 100);
    expect(group.length).toBeGreaterThan(0);
    for (const g of group) expect([g.category.id, g.brand]).toEqual([p?.category_id, null]);
  });

  it('respect the region: prices of the region, category 81 hidden in HCM', async () => {
    const [wine] = await rows(`select p.id, p.category_id, p.brand_id, c.parent_id from products p
      join categories c on c.id = p.category_id where p.category_id = 81 order by p.id limit 1`);
    expect(wine, 'the demo data has wine').toBeDefined();
    const hcm = await related(wine?.id ?? '', { 'x-region': 'HCM' }, 100);
    expect(hcm).toEqual({ group: [], family: [], together: [] });
    const hn = await related(wine?.id ?? '', { 'x-region': 'HN' }, 100);
    expect([...hn.group, ...hn.family, ...hn.together].length).toBeGreaterThan(0);

    // A beer's family in HCM leaves the wine out; in HN it may show it.
    const [beer] = await rows(`select p.id, p.category_id, p.brand_id, c.parent_id from products p
      join categories c on c.id = p.category_id where c.parent_id = 80 and c.id <> 81 order by p.id limit 1`);
    const beerHcm = await related(beer?.id ?? '', { 'x-region': 'HCM' }, 100);
    expect(beerHcm.family.length).toBeGreaterThan(0);
    expect(beerHcm.family.some((f) => f.category.id === 81)).toBe(false);
    const beerHn = await related(beer?.id ?? '', { 'x-region': 'HN' }, 100);
    expect(beerHn.family.some((f) => f.category.id === 81)).toBe(true);

    const p = await productWithRelatives();
    const prices = await api.database.db.execute<{
      product_id: string;
      region: string;
      price: number;
      vat_rate: number;
    }>(
      sql.raw(`select pp.product_id, pp.region, pp.price, p.vat_rate from product_prices pp join products p on p.id = pp.product_id
        where p.category_id = ${p.category_id}`),
    );
    const priceOf = (id: string, region: string) => {
      const r = prices.rows.find((x) => x.product_id === id && x.region === region);
      return r ? Math.round((r.price * (100 + r.vat_rate)) / 100) : null;
    };
    for (const region of ['HN', 'HCM']) {
      const { group } = await related(p.id, { 'x-region': region }, 100);
      for (const g of group.filter((x) => !x.isExclusive)) expect(g.price).toBe(priceOf(g.id, region));
    }
  });

  it('are empty for an unknown or malformed id, never an error', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', '']) {
      expect(await related(id)).toEqual({ group: [], family: [], together: [] });
    }
  });
});

describe('frequently bought together', () => {
  const buyers = Object.values(DEMO_BUYERS).map((b) => b.id);

  it('falls back to best sellers of the category when no companies keep the product with others', async () => {
    const p = await productWithRelatives();
    const { together } = await related(p.id, {}, 5);
    const expected = await rows(`select p.id from products p join suppliers s on s.id = p.supplier_id
      where p.category_id = ${p.category_id} and p.id <> '${p.id}' and p.is_active and not s.off_market
        and p.stock > 0 and not (p.is_private and not p.allow_purchase)
      order by p.total_sold desc, p.id limit 5`);
    expect(together.map((t) => t.id)).toEqual(expected.map((r) => r.id));
    for (const t of together) expect([t.inStock, t.isExclusive]).toEqual([true, false]);
  });

  it('puts first what most companies keep together with it; one company is not enough', async () => {
    expect(buyers.length).toBeGreaterThanOrEqual(3);
    const p = await productWithRelatives();
    // Three products from elsewhere in the catalogue, purchasable and in stock, far from the category.
    const others = await rows(`select p.id, p.category_id, p.brand_id, null as parent_id from products p
      join categories c on c.id = p.category_id
      where p.category_id <> ${p.category_id} and c.id <> 81 and p.stock > 0 and not p.is_private
      order by p.total_sold asc, p.id limit 3`);
    const [a, b, c] = others.map((o) => o.id) as [string, string, string];
    const [b1, b2, b3] = buyers as [string, string, string];
    const rowsToAdd = [
      [b1, p.id],
      [b2, p.id],
      [b3, p.id],
      [b1, a],
      [b2, a],
      [b3, a],
      [b1, b],
      [b2, b],
      [b1, c],
    ].map(([buyerId, productId]) => ({ buyerId: buyerId as string, productId: productId as string }));
    await api.database.db.insert(favorites).values(rowsToAdd).onConflictDoNothing();
    try {
      const { together } = await related(p.id, {}, 6);
      expect(together.slice(0, 2).map((t) => t.id)).toEqual([a, b]);
      expect(together.map((t) => t.id)).not.toContain(c);
      expect(together.map((t) => t.id)).not.toContain(p.id);
      expect(together).toHaveLength(6);
      // The rest are best sellers of the product's own category.
      for (const t of together.slice(2)) expect(t.category.id).toBe(p.category_id);
    } finally {
      await api.database.db.execute(
        sql`delete from favorites where (buyer_id, product_id) in (${sql.join(
          rowsToAdd.map((r) => sql`(${r.buyerId}::uuid, ${r.productId}::uuid)`),
          sql`, `,
        )}) and created_by is null`,
      );
    }
  });

  /**
   * An order of `products` for a company (a store of its own, made when it has none), written as orderCreate
   * writes the columns this reads; `daysAgo` back in time.
   */
  async function order(buyerId: string, status: string, products: readonly Row[], daysAgo = 1): Promise<string> {
    const store = await rows(`select id from stores where buyer_id = '${buyerId}' order by name limit 1`);
    const storeId =
      store[0]?.id ??
      (
        await rows(
          `insert into stores (buyer_id, name, address, status) values ('${buyerId}', 'Bếp thử', '1 Lê Lợi', 'NORMAL') returning id`,
        )
      )[0]!.id;
    const at = `now() - interval '${daysAgo} days'`;
    const [made] = await rows(`insert into orders (draft_token, buyer_id, store_id, supplier_id, status, delivery_date,
        slot_start, slot_end, payment_method, subtotal_before_vat, vat, items_total, gross_total, created_at)
      values ('fbt-' || gen_random_uuid(), '${buyerId}', '${storeId}', ${(products[0] as Row & { supplier_id: number }).supplier_id},
        '${status}', current_date, '08:00', '12:00', 'COD', 0, 0, 0, 0, ${at}) returning id`);
    for (const p of products)
      await rows(`insert into order_items (order_id, product_id, name_vi, name_en, uom_code, price_before_vat, vat_rate,
          price, quantity, amount_before_vat, vat, amount, created_at)
        values ('${made!.id}', '${p.id}', 'x', 'x', 'KG', 1, 0, 1, 1, 1, 0, 1, ${at})`);
    return made!.id;
  }

  it('puts first what most companies bought in the same orders, over accepted and delivered orders only', async () => {
    // A product and four others of its supplier (an order is one supplier's), purchasable and in stock.
    const same = await rows(`select p.id, p.category_id, p.brand_id, null as parent_id, p.supplier_id from products p
      join categories c on c.id = p.category_id join suppliers s on s.id = p.supplier_id and not s.off_market
      join product_prices pr on pr.product_id = p.id and pr.region = 'HCM'
      where c.id <> 81 and coalesce(c.parent_id, 0) <> 81 and p.is_active and p.stock > 0 and not p.is_private
        and p.supplier_id = (select supplier_id from products group by supplier_id order by count(*) desc limit 1)
      order by p.total_sold asc, p.id limit 6`);
    const [p, a, b, c, d, hidden] = same as [Row, Row, Row, Row, Row, Row];
    const [b1, b2, b3] = buyers as [string, string, string];
    const made: string[] = [];
    try {
      // a: three companies; b: two companies, one of them twice; c: one company only (its habit, not a pattern);
      // d: only in orders that were declined, canceled or still pending; hidden: bought, then no longer sold.
      made.push(await order(b1, 'DELIVERED', [p, a, b, c, hidden]));
      made.push(await order(b2, 'ACCEPTED', [p, a, b, hidden]));
      made.push(await order(b2, 'IN_PROGRESS', [p, b]));
      made.push(await order(b3, 'DELIVERING', [p, a]));
      made.push(await order(b1, 'DELIVERED', [p, c]));
      made.push(await order(b2, 'DECLINED', [p, d]));
      made.push(await order(b3, 'CANCELED', [p, d]));
      made.push(await order(b1, 'PENDING_ACCEPTANCE', [p, d]));
      await rows(`update products set stock = 0 where id = '${hidden.id}'`);
      const { together } = await related(p.id, {}, 6);
      expect(together.slice(0, 2).map((t) => t.id)).toEqual([a.id, b.id]);
      const ids = together.map((t) => t.id);
      for (const left of [c.id, d.id, hidden.id, p.id]) expect(ids.slice(0, 2)).not.toContain(left);
      expect(ids).not.toContain(hidden.id);
      expect(ids).not.toContain(p.id);
      // The fallback fills the list: the category's best sellers.
      expect(together).toHaveLength(6);
      // Bought together outranks kept together (favourites of three companies).
      const kept = await rows(`select p.id from products p join categories c on c.id = p.category_id
        where p.category_id <> ${p.category_id} and c.id <> 81 and coalesce(c.parent_id, 0) <> 81 and p.stock > 0
          and not p.is_private and p.is_active order by p.total_sold asc, p.id limit 1`);
      const favoriteRows = [b1, b2, b3].flatMap((buyerId) => [
        { buyerId, productId: p.id },
        { buyerId, productId: kept[0]!.id },
      ]);
      await api.database.db.insert(favorites).values(favoriteRows).onConflictDoNothing();
      try {
        const again = (await related(p.id, {}, 6)).together.map((t) => t.id);
        expect(again.slice(0, 3)).toEqual([a.id, b.id, kept[0]!.id]);
      } finally {
        await api.database.db.execute(
          sql`delete from favorites where product_id in (${p.id}, ${kept[0]!.id}) and created_by is null`,
        );
      }
    } finally {
      await rows(`update products set stock = 100 where id = '${hidden.id}'`);
      if (made.length) await rows(`delete from orders where id in (${made.map((id) => `'${id}'`).join(',')})`);
    }
  });

  it('costs one statement per list, whatever the size', async () => {
    const p = await productWithRelatives();
    // One list per request: three root fields in one request finish at different moments on a pooled
    // PostgreSQL connection, so their related rows may be fetched in more than one batch.
    const count = async (field: string, size: number) => {
      const client = api.client();
      api.queries.reset();
      const res = await client.gql(
        `query($id: ID!, $size: Int) { ${field}(productId: $id, size: $size) { ${FIELDS} } }`,
        {
          id: p.id,
          size,
        },
      );
      expect(res.errors).toBeUndefined();
      return api.queries.count;
    };
    for (const field of ['getItemsInSameProductGroups', 'getItemsInSameProductFamily', 'getFrequentlyBuyTogether']) {
      const small = await count(field, 3);
      expect(await count(field, 40), field).toBe(small);
      // The list, then one batch per kind of related row (category, brand, supplier, tags).
      expect(small, field).toBeLessThanOrEqual(5);
    }
  });
});
