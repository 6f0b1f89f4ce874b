import type { Messages } from '../../types'

export const cart = {
  title: 'Votre panier',
  empty: {
    title: 'Votre panier est vide',
    text: 'Découvrez nos huiles, nos vins et nos spécialités et ajoutez ce qui vous fait envie.',
    backToShop: 'Continuer mes achats',
  },
  item: {
    quantity: 'Quantité',
    quantityInvalid:
      'Saisissez une quantité de 1 à {{max}} ou cliquez sur « Retirer » pour supprimer le produit',
    remove: 'Retirer',
    removeNamed: 'Retirer {{name}} du panier',
    quantityChanged: '{{name}} : quantité {{quantity}}. Total {{total}}',
    removedNamed: 'Vous avez retiré {{name}} du panier.',
    savingSlow: 'Encore un instant : la modification prend plus de temps que d’habitude.',
    unitPrice: 'Prix unitaire :',
    compareAt: 'Au lieu de {{price}}',
    lineTotal: 'Total :',
    options: 'Options',
    greetingCard: 'Carte de vœux offerte',
    greetingCardNamed: 'Carte de vœux offerte avec {{name}}',
    bundleContents: 'Contenu du coffret',
  },
  totals: {
    title: 'Récapitulatif de la commande',
    subtotal: 'Sous-total',
    discount: 'Remise',
    shipping: 'Livraison',
    shippingAtCheckout: 'Calculée lors de la commande',
    shippingFree: 'Offerte',
    freeShippingMissing: 'Plus que {{missing}} pour la livraison offerte (dès {{amount}} d’achat).',
    taxes: 'Taxes',
    taxesAtCheckout: 'Calculées lors de la commande',
    taxesIncluded: 'Dont TVA : {{amount}}',
    giftCard: 'Carte cadeau',
    total: 'Total',
    toPay: 'Montant à payer',
    // Under the last amount while checkout has yet to price shipping, taxes or both.
    beforeShipping: 'Hors livraison',
    beforeTaxes: 'Hors taxes',
    beforeShippingAndTaxes: 'Hors livraison et taxes',
    exciseIncluded: 'Droits d’accise inclus',
  },
  code: {
    label: 'Code promo ou carte cadeau',
    placeholder: 'Votre code',
    apply: 'Appliquer',
    applying: 'Application…',
    remove: 'Retirer',
    coupon: 'Code promo {{code}}',
    couponLabel: 'Code promo',
    couponDropped: 'Nous avons retiré le code promo {{code}} : il n’est pas valable pour votre compte.',
    giftCard: 'Carte cadeau {{code}}',
    applied: 'Code {{code}} appliqué',
    removed: 'Code {{code}} retiré',
    oneCoupon:
      'S’il s’agit d’un code promo : une commande n’en accepte qu’un, retirez donc d’abord {{code}}.',
    oneGiftCard:
      'Une commande accepte une seule carte cadeau : pour en utiliser une autre, retirez d’abord {{code}}.',
    notGiftCardEither:
      'S’il s’agit d’une carte cadeau : elle ne vaut que pour les commandes dans sa propre devise (devise de cette commande : {{currency}}) et tant qu’il lui reste du crédit ; sinon, vérifiez le code.',
    notCouponEither: 'S’il s’agit d’un code promo, vérifiez-le : il ne correspond à aucun code promo actif.',
    giftCardCurrency:
      'Une carte cadeau ne vaut que pour les commandes dans sa propre devise (devise de cette commande : {{currency}}) et tant qu’il lui reste du crédit.',
    couponAlreadyOn: 'Le code promo {{code}} est déjà appliqué à votre commande.',
    giftCardAlreadyOn: 'La carte cadeau {{code}} est déjà appliquée à votre commande.',
    couponNoDiscount:
      'Ce code promo ne donne aucune remise sur votre panier tel qu’il est maintenant. Vérifiez ses conditions, par exemple un montant minimum de commande.',
    shippingDiscountAtCheckout:
      'Une remise sur la livraison n’apparaît que lors de la commande, où la livraison est calculée.',
  },
  giftMessage: {
    title: 'Message cadeau',
    label: 'Votre message',
    placeholder: 'Écrivez votre message ici',
    hint: '{{lines}} lignes de {{characters}} caractères au maximum.',
    save: 'Enregistrer le message',
    saving: 'Enregistrement…',
    saved: 'Message enregistré',
    unsaved: 'Pas encore enregistré',
    noCard:
      'Nous l’écrivons à la main sur la carte de vœux : cochez « {{card}} » sur l’article qu’elle accompagne.',
  },
  availability: {
    checking: 'Vérification de la disponibilité…',
  },
  languageUnsaved:
    'Nous n’avons pas pu changer la langue de votre commande : les e-mails la concernant pourraient arriver en {{language}}. Nous réessaierons à votre prochaine modification du panier.',
  lineGone:
    'Un article que vous avez modifié n’est plus dans votre panier : il a été retiré entre-temps, peut-être dans une autre fenêtre.',
  changeLost:
    'Votre session a dû recommencer, votre dernière modification du panier n’a donc pas été enregistrée : veuillez la refaire.',
  itemsDropped:
    'Lors de votre connexion, nous n’avons pas pu transférer tout le contenu de votre panier (articles ou carte cadeau) dans celui de votre compte : vérifiez votre panier et ajoutez ce qui manque.',
  notRemembered:
    'Votre navigateur n’autorise pas cette boutique à enregistrer des données : votre panier n’est conservé que tant que cette page reste ouverte, et il sera vidé si vous la rechargez ou la fermez.',
  proceedToCheckout: 'Valider mon panier',
  miniCart: {
    label: 'Panier',
    // The link's name starts with the words it shows (WCAG 2.5.3), then what only the badge tells.
    accessibleName: '{{label}} {{total}}, {{items}}',
    itemCount_one: '{{count, number}} article',
    itemCount_many: '{{count, number}} d’articles',
    itemCount_other: '{{count, number}} articles',
    adding: '{{label}}, ajout d’un article…',
  },
} as const satisfies Messages
