import { readFileSync } from 'node:fs'

/** The bindings of wrangler.jsonc the scripts write to. */
export interface EdgeBindingNames {
  assetsBucket: string
  kv: Record<'REGISTRY' | 'ADMIN_USERS' | 'OUTBOX', string>
}

/** JSON with comments and trailing commas, as wrangler.jsonc allows; strings are left alone. */
export function parseJsonc(text: string): unknown {
  let out = ''
  for (let i = 0; i < text.length; i++) {
    const char = text[i] as string
    if (char === '"') {
      const end = /"(?:[^"\\]|\\.)*"/y
      end.lastIndex = i
      const literal = end.exec(text)?.[0] ?? char
      out += literal
      i += literal.length - 1
    } else if (char === '/' && text[i + 1] === '/') {
      while (i < text.length && text[i] !== '\n') i++
      out += '\n'
    } else if (char === '/' && text[i + 1] === '*') {
      i = text.indexOf('*/', i + 2) + 1
    } else out += char
  }
  return JSON.parse(out.replace(/,(\s*[}\]])/g, '$1'))
}

export function readBindingNames(configPath: string): EdgeBindingNames {
  const config = parseJsonc(readFileSync(configPath, 'utf8')) as {
    r2_buckets?: { binding: string; bucket_name: string }[]
    kv_namespaces?: { binding: string; id: string }[]
  }
  const bucket = config.r2_buckets?.find((b) => b.binding === 'ASSETS')?.bucket_name
  const kvId = (binding: string) => {
    const id = config.kv_namespaces?.find((ns) => ns.binding === binding)?.id
    if (!id) throw new Error(`${configPath} has no KV binding ${binding}`)
    return id
  }
  if (!bucket) throw new Error(`${configPath} has no R2 binding ASSETS`)
  return {
    assetsBucket: bucket,
    kv: { REGISTRY: kvId('REGISTRY'), ADMIN_USERS: kvId('ADMIN_USERS'), OUTBOX: kvId('OUTBOX') },
  }
}
