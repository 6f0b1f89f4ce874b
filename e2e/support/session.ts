import { contractVersion, majorOf } from '@storefront/shared/contract'
import type { ShopBus } from '@storefront/shared/events'
import { demoCustomer } from './stack'
import type { Page } from './test'

/** Where the page keeps its event bus, for journeys that speak for a remote not built yet. */
export const busKey = `__shopBus_v${majorOf(contractVersion)}__`

/** What the account remote sends when the shopper signs in: the shell owns the session. */
export async function signIn(page: Page): Promise<boolean> {
  const answer = await page.evaluate(
    ([key, email, password]) =>
      new Promise<{ ok: boolean }>((resolve) => {
        const bus = (globalThis as unknown as Record<string, ShopBus | undefined>)[key]
        const requestId = crypto.randomUUID()
        bus?.subscribe('session:login-result', (result) => {
          if (result.requestId === requestId) resolve(result)
        })
        bus?.publish('session:login', { requestId, email, password })
      }),
    [busKey, demoCustomer.email, demoCustomer.password] as const,
  )
  return answer.ok
}

/** What the account remote sends when the customer signs out, confirmed already. */
export async function signOut(page: Page): Promise<void> {
  await page.evaluate((key) => {
    const bus = (globalThis as unknown as Record<string, ShopBus | undefined>)[key]
    bus?.publish('session:logout', { confirm: false })
  }, busKey)
}
