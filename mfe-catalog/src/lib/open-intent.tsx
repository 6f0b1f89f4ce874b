import { createContext, type PointerEvent, useContext, useEffect, useMemo, useRef } from 'react'
import type { ProductSummary } from './catalog-types'

/** Fetches the data of a product's or a gift box's page ahead; the app wires it to the features. */
export type PrefetchDetail = (product: Pick<ProductSummary, 'kind' | 'code'>) => void

const PrefetchDetailContext = createContext<PrefetchDetail>(() => {})

export const PrefetchDetailProvider = PrefetchDetailContext.Provider

// A pointer passing over a card on its way elsewhere is not an intent; one that rests is. The
// shell waits as long before it loads a link's remote.
export const hoverIntentMs = 80

interface IntentHandlers {
  readonly onPointerEnter: (event: PointerEvent) => void
  readonly onPointerLeave: () => void
  /** Call it in the link's click handler: the shell's navigation comes after it. */
  readonly onOpen: () => void
}

/**
 * Fetches a card's page data once the shopper shows they will open it: a mouse resting on it, or
 * the click itself (a tap, Enter). On a slow phone the product page sent its first request half a
 * second after the tap, once the shell had routed and the page had drawn its skeleton; sent from
 * the click it overlaps that work, and after a mouse's rest it is often back before the click. A
 * finger touching a card is not taken as intent: most touches on a listing start a scroll.
 */
export function useOpenIntent(product: Pick<ProductSummary, 'kind' | 'code'>): IntentHandlers {
  const prefetch = useContext(PrefetchDetailContext)
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current)
    },
    [],
  )
  const { kind, code } = product
  return useMemo(() => {
    const cancel = () => {
      if (timer.current) clearTimeout(timer.current)
      timer.current = null
    }
    const open = () => {
      cancel()
      prefetch({ kind, code })
    }
    return {
      onPointerEnter: (event) => {
        if (event.pointerType !== 'mouse') return
        cancel()
        timer.current = setTimeout(open, hoverIntentMs)
      },
      onPointerLeave: cancel,
      onOpen: open,
    }
  }, [prefetch, kind, code])
}
