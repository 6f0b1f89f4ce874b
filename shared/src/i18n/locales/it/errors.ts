import type { Messages } from '../../types'

export const errors = {
  invalidCredentials: 'E-mail o password non validi.',
  tokenError: 'Non siamo riusciti ad avviare la sessione. Riprova tra qualche istante.',
  sessionExpired:
    'La sessione è scaduta: abbiamo ricaricato il negozio. Riprova; se avevi effettuato l’accesso, accedi di nuovo prima.',
  addCartError: 'Non siamo riusciti ad aggiungere il prodotto al carrello. Riprova.',
  addMarketChanged: 'Non aggiunto al carrello: nel frattempo il paese è cambiato. Aggiungilo di nuovo qui.',
  invalidCouponCode: 'Il codice inserito non è valido.',
  noActiveGiftCard: 'Il codice non corrisponde a nessuna carta regalo attiva.',
  noActiveCoupon: 'Il codice non corrisponde a nessun codice sconto attivo.',
  noActiveGiftCardOrCoupon: 'Il codice non corrisponde a nessuna carta regalo o codice sconto attivo.',
  codeNotApplied: 'Il codice non è stato applicato all’ordine. Riprova.',
  paymentDetailsInvalid: 'Controlla i dati di pagamento e riprova.',
  orderDataInvalid: 'Alcuni dati dell’ordine non sono validi. Controllali e riprova.',
  lineQuantityNotChanged:
    'Non siamo riusciti a cambiare la quantità di {{p}}. Prova con una quantità minore, oppure ricarica la pagina per vedere il carrello com’è ora.',
  lineChangedElsewhere:
    'La quantità di {{p}} è cambiata nel frattempo, forse in un’altra finestra: ora il carrello ne contiene {{quantity}}. Cambiala di nuovo se ne vuoi un’altra.',
  lineNotRemoved:
    'Non siamo riusciti a togliere {{p}} dal carrello. Ricarica la pagina per vedere il carrello com’è ora, poi riprova.',
  greetingCardNotChanged:
    'Non siamo riusciti a cambiare il biglietto di auguri di {{p}}. Ricarica la pagina per vedere il carrello com’è ora, poi riprova.',
  giftMessageNotSaved:
    'Non siamo riusciti a salvare il messaggio di auguri. Controlla che contenga solo lettere e punteggiatura comuni, accorcialo e riprova, oppure ricarica la pagina per vedere il carrello com’è ora.',
  stockCheckNotApplied:
    'Non siamo riusciti ad adeguare tutti gli articoli del carrello a quello che è ancora disponibile. Ricarica la pagina per vedere il carrello com’è ora e controlla le quantità prima di procedere all’acquisto.',
  orderNotEditable:
    'Questo carrello non si può più modificare: il suo ordine è stato inviato o annullato, forse in un’altra finestra. Ricarica la pagina per vedere il carrello.',
  placeOrderFailed: 'Non siamo riusciti a completare l’ordine. Non ti è stato addebitato nulla: riprova.',
  paymentFailed: 'Il pagamento non è andato a buon fine. Riprova o scegli un altro metodo di pagamento.',
  missingParameters: 'Mancano alcune informazioni: completa tutti i campi obbligatori.',
  invalidEmail: 'L’indirizzo e-mail non è valido.',
  invalidPassword: 'La password non è valida: deve avere almeno 6 caratteri.',
  emailAlreadyRegistered: 'Questo indirizzo e-mail è già registrato. Accedi o recupera la password.',
  wrongOldPassword: 'La password attuale non è corretta.',
  passwordsNotMatch: 'Le password non coincidono.',
  resetLinkInvalid: 'Questo link è scaduto o è già stato usato. Chiedine uno nuovo: un link vale un’ora.',
  itemLimitPieces_one: 'Nel carrello puoi avere solo {{count, number}} pezzo di {{p}}.',
  itemLimitPieces_many: 'Nel carrello puoi avere al massimo {{count, number}} di pezzi di {{p}}.',
  itemLimitPieces_other: 'Nel carrello puoi avere al massimo {{count, number}} pezzi di {{p}}.',
  stockLimitPieces_one:
    'Con quello che c’è in magazzino, nel carrello c’è posto solo per {{count, number}} pezzo di {{p}}.',
  stockLimitPieces_many:
    'Con quello che c’è in magazzino, nel carrello c’è posto solo per {{count, number}} di pezzi di {{p}}.',
  stockLimitPieces_other:
    'Con quello che c’è in magazzino, nel carrello c’è posto solo per {{count, number}} pezzi di {{p}}.',
  unavailableItems:
    'Alcuni prodotti non sono più disponibili: li abbiamo rimossi dal carrello o ne abbiamo modificato la quantità.',
  networkError: 'Non riusciamo a raggiungere il negozio. Controlla la connessione e riprova tra poco.',
  timeout: 'Il negozio sta impiegando troppo tempo a rispondere. Riprova tra qualche istante.',
  rateLimited: 'Sono arrivate troppe richieste in poco tempo. Attendi un minuto e riprova.',
  generic: 'Si è verificato un errore imprevisto. Riprova.',
} as const satisfies Messages
