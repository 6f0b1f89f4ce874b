import { shopName } from '@storefront/shared/constants'
import type { ShopBus } from '@storefront/shared/events'
import { pathTo, type RouteBase, type Screen } from '@storefront/shared/routes'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'

interface Props {
  readonly bus: ShopBus
  readonly routeBase: RouteBase
  /** The screen on show, or null for the not-found page. */
  readonly screen: Screen | null
}

const pathOf = (routeBase: RouteBase, screen: Screen) => {
  try {
    return pathTo(routeBase, screen)
  } catch {
    return null
  }
}

/**
 * The document's title (WCAG 2.4.2): the page's name and the shop's. A remote names its screen
 * over `shell:name-page` once it knows the name (a product's comes with its data); until then,
 * and for a name sent for a screen already left, the title is the shop's name alone.
 */
export function DocumentTitle({ bus, routeBase, screen }: Props) {
  const { t } = useTranslation()
  const [named, setNamed] = useState<{ path: string | null; title: string } | null>(null)
  useEffect(
    () =>
      bus.subscribe('shell:name-page', (payload) =>
        setNamed({ path: pathOf(routeBase, payload.screen as Screen), title: payload.title }),
      ),
    [bus, routeBase],
  )
  const path = screen && pathOf(routeBase, screen)
  const page = screen === null ? t('notFound.title') : path && named?.path === path ? named.title : null
  const title = page ? t('documentTitle', { page, shop: shopName }) : shopName
  useEffect(() => {
    document.title = title
  }, [title])
  return null
}
