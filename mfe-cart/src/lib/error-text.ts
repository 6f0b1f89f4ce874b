import { type ErrorCode, errorOf } from '@storefront/shared/errors'
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'

/** A catalogue error in the visitor's language, with its values ("up to 3 bottles…"). */
export function useErrorText() {
  const { t } = useTranslation()
  return useCallback(
    (code: ErrorCode, values?: Readonly<Record<string, string | number>>) => t(errorOf(code).key, values),
    [t],
  )
}
