import type { Messages } from '../../types'

export const validation = {
  required: 'Este campo es obligatorio.',
  invalid: 'Este valor no es válido.',
  zipCode: 'Revisa el código postal (en este país, por ejemplo {{example}}).',
  email: 'Introduce una dirección de correo electrónico válida.',
  passwordInvalid: 'La contraseña no es válida: debe tener al menos 6 caracteres.',
  passwordMin: 'La contraseña debe tener al menos {{min}} caracteres.',
  passwordsMismatch: 'Las contraseñas no coinciden.',
  newPasswordsMismatch: 'Las dos contraseñas nuevas no coinciden.',
  currentPasswordInvalid: 'La contraseña actual no es correcta.',
  lettersAndSpaces: 'Usa solo letras y espacios.',
  lettersDigitsAndSpaces: 'Usa solo letras, números y espacios.',
  digitsAndSpaces: 'Usa solo números y espacios.',
  alphanumericMax: 'Usa solo letras y números, hasta {{max}} caracteres.',
  tooLong: 'Usa como máximo {{max}} caracteres.',
  vatNumber: 'Introduce un número de IVA italiano válido (11 dígitos).',
  fiscalCode: 'Introduce un código fiscal italiano válido (codice fiscale).',
  sdiCode: 'El código de destinatario SDI tiene 7 letras o números.',
  sdiOfficeCode:
    'El código de oficina (Codice Univoco Ufficio) de una administración pública tiene 6 letras o números.',
  officeCodeRequired:
    'Una administración pública recibe las facturas electrónicas a través de su código de oficina (Codice Univoco Ufficio), no por PEC: introdúcelo.',
  pec: 'Introduce una dirección PEC (correo certificado) válida.',
  sdiOrPecRequired: 'Introduce el código de destinatario SDI o la dirección PEC.',
  sdiOrPecExclusive: 'Introduce solo uno de los dos: código de destinatario SDI o dirección PEC.',
  iban: 'Introduce un IBAN válido.',
  giftMessageLines: 'El mensaje puede tener como máximo {{max}} líneas.',
  giftMessageLineLength:
    'La línea {{line}} del mensaje tiene más de {{max}} caracteres, lo máximo que cabe en una línea de la tarjeta.',
  date: 'Introduce una fecha válida (AAAA-MM-DD).',
  countryCode: 'Elige un país.',
  phone: 'Introduce un número de teléfono válido.',
  personType: 'Indica a nombre de quién debemos emitir la factura.',
} as const satisfies Messages
