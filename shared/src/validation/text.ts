import { addressLineMaxLength, alphanumericMaxLength } from './limits'
import { issueMessage } from './messages'
import { z } from './zod'

const required = issueMessage('required')

/** A text the user must fill in: blank (after trimming) counts as missing. */
export const requiredTextSchema = z.string({ error: required }).trim().min(1, required)

/**
 * Makes a field optional the way forms send it: an empty or blank input means "not given",
 * so `''` becomes `undefined` instead of failing the field's format.
 */
export function optionalField<T extends z.ZodType>(schema: T) {
  return z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    schema.optional(),
  )
}

/** Unicode letters (with their accents as combining marks) so José, Müller and Łukasz pass. */
export const lettersAndSpacesSchema = requiredTextSchema.regex(
  /^[\p{L}\p{M} ]+$/u,
  issueMessage('lettersAndSpaces'),
)

export const lettersDigitsAndSpacesSchema = requiredTextSchema.regex(
  /^[\p{L}\p{M}\p{Nd} ]+$/u,
  issueMessage('lettersDigitsAndSpaces'),
)

export const digitsAndSpacesSchema = requiredTextSchema.regex(/^[\d ]+$/, issueMessage('digitsAndSpaces'))

export const alphanumericSchema = requiredTextSchema.regex(
  new RegExp(`^[A-Za-z0-9]{1,${alphanumericMaxLength}}$`),
  issueMessage('alphanumericMax', { max: alphanumericMaxLength }),
)

/** A required address line (street, city …): couriers print at most 35 characters. */
export const addressLineSchema = requiredTextSchema.max(
  addressLineMaxLength,
  issueMessage('tooLong', { max: addressLineMaxLength }),
)

/** The same limit for the optional lines (line 2, company, notes on the label). */
export const optionalAddressLineSchema = optionalField(
  z
    .string()
    .trim()
    .max(addressLineMaxLength, issueMessage('tooLong', { max: addressLineMaxLength })),
)
