import { useTranslation } from '@storefront/shared/react-i18n'
import { useTakingLong } from '../lib/use-taking-long'
import styles from './slow-note.module.css'

/**
 * "Still loading" once a skeleton has shown longer than usual. A live region from the start, and
 * outside the skeleton's `aria-busy`, so a screen reader hears the words when they come.
 */
export function SlowNote() {
  const { t } = useTranslation()
  const long = useTakingLong()
  return <output className={styles.note}>{long ? t('common:loadingSlow') : ''}</output>
}
