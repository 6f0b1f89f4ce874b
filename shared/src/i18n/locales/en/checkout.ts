import type { Messages } from '../../types'

/**
 * mfe-checkout: the three steps, customer choice, shipping, payment, success and payment error.
 * Address and invoice field labels are shared with mfe-account, so they live in `common`.
 */
export const checkout = {
  title: 'Checkout',
  steps: {
    label: 'Checkout steps',
    cart: 'Cart',
    shippingPayment: 'Shipping and payment',
    confirmation: 'Confirmation',
    progress: 'Step {{step}} of {{steps}}',
  },
  customer: {
    title: 'Your details',
    email: 'Email',
    emailHint: 'We will send your order confirmation here.',
    guest: {
      title: 'Check out as a guest',
      text: 'You do not need an account to order.',
      action: 'Continue as guest',
    },
    login: {
      title: 'Already have an account?',
      text: 'Sign in to use your saved addresses.',
      action: 'Sign in',
    },
    register: {
      title: 'Create an account',
      text: 'Save your details for next time and track your orders.',
      action: 'Create account',
    },
    signedInAs: 'Signed in as {{email}}',
    notYou: 'Not you? Sign out',
  },
  shipping: {
    title: 'Shipping address',
    savedAddresses: 'Your addresses',
    useAddress: 'Use this address',
    newAddress: 'New address',
    methodTitle: 'Shipping method',
    free: 'Free',
    estimate: 'Delivery in {{days}} working days',
  },
  billing: {
    title: 'Billing address',
    sameAsShipping: 'Same as shipping address',
    requestInvoice: 'I need an invoice',
  },
  payment: {
    title: 'Payment method',
    methods: {
      wireTransfer: 'Bank transfer',
      cashOnDelivery: 'Cash on delivery',
      card: 'Credit or debit card',
      paypal: 'PayPal',
    },
    wireTransferText: 'We will email you our bank details and ship as soon as the transfer arrives.',
    cashOnDeliveryText: 'Pay the courier on delivery.',
    paypalText: 'You will complete the payment on PayPal.',
    card: {
      number: 'Card number',
      expiry: 'Expiry date (MM/YY)',
      cvv: 'Security code (CVV)',
      holder: 'Name on card',
    },
    secure: 'Payments are secure and encrypted.',
    notNeeded: 'No payment is needed for this order.',
  },
  summary: { title: 'Your order', editCart: 'Edit cart' },
  consent: {
    privacy: 'I have read the privacy policy',
    terms: 'I accept the terms of sale',
    privacyLink: 'Read the privacy policy',
    termsLink: 'Read the terms of sale',
  },
  placeOrder: 'Place order',
  placing: 'Placing your order…',
  backToCart: 'Back to cart',
  success: {
    title: 'Thank you for your order!',
    orderNumber: 'Order number: {{number}}',
    text: 'We have sent a confirmation to {{email}}.',
    wireTransfer:
      'To complete your order, please transfer {{amount}} quoting order number {{number}} as the reference.',
    viewOrders: 'View your orders',
    continueShopping: 'Continue shopping',
  },
  paymentError: {
    title: 'Payment failed',
    text: 'We could not complete your payment and you have not been charged. Please try again or choose another payment method.',
    retry: 'Try again',
    changeMethod: 'Choose another method',
  },
} as const satisfies Messages
