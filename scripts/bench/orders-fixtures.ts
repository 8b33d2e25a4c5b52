/**
 * The data of the orders benchmark (scripts/bench/orders.ts): a PostgreSQL database with the demo data (2,000
 * products, the demo companies and accounts) and `orders` generated orders, written IN SQL (INSERT … SELECT over
 * generate_series on one connection), so a million orders take minutes rather than the hours row-by-row inserts from
 * Node would.
 *
 * Shape (at the default 1,000,000 orders):
 *   - 1,000 companies with orders: the demo company Nhà hàng Bếp Việt (3 stores; 1% of the orders, 10,000: the heavy
 *     list the measured user owner@chobep.vn reads), one export company "Bếp thử tải orders-export 1" (3 stores; 10% of the
 *     orders, 100,000: the CSV export; its owner orders-export-1@bench.chobep.vn), and 998 generated companies with
 *     1–5 stores each sharing the rest uniformly by store (≈ 900 orders a company);
 *   - each company buys from about six suppliers (of those with 8+ priced products);
 *   - created over the last two years (730 days, uniformly), delivered 1–3 days later; the status follows the
 *     delivery date as the demo orders do (past: 80% DELIVERED, then CANCELED, APPROVAL_DISAPPROVED, DECLINED;
 *     today: delivering states; ahead: pending / accepted / in progress);
 *   - 2–8 items per order (distinct products of the supplier, 1–10 units at the product's HCM/HN price with VAT),
 *     the order's totals the sums of its lines (plus a 0 or 30,000 đ delivery fee);
 *   - the status history along the state machine's paths (generate-orders.ts PATHS): 1–6 rows per order.
 *
 * Loaded with the secondary indexes of the three order tables dropped and rebuilt once at the end (the definitions
 * read from the catalogue, so they are exactly the migrated ones), foreign-key triggers off for the load
 * (session_replication_role = replica; the rows are generated consistent), then VACUUM ANALYZE. Random draws use
 * setseed, so a size gives the same shape (not the same uuids) every time.
 */
import { createDatabase, DEMO_ACCOUNTS, DEMO_BUYERS, seedDemoData } from '@chobep/db';
import pg from 'pg';
import { BENCH_PASSWORD, createBenchBuyers } from './checkout-fixtures';

export interface OrdersShape {
  orders: number;
  companies: number;
}

export interface OrdersPrepared {
  /** Null when the database already held this shape. */
  loadSeconds: number | null;
  /** How long generating this database took, whenever it was. */
  generatedSeconds: number;
  steps: { step: string; seconds: number }[];
  orders: number;
  items: number;
  history: number;
  heavy: { buyerId: string; email: string; orders: number; storeIds: string[] };
  export: { buyerId: string; email: string; orders: number };
}

export const HEAVY_EMAIL = DEMO_ACCOUNTS.owner.email;
export const EXPORT_TAG = 'orders-export';
export const EXPORT_EMAIL = `${EXPORT_TAG}-1@bench.chobep.vn`;
export { BENCH_PASSWORD };

/** The heavy company's and the export company's shares of the orders. */
export const heavyOrders = (orders: number) => Math.round(orders * 0.01);
export const exportOrders = (orders: number) => Math.round(orders * 0.1);

function databaseName(url: string): string {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unexpected database name "${name}"`);
  return name;
}

async function admin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const target = new URL(url);
  target.pathname = '/postgres';
  const client = new pg.Client({ connectionString: target.toString() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** What the database holds now, or null when it is not a complete orders-benchmark database. */
async function existingShape(url: string): Promise<OrdersPrepared | null> {
  const name = databaseName(url);
  const exists = await admin(
    url,
    async (c) => (await c.query('select 1 from pg_database where datname = $1', [name])).rowCount,
  );
  if (!exists) return null;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const meta = await client
      .query<{ shape: OrdersPrepared }>(`select shape from bench_orders_meta where complete`)
      .catch(() => null);
    return meta?.rows[0]?.shape ?? null;
  } finally {
    await client.end();
  }
}

/**
 * The orders database of this shape: reused when a previous run completed the same shape (and `reload` is off),
 * else dropped, created, migrated, seeded and generated.
 */
export async function prepareOrdersDatabase(
  url: string,
  shape: OrdersShape,
  options: { reload: boolean; log: (msg: string) => void },
): Promise<OrdersPrepared> {
  const found = options.reload ? null : await existingShape(url);
  if (
    found &&
    found.orders === shape.orders &&
    (found as OrdersPrepared & { companies?: number }).companies === shape.companies
  ) {
    // Migrations written after the load (a new index) still apply to a reused database.
    const database = await createDatabase({ databaseUrl: url, poolSize: 1 });
    try {
      await database.migrate();
    } finally {
      await database.close();
    }
    options.log(
      `reusing ${found.orders.toLocaleString('en')} orders in ${databaseName(url)} (BENCH_RELOAD=1 to generate again)`,
    );
    return { ...found, loadSeconds: null };
  }
  const name = databaseName(url);
  const started = performance.now();
  const steps: OrdersPrepared['steps'] = [];
  let last = started;
  const step = (label: string) => {
    const now = performance.now();
    steps.push({ step: label, seconds: (now - last) / 1000 });
    options.log(`  [${((now - started) / 1000).toFixed(1)} s] ${label} (${((now - last) / 1000).toFixed(1)} s)`);
    last = now;
  };
  await admin(url, async (c) => {
    await c.query(`drop database if exists ${name} with (force)`);
    await c.query(`create database ${name}`);
  });
  const database = await createDatabase({ databaseUrl: url, poolSize: 2 });
  let exportBuyer: { buyerId: string; email: string };
  try {
    await database.migrate();
    await seedDemoData(database.db);
    const [buyer] = await createBenchBuyers(database.db, 1, EXPORT_TAG);
    if (!buyer) throw new Error('no export company');
    exportBuyer = { buyerId: buyer.buyerId, email: buyer.email };
  } finally {
    await database.close();
  }
  step('migrated, demo data seeded');

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const q = (text: string, values?: unknown[]) => client.query(text, values);
  let counts: { orders: number; items: number; history: number };
  try {
    await q(`set synchronous_commit = off`);
    await q(`set maintenance_work_mem = '256MB'`);
    await q(`set work_mem = '64MB'`);
    await q(`select setseed(0.1414)`);
    const nHeavy = heavyOrders(shape.orders);
    const nExport = exportOrders(shape.orders);
    const others = Math.max(1, shape.companies - 2);

    // Companies: two more stores for the export company, `others` generated companies with 1–5 stores each.
    await q(
      `insert into stores (buyer_id, name, address, city, status)
       select $1::uuid, 'Cửa hàng xuất ' || i, i || ' Nguyễn Huệ, Phường Bến Nghé, Quận 1', 'Thành phố Hồ Chí Minh', 'NORMAL'
       from generate_series(2, 3) i`,
      [exportBuyer.buyerId],
    );
    await q(`create unlogged table bench_companies as
      select i, gen_random_uuid() as id, case when random() < 0.7 then 'HCM' else 'HN' end::region as region,
        1 + floor(random() * 5)::int as stores
      from generate_series(1, ${others}) i`);
    await q(`insert into buyers (id, name, status, account_status, region, telephone)
      select id, 'Nhà hàng thử tải ' || i, 'NORMAL', 'NORMAL', region, '028' || lpad((5000000 + i)::text, 8, '0')
      from bench_companies`);
    await q(`insert into stores (buyer_id, name, address, city, status)
      select c.id, 'Chi nhánh ' || s || ' – thử tải ' || c.i, s || ' Lý Tự Trọng, Phường ' || (1 + c.i % 20),
        case when c.region = 'HCM' then 'Thành phố Hồ Chí Minh' else 'Thành phố Hà Nội' end, 'NORMAL'
      from bench_companies c cross join lateral generate_series(1, c.stores) s`);
    step(`${others + 2} companies and their stores`);

    // Every store that gets orders: grp 0 = heavy, 1 = export, 2 = the others; idx numbers a group's stores from 0.
    // Each company buys from six suppliers starting at `sup0` (a place in the list of usable suppliers).
    await q(
      `create unlogged table bench_stores as
      select grp, (row_number() over (partition by grp order by id) - 1)::int as idx, id as store_id, buyer_id,
        creator, (hashtext(buyer_id::text) & 1023) as sup0
      from (
        select 0 as grp, s.id, s.buyer_id, $1::uuid as creator from stores s where s.buyer_id = $2::uuid
        union all select 1, s.id, s.buyer_id, u.id from stores s join users u on u.buyer_id = s.buyer_id and u.email = $3
          where s.buyer_id = $4::uuid
        union all select 2, s.id, s.buyer_id, null from stores s join bench_companies c on c.id = s.buyer_id
      ) t`,
      [DEMO_ACCOUNTS.owner.id, DEMO_BUYERS.bepViet.id, exportBuyer.email, exportBuyer.buyerId],
    );
    await q(`create index on bench_stores (grp, idx)`);
    // Products an order's lines come from: priced ones of suppliers with 8+ of them, numbered per supplier.
    await q(`create unlogged table bench_products as
      select p.supplier_id, (row_number() over (partition by p.supplier_id order by p.id))::int as k, p.id,
        p.name_vi, p.name_en, p.uom_code, pr.price as price_before_vat, p.vat_rate
      from products p join lateral (select min(price) as price from product_prices where product_id = p.id) pr on pr.price is not null`);
    await q(`delete from bench_products where supplier_id in
      (select supplier_id from bench_products group by supplier_id having count(*) < 8)`);
    await q(`create index on bench_products (supplier_id, k)`);
    await q(`create unlogged table bench_suppliers as
      select (row_number() over (order by supplier_id) - 1)::int as j, supplier_id, count(*)::int as products
      from bench_products group by supplier_id`);
    const nSuppliers = Number((await q(`select count(*)::int as n from bench_suppliers`)).rows[0].n);
    if (nSuppliers < 6) throw new Error(`only ${nSuppliers} suppliers with 8 priced products`);
    const storeCount = async (grp: number) =>
      Number((await q(`select count(*)::int as n from bench_stores where grp = $1`, [grp])).rows[0].n);
    const [heavyStores, exportStores, otherStores] = [await storeCount(0), await storeCount(1), await storeCount(2)];
    step(`${nSuppliers} suppliers, ${heavyStores + exportStores + otherStores} stores with orders`);

    // The orders, one row per g: the group by range of g, the store by random draw within the group.
    await q(`create unlogged table bench_o as
      with drawn as (
        select g,
          case when g <= ${nHeavy} then 0 when g <= ${nHeavy + nExport} then 1 else 2 end as grp,
          random() as r_store, random() * 730 as days_ago, random() as r_status, random() as r_supplier,
          2 + floor(random() * 7)::int as n_items, floor(random() * 1000)::int as pbase, random() as r_misc
        from generate_series(1, ${shape.orders}) g
      ), placed as (
        select d.*, now() - make_interval(secs => d.days_ago * 86400) as created_at from drawn d
      ), dated as (
        select p.*, (p.created_at at time zone 'Asia/Ho_Chi_Minh')::date + 1 + floor(p.r_misc * 3)::int as delivery_date
        from placed p
      )
      select d.g, gen_random_uuid() as id, s.buyer_id, s.store_id, s.creator,
        su.supplier_id, su.products as pcnt, d.n_items, d.pbase, d.created_at, d.delivery_date,
        case
          when d.delivery_date < (now() at time zone 'Asia/Ho_Chi_Minh')::date then
            case when d.r_status < 0.80 then 'DELIVERED' when d.r_status < 0.87 then 'CANCELED'
              when d.r_status < 0.93 then 'DECLINED' else 'APPROVAL_DISAPPROVED' end
          when d.delivery_date = (now() at time zone 'Asia/Ho_Chi_Minh')::date then
            case when d.r_status < 0.2 then 'PENDING_DELIVERY' when d.r_status < 0.5 then 'DELIVERING'
              when d.r_status < 0.7 then 'DELIVERY_IN_PROGRESS' else 'DELIVERED' end
          else
            case when d.r_status < 0.25 then 'PENDING_APPROVAL' when d.r_status < 0.5 then 'PENDING_ACCEPTANCE'
              when d.r_status < 0.58 then 'SENT' when d.r_status < 0.83 then 'ACCEPTED' else 'IN_PROGRESS' end
        end::order_status as status,
        (d.r_misc * 1000)::int % 6 as pay, d.r_misc < 0.5 as fee
      from dated d
      join bench_stores s on s.grp = d.grp and s.idx = floor(d.r_store *
        case d.grp when 0 then ${heavyStores} when 1 then ${exportStores} else ${otherStores} end)::int
      join bench_suppliers su on su.j = (s.sup0 + floor(d.r_supplier * 6)::int) % ${nSuppliers}`);
    step(`${shape.orders.toLocaleString('en')} orders drawn`);

    // The lines: n_items distinct products of the order's supplier (consecutive numbers from pbase), 1–10 units.
    await q(`create unlogged table bench_i as
      select o.g, o.id as order_id, i, p.id as product_id, p.name_vi, p.name_en, p.uom_code, p.price_before_vat,
        p.vat_rate, q.quantity,
        round(p.price_before_vat * (1 + p.vat_rate / 100.0))::int as price,
        p.price_before_vat * q.quantity as amount_before_vat,
        round(p.price_before_vat * q.quantity * p.vat_rate / 100.0)::int as vat
      from bench_o o cross join lateral generate_series(1, o.n_items) i
      cross join lateral (select 1 + floor(random() * 10)::int as quantity) q
      join bench_products p on p.supplier_id = o.supplier_id and p.k = 1 + (o.pbase + i) % o.pcnt`);
    await q(`create unlogged table bench_totals as
      select g, sum(amount_before_vat)::int as subtotal, sum(vat)::int as vat from bench_i group by g`);
    step('items drawn');

    // Secondary indexes off while loading, foreign-key triggers off (the rows are consistent by construction).
    const indexes = await q(`select i.indexname, i.indexdef from pg_indexes i
      where i.schemaname = 'public' and i.tablename in ('orders', 'order_items', 'order_status_history')
        and not exists (select 1 from pg_constraint c where c.conname = i.indexname) order by i.indexname`);
    for (const { indexname } of indexes.rows) await q(`drop index "public"."${indexname}"`);
    await q(`set session_replication_role = replica`);

    // Oldest first, so order numbers (CB-…) grow with time as real ones do.
    await q(`insert into orders (id, draft_token, buyer_id, store_id, supplier_id, created_by, status, delivery_date,
        slot_start, slot_end, payment_method, subtotal_before_vat, vat, items_total, discount, delivery_fee,
        delivery_fee_vat, gross_total, status_reason, status_changed_at, created_at, updated_at)
      select o.id, 'bench-' || o.g, o.buyer_id, o.store_id, o.supplier_id, o.creator, o.status, o.delivery_date,
        case when o.g % 3 = 0 then '06:00' when o.g % 3 = 1 then '08:00' else '14:00' end,
        case when o.g % 3 = 0 then '08:00' when o.g % 3 = 1 then '10:00' else '16:00' end,
        (array['COD','BANK_TRANSFER','DEPOSIT','DEBT_7_DAY','DEBT_15_DAY','DEBT_1_MONTH'])[1 + o.pay]::payment_method,
        t.subtotal, t.vat, t.subtotal + t.vat, 0,
        case when o.fee then 30000 else 0 end, case when o.fee then 2222 else 0 end,
        t.subtotal + t.vat + case when o.fee then 30000 else 0 end,
        case o.status when 'CANCELED' then 'Đặt trùng đơn' when 'DECLINED' then 'Hết hàng tạm thời'
          when 'APPROVAL_DISAPPROVED' then 'Chọn nhà cung cấp khác' end,
        o.created_at + interval '2 hours', o.created_at, o.created_at + interval '2 hours'
      from bench_o o join bench_totals t on t.g = o.g order by o.created_at`);
    step('orders written');
    await q(`insert into order_items (id, order_id, product_id, name_vi, name_en, uom_code, price_before_vat, vat_rate,
        price, quantity, accepted_quantity, delivered_quantity, amount_before_vat, vat, amount, discount, created_at)
      select ('00000000-0000-4000-8000-' || lpad(to_hex(row_number() over ()), 12, '0'))::uuid, i.order_id, i.product_id,
        i.name_vi, i.name_en, i.uom_code, i.price_before_vat, i.vat_rate, i.price, i.quantity,
        case when o.status in ('ACCEPTED','IN_PROGRESS','PENDING_DELIVERY','DELIVERING','DELIVERY_IN_PROGRESS','DELIVERED')
          then i.quantity end,
        case when o.status = 'DELIVERED' then i.quantity end,
        i.amount_before_vat, i.vat, i.amount_before_vat + i.vat, 0, o.created_at
      from bench_i i join bench_o o on o.g = i.g`);
    step('items written');
    // The history along the state machine's paths (generate-orders.ts PATHS), two hours apart.
    await q(`insert into order_status_history (id, order_id, from_status, status, actor_id, actor_side, note, created_at)
      select ('00000000-0000-4000-9000-' || lpad(to_hex(row_number() over ()), 12, '0'))::uuid, o.id,
        case when h.n > 1 then path[h.n - 1]::order_status end, h.s::order_status,
        case when h.side = 'BUYER' then o.creator end, h.side::order_actor_side,
        case when h.n = cardinality(path) and h.n > 1 then
          case o.status when 'CANCELED' then 'Đặt trùng đơn' when 'DECLINED' then 'Hết hàng tạm thời'
            when 'APPROVAL_DISAPPROVED' then 'Chọn nhà cung cấp khác' end end,
        o.created_at + make_interval(hours => (h.n::int - 1) * 2)
      from bench_o o
      join (values
        ('PENDING_APPROVAL', array['PENDING_APPROVAL']),
        ('APPROVAL_DISAPPROVED', array['PENDING_APPROVAL','APPROVAL_DISAPPROVED']),
        ('PENDING_ACCEPTANCE', array['PENDING_ACCEPTANCE']),
        ('SENT', array['PENDING_ACCEPTANCE','SENT']),
        ('ACCEPTED', array['PENDING_ACCEPTANCE','ACCEPTED']),
        ('IN_PROGRESS', array['PENDING_ACCEPTANCE','ACCEPTED','IN_PROGRESS']),
        ('PENDING_DELIVERY', array['PENDING_ACCEPTANCE','ACCEPTED','IN_PROGRESS','PENDING_DELIVERY']),
        ('DELIVERING', array['PENDING_ACCEPTANCE','ACCEPTED','IN_PROGRESS','DELIVERING']),
        ('DELIVERY_IN_PROGRESS', array['PENDING_ACCEPTANCE','ACCEPTED','IN_PROGRESS','DELIVERING','DELIVERY_IN_PROGRESS']),
        ('DELIVERED', array['PENDING_ACCEPTANCE','ACCEPTED','IN_PROGRESS','PENDING_DELIVERY','DELIVERING','DELIVERED']),
        ('DECLINED', array['PENDING_ACCEPTANCE','DECLINED']),
        ('CANCELED', array['PENDING_ACCEPTANCE','CANCELED'])
      ) as p(status, path) on p.status = o.status::text
      cross join lateral (
        select u.s, u.n,
          case when u.n = 1 or u.s in ('CANCELED', 'APPROVAL_DISAPPROVED') then 'BUYER'
            when u.s = 'SENT' then 'OPERATOR' else 'SUPPLIER' end as side
        from unnest(p.path) with ordinality as u(s, n)
      ) h`);
    step('status history written');
    await q(`set session_replication_role = origin`);
    for (const { indexdef } of indexes.rows) await q(indexdef);
    step(`${indexes.rows.length} secondary indexes rebuilt`);
    await q(`select setval(pg_get_serial_sequence('orders', 'number'), (select max(number) from orders))`);
    for (const t of [
      'bench_o',
      'bench_i',
      'bench_totals',
      'bench_stores',
      'bench_products',
      'bench_suppliers',
      'bench_companies',
    ])
      await q(`drop table ${t}`);
    await q(`vacuum analyze`);
    step('vacuum analyze');
    const count = async (table: string) => Number((await q(`select count(*)::int as n from ${table}`)).rows[0].n);
    counts = {
      orders: await count('orders'),
      items: await count('order_items'),
      history: await count('order_status_history'),
    };
    const prepared: OrdersPrepared & { companies: number } = {
      loadSeconds: (performance.now() - started) / 1000,
      generatedSeconds: (performance.now() - started) / 1000,
      steps,
      ...counts,
      companies: shape.companies,
      heavy: {
        buyerId: DEMO_BUYERS.bepViet.id,
        email: HEAVY_EMAIL,
        orders: nHeavy,
        storeIds: (
          await q(`select id from stores where buyer_id = $1 order by name`, [DEMO_BUYERS.bepViet.id])
        ).rows.map((r) => r.id as string),
      },
      export: { ...exportBuyer, orders: nExport },
    };
    await q(`create table bench_orders_meta (complete boolean not null, shape jsonb not null)`);
    await q(`insert into bench_orders_meta values (true, $1)`, [JSON.stringify(prepared)]);
    return prepared;
  } finally {
    await client.end();
  }
}
