// @vitest-environment node
import { unreadKeys } from '@storefront/shared/build'
import { namespaces } from '@storefront/shared/i18n/dictionaries'
import { describe, expect, it } from 'vitest'

/**
 * The common words the shell does not read itself, and who does: the edge writes the
 * document's noscript text, shared's document title helper joins page and shop names, and the
 * address, invoice and action words are the forms checkout and account both show.
 */
const readElsewhere = [/^noscript$/, /^documentTitle$/, /^address\./, /^invoice\./, /^actions\./]

describe('the common dictionary', () => {
  // Every visit downloads it in the visitor's language; keys are written whole in t() calls,
  // never assembled, so the source says which ones a screen reads.
  it('holds only keys the shell reads, besides those named as read elsewhere', () => {
    const unread = unreadKeys(namespaces.common.en, { namespace: 'common', sourceDir: import.meta.dirname })
    expect(unread.filter((key) => !readElsewhere.some((pattern) => pattern.test(key)))).toEqual([])
  })
})
