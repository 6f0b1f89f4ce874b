import { type ClientErrorReport, clientErrorLimits, clientErrorsPath } from '@storefront/shared/errors'

// A page that fails the same way in a loop says so once; one that fails many ways, a few times.
const maxReportsPerPage = 10
const sent = new Set<string>()

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text)

/**
 * The error's name and message. A remote that could not load arrives as the fallback module,
 * which carries the runtime's error: that one is named.
 */
export function messageOf(error: unknown): string {
  const inner =
    typeof error === 'object' && error !== null && 'error' in error && !(error instanceof Error)
      ? (error as { error: unknown }).error
      : error
  if (inner instanceof Error) return `${inner.name}: ${inner.message}`
  return typeof inner === 'string' && inner ? inner : 'unknown error'
}

const shopScript = /\/_mf\/([\w-]+)\/([\w.+-]+)\//

/** The app and version a script of the shop belongs to, read from its URL or a stack naming it. */
export function scriptApp(urlOrStack: string | undefined): { app: string; version: string } | null {
  const match = urlOrStack ? shopScript.exec(urlOrStack) : null
  return match?.[1] && match[2] ? { app: match[1], version: match[2] } : null
}

/** The version of the shell this page runs, read from its entry script's URL. */
export function shellVersion(): string | undefined {
  return scriptApp(document.querySelector<HTMLScriptElement>('script[src*="/_mf/shell/"]')?.src)?.version
}

/**
 * Tells the edge what failed in this page, with `sendBeacon` so the report survives a reload or
 * the shopper leaving. Never throws and never waits: reporting must not become a second failure.
 */
export function reportClientError(report: Omit<ClientErrorReport, 'path'>): void {
  const key = `${report.kind} ${report.app} ${report.message}`
  if (sent.has(key) || sent.size >= maxReportsPerPage) return
  sent.add(key)
  const body: ClientErrorReport = {
    kind: report.kind,
    app: cut(report.app, clientErrorLimits.app),
    ...(report.version ? { version: cut(report.version, clientErrorLimits.version) } : {}),
    message: cut(report.message, clientErrorLimits.message),
    path: cut(window.location.pathname, clientErrorLimits.path),
  }
  try {
    navigator.sendBeacon?.(clientErrorsPath, new Blob([JSON.stringify(body)], { type: 'application/json' }))
  } catch {
    // A browser that refuses the beacon (a blocked path, a full queue) loses the report, not the page.
  }
}

/** Forgets what this page reported, for tests. */
export function forgetReports(): void {
  sent.clear()
}
