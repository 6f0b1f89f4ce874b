import { zodResolver } from '@hookform/resolvers/zod'
import { giftMessage } from '@storefront/shared/constants'
import { useTranslation } from '@storefront/shared/react-i18n'
import { giftMessageSchema, layOutGiftMessage, translateIssue, z } from '@storefront/shared/validation'
import { type ChangeEvent, type CSSProperties, type FormEvent, useEffect, useId } from 'react'
import { useForm } from 'react-hook-form'
import { useErrorText } from '../../../lib/error-text'
import { Icon } from '../../../lib/icons'
import { useCart } from '../hooks/cart-runtime-context'
import { useGiftMessage } from '../hooks/use-gift-message'
import { feedbackAt } from '../stores/feedback-slice'
import styles from './side-forms.module.css'

const schema = z.object({ message: giftMessageSchema })
type Values = z.infer<typeof schema>

/** The message written on the greeting card: at most 8 lines of 35 characters, checked as typed. */
export function GiftMessageForm() {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const { initial, saved: onOrder, keepDraft, save } = useGiftMessage()
  const busy = useCart((state) => state.pending?.scope === 'gift-message')
  const failure = useCart((state) => feedbackAt(state, 'gift-message'))
  // The message goes on the card: with none in the cart, it would be written for nothing.
  const noCard = useCart(
    (state) => !state.order?.lines.some((line) => line.options.some((option) => option.isGreetingCard)),
  )
  const saved = useCart((state) => state.giftMessageSaved)
  const setSaved = useCart((state) => state.setGiftMessageSaved)
  const id = useId()
  const { register, handleSubmit, reset, formState, watch, trigger, getValues, setValue } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { message: initial },
    mode: 'onChange',
  })
  // The order may arrive after the form: show its message unless the visitor is already typing.
  // A draft brought back (a reload after a refused message) says again what is wrong with it.
  useEffect(() => {
    if (formState.isDirty) return
    reset({ message: initial })
    if (initial !== onOrder) void trigger('message')
  }, [initial, onOrder, formState.isDirty, reset, trigger])

  const onSubmit = handleSubmit(async ({ message }) => {
    if (busy) return
    setSaved(false)
    // The field as sent: the schema drops trailing blank lines, so `message` may read otherwise.
    const sent = getValues('message')
    if (!(await save(message, sent))) return
    // Only the message that went: words typed while it was on its way are the shopper's next
    // draft, kept and marked unsaved against what the order now holds.
    if (getValues('message') === sent) {
      setSaved(true)
      reset({ message })
    } else reset({ message }, { keepValues: true })
  })
  // The card's lines shown before the check: a sentence typed in one line, as a phone's keyboard
  // does, is saved as the card prints it, and one too long for the card shows the lines it takes.
  const layOutAndSubmit = (event: FormEvent) => {
    const typed = getValues('message')
    const laidOut = layOutGiftMessage(typed)
    if (laidOut !== typed) {
      setValue('message', laidOut, { shouldDirty: true })
      keepDraft(laidOut)
    }
    return onSubmit(event)
  }
  // Saved for the shopper once the browser is back online, as asked: the save failed only for
  // the connection, and an "offline" error left over a working connection would mislead.
  const failedOffline = failure?.code === 'network_error'
  useEffect(() => {
    if (!failedOffline) return
    const again = () => void onSubmit()
    globalThis.addEventListener('online', again, { once: true })
    return () => globalThis.removeEventListener('online', again)
  }, [failedOffline, onSubmit])
  const issue = formState.errors.message?.message
  // A draft comes back after a reload or from another tab: it must not pass for the card's text.
  const unsaved = !busy && watch('message') !== onOrder
  const describedBy = [
    noCard ? `${id}-card` : '',
    `${id}-hint`,
    issue || failure ? `${id}-error` : '',
    unsaved ? `${id}-unsaved` : '',
  ]
    .filter(Boolean)
    .join(' ')

  return (
    <section className={styles.card} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        <Icon name="gift" size={18} /> {t('giftMessage.title')}
      </h2>
      <form className={styles.form} onSubmit={(event) => void layOutAndSubmit(event)} noValidate>
        <label className={styles.label} htmlFor={`${id}-message`}>
          {t('giftMessage.label')}
        </label>
        {noCard && (
          <p id={`${id}-card`} className={styles.hint} data-testid="gift-message-no-card">
            {t('giftMessage.noCard', { card: t('item.greetingCard') })}
          </p>
        )}
        <textarea
          id={`${id}-message`}
          className={styles.textarea}
          rows={giftMessage.maxLines}
          // Lines as the card prints them: wrapped, a line of 40 characters looked like two short ones.
          wrap="off"
          // The letters are sized so that a line this long fits the box (side-forms.module.css).
          style={{ '--gift-line-length': giftMessage.maxLineLength } as CSSProperties}
          placeholder={t('giftMessage.placeholder')}
          aria-invalid={issue ? true : undefined}
          aria-describedby={describedBy}
          {...register('message', {
            onChange: (event: ChangeEvent<HTMLTextAreaElement>) => {
              setSaved(false)
              keepDraft(event.target.value)
            },
          })}
        />
        <p id={`${id}-hint`} className={styles.hint}>
          {t('giftMessage.hint', { lines: giftMessage.maxLines, characters: giftMessage.maxLineLength })}
        </p>
        {(issue || failure) && (
          <p id={`${id}-error`} className={styles.error} role="alert">
            {issue ? translateIssue(issue, t) : failure ? errorText(failure.code, failure.values) : null}
          </p>
        )}
        <div className={styles.actions}>
          {/* aria-disabled, not disabled: a disabled button drops a keyboard user's focus. */}
          <button type="submit" className={styles.secondary} aria-disabled={busy}>
            {busy ? t('giftMessage.saving') : t('giftMessage.save')}
          </button>
          {/* Always on the page, its words changing: a status that comes with its words is often not read out. */}
          <output className={styles.success} data-testid="gift-message-status">
            {saved && (
              <>
                <Icon name="check" size={16} /> {t('giftMessage.saved')}
              </>
            )}
          </output>
          {unsaved && (
            <span id={`${id}-unsaved`} className={styles.hint} data-testid="gift-message-unsaved">
              {t('giftMessage.unsaved')}
            </span>
          )}
        </div>
      </form>
    </section>
  )
}
