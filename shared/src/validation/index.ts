/**
 * The shop's zod schemas. Every issue message is a `validation:` i18n key, with its values as a
 * query string (`validation:passwordMin?min=6`); `translateIssue(issue, t)` turns it into text,
 * whether it comes from react-hook-form's zodResolver or from the edge's JSON error details.
 */
export {
  type Address,
  addressKindOf,
  addressMetadataSchema,
  addressSchema,
  type BillingAddress,
  billingAddressSchema,
  billingMetadataSchema,
  type ShippingAddress,
  shippingAddressSchema,
} from './address'
export { addressFieldsSchema } from './address-fields'
export {
  type ChangePasswordRequest,
  changePasswordSchema,
  marketCodeSchema,
  type ResetPasswordRequest,
  resetPasswordSchema,
  type SignupRequest,
  signupSchema,
} from './auth'
export { dateSchema } from './date'
export { emailSchema, pecSchema } from './email'
export { fiscalCodeCheckChar, fiscalCodeSchema, isItalianFiscalCode } from './fiscal-code'
export { giftMessageSchema, layOutGiftMessage } from './gift-message'
export { ibanSchema } from './iban'
export * from './limits'
export {
  issueMessage,
  type MessageKey,
  messageKeyOf,
  type Translate,
  translateIssue,
  type ValidationKey,
} from './messages'
export {
  changePasswordFormSchema,
  currentPasswordInvalidMessage,
  currentPasswordSchema,
  passwordConfirmationSchema,
  passwordSchema,
} from './password'
export { invoiceRequirementsOf, type PersonType, personTypeSchema, personTypes } from './person-type'
export { sdiCodeSchema } from './sdi-code'
export { taxIdSchema } from './tax-id'
export {
  addressLineSchema,
  alphanumericSchema,
  digitsAndSpacesSchema,
  lettersAndSpacesSchema,
  lettersDigitsAndSpacesSchema,
  optionalAddressLineSchema,
  optionalField,
  requiredTextSchema,
} from './text'
export { isItalianVatNumber, vatNumberSchema } from './vat-number'
/** zod as the shop's schemas use it, without eval: build a form's own schemas with this one. */
export { z } from './zod'
