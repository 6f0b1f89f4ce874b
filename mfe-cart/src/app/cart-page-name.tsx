import type { ShopBus } from '@storefront/shared/events'
import { namePage } from '@storefront/shared/events'
import { useTranslation } from '@storefront/shared/react-i18n'
import type { Screen } from '@storefront/shared/routes'
import { useEffect } from 'react'

/** Names the cart screen for the document's title, whether the cart is empty, loading or full. */
export function CartPageName({ bus, screen }: { bus: ShopBus; screen: Screen }) {
  const { t } = useTranslation()
  const title = t('title')
  useEffect(() => namePage(bus, screen, title), [bus, screen, title])
  return null
}
