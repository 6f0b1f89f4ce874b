import { useTranslation } from '@storefront/shared/react-i18n'
import styles from './footer.module.css'
import { Logo } from './logo'

interface Props {
  /** Opens the contact card: the shop's contact entry. */
  readonly onContact: () => void
}

export function Footer({ onContact }: Props) {
  const { t } = useTranslation()
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
            <li>{t('footer.shipping')}</li>
            <li>{t('footer.payments')}</li>
            <li>{t('footer.returns')}</li>
          </ul>
        </section>
        <section aria-labelledby="footer-legal">
          <h2 id="footer-legal" className={styles.heading}>
            {t('footer.legal')}
          </h2>
          <ul className={styles.list}>
            <li>{t('footer.privacy')}</li>
            <li>{t('footer.cookies')}</li>
            <li>{t('footer.terms')}</li>
          </ul>
        </section>
      </div>
      <p className={styles.copyright}>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
    </footer>
  )
}
