import { defaultDeliveryDays as days } from '@storefront/shared/constants'
import { type InfoTexts, promptDeliveryDays as promptDays } from '../../../lib/info-topics'

export default {
  shipping: [
    'We deliver to every country the shop sells in: choose yours with the country selector at the top of the page, and prices, taxes and currency follow it.',
    `Each product page says when it will arrive: a date where it can reach your country within ${promptDays} working days of leaving us (the day you order, or the next working day), otherwise a number of working days. Where no estimate is given, allow ${days.min} to ${days.max} working days.`,
    'Shipping costs depend on the country and the shipping method you choose; you see them at checkout, once you choose the method, before you pay.',
  ],
  payments: [
    'Pay by card or PayPal: payments are processed by Braintree, a PayPal service, and your card details never reach our servers.',
    'You can also pay by bank transfer, and we ship once the payment has arrived. In Italy you can pay cash on delivery, for a small fee collected by the courier.',
    'Prices are charged in the currency of your country: euro, pound sterling, Swiss franc or US dollar. In the European Union, the United Kingdom and Switzerland they include VAT; elsewhere taxes and duties are calculated at checkout. Excise duties on wine and spirits are included where the product says so.',
  ],
  returns: [
    'You may withdraw from your purchase within 14 days of delivery without giving a reason: write to customer care with your order number.',
    'Send the products back unused and in their original packaging within 14 days of telling us. We refund what you paid, standard delivery included, with the same payment method within 14 days of your request, once the products have reached us; the cost of sending them back is yours.',
    'Perishable food, and sealed products such as wine and oil once opened after delivery, cannot be returned for reasons of hygiene.',
    'If a product arrives damaged or is not what you ordered, tell us: under the legal guarantee we replace it or refund it at our expense.',
  ],
  privacy: [
    'We use your name, email, addresses and orders to deliver what you buy, to keep your account and, when you ask for one, to issue an electronic invoice. We share them only with those who need them for that: the payment service, the couriers and our e-commerce platform.',
    'We keep order data for as long as tax law requires and your account until you close it. In your account you can see and correct your data and addresses; to receive a copy of them or have them erased, write to customer care.',
    'Your password is never stored in readable form, and your sign-in is kept in a secure cookie that the scripts on the page cannot read.',
  ],
  cookies: [
    'The shop sets only the two cookies it needs to work: one remembers the country you chose, the other keeps you signed in securely. Neither is used to profile you.',
    'Your browser also keeps your cart, your greeting-card message and your country on this device, so they are still there when you come back. Clearing the site data in your browser removes them.',
  ],
  terms: [
    'These conditions and the consumer law of the country you buy from govern every sale. The contract is made when we confirm your order by email.',
    'The price that applies is the one in your cart when you place the order. Coupons and gift cards are redeemed in the cart or at checkout and cannot be exchanged for cash.',
    'Wine and other alcoholic products are sold only to adults of legal drinking age in the country of delivery.',
    'For any question or complaint about an order, write to customer care: we reply within one working day.',
  ],
} satisfies InfoTexts
