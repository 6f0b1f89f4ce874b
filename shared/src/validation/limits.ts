import { giftMessage, passwordMinLength } from '@storefront/shared/constants'

/** Sizes the business fixed, kept in constants; Commerce Layer and couriers' labels cut address lines at 35. */
export { passwordMinLength }
export const addressLineMaxLength = 35
export const alphanumericMaxLength = 35
export const giftMessageMaxLines = giftMessage.maxLines
export const giftMessageMaxLineLength = giftMessage.maxLineLength
