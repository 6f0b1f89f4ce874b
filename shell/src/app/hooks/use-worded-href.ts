import type { MarketInfo } from '@storefront/shared/contract'
import { isDictionaryLoaded, loadDictionary, pageNamespaces } from '@storefront/shared/i18n'
import { useEffect, useState } from 'react'
import { useLocationStore } from '../../lib/location-store'
import { marketOfPath } from '../../lib/market-of-path'

/**
 * The URL the shell renders. A move to another language (the selector, back or forward) keeps
 * showing the page it leaves until that language's dictionary has arrived, so no screen, the
 * remotes' included, ever renders before its words exist. A dictionary that cannot be fetched
 * does not hold the page: it renders with keys rather than stay on the old language.
 */
export function useWordedHref(fallback: MarketInfo): string {
  const href = useLocationStore((state) => state.href)
  const { locale } = marketOfPath(href, fallback).market
  const ready = isDictionaryLoaded(locale, pageNamespaces)
  const [shown, setShown] = useState(href)
  if (ready && shown !== href) setShown(href)
  useEffect(() => {
    if (ready) return
    let current = true
    const show = () => {
      if (current) setShown(href)
    }
    loadDictionary(locale, pageNamespaces).then(show, (error: unknown) => {
      console.error(`the ${locale} dictionary could not be loaded`, error)
      show()
    })
    return () => {
      current = false
    }
  }, [href, locale, ready])
  return ready ? href : shown
}
