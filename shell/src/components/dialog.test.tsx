import { fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useRef, useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { pressTab } from '../testing/press-tab'
import { Dialog } from './dialog'

/** A page with a header link behind the dialog, and the button that opens it. */
function Page({ withSafeAction = false }: { readonly withSafeAction?: boolean }) {
  const [open, setOpen] = useState(false)
  const stay = useRef<HTMLButtonElement>(null)
  const close = () => setOpen(false)
  return (
    <>
      <header>
        <a href="/">Home</a>
        <button type="button" onClick={() => setOpen(true)}>
          Change country
        </button>
      </header>
      {open && (
        <Dialog
          title="Change country?"
          onDismiss={close}
          closeLabel="Close"
          initialFocus={withSafeAction ? stay : undefined}
        >
          <button ref={stay} type="button" onClick={close}>
            Stay
          </button>
          <button type="button" onClick={close}>
            Change
          </button>
        </Dialog>
      )}
      <footer>
        <button type="button">Contact</button>
      </footer>
    </>
  )
}

async function openDialog(options?: { withSafeAction?: boolean }) {
  const { rerender } = render(<Page {...options} />)
  const opener = screen.getByRole('button', { name: 'Change country' })
  await userEvent.click(opener)
  const renderAgain = () => rerender(<Page {...options} />)
  return { opener, renderAgain, dialog: screen.getByRole('dialog', { name: 'Change country?' }) }
}

// A dialog open from the start, told to hand focus to the select beside it, as the country one is.
function Blurred() {
  const [open, setOpen] = useState(true)
  const select = useRef<HTMLSelectElement>(null)
  return (
    <>
      <select ref={select} aria-label="Country" />
      {open && (
        <Dialog
          title="Change country?"
          onDismiss={() => setOpen(false)}
          closeLabel="Close"
          returnFocus={select}
        >
          <p>Sure?</p>
        </Dialog>
      )}
    </>
  )
}

describe('Dialog', () => {
  it('opens as a modal <dialog>, labelled by its title', async () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal')
    const { dialog } = await openDialog()
    expect(dialog).toBeInstanceOf(HTMLDialogElement)
    expect(showModal).toHaveBeenCalledOnce()
    expect((dialog as HTMLDialogElement).open).toBe(true)
  })

  it('keeps Tab and Shift+Tab inside the dialog, wrapping round at either end', async () => {
    const { dialog } = await openDialog()
    const [close, stay, change] = within(dialog).getAllByRole('button')
    change?.focus()
    pressTab()
    expect(document.activeElement).toBe(close)
    pressTab()
    expect(document.activeElement).toBe(stay)
    pressTab({ shift: true })
    pressTab({ shift: true })
    expect(document.activeElement).toBe(change)
  })

  it('leaves the page behind inert: nothing there takes focus while it is open', async () => {
    const { dialog } = await openDialog()
    const behind = [
      screen.getByRole('link', { name: 'Home' }),
      screen.getByRole('button', { name: 'Contact' }),
    ]
    for (const element of behind) {
      element.focus()
      expect(dialog.contains(document.activeElement)).toBe(true)
    }
    expect(behind.every((element) => element.closest('[inert]'))).toBe(true)
  })

  it('starts on its title, so the visitor reads it from the top', async () => {
    const { dialog } = await openDialog()
    expect(document.activeElement).toBe(within(dialog).getByRole('heading', { name: 'Change country?' }))
  })

  it('starts on the action it is given, such as the least destructive one of a confirmation', async () => {
    const { dialog } = await openDialog({ withSafeAction: true })
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Stay' }))
  })

  it('hands focus back to the opener when one of its own buttons closes it', async () => {
    const { dialog, opener } = await openDialog()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stay' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(opener)
    expect(screen.getByRole('link', { name: 'Home' }).closest('[inert]')).toBeNull()
  })

  it('closes from its close button and hands focus back to the opener', async () => {
    const { dialog, opener } = await openDialog()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(opener)
  })

  it('closes on a tap beside it, on the backdrop, but not on a tap inside it', async () => {
    const { dialog, opener } = await openDialog()
    dialog.getBoundingClientRect = () => new DOMRect(100, 100, 400, 300)
    const tap = (target: Element, x: number, y: number) => {
      fireEvent.pointerDown(target, { clientX: x, clientY: y })
      fireEvent.click(target, { clientX: x, clientY: y })
    }
    // On its own padding: the <dialog> is the target, but the tap is within its box.
    tap(dialog, 120, 110)
    tap(within(dialog).getByRole('heading'), 20, 20)
    // Text selected inside and let go beside it.
    fireEvent.pointerDown(within(dialog).getByRole('heading'), { clientX: 150, clientY: 150 })
    fireEvent.click(dialog, { clientX: 20, clientY: 20 })
    expect(screen.getByRole('dialog')).toBe(dialog)
    tap(dialog, 20, 20)
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(opener)
  })

  it('closes on Escape and hands focus back to the opener', async () => {
    const { opener } = await openDialog()
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(opener)
  })

  it('hands focus to the control it is given when nothing was focused as it opened', async () => {
    // As when a choice is acted on while focus leaves the select: the page holds no focus.
    ;(document.activeElement as HTMLElement | null)?.blur()
    render(<Blurred />)
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Country' }))
  })

  it('stays open and in place when the page around it renders again', async () => {
    const { dialog, renderAgain } = await openDialog({ withSafeAction: true })
    const change = within(dialog).getByRole('button', { name: 'Change' })
    change.focus()
    // The page passes a new onDismiss on every render, as the shell's market controls do.
    renderAgain()
    expect(document.activeElement).toBe(change)
    expect(screen.getByRole('dialog')).toBe(dialog)
  })
})
