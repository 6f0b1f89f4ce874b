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
 * per resource, so the other languages ride in `metadata`
 * (`metadata.translations[locale][field]`); the resource's own attribute is the fallback.
 *
 * @example localizedText({ name: 'Olio', metadata: { translations: { en: { name: 'Oil' } } } }, 'name', 'en') // 'Oil'
 */
export function localizedText(record: Localizable, field: Field, locale: Locale): string {
  const metadata = asRecord(record.metadata)
  return (
    asText(asRecord(asRecord(metadata.translations)[locale])[field]) ??
    asText(asRecord(metadata[field])[locale]) ??
    record[field] ??
    ''
  )
}
