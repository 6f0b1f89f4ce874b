// Long enough for a screen's data on a slow connection; after it, the visitor has moved on.
const holdMs = 5_000
// What the visitor does to scroll or act: from then on the page is theirs.
const visitorInputs = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const

/**
 * Brings the page to `y` and holds it there while the screen draws: a remote's screen and its
 * pictures grow the page after the navigation, and scrolling at once would stop short. The hold
 * ends when the visitor scrolls, taps or types, after a few seconds, or through the returned stop.
 */
export function restoreScroll(y: number): () => void {
  const settle = () => {
    if (Math.abs(window.scrollY - y) >= 1) window.scrollTo(0, y)
  }
  settle()
  const observer = new ResizeObserver(settle)
  observer.observe(document.body)
  const timer = setTimeout(stop, holdMs)
  for (const type of visitorInputs) window.addEventListener(type, stop, { capture: true, passive: true })
  function stop() {
    observer.disconnect()
    clearTimeout(timer)
    for (const type of visitorInputs) window.removeEventListener(type, stop, { capture: true })
  }
  return stop
}
