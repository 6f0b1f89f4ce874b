import { addresses } from './addresses'
import { customerAddresses } from './customer-addresses'
import { customerPasswordResets } from './customer-password-resets'
import { customerSubscriptions } from './customer-subscriptions'
import { customers } from './customers'

export { withDerivedFields as withAddressFields } from './addresses'

export const customerResources = [
  customers,
  customerAddresses,
  addresses,
  customerSubscriptions,
  customerPasswordResets,
]
