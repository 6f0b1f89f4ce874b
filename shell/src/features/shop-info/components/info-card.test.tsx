import { createI18n, loadDictionary } from '@storefront/shared/i18n'
import { I18nextProvider } from '@storefront/shared/react-i18n'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import type { InfoTexts } from '../../../lib/info-topics'
import { loadInfoTexts } from '../load-info-texts'
import german from '../texts/de'
import french from '../texts/fr'
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

  it('shows the language the shopper moved to, not the late text of the one left', async () => {
    const answers = moveFromFrenchToGerman()
    await act(async () => answers.get('de')?.resolve(german))
    expect(await screen.findByText(/innerhalb von 14 Tagen nach der Lieferung/)).toBeTruthy()
    await act(async () => answers.get('fr')?.resolve(french))
    expect(screen.queryByText(/dans les 14 jours suivant la livraison/)).toBeNull()
    expect(screen.getByText(/innerhalb von 14 Tagen nach der Lieferung/)).toBeTruthy()
  })

  it('keeps the text of the language moved to when the one left fails late', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const answers = moveFromFrenchToGerman()
    await act(async () => answers.get('de')?.resolve(german))
    await act(async () => answers.get('fr')?.reject(new Error('chunk failed')))
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByText(/innerhalb von 14 Tagen nach der Lieferung/)).toBeTruthy()
  })
})

/** A card opened in French, moved to German before the French text came: each answers when told. */
function moveFromFrenchToGerman() {
  const answers = new Map<string, { resolve: (texts: InfoTexts) => void; reject: (error: Error) => void }>()
  vi.mocked(loadInfoTexts).mockImplementation(
    (locale) => new Promise<InfoTexts>((resolve, reject) => answers.set(locale, { resolve, reject })),
  )
  const i18n = createI18n('fr', ['common'])
  const { rerender } = render(
    <I18nextProvider i18n={i18n}>
      <InfoCard topic="returns" locale="fr" />
    </I18nextProvider>,
  )
  rerender(
    <I18nextProvider i18n={i18n}>
      <InfoCard topic="returns" locale="de" />
    </I18nextProvider>,
  )
  return answers
}
