import { toShopError, translateShopError } from '@storefront/shared/errors'
import { useTranslation } from '@storefront/shared/react-i18n'
import { StatusMessage } from './status-message'

interface LoadErrorProps {
  readonly error: unknown
  readonly onRetry: () => void
  /** The load was the page's own (the product, the box): the message is all the page has. */
  readonly isPage?: boolean
}

/** A failed load in the visitor's language (offline, timeout, server error) with a retry. */
export function LoadError({ error, onRetry, isPage = false }: LoadErrorProps) {
  const { t } = useTranslation()
  return (
    <StatusMessage
      tone="error"
      title={t('common:errorPage.title')}
      text={translateShopError(toShopError(error), (key, values) => t(key, values))}
      onRetry={onRetry}
      isPage={isPage}
    />
  )
}
