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
  const shopError = toShopError(error)
  // The generic message only says the title again ("Something went wrong. …"): a failure with
  // no more to say gets the error page's words, that the shop knows and is on it.
  const text =
    shopError.code === 'generic_error'
      ? t('common:errorPage.text')
      : translateShopError(shopError, (key, values) => t(key, values))
  return (
    <StatusMessage
      tone="error"
      title={t('common:errorPage.title')}
      text={text}
      onRetry={onRetry}
      isPage={isPage}
    />
  )
}
