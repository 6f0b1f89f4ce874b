/** The languages the shop speaks, in the order the language selector lists them. */
export const locales = ['it', 'en', 'de', 'es', 'fr'] as const

export type Locale = (typeof locales)[number]

export const defaultLocale: Locale = 'it'

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value)
}
