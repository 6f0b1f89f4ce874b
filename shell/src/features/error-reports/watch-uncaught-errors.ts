import { reportClientError, scriptApp } from '../../lib/report-client-error'

function stackOf(value: unknown): string | undefined {
  return value instanceof Error ? value.stack : undefined
}

/**
 * Reports errors and rejections nobody handled, when a script of the shop threw them: its URL
 * or its stack names the app and the version. Extensions and other pages' scripts share the
 * window and are none of the shop's teams' business.
 */
export function watchUncaughtErrors(): () => void {
  const onError = (event: ErrorEvent) => {
    const source = scriptApp(event.filename) ?? scriptApp(stackOf(event.error))
    if (!source) return
    const message =
      event.error instanceof Error ? `${event.error.name}: ${event.error.message}` : event.message
    reportClientError({ kind: 'uncaught', ...source, message })
  }
  const onRejection = (event: PromiseRejectionEvent) => {
    const source = scriptApp(stackOf(event.reason))
    if (!source) return
    const { reason } = event as { reason: Error }
    reportClientError({ kind: 'uncaught', ...source, message: `${reason.name}: ${reason.message}` })
  }
  window.addEventListener('error', onError)
  window.addEventListener('unhandledrejection', onRejection)
  return () => {
    window.removeEventListener('error', onError)
    window.removeEventListener('unhandledrejection', onRejection)
  }
}
