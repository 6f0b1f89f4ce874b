import type { createFakeCommerce } from './fake-commerce'

/** Holds the API's answer to the next matching write until the test calls the returned function. */
export function holdNext(api: ReturnType<typeof createFakeCommerce>, method: string, path: RegExp) {
  let answer = () => {}
  const answered = new Promise<void>((resolve) => {
    answer = resolve
  })
  api.failNext(method, path, async (land) => {
    await answered
    return land()
  })
  return () => answer()
}
