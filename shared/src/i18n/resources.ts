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
