/**
 * Types whose records are not rows of their own but read from other rows of `records`: per type,
 * a SELECT giving the table's columns. Every read of the type goes through it (`recordsOf`), so
 * filters, sorts, includes and pages work on it as on a stored type; none of them is writable.
 */
const derived: Record<string, string> = {
  // A stock item's reserved stock: what placed orders hold of it. The quantity stays in the stock
  // item's row (`internal.reserved_quantity`), where the place, approve and cancel batches move it
  // with the units on hand and migration 0002's trigger refuses an oversell: a copy in rows of its
  // own would have to move in each of those batches too. One per stock item, with the stock item's
  // id (a lookup by id reads the item by its key), its sku and stock location links (the latter
  // only to scope a token's view, as a stock item's), and itself as `stock_item`.
  reserved_stocks: `SELECT 'reserved_stocks' AS type, id,
      json_object('quantity', coalesce(json_extract(internal, '$.reserved_quantity'), 0)) AS attributes,
      json_set(relationships, '$.stock_item', json_object('type', 'stock_items', 'id', id)) AS relationships,
      '{}' AS internal, created_at, updated_at
    FROM records WHERE type = 'stock_items'`,
}

/**
 * What a query reads a type's records from, named `alias`: the table, or the type's SELECT. Only
 * definitions name types, never a client.
 *
 * @example `SELECT id FROM ${recordsOf('reserved_stocks')} WHERE type = ?`
 */
export function recordsOf(type: string, alias = 'records'): string {
  const select = derived[type]
  if (select) return `(${select}) AS ${alias}`
  return alias === 'records' ? 'records' : `records AS ${alias}`
}
