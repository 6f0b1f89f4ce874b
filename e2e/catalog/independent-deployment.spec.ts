import { alone } from '../support/alone'
import { buildApp, copyOfBuild, declareContract, registry, servedVersion } from '../support/registry'
import { expect, test } from '../support/test'

test.use({ locale: 'it-IT' })

test.describe.configure({ mode: 'serial' })

test(
  'a new catalog version goes live on promote and away on rollback, the shell untouched',
  alone,
  async ({ page }) => {
    const shellBefore = servedVersion('shell')
    const catalogBefore = servedVersion('catalog')
    const version = `e2e-${Date.now().toString(36)}`
    const dist = buildApp('mfe-catalog', { APP_VERSION: version })
    const published = registry('publish', dist, '--version', version, '--no-promote')
    expect(published).toContain(`catalog@${version}`)

    await page.goto('/italy/eur/it/prodotti')
    const catalog = page.locator('[data-remote="catalog"]')
    await expect(catalog).toHaveAttribute('data-remote-version', catalogBefore)

    const fetched: string[] = []
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname))
    registry('promote', 'catalog', version)
    try {
      await page.reload()
      await expect(catalog).toHaveAttribute('data-remote-version', version)
      await expect(page.getByTestId('product-card').first()).toBeVisible()
      // The shell registers the new version by the entry the edge names: no manifest on the page.
      expect(fetched).toContainEqual(
        expect.stringMatching(new RegExp(`^/_mf/catalog/${version}/remoteEntry\\.`)),
      )
      expect(fetched.filter((path) => path.endsWith('mf-manifest.json'))).toEqual([])
      expect(servedVersion('shell')).toBe(shellBefore)
      const shellScript = await page.locator('script[type="module"][src*="/_mf/shell/"]').getAttribute('src')
      expect(shellScript).toContain(`/_mf/shell/${shellBefore}/`)

      registry('rollback', 'catalog')
      await page.reload()
      await expect(catalog).toHaveAttribute('data-remote-version', catalogBefore)
      await expect(page.getByTestId('product-card').first()).toBeVisible()
    } finally {
      // A failure above must not leave the test version served to the journeys after this one.
      if (servedVersion('catalog') !== catalogBefore) registry('promote', 'catalog', catalogBefore)
    }
  },
)

test('a catalog built against another contract major is refused', alone, async () => {
  const before = servedVersion('catalog')
  const dist = copyOfBuild('mfe-catalog')
  declareContract(dist, '99.0.0')
  expect(() => registry('publish', dist, '--version', `e2e-major-${Date.now().toString(36)}`)).toThrow(
    /contract/,
  )
  expect(servedVersion('catalog')).toBe(before)
})

test(
  "a catalog built against changed shared code and words runs its own, not the shell's older ones",
  alone,
  async ({ page }) => {
    // A catalog team changes a shared constant, the listing's page size, and rewords a text the
    // shell's dictionary already has, and ships the catalog alone. The shell served was built
    // before the change and provides the old constants and the old words.
    const shellBefore = servedVersion('shell')
    const version = `e2e-shared-${Date.now().toString(36)}`
    const dist = buildApp(
      'mfe-catalog',
      { APP_VERSION: version },
      {
        'shared/src/constants/index.ts': (text) => {
          expect(text).toContain('export const pageSize = 25\n')
          return text.replace('export const pageSize = 25\n', 'export const pageSize = 24\n')
        },
        'shared/src/i18n/locales/it/catalog.ts': (text) => {
          expect(text).toContain("title: 'Tutti i prodotti',")
          return text.replace("title: 'Tutti i prodotti',", "title: 'Tutti i nostri prodotti',")
        },
      },
    )
    registry('publish', dist, '--version', version)
    const heading = page.getByRole('main').getByRole('heading', { level: 1 })
    try {
      await page.goto('/italy/eur/it/prodotti')
      await expect(page.locator('[data-remote="catalog"]')).toHaveAttribute('data-remote-version', version)
      await expect(page.getByTestId('product-card')).toHaveCount(24)
      await expect(heading).toHaveText('Tutti i nostri prodotti')
      // The shell's own use of the words is the shell's: its menu changes with its release.
      await expect(page.getByRole('banner').getByRole('link', { name: 'Tutti i prodotti' })).toBeVisible()
      expect(servedVersion('shell')).toBe(shellBefore)
    } finally {
      registry('rollback', 'catalog')
    }
    await page.reload()
    await expect(page.getByTestId('product-card')).toHaveCount(25)
    await expect(heading).toHaveText('Tutti i prodotti')
  },
)
