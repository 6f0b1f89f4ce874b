import type { Locale } from '@storefront/shared/markets'
import type { InfoTexts } from '../../lib/info-topics'

// Read by few visitors, and long: each language's texts arrive only when one is opened, so the
// first page does not carry them.
const loaders: Readonly<Record<Locale, () => Promise<{ default: InfoTexts }>>> = {
  it: () => import(/* webpackChunkName: "info-it" */ './texts/it'),
  en: () => import(/* webpackChunkName: "info-en" */ './texts/en'),
  de: () => import(/* webpackChunkName: "info-de" */ './texts/de'),
  es: () => import(/* webpackChunkName: "info-es" */ './texts/es'),
  fr: () => import(/* webpackChunkName: "info-fr" */ './texts/fr'),
}

/** The shop's customer-care and legal texts in `locale`; a failed load may be asked again. */
export async function loadInfoTexts(locale: Locale): Promise<InfoTexts> {
  return (await loaders[locale]()).default
}
