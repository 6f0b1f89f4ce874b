import { errorOf, isErrorCode } from '@storefront/shared/errors'
import type { Locale } from '@storefront/shared/markets'
import { useTranslation } from '@storefront/shared/react-i18n'
import type { RouteBase } from '@storefront/shared/routes'
import { pathTo } from '@storefront/shared/routes'
import { type ReactNode, useEffect, useId, useRef } from 'react'
import button from '../../../components/button.module.css'
import { Dialog } from '../../../components/dialog'
import text from '../../../components/dialog-actions.module.css'
import { type InfoTopic, infoTopicTitles } from '../../../lib/info-topics'
import { navigate } from '../../../lib/location-store'
import { useWordsOfKey } from '../hooks/use-words-of-key'
import { type ShellModal, useModalStore } from '../stores/modal-store'
import { type Contact, ContactCard } from './contact-card'

interface Props {
  readonly routeBase: RouteBase
  readonly locale: Locale
  readonly contact: Contact
  readonly onLogout: () => void
  /** The shop text a footer link opens; the shop-info feature's, which the app passes in. */
  readonly info: (topic: InfoTopic) => ReactNode
}

/** Renders the modal asked for; sign-in is the account remote's screen, so `auth` navigates there. */
export function ModalHost({ routeBase, locale, contact, onLogout, info }: Props) {
  const { t } = useTranslation()
  const modal = useModalStore((state) => state.modal)
  const close = useModalStore((state) => state.close)
  // A confirmation starts on its least destructive action.
  const stayLoggedIn = useRef<HTMLButtonElement>(null)
  const textId = useId()
  const wordsReady = useWordsOfKey(modal?.kind === 'feedback' ? modal.messageKey : undefined, locale)

  useEffect(() => {
    if (modal?.kind !== 'auth') return
    close()
    navigate(pathTo(routeBase, { name: modal.mode === 'register' ? 'register' : 'login' }))
  }, [modal, close, routeBase])

  if (!modal || modal.kind === 'auth' || !wordsReady) return null
  // A modal opened over another is a new dialog, not the old one with new words: it opens again,
  // so focus moves to it, and closing it hands focus back to what opened the first.
  const key = modalKey(modal)
  const dialog = { onDismiss: close, closeLabel: t('modal.close') }
  if (modal.kind === 'contact') {
    return (
      <Dialog key={key} title={t('contact.title')} {...dialog}>
        <ContactCard contact={contact} />
      </Dialog>
    )
  }
  if (modal.kind === 'info') {
    return (
      <Dialog key={key} title={t(infoTopicTitles[modal.topic])} {...dialog}>
        {info(modal.topic)}
      </Dialog>
    )
  }
  if (modal.kind === 'logout-confirm') {
    return (
      <Dialog
        key={key}
        title={t('logout.title')}
        {...dialog}
        initialFocus={stayLoggedIn}
        describedBy={textId}
      >
        <p id={textId} className={text.text}>
          {t('logout.text')}
        </p>
        <div className={text.actions}>
          <button ref={stayLoggedIn} type="button" className={button.secondary} onClick={close}>
            {t('logout.cancel')}
          </button>
          <button
            type="button"
            className={button.primary}
            onClick={() => {
              close()
              onLogout()
            }}
          >
            {t('logout.confirm')}
          </button>
        </div>
      </Dialog>
    )
  }
  const message = modal.kind === 'feedback' ? t(modal.messageKey) : t(paymentErrorKey(modal.errorCode))
  return (
    <Dialog
      key={key}
      title={modal.kind === 'feedback' ? message : t('errorPage.title')}
      {...dialog}
      {...(modal.kind === 'payment-error' ? { describedBy: textId } : {})}
    >
      {modal.kind === 'payment-error' && (
        <p id={textId} className={text.text}>
          {message}
        </p>
      )}
      <div className={text.actions}>
        <button type="button" className={button.primary} onClick={close}>
          {t('actions.close')}
        </button>
      </div>
    </Dialog>
  )
}

/** Which modal this is, for React: the same one asked for twice stays, another one is new. */
function modalKey(modal: ShellModal): string {
  if (modal.kind === 'info') return `info:${modal.topic}`
  if (modal.kind === 'feedback') return `feedback:${modal.messageKey}`
  if (modal.kind === 'payment-error') return `payment-error:${modal.errorCode ?? ''}`
  return modal.kind
}

/** The catalogue's message for the payment's error code, or the generic payment failure. */
function paymentErrorKey(code: string | undefined): string {
  return code && isErrorCode(code) ? errorOf(code).key : 'errors:paymentFailed'
}
