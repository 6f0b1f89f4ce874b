import { emailSchema } from './email'
import { addressLineMaxLength } from './limits'
import { issueMessage } from './messages'
import { postcodeExampleIfWrong } from './postcode'
import { addressLineSchema, optionalAddressLineSchema, optionalField, requiredTextSchema } from './text'
import { z } from './zod'

// Names allow the apostrophes, hyphens and dots of O'Brien, Jean-Luc and St. John: the typewriter
// apostrophe, and the curly one a phone's keyboard types in its place (iOS's smart punctuation:
// "D’Amico") or a modifier letter's (ʼ).
const nameSchema = optionalField(
  requiredTextSchema
    .max(addressLineMaxLength, issueMessage('tooLong', { max: addressLineMaxLength }))
    .regex(/^[\p{L}\p{M}'’ʼ .-]+$/u, issueMessage('lettersAndSpaces')),
)

// What any country's postcode looks like; each country's own is checked with the whole address.
const zipCodeShape = /^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/

/** The Commerce Layer `address` attributes a customer writes (see the resource's fields). */
export const addressFieldsSchema = z.object({
  business: z.boolean().optional(),
  first_name: nameSchema,
  last_name: nameSchema,
  company: optionalAddressLineSchema,
  line_1: addressLineSchema,
  line_2: optionalAddressLineSchema,
  city: addressLineSchema,
  zip_code: optionalField(requiredTextSchema.regex(zipCodeShape, issueMessage('invalid'))),
  state_code: optionalAddressLineSchema,
  country_code: requiredTextSchema.toUpperCase().regex(/^[A-Z]{2}$/, issueMessage('countryCode')),
  phone: requiredTextSchema.regex(/^\+?[\d ()./-]{6,20}$/, issueMessage('phone')),
  email: optionalField(emailSchema),
  notes: optionalField(z.string().trim()),
  billing_info: optionalField(z.string().trim()),
})

// Hong Kong has no postal codes; everywhere else the shop ships, couriers need one.
const countriesWithoutZipCode = new Set(['HK'])

type AddressFields = z.output<typeof addressFieldsSchema>

/**
 * Commerce Layer's rule (a business address needs a company, a personal one first and last
 * name) and the zip code the couriers need, written as the country's post writes it.
 */
export function checkNamesAndZipCode(address: AddressFields, context: z.RefinementCtx): void {
  const business = address.business === true || address.company !== undefined
  const requiredFields: (keyof AddressFields)[] = business ? ['company'] : ['first_name', 'last_name']
  if (!countriesWithoutZipCode.has(address.country_code)) requiredFields.push('zip_code')
  for (const field of requiredFields) {
    if (address[field] === undefined) {
      context.addIssue({ code: 'custom', message: issueMessage('required'), path: [field] })
    }
  }
  // A code of no country's shape is refused as such already: one message is enough.
  const zip = address.zip_code
  const example = zip && zipCodeShape.test(zip) && postcodeExampleIfWrong(address.country_code, zip)
  if (example)
    context.addIssue({ code: 'custom', message: issueMessage('zipCode', { example }), path: ['zip_code'] })
}
