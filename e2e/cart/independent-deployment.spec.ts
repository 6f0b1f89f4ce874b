import { alone } from '../support/alone'
import { buildApp, registry, servedVersion } from '../support/registry'
import { expect, test } from '../support/test'

test.use({ locale: 'en-GB' })

test('a new cart version is published, promoted and rolled back on its own', alone, async ({ page }) => {
  const before = servedVersion('cart')
  const shell = servedVersion('shell')
  const version = `e2e-cart-${Date.now().toString(36)}`
  const dist = buildApp('mfe-cart', { APP_VERSION: version })
  registry('publish', dist, '--version', version)
  try {
    expect(servedVersion('cart')).toBe(version)

    await page.goto('/italy/eur/en/products')
    const miniCart = page.locator('[data-remote="cart"]')
    await expect(miniCart).toHaveAttribute('data-remote-version', version)
    await expect(page.getByTestId('mini-cart')).toBeVisible()
    expect(servedVersion('shell')).toBe(shell)

    registry('rollback', 'cart')
    await page.reload()
    await expect(miniCart).toHaveAttribute('data-remote-version', before)
    await expect(page.getByTestId('mini-cart')).toBeVisible()
  } finally {
    // A failure above must not leave the test version served to the journeys after this one.
    if (servedVersion('cart') !== before) registry('promote', 'cart', before)
  }
})
