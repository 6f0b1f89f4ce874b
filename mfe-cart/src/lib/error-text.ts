import { type ErrorCode, errorOf } from '@storefront/shared/errors'
import { useTranslation } from '@storefront/shared/react-i18n'
import { useCallback } from 'react'

/** A catalogue error in the visitor's language, with its values ("up to 3 bottles…"). */
export function useErrorText() {
  const { t } = useTranslation()
  return useCallback(
    (code: ErrorCode, values?: Readonly<Record<string, string | number>>) => t(errorOf(code).key, values),
    [t],
  )
}
