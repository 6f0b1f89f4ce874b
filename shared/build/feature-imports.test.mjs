import { describe, expect, it } from 'vitest'
import { crossFeatureImports } from './feature-imports.mjs'
import { tempTree } from './testing/temp-tree.mjs'

/** @param {Record<string, string>} files */
const appSource = (files) => tempTree('features-', files)

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
