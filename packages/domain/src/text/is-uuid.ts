const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids of products, stores, users… are UUIDs: anything else is "not found" before it reaches a uuid column. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
