import { defaultDeliveryDays as days } from '@storefront/shared/constants'
import { type InfoTexts, promptDeliveryDays as promptDays } from '../../../lib/info-topics'

export default {
  shipping: [
    'Spediamo in tutti i paesi in cui il negozio vende: scegli il tuo con il selettore del paese in cima alla pagina, e prezzi, tasse e valuta si adeguano.',
    `Ogni pagina prodotto indica quando arriverà: una data se può arrivare nel tuo paese entro ${promptDays} giorni lavorativi da quando parte (il giorno dell’ordine, o il primo giorno lavorativo dopo), altrimenti un numero di giorni lavorativi. Dove non è indicata una stima, calcola da ${days.min} a ${days.max} giorni lavorativi.`,
    'Le spese di spedizione dipendono dal paese e dal metodo di spedizione scelto; le vedi al checkout, dopo aver scelto il metodo, prima di pagare.',
  ],
  payments: [
    'Paga con carta o PayPal: i pagamenti sono gestiti da Braintree, un servizio di PayPal, e i dati della tua carta non arrivano mai ai nostri server.',
    'Puoi anche pagare con bonifico bancario: spediamo quando il pagamento è arrivato. In Italia puoi pagare in contrassegno, con un piccolo supplemento riscosso dal corriere.',
    'I prezzi sono addebitati nella valuta del tuo paese: euro, sterlina, franco svizzero o dollaro statunitense. Nell’Unione europea, nel Regno Unito e in Svizzera includono l’IVA; altrove imposte e dazi sono calcolati al checkout. Le accise su vino e distillati sono incluse dove il prodotto lo indica.',
  ],
  returns: [
    'Puoi recedere dall’acquisto entro 14 giorni dalla consegna senza indicarne il motivo: scrivi all’assistenza clienti con il numero dell’ordine.',
    'Rispedisci i prodotti integri e nella confezione originale entro 14 giorni dalla comunicazione. Rimborsiamo quanto pagato, compresa la spedizione standard, con lo stesso metodo di pagamento entro 14 giorni dalla richiesta, una volta ricevuti i prodotti; le spese di restituzione sono a tuo carico.',
    'Gli alimenti deperibili e i prodotti sigillati come vino e olio, se aperti dopo la consegna, non possono essere restituiti per motivi igienici.',
    'Se un prodotto arriva danneggiato o non è quello che hai ordinato, avvisaci: in base alla garanzia legale lo sostituiamo o lo rimborsiamo a nostre spese.',
  ],
  privacy: [
    'Usiamo nome, e-mail, indirizzi e ordini per consegnarti ciò che acquisti, per gestire il tuo account e, se la richiedi, per emettere la fattura elettronica. Li condividiamo solo con chi ne ha bisogno per questo: il servizio di pagamento, i corrieri e la nostra piattaforma di e-commerce.',
    'Conserviamo i dati degli ordini per il tempo previsto dalla legge fiscale e l’account finché non lo chiudi. Nel tuo account puoi vedere e correggere i tuoi dati e indirizzi; per riceverne una copia o farli cancellare, scrivi all’assistenza clienti.',
    'La tua password non è mai conservata in forma leggibile e l’accesso è custodito in un cookie sicuro che gli script della pagina non possono leggere.',
  ],
  cookies: [
    'Il negozio usa solo i due cookie che gli servono per funzionare: uno ricorda il paese che hai scelto, l’altro mantiene l’accesso in modo sicuro. Nessuno dei due serve a profilarti.',
    'Il browser conserva anche il carrello, il messaggio del biglietto d’auguri e il paese su questo dispositivo, così li ritrovi quando torni. Cancellando i dati del sito dal browser li elimini.',
  ],
  terms: [
    'Ogni vendita è regolata da queste condizioni e dalla legge a tutela dei consumatori del paese da cui acquisti. Il contratto si conclude quando confermiamo l’ordine via e-mail.',
    'Vale il prezzo presente nel carrello al momento dell’ordine. I codici sconto e le carte regalo si usano nel carrello o al checkout e non sono convertibili in denaro.',
    'Vino e altri prodotti alcolici sono venduti solo a maggiorenni che abbiano l’età legale per il consumo di alcolici nel paese di consegna.',
    'Per domande o reclami su un ordine scrivi all’assistenza clienti: rispondiamo entro un giorno lavorativo.',
  ],
} satisfies InfoTexts
