import { describe, expect, it } from 'vitest'
import { unreadKeys } from './dictionary-keys.mjs'
import { tempTree } from './testing/temp-tree.mjs'

/** @param {Record<string, string>} files */
const sourceOf = (files) => tempTree('dictionary-keys-', files)

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
