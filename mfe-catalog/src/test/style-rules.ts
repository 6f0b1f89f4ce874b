/** A stylesheet read as rules, for tests of what only a browser draws (a clamp, a breakpoint). */

export interface Rule {
  readonly media: string | null
  readonly selector: string
  readonly declarations: Readonly<Record<string, string>>
}

/** The style rules of a stylesheet, each with the media query it sits in: what a browser reads. */
export function rulesOf(css: string, media: string | null = null): Rule[] {
  const rules: Rule[] = []
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '')
  let depth = 0
  let start = 0
  let open = 0
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '{' && depth++ === 0) open = i
    if (text[i] !== '}' || --depth !== 0) continue
    const prelude = text.slice(start, open).trim()
    const body = text.slice(open + 1, i)
    if (prelude.startsWith('@media')) rules.push(...rulesOf(body, prelude.slice(6).trim()))
    else {
      const declarations = Object.fromEntries(
        body.split(';').flatMap((line) => {
          const at = line.indexOf(':')
          return at > 0 ? [[line.slice(0, at).trim(), line.slice(at + 1).trim()]] : []
        }),
      )
      rules.push({ media, selector: prelude, declarations })
    }
    start = i + 1
  }
  return rules
}
