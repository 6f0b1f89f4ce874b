const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'

/** A random id shaped like Commerce Layer's (ten letters). */
export function newId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(10))
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('')
}

/**
 * A deterministic ten-letter id for seed data, so a reseed gives every record the same id.
 *
 * @example stableId('skus', 'OIL-EVO-500') // always the same id
 */
export function stableId(...parts: string[]): string {
  let hash = 0x811c9dc5
  let id = ''
  const text = parts.join(':')
  for (let round = 0; id.length < 10; round++) {
    for (const char of `${text}#${round}`) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0
    id += alphabet[hash % alphabet.length]
  }
  return id
}

export function now(): string {
  return new Date().toISOString()
}
