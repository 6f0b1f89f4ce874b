import { namePage } from '@storefront/shared/events'
import type { Screen } from '@storefront/shared/routes'
import { createContext, type ReactNode, useContext, useEffect } from 'react'
import { useShop } from './shop-context'

const ScreenContext = createContext<Screen | null>(null)

/** The screen the shell mounted the catalog for, for the page components that name it. */
export function ScreenProvider({ screen, children }: { screen: Screen; children: ReactNode }) {
  return <ScreenContext.Provider value={screen}>{children}</ScreenContext.Provider>
}

/**
 * Names the screen on show for the document's title (the shell writes it), once the name is
 * known: the same words as the page's h1. The home page is not named after the listing it
 * shows: its title stays the shop's name.
 */
export function usePageName(title: string | undefined): void {
  const screen = useContext(ScreenContext)
  const { bus } = useShop()
  useEffect(() => {
    if (screen && screen.name !== 'home' && title) namePage(bus, screen, title)
  }, [bus, screen, title])
}
