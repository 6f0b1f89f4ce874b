import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { withNameKept, withNamesInText } from './with-name-kept'

function rendered(node: ReturnType<typeof withNameKept>) {
  const { container } = render(<p>{node}</p>)
  return container.firstElementChild as HTMLElement
}

describe('withNameKept', () => {
  it('puts the name in an element of its own, where the translation places it', () => {
    const p = rendered(withNameKept((country) => `Continue to the ${country} shop`, 'United Kingdom'))
    expect(p.textContent).toBe('Continue to the United Kingdom shop')
    expect(p.querySelector('span span')?.textContent).toBe('United Kingdom')
  })

  it('keeps a name at the end, hyphen and all', () => {
    const p = rendered(withNameKept((country) => `Continuer vers la boutique ${country}`, 'Pays-Bas'))
    expect(p.textContent).toBe('Continuer vers la boutique Pays-Bas')
    expect(p.querySelector('span span')?.textContent).toBe('Pays-Bas')
  })

  it('gives a translation that leaves the name out as it is', () => {
    const p = rendered(withNameKept(() => 'Continue', 'Pays-Bas'))
    expect(p.textContent).toBe('Continue')
    expect(p.querySelector('span')).toBeNull()
  })
})

describe('withNamesInText', () => {
  it('puts each name in an element of its own, wherever the translation places them', () => {
    const p = rendered(
      withNamesInText(
        (from, to) => `Paese di spedizione: ${from} → ${to}. Prezzi…`,
        ['Italia', 'Regno Unito'],
      ),
    )
    expect(p.textContent).toBe('Paese di spedizione: Italia → Regno Unito. Prezzi…')
    expect([...p.querySelectorAll('span span')].map((name) => name.textContent)).toEqual([
      'Italia',
      'Regno Unito',
    ])
    const swapped = rendered(withNamesInText((from, to) => `${to} ← ${from}`, ['Italia', 'Regno Unito']))
    expect(swapped.textContent).toBe('Regno Unito ← Italia')
  })
})
