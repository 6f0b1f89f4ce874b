import type { MarketInfo } from '@storefront/shared/contract'
import { loadDictionary, pageNamespaces } from '@storefront/shared/i18n'
import type { Locale } from '@storefront/shared/markets'
import { useRef, useState } from 'react'
import { pathInCountry, pathInLocale } from '../../features/market/api/market-for-country'
import { storeCountry } from '../../features/market/api/store-country'
import { CountryChangeDialog } from '../../features/market/components/country-change-dialog'
import { CountrySelector } from '../../features/market/components/country-selector'
import { LanguageSelector } from '../../features/market/components/language-selector'
import { useModalStore } from '../../features/modals/stores/modal-store'
import { navigate, useLocationStore } from '../../lib/location-store'

interface Props {
  readonly market: MarketInfo
  /** The path after the market prefix, kept across the change. */
  readonly rest: string
}

/**
 * Country and language. A country is only taken after the visitor confirms it (prices, shipping
 * and cart change); the new URL then drives the rest: market announcement and a new session.
 */
export function MarketControls({ market, rest }: Props) {
  const href = useLocationStore((state) => state.href)
  const [asked, setAsked] = useState<{ readonly country: string; readonly on: string } | null>(null)
  // Back or Forward while the dialog asks is an answer too: no. Left open, it would move the page
  // the shopper went back to, not the one the country was chosen on.
  if (asked && asked.on !== href) setAsked(null)
  const pending = asked?.on === href ? asked.country : null
  const countrySelect = useRef<HTMLSelectElement>(null)
  // The language chosen while its words are on their way, on the page it was chosen on: the
  // selector shows it meanwhile.
  const [switching, setSwitching] = useState<{ readonly locale: Locale; readonly on: string } | null>(null)
  const switchingTo = switching?.on === href ? switching.locale : null
  const latestChoice = useRef(0)
  // The words first, then the move: offline, the new page would show keys where its words go.
  // Staying on the page, the shopper reads why in the words they have. Words that come after
  // another choice, or after the shopper went to another page, move nothing and say nothing.
  const chooseLanguage = (locale: Locale) => {
    const choice = ++latestChoice.current
    setSwitching(locale === market.locale ? null : { locale, on: href })
    if (locale === market.locale) return
    const to = pathInLocale(rest, market.locale, market, locale)
    const stillWanted = () => choice === latestChoice.current && useLocationStore.getState().href === href
    loadDictionary(locale, pageNamespaces).then(
      () => {
        if (!stillWanted()) return
        setSwitching(null)
        navigate(to)
      },
      (error: unknown) => {
        console.error(`the ${locale} dictionary could not be loaded`, error)
        if (!stillWanted()) return
        setSwitching(null)
        useModalStore
          .getState()
          .open({ kind: 'feedback', messageKey: 'common:header.language.unavailable', tone: 'error' })
      },
    )
  }
  const confirm = () => {
    if (!pending) return
    storeCountry(pending)
    setAsked(null)
    navigate(pathInCountry(rest, market.locale, pending))
  }
  return (
    <>
      <CountrySelector
        ref={countrySelect}
        country={market.country}
        locale={market.locale}
        onChoose={(country) => country !== market.country && setAsked({ country, on: href })}
      />
      <LanguageSelector locale={switchingTo ?? market.locale} onChoose={chooseLanguage} />
      {pending && (
        <CountryChangeDialog
          from={market.country}
          to={pending}
          locale={market.locale}
          onGoBack={() => setAsked(null)}
          onContinue={confirm}
          returnFocus={countrySelect}
        />
      )}
    </>
  )
}
