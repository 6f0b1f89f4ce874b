import type { Messages } from '../../types'

export const cart = {
  title: 'Dein Warenkorb',
  empty: {
    title: 'Dein Warenkorb ist leer',
    text: 'Entdecke unsere Öle, Weine und Spezialitäten und leg in den Warenkorb, was dir gefällt.',
    backToShop: 'Weiter einkaufen',
  },
  item: {
    quantity: 'Menge',
    quantityInvalid: 'Gib eine Menge von 1 bis {{max}} ein oder entferne das Produkt mit „Entfernen“',
    remove: 'Entfernen',
    removeNamed: '{{name}} aus dem Warenkorb entfernen',
    quantityChanged: '{{name}}: Menge {{quantity}}. Summe {{total}}',
    removedNamed: '{{name}} wurde aus dem Warenkorb entfernt.',
    savingSlow: 'Einen Moment noch: Die Änderung dauert länger als üblich.',
    unitPrice: 'Stückpreis:',
    compareAt: 'Statt {{price}}',
    lineTotal: 'Summe:',
    options: 'Optionen',
    greetingCard: 'Kostenlose Grußkarte',
    greetingCardNamed: 'Kostenlose Grußkarte zu {{name}}',
    bundleContents: 'Inhalt der Box',
  },
  totals: {
    title: 'Bestellübersicht',
    subtotal: 'Zwischensumme',
    discount: 'Rabatt',
    shipping: 'Versand',
    shippingAtCheckout: 'Wird an der Kasse berechnet',
    shippingFree: 'Kostenlos',
    freeShippingMissing: 'Noch {{missing}} bis zum kostenlosen Versand (ab {{amount}} Bestellwert).',
    taxes: 'Steuern',
    taxesAtCheckout: 'Werden an der Kasse berechnet',
    taxesIncluded: 'inkl. {{amount}} MwSt.',
    giftCard: 'Geschenkkarte',
    total: 'Gesamtsumme',
    toPay: 'Zu bezahlen',
    // Under the last amount while checkout has yet to price shipping, taxes or both.
    beforeShipping: 'Zzgl. Versand',
    beforeTaxes: 'Zzgl. Steuern',
    beforeShippingAndTaxes: 'Zzgl. Versand und Steuern',
    exciseIncluded: 'inkl. Verbrauchsteuer',
  },
  code: {
    label: 'Rabattcode oder Geschenkkarte',
    placeholder: 'Code eingeben',
    apply: 'Einlösen',
    applying: 'Wird eingelöst…',
    remove: 'Entfernen',
    coupon: 'Rabattcode {{code}}',
    couponLabel: 'Rabattcode',
    couponDropped: 'Wir haben den Rabattcode {{code}} entfernt: Er gilt nicht für dein Konto.',
    giftCard: 'Geschenkkarte {{code}}',
    applied: 'Code {{code}} eingelöst',
    removed: 'Code {{code}} entfernt',
    oneCoupon: 'Falls es ein Rabattcode ist: Pro Bestellung gilt nur einer, entferne also zuerst {{code}}.',
    oneGiftCard:
      'Pro Bestellung gilt eine Geschenkkarte: Um eine andere zu nutzen, entferne zuerst {{code}}.',
    notGiftCardEither:
      'Falls es eine Geschenkkarte ist: Sie gilt nur für Bestellungen in ihrer eigenen Währung (Währung dieser Bestellung: {{currency}}) und solange sie Guthaben hat; sonst prüfe den Code.',
    notCouponEither: 'Falls es ein Rabattcode ist, prüfe ihn: Er passt zu keinem aktiven Rabattcode.',
    giftCardCurrency:
      'Eine Geschenkkarte gilt nur für Bestellungen in ihrer eigenen Währung (Währung dieser Bestellung: {{currency}}) und solange sie Guthaben hat.',
    couponAlreadyOn: 'Der Rabattcode {{code}} ist bereits in deiner Bestellung eingelöst.',
    giftCardAlreadyOn: 'Die Geschenkkarte {{code}} ist bereits in deiner Bestellung eingelöst.',
    couponNoDiscount:
      'Dieser Rabattcode bringt bei deinem jetzigen Warenkorb keinen Rabatt. Prüfe seine Bedingungen, etwa einen Mindestbestellwert.',
    shippingDiscountAtCheckout:
      'Ein Rabatt auf den Versand erscheint erst an der Kasse, wo der Versand berechnet wird.',
  },
  giftMessage: {
    title: 'Grußbotschaft',
    label: 'Deine Nachricht',
    placeholder: 'Schreib hier deine Nachricht',
    hint: 'Höchstens {{lines}} Zeilen mit je {{characters}} Zeichen.',
    save: 'Nachricht speichern',
    saving: 'Wird gespeichert…',
    saved: 'Nachricht gespeichert',
    unsaved: 'Noch nicht gespeichert',
    noCard:
      'Wir schreiben sie von Hand auf die Grußkarte: Wähle „{{card}}“ beim Artikel, dem sie beiliegen soll.',
  },
  availability: {
    checking: 'Verfügbarkeit wird geprüft…',
  },
  languageUnsaved:
    'Wir konnten die Sprache deiner Bestellung nicht ändern: E-Mails zu ihr kommen vielleicht auf {{language}}. Wir versuchen es bei deiner nächsten Änderung am Warenkorb erneut.',
  lineGone:
    'Ein Artikel, den du geändert hast, ist nicht mehr in deinem Warenkorb: Er wurde inzwischen entfernt, vielleicht in einem anderen Fenster.',
  changeLost:
    'Deine Sitzung musste neu beginnen, deshalb wurde deine letzte Änderung am Warenkorb nicht gespeichert: Bitte nimm sie noch einmal vor.',
  itemsDropped:
    'Bei deiner Anmeldung konnten wir nicht alles aus deinem Warenkorb (Artikel oder die Geschenkkarte) in den Warenkorb deines Kontos übernehmen: Prüfe deinen Warenkorb und füge hinzu, was fehlt.',
  notRemembered:
    'Dein Browser erlaubt diesem Shop nicht, Daten zu speichern: Dein Warenkorb bleibt nur erhalten, solange diese Seite offen ist. Wenn du sie neu lädst oder schließt, wird er geleert.',
  proceedToCheckout: 'Zur Kasse',
  miniCart: {
    label: 'Warenkorb',
    // The link's name starts with the words it shows (WCAG 2.5.3), then what only the badge tells.
    accessibleName: '{{label}} {{total}}, {{items}}',
    itemCount_one: '{{count, number}} Artikel',
    itemCount_other: '{{count, number}} Artikel',
    adding: '{{label}}, Artikel wird hinzugefügt…',
  },
} as const satisfies Messages
