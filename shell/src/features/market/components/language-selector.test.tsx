import { createI18n } from '@storefront/shared/i18n'
import { I18nextProvider } from '@storefront/shared/react-i18n'
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { LanguageSelector } from './language-selector'

describe('LanguageSelector', () => {
  it('names each language in itself, marked as that language so a screen reader says it right', () => {
    render(
      <I18nextProvider i18n={createI18n('en', ['common'])}>
        <LanguageSelector locale="en" onChoose={() => undefined} />
      </I18nextProvider>,
    )
    const german = screen.getByRole('option', { name: 'Deutsch' })
    expect(german.getAttribute('lang')).toBe('de')
    expect(screen.getByRole('option', { name: 'Italiano' }).getAttribute('lang')).toBe('it')
  })
})
