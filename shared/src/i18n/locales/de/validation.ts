import type { Messages } from '../../types'

export const validation = {
  required: 'Dieses Feld ist ein Pflichtfeld.',
  invalid: 'Dieser Wert ist ungültig.',
  zipCode: 'Bitte prüfe die Postleitzahl (in diesem Land zum Beispiel {{example}}).',
  email: 'Bitte gib eine gültige E-Mail-Adresse ein.',
  passwordInvalid: 'Das Passwort ist ungültig: Es muss mindestens 6 Zeichen lang sein.',
  passwordMin: 'Das Passwort muss mindestens {{min}} Zeichen lang sein.',
  passwordsMismatch: 'Die Passwörter stimmen nicht überein.',
  newPasswordsMismatch: 'Die beiden neuen Passwörter stimmen nicht überein.',
  currentPasswordInvalid: 'Dein aktuelles Passwort ist nicht korrekt.',
  lettersAndSpaces: 'Bitte nur Buchstaben und Leerzeichen verwenden.',
  lettersDigitsAndSpaces: 'Bitte nur Buchstaben, Ziffern und Leerzeichen verwenden.',
  digitsAndSpaces: 'Bitte nur Ziffern und Leerzeichen verwenden.',
  alphanumericMax: 'Bitte nur Buchstaben und Ziffern verwenden, höchstens {{max}} Zeichen.',
  tooLong: 'Bitte höchstens {{max}} Zeichen verwenden.',
  vatNumber: 'Bitte gib eine gültige italienische USt-IdNr. ein (11 Ziffern).',
  fiscalCode: 'Bitte gib eine gültige italienische Steuernummer (Codice fiscale) ein.',
  sdiCode: 'Der SDI-Empfängercode besteht aus 7 Buchstaben oder Ziffern.',
  sdiOfficeCode:
    'Der Amtscode (Codice Univoco Ufficio) einer öffentlichen Verwaltung besteht aus 6 Buchstaben oder Ziffern.',
  officeCodeRequired:
    'Eine öffentliche Verwaltung erhält E-Rechnungen über ihren Amtscode (Codice Univoco Ufficio), nicht per PEC: Bitte gib ihn ein.',
  pec: 'Bitte gib eine gültige PEC-Adresse (zertifizierte E-Mail) ein.',
  sdiOrPecRequired: 'Bitte gib entweder den SDI-Empfängercode oder die PEC-Adresse ein.',
  sdiOrPecExclusive: 'Bitte gib nur den SDI-Empfängercode oder nur die PEC-Adresse ein.',
  iban: 'Bitte gib eine gültige IBAN ein.',
  giftMessageLines: 'Deine Nachricht darf höchstens {{max}} Zeilen haben.',
  giftMessageLineLength:
    'Zeile {{line}} deiner Nachricht ist länger als {{max}} Zeichen, mehr fasst eine Zeile der Karte nicht.',
  date: 'Bitte gib ein gültiges Datum ein (JJJJ-MM-TT).',
  countryCode: 'Bitte wähle ein Land.',
  phone: 'Bitte gib eine gültige Telefonnummer ein.',
  personType: 'Bitte gib an, auf wen die Rechnung ausgestellt werden soll.',
} as const satisfies Messages
