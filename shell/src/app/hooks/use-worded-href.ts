import type { MarketInfo } from '@storefront/shared/contract'
import { isDictionaryLoaded, loadDictionary, pageNamespaces } from '@storefront/shared/i18n'
import { useEffect, useState } from 'react'
import { useLocationStore } from '../../lib/location-store'
import { marketOfPath } from '../../lib/market-of-path'

// A dictionary that could not be fetched is asked for again after these pauses (the last
// repeats), and at once when the browser says it is back online.
const retryDelaysMs = [5_000, 15_000, 30_000]

export interface WordedHref {
  /** The URL the shell renders. */
  readonly href: string
  /**
   * Grows when a language's words arrive late, after its page rendered without them: the page
   * renders again from scratch (remotes included), since each i18n instance took the words there
   * were when it was made.
   */
  readonly wordsVersion: number
}

/**
 * The URL the shell renders. A move to another language (the selector, back or forward) keeps
 * showing the page it leaves until that language's dictionary has arrived, so no screen, the
 * remotes' included, ever renders before its words exist. A dictionary that cannot be fetched
 * (offline) does not hold the page: it renders without them, and with them once they come.
 */
export function useWordedHref(fallback: MarketInfo): WordedHref {
  const href = useLocationStore((state) => state.href)
  const { locale } = marketOfPath(href, fallback).market
  const ready = isDictionaryLoaded(locale, pageNamespaces)
  const [shown, setShown] = useState(href)
  const [wordsVersion, setWordsVersion] = useState(0)
  if (ready && shown !== href) setShown(href)
  useEffect(() => {
    if (ready) return
    let current = true
    let timer: ReturnType<typeof setTimeout> | undefined
    let failures = 0
    const show = () => {
      if (current) setShown(href)
    }
    const retry = () => {
      clearTimeout(timer)
      loadDictionary(locale, pageNamespaces).then(
        () => current && setWordsVersion((version) => version + 1),
        () => {
          if (current)
            timer = setTimeout(retry, retryDelaysMs[Math.min(failures++, retryDelaysMs.length - 1)])
        },
      )
    }
    loadDictionary(locale, pageNamespaces).then(show, (error: unknown) => {
      console.error(`the ${locale} dictionary could not be loaded`, error)
      show()
      if (!current) return
      globalThis.addEventListener?.('online', retry)
      timer = setTimeout(retry, retryDelaysMs[failures++])
    })
    return () => {
      current = false
      clearTimeout(timer)
      globalThis.removeEventListener?.('online', retry)
    }
  }, [href, locale, ready])
  return { href: ready ? href : shown, wordsVersion }
}
