import { defaultLocale, isLocale } from '@storefront/shared/markets'
import { Component, type ReactNode } from 'react'
import { ErrorPage } from '../../features/pages/components/error-page'
import { messageOf, reportClientError, shellVersion } from '../../lib/report-client-error'
import { ShellI18n } from '../shell-i18n'

interface State {
  readonly failed: boolean
}

/** The last resort: the shell itself failed, so the generic error page offers a reload. */
export class AppErrorBoundary extends Component<{ readonly children: ReactNode }, State> {
  override state: State = { failed: false }

  static getDerivedStateFromError(): State {
    return { failed: true }
  }

  override componentDidCatch(error: unknown): void {
    console.error('the shell failed', error)
    reportClientError({
      kind: 'shell-render',
      app: 'shell',
      version: shellVersion(),
      message: messageOf(error),
    })
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children
    return <ShellErrorPage />
  }
}

/** The error page in the document's language, for when nothing else can be trusted. */
export function ShellErrorPage() {
  const lang = document.documentElement.lang.slice(0, 2)
  return (
    <ShellI18n locale={isLocale(lang) ? lang : defaultLocale}>
      <div data-boundary="shell">
        <ErrorPage onRetry={() => window.location.reload()} />
      </div>
    </ShellI18n>
  )
}
