import type { Db } from '@chobep/db';
import { sql } from 'drizzle-orm';
import type { KnownValues } from './generate-arguments';

/**
 * Ids, names and numbers that exist in the database, mixed into every slot of their scalar type: a fuzzed
 * `productId` is sometimes a real product, a fuzzed `supplierName` a real supplier, so calls reach the code past
 * "not found" — without anyone listing which argument means what.
 */
export async function loadKnownValues(db: Db): Promise<KnownValues> {
  const rows = async (text: string) => (await db.execute<{ v: string | number }>(sql.raw(text))).rows.map((r) => r.v);
  const [
    productIds,
    codes,
    storeIds,
    userIds,
    suppliers,
    tags,
    origins,
    categories,
    brands,
    keywords,
    supplierIds,
    orderIds,
    messageIds,
    registrationIds,
    groupIds,
    buyerIds,
    pendingBuyerIds,
    unitCodes,
  ] = await Promise.all([
    rows('select id::text as v from products where is_active order by supplier_internal_code limit 4'),
    rows('select supplier_internal_code as v from products order by supplier_internal_code limit 3'),
    rows('select id::text as v from stores order by name limit 3'),
    rows('select id::text as v from users order by email limit 2'),
    rows('select name as v from suppliers order by id limit 3'),
    rows('select code as v from tags order by code limit 3'),
    rows('select name_vi as v from origins order by id limit 2'),
    rows('select id as v from categories order by id limit 4'),
    rows('select id as v from brands order by id limit 3'),
    rows('select keyword as v from search_history order by keyword limit 2'),
    rows('select id as v from suppliers order by id limit 3'),
    // Orders (issue 14), when the database has any: the supply side's and the buyer's order operations.
    rows('select id::text as v from orders order by number limit 2'),
    rows('select id::text as v from notification_messages order by created_at desc, id limit 2'),
    rows('select id::text as v from push_registrations order by created_at desc, id limit 2'),
    // The team (issue 15): a company's groups.
    rows('select id::text as v from user_groups order by id limit 2'),
    // Companies (issue 15: buyerUpdate's buyerId).
    rows('select id::text as v from buyers order by id limit 2'),
    // Companies waiting for review (issue 15): the operators' sign-up review.
    rows("select id::text as v from buyers where status = 'PENDING' order by created_at, id limit 2"),
    // Administrative units (issue 15, geo): a province, a district and a ward that belong together.
    rows(`select code as v from (values ('79'), ('760'), ('26740')) as c(code)
          where exists (select 1 from geo_wards where code = '26740')`),
  ]);
  // Accounts (issue 15): picture types for signImageUpload, business categories, a tax code, a phone number.
  const accountStrings = ['image/png', 'image/jpeg', 'image/gif', 'RESTAURANT_VIETNAMESE', '0312345678', '0901234567'];
  const strings = [
    ...accountStrings,
    ...codes,
    ...suppliers,
    ...tags,
    ...origins,
    ...keywords,
    ...unitCodes,
    'cà chua',
    'nước mắm',
    'vi',
    'HCM',
    // Platform (issue 15): a phone, an e-mail and a link the request forms accept, a feature flag's treatments.
    '0901234567',
    'khach@test.chobep.vn',
    'https://shop.example.vn/p/1',
    'on',
    'control',
    // Sign-up codes (packages/domain buyers/business-setup.ts) and an e-mail that exists.
    'OWNER',
    'RESTAURANT',
    'RESTAURANT_VIETNAMESE',
    '79',
    'OTHER',
    'owner@chobep.vn',
    'bepngon2025',
  ].map(String);
  return {
    ids: [
      ...productIds,
      ...storeIds,
      ...userIds,
      ...orderIds,
      ...messageIds,
      ...registrationIds,
      ...groupIds,
      ...buyerIds,
      ...pendingBuyerIds,
    ].map(String),
    buyerIds: buyerIds.map(String),
    orderIds: orderIds.map(String),
    groupIds: groupIds.map(String),
    strings,
    ints: [...categories, ...brands, ...supplierIds].map(Number),
  };
}
