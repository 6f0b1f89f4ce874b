import { useTranslation } from '@storefront/shared/react-i18n'
import type { Bootstrap } from '@storefront/shared/registry'
import styles from './contact-card.module.css'

/** Customer care as the deployment configures it (the edge's CONTACT_EMAIL and CONTACT_PHONE). */
export type Contact = NonNullable<Bootstrap['contact']>

/** How to reach customer care: the footer's contact entry opens it. */
export function ContactCard({ contact }: { readonly contact: Contact }) {
  const { t } = useTranslation()
  const { email, phone } = contact
  return (
    <div className={styles.card}>
      <p className={styles.text}>{t('contact.text')}</p>
      {(email || phone) && (
        <dl className={styles.list}>
          {email && (
            <>
              <dt>{t('contact.email')}</dt>
              <dd>
                <a href={`mailto:${email}`}>{email}</a>
              </dd>
            </>
          )}
          {phone && (
            <>
              <dt>{t('contact.phone')}</dt>
              <dd>
                <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
              </dd>
            </>
          )}
        </dl>
      )}
      <p className={styles.hours}>{t('contact.hours')}</p>
    </div>
  )
}
