import { useTranslation } from '@storefront/shared/react-i18n'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import hidden from '../../../components/visually-hidden.module.css'
import styles from './search-box.module.css'

/**
 * Longer than any product's words: a paste of thousands of characters made an address past what
 * proxies and the edge accept (Cloudflare's is 16 KB), and a reload of it failed.
 */
export const searchQueryMaxLength = 100

interface Props {
  /** The query of the search screen showing, so the box reads what the results are for. */
  readonly query: string
  /** The address showing: words typed and not sent are dropped when the visitor moves on. */
  readonly page: string
  readonly onSearch: (query: string) => void
}

const hintId = 'shop-search-hint'

/** Whether the hint takes a line of its own under the box (the stylesheet's narrow screens). */
const inFlow = (hint: HTMLElement | null) => hint !== null && getComputedStyle(hint).position === 'static'

export function SearchBox({ query, page, onSearch }: Props) {
  const { t } = useTranslation()
  const [value, setValue] = useState(query)
  // Sent empty: the shopper is told what the box wants, and stays in it to type.
  const [emptySent, setEmptySent] = useState(false)
  const input = useRef<HTMLInputElement>(null)
  const hint = useRef<HTMLParagraphElement>(null)
  const shownQuery = useRef(query)
  // On the next page of the same search the query is unchanged, and a draft left there read as
  // what the results were for. Not while the visitor types in the box: a page that took a moment
  // to show must not take their words.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page is the reason to reset
  useEffect(() => {
    const typing = document.activeElement === input.current
    if (query !== shownQuery.current || !typing) setValue(query)
    shownQuery.current = query
    setEmptySent(false)
  }, [query, page])
  const submit = (event: FormEvent) => {
    event.preventDefault()
    // The field stops typing at the limit; a value set another way (autofill) is cut the same.
    const trimmed = value.trim().slice(0, searchQueryMaxLength).trim()
    if (trimmed) onSearch(trimmed)
    else {
      // A search for nothing finds nothing worth a page; a press that did nothing at all read as
      // a dead button. The focus goes back to the field (a click took it to the button).
      setEmptySent(true)
      input.current?.focus()
    }
  }
  return (
    <search className={styles.search}>
      <form className={styles.form} onSubmit={submit}>
        <label className={hidden.visuallyHidden} htmlFor="shop-search">
          {t('header.search.label')}
        </label>
        <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="m20 20-4-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <input
          ref={input}
          id="shop-search"
          className={styles.input}
          type="search"
          name="q"
          value={value}
          onChange={(event) => {
            setValue(event.target.value)
            setEmptySent(false)
          }}
          // Left, the box takes its hint away where it floats over the page. A click on Search
          // leaves it too, so a second empty press says it anew. Where the hint has a line of its
          // own (a phone), it stays: it covers nothing there, and taken away on the press of a
          // link below, it moved that link up from under the finger and the tap missed it.
          onBlur={() => {
            if (!inFlow(hint.current)) setEmptySent(false)
          }}
          aria-describedby={emptySent ? hintId : undefined}
          placeholder={t('header.search.placeholder')}
          autoComplete="off"
          maxLength={searchQueryMaxLength}
          enterKeyHint="search"
        />
        <button type="submit" className={styles.button}>
          <span className={styles.buttonText}>{t('header.search.button')}</span>
          <svg className={styles.buttonIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              d="M5 12h13m-5-5 5 5-5 5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </button>
      </form>
      {/* Always on the page, empty until needed: a live region that comes with its words is often
          not read out. A hint, not a fault: polite, not an alert. */}
      <p ref={hint} id={hintId} className={styles.hint} aria-live="polite">
        {emptySent ? t('header.search.empty') : ''}
      </p>
    </search>
  )
}
