/**
 * Builds a memoised factory. Intl constructors load locale data on every call, so each
 * formatter is built once per key (locale tag plus options) and reused for the page's life.
 */
export function cachedBy<Args extends readonly unknown[], Value>(
  keyOf: (...args: Args) => string,
  make: (...args: Args) => Value,
): (...args: Args) => Value {
  const cache = new Map<string, Value>()
  return (...args) => {
    const key = keyOf(...args)
    let value = cache.get(key)
    if (value === undefined) {
      value = make(...args)
      cache.set(key, value)
    }
    return value
  }
}
