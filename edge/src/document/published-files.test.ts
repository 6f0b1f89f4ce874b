import { describe, expect, it } from 'vitest'
import { publishedFileReader } from './published-files'

// A bucket holding what `files` holds at the time of each read, counting the reads.
function bucketOf(files: Map<string, string>) {
  let reads = 0
  const bucket = {
    async get(key: string) {
      reads++
      const text = files.get(key)
      return text === undefined ? null : ({ text: async () => text } as unknown as R2ObjectBody)
    },
  } as unknown as R2Bucket
  return { bucket, reads: () => reads }
}

describe('publishedFileReader', () => {
  it('reads a published file from R2 once, since a version’s files never change', async () => {
    const read = publishedFileReader((object) => object.text())
    const { bucket, reads } = bucketOf(new Map([['shell/1.0.0/p.html', '<p>']]))
    expect(await read(bucket, 'shell/1.0.0/p.html')).toBe('<p>')
    expect(await read(bucket, 'shell/1.0.0/p.html')).toBe('<p>')
    expect(reads()).toBe(1)
  })

  it('asks again for a file that was missing or unreadable, so it is found once it is there', async () => {
    const files = new Map<string, string>()
    const read = publishedFileReader(async (object) => {
      const text = await object.text()
      return text === 'garbled' ? null : text
    })
    const { bucket } = bucketOf(files)
    expect(await read(bucket, 'shell/1.0.0/p.html')).toBeNull()
    files.set('shell/1.0.0/p.html', 'garbled')
    expect(await read(bucket, 'shell/1.0.0/p.html')).toBeNull()
    files.set('shell/1.0.0/p.html', '<p>')
    expect(await read(bucket, 'shell/1.0.0/p.html')).toBe('<p>')
  })
})
