import type { Page } from '@playwright/test'
import { type ClientErrorReport, clientErrorsPath } from '@storefront/shared/errors'

export interface SentReport {
  readonly report: ClientErrorReport
  /** How the edge answered. */
  readonly status: number
}

/**
 * The error reports the page sends to the edge, with the edge's answers, as they arrive. The
 * route only watches: each report still goes to the real edge. (Chromium does not always hand a
 * beacon's body to a mere listener, so the route reads it.)
 */
export async function watchErrorReports(page: Page): Promise<SentReport[]> {
  const sent: SentReport[] = []
  await page.route(`**${clientErrorsPath}`, async (route) => {
    const response = await route.fetch()
    sent.push({ report: route.request().postDataJSON(), status: response.status() })
    await route.fulfill({ response })
  })
  return sent
}
