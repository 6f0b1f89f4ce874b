import type { Locale } from '@storefront/shared/markets'

/** What the document itself says, before any remote runs. */
export interface DocumentMessages {
  readonly title: string
  readonly noscript: string
  readonly deploying: string
}

// A small table of our own until the shared `common` dictionary carries these keys.
export const documentMessages: Readonly<Record<Locale, DocumentMessages>> = {
  it: {
    title: 'Negozio',
    noscript: 'Per usare il negozio attiva JavaScript nel browser.',
    deploying: 'Stiamo aggiornando il negozio. Riprova tra qualche minuto.',
  },
  en: {
    title: 'Shop',
    noscript: 'Please enable JavaScript in your browser to use the shop.',
    deploying: 'The shop is being deployed. Please try again in a few minutes.',
  },
  de: {
    title: 'Shop',
    noscript: 'Bitte aktivieren Sie JavaScript in Ihrem Browser, um den Shop zu nutzen.',
    deploying: 'Der Shop wird gerade aktualisiert. Bitte versuchen Sie es in einigen Minuten erneut.',
  },
  es: {
    title: 'Tienda',
    noscript: 'Activa JavaScript en tu navegador para usar la tienda.',
    deploying: 'Estamos actualizando la tienda. Inténtalo de nuevo en unos minutos.',
  },
  fr: {
    title: 'Boutique',
    noscript: 'Veuillez activer JavaScript dans votre navigateur pour utiliser la boutique.',
    deploying: 'La boutique est en cours de mise à jour. Veuillez réessayer dans quelques minutes.',
  },
}
