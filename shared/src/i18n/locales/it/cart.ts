import type { Messages } from '../../types'

export const cart = {
  title: 'Il tuo carrello',
  empty: {
    title: 'Il tuo carrello è vuoto',
    text: 'Scopri i nostri oli, vini e specialità e aggiungi quello che ti piace.',
    backToShop: 'Continua lo shopping',
  },
  item: {
    quantity: 'Quantità',
    quantityInvalid: 'Inserisci una quantità da 1 a {{max}}; con Rimuovi togli il prodotto',
    remove: 'Rimuovi',
    removeNamed: 'Rimuovi {{name}} dal carrello',
    unitPrice: 'Prezzo unitario',
    compareAt: 'Prima {{price}}',
    lineTotal: 'Totale',
    options: 'Opzioni',
    greetingCard: 'Biglietto di auguri in omaggio',
    bundleContents: 'Contenuto della confezione',
  },
  totals: {
    title: 'Riepilogo dell’ordine',
    subtotal: 'Subtotale',
    discount: 'Sconto',
    shipping: 'Spedizione',
    shippingAtCheckout: 'Calcolata al checkout',
    taxes: 'Imposte',
    taxesAtCheckout: 'Calcolate al checkout',
    taxesIncluded: 'di cui IVA {{amount}}',
    giftCard: 'Carta regalo',
    total: 'Totale',
    toPay: 'Importo da pagare',
    exciseIncluded: 'Accise incluse',
  },
  code: {
    label: 'Codice sconto o carta regalo',
    placeholder: 'Inserisci il codice',
    apply: 'Applica',
    applying: 'Applicazione in corso…',
    remove: 'Rimuovi',
    coupon: 'Codice sconto {{code}}',
    couponLabel: 'Codice sconto',
    couponDropped: 'Abbiamo tolto il codice sconto {{code}}: non vale per il tuo account.',
    giftCard: 'Carta regalo {{code}}',
    applied: 'Codice {{code}} applicato',
    couponNoDiscount:
      'Questo codice non dà alcuno sconto sul carrello così com’è ora. Controlla le sue condizioni, ad esempio un importo minimo d’ordine.',
    shippingDiscountAtCheckout:
      'Uno sconto sulla spedizione compare solo al checkout, dove la spedizione viene calcolata.',
  },
  giftMessage: {
    title: 'Messaggio di auguri',
    label: 'Il tuo messaggio',
    placeholder: 'Scrivi qui il tuo messaggio',
    hint: 'Al massimo {{lines}} righe da {{characters}} caratteri.',
    save: 'Salva il messaggio',
    saving: 'Salvataggio in corso…',
    saved: 'Messaggio salvato',
  },
  availability: {
    checking: 'Verifica della disponibilità…',
  },
  proceedToCheckout: 'Procedi all’acquisto',
  miniCart: {
    label: 'Carrello',
    // The link's name starts with the words it shows (WCAG 2.5.3), then what only the badge tells.
    accessibleName: '{{label}} {{total}}, {{items}}',
    itemCount_one: '{{count}} articolo',
    itemCount_many: '{{count}} di articoli',
    itemCount_other: '{{count}} articoli',
  },
} as const satisfies Messages
