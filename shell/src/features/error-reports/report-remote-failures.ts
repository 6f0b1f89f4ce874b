import type { ShopBus } from '@storefront/shared/events'
import { reportClientError } from '../../lib/report-client-error'

/**
 * Reports what remotes say failed in them (`shell:report-failure`) to the edge, with the version
 * of the remote this page was served: the remote knows its name, only the shell its version.
 *
 * @returns a function that stops listening
 */
export function reportRemoteFailures(
  bus: ShopBus,
  versionOf: (app: string) => string | undefined,
): () => void {
  return bus.subscribe('shell:report-failure', ({ app, kind, message }) =>
    reportClientError({ kind, app, version: versionOf(app), message }),
  )
}
