import { createI18n, loadDictionary, pageNamespaces } from '@storefront/shared/i18n'
import { I18nextProvider } from '@storefront/shared/react-i18n'
import { renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useWordsOfKey } from './use-words-of-key'

vi.mock('@storefront/shared/i18n', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@storefront/shared/i18n')>()
  return { ...actual, loadDictionary: vi.fn(actual.loadDictionary) }
})

afterEach(() => {
  vi.mocked(loadDictionary).mockClear()
})

function renderWords(key: string | undefined) {
  const i18n = createI18n('it', pageNamespaces)
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
  )
  return {
    i18n,
    ...renderHook(({ key }) => useWordsOfKey(key, 'it'), { wrapper, initialProps: { key } }),
  }
}

describe('useWordsOfKey', () => {
  it('is ready at once for a key of the namespaces the shell starts with, fetching nothing', () => {
    expect(renderWords('errors:paymentFailed').result.current).toBe(true)
    expect(renderWords('modal.close').result.current).toBe(true)
    expect(renderWords(undefined).result.current).toBe(true)
    // A key of the shell's own that only shares a namespace's name.
    expect(renderWords('checkout').result.current).toBe(true)
    expect(loadDictionary).not.toHaveBeenCalled()
  })

  it("adds a remote's own namespace to the shell's words before the message shows", async () => {
    const { i18n, result } = renderWords('checkout:title')
    expect(result.current).toBe(false)
    await waitFor(() => expect(result.current).toBe(true))
    expect(loadDictionary).toHaveBeenCalledWith('it', ['checkout'])
    expect(i18n.t('checkout:title')).not.toBe('title')
  })

  it('lets the message show once a namespace cannot be fetched, and asks only once', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.mocked(loadDictionary).mockRejectedValueOnce(new Error('offline'))
    const { result } = renderWords('account:title')
    await waitFor(() => expect(result.current).toBe(true))
    expect(loadDictionary).toHaveBeenCalledTimes(1)
    expect(error).toHaveBeenCalled()
    error.mockRestore()
  })

  it('still waits for the words of another namespace after one could not be fetched', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.mocked(loadDictionary).mockRejectedValueOnce(new Error('offline'))
    const { result, rerender } = renderWords('account:title')
    await waitFor(() => expect(result.current).toBe(true))
    rerender({ key: 'checkout:title' })
    expect(result.current).toBe(false)
    await waitFor(() => expect(result.current).toBe(true))
  })
})
