import type { ShopBus } from '@storefront/shared/events'
import { documentTitle } from '@storefront/shared/i18n'
import { useTranslation } from '@storefront/shared/react-i18n'
import { pathTo, type RouteBase, type Screen } from '@storefront/shared/routes'
import { useEffect, useRef, useState } from 'react'
import hidden from '../../../components/visually-hidden.module.css'

interface Props {
  readonly bus: ShopBus
  readonly routeBase: RouteBase
  /** The screen on show, or null for the not-found page. */
  readonly screen: Screen | null
  /** The page's path and query: a change is a navigation. */
  readonly href: string
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
 *
 * After an in-page navigation nothing tells a screen reader that a new page is on show (a full
 * load reads the title): the named title is announced in a polite live region.
 */
export function DocumentTitle({ bus, routeBase, screen, href }: Props) {
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
  const title = documentTitle(t, page)
  const [firstHref] = useState(href)
  const navigated = useRef(false)
  const [announcement, setAnnouncement] = useState('')
  useEffect(() => {
    if (href !== firstHref) navigated.current = true
  }, [href, firstHref])
  useEffect(() => {
    document.title = title
    if (navigated.current && page) setAnnouncement(title)
  }, [title, page])
  return (
    <p className={hidden.visuallyHidden} aria-live="polite" aria-atomic="true" data-testid="page-announcer">
      {announcement}
    </p>
  )
}
