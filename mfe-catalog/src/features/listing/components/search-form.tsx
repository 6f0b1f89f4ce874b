import { useTranslation } from '@storefront/shared/react-i18n'
import { type FormEvent, useId, useState } from 'react'
import hidden from '../../../components/visually-hidden.module.css'
import { useShop } from '../../../lib/shop-context'
import styles from './search-form.module.css'

/**
 * The search screen's own form, for an address without words; the shell turns the intent into
 * the search URL. Its label is the screen's title, so it is read, not shown twice.
 */
export function SearchForm() {
  const { t } = useTranslation()
  const { bus } = useShop()
  const id = useId()
  const [text, setText] = useState('')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const query = text.trim()
    if (query) bus.publish('nav:intent', { screen: { name: 'search', query } })
  }
  return (
    <search>
      <form className={styles.form} onSubmit={submit}>
        <label className={hidden.hidden} htmlFor={id}>
          {t('search.label')}
        </label>
        <div className={styles.row}>
          <input
            id={id}
            className={styles.input}
            type="search"
            value={text}
            placeholder={t('search.placeholder')}
            onChange={(event) => setText(event.currentTarget.value)}
          />
          <button type="submit" className={styles.submit}>
            {t('search.submit')}
          </button>
        </div>
      </form>
    </search>
  )
}
