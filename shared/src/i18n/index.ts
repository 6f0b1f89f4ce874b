/**
 * The shop's words and their formatting, for the shell and every remote.
 *
 * @example
 * await loadDictionary('de', pageNamespaces)
 * const i18n = createI18n('de', ['catalog', 'common'])
 * const tag = localeTag('de', 'CH')
 * i18n.t('product.compareAt', { price: formatMoney(2490, 'CHF', tag) }) // "Statt CHF 24.90"
 */
export { createI18n } from './create-i18n'
export { countryName, currencyName, languageInSentence, languageName } from './display-names'
export { documentTitle } from './document-title'
export { foldForSearch, spellOutUmlauts } from './fold-for-search'
export { formatDate, formatDateRange, formatMoney, type MoneyOptions } from './format'
export {
  type Dictionary,
  isDictionaryLoaded,
  loadDictionary,
  loadedDictionary,
  pageNamespaces,
  provideDictionary,
} from './load-dictionary'
export { hasLocalSpelling, localSpelling, respellExcept } from './local-spelling'
export { type LocaleTag, languageOf, localeTag } from './locale-tag'
export { type Namespace, namespaceNames } from './namespace-names'
export { keepQuantityWithUnit } from './quantity-spacing'
export type { I18nResources } from './resources'
export type { Messages, NamespaceResources } from './types'
export { shortened, visibleLength } from './visible-text'
