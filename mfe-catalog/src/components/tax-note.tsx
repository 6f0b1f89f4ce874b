import { useTranslation } from '@storefront/shared/react-i18n'
import fine from './fine-print.module.css'

interface TaxNoteProps {
  /** From the price list; when unknown the note claims nothing about taxes. */
  readonly taxIncluded?: boolean
  readonly exciseIncluded?: boolean
}

/** What the price above it includes: the taxes (or that checkout adds them) and excise duty. */
export function TaxNote({ taxIncluded, exciseIncluded = false }: TaxNoteProps) {
  const { t } = useTranslation()
  const taxes =
    taxIncluded === undefined ? null : t(taxIncluded ? 'product.vatIncluded' : 'product.taxesExcluded')
  const excise = exciseIncluded ? t('product.exciseIncluded') : null
  if (!taxes && !excise) return null
  return (
    <p className={fine.finePrint} data-testid="tax-note">
      {taxes}
      {taxes && excise && ' · '}
      {excise && <span data-testid="excise-note">{excise}</span>}
    </p>
  )
}
