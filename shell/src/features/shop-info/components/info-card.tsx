import { localeTag, localSpelling } from '@storefront/shared/i18n'
import type { Locale } from '@storefront/shared/markets'
import { useTranslation } from '@storefront/shared/react-i18n'
import { useEffect, useState } from 'react'
import button from '../../../components/button.module.css'
import type { InfoTexts, InfoTopic } from '../../../lib/info-topics'
import { loadInfoTexts } from '../load-info-texts'
import styles from './info-card.module.css'

type Loaded = { status: 'loading' } | { status: 'error' } | { status: 'ready'; texts: InfoTexts }

interface InfoCardProps {
  readonly topic: InfoTopic
  readonly locale: Locale
  /** The market's, for its spelling (Swiss German has no ß). */
  readonly country?: string
}

/** One customer-care or legal text, which the footer's entries open in a dialog. */
export function InfoCard({ topic, locale, country }: InfoCardProps) {
  const { t } = useTranslation()
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is there to load again on retry
  useEffect(() => {
    let current = true
    setLoaded({ status: 'loading' })
    loadInfoTexts(locale).then(
      (texts) => current && setLoaded({ status: 'ready', texts }),
      (error: unknown) => {
        console.error(`the ${locale} shop texts could not be loaded`, error)
        if (current) setLoaded({ status: 'error' })
      },
    )
    return () => {
      current = false
    }
  }, [locale, attempt])

  if (loaded.status === 'loading') {
    return (
      <p className={styles.text} aria-busy="true">
        {t('loading')}
      </p>
    )
  }
  if (loaded.status === 'error') {
    return (
      <div role="alert">
        <p className={styles.text}>{t('footer.infoUnavailable')}</p>
        <button type="button" className={button.secondary} onClick={() => setAttempt((n) => n + 1)}>
          {t('errorPage.retry')}
        </button>
      </div>
    )
  }
  const spell = localSpelling(localeTag(locale, country))
  return (
    <div className={styles.card}>
      {loaded.texts[topic].map((paragraph) => (
        <p key={paragraph} className={styles.text}>
          {spell(paragraph)}
        </p>
      ))}
    </div>
  )
}
