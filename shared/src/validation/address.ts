import { addressFieldsSchema, checkNamesAndZipCode } from './address-fields'
import { pecSchema } from './email'
import { ibanSchema } from './iban'
import { checkInvoiceData } from './invoice-rules'
import { issueMessage } from './messages'
import { personTypeSchema } from './person-type'
import { sdiCodeSchema } from './sdi-code'
import { taxIdSchema } from './tax-id'
import { optionalField } from './text'
import { z } from './zod'

/** Metadata every saved address carries: when it was last used and which roles it plays. */
export const addressMetadataSchema = z.object({
  lastUsage: optionalField(z.iso.datetime({ error: issueMessage('date') })),
  isShipping: z.boolean().optional(),
  isBilling: z.boolean().optional(),
})

/** Billing metadata: the person type (which makes it billing) and the invoice data. */
export const billingMetadataSchema = addressMetadataSchema.extend({
  person_type: personTypeSchema,
  sdi: optionalField(sdiCodeSchema),
  pec: optionalField(pecSchema),
  vat: optionalField(taxIdSchema),
  fiscal_code: optionalField(taxIdSchema),
  iban: optionalField(ibanSchema),
})

// `business` follows the company: Commerce Layer names an address by company or by person.
const withBusinessFlag = <T extends { company?: string | undefined }>(address: T) => ({
  ...address,
  business: address.company !== undefined,
})

/** A shipping address: no person type; billing metadata, if sent, is dropped. */
export const shippingAddressSchema = addressFieldsSchema
  .extend({ metadata: addressMetadataSchema.optional() })
  .superRefine(checkNamesAndZipCode)
  .transform(withBusinessFlag)

/** A billing address: a person type and the invoice data it requires. */
export const billingAddressSchema = addressFieldsSchema
  .extend({ metadata: billingMetadataSchema })
  .superRefine(checkNamesAndZipCode)
  .superRefine(checkInvoiceData)
  .transform(withBusinessFlag)

/**
 * Any address: billing when `metadata.person_type` is set (its invoice rules apply), shipping
 * otherwise; `business` is derived from the company.
 *
 * @example
 * addressSchema.parse({ ...fields, metadata: { person_type: 'company', vat: '…', sdi: 'M5UXCR1' } })
 */
export const addressSchema = addressFieldsSchema
  .extend({
    metadata: billingMetadataSchema.extend({ person_type: optionalField(personTypeSchema) }).optional(),
  })
  .superRefine(checkNamesAndZipCode)
  .superRefine(checkInvoiceData)
  .transform(withBusinessFlag)

export type ShippingAddress = z.output<typeof shippingAddressSchema>
export type BillingAddress = z.output<typeof billingAddressSchema>
export type Address = z.output<typeof addressSchema>

/** Which kind a valid address is: billing or shipping by its person type, business by its company. */
export function addressKindOf(address: Pick<Address, 'business' | 'metadata'>): {
  role: 'billing' | 'shipping'
  business: boolean
} {
  return {
    role: address.metadata?.person_type === undefined ? 'shipping' : 'billing',
    business: address.business,
  }
}
