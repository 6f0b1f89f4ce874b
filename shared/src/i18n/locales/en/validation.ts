import type { Messages } from '../../types'

export const validation = {
  required: 'This field is required.',
  invalid: 'This value is not valid.',
  email: 'Please enter a valid email address.',
  passwordInvalid: 'The password is not valid: it needs at least 6 characters.',
  passwordMin: 'The password needs at least {{min}} characters.',
  passwordsMismatch: 'The passwords do not match.',
  newPasswordsMismatch: 'The two new passwords do not match.',
  currentPasswordInvalid: 'Your current password is not correct.',
  lettersAndSpaces: 'Please use letters and spaces only.',
  lettersDigitsAndSpaces: 'Please use letters, numbers and spaces only.',
  digitsAndSpaces: 'Please use numbers and spaces only.',
  alphanumericMax: 'Please use letters and numbers only, up to {{max}} characters.',
  tooLong: 'Please use no more than {{max}} characters.',
  vatNumber: 'Please enter a valid Italian VAT number (11 digits).',
  fiscalCode: 'Please enter a valid Italian tax code (codice fiscale).',
  sdiCode: 'The SDI recipient code has 7 letters or numbers.',
  sdiOfficeCode: 'A public administration’s office code (Codice Univoco Ufficio) has 6 letters or numbers.',
  officeCodeRequired:
    'A public administration receives e-invoices through its office code (Codice Univoco Ufficio), not by PEC: please enter it.',
  pec: 'Please enter a valid PEC (certified email) address.',
  sdiOrPecRequired: 'Please enter either the SDI recipient code or the PEC address.',
  sdiOrPecExclusive: 'Please enter only one of the SDI recipient code and the PEC address.',
  iban: 'Please enter a valid IBAN.',
  giftMessageLines: 'Your message can have at most {{max}} lines.',
  giftMessageLineLength:
    'Line {{line}} of your message is longer than {{max}} characters, the most a line of the card holds.',
  date: 'Please enter a valid date (YYYY-MM-DD).',
  countryCode: 'Please choose a country.',
  phone: 'Please enter a valid phone number.',
  personType: 'Please tell us who the invoice is for.',
} as const satisfies Messages
