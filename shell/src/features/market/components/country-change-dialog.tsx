import { shopName } from '@storefront/shared/constants'
import { getShopBus } from '@storefront/shared/events'
import { countryName, currencyName, localeTag } from '@storefront/shared/i18n'
import { type Locale, recordForCountry } from '@storefront/shared/markets'
import { useTranslation } from '@storefront/shared/react-i18n'
import { type RefObject, useId, useRef } from 'react'
import button from '../../../components/button.module.css'
import { Dialog } from '../../../components/dialog'
import text from '../../../components/dialog-actions.module.css'
import { withNameKept, withNamesInText } from './with-name-kept'

interface Props {
  readonly from: string
  readonly to: string
  readonly locale: Locale
  readonly onGoBack: () => void
  readonly onContinue: () => void
  /** The country select: focus goes back there whichever way the dialog closes. */
  readonly returnFocus?: RefObject<HTMLElement | null>
}

/** Prices, shipping and the cart change with the country: the visitor confirms before it does. */
export function CountryChangeDialog({ from, to, locale, onGoBack, onContinue, returnFocus }: Props) {
  const { t } = useTranslation()
  const fromName = countryName(from, localeTag(locale, from))
  const toName = countryName(to, localeTag(locale, to))
  const itemsInCart = getShopBus().last('cart:updated')?.itemsCount ?? 0
  const fromRecord = recordForCountry(from).record
  const toRecord = recordForCountry(to).record
  // Countries of one market (the rest of the world's) share its cart: it goes along.
  const sameCart = fromRecord.code === toRecord.code
  // Named as the header names the currency, in the page's language.
  const currencies =
    fromRecord.currency === toRecord.currency
      ? null
      : [fromRecord.currency, toRecord.currency].map((code) => currencyName(code, localeTag(locale, from)))
  // Focus starts on staying: Enter on a dialog that just opened must not change the market.
  const goBack = useRef<HTMLButtonElement>(null)
  const textId = useId()
  return (
    <Dialog
      title={t('countryChange.title')}
      onDismiss={onGoBack}
      closeLabel={t('modal.close')}
      initialFocus={goBack}
      describedBy={textId}
      returnFocus={returnFocus}
    >
      <p id={textId} className={text.text}>
        {withNamesInText((from, to) => t('countryChange.text', { from, to }), [fromName, toName])}
        {/* A new currency is the change a shopper notices first in a cart's figures. */}
        {currencies && ` ${t('countryChange.currency', { from: currencies[0], to: currencies[1] })}`}
        {/* Only a cart with something in it is worth reassuring about. */}
        {itemsInCart > 0 && ` ${t(sameCart ? 'countryChange.cartMoves' : 'countryChange.cartKept')}`}
      </p>
      <div className={`${text.actions} ${text.stacked}`}>
        <button ref={goBack} type="button" className={button.secondary} onClick={onGoBack}>
          {withNameKept((country) => t('countryChange.goBack', { country, shop: shopName }), fromName)}
        </button>
        <button type="button" className={button.primary} onClick={onContinue}>
          {withNameKept((country) => t('countryChange.continue', { country, shop: shopName }), toName)}
        </button>
      </div>
    </Dialog>
  )
}
