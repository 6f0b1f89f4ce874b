/**
 * Where the visitor stood on each page of this tab's history, so that back, forward and a reload
 * return there. The browser's own restoration cannot do it for the shop: it scrolls at `popstate`,
 * before the screen it goes back to has drawn, so a listing left at its thirteenth card came back
 * clamped to the height of the product page on show at that moment. The shell takes it over
 * (`history.scrollRestoration = 'manual'`) and restores once the screen is tall enough
 * (`restoreScroll`).
 *
 * Each history entry carries a key in `history.state`. The positions are kept by key in the tab's
 * session storage: a reload, or coming back from another site, finds them as well.
 */

const storageKey = 'shop:scroll-positions'
// A tab's recent pages: an entry fifty steps back is rarely gone back to.
const keptEntries = 50

interface EntryState {
  readonly shopEntry: string
}

let positions: Map<string, number> | null = null
let shown: string | null = null
// The entry whose page is on the screen. A page renders after its entry is entered, and one left
// before it rendered (a quick tap, two quick steps back) was never seen: the scroll then is the
// previous page's, not a place on it.
let drawn: string | null = null

function entryOf(state: unknown): string | null {
  const entry = (state as Partial<EntryState> | null)?.shopEntry
  return typeof entry === 'string' ? entry : null
}

function stored(): Map<string, number> {
  if (positions) return positions
  positions = new Map()
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(storageKey) ?? '[]')
    if (Array.isArray(saved))
      for (const pair of saved)
        if (Array.isArray(pair) && typeof pair[0] === 'string' && Number.isFinite(pair[1]))
          positions.set(pair[0], pair[1])
  } catch {
    // Site data blocked, or a value this code did not write: the tab starts without positions.
  }
  return positions
}

function persist(kept: Map<string, number>): void {
  while (kept.size > keptEntries) kept.delete(kept.keys().next().value as string)
  try {
    sessionStorage.setItem(storageKey, JSON.stringify([...kept]))
  } catch {
    // Kept in memory for this page: only a reload forgets it.
  }
}

/** A history state naming a new entry: what the shell gives `pushState` and `replaceState`. */
export function newEntryState(): EntryState {
  return { shopEntry: `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}` }
}

/**
 * Takes scrolling back and forward over from the browser and keys the entry on show. Returns what
 * undoes it: the browser restores again, as on pages the shell does not run.
 */
export function startScrollMemory(): () => void {
  if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual'
  enterEntry()
  entryDrawn()
  // A reload or another site comes next: where the visitor stands now is the place to come back to.
  const onPageHide = () => leaveEntry()
  window.addEventListener('pagehide', onPageHide)
  return () => {
    window.removeEventListener('pagehide', onPageHide)
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'auto'
  }
}

/** Remembers where the visitor stands on the entry on show, before another takes its place. */
export function leaveEntry(): void {
  if (!shown || shown !== drawn) return
  const kept = stored()
  // Re-inserted, so the entries dropped first are the ones left longest ago.
  kept.delete(shown)
  kept.set(shown, Math.round(window.scrollY))
  persist(kept)
}

/**
 * After a push, a replace or a move through history: the entry on show is the one in
 * `history.state`. An entry without a key (the first of the visit, or the one the skip link's
 * `#main` made) gets one, keeping what else its state holds.
 */
export function enterEntry(): void {
  const state: unknown = window.history.state
  shown = entryOf(state)
  if (shown) return
  const keyed = { ...(typeof state === 'object' ? state : {}), ...newEntryState() }
  window.history.replaceState(keyed, '')
  shown = keyed.shopEntry
}

/** The page of the entry on show is on the screen: where the visitor stands is a place on it. */
export function entryDrawn(): void {
  drawn = shown
}

/** Where the visitor stood on the entry on show when they last left it; 0 for a page not seen before. */
export function shownPosition(): number {
  return (shown && stored().get(shown)) || 0
}

/** Forgets every position and the entry on show: tests start from nothing with it. */
export function resetScrollMemory(): void {
  positions = null
  shown = null
  drawn = null
}
