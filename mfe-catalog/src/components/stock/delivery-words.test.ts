// @vitest-environment node
import { dictionaries } from '@storefront/shared/i18n/dictionaries'
import { locales } from '@storefront/shared/markets'
import { describe, expect, it } from 'vitest'

describe('the delivery note', () => {
  // The estimate sits under its label: "Delivery / Delivery in 3–5 working days" read twice.
  it.each(locales)('does not repeat its label in the estimate (%s)', (locale) => {
    const { title, range, workingDays } = dictionaries[locale].catalog.product.delivery
    for (const estimate of [range, workingDays])
      expect(estimate.toLocaleLowerCase(locale)).not.toContain(title.toLocaleLowerCase(locale))
  })
})
