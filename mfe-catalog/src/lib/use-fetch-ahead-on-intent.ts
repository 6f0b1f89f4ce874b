import { hoverIntentMs } from '@storefront/shared/constants'
import { matchScreen, type Screen } from '@storefront/shared/routes'
import { type RefObject, useEffect } from 'react'
import { useShop } from './shop-context'

/** Fetches ahead the data of a catalog screen; the app wires it to the features' fetchers. */
export type FetchAhead = (screen: Screen) => void

// Resting means staying within this distance for that long: a card is wide enough that a mouse
// sweeping across a grid spends more than 80 ms on each, and every card it crossed was fetched
// (18 API calls for ten cards passed over, from the organization's rate limit).
export const restRadiusPx = 6

/**
 * Fetches the data of the screen a link inside `root` leads to once the shopper shows they will
 * follow it: a mouse resting on it, or the click itself (a tap, Enter), before the shell routes.
 * On a slow phone the product page sent its first request half a second after the tap, once the
 * shell had routed and the page had drawn its skeleton; sent from the click it overlaps that
 * work, and after a mouse's rest it is often back before the click. Not taken as intent: a mouse
 * still moving across it (`restRadiusPx`), a finger
 * touching a link (most touches on a listing start a scroll) and the keyboard's focus (Tab through
 * a grid would fetch every card), nor a link that comes under a mouse standing still (the next
 * page's card drawn where "Next" was, cards scrolled by the wheel): the rest starts when the mouse
 * moves on the link. Links to other remotes' screens are left alone.
 */
export function useFetchAheadOnIntent(root: RefObject<HTMLElement | null>, fetchAhead: FetchAhead): void {
  const { prefix, locale } = useShop().routeBase
  useEffect(() => {
    const element = root.current
    if (!element) return
    const anchorOf = (target: EventTarget | null): HTMLAnchorElement | null => {
      const anchor = target instanceof Element ? target.closest('a[href]') : null
      return anchor instanceof HTMLAnchorElement && element.contains(anchor) ? anchor : null
    }
    const fetchFor = (anchor: HTMLAnchorElement) => {
      const href = anchor.getAttribute('href') ?? ''
      if (!href.startsWith(`${prefix}/`)) return
      const screen = matchScreen(href.slice(prefix.length), locale)
      if (screen) fetchAhead(screen)
    }
    let pending: {
      anchor: HTMLAnchorElement
      timer: ReturnType<typeof setTimeout>
      x: number
      y: number
    } | null = null
    const cancel = () => {
      if (pending) clearTimeout(pending.timer)
      pending = null
    }
    // A move, not `pointerover`: the browser also sends `pointerover` when the page changes under
    // a mouse that stands still, and only a move is the shopper's.
    // Each move away from where the rest began starts it again, on the same link or another.
    const onPointerMove = (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') return
      const anchor = anchorOf(event.target)
      const { clientX: x, clientY: y } = event
      if (anchor && anchor === pending?.anchor && Math.hypot(x - pending.x, y - pending.y) <= restRadiusPx)
        return
      cancel()
      if (anchor) pending = { anchor, timer: setTimeout(() => fetchFor(anchor), hoverIntentMs), x, y }
    }
    const onPointerOut = (event: PointerEvent) => {
      if (pending && !pending.anchor.contains(event.relatedTarget as Node | null)) cancel()
    }
    // The shell's navigation listens on the document: the click reaches this root first.
    const onClick = (event: MouseEvent) => {
      const anchor = anchorOf(event.target)
      if (!anchor) return
      cancel()
      fetchFor(anchor)
    }
    element.addEventListener('pointermove', onPointerMove, { passive: true })
    element.addEventListener('pointerout', onPointerOut, { passive: true })
    element.addEventListener('click', onClick)
    return () => {
      cancel()
      element.removeEventListener('pointermove', onPointerMove)
      element.removeEventListener('pointerout', onPointerOut)
      element.removeEventListener('click', onClick)
    }
  }, [root, fetchAhead, prefix, locale])
}
