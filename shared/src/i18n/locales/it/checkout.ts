import type { Messages } from '../../types'

export const checkout = {
  title: 'Checkout',
  steps: {
    label: 'Passaggi dell’acquisto',
    cart: 'Carrello',
    shippingPayment: 'Spedizione e pagamento',
    confirmation: 'Conferma',
    progress: 'Passaggio {{step}} di {{steps}}',
  },
  customer: {
    title: 'I tuoi dati',
    email: 'E-mail',
    emailHint: 'Ti invieremo qui la conferma dell’ordine.',
    guest: {
      title: 'Acquista come ospite',
      text: 'Non serve un account per ordinare.',
      action: 'Continua come ospite',
    },
    login: {
      title: 'Hai già un account?',
      text: 'Accedi per usare i tuoi indirizzi salvati.',
      action: 'Accedi',
    },
    register: {
      title: 'Crea un account',
      text: 'Salva i tuoi dati per la prossima volta e segui i tuoi ordini.',
      action: 'Crea un account',
    },
    signedInAs: 'Accesso effettuato come {{email}}',
    notYou: 'Non sei tu? Esci',
  },
  shipping: {
    title: 'Indirizzo di spedizione',
    savedAddresses: 'I tuoi indirizzi',
    useAddress: 'Usa questo indirizzo',
    newAddress: 'Nuovo indirizzo',
    methodTitle: 'Metodo di spedizione',
    free: 'Gratuita',
    estimate: 'Consegna in {{days}} giorni lavorativi',
  },
  billing: {
    title: 'Indirizzo di fatturazione',
    sameAsShipping: 'Uguale all’indirizzo di spedizione',
    requestInvoice: 'Desidero la fattura',
  },
  payment: {
    title: 'Metodo di pagamento',
    methods: {
      wireTransfer: 'Bonifico bancario',
      cashOnDelivery: 'Contrassegno',
      card: 'Carta di credito o di debito',
      paypal: 'PayPal',
    },
    wireTransferText: 'Riceverai per e-mail le coordinate bancarie; spediamo all’arrivo del bonifico.',
    cashOnDeliveryText: 'Paghi al corriere alla consegna.',
    paypalText: 'Completerai il pagamento su PayPal.',
    card: {
      number: 'Numero della carta',
      expiry: 'Scadenza (MM/AA)',
      cvv: 'Codice di sicurezza (CVV)',
      holder: 'Titolare della carta',
    },
    secure: 'I pagamenti sono protetti e cifrati.',
    notNeeded: 'Nessun pagamento richiesto per questo ordine.',
  },
  summary: { title: 'Il tuo ordine', editCart: 'Modifica il carrello' },
  consent: {
    privacy: 'Ho letto l’informativa sulla privacy',
    terms: 'Accetto le condizioni di vendita',
    privacyLink: 'Leggi l’informativa sulla privacy',
    termsLink: 'Leggi le condizioni di vendita',
  },
  placeOrder: 'Conferma l’ordine',
  placing: 'Invio dell’ordine in corso…',
  backToCart: 'Torna al carrello',
  success: {
    title: 'Grazie per il tuo ordine!',
    orderNumber: 'Numero d’ordine: {{number}}',
    text: 'Abbiamo inviato la conferma a {{email}}.',
    wireTransfer:
      'Per completare l’ordine fai un bonifico di {{amount}} indicando nella causale il numero d’ordine {{number}}.',
    viewOrders: 'Vedi i tuoi ordini',
    continueShopping: 'Continua lo shopping',
  },
  paymentError: {
    title: 'Pagamento non riuscito',
    text: 'Non è stato possibile completare il pagamento e non ti è stato addebitato nulla. Riprova o scegli un altro metodo di pagamento.',
    retry: 'Riprova',
    changeMethod: 'Scegli un altro metodo',
  },
} as const satisfies Messages
