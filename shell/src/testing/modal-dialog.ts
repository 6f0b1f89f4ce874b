/**
 * What browsers do for a modal `<dialog>` and happy-dom does not (its `showModal()` only sets
 * `open`): while it is shown the rest of the page is inert, and Escape asks it to close with a
 * cancellable `cancel` event. Only `showModal()` does this, as in a browser: an overlay of our
 * own, or a dialog opened with `show()`, leaves the page behind as reachable as it really is.
 */
export function emulateModalDialogs(): void {
  const dialogs = HTMLDialogElement.prototype
  const { showModal, close } = dialogs
  const blocked = new Map<HTMLDialogElement, Element[]>()

  dialogs.showModal = function showModalBlockingThePage(this: HTMLDialogElement) {
    showModal.call(this)
    blocked.set(this, makeInertAround(this))
  }
  dialogs.close = function closeUnblockingThePage(this: HTMLDialogElement, returnValue?: string) {
    for (const element of blocked.get(this) ?? []) element.removeAttribute('inert')
    blocked.delete(this)
    close.call(this, returnValue)
  }
  document.addEventListener('keydown', (event) => {
    const top = [...blocked.keys()].at(-1)
    if (event.key !== 'Escape' || event.defaultPrevented || !top) return
    if (top.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close()
  })
}

/** Marks inert everything in the body but the dialog and its ancestors; returns what it marked. */
function makeInertAround(dialog: Element): Element[] {
  const marked: Element[] = []
  for (let node = dialog; node.parentElement && node !== document.body; node = node.parentElement) {
    for (const sibling of node.parentElement.children) {
      if (sibling === node || sibling.hasAttribute('inert')) continue
      sibling.setAttribute('inert', '')
      marked.push(sibling)
    }
  }
  return marked
}
