import { slowAfterMs } from '@storefront/shared/constants'
import { dictionaries } from '@storefront/shared/i18n/dictionaries'
import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ShellI18n } from '../../../app/shell-i18n'
import { PageSkeleton } from './page-skeleton'

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

  it('draws a product as a picture beside its text, a listing as a grid of cards', () => {
    const { container, rerender } = render(
      <ShellI18n locale="en">
        <PageSkeleton layout="detail" />
      </ShellI18n>,
    )
    const blocks = () => container.querySelectorAll('output > div div').length
    const detail = blocks()
    rerender(
      <ShellI18n locale="en">
        <PageSkeleton layout="grid" />
      </ShellI18n>,
    )
    // Eight cards of three blocks each, against one picture and a column of five.
    expect(blocks()).toBeGreaterThan(detail)
    expect(container.querySelector('output')?.dataset.layout).toBe('grid')
  })

  it('draws a shelf with a row of chips above its heading and cards, a search without', () => {
    const chipsIn = (layout: 'shelf' | 'grid') => {
      const { container, unmount } = render(
        <ShellI18n locale="en">
          <PageSkeleton layout={layout} />
        </ShellI18n>,
      )
      const output = container.querySelector('output')
      // The chips come first, then the heading, then the grid of cards.
      const first = output?.firstElementChild
      const chips =
        first && first.childElementCount === 4 && first.nextElementSibling?.nextElementSibling ? 4 : 0
      unmount()
      return chips
    }
    expect(chipsIn('shelf')).toBe(4)
    expect(chipsIn('grid')).toBe(0)
  })
})
