import { SourceMapGenerator } from 'source-map-js'
import { describe, expect, it } from 'vitest'
import { bytesBySource, gzipByPart, partOf, sourceKey } from './js-attribution.mjs'

/** A one-line script made of pieces, each mapped to its source (or to none). */
function scriptOf(pieces) {
  const generator = new SourceMapGenerator({ file: 'x.js' })
  let code = ''
  for (const [text, source] of pieces) {
    if (source)
      generator.addMapping({
        generated: { line: 1, column: code.length },
        original: { line: 1, column: 0 },
        source,
      })
    code += text
  }
  return { code, map: generator.toJSON() }
}

describe('sourceKey', () => {
  it('names packages, scoped ones whole, and keeps workspace paths', () => {
    expect(sourceKey('webpack://shell/../node_modules/react-dom/cjs/react-dom-client.production.js')).toBe(
      'npm:react-dom',
    )
    expect(sourceKey('webpack://shell/../node_modules/@module-federation/runtime-core/dist/core.js')).toBe(
      'npm:@module-federation/runtime-core',
    )
    expect(sourceKey('webpack://shell/../shared/src/markets/data.ts')).toBe('../shared/src/markets/data.ts')
    expect(sourceKey('data:text/javascript,import x from "y"')).toBe('data:')
  })
})

describe('partOf', () => {
  it('puts each package in its part of the stack and the rest in shop code', () => {
    expect(partOf('npm:scheduler')).toBe('react + react-dom')
    expect(partOf('npm:@module-federation/sdk')).toBe('federation + bundler runtime')
    expect(partOf('webpack/runtime/sharing')).toBe('federation + bundler runtime')
    expect(partOf('npm:html-parse-stringify')).toBe('i18next + react-i18next')
    expect(partOf('npm:@commercelayer/sdk')).toBe('Commerce Layer client')
    expect(partOf('npm:ibantools')).toBe('other libraries')
    expect(partOf('src/app/app.tsx')).toBe('shop code')
  })
})

describe('bytesBySource', () => {
  it('gives each source the bytes up to the next mapping, and unmapped bytes to the bundler', () => {
    const { code, map } = scriptOf([
      ['(()=>{', null],
      ['reactdomcode', 'webpack://shell/../node_modules/react-dom/index.js'],
      ['appcode', 'webpack://shell/src/app.tsx'],
      ['zz', 'webpack://shell/../node_modules/zod/v4/mini.js'],
    ])
    expect(Object.fromEntries(bytesBySource(code, map))).toEqual({
      '(generated)': 6,
      'npm:react-dom': 12,
      'src/app.tsx': 7,
      'npm:zod': 2,
    })
  })
})

describe('gzipByPart', () => {
  // Text that hardly compresses, the same every run.
  const varied = (length) =>
    Array.from({ length }, (_, i) => String.fromCharCode(33 + ((i * 7919) % 89))).join('')

  it('shares the gzip bytes out by what each part weighs gzipped alone, not by its minified bytes', () => {
    const { code, map } = scriptOf([
      ['a'.repeat(600), 'webpack://x/../node_modules/react/index.js'],
      [varied(300), 'webpack://x/src/page.tsx'],
    ])
    const parts = Object.fromEntries(gzipByPart(code, map, 1000))
    expect(parts['react + react-dom'] + parts['shop code']).toBeCloseTo(1000)
    // Twice the minified bytes, but a run of one letter gzips to almost nothing.
    expect(parts['shop code']).toBeGreaterThan(4 * parts['react + react-dom'])
  })

  it('gives a file of one part all of its gzip bytes', () => {
    const { code, map } = scriptOf([[varied(200), 'webpack://x/../node_modules/i18next/dist/esm/i18next.js']])
    expect(Object.fromEntries(gzipByPart(code, map, 123))).toEqual({ 'i18next + react-i18next': 123 })
  })
})
