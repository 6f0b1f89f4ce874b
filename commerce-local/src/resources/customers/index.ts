import { addresses } from './addresses'
import { customerAddresses } from './customer-addresses'
import { customerPasswordResets } from './customer-password-resets'
import { customerSubscriptions } from './customer-subscriptions'
import { customers } from './customers'

export const customerResources = [
  customers,
  customerAddresses,
  addresses,
  customerSubscriptions,
  customerPasswordResets,
]
