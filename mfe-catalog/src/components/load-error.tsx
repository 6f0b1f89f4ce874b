import { toShopError, translateShopError } from '@storefront/shared/errors'
import { useTranslation } from '@storefront/shared/react-i18n'
import { StatusMessage } from './status-message'

/** A failed load in the visitor's language (offline, timeout, server error) with a retry. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation()
  return (
    <StatusMessage
      tone="error"
      title={t('common:errorPage.title')}
      text={translateShopError(toShopError(error), (key, values) => t(key, values))}
      onRetry={onRetry}
    />
  )
}
