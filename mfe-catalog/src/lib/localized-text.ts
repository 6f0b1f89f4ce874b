import type { Locale } from '@storefront/shared/markets'

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
 * the resource's own attribute (English) is the fallback.
 *
 * @example localizedText({ name: 'Oil', metadata: { i18n: { it: { name: 'Olio' } } } }, 'name', 'it') // 'Olio'
 */
export function localizedText(record: Localizable, field: Field, locale: Locale): string {
  const metadata = asRecord(record.metadata)
  return asText(asRecord(asRecord(metadata.i18n)[locale])[field]) ?? record[field] ?? ''
}
