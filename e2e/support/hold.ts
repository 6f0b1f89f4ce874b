import type { Page } from '@playwright/test'

/**
 * Holds every request `url` matches until the returned function is called, then lets each go
 * on unchanged: a slow or stalled connection, which fails nothing.
 */
export async function holdRequests(page: Page, url: Parameters<Page['route']>[0]): Promise<() => void> {
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(url, async (route) => {
    await released
    await route.continue()
  })
  return release
}
