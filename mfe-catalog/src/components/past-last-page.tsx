import { useTranslation } from '@storefront/shared/react-i18n'
import { pathTo } from '@storefront/shared/routes'
import { useShop } from '../lib/shop-context'
import type { PaginationProps } from './pagination'
import { StatusAction, StatusMessage } from './status-message'

/**
 * A page number past the last, from an old link after the list shrank or a hand-edited URL:
 * the list is not empty, so say where it ends instead of "no products here". The document answers
 * 200 (the edge cannot know the count), so the page itself asks search engines to leave it out.
 */
export function PastLastPage({ page, pageCount, screenOf }: PaginationProps) {
  const { t } = useTranslation()
  const { routeBase } = useShop()
  return (
    <div data-testid="past-last-page">
      <meta name="robots" content="noindex" />
      <StatusMessage title={t('pagination.pastTheEnd', { page, pages: pageCount })}>
        <StatusAction href={pathTo(routeBase, screenOf(1))}>{t('pagination.firstPage')}</StatusAction>
      </StatusMessage>
    </div>
  )
}
