import type { Messages } from '../../types'

export const cart = {
  title: 'Tu carrito',
  empty: {
    title: 'Tu carrito está vacío',
    text: 'Descubre nuestros aceites, vinos y especialidades y añade lo que más te guste.',
    backToShop: 'Seguir comprando',
  },
  item: {
    quantity: 'Cantidad',
    quantityInvalid: 'Introduce una cantidad de 1 a {{max}} o usa «Eliminar» para quitar el producto',
    remove: 'Eliminar',
    removeNamed: 'Eliminar {{name}} del carrito',
    quantityChanged: '{{name}}: cantidad {{quantity}}. Total {{total}}',
    removedNamed: 'Se ha eliminado {{name}} del carrito.',
    savingSlow: 'Un momento más: el cambio está tardando más de lo habitual.',
    unitPrice: 'Precio unitario:',
    compareAt: 'Antes {{price}}',
    lineTotal: 'Total:',
    options: 'Opciones',
    greetingCard: 'Tarjeta de felicitación gratuita',
    greetingCardNamed: 'Tarjeta de felicitación gratuita con {{name}}',
    bundleContents: 'Contenido de la caja',
  },
  totals: {
    title: 'Resumen del pedido',
    subtotal: 'Subtotal',
    discount: 'Descuento',
    shipping: 'Envío',
    shippingAtCheckout: 'Se calcula al finalizar la compra',
    shippingFree: 'Gratis',
    freeShippingMissing: 'Añade {{missing}} más para el envío gratis (pedidos desde {{amount}}).',
    taxes: 'Impuestos',
    taxesAtCheckout: 'Se calculan al finalizar la compra',
    taxesIncluded: 'IVA incluido: {{amount}}',
    giftCard: 'Tarjeta regalo',
    total: 'Total',
    toPay: 'Importe a pagar',
    // Under the last amount while checkout has yet to price shipping, taxes or both.
    beforeShipping: 'Envío no incluido',
    beforeTaxes: 'Impuestos no incluidos',
    beforeShippingAndTaxes: 'Envío e impuestos no incluidos',
    exciseIncluded: 'Impuestos especiales incluidos',
  },
  code: {
    label: 'Código de descuento o tarjeta regalo',
    placeholder: 'Introduce el código',
    apply: 'Aplicar',
    applying: 'Aplicando…',
    remove: 'Quitar',
    coupon: 'Código de descuento {{code}}',
    couponLabel: 'Código de descuento',
    couponDropped: 'Hemos quitado el código de descuento {{code}}: no es válido para tu cuenta.',
    giftCard: 'Tarjeta regalo {{code}}',
    applied: 'Código {{code}} aplicado',
    removed: 'Código {{code}} quitado',
    oneCoupon: 'Si es un código de descuento: un pedido admite uno solo, así que quita primero {{code}}.',
    oneGiftCard: 'Un pedido admite una sola tarjeta regalo: para usar otra, quita primero {{code}}.',
    notGiftCardEither:
      'Si es una tarjeta regalo: solo vale para pedidos en su propia moneda (moneda de este pedido: {{currency}}) y mientras tenga saldo; si no, revisa el código.',
    notCouponEither:
      'Si es un código de descuento, revísalo: no corresponde a ningún código de descuento activo.',
    giftCardCurrency:
      'Una tarjeta regalo solo vale para pedidos en su propia moneda (moneda de este pedido: {{currency}}) y mientras tenga saldo.',
    couponAlreadyOn: 'El código de descuento {{code}} ya está aplicado a tu pedido.',
    giftCardAlreadyOn: 'La tarjeta regalo {{code}} ya está aplicada a tu pedido.',
    couponNoDiscount:
      'Este código no te da ningún descuento en el carrito tal como está ahora. Revisa sus condiciones, como un importe mínimo de pedido.',
    shippingDiscountAtCheckout:
      'Un descuento en el envío solo aparece al finalizar la compra, cuando se calcula el envío.',
  },
  giftMessage: {
    title: 'Mensaje de regalo',
    label: 'Tu mensaje',
    placeholder: 'Escribe aquí tu mensaje',
    hint: 'Como máximo {{lines}} líneas de {{characters}} caracteres.',
    save: 'Guardar mensaje',
    saving: 'Guardando…',
    saved: 'Mensaje guardado',
    unsaved: 'Aún sin guardar',
    noCard:
      'Lo escribimos a mano en la tarjeta de felicitación: marca «{{card}}» en el artículo al que acompaña.',
  },
  availability: {
    checking: 'Comprobando la disponibilidad…',
  },
  languageUnsaved:
    'No hemos podido cambiar el idioma de tu pedido: los correos sobre él podrían llegar en {{language}}. Lo intentaremos de nuevo con tu próximo cambio en el carrito.',
  lineGone:
    'Un artículo que has cambiado ya no está en tu carrito: se ha quitado mientras tanto, quizá en otra ventana.',
  changeLost:
    'Tu sesión ha tenido que empezar de nuevo, así que tu último cambio en el carrito no se ha guardado: vuelve a hacerlo.',
  itemsDropped:
    'Al iniciar sesión, no hemos podido pasar todo lo de tu carrito (productos o la tarjeta regalo) al carrito de tu cuenta: revisa tu carrito y añade lo que falte.',
  notRemembered:
    'Tu navegador no permite que esta tienda guarde datos: tu carrito solo se conserva mientras esta página esté abierta, y recargarla o cerrarla lo vacía.',
  proceedToCheckout: 'Tramitar pedido',
  miniCart: {
    label: 'Carrito',
    // The link's name starts with the words it shows (WCAG 2.5.3), then what only the badge tells.
    accessibleName: '{{label}} {{total}}, {{items}}',
    itemCount_one: '{{count, number}} artículo',
    itemCount_many: '{{count, number}} de artículos',
    itemCount_other: '{{count, number}} artículos',
    adding: '{{label}}, añadiendo un artículo…',
  },
} as const satisfies Messages
