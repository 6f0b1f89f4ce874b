import { countryCookie, storageKeys } from '@storefront/shared/constants'
import { createLocalStore, type KeyValueStore } from '../../../lib/local-store'

const oneYear = 60 * 60 * 24 * 365

/** Remembers the visitor's country for the shop (local storage) and for the edge (cookie). */
export function storeCountry(
  country: string,
  storage: KeyValueStore = createLocalStore(),
  doc: Document = document,
): void {
  storage.setItem(storageKeys.countryCode, country)
  const secure = doc.location?.protocol === 'https:' ? '; secure' : ''
  doc.cookie = `${countryCookie}=${encodeURIComponent(country)}; path=/; max-age=${oneYear}; samesite=lax${secure}`
}
