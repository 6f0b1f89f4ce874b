import { dictionaries } from '@storefront/shared/i18n/dictionaries'
import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ShellI18n } from '../../../app/shell-i18n'
import { PageSkeleton, slowAfterMs } from './page-skeleton'

describe('PageSkeleton', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('says the shop is still trying once loading takes longer than usual', async () => {
    render(
      <ShellI18n locale="de">
        <PageSkeleton />
      </ShellI18n>,
    )
    await act(async () => {})
    const status = screen.getByRole('status', { name: dictionaries.de.common.loading })
    expect(status.textContent).toBe('')
    await act(async () => {
      vi.advanceTimersByTime(slowAfterMs - 100)
    })
    expect(status.textContent).toBe('')
    await act(async () => {
      vi.advanceTimersByTime(100)
    })
    expect(status.textContent).toBe(dictionaries.de.common.loadingSlow)
  })
})
