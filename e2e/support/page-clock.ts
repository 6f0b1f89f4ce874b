import { expect, type Page } from './test'

/**
 * Opens `path` on the page's own clock, which the journey then moves, once the session has its
 * token. A jump of the clock times out every request under way: one taken before the token's
 * answer (a busy machine) timed out the token request too, and the shell's start error page
 * came instead of what the journey was about.
 *
 * @example await openOnPageClock(page, '/italy/eur/it/prodotti'); await page.clock.runFor(16_000)
 */
export async function openOnPageClock(page: Page, path: string): Promise<void> {
  await page.clock.install()
  const tokenAnswered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/token')
  await page.goto(path)
  await expect(page.getByRole('banner')).toBeVisible()
  await tokenAnswered
}
