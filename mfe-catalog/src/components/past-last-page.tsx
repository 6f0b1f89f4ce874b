import { useTranslation } from '@storefront/shared/react-i18n'
import { pathTo, type Screen } from '@storefront/shared/routes'
import { useShop } from '../lib/shop-context'
import { StatusAction, StatusMessage } from './status-message'

interface PastLastPageProps {
  readonly page: number
  readonly pageCount: number
  readonly screenOf: (page: number) => Screen
}

/**
 * A page number past the last, from an old link after the list shrank or a hand-edited URL:
 * the list is not empty, so say where it ends instead of "no products here".
 */
export function PastLastPage({ page, pageCount, screenOf }: PastLastPageProps) {
  const { t } = useTranslation()
  const { routeBase } = useShop()
  return (
    <div data-testid="past-last-page">
      <StatusMessage title={t('pagination.pastTheEnd', { page, pages: pageCount })}>
        <StatusAction href={pathTo(routeBase, screenOf(1))}>{t('pagination.firstPage')}</StatusAction>
      </StatusMessage>
    </div>
  )
}
