import type { Messages } from '../../types'

export const checkout = {
  title: 'Finalizar compra',
  steps: {
    label: 'Pasos de la compra',
    cart: 'Carrito',
    shippingPayment: 'Envío y pago',
    confirmation: 'Confirmación',
    progress: 'Paso {{step}} de {{steps}}',
  },
  customer: {
    title: 'Tus datos',
    email: 'Correo electrónico',
    emailHint: 'Te enviaremos aquí la confirmación del pedido.',
    guest: {
      title: 'Comprar como invitado',
      text: 'No necesitas una cuenta para hacer tu pedido.',
      action: 'Continuar como invitado',
    },
    login: {
      title: '¿Ya tienes una cuenta?',
      text: 'Inicia sesión para usar tus direcciones guardadas.',
      action: 'Iniciar sesión',
    },
    register: {
      title: 'Crear una cuenta',
      text: 'Guarda tus datos para la próxima vez y haz el seguimiento de tus pedidos.',
      action: 'Crear cuenta',
    },
    signedInAs: 'Sesión iniciada como {{email}}',
    notYou: '¿No eres tú? Cerrar sesión',
  },
  shipping: {
    title: 'Dirección de envío',
    savedAddresses: 'Tus direcciones',
    useAddress: 'Usar esta dirección',
    newAddress: 'Nueva dirección',
    methodTitle: 'Método de envío',
    free: 'Gratis',
    estimate: 'Entrega en {{days}} días laborables',
  },
  billing: {
    title: 'Dirección de facturación',
    sameAsShipping: 'La misma que la dirección de envío',
    requestInvoice: 'Necesito factura',
  },
  payment: {
    title: 'Forma de pago',
    methods: {
      wireTransfer: 'Transferencia bancaria',
      cashOnDelivery: 'Contra reembolso',
      card: 'Tarjeta de crédito o débito',
      paypal: 'PayPal',
    },
    wireTransferText:
      'Recibirás nuestros datos bancarios por correo electrónico; enviamos el pedido en cuanto llegue la transferencia.',
    cashOnDeliveryText: 'Pagas al mensajero en el momento de la entrega.',
    paypalText: 'Completarás el pago en PayPal.',
    card: {
      number: 'Número de tarjeta',
      expiry: 'Fecha de caducidad (MM/AA)',
      cvv: 'Código de seguridad (CVV)',
      holder: 'Titular de la tarjeta',
    },
    secure: 'Los pagos son seguros y están cifrados.',
    notNeeded: 'Este pedido no requiere ningún pago.',
  },
  summary: { title: 'Tu pedido', editCart: 'Modificar carrito' },
  consent: {
    privacy: 'He leído la política de privacidad',
    terms: 'Acepto las condiciones de venta',
    privacyLink: 'Leer la política de privacidad',
    termsLink: 'Leer las condiciones de venta',
  },
  placeOrder: 'Realizar pedido',
  placing: 'Enviando tu pedido…',
  backToCart: 'Volver al carrito',
  success: {
    title: '¡Gracias por tu pedido!',
    orderNumber: 'Número de pedido: {{number}}',
    text: 'Hemos enviado la confirmación a {{email}}.',
    wireTransfer:
      'Para completar el pedido, haz una transferencia de {{amount}} indicando el número de pedido {{number}} como concepto.',
    viewOrders: 'Ver tus pedidos',
    continueShopping: 'Seguir comprando',
  },
  paymentError: {
    title: 'El pago no se ha completado',
    text: 'No hemos podido completar el pago y no se te ha cobrado nada. Vuelve a intentarlo o elige otra forma de pago.',
    retry: 'Reintentar',
    changeMethod: 'Elegir otra forma de pago',
  },
} as const satisfies Messages
