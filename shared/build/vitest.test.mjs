import { describe, expect, it } from 'vitest'
import { tempTree } from './testing/temp-tree.mjs'
import { filesMockingModules, projectsSharingModules } from './vitest.mjs'

/** @param {Record<string, string>} files */
const workspace = (files) => tempTree('vitest-projects-', files)

describe('the test files that mock a module', () => {
  it('are those calling vi.mock, vi.doMock or vi.resetModules, in any folder below', () => {
    const root = workspace({
      'src/a.test.ts': "vi.mock('./a')",
      'src/deep/b.test.tsx': "vi.doMock('./b', () => ({}))",
      'build/c.test.mjs': 'vi.resetModules()',
      'src/spies.test.ts': "vi.spyOn(console, 'error'); vi.fn()",
      'src/mock-helper.ts': "vi.mock('./a')",
      'other/d.test.ts': "vi.mock('./d')",
    })
    expect(filesMockingModules(root, ['src', 'build']).sort()).toEqual([
      'build/c.test.mjs',
      'src/a.test.ts',
      'src/deep/b.test.tsx',
    ])
  })
})

describe('the projects of a workspace', () => {
  it('run the files that mock a module isolated, and the others sharing their worker', () => {
    const root = workspace({ 'src/a.test.ts': "vi.mock('./a')", 'src/b.test.ts': 'vi.fn()' })
    const [sharing, isolated, ...more] = projectsSharingModules({
      name: 'app',
      dir: root,
      include: ['src/**/*.test.ts'],
      folders: ['src'],
    })
    expect(more).toEqual([])
    expect(sharing?.test).toMatchObject({ name: 'app', isolate: false, include: ['src/**/*.test.ts'] })
    expect(sharing?.test?.exclude).toContain('src/a.test.ts')
    expect(isolated?.test).toMatchObject({ name: 'app (mocks)', isolate: true, include: ['src/a.test.ts'] })
  })

  it('is one project when no file mocks a module', () => {
    const root = workspace({ 'src/b.test.ts': 'vi.fn()' })
    const projects = projectsSharingModules({
      name: 'app',
      dir: root,
      include: ['src/**/*.test.ts'],
      folders: ['src'],
    })
    expect(projects).toHaveLength(1)
    expect(projects[0]?.test?.isolate).toBe(false)
  })
})
