import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { shopName } from '@storefront/shared/constants'
import { placeholderAttribute } from '@storefront/shared/registry'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Logo } from '../features/layout/components/logo'

// Plain files, read as the build and the document take them: neither goes through React.
const markup = readFileSync(join(import.meta.dirname, 'placeholder.html'), 'utf8')
const css = readFileSync(join(import.meta.dirname, 'placeholder.css'), 'utf8').replace(
  /\/\*[\s\S]*?\*\//g,
  '',
)

const parse = (html: string) => {
  const template = document.createElement('template')
  template.innerHTML = html
  return template.content
}

/** An element's tag and attributes, and its children's, in order: what draws it. */
function shapeOf(element: Element): unknown {
  return {
    tag: element.tagName.toLowerCase(),
    attributes: Object.fromEntries([...element.attributes].map(({ name, value }) => [name, value])),
    children: [...element.children].map(shapeOf),
  }
}

describe("the shell's placeholder", () => {
  it("draws the header's logo and the shop's name as the header does", () => {
    const placeholder = parse(markup)
    const logo = parse(renderToStaticMarkup(<Logo />))
    const mark = (root: DocumentFragment) => [...(root.querySelector('svg')?.children ?? [])].map(shapeOf)
    expect(mark(placeholder)).toEqual(mark(logo))
    expect(mark(placeholder)).not.toEqual([])
    expect(placeholder.querySelector('.shell-placeholder-word')?.textContent).toBe(shopName)
  })

  it('styles every class it uses, and its stylesheet only those, under the shell prefix', () => {
    const used = new Set(
      [...parse(markup).querySelectorAll('[class]')].flatMap((element) => [...element.classList]),
    )
    const styled = new Set([...css.matchAll(/\.(-?[a-z][\w-]*)/g)].map((match) => match[1] ?? ''))
    expect([...used].filter((name) => !styled.has(name))).toEqual([])
    expect([...styled].filter((name) => !used.has(name))).toEqual([])
    expect([...used].filter((name) => !name.startsWith('shell-placeholder'))).toEqual([])
  })

  it("picks the screen's skeleton by the document's wrapper attribute", () => {
    const attributes = new Set([...css.matchAll(/\[(data-[\w-]+)/g)].map((match) => match[1]))
    expect([...attributes].sort()).toEqual(['data-layout', placeholderAttribute].sort())
    for (const layout of ['shelf', 'grid', 'detail', 'form'])
      expect(css).toContain(`[${placeholderAttribute}][data-layout="${layout}"]`)
  })

  it('holds no script, inline style or id that the page could trip over', () => {
    const placeholder = parse(markup)
    expect(placeholder.querySelectorAll('script, style, [style], [id]')).toHaveLength(0)
    expect(markup).not.toMatch(/\son[a-z]+=/i)
  })
})
