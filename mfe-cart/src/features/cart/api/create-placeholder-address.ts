import type { CommerceClient } from '@storefront/shared/commerce'
import { placeholderAddress } from '../../../config/placeholder-addresses'
import { resendOnce } from './resend-once'

/** A placeholder shipping address in the market's country, so the cart can price shipping and taxes. */
export async function createPlaceholderAddress(client: CommerceClient, countryCode: string): Promise<string> {
  const address = await resendOnce(() => client.addresses.create({ ...placeholderAddress(countryCode) }))
  return address.id
}
