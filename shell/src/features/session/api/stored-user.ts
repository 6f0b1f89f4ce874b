import { storageKeys } from '@storefront/shared/constants'
import type { KeyValueStore } from '../../../lib/local-store'

export interface StoredUser {
  readonly email: string
  readonly customerId?: string
}

/** The customer's e-mail survives a reload here; the session itself is restored by the edge's cookie. */
export function readStoredUser(storage: KeyValueStore): StoredUser | null {
  try {
    const value = JSON.parse(storage.getItem(storageKeys.user) ?? 'null') as StoredUser | null
    return value && typeof value.email === 'string' ? value : null
  } catch {
    return null
  }
}

export function writeStoredUser(storage: KeyValueStore, user: StoredUser | null): void {
  if (user) storage.setItem(storageKeys.user, JSON.stringify(user))
  else storage.removeItem(storageKeys.user)
}
