import type { Messages } from '../../types'

export const errors = {
  invalidCredentials: 'Invalid email or password.',
  tokenError: 'We could not start your session. Please try again in a moment.',
  sessionExpired:
    'Your session has expired: we have reloaded the shop. Please try again; if you had signed in, sign in again first.',
  addCartError: 'We could not add this product to your cart. Please try again.',
  addMarketChanged: 'Not added to your cart: the country changed meanwhile. Add it again here.',
  invalidCouponCode: 'This code is not valid.',
  noActiveGiftCard: 'This code matches no active gift card.',
  noActiveCoupon: 'This code matches no active coupon.',
  noActiveGiftCardOrCoupon: 'This code matches no active gift card or coupon.',
  codeNotApplied: 'This code was not applied to your order. Please try again.',
  paymentDetailsInvalid: 'Please check your payment details and try again.',
  orderDataInvalid: 'Some order details are not valid. Please check them and try again.',
  lineQuantityNotChanged:
    'We could not change the quantity of {{p}}. Try a smaller quantity, or reload the page to see your cart as it is now.',
  lineChangedElsewhere:
    'The quantity of {{p}} changed meanwhile, perhaps in another window: your cart now holds {{quantity}}. Change it again if you want a different quantity.',
  lineNotRemoved:
    'We could not remove {{p}} from your cart. Reload the page to see your cart as it is now, then try again.',
  greetingCardNotChanged:
    'We could not change the greeting card for {{p}}. Reload the page to see your cart as it is now, then try again.',
  giftMessageNotSaved:
    'We could not save your gift message. Check that it has only ordinary letters and punctuation, shorten it and try again, or reload the page to see your cart as it is now.',
  stockCheckNotApplied:
    'We could not adjust every item in your cart to what is still in stock. Reload the page to see your cart as it is now, and check the quantities before you go to checkout.',
  orderNotEditable:
    'This cart can no longer be changed: its order has been placed or cancelled, perhaps in another window. Reload the page to see your cart.',
  placeOrderFailed: 'We could not place your order. You have not been charged: please try again.',
  paymentFailed: 'Your payment did not go through. Please try again or choose another payment method.',
  missingParameters: 'Some information is missing: please fill in all required fields.',
  invalidEmail: 'This email address is not valid.',
  invalidPassword: 'The password is not valid: it needs at least 6 characters.',
  emailAlreadyRegistered: 'This email address is already registered. Sign in or reset your password.',
  wrongOldPassword: 'Your current password is not correct.',
  passwordsNotMatch: 'The passwords do not match.',
  resetLinkInvalid:
    'This link has expired or has already been used. Ask for a new one: a link lasts an hour.',
  itemLimitPieces_one: 'Your cart can hold only {{count, number}} piece of {{p}}.',
  itemLimitPieces_other: 'Your cart can hold up to {{count, number}} pieces of {{p}}.',
  stockLimitPieces_one:
    'With what is in stock, your cart has room for only {{count, number}} piece of {{p}}.',
  stockLimitPieces_other:
    'With what is in stock, your cart has room for only {{count, number}} pieces of {{p}}.',
  unavailableItems:
    'Some items are no longer available: we have removed them from your cart or changed their quantity.',
  networkError: 'We could not reach the shop. Please check your connection and try again in a moment.',
  timeout: 'The shop is taking too long to answer. Please try again in a moment.',
  rateLimited: 'There have been too many requests in a short time. Please wait a minute and try again.',
  generic: 'Something went wrong. Please try again.',
} as const satisfies Messages
