import type { Messages } from '../../types'

export const checkout = {
  title: 'Kasse',
  steps: {
    label: 'Bestellschritte',
    cart: 'Warenkorb',
    shippingPayment: 'Versand und Zahlung',
    confirmation: 'Bestätigung',
    progress: 'Schritt {{step}} von {{steps}}',
  },
  customer: {
    title: 'Deine Daten',
    email: 'E-Mail',
    emailHint: 'An diese Adresse senden wir deine Bestellbestätigung.',
    guest: {
      title: 'Als Gast bestellen',
      text: 'Für eine Bestellung brauchst du kein Konto.',
      action: 'Als Gast fortfahren',
    },
    login: {
      title: 'Hast du schon ein Konto?',
      text: 'Melde dich an, um deine gespeicherten Adressen zu nutzen.',
      action: 'Anmelden',
    },
    register: {
      title: 'Konto erstellen',
      text: 'Speichere deine Daten für das nächste Mal und verfolge deine Bestellungen.',
      action: 'Konto erstellen',
    },
    signedInAs: 'Angemeldet als {{email}}',
    notYou: 'Nicht du? Abmelden',
  },
  shipping: {
    title: 'Lieferadresse',
    savedAddresses: 'Deine Adressen',
    useAddress: 'Diese Adresse verwenden',
    newAddress: 'Neue Adresse',
    methodTitle: 'Versandart',
    free: 'Kostenlos',
    estimate: 'Lieferung in {{days}} Werktagen',
  },
  billing: {
    title: 'Rechnungsadresse',
    sameAsShipping: 'Entspricht der Lieferadresse',
    requestInvoice: 'Ich benötige eine Rechnung',
  },
  payment: {
    title: 'Zahlungsart',
    methods: {
      wireTransfer: 'Banküberweisung',
      cashOnDelivery: 'Nachnahme',
      card: 'Kredit- oder Debitkarte',
      paypal: 'PayPal',
    },
    wireTransferText:
      'Du erhältst unsere Bankverbindung per E-Mail; wir versenden, sobald die Zahlung eingegangen ist.',
    cashOnDeliveryText: 'Du bezahlst bei der Lieferung direkt beim Zusteller.',
    paypalText: 'Du schließt die Zahlung bei PayPal ab.',
    card: {
      number: 'Kartennummer',
      expiry: 'Ablaufdatum (MM/JJ)',
      cvv: 'Sicherheitscode (CVV)',
      holder: 'Name des Karteninhabers',
    },
    secure: 'Zahlungen sind sicher und verschlüsselt.',
    notNeeded: 'Für diese Bestellung ist keine Zahlung nötig.',
  },
  summary: { title: 'Deine Bestellung', editCart: 'Warenkorb bearbeiten' },
  consent: {
    privacy: 'Ich habe die Datenschutzerklärung gelesen',
    terms: 'Ich akzeptiere die AGB',
    privacyLink: 'Datenschutzerklärung lesen',
    termsLink: 'AGB lesen',
  },
  placeOrder: 'Zahlungspflichtig bestellen',
  placing: 'Bestellung wird gesendet…',
  backToCart: 'Zurück zum Warenkorb',
  success: {
    title: 'Vielen Dank für deine Bestellung!',
    orderNumber: 'Bestellnummer: {{number}}',
    text: 'Wir haben eine Bestätigung an {{email}} gesendet.',
    wireTransfer:
      'Um die Bestellung abzuschließen, überweise bitte {{amount}} mit der Bestellnummer {{number}} als Verwendungszweck.',
    viewOrders: 'Deine Bestellungen ansehen',
    continueShopping: 'Weiter einkaufen',
  },
  paymentError: {
    title: 'Zahlung fehlgeschlagen',
    text: 'Die Zahlung konnte nicht abgeschlossen werden und dir wurde nichts berechnet. Bitte versuche es erneut oder wähle eine andere Zahlungsart.',
    retry: 'Erneut versuchen',
    changeMethod: 'Andere Zahlungsart wählen',
  },
} as const satisfies Messages
