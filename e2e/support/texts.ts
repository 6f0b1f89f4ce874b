import { createI18n, provideDictionary } from '@storefront/shared/i18n'
import { dictionaries } from '@storefront/shared/i18n/dictionaries'
import type { Locale } from '@storefront/shared/markets'

/**
 * The shop's own dictionaries, so a journey looks for the words the shop means to show: a
 * renamed or missing key fails the journey instead of being copied into it.
 */
export function texts(locale: Locale) {
  provideDictionary(locale, dictionaries[locale])
  const i18n = createI18n(locale)
  return (key: string, values?: Record<string, unknown>) => {
    const text = i18n.t(key, values)
    if (text === key || text === key.split(':').pop()) throw new Error(`no ${locale} text for ${key}`)
    return text
  }
}

// A key i18next printed instead of a text: dotted camelCase words of a known group.
const keyShaped =
  /\b(?:common|catalog|cart|checkout|account|errors|validation|header|footer|product|listing|search|card|pagination|categories|bundle|countryChange|remoteUnavailable|notFound|errorPage|totals|item|miniCart|giftMessage|code)\.[a-zA-Z][\w.]*[a-zA-Z]\b/g

/** Every visible text, label and placeholder of the page that looks like an untranslated key. */
export async function untranslatedKeys(page: import('@playwright/test').Page): Promise<string[]> {
  const text = await page.evaluate(() => {
    const attributes = [...document.querySelectorAll('[aria-label],[placeholder],[title],[alt]')].flatMap(
      (el) => ['aria-label', 'placeholder', 'title', 'alt'].map((name) => el.getAttribute(name) ?? ''),
    )
    return [document.body.innerText, ...attributes].join('\n')
  })
  return [...new Set(text.match(keyShaped) ?? [])]
}
