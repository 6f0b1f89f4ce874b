import { useTranslation } from '@storefront/shared/react-i18n'
import { pathTo } from '@storefront/shared/routes'
import { usePageName } from '../lib/page-name'
import { useShop } from '../lib/shop-context'
import { StatusAction, StatusMessage } from './status-message'

/**
 * A product, gift box or category this market does not sell: say so and lead back home. The
 * edge cannot know the code is unknown and answers 200, so the page asks search engines not to
 * index it (React places the `<meta>` in the head, and takes it away with the page).
 */
export function NotFound() {
  const { t } = useTranslation()
  const { routeBase } = useShop()
  usePageName(t('common:notFound.title'))
  return (
    <>
      <meta name="robots" content="noindex" />
      <StatusMessage title={t('common:notFound.title')} text={t('common:notFound.text')} isPage>
        <StatusAction href={pathTo(routeBase, { name: 'home' })}>
          {t('common:notFound.backToHome')}
        </StatusAction>
      </StatusMessage>
    </>
  )
}
