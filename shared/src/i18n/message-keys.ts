import type { Messages } from './types'

/** Every leaf of a dictionary as a dotted key (`product.addToCart`) with its text. */
export function flattenMessages(messages: Messages, prefix = ''): Map<string, string> {
  const leaves = new Map<string, string>()
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix === '' ? key : `${prefix}.${key}`
    if (typeof value === 'string') leaves.set(path, value)
    else for (const [leaf, text] of flattenMessages(value, path)) leaves.set(leaf, text)
  }
  return leaves
}

const pluralSuffix = /_(zero|one|two|few|many|other)$/

/** The key a caller passes to `t` with `count`: `products_many` → `products`. */
export function pluralBase(key: string): { base: string; category?: string } {
  const match = pluralSuffix.exec(key)
  return match ? { base: key.slice(0, match.index), category: match[1] } : { base: key }
}

/** The `{{name}}` interpolations of a text, formats aside (`{{count, number}}` → `count`). */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((match) => match[1] ?? '').sort()
}
