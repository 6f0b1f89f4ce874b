import { useTranslation } from '@storefront/shared/react-i18n'
import { customerCareTopics, type InfoTopic, infoTopicTitles, legalTopics } from '../../../lib/info-topics'
import styles from './footer.module.css'
import { Logo } from './logo'

interface Props {
  /** Opens the contact card: the shop's contact entry. */
  readonly onContact: () => void
  /** Opens one of the shop's customer-care or legal texts. */
  readonly onInfo: (topic: InfoTopic) => void
}

export function Footer({ onContact, onInfo }: Props) {
  const { t } = useTranslation()
  const entry = (topic: InfoTopic) => (
    <li key={topic}>
      <button type="button" className={styles.linkButton} onClick={() => onInfo(topic)}>
        {t(infoTopicTitles[topic])}
      </button>
    </li>
  )
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <Logo />
          <p className={styles.hours}>{t('contact.hours')}</p>
        </div>
        <section aria-labelledby="footer-care">
          <h2 id="footer-care" className={styles.heading}>
            {t('footer.customerCare')}
          </h2>
          <ul className={styles.list}>
            <li>
              <button type="button" className={styles.linkButton} onClick={onContact}>
                {t('footer.contact')}
              </button>
            </li>
            {customerCareTopics.map(entry)}
          </ul>
        </section>
        <section aria-labelledby="footer-legal">
          <h2 id="footer-legal" className={styles.heading}>
            {t('footer.legal')}
          </h2>
          <ul className={styles.list}>{legalTopics.map(entry)}</ul>
        </section>
      </div>
      <p className={styles.copyright}>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
    </footer>
  )
}
