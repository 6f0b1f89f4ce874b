import { createI18n, loadDictionary } from '@storefront/shared/i18n'
import type { Locale } from '@storefront/shared/markets'

/** What the document itself says, before any remote runs. */
export interface DocumentMessages {
  readonly title: string
  readonly noscript: string
  readonly deploying: string
}

// The document's own words that the shared `common` dictionary does not carry (yet).
const ownMessages: Readonly<Record<Locale, Omit<DocumentMessages, 'noscript'>>> = {
  it: {
    title: 'Negozio',
    deploying: 'Stiamo aggiornando il negozio. Riprova tra qualche minuto.',
  },
  en: {
    title: 'Shop',
    deploying: 'The shop is being deployed. Please try again in a few minutes.',
  },
  de: {
    title: 'Shop',
    deploying: 'Der Shop wird gerade aktualisiert. Bitte versuchen Sie es in einigen Minuten erneut.',
  },
  es: {
    title: 'Tienda',
    deploying: 'Estamos actualizando la tienda. Inténtalo de nuevo en unos minutos.',
  },
  fr: {
    title: 'Boutique',
    deploying: 'La boutique est en cours de mise à jour. Veuillez réessayer dans quelques minutes.',
  },
}

// One i18next instance per language for the whole isolate: the dictionaries never change at run time.
const cache = new Map<Locale, DocumentMessages>()

/** The document's words in a language; the noscript text is the shell's own (`common:noscript`). */
export async function documentMessages(locale: Locale): Promise<DocumentMessages> {
  let messages = cache.get(locale)
  if (!messages) {
    await loadDictionary(locale)
    const { t } = createI18n(locale, ['common'])
    messages = { ...ownMessages[locale], noscript: t('noscript') }
    cache.set(locale, messages)
  }
  return messages
}
