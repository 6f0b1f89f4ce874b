import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { crossFeatureImports } from './feature-imports.mjs'

/** An app's `src` in a temporary folder, its files as given. */
function appSource(files) {
  const src = mkdtempSync(path.join(tmpdir(), 'features-'))
  for (const [name, code] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(src, name)), { recursive: true })
    writeFileSync(path.join(src, name), code)
  }
  return src
}

describe('crossFeatureImports', () => {
  it('finds a feature importing another, by value, by type or lazily', () => {
    const src = appSource({
      'features/modals/host.tsx': "import { Card } from '../shop-info/card'\n",
      'features/modals/stores/store.ts': "import type { Topic } from '../../shop-info/topics'\n",
      'features/layout/footer.tsx': "const texts = () => import('../shop-info/texts')\n",
      'features/shop-info/card.tsx': '',
    })
    expect(crossFeatureImports(src).sort()).toEqual([
      'features/layout/footer.tsx -> features/shop-info/texts',
      'features/modals/host.tsx -> features/shop-info/card',
      'features/modals/stores/store.ts -> features/shop-info/topics',
    ])
  })

  it('allows imports within a feature, from lib and components, from packages, and in tests', () => {
    const src = appSource({
      'features/modals/components/host.tsx':
        "import { store } from '../stores/store'\nimport { x } from '../../../lib/x'\nimport { Button } from '../../../components/button'\nimport { z } from 'zod'\n",
      'features/modals/host.test.tsx': "import { Card } from '../shop-info/card'\n",
      'app/app.tsx': "import { Card } from '../features/shop-info/card'\n",
    })
    expect(crossFeatureImports(src)).toEqual([])
  })
})
