import { defaultDeliveryDays as days } from '@storefront/shared/constants'
import { type InfoTexts, promptDeliveryDays as promptDays } from '../../../lib/info-topics'

export default {
  shipping: [
    'Wir liefern in jedes Land, in dem der Shop verkauft: Wähle deines oben auf der Seite aus, und Preise, Steuern und Währung richten sich danach.',
    `Jede Produktseite sagt dir, wann die Ware ankommt: ein Datum, wenn sie dein Land innerhalb von ${promptDays} Werktagen ab dem Versand erreichen kann (am Tag der Bestellung oder am nächsten Werktag), sonst eine Anzahl von Werktagen. Wo keine Schätzung steht, rechne mit ${days.min} bis ${days.max} Werktagen.`,
    'Die Versandkosten hängen vom Land und der gewählten Versandart ab; du siehst sie an der Kasse, sobald du die Versandart wählst, bevor du bezahlst.',
  ],
  payments: [
    'Bezahl mit Karte oder PayPal: Die Zahlungen wickelt Braintree ab, ein Dienst von PayPal, und deine Kartendaten erreichen nie unsere Server.',
    'Du kannst auch per Banküberweisung bezahlen; wir versenden, sobald die Zahlung eingegangen ist. In Italien ist Nachnahme möglich, gegen eine kleine Gebühr, die der Kurier einzieht.',
    'Die Preise werden in der Währung deines Landes berechnet: Euro, Pfund Sterling, Schweizer Franken oder US-Dollar. In der Europäischen Union, im Vereinigten Königreich und in der Schweiz enthalten sie die Mehrwertsteuer; anderswo werden Steuern und Zölle an der Kasse berechnet. Die Verbrauchsteuer auf Wein und Spirituosen ist enthalten, wo das Produkt es angibt.',
  ],
  returns: [
    'Du kannst deinen Kauf innerhalb von 14 Tagen nach der Lieferung ohne Angabe von Gründen widerrufen: Schreib dem Kundenservice mit deiner Bestellnummer.',
    'Schick die Produkte unbenutzt und in der Originalverpackung innerhalb von 14 Tagen nach deiner Mitteilung zurück. Wir erstatten den gezahlten Betrag einschließlich Standardversand über dieselbe Zahlungsart innerhalb von 14 Tagen nach deinem Widerruf, sobald die Produkte bei uns sind; die Kosten der Rücksendung trägst du.',
    'Verderbliche Lebensmittel und versiegelte Produkte wie Wein und Öl, die nach der Lieferung geöffnet wurden, sind aus hygienischen Gründen von der Rückgabe ausgeschlossen.',
    'Kommt ein Produkt beschädigt an oder ist es nicht das bestellte, sag uns Bescheid: Im Rahmen der gesetzlichen Gewährleistung ersetzen wir es auf unsere Kosten oder erstatten dir den Kaufpreis.',
  ],
  privacy: [
    'Wir verwenden deinen Namen, deine E-Mail-Adresse, deine Adressen und Bestellungen, um deine Einkäufe zu liefern, dein Konto zu führen und auf Wunsch eine elektronische Rechnung auszustellen. Wir geben sie nur an die weiter, die sie dafür brauchen: den Zahlungsdienst, die Kuriere und unsere E-Commerce-Plattform.',
    'Bestelldaten bewahren wir so lange auf, wie es das Steuerrecht verlangt, dein Konto, bis du es schließt. In deinem Konto siehst und berichtigst du deine Daten und Adressen; für eine Kopie oder die Löschung schreib dem Kundenservice.',
    'Dein Passwort wird nie lesbar gespeichert, und deine Anmeldung liegt in einem sicheren Cookie, das die Skripte der Seite nicht lesen können.',
  ],
  cookies: [
    'Der Shop setzt nur die zwei Cookies, die er zum Funktionieren braucht: Eines merkt sich das gewählte Land, das andere hält dich sicher angemeldet. Keines dient dazu, ein Profil von dir zu erstellen.',
    'Dein Browser speichert außerdem Warenkorb, Grußkartentext und Land auf diesem Gerät, damit sie bei deinem nächsten Besuch noch da sind. Wenn du die Websitedaten im Browser löschst, verschwinden sie.',
  ],
  terms: [
    'Für jeden Kauf gelten diese Bedingungen und das Verbraucherrecht des Landes, aus dem du kaufst. Der Vertrag kommt zustande, wenn wir deine Bestellung per E-Mail bestätigen.',
    'Es gilt der Preis, der beim Absenden der Bestellung im Warenkorb steht. Rabattcodes und Geschenkkarten werden im Warenkorb oder an der Kasse eingelöst und nicht bar ausgezahlt.',
    'Wein und andere alkoholische Produkte verkaufen wir nur an Erwachsene, die im Lieferland das gesetzliche Mindestalter für den Kauf von Alkohol erreicht haben.',
    'Bei Fragen oder Reklamationen zu einer Bestellung schreib dem Kundenservice: Wir antworten innerhalb eines Werktags.',
  ],
} satisfies InfoTexts
