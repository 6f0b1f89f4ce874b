import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { unreadKeys } from './dictionary-keys.mjs'

const dirs = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

/** @param {Record<string, string>} files */
function sourceOf(files) {
  const dir = mkdtempSync(path.join(tmpdir(), 'dictionary-keys-'))
  dirs.push(dir)
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true })
    writeFileSync(path.join(dir, name), text)
  }
  return dir
}

const messages = {
  title: 'Your cart',
  item: { remove: 'Remove', count_one: '{{count}} item', count_other: '{{count}} items' },
  added: 'Added',
}

describe('unreadKeys', () => {
  it('names the keys no source file writes out, once for all plural forms', () => {
    const sourceDir = sourceOf({ 'page.tsx': "t('title')" })
    expect(unreadKeys(messages, { namespace: 'cart', sourceDir })).toEqual([
      'item.remove',
      'item.count',
      'added',
    ])
  })

  it('reads keys in quotes or backticks, bare or with the namespace, in any folder', () => {
    const sourceDir = sourceOf({
      'page.tsx': "t('title')",
      'lines/line.tsx': 't(`item.remove`); t("x"); t(\'item.count\', { count })',
      'lib/feedback.ts': "const messageKey = 'cart:added'",
    })
    expect(unreadKeys(messages, { namespace: 'cart', sourceDir })).toEqual([])
  })

  it('does not count tests, their helpers or another namespace', () => {
    const sourceDir = sourceOf({
      'page.test.tsx': "t('title')",
      'test/harness.ts': "t('item.remove')",
      'page.tsx': "t('catalog:added'); t('item.count')",
    })
    expect(unreadKeys(messages, { namespace: 'cart', sourceDir })).toEqual(['title', 'item.remove', 'added'])
  })
})
