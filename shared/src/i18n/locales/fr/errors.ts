import type { Messages } from '../../types'

export const errors = {
  invalidCredentials: 'Adresse e-mail ou mot de passe incorrect.',
  tokenError: 'Nous n’avons pas pu ouvrir votre session. Veuillez réessayer dans un instant.',
  sessionExpired:
    'Votre session a expiré : nous avons rechargé la boutique. Veuillez réessayer ; si vous étiez connecté, reconnectez-vous d’abord.',
  addCartError: 'Nous n’avons pas pu ajouter ce produit à votre panier. Veuillez réessayer.',
  addMarketChanged: 'Non ajouté au panier : le pays a changé entre-temps. Ajoutez-le de nouveau ici.',
  invalidCouponCode: 'Ce code n’est pas valide.',
  noActiveGiftCard: 'Ce code ne correspond à aucune carte cadeau active.',
  noActiveCoupon: 'Ce code ne correspond à aucun code promo actif.',
  noActiveGiftCardOrCoupon: 'Ce code ne correspond à aucune carte cadeau ni à aucun code promo actif.',
  codeNotApplied: 'Ce code n’a pas été appliqué à votre commande. Veuillez réessayer.',
  paymentDetailsInvalid: 'Veuillez vérifier vos informations de paiement et réessayer.',
  orderDataInvalid:
    'Certaines informations de la commande ne sont pas valides. Veuillez les vérifier et réessayer.',
  lineQuantityNotChanged:
    'Nous n’avons pas pu modifier la quantité de {{p}}. Essayez une quantité plus petite, ou rechargez la page pour voir votre panier tel qu’il est maintenant.',
  lineChangedElsewhere:
    'La quantité de {{p}} a changé entre-temps, peut-être dans une autre fenêtre : votre panier en contient maintenant {{quantity}}. Modifiez-la de nouveau si vous souhaitez une autre quantité.',
  lineNotRemoved:
    'Nous n’avons pas pu retirer {{p}} de votre panier. Rechargez la page pour voir votre panier tel qu’il est maintenant, puis réessayez.',
  greetingCardNotChanged:
    'Nous n’avons pas pu modifier la carte de vœux de {{p}}. Rechargez la page pour voir votre panier tel qu’il est maintenant, puis réessayez.',
  giftMessageNotSaved:
    'Nous n’avons pas pu enregistrer votre message cadeau. Vérifiez qu’il ne contient que des lettres et des signes de ponctuation courants, raccourcissez-le et réessayez, ou rechargez la page pour voir votre panier tel qu’il est maintenant.',
  stockCheckNotApplied:
    'Nous n’avons pas pu ajuster tous les articles de votre panier au stock encore disponible. Rechargez la page pour voir votre panier tel qu’il est maintenant, et vérifiez les quantités avant de valider votre panier.',
  orderNotEditable:
    'Ce panier ne peut plus être modifié : sa commande a été passée ou annulée, peut-être dans une autre fenêtre. Rechargez la page pour voir votre panier.',
  placeOrderFailed:
    'Nous n’avons pas pu valider votre commande. Aucun montant ne vous a été débité : veuillez réessayer.',
  paymentFailed: 'Le paiement n’a pas abouti. Veuillez réessayer ou choisir un autre moyen de paiement.',
  missingParameters: 'Il manque des informations : veuillez remplir tous les champs obligatoires.',
  invalidEmail: 'Cette adresse e-mail n’est pas valide.',
  invalidPassword: 'Le mot de passe n’est pas valide : il doit contenir au moins 6 caractères.',
  emailAlreadyRegistered:
    'Cette adresse e-mail est déjà enregistrée. Connectez-vous ou réinitialisez votre mot de passe.',
  wrongOldPassword: 'Votre mot de passe actuel est incorrect.',
  passwordsNotMatch: 'Les mots de passe ne correspondent pas.',
  resetLinkInvalid:
    'Ce lien a expiré ou a déjà servi. Demandez-en un nouveau : un lien est valable une heure.',
  itemLimitPieces_one: 'Votre panier peut contenir {{count, number}} unité de {{p}} au maximum.',
  itemLimitPieces_many: 'Votre panier peut contenir jusqu’à {{count, number}} d’unités de {{p}}.',
  itemLimitPieces_other: 'Votre panier peut contenir jusqu’à {{count, number}} unités de {{p}}.',
  stockLimitPieces_one:
    'Avec le stock disponible, votre panier ne peut contenir que {{count, number}} unité de {{p}}.',
  stockLimitPieces_many:
    'Avec le stock disponible, votre panier ne peut contenir que {{count, number}} d’unités de {{p}}.',
  stockLimitPieces_other:
    'Avec le stock disponible, votre panier ne peut contenir que {{count, number}} unités de {{p}}.',
  unavailableItems:
    'Certains articles ne sont plus disponibles : nous les avons retirés de votre panier ou avons modifié leur quantité.',
  networkError: 'Impossible de joindre la boutique. Vérifiez votre connexion et réessayez dans un instant.',
  timeout: 'La boutique met trop de temps à répondre. Veuillez réessayer dans un instant.',
  rateLimited:
    'Trop de demandes sont arrivées en peu de temps. Veuillez patienter une minute, puis réessayer.',
  generic: 'Une erreur inattendue s’est produite. Veuillez réessayer.',
} as const satisfies Messages
