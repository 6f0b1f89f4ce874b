import { dictionaries } from '@storefront/shared/i18n/dictionaries'
import { defaultLocale } from '@storefront/shared/markets'
import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { reportClientError } from '../../lib/report-client-error'
import { AppErrorBoundary } from './app-error-boundary'

vi.mock('../../lib/report-client-error', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/report-client-error')>()),
  reportClientError: vi.fn(),
}))

function BrokenShell(): never {
  throw new Error('render failed')
}

function renderBrokenShell(documentLang: string) {
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  document.documentElement.lang = documentLang
  render(
    <AppErrorBoundary>
      <BrokenShell />
    </AppErrorBoundary>,
  )
}

afterEach(() => {
  document.documentElement.lang = ''
})

describe('AppErrorBoundary', () => {
  it('shows the error page in the document’s language when the shell fails, and reports it', () => {
    renderBrokenShell('de-CH')
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(dictionaries.de.common.errorPage.title)
    expect(screen.getByRole('button', { name: dictionaries.de.common.errorPage.retry })).toBeTruthy()
    expect(reportClientError).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'shell-render', app: 'shell', message: 'Error: render failed' }),
    )
  })

  it('speaks the shop’s default language when the document’s is not one of the shop’s', () => {
    renderBrokenShell('ja')
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      dictionaries[defaultLocale].common.errorPage.title,
    )
  })
})
