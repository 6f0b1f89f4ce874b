import { hashPassword } from '../auth/password-hash'
import type { StoredRecord } from '../db/records'
import { seedRecord, seedRef } from './seed-record'

/** The demo customer documented in the README. */
export const demoCustomer = {
  key: 'demo-customer',
  email: 'mario.rossi@example.com',
  password: 'Demo-Password-1',
} as const

export const demoCustomerRef = seedRef('customers', demoCustomer.key)

type AddressFields = Record<string, unknown> & {
  first_name: string
  last_name: string
  line_1: string
  line_2: string | null
  city: string
  zip_code: string
  state_code: string
  country_code: string
  phone: string
}

const shipping: AddressFields = {
  business: false,
  first_name: 'Mario',
  last_name: 'Rossi',
  company: null,
  line_1: 'Via Brera 12',
  line_2: 'Scala B',
  city: 'Milano',
  zip_code: '20121',
  state_code: 'MI',
  country_code: 'IT',
  phone: '+39 02 1234567',
  email: demoCustomer.email,
  notes: 'Citofono Rossi',
  billing_info: null,
}

// Italian invoices need the codice fiscale (billing_info) and the SDI code or PEC (metadata).
const billing: AddressFields = {
  ...shipping,
  line_1: 'Corso Venezia 8',
  line_2: null,
  zip_code: '20121',
  notes: null,
  billing_info: 'RSSMRA80A01F205X',
  metadata: {
    invoice: {
      person_type: 'private',
      fiscal_code: 'RSSMRA80A01F205X',
      sdi_code: '0000000',
      pec: 'mario.rossi@pec.it',
    },
  },
}

/** The demo customer with a shipping and a billing address in the address book. */
export async function customerSeed(): Promise<StoredRecord[]> {
  // A fixed salt keeps the seed deterministic; it protects nothing secret (the password is public).
  const salt = new Uint8Array(new TextEncoder().encode('commerce-local-demo-salt'))
  const customer = seedRecord({
    type: 'customers',
    key: demoCustomer.key,
    attributes: {
      email: demoCustomer.email,
      status: 'repeat',
      has_password: true,
      total_orders_count: 0,
      shopper_reference: null,
      profile_id: null,
      tax_exemption_code: null,
    },
    internal: { password_hash: await hashPassword(demoCustomer.password, salt) },
  })
  const entries = [
    ['shipping', shipping],
    ['billing', billing],
  ] as const
  return [
    customer,
    ...entries.flatMap(([kind, fields]) => {
      const address = seedRecord({
        type: 'addresses',
        key: `demo-${kind}`,
        attributes: { ...fields, ...derived(fields) },
        internal: { owner_customer_id: customer.id },
      })
      const book = seedRecord({
        type: 'customer_addresses',
        key: `demo-${kind}`,
        attributes: { name: address.attributes.name, customer_email: demoCustomer.email },
        relationships: { customer: demoCustomerRef, address: seedRef('addresses', `demo-${kind}`) },
      })
      return [address, book]
    }),
  ]
}

function derived(a: AddressFields) {
  const fullName = `${a.first_name} ${a.last_name}`
  const fullAddress = [
    a.line_1,
    a.line_2,
    `${a.zip_code} ${a.city} ${a.state_code}`,
    `(${a.country_code})`,
    a.phone,
  ]
    .filter(Boolean)
    .join(', ')
  return {
    full_name: fullName,
    full_address: fullAddress,
    name: `${fullName}, ${fullAddress}`,
    is_localized: false,
    is_geocoded: false,
  }
}
