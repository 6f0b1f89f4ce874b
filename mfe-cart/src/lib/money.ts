import { formatMoney, localeTag, type MoneyOptions } from '@storefront/shared/i18n'
import type { Locale } from '@storefront/shared/markets'

export interface MoneyContext {
  readonly currency: string
  readonly locale: Locale
  readonly country: string
}

/** Cents as the visitor's market writes them (`€ 12,50` in Italy, `CHF 12.50` in Switzerland). */
export function money(cents: number, context: MoneyContext, options?: MoneyOptions): string {
  return formatMoney(cents, context.currency, localeTag(context.locale, context.country), options)
}
