import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { useSelectChoice } from './use-select-choice'

function Languages({ locale, onChoose }: { locale: string; onChoose: (locale: string) => void }) {
  return (
    <select aria-label="Language" {...useSelectChoice(locale, onChoose)}>
      {['it', 'en', 'de', 'fr'].map((code) => (
        <option key={code} value={code}>
          {code}
        </option>
      ))}
    </select>
  )
}

function renderLanguages() {
  const onChoose = vi.fn()
  render(<Languages locale="it" onChoose={onChoose} />)
  return { onChoose, select: screen.getByRole('combobox', { name: 'Language' }) as HTMLSelectElement }
}

/** What an arrow key does to a closed select outside macOS: the next option, and `change`. */
function arrowTo(select: HTMLSelectElement, value: string) {
  fireEvent.keyDown(select, { key: 'ArrowDown' })
  fireEvent.change(select, { target: { value } })
}

describe('useSelectChoice', () => {
  it('lets the keyboard step through the options, and acts at Enter on the one reached', () => {
    const { onChoose, select } = renderLanguages()
    arrowTo(select, 'en')
    arrowTo(select, 'de')
    expect(onChoose).not.toHaveBeenCalled()
    expect(select.value).toBe('de')
    // Its default prevented, the Enter does not go on to press what the choice focused.
    expect(fireEvent.keyDown(select, { key: 'Enter' })).toBe(false)
    expect(onChoose).toHaveBeenCalledExactlyOnceWith('de')
  })

  it('acts on a keyboard choice when focus leaves the select', () => {
    const { onChoose, select } = renderLanguages()
    arrowTo(select, 'fr')
    fireEvent.blur(select)
    expect(onChoose).toHaveBeenCalledExactlyOnceWith('fr')
  })

  it('does nothing when the keyboard comes back to the current option', () => {
    const { onChoose, select } = renderLanguages()
    arrowTo(select, 'en')
    fireEvent.keyDown(select, { key: 'ArrowUp' })
    fireEvent.change(select, { target: { value: 'it' } })
    fireEvent.keyDown(select, { key: 'Enter' })
    fireEvent.blur(select)
    expect(onChoose).not.toHaveBeenCalled()
  })

  it('takes a keyboard choice back at Escape, so leaving the select then changes nothing', () => {
    const { onChoose, select } = renderLanguages()
    arrowTo(select, 'de')
    fireEvent.keyDown(select, { key: 'Escape' })
    expect(select.value).toBe('it')
    fireEvent.blur(select)
    expect(onChoose).not.toHaveBeenCalled()
  })

  it('acts at once on a choice made in the option list the keyboard opened', () => {
    const { onChoose, select } = renderLanguages()
    fireEvent.keyDown(select, { key: 'ArrowDown', altKey: true })
    fireEvent.change(select, { target: { value: 'fr' } })
    expect(onChoose).toHaveBeenCalledExactlyOnceWith('fr')
  })

  it('acts at once on a choice made in the option list that space opened', () => {
    const { onChoose, select } = renderLanguages()
    fireEvent.keyDown(select, { key: ' ' })
    fireEvent.change(select, { target: { value: 'fr' } })
    expect(onChoose).toHaveBeenCalledExactlyOnceWith('fr')
  })

  it('waits for Enter after Home, End or a page key moves the choice of the closed select', () => {
    const { onChoose, select } = renderLanguages()
    for (const key of ['Home', 'End', 'PageUp', 'PageDown']) {
      fireEvent.keyDown(select, { key })
      fireEvent.change(select, { target: { value: 'fr' } })
    }
    expect(onChoose).not.toHaveBeenCalled()
    fireEvent.keyDown(select, { key: 'Enter' })
    expect(onChoose).toHaveBeenCalledExactlyOnceWith('fr')
  })

  it('waits for Enter after a letter typed to jump to an option', () => {
    const { onChoose, select } = renderLanguages()
    fireEvent.keyDown(select, { key: 'd' })
    fireEvent.change(select, { target: { value: 'de' } })
    expect(onChoose).not.toHaveBeenCalled()
    fireEvent.keyDown(select, { key: 'Enter' })
    expect(onChoose).toHaveBeenCalledExactlyOnceWith('de')
  })

  it('drops a keyboard choice still waiting when a pointer chooses another', () => {
    const { onChoose, select } = renderLanguages()
    arrowTo(select, 'de')
    fireEvent.pointerDown(select)
    fireEvent.change(select, { target: { value: 'fr' } })
    fireEvent.blur(select)
    expect(onChoose.mock.calls).toEqual([['fr']])
  })

  it('acts at once on a choice made with a pointer, even after keys were pressed', () => {
    const { onChoose, select } = renderLanguages()
    fireEvent.keyDown(select, { key: 'Tab' })
    fireEvent.pointerDown(select)
    fireEvent.change(select, { target: { value: 'de' } })
    expect(onChoose).toHaveBeenCalledExactlyOnceWith('de')
  })
})
