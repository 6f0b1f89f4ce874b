import type { Messages } from '../../types'

export const errors = {
  invalidCredentials: 'Correo electrónico o contraseña no válidos.',
  tokenError: 'No hemos podido iniciar tu sesión. Inténtalo de nuevo dentro de un momento.',
  sessionExpired:
    'Tu sesión ha caducado: hemos recargado la tienda. Vuelve a intentarlo; si habías iniciado sesión, iníciala de nuevo primero.',
  addCartError: 'No hemos podido añadir el producto al carrito. Inténtalo de nuevo.',
  addMarketChanged:
    'No se ha añadido al carrito: mientras tanto ha cambiado el país. Vuelve a añadirlo aquí.',
  invalidCouponCode: 'Este código no es válido.',
  noActiveGiftCard: 'Este código no corresponde a ninguna tarjeta regalo activa.',
  noActiveCoupon: 'Este código no corresponde a ningún código de descuento activo.',
  noActiveGiftCardOrCoupon:
    'Este código no corresponde a ninguna tarjeta regalo ni a ningún código de descuento activo.',
  codeNotApplied: 'El código no se ha aplicado a tu pedido. Inténtalo de nuevo.',
  paymentDetailsInvalid: 'Revisa los datos de pago e inténtalo de nuevo.',
  orderDataInvalid: 'Algunos datos del pedido no son válidos. Revísalos e inténtalo de nuevo.',
  lineQuantityNotChanged:
    'No hemos podido cambiar la cantidad de {{p}}. Prueba con una cantidad menor o recarga la página para ver tu carrito tal como está ahora.',
  lineChangedElsewhere:
    'La cantidad de {{p}} ha cambiado mientras tanto, quizá en otra ventana: tu carrito tiene ahora {{quantity}}. Cámbiala de nuevo si quieres otra cantidad.',
  lineNotRemoved:
    'No hemos podido quitar {{p}} de tu carrito. Recarga la página para ver tu carrito tal como está ahora y vuelve a intentarlo.',
  greetingCardNotChanged:
    'No hemos podido cambiar la tarjeta de felicitación de {{p}}. Recarga la página para ver tu carrito tal como está ahora y vuelve a intentarlo.',
  giftMessageNotSaved:
    'No hemos podido guardar tu mensaje de regalo. Comprueba que solo tenga letras y signos de puntuación habituales, acórtalo y vuelve a intentarlo, o recarga la página para ver tu carrito tal como está ahora.',
  stockCheckNotApplied:
    'No hemos podido ajustar todos los artículos de tu carrito a lo que queda en stock. Recarga la página para ver tu carrito tal como está ahora y revisa las cantidades antes de tramitar el pedido.',
  orderNotEditable:
    'Este carrito ya no se puede modificar: su pedido se ha realizado o cancelado, quizá en otra ventana. Recarga la página para ver tu carrito.',
  placeOrderFailed:
    'No hemos podido completar tu pedido. No se ha realizado ningún cargo: inténtalo de nuevo.',
  paymentFailed: 'El pago no se ha completado. Inténtalo de nuevo o elige otra forma de pago.',
  missingParameters: 'Falta información: rellena todos los campos obligatorios.',
  invalidEmail: 'Esta dirección de correo electrónico no es válida.',
  invalidPassword: 'La contraseña no es válida: debe tener al menos 6 caracteres.',
  emailAlreadyRegistered:
    'Esta dirección de correo electrónico ya está registrada. Inicia sesión o restablece tu contraseña.',
  wrongOldPassword: 'La contraseña actual no es correcta.',
  passwordsNotMatch: 'Las contraseñas no coinciden.',
  resetLinkInvalid: 'Este enlace ha caducado o ya se ha usado. Pide uno nuevo: un enlace vale una hora.',
  itemLimitPieces_one: 'Tu carrito puede contener solo {{count, number}} unidad de {{p}}.',
  itemLimitPieces_many: 'Tu carrito puede contener como máximo {{count, number}} de unidades de {{p}}.',
  itemLimitPieces_other: 'Tu carrito puede contener como máximo {{count, number}} unidades de {{p}}.',
  stockLimitPieces_one: 'Con el stock disponible, en tu carrito solo cabe {{count, number}} unidad de {{p}}.',
  stockLimitPieces_many:
    'Con el stock disponible, en tu carrito solo caben {{count, number}} de unidades de {{p}}.',
  stockLimitPieces_other:
    'Con el stock disponible, en tu carrito solo caben {{count, number}} unidades de {{p}}.',
  unavailableItems:
    'Algunos productos ya no están disponibles: los hemos eliminado del carrito o hemos cambiado su cantidad.',
  networkError:
    'No podemos conectar con la tienda. Comprueba tu conexión y vuelve a intentarlo en un momento.',
  timeout: 'La tienda está tardando demasiado en responder. Inténtalo de nuevo dentro de un momento.',
  rateLimited:
    'Se han recibido demasiadas solicitudes en poco tiempo. Espera un minuto y vuelve a intentarlo.',
  generic: 'Se ha producido un error inesperado. Inténtalo de nuevo.',
} as const satisfies Messages
