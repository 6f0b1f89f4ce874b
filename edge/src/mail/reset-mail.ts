import type { Locale } from '@storefront/shared/markets'

const texts: Readonly<Record<Locale, { subject: string; body: string }>> = {
  it: { subject: 'Reimposta la tua password', body: 'Per scegliere una nuova password apri questo link:' },
  en: { subject: 'Reset your password', body: 'To choose a new password, open this link:' },
  de: { subject: 'Setze dein Passwort zurück', body: 'Um ein neues Passwort zu wählen, öffne diesen Link:' },
  es: { subject: 'Restablece tu contraseña', body: 'Para elegir una nueva contraseña, abre este enlace:' },
  fr: {
    subject: 'Réinitialisez votre mot de passe',
    body: 'Pour choisir un nouveau mot de passe, ouvrez ce lien :',
  },
}

/** The password reset mail in the customer's language. */
export function resetMail(locale: Locale, link: string): { subject: string; text: string } {
  const { subject, body } = texts[locale]
  return { subject, text: `${body}\n\n${link}\n` }
}
