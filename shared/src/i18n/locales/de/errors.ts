import type { Messages } from '../../types'

export const errors = {
  invalidCredentials: 'E-Mail-Adresse oder Passwort ungültig.',
  tokenError: 'Deine Sitzung konnte nicht gestartet werden. Bitte versuche es gleich noch einmal.',
  sessionExpired:
    'Deine Sitzung ist abgelaufen: Wir haben den Shop neu geladen. Bitte versuche es noch einmal; warst du angemeldet, melde dich zuerst erneut an.',
  addCartError: 'Das Produkt konnte nicht in den Warenkorb gelegt werden. Bitte versuche es erneut.',
  addMarketChanged:
    'Nicht in den Warenkorb gelegt: Das Land hat sich inzwischen geändert. Lege es hier noch einmal hinein.',
  invalidCouponCode: 'Dieser Code ist ungültig.',
  noActiveGiftCard: 'Dieser Code passt zu keiner aktiven Geschenkkarte.',
  noActiveCoupon: 'Dieser Code ist kein aktiver Rabattcode.',
  noActiveGiftCardOrCoupon: 'Dieser Code ist weder eine aktive Geschenkkarte noch ein aktiver Rabattcode.',
  codeNotApplied: 'Der Code wurde nicht auf deine Bestellung angewendet. Bitte versuche es noch einmal.',
  paymentDetailsInvalid: 'Bitte überprüfe deine Zahlungsdaten und versuche es erneut.',
  orderDataInvalid: 'Einige Bestelldaten sind ungültig. Bitte überprüfe sie und versuche es erneut.',
  lineQuantityNotChanged:
    'Wir konnten die Menge von {{p}} nicht ändern. Versuche es mit einer kleineren Menge oder lade die Seite neu, um deinen Warenkorb im aktuellen Stand zu sehen.',
  lineChangedElsewhere:
    'Die Menge von {{p}} hat sich inzwischen geändert, vielleicht in einem anderen Fenster: Dein Warenkorb enthält jetzt {{quantity}}. Ändere sie noch einmal, wenn du eine andere Menge möchtest.',
  lineNotRemoved:
    'Wir konnten {{p}} nicht aus deinem Warenkorb entfernen. Lade die Seite neu, um deinen Warenkorb im aktuellen Stand zu sehen, und versuche es dann erneut.',
  greetingCardNotChanged:
    'Wir konnten die Grußkarte zu {{p}} nicht ändern. Lade die Seite neu, um deinen Warenkorb im aktuellen Stand zu sehen, und versuche es dann erneut.',
  giftMessageNotSaved:
    'Wir konnten deine Grußbotschaft nicht speichern. Prüfe, ob sie nur gewöhnliche Buchstaben und Satzzeichen enthält, kürze sie und versuche es erneut, oder lade die Seite neu, um deinen Warenkorb im aktuellen Stand zu sehen.',
  stockCheckNotApplied:
    'Wir konnten nicht alle Artikel in deinem Warenkorb an den noch vorhandenen Bestand anpassen. Lade die Seite neu, um deinen Warenkorb im aktuellen Stand zu sehen, und prüfe die Mengen, bevor du zur Kasse gehst.',
  orderNotEditable:
    'Dieser Warenkorb kann nicht mehr geändert werden: Seine Bestellung wurde aufgegeben oder storniert, vielleicht in einem anderen Fenster. Lade die Seite neu, um deinen Warenkorb zu sehen.',
  placeOrderFailed:
    'Deine Bestellung konnte nicht abgeschlossen werden. Es wurde nichts abgebucht: Bitte versuche es erneut.',
  paymentFailed:
    'Die Zahlung ist fehlgeschlagen. Bitte versuche es erneut oder wähle eine andere Zahlungsart.',
  missingParameters: 'Es fehlen Angaben: Bitte fülle alle Pflichtfelder aus.',
  invalidEmail: 'Diese E-Mail-Adresse ist ungültig.',
  invalidPassword: 'Das Passwort ist ungültig: Es muss mindestens 6 Zeichen lang sein.',
  emailAlreadyRegistered:
    'Diese E-Mail-Adresse ist bereits registriert. Melde dich an oder setze dein Passwort zurück.',
  wrongOldPassword: 'Dein aktuelles Passwort ist nicht korrekt.',
  passwordsNotMatch: 'Die Passwörter stimmen nicht überein.',
  resetLinkInvalid:
    'Dieser Link ist abgelaufen oder wurde schon verwendet. Fordere einen neuen an: Ein Link gilt eine Stunde.',
  itemLimitPieces_one: 'Dein Warenkorb kann nur {{count, number}} Stück {{p}} enthalten.',
  itemLimitPieces_other: 'Dein Warenkorb kann höchstens {{count, number}} Stück {{p}} enthalten.',
  stockLimitPieces_one:
    'Beim aktuellen Lagerbestand passt nur {{count, number}} Stück {{p}} in deinen Warenkorb.',
  stockLimitPieces_other:
    'Beim aktuellen Lagerbestand passen nur {{count, number}} Stück {{p}} in deinen Warenkorb.',
  unavailableItems:
    'Einige Artikel sind nicht mehr verfügbar: Wir haben sie aus deinem Warenkorb entfernt oder ihre Menge angepasst.',
  networkError:
    'Der Shop ist gerade nicht erreichbar. Bitte überprüfe deine Verbindung und versuche es gleich noch einmal.',
  timeout: 'Der Shop braucht zu lange für eine Antwort. Bitte versuche es gleich noch einmal.',
  rateLimited:
    'In kurzer Zeit sind zu viele Anfragen eingegangen. Bitte warte eine Minute und versuche es dann erneut.',
  generic: 'Etwas ist schiefgelaufen. Bitte versuche es erneut.',
} as const satisfies Messages
