import { useTranslation } from '@storefront/shared/react-i18n'
import fine from './fine-print.module.css'

/**
 * That a drink with alcohol is sold to adults only, by the price. No age is named where the legal
 * one differs by the country the language is read in (16 for wine in Germany, 21 in the United
 * States); the Italian and French say "minors", as their laws do, and the French adds the health
 * warning (loi Évin) French shops show with alcohol.
 */
export function AgeNotice({ containsAlcohol }: { readonly containsAlcohol: boolean }) {
  const { t } = useTranslation()
  if (!containsAlcohol) return null
  return (
    <p className={fine.finePrint} data-testid="age-notice">
      {t('product.alcoholNotice')}
    </p>
  )
}
