import { giftMessage, passwordMinLength } from '@storefront/shared/constants'

/** Sizes the business fixed, kept in constants; Commerce Layer and couriers' labels cut address lines at 35. */
export { passwordMinLength }
export const addressLineMaxLength = 35
export const alphanumericMaxLength = 35
/** RFC 5321's longest deliverable address: a longer one cannot be a customer's. */
export const emailMaxLength = 254
/**
 * The longest new password. Commerce Layer's reference (customers.password,
 * customer_password_resets.customer_password) names no limit: 128 leaves any passphrase room
 * and bounds what the edge forwards.
 */
export const passwordMaxLength = 128
/**
 * The longest password checked (sign-in, the current one): looser than a new one's, since
 * accounts made before `passwordMaxLength` was enforced may hold longer ones, and only the
 * server can judge them.
 */
export const currentPasswordMaxLength = 1024
/** A reset link's token: Commerce Layer's id and secret token, each a few dozen characters. */
export const resetTokenMaxLength = 256
/**
 * An access token named back to the edge (`refused`): Commerce Layer's are JWTs of a kilobyte
 * or two; four leaves room without forwarding a page of text.
 */
export const accessTokenMaxLength = 4096
/** The customer's metadata sent with a sign-up (names, where they came from): short texts only. */
export const signupMetadataMaxKeys = 20
export const signupMetadataKeyMaxLength = 40
export const signupMetadataValueMaxLength = 100
/** A market's code (`it`, `row`): Commerce Layer's codes are short words; a page of text is none. */
export const marketCodeMaxLength = 32
export const giftMessageMaxLines = giftMessage.maxLines
export const giftMessageMaxLineLength = giftMessage.maxLineLength
