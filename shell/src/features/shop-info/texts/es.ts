import { defaultDeliveryDays as days } from '@storefront/shared/constants'
import { type InfoTexts, promptDeliveryDays as promptDays } from '../../../lib/info-topics'

export default {
  shipping: [
    'Enviamos a todos los países en los que vende la tienda: elige el tuyo con el selector de país en la parte superior de la página, y los precios, los impuestos y la moneda se adaptan.',
    `Cada página de producto indica cuándo llegará: una fecha si puede llegar a tu país en ${promptDays} días laborables desde que sale (el día del pedido o el siguiente día laborable) o, si no, un número de días laborables. Si no se indica ninguna estimación, cuenta con entre ${days.min} y ${days.max} días laborables.`,
    'Los gastos de envío dependen del país y del método de envío que elijas; los ves al finalizar la compra, al elegir el método, antes de pagar.',
  ],
  payments: [
    'Paga con tarjeta o PayPal: los pagos los gestiona Braintree, un servicio de PayPal, y los datos de tu tarjeta nunca llegan a nuestros servidores.',
    'También puedes pagar por transferencia bancaria; enviamos cuando recibimos el pago. En Italia puedes pagar contra reembolso, con un pequeño recargo que cobra el mensajero.',
    'Los precios se cobran en la moneda de tu país: euro, libra esterlina, franco suizo o dólar estadounidense. En la Unión Europea, el Reino Unido y Suiza incluyen el IVA; en otros países los impuestos y aranceles se calculan al finalizar la compra. Los impuestos especiales sobre el vino y los licores están incluidos cuando el producto lo indica.',
  ],
  returns: [
    'Puedes desistir de tu compra en los 14 días siguientes a la entrega sin dar explicaciones: escribe a atención al cliente con tu número de pedido.',
    'Devuelve los productos sin usar y en su embalaje original en los 14 días siguientes a tu aviso. Te reembolsamos lo pagado, incluido el envío estándar, con el mismo método de pago en los 14 días siguientes a tu solicitud, una vez recibidos los productos; los gastos de devolución corren de tu cuenta.',
    'Los alimentos perecederos y los productos precintados como el vino y el aceite, si se abren tras la entrega, no se pueden devolver por motivos de higiene.',
    'Si un producto llega dañado o no es el que has pedido, avísanos: en virtud de la garantía legal lo sustituimos o lo reembolsamos a nuestro cargo.',
  ],
  privacy: [
    'Usamos tu nombre, correo electrónico, direcciones y pedidos para entregarte lo que compras, gestionar tu cuenta y, si la pides, emitir una factura electrónica. Solo los compartimos con quien los necesita para ello: el servicio de pago, los mensajeros y nuestra plataforma de comercio electrónico.',
    'Conservamos los datos de los pedidos el tiempo que exige la ley fiscal, y tu cuenta hasta que la cierres. En tu cuenta puedes ver y corregir tus datos y direcciones; para recibir una copia o que los borremos, escribe a atención al cliente.',
    'Tu contraseña nunca se guarda de forma legible, y tu sesión se conserva en una cookie segura que los scripts de la página no pueden leer.',
  ],
  cookies: [
    'La tienda solo usa las dos cookies que necesita para funcionar: una recuerda el país que has elegido y la otra mantiene tu sesión de forma segura. Ninguna sirve para elaborar tu perfil.',
    'Tu navegador también guarda en este dispositivo el carrito, el mensaje de tu tarjeta de felicitación y tu país, para que sigan ahí cuando vuelvas. Al borrar los datos del sitio en el navegador, desaparecen.',
  ],
  terms: [
    'Cada venta se rige por estas condiciones y por la normativa de consumo del país desde el que compras. El contrato se perfecciona cuando confirmamos tu pedido por correo electrónico.',
    'Se aplica el precio que figura en el carrito al hacer el pedido. Los códigos de descuento y las tarjetas regalo se canjean en el carrito o al finalizar la compra y no se pueden cambiar por dinero.',
    'El vino y otros productos alcohólicos solo se venden a adultos con la edad legal para comprar alcohol en el país de entrega.',
    'Para cualquier pregunta o reclamación sobre un pedido, escribe a atención al cliente: respondemos en un día laborable.',
  ],
} satisfies InfoTexts
