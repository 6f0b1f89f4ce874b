import type { errors } from '../i18n/locales/en/errors'

/**
 * How the UI reacts to an error: `form` shows it above the form, `field` under the named field,
 * `toast` as a passing notice, `modal` as a dialog to acknowledge, and `reinitialise` clears
 * cart and session and starts the shop again (a refused token).
 */
export type ErrorKind = 'form' | 'field' | 'toast' | 'modal' | 'reinitialise'

export interface ErrorBehaviour {
  kind: ErrorKind
  /** The HTTP status the edge answers with, for the codes the edge sends. */
  status?: number
  /** The form field a `field` error belongs to. */
  field?: string
}

/** A message's key as `t` takes it: plural forms by their base (`itemLimitPieces_one` → `itemLimitPieces`). */
type MessageName<K extends string> =
  K extends `${infer Base}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}` ? Base : K

export type ErrorMessageKey = `errors:${MessageName<keyof typeof errors>}`

export interface CatalogueEntry {
  key: ErrorMessageKey
  behaviour: ErrorBehaviour
}

/**
 * Every error code the shop speaks, with its message and behaviour. The edge answers with these
 * codes; the browser maps SDK and network failures onto them with `toShopError`.
 */
export const errorCatalogue = {
  // Sign-in: the edge's token endpoint and the account screens both say it; OAuth answers 400.
  WRONG_CREDENTIALS: { key: 'errors:invalidCredentials', behaviour: { kind: 'form', status: 400 } },
  invalid_credentials: { key: 'errors:invalidCredentials', behaviour: { kind: 'form', status: 400 } },
  TOKEN_ERROR: { key: 'errors:tokenError', behaviour: { kind: 'toast', status: 502 } },
  unauthorized: { key: 'errors:sessionExpired', behaviour: { kind: 'reinitialise', status: 401 } },
  missing_parameters: { key: 'errors:missingParameters', behaviour: { kind: 'form', status: 400 } },
  invalid_email: { key: 'errors:invalidEmail', behaviour: { kind: 'field', status: 400, field: 'email' } },
  invalid_password: {
    key: 'errors:invalidPassword',
    behaviour: { kind: 'field', status: 400, field: 'password' },
  },
  email_already_registered: {
    key: 'errors:emailAlreadyRegistered',
    behaviour: { kind: 'field', status: 409, field: 'email' },
  },
  error_old_password: {
    key: 'errors:wrongOldPassword',
    behaviour: { kind: 'field', status: 400, field: 'oldPassword' },
  },
  passwords_not_match: {
    key: 'errors:passwordsNotMatch',
    behaviour: { kind: 'field', status: 400, field: 'confirmPassword' },
  },
  // A password reset's link that is spent, an hour old, or was never one: the shopper asks again.
  reset_link_invalid: { key: 'errors:resetLinkInvalid', behaviour: { kind: 'form', status: 400 } },
  add_cart_error: { key: 'errors:addCartError', behaviour: { kind: 'toast' } },
  // An add pressed in one market that would have run in another's cart (the shopper chose
  // another country while it waited its turn): refused, and to be pressed again where they are.
  market_changed: { key: 'errors:addMarketChanged', behaviour: { kind: 'toast' } },
  // Message values: `count` the most the cart may hold of the item (plural forms), `p` its name.
  item_limit_exceeded: { key: 'errors:itemLimitPieces', behaviour: { kind: 'toast' } },
  // The same values, the most being what stock leaves for the cart: a shopper told "your cart
  // can hold 4" of a box whose grappa the cart already holds reads a rule that is not there.
  stock_limit_exceeded: { key: 'errors:stockLimitPieces', behaviour: { kind: 'toast' } },
  unavailable_items_changed: { key: 'errors:unavailableItems', behaviour: { kind: 'modal' } },
  invalid_coupon_code: { key: 'errors:invalidCouponCode', behaviour: { kind: 'field', field: 'couponCode' } },
  no_active_gift_card: { key: 'errors:noActiveGiftCard', behaviour: { kind: 'field', field: 'couponCode' } },
  no_active_coupon: { key: 'errors:noActiveCoupon', behaviour: { kind: 'field', field: 'couponCode' } },
  no_active_gift_card_or_coupon: {
    key: 'errors:noActiveGiftCardOrCoupon',
    behaviour: { kind: 'field', field: 'couponCode' },
  },
  // The API took the write and the order came back without the code: nothing refused it by name.
  code_not_applied: { key: 'errors:codeNotApplied', behaviour: { kind: 'field', field: 'couponCode' } },
  bt_validation_error: { key: 'errors:paymentDetailsInvalid', behaviour: { kind: 'form', status: 422 } },
  cl_validation_error: { key: 'errors:orderDataInvalid', behaviour: { kind: 'form', status: 422 } },
  // A 422 on a cart line names no field the shopper can see: the words say which change failed
  // and what to do. Message value: `p` the line's name.
  line_quantity_not_changed: {
    key: 'errors:lineQuantityNotChanged',
    behaviour: { kind: 'field', field: 'quantity' },
  },
  line_not_removed: { key: 'errors:lineNotRemoved', behaviour: { kind: 'toast' } },
  // A line's change not sent: the line moved meanwhile elsewhere (another tab, another device),
  // and a number chosen from what it held would undo that change. Message values: `p` the
  // line's name, `quantity` what the cart now holds of it.
  line_changed_elsewhere: {
    key: 'errors:lineChangedElsewhere',
    behaviour: { kind: 'field', field: 'quantity' },
  },
  greeting_card_not_changed: { key: 'errors:greetingCardNotChanged', behaviour: { kind: 'toast' } },
  // A 422 on the order's metadata, where the gift message is saved: the field passed the card's
  // own check, so the words say the save failed and what to look at.
  gift_message_not_saved: {
    key: 'errors:giftMessageNotSaved',
    behaviour: { kind: 'field', field: 'giftMessage' },
  },
  // A 422 on the lines the stock check on opening the cart removes or adds back reduced: some
  // may have changed, others not, so the words say to look at the cart as it is now.
  stock_check_not_applied: { key: 'errors:stockCheckNotApplied', behaviour: { kind: 'form', status: 422 } },
  // Commerce Layer's 422 `not_editable`: the order was placed or cancelled (another tab, say).
  order_not_editable: { key: 'errors:orderNotEditable', behaviour: { kind: 'form', status: 422 } },
  cl_place_order_error: { key: 'errors:placeOrderFailed', behaviour: { kind: 'modal', status: 422 } },
  payment_error: { key: 'errors:paymentFailed', behaviour: { kind: 'modal', status: 402 } },
  network_error: { key: 'errors:networkError', behaviour: { kind: 'toast' } },
  request_timeout: { key: 'errors:timeout', behaviour: { kind: 'toast', status: 504 } },
  // Too many requests from this visitor (the edge's own limits) or this shop (the API's): a
  // message that says to wait, since trying again at once only adds to the count.
  rate_limited: { key: 'errors:rateLimited', behaviour: { kind: 'toast', status: 429 } },
  // A success whose body could not be read (empty, cut short): the write was done, its result is
  // unknown. Told apart so a page reads back what it wrote; the shopper reads the plain words.
  unreadable_answer: { key: 'errors:generic', behaviour: { kind: 'toast' } },
  generic_error: { key: 'errors:generic', behaviour: { kind: 'toast', status: 500 } },
} as const satisfies Record<string, CatalogueEntry>

export type ErrorCode = keyof typeof errorCatalogue

export const errorCodes = Object.keys(errorCatalogue) as [ErrorCode, ...ErrorCode[]]

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(errorCatalogue, value)
}

/** The message key and behaviour of a code. */
export function errorOf(code: ErrorCode): CatalogueEntry {
  return errorCatalogue[code]
}
