import { type LocaleTag, languageOf, localSpelling } from '@storefront/shared/i18n'

interface Localizable {
  readonly name?: string | null
  readonly description?: string | null
  readonly metadata?: Record<string, unknown> | null
}

type Field = 'name' | 'description'

const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : {}

const asText = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined

/**
 * A record's name or description in the visitor's language. Commerce Layer has one `name`
 * per resource, so commerce-local's seed keeps every language in `metadata.i18n[locale]`;
 * the resource's own attribute (English) is the fallback. The text is spelled as the tag's
 * country spells it (a Swiss visitor reads "Süsses"; the seed is written in Germany's German).
 *
 * @example localizedText({ name: 'Oil', metadata: { i18n: { it: { name: 'Olio' } } } }, 'name', 'it') // 'Olio'
 */
export function localizedText(record: Localizable, field: Field, tag: LocaleTag): string {
  const metadata = asRecord(record.metadata)
  const written = asText(asRecord(asRecord(metadata.i18n)[languageOf(tag)])[field]) ?? record[field] ?? ''
  return localSpelling(tag)(written)
}
