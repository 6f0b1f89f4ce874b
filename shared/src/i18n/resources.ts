import { account } from './locales/account'
import { cart } from './locales/cart'
import { catalog } from './locales/catalog'
import { checkout } from './locales/checkout'
import { common } from './locales/common'
import { errors } from './locales/errors'
import { validation } from './locales/validation'

/** Every namespace: `common` for the shell and shared words, one per remote, plus errors and validation. */
export const namespaces = {
  common,
  catalog,
  cart,
  checkout,
  account,
  errors,
  validation,
} as const

export type Namespace = keyof typeof namespaces

export const namespaceNames = Object.keys(namespaces) as Namespace[]

/**
 * The English dictionaries' shape, for a remote that wants `t` to check its keys:
 * `declare module 'i18next' { interface CustomTypeOptions { resources: I18nResources } }`.
 * Shared does not declare it itself, so no importer gets strict keys it did not ask for.
 */
export type I18nResources = { readonly [NS in Namespace]: (typeof namespaces)[NS]['en'] }
