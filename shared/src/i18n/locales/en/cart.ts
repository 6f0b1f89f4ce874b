import type { Messages } from '../../types'

/**
 * mfe-cart: the cart page and the mini-cart. The item-limit and coupon-mismatch
 * messages are codes of the error catalogue, so they live in `errors`.
 */
export const cart = {
  title: 'Your cart',
  empty: {
    title: 'Your cart is empty',
    text: 'Discover our oils, wines and specialities and add whatever you like.',
    backToShop: 'Continue shopping',
  },
  item: {
    quantity: 'Quantity',
    quantityInvalid: 'Enter a quantity from 1 to {{max}}, or use “Remove” to take the product out',
    remove: 'Remove',
    removeNamed: 'Remove {{name}} from the cart',
    // Said once a change is saved (a polite live region), with the total the line shows.
    quantityChanged: '{{name}}: quantity {{quantity}}. Total {{total}}',
    removedNamed: '{{name}} removed from the cart.',
    // Shown, and said politely, when a line's change has waited past the usual time.
    savingSlow: 'Still saving your change: this is taking longer than usual.',
    unitPrice: 'Unit price:',
    compareAt: 'Was {{price}}',
    lineTotal: 'Total:',
    options: 'Options',
    greetingCard: 'Free greeting card',
    greetingCardNamed: 'Free greeting card with {{name}}',
    bundleContents: 'What’s in the box',
  },
  totals: {
    title: 'Order summary',
    subtotal: 'Subtotal',
    discount: 'Discount',
    shipping: 'Shipping',
    shippingAtCheckout: 'Calculated at checkout',
    shippingFree: 'Free',
    freeShippingMissing: 'Add {{missing}} more for free shipping (orders of {{amount}} or more).',
    taxes: 'Taxes',
    taxesAtCheckout: 'Calculated at checkout',
    taxesIncluded: 'Including {{amount}} VAT',
    giftCard: 'Gift card',
    total: 'Total',
    toPay: 'Amount to pay',
    // Under the last amount while checkout has yet to price shipping, taxes or both.
    beforeShipping: 'Before shipping',
    beforeTaxes: 'Before taxes',
    beforeShippingAndTaxes: 'Before shipping and taxes',
    exciseIncluded: 'Excise duty included',
  },
  code: {
    label: 'Coupon or gift card',
    placeholder: 'Enter your code',
    apply: 'Apply',
    applying: 'Applying…',
    remove: 'Remove',
    coupon: 'Coupon {{code}}',
    couponLabel: 'Coupon',
    couponDropped: 'We removed the coupon {{code}}: it is not valid for your account.',
    giftCard: 'Gift card {{code}}',
    applied: 'Code {{code}} applied',
    removed: 'Code {{code}} removed',
    oneCoupon: 'If it is a coupon: an order takes one coupon, so first remove {{code}}.',
    oneGiftCard: 'An order takes one gift card: to use another, first remove {{code}}.',
    notGiftCardEither:
      'If it is a gift card: it pays only for orders in its own currency (this order’s currency: {{currency}}) and while it holds credit; otherwise, check its code.',
    notCouponEither: 'If it is a coupon, check the code: it matches no active coupon.',
    giftCardCurrency:
      'A gift card pays only for orders in its own currency (this order’s currency: {{currency}}) and while it holds credit.',
    couponAlreadyOn: 'Coupon {{code}} is already on your order.',
    giftCardAlreadyOn: 'Gift card {{code}} is already on your order.',
    couponNoDiscount:
      'This coupon gives no discount on your cart as it is now. Check its conditions, such as a minimum order value.',
    shippingDiscountAtCheckout:
      'A discount on shipping shows only at checkout, where shipping is calculated.',
  },
  giftMessage: {
    title: 'Gift message',
    label: 'Your message',
    placeholder: 'Write your message here',
    hint: 'Up to {{lines}} lines of {{characters}} characters each.',
    save: 'Save message',
    saving: 'Saving…',
    saved: 'Message saved',
    unsaved: 'Not saved yet',
    noCard: 'We write it by hand on the greeting card: tick “{{card}}” on the item it goes with.',
  },
  availability: {
    checking: 'Checking availability…',
  },
  // Shown in a browser that blocks site data: the cart's id cannot be kept past this page.
  languageUnsaved:
    'We could not change the language of your order: e-mails about it may come in {{language}}. We will try again at your next change to the cart.',
  lineGone:
    'An item you changed is no longer in your cart: it was removed meanwhile, perhaps in another window.',
  changeLost:
    'Your session had to start again, so your last change to the cart was not saved: please make it again.',
  itemsDropped:
    'When you signed in, we could not move everything from your cart (items or the gift card) to your account’s cart: check your cart and add what is missing.',
  notRemembered:
    'Your browser does not let this shop save data, so your cart is kept only while this page is open: reloading or closing the page empties it.',
  proceedToCheckout: 'Proceed to checkout',
  miniCart: {
    label: 'Cart',
    // The link's name starts with the words it shows (WCAG 2.5.3), then what only the badge tells.
    accessibleName: '{{label}} {{total}}, {{items}}',
    itemCount_one: '{{count, number}} item',
    itemCount_other: '{{count, number}} items',
    adding: '{{label}}, adding an item…',
  },
} as const satisfies Messages
