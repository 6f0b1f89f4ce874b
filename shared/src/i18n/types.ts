import type { Locale } from '../markets/locales'

/** A namespace's messages: nested keys, leaf strings with i18next `{{placeholders}}`. */
export interface Messages {
  readonly [key: string]: string | Messages
}

/** One namespace in all five languages, side by side so no language is forgotten. */
export type NamespaceResources = Readonly<Record<Locale, Messages>>
