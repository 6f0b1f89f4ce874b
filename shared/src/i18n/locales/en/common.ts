import type { Messages } from '../../types'

/**
 * The shell's words and those every remote shares, among them the address and invoice
 * form labels that checkout and account both show. Language names are not here:
 * `languageName` takes them from Intl.DisplayNames.
 */
export const common = {
  header: {
    logoAlt: '{{shop}}, back to the home page',
    search: {
      label: 'Search the shop',
      placeholder: 'Olive oil, wine, pasta…',
      button: 'Search',
      /** Under the box when Search is pressed with nothing typed. */
      empty: 'Type what you are looking for',
    },
    country: {
      label: 'Country',
      change: 'Change country',
      current: 'Ship to: {{country}}',
      currencyNote: 'Currency: {{currency}}',
    },
    language: {
      label: 'Language',
      change: 'Change language',
      unavailable: 'We could not change the language. Please check your connection and try again.',
    },
    account: { label: 'My account', signIn: 'Sign in' },
    menu: { label: 'Main menu' },
  },
  footer: {
    customerCare: 'Customer care',
    contact: 'Contact us',
    shipping: 'Shipping and delivery',
    payments: 'Payment methods',
    returns: 'Returns and refunds',
    legal: 'Legal',
    privacy: 'Privacy policy',
    cookies: 'Cookie policy',
    terms: 'Terms of sale',
    copyright: '© {{year}} All rights reserved',
    infoUnavailable: 'We could not load this text. Please try again.',
  },
  notFound: {
    title: 'Page not found',
    text: 'The page you are looking for does not exist or has moved.',
    backToHome: 'Back to the home page',
  },
  errorPage: {
    title: 'Something went wrong',
    text: 'An error occurred and we are working on it. Please try again later.',
    retry: 'Try again',
  },
  remoteUnavailable: {
    title: 'This section is not available right now',
    text: 'We could not load this part of the page. The rest of the shop is working as usual.',
    offline: 'You seem to be offline. This part of the page will load again once the connection is back.',
    retry: 'Try again',
  },
  loading: 'Loading…',
  loadingSlow: 'Still loading: this is taking longer than usual.',
  countryChange: {
    title: 'Change country?',
    text: 'Shipping country: {{from}} → {{to}}. Prices, shipping costs and availability may change.',
    currency: 'Currency: {{from}} → {{to}}.',
    cartKept: 'Your current cart stays saved for when you come back.',
    cartMoves: 'Your cart comes with you.',
    goBack: 'Back to {{shop}} {{country}}',
    continue: 'Continue to {{shop}} {{country}}',
  },
  logout: {
    title: 'Sign out?',
    text: 'You will be signed out of your account on this device.',
    confirm: 'Sign out',
    cancel: 'Stay signed in',
    failed: 'We could not sign you out. Please check your connection and try again.',
  },
  modal: { close: 'Close' },
  // A page's name, then the brand's: what a tab, a bookmark and a screen reader announce.
  documentTitle: '{{page}} · {{shop}}',
  noscript: 'To shop on this site, please enable JavaScript in your browser.',
  skipToContent: 'Skip to main content',
  contact: {
    title: 'Contact us',
    text: 'Questions about an order or a product? Write to us or give us a call: we reply within one working day.',
    email: 'Email',
    phone: 'Phone',
    hours: 'Monday to Friday, 9 am–6 pm (Italian time)',
  },
  address: {
    fields: {
      first_name: 'First name',
      last_name: 'Last name',
      company: 'Company',
      line_1: 'Address',
      line_2: 'Flat, floor, building (optional)',
      city: 'Town or city',
      zip_code: 'Postcode',
      state_code: 'County, state or province',
      country_code: 'Country',
      phone: 'Phone',
      email: 'Email',
      notes: 'Delivery notes',
    },
    notesHint: 'For example the door code or when you are at home.',
    optional: 'optional',
  },
  invoice: {
    title: 'Invoice details',
    personTypeLabel: 'Invoice to',
    personType: {
      private: 'Private individual',
      company: 'Company',
      freelancer: 'Self-employed professional',
      public_administration: 'Public administration',
    },
    fields: {
      fiscal_code: 'Italian tax code (codice fiscale)',
      vat: 'VAT number',
      sdi: 'SDI recipient code',
      pec: 'PEC (certified email) address',
      iban: 'IBAN',
    },
    recipientLabel: 'How would you like to receive the e-invoice?',
    recipient: { sdi: 'With the SDI recipient code', pec: 'By PEC' },
  },
  actions: {
    retry: 'Try again',
    cancel: 'Cancel',
    confirm: 'Confirm',
    close: 'Close',
    save: 'Save',
    edit: 'Edit',
    delete: 'Delete',
    back: 'Back',
    continue: 'Continue',
  },
} as const satisfies Messages
