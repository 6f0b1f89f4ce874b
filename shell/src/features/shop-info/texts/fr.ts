import { defaultDeliveryDays as days } from '@storefront/shared/constants'
import { type InfoTexts, promptDeliveryDays as promptDays } from '../../../lib/info-topics'

export default {
  shipping: [
    'Nous livrons dans tous les pays où la boutique vend : choisissez le vôtre avec le sélecteur de pays en haut de la page, et les prix, les taxes et la devise suivent.',
    `Chaque fiche produit indique quand il arrivera : une date s’il peut arriver dans votre pays en ${promptDays} jours ouvrés après son départ (le jour de la commande ou le jour ouvré suivant), sinon un nombre de jours ouvrés. Sans estimation, comptez de ${days.min} à ${days.max} jours ouvrés.`,
    'Les frais de livraison dépendent du pays et du mode de livraison choisi ; vous les voyez lors de la commande, en choisissant le mode, avant de payer.',
  ],
  payments: [
    'Payez par carte ou PayPal : les paiements sont traités par Braintree, un service de PayPal, et les données de votre carte n’atteignent jamais nos serveurs.',
    'Vous pouvez aussi payer par virement bancaire ; nous expédions dès réception du paiement. En Italie, le paiement à la livraison est possible, moyennant un petit supplément encaissé par le transporteur.',
    'Les prix sont débités dans la devise de votre pays : euro, livre sterling, franc suisse ou dollar américain. Dans l’Union européenne, au Royaume-Uni et en Suisse, ils incluent la TVA ; ailleurs, taxes et droits de douane sont calculés lors du paiement. Les droits d’accise sur le vin et les spiritueux sont inclus lorsque le produit l’indique.',
  ],
  returns: [
    'Vous pouvez vous rétracter dans les 14 jours suivant la livraison sans avoir à vous justifier : écrivez au service client en indiquant votre numéro de commande.',
    'Renvoyez les produits non utilisés et dans leur emballage d’origine dans les 14 jours suivant votre demande. Nous remboursons la somme payée, livraison standard comprise, avec le même moyen de paiement dans les 14 jours suivant votre demande, une fois les produits reçus ; les frais de retour sont à votre charge.',
    'Les denrées périssables et les produits scellés comme le vin et l’huile, s’ils ont été ouverts après la livraison, ne peuvent être retournés pour des raisons d’hygiène.',
    'Si un produit arrive abîmé ou ne correspond pas à votre commande, prévenez-nous : au titre de la garantie légale, nous le remplaçons ou le remboursons à nos frais.',
  ],
  privacy: [
    'Nous utilisons vos nom, e-mail, adresses et commandes pour livrer vos achats, gérer votre compte et, si vous la demandez, émettre une facture électronique. Nous ne les partageons qu’avec ceux qui en ont besoin pour cela : le service de paiement, les transporteurs et notre plateforme e-commerce.',
    'Nous conservons les données de commande aussi longtemps que la loi fiscale l’exige, et votre compte jusqu’à sa fermeture. Dans votre compte, vous consultez et corrigez vos données et adresses ; pour en obtenir une copie ou les faire effacer, écrivez au service client.',
    'Votre mot de passe n’est jamais conservé sous une forme lisible, et votre connexion est gardée dans un cookie sécurisé que les scripts de la page ne peuvent pas lire.',
  ],
  cookies: [
    'La boutique ne dépose que les deux cookies nécessaires à son fonctionnement : l’un retient le pays choisi, l’autre vous garde connecté en toute sécurité. Aucun ne sert à vous profiler.',
    'Votre navigateur garde aussi votre panier, le message de votre carte de vœux et votre pays sur cet appareil, pour que vous les retrouviez à votre retour. Effacer les données du site dans le navigateur les supprime.',
  ],
  terms: [
    'Toute vente est régie par ces conditions et par le droit de la consommation du pays depuis lequel vous achetez. Le contrat est conclu lorsque nous confirmons votre commande par e-mail.',
    'Le prix applicable est celui de votre panier au moment de la commande. Les codes promo et cartes cadeaux s’utilisent dans le panier ou lors de la commande et ne sont pas échangeables contre de l’argent.',
    'Le vin et les autres produits alcoolisés ne sont vendus qu’aux adultes ayant l’âge légal requis pour acheter de l’alcool dans le pays de livraison.',
    'Pour toute question ou réclamation sur une commande, écrivez au service client : nous répondons sous un jour ouvré.',
  ],
} satisfies InfoTexts
