/**
 * `task` called on every item with at most `limit` calls under way at once, its answers in the
 * items' order, as `Promise.all` gives them. The first failure rejects the whole and no further
 * call starts: the caller has given up on the rest, and each would be a request for nothing.
 *
 * @example await mapAtMost(skuIds, 4, (id) => getSkuInventory(client, id)) // one answer per id, in order
 */
export async function mapAtMost<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<R>,
): Promise<R[]> {
  if (!(limit >= 1)) throw new RangeError(`at most ${limit} at once runs nothing`)
  const results: R[] = new Array(items.length)
  let next = 0
  let failed = false
  // Each lane takes the next item as its last call ends, so `limit` calls are under way throughout.
  const lane = async () => {
    while (!failed && next < items.length) {
      const index = next++
      try {
        results[index] = await task(items[index] as T)
      } catch (thrown) {
        failed = true
        throw thrown
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane))
  return results
}
