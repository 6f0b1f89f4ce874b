import { loadDictionary, loadedDictionary, type Namespace, namespaceNames } from '@storefront/shared/i18n'
import type { Locale } from '@storefront/shared/markets'
import { useTranslation } from '@storefront/shared/react-i18n'
import { useEffect, useState } from 'react'

const namespaceOf = (key: string | undefined): Namespace | null => {
  const prefix = key?.split(':', 1)[0]
  return namespaceNames.find((ns) => ns === prefix && key !== prefix) ?? null
}

/**
 * Whether the shell can say a message a remote asked for by key. The shell's words are the
 * page's namespaces; a remote with words of its own (`checkout:…`, `account:…`) has loaded them
 * for itself, so they are added to the shell's instance, fetched first if they are not there.
 * A namespace that cannot be fetched still lets the message show (as its key) rather than never.
 */
export function useWordsOfKey(key: string | undefined, locale: Locale): boolean {
  const { i18n } = useTranslation()
  const ns = namespaceOf(key)
  const [failed, setFailed] = useState<string | null>(null)
  const [, setArrived] = useState(0)
  const ready = ns === null || i18n.hasResourceBundle(locale, ns) || failed === `${locale}:${ns}`
  useEffect(() => {
    if (ready || ns === null) return
    let current = true
    loadDictionary(locale, [ns]).then(
      () => {
        const words = loadedDictionary(locale)?.[ns]
        if (words) i18n.addResourceBundle(locale, ns, words)
        if (current) setArrived((count) => count + 1)
      },
      (error: unknown) => {
        console.error(`the ${locale} ${ns} words could not be loaded`, error)
        if (current) setFailed(`${locale}:${ns}`)
      },
    )
    return () => {
      current = false
    }
  }, [ready, ns, locale, i18n])
  return ready
}
