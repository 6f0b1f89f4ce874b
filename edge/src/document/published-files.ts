const cacheLimit = 200

/**
 * A reader of one kind of file of published versions (their manifests, the shell's placeholder):
 * a version's files never change, so each is read from R2 once per isolate. A file missing or
 * unreadable is not kept, and is asked for again on the next page.
 */
export function publishedFileReader<T>(parse: (object: R2ObjectBody) => Promise<T | null>) {
  const cache = new Map<string, T>()
  return async function readPublished(bucket: R2Bucket, key: string): Promise<T | null> {
    const known = cache.get(key)
    if (known !== undefined) return known
    const object = await bucket.get(key)
    if (!object) return null
    const value = await parse(object)
    if (value === null) return null
    if (cache.size >= cacheLimit) cache.clear()
    cache.set(key, value)
    return value
  }
}
