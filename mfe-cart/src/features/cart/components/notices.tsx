import { errorOf } from '@storefront/shared/errors'
import { languageInSentence, localeTag } from '@storefront/shared/i18n'
import { useTranslation } from '@storefront/shared/react-i18n'
import { useId, useState } from 'react'
import { useErrorText } from '../../../lib/error-text'
import { Icon } from '../../../lib/icons'
import { storage } from '../../../lib/storage'
import { useCart } from '../hooks/cart-runtime-context'
import { feedbackAt, type Notice } from '../stores/feedback-slice'
import styles from './notices.module.css'

interface Props {
  /**
   * The page's failure is all the page shows (the cart could not be read): it cannot be closed,
   * and `errorId` names it for the button that tries again. Closed, it left a lone "Try again"
   * that said nothing of what failed or what it would try.
   */
  readonly lasting?: { readonly errorId: string }
}

/**
 * What the cart changed by itself (`Notice`), any failure that belongs to the page rather than a
 * field, and, in a browser that keeps no site data, that a reload would empty the cart.
 */
export function Notices({ lasting }: Props = {}) {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const notices = useCart((state) => state.notices)
  const feedback = useCart((state) => feedbackAt(state, 'page'))
  const checking = useCart((state) => state.pending?.scope === 'page')
  const clear = useCart((state) => state.clearFeedback)
  const dismissNotice = useCart((state) => state.dismissNotice)
  const id = useId()
  const holdsItems = useCart((state) => (state.order?.lines.length ?? 0) > 0)
  // The language the order's e-mails would still come in, while it could not follow the shopper's.
  const orderLanguage = useCart(({ languageUnsaved, order, context }) =>
    languageUnsaved && order?.languageCode && order.languageCode !== context?.locale
      ? order.languageCode
      : null,
  )
  const tag = useCart(({ context }) => (context ? localeTag(context.locale, context.country) : null))
  const noticeText = (notice: Notice) =>
    notice.kind === 'coupon-dropped'
      ? t('code.couponDropped', { code: notice.code })
      : notice.kind === 'change-lost'
        ? t('changeLost')
        : notice.kind === 'line-gone'
          ? t('lineGone')
          : notice.kind === 'items-dropped'
            ? t('itemsDropped')
            : t(errorOf('unavailable_items_changed').key)
  // Asked once: the browser's setting holds for the visit.
  const [remembered] = useState(storage.remembers)
  return (
    <>
      <div className={styles.stack}>
        {/* Told before it happens: found empty after a reload, the cart would seem to have lost it. */}
        {holdsItems && !remembered && (
          <div className={`${styles.notice} ${styles.lasting}`} data-testid="cart-not-remembered">
            <Icon name="alert" />
            <p>{t('notRemembered')}</p>
          </div>
        )}
        {orderLanguage && tag && (
          <div
            className={`${styles.notice} ${styles.lasting}`}
            role="status"
            data-testid="cart-language-unsaved"
          >
            <Icon name="alert" />
            <p>{t('languageUnsaved', { language: languageInSentence(orderLanguage, tag) })}</p>
          </div>
        )}
        {notices.map((notice) => (
          <div key={notice.kind} className={styles.notice} role="alert" data-testid="cart-notice">
            <Icon name="alert" />
            <p id={`${id}-${notice.kind}`}>{noticeText(notice)}</p>
            {/* Described by its notice: with two on show, "Close" alone did not say which went. */}
            <button
              type="button"
              className={styles.dismiss}
              aria-label={t('common:modal.close')}
              aria-describedby={`${id}-${notice.kind}`}
              onClick={() => dismissNotice(notice.kind)}
            >
              <Icon name="close" size={16} />
            </button>
          </div>
        ))}
        {feedback && (
          <div className={styles.error} role="alert" data-testid="cart-error">
            <Icon name="alert" />
            <p id={lasting?.errorId}>{errorText(feedback.code, feedback.values)}</p>
            {!lasting && (
              <button
                type="button"
                className={styles.dismiss}
                aria-label={t('common:modal.close')}
                onClick={() => clear('page')}
              >
                <Icon name="close" size={16} />
              </button>
            )}
          </div>
        )}
      </div>
      {/*
       * Heard, not seen: the checkout button shows the words (OrderSummary). A line here, there
       * for the moment of the check that opens the cart, pushed the whole cart down and back up.
       * Mounted before the check, so a screen reader follows the region it found.
       */}
      <output className={styles.hidden} data-testid="cart-checking">
        {checking ? t('availability.checking') : ''}
      </output>
    </>
  )
}
