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
    quantityInvalid: 'Inserisci una quantità da 1 a {{max}} oppure usa “Rimuovi” per togliere il prodotto',
    remove: 'Rimuovi',
    removeNamed: 'Rimuovi {{name}} dal carrello',
    quantityChanged: '{{name}}: quantità {{quantity}}. Totale {{total}}',
    removedNamed: 'Hai rimosso {{name}} dal carrello.',
    savingSlow: 'Ancora un momento: la modifica sta richiedendo più tempo del solito.',
    unitPrice: 'Prezzo unitario:',
    compareAt: 'Prima {{price}}',
    lineTotal: 'Totale:',
    options: 'Opzioni',
    greetingCard: 'Biglietto di auguri in omaggio',
    greetingCardNamed: 'Biglietto di auguri in omaggio con {{name}}',
    bundleContents: 'Contenuto del cofanetto',
  },
  totals: {
    title: 'Riepilogo dell’ordine',
    subtotal: 'Subtotale',
    discount: 'Sconto',
    shipping: 'Spedizione',
    shippingAtCheckout: 'Calcolata al checkout',
    shippingFree: 'Gratuita',
    freeShippingMissing: 'Aggiungi {{missing}} per la spedizione gratuita (ordini da {{amount}}).',
    taxes: 'Imposte',
    taxesAtCheckout: 'Calcolate al checkout',
    taxesIncluded: 'di cui IVA {{amount}}',
    giftCard: 'Carta regalo',
    total: 'Totale',
    toPay: 'Importo da pagare',
    // Under the last amount while checkout has yet to price shipping, taxes or both.
    beforeShipping: 'Spedizione esclusa',
    beforeTaxes: 'Imposte escluse',
    beforeShippingAndTaxes: 'Spedizione e imposte escluse',
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
    couponDropped: 'Abbiamo tolto il codice sconto {{code}}: non è valido per il tuo account.',
    giftCard: 'Carta regalo {{code}}',
    applied: 'Codice {{code}} applicato',
    removed: 'Codice {{code}} rimosso',
    oneCoupon: 'Se è un codice sconto: un ordine ne accetta uno solo, quindi togli prima {{code}}.',
    oneGiftCard: 'Un ordine accetta una sola carta regalo: per usarne un’altra, togli prima {{code}}.',
    notGiftCardEither:
      'Se è una carta regalo: vale solo per ordini nella sua valuta (valuta di questo ordine: {{currency}}) e finché ha credito; altrimenti controlla il codice.',
    notCouponEither: 'Se è un codice sconto, controllalo: non corrisponde a nessun codice sconto attivo.',
    giftCardCurrency:
      'Una carta regalo vale solo per ordini nella sua valuta (valuta di questo ordine: {{currency}}) e finché ha credito.',
    couponAlreadyOn: 'Il codice sconto {{code}} è già applicato al tuo ordine.',
    giftCardAlreadyOn: 'La carta regalo {{code}} è già applicata al tuo ordine.',
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
    unsaved: 'Non ancora salvato',
    noCard:
      'Lo scriviamo a mano sul biglietto di auguri: scegli “{{card}}” sull’articolo che deve accompagnare.',
  },
  availability: {
    checking: 'Verifica della disponibilità…',
  },
  languageUnsaved:
    'Non siamo riusciti a cambiare la lingua del tuo ordine: le e-mail che lo riguardano potrebbero arrivare in {{language}}. Riproveremo alla tua prossima modifica al carrello.',
  lineGone:
    'Un articolo che hai modificato non è più nel carrello: è stato tolto nel frattempo, forse in un’altra finestra.',
  changeLost:
    'La sessione è ripartita, quindi la tua ultima modifica al carrello non è stata salvata: ripetila.',
  itemsDropped:
    'Al tuo accesso non siamo riusciti a spostare nel carrello del tuo account tutto ciò che avevi scelto (prodotti o carta regalo): controlla il carrello e aggiungi ciò che manca.',
  notRemembered:
    'Il tuo browser non permette a questo negozio di salvare dati: il carrello viene conservato solo finché questa pagina è aperta, e ricaricarla o chiuderla lo svuota.',
  proceedToCheckout: 'Procedi all’acquisto',
  miniCart: {
    label: 'Carrello',
    // The link's name starts with the words it shows (WCAG 2.5.3), then what only the badge tells.
    accessibleName: '{{label}} {{total}}, {{items}}',
    itemCount_one: '{{count, number}} articolo',
    itemCount_many: '{{count, number}} di articoli',
    itemCount_other: '{{count, number}} articoli',
    adding: '{{label}}, aggiunta di un articolo…',
  },
} as const satisfies Messages
