import type { Messages } from '../../types'

export const checkout = {
  title: 'Commande',
  steps: {
    label: 'Étapes de la commande',
    cart: 'Panier',
    shippingPayment: 'Livraison et paiement',
    confirmation: 'Confirmation',
    progress: 'Étape {{step}} sur {{steps}}',
  },
  customer: {
    title: 'Vos coordonnées',
    email: 'E-mail',
    emailHint: 'Nous vous enverrons la confirmation de commande à cette adresse.',
    guest: {
      title: 'Commander en tant qu’invité',
      text: 'Pas besoin de compte pour commander.',
      action: 'Continuer en tant qu’invité',
    },
    login: {
      title: 'Vous avez déjà un compte ?',
      text: 'Connectez-vous pour utiliser vos adresses enregistrées.',
      action: 'Se connecter',
    },
    register: {
      title: 'Créer un compte',
      text: 'Enregistrez vos coordonnées pour la prochaine fois et suivez vos commandes.',
      action: 'Créer un compte',
    },
    signedInAs: 'Connecté en tant que {{email}}',
    notYou: 'Ce n’est pas vous ? Se déconnecter',
  },
  shipping: {
    title: 'Adresse de livraison',
    savedAddresses: 'Vos adresses',
    useAddress: 'Utiliser cette adresse',
    newAddress: 'Nouvelle adresse',
    methodTitle: 'Mode de livraison',
    free: 'Offerte',
    estimate: 'Livraison sous {{days}} jours ouvrés',
  },
  billing: {
    title: 'Adresse de facturation',
    sameAsShipping: 'Identique à l’adresse de livraison',
    requestInvoice: 'Je souhaite une facture',
  },
  payment: {
    title: 'Moyen de paiement',
    methods: {
      wireTransfer: 'Virement bancaire',
      cashOnDelivery: 'Paiement à la livraison',
      card: 'Carte de crédit ou de débit',
      paypal: 'PayPal',
    },
    wireTransferText:
      'Vous recevrez nos coordonnées bancaires par e-mail ; nous expédions dès réception du virement.',
    cashOnDeliveryText: 'Vous payez le livreur à la livraison.',
    paypalText: 'Vous finaliserez le paiement sur PayPal.',
    card: {
      number: 'Numéro de carte',
      expiry: 'Date d’expiration (MM/AA)',
      cvv: 'Cryptogramme (CVV)',
      holder: 'Titulaire de la carte',
    },
    secure: 'Les paiements sont sécurisés et chiffrés.',
    notNeeded: 'Aucun paiement n’est nécessaire pour cette commande.',
  },
  summary: { title: 'Votre commande', editCart: 'Modifier le panier' },
  consent: {
    privacy: 'J’ai lu la politique de confidentialité',
    terms: 'J’accepte les conditions générales de vente',
    privacyLink: 'Lire la politique de confidentialité',
    termsLink: 'Lire les conditions générales de vente',
  },
  placeOrder: 'Valider la commande',
  placing: 'Envoi de votre commande…',
  backToCart: 'Retour au panier',
  success: {
    title: 'Merci pour votre commande !',
    orderNumber: 'Numéro de commande : {{number}}',
    text: 'Nous avons envoyé une confirmation à {{email}}.',
    wireTransfer:
      'Pour finaliser votre commande, veuillez effectuer un virement de {{amount}} en indiquant le numéro de commande {{number}} en référence.',
    viewOrders: 'Voir vos commandes',
    continueShopping: 'Continuer mes achats',
  },
  paymentError: {
    title: 'Le paiement a échoué',
    text: 'Votre paiement n’a pas pu aboutir et aucun montant ne vous a été débité. Veuillez réessayer ou choisir un autre moyen de paiement.',
    retry: 'Réessayer',
    changeMethod: 'Changer de moyen de paiement',
  },
} as const satisfies Messages
