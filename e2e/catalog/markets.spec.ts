import { formatMoney, localeTag } from '@storefront/shared/i18n'
import { marketPrefix, marketRecords, recordOfCountry } from '@storefront/shared/markets'
import { pathTo } from '@storefront/shared/routes'
import { marketPriceOf } from '../support/commerce'
import { expect, test } from '../support/test'
import { untranslatedKeys } from '../support/texts'

// Every row of the market table, at the first of its countries that shops by its row (the World
// row's first country, the United States, ships by a row of its own), in the row's language.
const visits = marketRecords.map((record) => ({
  record,
  country: record.zoneCodes.find((code) => recordOfCountry(code) === record) as string,
}))

for (const { record, country } of visits) {
  test(`${country} (${record.zoneName}) shops in ${record.currency}: the listing and the product page show its market’s price, in its own format, and when it arrives`, async ({
    page,
  }) => {
    const locale = record.defaultLocale
    const base = { prefix: marketPrefix(country, record.currency, locale), locale }
    await page.goto(pathTo(base, { name: 'listing' }))
    const card = page.getByTestId('product-card').first()
    await expect(card).toBeVisible()
    const code = (await card.getAttribute('data-code')) as string
    const price = await marketPriceOf(code, record.code)
    expect(price.currency).toBe(record.currency)
    const shown = formatMoney(price.amountCents, record.currency, localeTag(locale, country))
    await expect(card.getByTestId('price-amount')).toHaveText(shown)

    await card.getByRole('link').click()
    await expect(page).toHaveURL(new RegExp(`${pathTo(base, { name: 'product', code })}$`))
    await expect(page.getByRole('main').getByTestId('price-amount').first()).toHaveText(shown)
    // By the method that ships to the country: a date, or working days.
    await expect(page.getByTestId('delivery-estimate')).toHaveText(/\d/)
    await expect(page.locator('html')).toHaveAttribute('lang', locale)
    expect(await untranslatedKeys(page)).toEqual([])
  })
}
