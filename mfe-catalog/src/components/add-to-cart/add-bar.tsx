import { formatMoney } from '@storefront/shared/i18n'
import { useTranslation } from '@storefront/shared/react-i18n'
import { type RefObject, useEffect, useRef, useState } from 'react'
import type { PriceInfo } from '../../lib/catalog-types'
import { discountPercent } from '../../lib/discount'
import { useShop } from '../../lib/shop-context'
import styles from './add-bar.module.css'

interface AddBarProps {
  /** The add-to-cart form the bar's button submits: the same quantity, options and answers. */
  readonly formId: string
  readonly price: PriceInfo
}

/**
 * Wherever the add button lies below the screen, a bar at the foot of it gives the price and the
 * add until the shopper reaches the form: on a phone the picture, the delivery box and the options
 * put the button two screens down, and on a laptop's 1024 × 700 the options beside the picture
 * still push it under the fold. Not once the form has been passed: there the shopper is reading
 * on, and the bar would cover the footer's last lines. A screen tall enough to show the form never
 * shows the bar.
 *
 * A shortcut for the eye and the thumb only: out of the tab order and hidden from assistive
 * technology, which reach the form's own button in the page's order, and would otherwise meet a
 * second "Add to cart" with nothing to tell the two apart.
 */
export function AddBar({ formId, price }: AddBarProps) {
  const { t } = useTranslation()
  const { tag } = useShop()
  const below = useBelowTheScreen(formId)
  const bar = useRef<HTMLDivElement>(null)
  useFocusClearOf(bar, below)
  const press = () => {
    // The form's answer ("Added", a refusal) is said beside it: the shopper is taken there, which
    // also puts the bar away. After the submit, which the click's default action makes.
    const form = document.getElementById(formId)
    const smooth = !matchMedia('(prefers-reduced-motion: reduce)').matches
    setTimeout(() => {
      form?.scrollIntoView({ block: 'center', behavior: smooth ? 'smooth' : 'auto' })
      // The click focused the bar's button, which then hides: focus fell to the page's start, and a
      // keyboard's next Tab or a screen reader started over. It goes to the form's own button.
      form?.querySelector<HTMLElement>('button[type="submit"]')?.focus({ preventScroll: true })
    })
  }
  return (
    <div ref={bar} className={styles.bar} hidden={!below} aria-hidden="true" data-testid="add-bar">
      {/* The amount alone: the page above gives the former price and what the tax includes. */}
      <span className={discountPercent(price) === null ? styles.amount : styles.sale} data-testid="bar-price">
        {formatMoney(price.amountCents, price.currency, tag)}
      </span>
      <button
        type="submit"
        form={formId}
        className={styles.add}
        tabIndex={-1}
        // One add for a double tap, as the form's own button counts it.
        onClick={(event) => {
          if (event.detail > 1) event.preventDefault()
          else press()
        }}
      >
        {t('product.addToCart')}
      </button>
    </div>
  )
}

/** Whether the element with `id` lies below the screen (not yet reached); false without an observer. */
function useBelowTheScreen(id: string): boolean {
  const [below, setBelow] = useState(false)
  useEffect(() => {
    const element = document.getElementById(id)
    if (!element || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setBelow(!entry.isIntersecting && entry.boundingClientRect.top > 0)
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [id])
  return below
}

/**
 * While the bar shows, the page scrolls what gets focus to above it, not under it: tabbing
 * through the options beside the picture on a laptop, the next one was scrolled just into the
 * screen, behind the bar (WCAG 2.4.11, focus not obscured). Its height, as it wraps or text grows.
 */
function useFocusClearOf(bar: RefObject<HTMLElement | null>, shown: boolean): void {
  useEffect(() => {
    const element = bar.current
    if (!shown || !element) return
    const root = document.documentElement.style
    const measure = () =>
      root.setProperty('scroll-padding-bottom', `${element.getBoundingClientRect().height}px`)
    measure()
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure)
    resized?.observe(element)
    return () => {
      resized?.disconnect()
      root.removeProperty('scroll-padding-bottom')
    }
  }, [bar, shown])
}
