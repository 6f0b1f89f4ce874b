import type { Screen } from '@storefront/shared/routes'
import { type MouseEvent, useCallback } from 'react'
import { useCartRuntime } from './cart-runtime-context'

/**
 * A link's click handler that asks the shell to go to a screen (the shell owns URLs). Clicks
 * with a modifier key keep the browser's own behaviour, such as opening a new tab.
 */
export function useNavigate() {
  const { bus } = useCartRuntime()
  return useCallback(
    (screen: Screen) => (event: MouseEvent<HTMLAnchorElement>) => {
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return
      event.preventDefault()
      bus.publish('nav:intent', { screen })
    },
    [bus],
  )
}
