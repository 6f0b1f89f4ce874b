import type { Locale } from '../markets/locales'

/** The localized path words of each section, so a French shopper reads `/produit/…`. */
export const pathWords = {
  listing: { it: 'prodotti', en: 'products', de: 'produkte', es: 'productos', fr: 'produits' },
  category: { it: 'categorie', en: 'categories', de: 'kategorien', es: 'categorias', fr: 'categories' },
  product: { it: 'prodotto', en: 'product', de: 'produkt', es: 'producto', fr: 'produit' },
  bundle: { it: 'confezione', en: 'bundle', de: 'set', es: 'lote', fr: 'coffret' },
  search: { it: 'cerca', en: 'search', de: 'suche', es: 'buscar', fr: 'recherche' },
  cart: { it: 'carrello', en: 'cart', de: 'warenkorb', es: 'carrito', fr: 'panier' },
  checkout: { it: 'cassa', en: 'checkout', de: 'kasse', es: 'pago', fr: 'paiement' },
  account: { it: 'account', en: 'account', de: 'konto', es: 'cuenta', fr: 'compte' },
  login: { it: 'accedi', en: 'login', de: 'anmelden', es: 'acceder', fr: 'connexion' },
  register: { it: 'registrati', en: 'register', de: 'registrieren', es: 'registro', fr: 'inscription' },
  forgotPassword: {
    it: 'password-dimenticata',
    en: 'forgot-password',
    de: 'passwort-vergessen',
    es: 'olvide-contrasena',
    fr: 'mot-de-passe-oublie',
  },
  changePassword: {
    it: 'cambia-password',
    en: 'change-password',
    de: 'passwort-aendern',
    es: 'cambiar-contrasena',
    fr: 'changer-mot-de-passe',
  },
  profile: { it: 'dati-personali', en: 'profile', de: 'profil', es: 'perfil', fr: 'profil' },
  addresses: { it: 'indirizzi', en: 'addresses', de: 'adressen', es: 'direcciones', fr: 'adresses' },
  orders: { it: 'ordini', en: 'orders', de: 'bestellungen', es: 'pedidos', fr: 'commandes' },
  shipping: { it: 'spedizione', en: 'shipping', de: 'versand', es: 'envio', fr: 'livraison' },
  confirmation: {
    it: 'conferma',
    en: 'confirmation',
    de: 'bestaetigung',
    es: 'confirmacion',
    fr: 'confirmation',
  },
  paymentError: {
    it: 'errore-pagamento',
    en: 'payment-error',
    de: 'zahlungsfehler',
    es: 'error-pago',
    fr: 'erreur-paiement',
  },
} as const satisfies Record<string, Record<Locale, string>>

export type PathWord = keyof typeof pathWords
