import type { Messages } from '../../types'

export const validation = {
  required: 'Ce champ est obligatoire.',
  invalid: 'Cette valeur n’est pas valide.',
  zipCode: 'Vérifiez le code postal (dans ce pays, par exemple {{example}}).',
  email: 'Veuillez saisir une adresse e-mail valide.',
  passwordInvalid: 'Le mot de passe n’est pas valide : il doit contenir au moins 6 caractères.',
  passwordMin: 'Le mot de passe doit contenir au moins {{min}} caractères.',
  passwordsMismatch: 'Les mots de passe ne correspondent pas.',
  newPasswordsMismatch: 'Les deux nouveaux mots de passe ne correspondent pas.',
  currentPasswordInvalid: 'Votre mot de passe actuel est incorrect.',
  lettersAndSpaces: 'Veuillez n’utiliser que des lettres et des espaces.',
  lettersDigitsAndSpaces: 'Veuillez n’utiliser que des lettres, des chiffres et des espaces.',
  digitsAndSpaces: 'Veuillez n’utiliser que des chiffres et des espaces.',
  alphanumericMax: 'Veuillez n’utiliser que des lettres et des chiffres, {{max}} caractères au maximum.',
  tooLong: 'Veuillez utiliser {{max}} caractères au maximum.',
  vatNumber: 'Veuillez saisir un numéro de TVA italien valide (11 chiffres).',
  fiscalCode: 'Veuillez saisir un code fiscal italien valide (codice fiscale).',
  sdiCode: 'Le code destinataire SDI comporte 7 lettres ou chiffres.',
  sdiOfficeCode:
    'Le code d’office (Codice Univoco Ufficio) d’une administration publique comporte 6 lettres ou chiffres.',
  officeCodeRequired:
    'Une administration publique reçoit les factures électroniques par son code d’office (Codice Univoco Ufficio), pas par PEC : veuillez le saisir.',
  pec: 'Veuillez saisir une adresse PEC (e-mail certifié) valide.',
  sdiOrPecRequired: 'Veuillez saisir le code destinataire SDI ou l’adresse PEC.',
  sdiOrPecExclusive: 'Veuillez saisir soit le code destinataire SDI, soit l’adresse PEC, pas les deux.',
  iban: 'Veuillez saisir un IBAN valide.',
  giftMessageLines: 'Votre message peut contenir {{max}} lignes au maximum.',
  giftMessageLineLength:
    'La ligne {{line}} de votre message dépasse {{max}} caractères, le maximum qu’une ligne de la carte peut contenir.',
  date: 'Veuillez saisir une date valide (AAAA-MM-JJ).',
  countryCode: 'Veuillez choisir un pays.',
  phone: 'Veuillez saisir un numéro de téléphone valide.',
  personType: 'Veuillez indiquer à qui la facture doit être adressée.',
} as const satisfies Messages
