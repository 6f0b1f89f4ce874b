import { shopName } from '@storefront/shared/constants'
import { createI18n, documentTitle, loadDictionary } from '@storefront/shared/i18n'
import type { Locale } from '@storefront/shared/markets'
import type { StartupErrorWords } from './startup-error'

/** What the document itself says, before any remote runs. */
export interface DocumentMessages {
  /** The title of a screen's document, until the shell names the page: the shop's name. */
  readonly title: string
  /** The title of a document for a path that is no screen. */
  readonly notFoundTitle: string
  readonly noscript: string
  readonly deploying: string
  /** The shell's generic error page, said by the document when the shell cannot start. */
  readonly startupError: StartupErrorWords
}

// The document's own words that the shared `common` dictionary does not carry (yet).
const ownMessages: Readonly<Record<Locale, Pick<DocumentMessages, 'deploying'>>> = {
  it: {
    deploying: 'Stiamo aggiornando il negozio. Riprova tra qualche minuto.',
  },
  en: {
    deploying: 'The shop is being deployed. Please try again in a few minutes.',
  },
  de: {
    deploying: 'Der Shop wird gerade aktualisiert. Bitte versuch es in ein paar Minuten noch einmal.',
  },
  es: {
    deploying: 'Estamos actualizando la tienda. Inténtalo de nuevo en unos minutos.',
  },
  fr: {
    deploying: 'La boutique est en cours de mise à jour. Veuillez réessayer dans quelques minutes.',
  },
}

// One i18next instance per language for the whole isolate: the dictionaries never change at run time.
const cache = new Map<Locale, DocumentMessages>()

/** The document's words in a language; titles and the noscript text are the shell's own (`common`). */
export async function documentMessages(locale: Locale): Promise<DocumentMessages> {
  let messages = cache.get(locale)
  if (!messages) {
    await loadDictionary(locale)
    const { t } = createI18n(locale, ['common'])
    messages = {
      ...ownMessages[locale],
      title: shopName,
      notFoundTitle: documentTitle(t, t('notFound.title')),
      noscript: t('noscript'),
      startupError: { title: t('errorPage.title'), text: t('errorPage.text'), retry: t('errorPage.retry') },
    }
    cache.set(locale, messages)
  }
  return messages
}
