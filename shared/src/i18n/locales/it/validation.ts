import type { Messages } from '../../types'

export const validation = {
  required: 'Campo obbligatorio.',
  invalid: 'Valore non valido.',
  email: 'Inserisci un indirizzo e-mail valido.',
  passwordInvalid: 'La password non è valida: deve avere almeno 6 caratteri.',
  passwordMin: 'La password deve avere almeno {{min}} caratteri.',
  passwordsMismatch: 'Le password non coincidono.',
  newPasswordsMismatch: 'Le due nuove password non coincidono.',
  currentPasswordInvalid: 'La password attuale non è corretta.',
  lettersAndSpaces: 'Usa solo lettere e spazi.',
  lettersDigitsAndSpaces: 'Usa solo lettere, numeri e spazi.',
  digitsAndSpaces: 'Usa solo numeri e spazi.',
  alphanumericMax: 'Usa solo lettere e numeri, al massimo {{max}} caratteri.',
  tooLong: 'Usa al massimo {{max}} caratteri.',
  vatNumber: 'Inserisci una partita IVA valida (11 cifre).',
  fiscalCode: 'Inserisci un codice fiscale valido.',
  sdiCode: 'Il codice destinatario SDI è formato da 7 lettere o numeri.',
  sdiOfficeCode: 'Il Codice Univoco Ufficio della pubblica amministrazione è formato da 6 lettere o numeri.',
  officeCodeRequired:
    'La pubblica amministrazione riceve le fatture elettroniche tramite il Codice Univoco Ufficio, non via PEC: inseriscilo.',
  pec: 'Inserisci un indirizzo PEC valido.',
  sdiOrPecRequired: 'Inserisci il codice destinatario SDI oppure l’indirizzo PEC.',
  sdiOrPecExclusive: 'Inserisci solo uno tra codice destinatario SDI e indirizzo PEC.',
  iban: 'Inserisci un IBAN valido.',
  giftMessageLines: 'Il messaggio può avere al massimo {{max}} righe.',
  giftMessageLineLength:
    'La riga {{line}} del messaggio supera i {{max}} caratteri, il massimo che una riga del biglietto può contenere.',
  date: 'Inserisci una data valida (AAAA-MM-GG).',
  countryCode: 'Scegli un paese.',
  phone: 'Inserisci un numero di telefono valido.',
  personType: 'Indica a chi intestare la fattura.',
} as const satisfies Messages
