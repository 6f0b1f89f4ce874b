import { useTranslation } from '@storefront/shared/react-i18n'
import styles from './contact-card.module.css'

// The shop's customer care; a real deployment would read these from its configuration.
const contact = { email: 'assistenza@bottega.example', phone: '+39 055 000 0000' }

/** How to reach customer care: the footer's contact entry opens it. */
export function ContactCard() {
  const { t } = useTranslation()
  return (
    <div className={styles.card}>
      <p className={styles.text}>{t('contact.text')}</p>
      <dl className={styles.list}>
        <dt>{t('contact.email')}</dt>
        <dd>
          <a href={`mailto:${contact.email}`}>{contact.email}</a>
        </dd>
        <dt>{t('contact.phone')}</dt>
        <dd>
          <a href={`tel:${contact.phone.replace(/\s/g, '')}`}>{contact.phone}</a>
        </dd>
      </dl>
      <p className={styles.hours}>{t('contact.hours')}</p>
    </div>
  )
}
