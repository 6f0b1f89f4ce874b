import { createI18n, loadDictionary } from '@storefront/shared/i18n'
import { I18nextProvider } from '@storefront/shared/react-i18n'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { loadInfoTexts } from '../load-info-texts'
import { InfoCard } from './info-card'

vi.mock('../load-info-texts', async (actual) => {
  const real = await actual<typeof import('../load-info-texts')>()
  return { loadInfoTexts: vi.fn(real.loadInfoTexts) }
})

beforeAll(() => Promise.all([loadDictionary('fr'), loadDictionary('de')]))

function renderCard() {
  return render(
    <I18nextProvider i18n={createI18n('fr', ['common'])}>
      <InfoCard topic="returns" locale="fr" />
    </I18nextProvider>,
  )
}

describe('a shop text', () => {
  it('says it is loading, then shows the text in the page language', async () => {
    renderCard()
    expect(screen.getByText('Chargement…')).toBeTruthy()
    expect(await screen.findByText(/dans les 14 jours suivant la livraison/)).toBeTruthy()
  })

  it('says when the text cannot be loaded, and loads it on retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    vi.mocked(loadInfoTexts).mockRejectedValueOnce(new Error('chunk failed'))
    renderCard()
    expect((await screen.findByRole('alert')).textContent).toContain('Nous n’avons pas pu charger ce texte')
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }))
    expect(await screen.findByText(/dans les 14 jours suivant la livraison/)).toBeTruthy()
  })

  it("spells the text as the market's country does", async () => {
    render(
      <I18nextProvider i18n={createI18n('de', ['common'], 'CH')}>
        <InfoCard topic="returns" locale="de" country="CH" />
      </I18nextProvider>,
    )
    const text = await screen.findByText(/Originalverpackung/)
    expect(text.textContent).toContain('einschliesslich Standardversand')
    expect(text.textContent).not.toContain('ß')
  })
})
