import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { namespaces } from '@storefront/shared/i18n/dictionaries'
import { describe, expect, it } from 'vitest'

const pluralSuffix = /_(zero|one|two|few|many|other)$/

function keysOf(messages: object, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? keysOf(value, `${prefix}${key}.`)
      : [`${prefix}${key.replace(pluralSuffix, '')}`],
  )
}

const sourceDir = import.meta.dirname
const source = readdirSync(sourceDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$|^test[\\/]/.test(file))
  .map((file) => readFileSync(path.join(sourceDir, file), 'utf8'))
  .join('\n')

describe('the catalog dictionary', () => {
  // Every language carries each key, and every visit downloads them: a key no screen reads is
  // weight and a translation to keep up. Keys are written whole in t() calls, never assembled.
  it('holds only keys a screen of the catalog reads', () => {
    const unread = [...new Set(keysOf(namespaces.catalog.en))].filter(
      (key) => ![`'${key}'`, `'catalog:${key}'`, `\`${key}\``].some((written) => source.includes(written)),
    )
    expect(unread).toEqual([])
  })
})
